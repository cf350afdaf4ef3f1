package nonogram

// lineSolver finds every cell of one line that is the same in all placements of its clue
// consistent with the cells already known. It is exact (as strong as trying every placement)
// but costs O(n·k) for n cells and k blocks: a forward table says which prefixes can hold the
// first j blocks, a backward table which suffixes can hold the last k-j, and a block can sit
// at a position exactly when the prefix before it and the suffix after it both can.
//
// The zero value is ready to use; its buffers grow to the longest line seen. It is not safe
// for concurrent use.
type lineSolver struct {
	fwd, bwd []bool  // fwd[j*(n+1)+i]: blocks 0..j-1 fit in cells [0,i); bwd[j*(n+2)+i]: blocks j..k-1 fit in [i,n)
	whites   []int32 // whites[i]: White cells in [0,i)
	blacks   []int32 // blacks[i]: Black cells in [0,i)
	cover    []int32 // difference array: placements of some block that cover a cell
	canWhite []bool
	lo, hi   []int32 // the slack window of each block's start

	fwdBits, bwdBits []uint64 // solveBits's tables
	revClue          []int
	noBits           bool       // tests: always use the tables
	wide             []uint64   // solveWide's vectors
	wideFwd, wideBwd [][]uint64 // solveWide's tables (views into wide)
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// solve writes into out (len(cells)) the cells of the line with every forced cell set, and
// reports whether any placement of clue fits cells at all. out may alias cells.
func (ls *lineSolver) solve(clue []int, cells, out []Cell) bool {
	switch {
	case ls.noBits:
		return ls.solveTables(clue, cells, out)
	case len(cells) <= maxBitsLine:
		return ls.solveBits(clue, cells, out)
	}
	return ls.solveWide(clue, cells, out)
}

// solveTables is solve with boolean tables, for lines of any length. solve uses it only
// when noBits is set: the tests check the bit-mask solvers against it.
func (ls *lineSolver) solveTables(clue []int, cells, out []Cell) bool {
	n, k := len(cells), len(clue)
	ls.countCells(cells)
	if k == 0 {
		if ls.blacks[n] > 0 {
			return false
		}
		for i := range out {
			out[i] = White
		}
		return true
	}
	if !ls.windows(clue, n) || !ls.forward(clue, cells) {
		return false
	}
	ls.backward(clue, cells)
	ls.whiteCells(clue, cells)
	ls.blackCover(clue, cells)
	run := int32(0)
	for i := range n {
		run += ls.cover[i]
		canB, canW := run > 0, ls.canWhite[i]
		switch {
		case canB && !canW:
			out[i] = Black
		case !canB && canW:
			out[i] = White
		case !canB && !canW:
			return false
		default:
			out[i] = cells[i]
		}
	}
	return true
}

// countCells fills whites and blacks: how many White and Black cells come before each
// position.
func (ls *lineSolver) countCells(cells []Cell) {
	n := len(cells)
	ls.whites = grow(ls.whites, n+1)
	ls.blacks = grow(ls.blacks, n+1)
	w, b := ls.whites, ls.blacks
	for i, c := range cells {
		w[i+1], b[i+1] = w[i], b[i]
		switch c {
		case White:
			w[i+1]++
		case Black:
			b[i+1]++
		}
	}
}

// windows fills lo and hi: block j can only start in [lo[j], hi[j]] (the leftmost and
// rightmost starts on an empty line), so row j of either table is only computed over that
// slack window. It reports false when the clue does not fit in n cells.
func (ls *lineSolver) windows(clue []int, n int) bool {
	k := len(clue)
	ls.lo = grow(ls.lo, k+1)
	ls.hi = grow(ls.hi, k+1)
	lo, hi := ls.lo, ls.hi
	for j, pos := 0, 0; j < k; j++ {
		lo[j] = int32(pos)
		pos += clue[j] + 1
	}
	for j, pos := k-1, n+1; j >= 0; j-- {
		pos -= clue[j] + 1
		hi[j] = int32(pos)
	}
	if lo[k-1]+int32(clue[k-1]) > int32(n) {
		return false
	}
	lo[k], hi[k] = int32(n), int32(n)
	return true
}

// forward fills the forward table, row j (stride n+1): blocks 0..j-1 fit in [0,i), for i in
// [lo[j]-1, hi[j]]. It reports whether the whole clue fits.
func (ls *lineSolver) forward(clue []int, cells []Cell) bool {
	n, k := len(cells), len(clue)
	w, b, lo, hi := ls.whites, ls.blacks, ls.lo, ls.hi
	sf := n + 1
	ls.fwd = grow(ls.fwd, (k+1)*sf)
	f := ls.fwd
	for i := 0; i <= n && b[i] == 0; i++ {
		f[i] = true
	}
	for j := 1; j <= k; j++ {
		c := clue[j-1]
		row, prev := f[j*sf:(j+1)*sf], f[(j-1)*sf:j*sf]
		from, to := int(lo[j-1])+c, int(hi[j])
		if j == k {
			to = n
		}
		for i := from; i <= to; i++ {
			v := row[i-1] && cells[i-1] != Black
			if !v && w[i]-w[i-c] == 0 {
				if j == 1 {
					v = prev[i-c]
				} else if cells[i-c-1] != Black {
					v = prev[i-c-1]
				}
			}
			row[i] = v
		}
	}
	return f[k*sf+n]
}

// backward fills the backward table, row j (stride n+2, index n+1 false): blocks j..k-1
// fit in [i,n).
func (ls *lineSolver) backward(clue []int, cells []Cell) {
	n, k := len(cells), len(clue)
	w, b, lo, hi := ls.whites, ls.blacks, ls.lo, ls.hi
	sb := n + 2
	ls.bwd = grow(ls.bwd, (k+1)*sb)
	g := ls.bwd
	for i := n; i >= 0 && b[n]-b[i] == 0; i-- {
		g[k*sb+i] = true
	}
	for j := k - 1; j >= 0; j-- {
		c := clue[j]
		row, next := g[j*sb:(j+1)*sb], g[(j+1)*sb:(j+2)*sb]
		from := int(lo[j]) - 1
		if j == 0 {
			from = 0
		}
		for i := int(hi[j]); i >= from; i-- {
			v := row[i+1] && cells[i] != Black
			if !v && w[i+c]-w[i] == 0 {
				if j == k-1 {
					v = next[i+c]
				} else if i+c < n && cells[i+c] != Black {
					v = next[i+c+1]
				}
			}
			row[i] = v
		}
	}
}

// whiteCells fills canWhite: a cell can be white if some split puts j blocks before it and
// the rest after it.
func (ls *lineSolver) whiteCells(clue []int, cells []Cell) {
	n, k := len(cells), len(clue)
	f, g, lo, hi := ls.fwd, ls.bwd, ls.lo, ls.hi
	sf, sb := n+1, n+2
	ls.canWhite = grow(ls.canWhite, n)
	cw := ls.canWhite
	for j := 0; j <= k; j++ {
		from := 0
		if j > 0 {
			from = int(lo[j-1]) + clue[j-1]
		}
		to := n - 1
		if j < k {
			to = int(hi[j]) - 1
		}
		fr, gr := f[j*sf:(j+1)*sf], g[j*sb:(j+1)*sb]
		for i := from; i <= to; i++ {
			if fr[i] && gr[i+1] && cells[i] != Black {
				cw[i] = true
			}
		}
	}
}

// blackCover fills cover, a difference array of the placements of some block that cover a
// cell: a cell can be black if some block can sit over it.
func (ls *lineSolver) blackCover(clue []int, cells []Cell) {
	n, k := len(cells), len(clue)
	w, b, f, g, lo, hi := ls.whites, ls.blacks, ls.fwd, ls.bwd, ls.lo, ls.hi
	sf, sb := n+1, n+2
	ls.cover = grow(ls.cover, n+1)
	cov := ls.cover
	for j := 0; j < k; j++ {
		c := clue[j]
		fl, gr := f[j*sf:(j+1)*sf], g[(j+1)*sb:(j+2)*sb]
		for p := int(lo[j]); p <= int(hi[j]); p++ {
			if w[p+c]-w[p] != 0 {
				continue
			}
			var left, right bool
			if j == 0 {
				left = b[p] == 0
			} else {
				left = cells[p-1] != Black && fl[p-1]
			}
			if !left {
				continue
			}
			if j == k-1 {
				right = b[n]-b[p+c] == 0
			} else {
				right = cells[p+c] != Black && gr[p+c+1]
			}
			if right {
				cov[p]++
				cov[p+c]--
			}
		}
	}
}

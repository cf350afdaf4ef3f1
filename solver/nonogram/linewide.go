package nonogram

import "math/bits"

// solveWide is solveBits for lines longer than a word: the same bit-mask tables held in
// m-word vectors (bit i in word i/64), so that a block costs O(m·log c) word operations.
func (ls *lineSolver) solveWide(clue []int, cells, out []Cell) bool {
	n, k := len(cells), len(clue)
	v, fwd, bwd := ls.wideVectors(n, k)
	black, white, rblack, rwhite := v.next(), v.next(), v.next(), v.next()
	for i, c := range cells {
		r := n - 1 - i
		switch c {
		case Black:
			black[i>>6] |= 1 << (i & 63)
			rblack[r>>6] |= 1 << (r & 63)
		case White:
			white[i>>6] |= 1 << (i & 63)
			rwhite[r>>6] |= 1 << (r & 63)
		}
	}
	t := wideScratch{v.next(), v.next(), v.next(), v.next(), v.next(), v.next()}
	if !forwardWide(clue, n, black, white, fwd, t) {
		return false
	}
	tmp := v.next()
	ls.backwardWide(clue, n, rblack, rwhite, bwd, t, tmp)
	cellMask := v.next()
	setLow(cellMask, n)
	notBlack, notWhite := v.next(), v.next()
	for i := range notBlack {
		notBlack[i] = ^black[i] & cellMask[i]
		notWhite[i] = ^white[i] & cellMask[i]
	}
	canWhite, canBlack := v.next(), v.next()
	for j := 0; j <= k; j++ {
		shr(tmp, bwd[j], 1)
		for i := range canWhite {
			canWhite[i] |= fwd[j][i] & tmp[i]
		}
	}
	blackWide(clue, fwd, bwd, notWhite, notBlack, t, canBlack)
	for i := range canBlack {
		canWhite[i] &= notBlack[i]
		canBlack[i] &= cellMask[i]
		if (canBlack[i]|canWhite[i])&cellMask[i] != cellMask[i] {
			return false
		}
	}
	for i := range out {
		out[i] = settled(canBlack[i>>6]>>(i&63)&1 != 0, canWhite[i>>6]>>(i&63)&1 != 0, cells[i])
	}
	return true
}

// wideVecs hands out cleared m-word vectors from one buffer.
type wideVecs struct {
	buf []uint64
	m   int
}

func (v *wideVecs) next() []uint64 {
	x := v.buf[:v.m:v.m]
	v.buf = v.buf[v.m:]
	return x
}

// wideVectors returns cleared vectors for a line of n cells and k blocks: the forward and
// backward tables (k+1 vectors each) and enough for solveWide's other needs.
func (ls *lineSolver) wideVectors(n, k int) (v wideVecs, fwd, bwd [][]uint64) {
	m := (n + 1 + 63) / 64
	need := (2*(k+1) + 20) * m
	if cap(ls.wide) < need {
		ls.wide = make([]uint64, need)
	}
	v = wideVecs{buf: ls.wide[:need], m: m}
	clear(v.buf)
	if cap(ls.wideFwd) < k+1 {
		ls.wideFwd = make([][]uint64, k+1)
		ls.wideBwd = make([][]uint64, k+1)
	}
	fwd, bwd = ls.wideFwd[:k+1], ls.wideBwd[:k+1]
	for j := range fwd {
		fwd[j], bwd[j] = v.next(), v.next()
	}
	return v, fwd, bwd
}

// backwardWide fills bwd[j], the positions from which blocks j..k-1 fit: the forward tables
// of the reversed line and clue, turned around. tmp is scratch.
func (ls *lineSolver) backwardWide(clue []int, n int, rblack, rwhite []uint64, bwd [][]uint64, t wideScratch, tmp []uint64) {
	k := len(clue)
	rc := ls.revClue[:0]
	for j := k - 1; j >= 0; j-- {
		rc = append(rc, clue[j])
	}
	ls.revClue = rc
	forwardWide(rc, n, rblack, rwhite, bwd, t)
	for a, b := 0, k; a < b; a, b = a+1, b-1 {
		bwd[a], bwd[b] = bwd[b], bwd[a]
	}
	for j := range bwd {
		reverseBits(tmp, bwd[j], n+1)
		copy(bwd[j], tmp)
	}
}

// blackWide adds to canBlack every cell some block can cover: the block's start must fit
// its cells (notWhite), follow the blocks before it (fwd) and precede those after it (bwd).
func blackWide(clue []int, fwd, bwd [][]uint64, notWhite, notBlack []uint64, t wideScratch, canBlack []uint64) {
	k := len(clue)
	for j, c := range clue {
		starts := t.a
		windowsWide(starts, notWhite, c, t.b)
		if j == 0 {
			and(starts, fwd[0])
		} else {
			andInto(t.b, fwd[j], notBlack)
			shl(t.c, t.b, 1)
			and(starts, t.c)
		}
		if j == k-1 {
			shr(t.b, bwd[k], c)
		} else {
			shr(t.c, bwd[j+1], 1)
			and(t.c, notBlack)
			shr(t.b, t.c, c)
		}
		and(starts, t.b)
		smearWide(t.d, starts, c, t.e)
		for i := range canBlack {
			canBlack[i] |= t.d[i]
		}
	}
}

// wideScratch holds temporary vectors for the wide line solver.
type wideScratch struct{ a, b, c, d, e, f []uint64 }

// forwardWide is forwardBits on m-word vectors; t's vectors are scratch.
func forwardWide(clue []int, n int, black, white []uint64, fwd [][]uint64, t wideScratch) bool {
	posMask, notBlack, notWhite, pass := t.a, t.b, t.c, t.d
	setLow(posMask, n+1)
	setLow(notBlack, n)
	copy(notWhite, notBlack)
	for i := range notBlack {
		notBlack[i] &^= black[i]
		notWhite[i] &^= white[i]
	}
	shl(pass, notBlack, 1)
	first := n // the first black cell, or n
	for i, w := range black {
		if w != 0 {
			first = i*64 + bits.TrailingZeros64(w)
			break
		}
	}
	setLow(fwd[0], first+1)
	starts, tmp := t.e, t.f
	for j, c := range clue {
		windowsWide(starts, notWhite, c, tmp)
		if j == 0 {
			and(starts, fwd[0])
		} else {
			andInto(tmp, fwd[j], notBlack)
			shl(fwd[j+1], tmp, 1) // fwd[j+1] as scratch until it is written
			and(starts, fwd[j+1])
		}
		shl(tmp, starts, c) // block ends
		fillWide(fwd[j+1], tmp, pass)
		any := uint64(0)
		for i := range posMask {
			fwd[j+1][i] &= posMask[i]
			any |= fwd[j+1][i]
		}
		if any == 0 {
			return false
		}
	}
	return fwd[len(clue)][n>>6]>>(n&63)&1 != 0
}

// setLow sets bits 0..n-1 of v and clears the rest.
func setLow(v []uint64, n int) {
	for i := range v {
		switch {
		case n >= (i+1)*64:
			v[i] = ^uint64(0)
		case n <= i*64:
			v[i] = 0
		default:
			v[i] = uint64(1)<<(n-i*64) - 1
		}
	}
}

// shl sets dst = x << s (dst and x must not overlap).
func shl(dst, x []uint64, s int) {
	ws, bs := s/64, uint(s%64)
	for i := len(dst) - 1; i >= 0; i-- {
		var v uint64
		if j := i - ws; j >= 0 {
			v = x[j] << bs
			if bs != 0 && j-1 >= 0 {
				v |= x[j-1] >> (64 - bs)
			}
		}
		dst[i] = v
	}
}

// shr sets dst = x >> s (dst and x must not overlap).
func shr(dst, x []uint64, s int) {
	ws, bs := s/64, uint(s%64)
	for i := range dst {
		var v uint64
		if j := i + ws; j < len(x) {
			v = x[j] >> bs
			if bs != 0 && j+1 < len(x) {
				v |= x[j+1] << (64 - bs)
			}
		}
		dst[i] = v
	}
}

func and(dst, x []uint64) {
	for i := range dst {
		dst[i] &= x[i]
	}
}

func andInto(dst, a, b []uint64) {
	for i := range dst {
		dst[i] = a[i] & b[i]
	}
}

// windowsWide sets dst to the positions s with bits s..s+c-1 all set in x.
func windowsWide(dst, x []uint64, c int, tmp []uint64) {
	copy(dst, x)
	cur := 1
	for cur*2 <= c {
		shr(tmp, dst, cur)
		and(dst, tmp)
		cur *= 2
	}
	if cur < c {
		shr(tmp, dst, c-cur)
		and(dst, tmp)
	}
}

// smearWide sets dst to bits s..s+c-1 for every bit s of x.
func smearWide(dst, x []uint64, c int, tmp []uint64) {
	copy(dst, x)
	cur := 1
	for cur*2 <= c {
		shl(tmp, dst, cur)
		for i := range dst {
			dst[i] |= tmp[i]
		}
		cur *= 2
	}
	if cur < c {
		shl(tmp, dst, c-cur)
		for i := range dst {
			dst[i] |= tmp[i]
		}
	}
}

// fillWide sets dst to the positions reachable from seeds moving up through pass (see fill).
func fillWide(dst, seeds, pass []uint64) {
	var carry uint64
	for i := range dst {
		a := pass[i] | seeds[i]
		var sum uint64
		sum, carry = bits.Add64(a, seeds[i], carry)
		dst[i] = ((sum ^ a) & a) | seeds[i]
	}
}

// reverseBits sets dst to x with bits 0..n-1 reversed (bit p goes to n-1-p).
func reverseBits(dst, x []uint64, n int) {
	m := len(x)
	tmp := dst
	for i := range tmp {
		tmp[i] = bits.Reverse64(x[m-1-i])
	}
	// Bit p of x is now at 64m-1-p; move it to n-1-p.
	s := 64*m - n
	ws, bs := s/64, uint(s%64)
	for i := 0; i < m; i++ {
		var v uint64
		if j := i + ws; j < m {
			v = tmp[j] >> bs
			if bs != 0 && j+1 < m {
				v |= tmp[j+1] << (64 - bs)
			}
		}
		tmp[i] = v
	}
}

package nonogram

import "math/bits"

// maxBitsLine is the longest line solveBits handles: positions 0..n must fit in a uint64.
const maxBitsLine = 63

// solveBits is the line solver of lineSolver.solve for lines of at most maxBitsLine cells,
// with the same tables held as bit masks (bit i for position i), so that each block costs a
// few word operations instead of a pass over the line. Its tables:
//
//   - fwd[j] bit i: blocks 0..j-1 fit in cells [0,i) (built from the left);
//   - bwd[j] bit i: blocks j..k-1 fit in cells [i,n) (the same built on the reversed line).
//
// It writes the forced cells into out and reports whether any placement fits.
func (ls *lineSolver) solveBits(clue []int, cells, out []Cell) bool {
	n, k := len(cells), len(clue)
	var black, white uint64
	for i, c := range cells {
		switch c {
		case Black:
			black |= 1 << i
		case White:
			white |= 1 << i
		}
	}
	cellMask := uint64(1)<<n - 1
	if cap(ls.fwdBits) < k+1 {
		ls.fwdBits = make([]uint64, k+1)
		ls.bwdBits = make([]uint64, k+1)
		ls.revClue = make([]int, k)
	}
	fwd, bwd := ls.fwdBits[:k+1], ls.bwdBits[:k+1]
	if !forwardBits(clue, n, black, white, fwd) {
		return false
	}
	rc := ls.revClue[:k]
	for j, c := range clue {
		rc[k-1-j] = c
	}
	rev := func(x uint64) uint64 { return bits.Reverse64(x) >> (64 - n) } // cell i -> n-1-i
	forwardBits(rc, n, rev(black), rev(white), bwd)
	// Reversed position p (blocks in [0,p) of the reversed line) is position n-p here.
	for a, b := 0, k; a < b; a, b = a+1, b-1 {
		bwd[a], bwd[b] = bwd[b], bwd[a]
	}
	for j := range bwd {
		bwd[j] = bits.Reverse64(bwd[j]) >> (63 - n)
	}
	notBlack := ^black & cellMask
	notWhite := ^white & cellMask
	var canWhite, canBlack uint64
	for j := 0; j <= k; j++ {
		canWhite |= fwd[j] & (bwd[j] >> 1)
	}
	canWhite &= notBlack
	for j, c := range clue {
		starts := blockStarts(j, c, notWhite, notBlack, fwd)
		if j == k-1 {
			starts &= bwd[k] >> c
		} else {
			starts &= (notBlack & (bwd[j+1] >> 1)) >> c
		}
		canBlack |= smear(starts, c)
	}
	canBlack &= cellMask
	if (canBlack|canWhite)&cellMask != cellMask {
		return false
	}
	for i := range out {
		out[i] = settled(canBlack>>i&1 != 0, canWhite>>i&1 != 0, cells[i])
	}
	return true
}

// blockStarts returns the positions (bits) where block j, c cells long, may start: a run of
// c cells none of which is white, after the blocks before it (fwd[j]: they fit before the
// position) and a cell that is not black between them.
func blockStarts(j, c int, notWhite, notBlack uint64, fwd []uint64) uint64 {
	starts := windows(notWhite, c)
	if j == 0 {
		return starts & fwd[0]
	}
	return starts & ((fwd[j] & notBlack) << 1)
}

// settled is what a line solver leaves in a cell that can be black (b) and white (w) in the
// line's solutions: the colour when only one is possible, else the cell as it was.
func settled(b, w bool, was Cell) Cell {
	switch {
	case b && !w:
		return Black
	case w && !b:
		return White
	}
	return was
}

// forwardBits fills fwd[j] (bit i: blocks 0..j-1 fit in [0,i)) and reports whether all k
// blocks fit in the whole line.
func forwardBits(clue []int, n int, black, white uint64, fwd []uint64) bool {
	posMask := uint64(1)<<(n+1) - 1 // positions 0..n
	notBlack := ^black & (uint64(1)<<n - 1)
	notWhite := ^white & (uint64(1)<<n - 1)
	// Position i can follow position i-1 with cell i-1 white: cell i-1 not black.
	pass := notBlack << 1
	if black == 0 {
		fwd[0] = posMask
	} else {
		fwd[0] = uint64(1)<<(bits.TrailingZeros64(black)+1) - 1
	}
	for j, c := range clue {
		starts := blockStarts(j, c, notWhite, notBlack, fwd)
		ends := starts << c
		fwd[j+1] = fill(ends, pass) & posMask
		if fwd[j+1] == 0 {
			return false
		}
	}
	return fwd[len(clue)]>>n&1 != 0
}

// windows returns the start positions s with bits s..s+c-1 all set in x.
func windows(x uint64, c int) uint64 {
	cur := 1
	for cur*2 <= c {
		x &= x >> cur
		cur *= 2
	}
	if cur < c {
		x &= x >> (c - cur)
	}
	return x
}

// smear sets bits s..s+c-1 for every bit s of x.
func smear(x uint64, c int) uint64 {
	cur := 1
	for cur*2 <= c {
		x |= x << cur
		cur *= 2
	}
	if cur < c {
		x |= x << (c - cur)
	}
	return x
}

// fill returns the positions reachable from a seed by moving up through positions in pass:
// each seed e, and e+1, e+2, ... as long as they are in pass.
func fill(seeds, pass uint64) uint64 {
	a := pass | seeds
	return (((a + seeds) ^ a) & a) | seeds
}

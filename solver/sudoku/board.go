package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// board is the step engine's position: the digits placed so far and, for each empty cell,
// a bit set of its candidates (bit d-1 for digit d). Filled cells have no candidates.
type board struct {
	sh   *shape
	n    int
	vals []uint8
	cand []uint32
	// given marks the cells whose digit is a clue of the puzzle rather than a digit placed
	// since (uniqueness patterns over placed digits need to tell them apart). It is shared
	// read-only between clones; a nil given treats every placed digit as a clue.
	given []bool
}

// newBoard returns g's position with candidates computed from the placed digits.
func newBoard(g Grid) *board {
	sh := shapeOf(g)
	b := &board{sh: sh, n: g.n, vals: append([]uint8(nil), g.cells...), cand: make([]uint32, len(g.cells))}
	b.given = make([]bool, len(g.cells))
	for i, v := range g.cells {
		b.given[i] = v != 0
	}
	b.computeCandidates()
	return b
}

// computeCandidates sets every empty cell's candidates to the digits none of its peers hold.
func (b *board) computeCandidates() {
	for i, v := range b.vals {
		if v != 0 {
			b.cand[i] = 0
			continue
		}
		m := b.sh.full
		for _, p := range b.sh.peers[i] {
			if d := b.vals[p]; d != 0 {
				m &^= 1 << (d - 1)
			}
		}
		b.cand[i] = m
	}
}

// clone returns an independent copy.
func (b *board) clone() *board {
	return &board{sh: b.sh, n: b.n, vals: append([]uint8(nil), b.vals...), cand: append([]uint32(nil), b.cand...), given: b.given}
}

// copyFrom makes b equal to o (same shape) without allocating.
func (b *board) copyFrom(o *board) {
	copy(b.vals, o.vals)
	copy(b.cand, o.cand)
	b.given = o.given
}

// place puts digit d in cell i and removes d from its peers' candidates.
func (b *board) place(i, d int) {
	b.vals[i] = uint8(d)
	b.cand[i] = 0
	bit := uint32(1) << (d - 1)
	for _, p := range b.sh.peers[i] {
		b.cand[p] &^= bit
	}
}

// apply makes the step's placements and eliminations.
func (b *board) apply(s *Step) {
	for _, c := range s.Placements {
		b.place(c.Cell, c.Digit)
	}
	for _, c := range s.Eliminations {
		b.cand[c.Cell] &^= 1 << (c.Digit - 1)
	}
}

// solved reports whether every cell is filled.
func (b *board) solved() bool {
	for _, v := range b.vals {
		if v == 0 {
			return false
		}
	}
	return true
}

// isGiven reports whether cell i holds a clue (see board.given).
func (b *board) isGiven(i int) bool { return b.vals[i] != 0 && (b.given == nil || b.given[i]) }

// has reports whether cell i has candidate d.
func (b *board) has(i, d int) bool { return b.cand[i]&(1<<(d-1)) != 0 }

// grid returns the placed digits as a grid of shape like g.
func (b *board) grid(like Grid) Grid {
	g := like.Clone()
	copy(g.cells, b.vals)
	return g
}

// broken reports whether the position is visibly impossible: an empty cell without
// candidates, or a house where some missing digit has no place.
func (b *board) broken() bool {
	for i, v := range b.vals {
		if v == 0 && b.cand[i] == 0 {
			return true
		}
	}
	for _, cells := range b.sh.house {
		var have, placed uint32
		for _, c := range cells {
			have |= b.cand[c]
			if v := b.vals[c]; v != 0 {
				bit := uint32(1) << (v - 1)
				if placed&bit != 0 {
					return true
				}
				placed |= bit
			}
		}
		if (have|placed) != b.sh.full || have&placed != 0 {
			return true
		}
	}
	return false
}

// NewCandidates returns the automatic pencil marks of g: every digit no peer holds, for
// each empty cell; filled cells have none.
func NewCandidates(g Grid) Candidates {
	b := newBoard(g)
	return Candidates{N: g.n, Mask: b.cand}
}

// Has reports whether cell i has candidate d.
func (c Candidates) Has(i, d int) bool {
	return i >= 0 && i < len(c.Mask) && d >= 1 && d <= 32 && c.Mask[i]&(1<<(d-1)) != 0
}

// Count returns the number of candidates of cell i.
func (c Candidates) Count(i int) int { return bits.OnesCount32(c.Mask[i]) }

// Digits returns cell i's candidates in increasing order.
func (c Candidates) Digits(i int) []int { return maskDigits(c.Mask[i]) }

// Clone returns an independent copy.
func (c Candidates) Clone() Candidates {
	return Candidates{N: c.N, Mask: append([]uint32(nil), c.Mask...)}
}

// String writes the marks in the 729-character form of the technique data (for N = 9):
// N characters per cell, the digit where it is a candidate and '.' where not.
func (c Candidates) String() string {
	var sb strings.Builder
	sym := DefaultSymbols(c.N)
	for _, m := range c.Mask {
		for d := 1; d <= c.N; d++ {
			if m&(1<<(d-1)) != 0 {
				sb.WriteString(sym.Format(d))
			} else {
				sb.WriteByte('.')
			}
		}
	}
	return sb.String()
}

// ParseCandidates reads pencil marks for an N×N grid. It accepts the N³-character form
// (N characters per cell, the digit or '.', e.g. the 729-character pm729 column of the
// technique data; whitespace ignored) and the pencil-mark grid form: N rows of N
// whitespace-separated fields, each field the cell's candidates ("147") or its digit,
// with '|', '+', '-', '*' and ':' separators ignored. In the grid form a single digit is a
// cell with one candidate.
func ParseCandidates(text string, n int) (Candidates, error) {
	if n < 4 || n > MaxSize {
		return Candidates{}, fmt.Errorf("sudoku: grid size %d is outside 4..%d", n, MaxSize)
	}
	sym := DefaultSymbols(n)
	digit := func(r rune) int {
		for d := 1; d <= n; d++ {
			if s := sym.Format(d); len(s) == 1 && rune(s[0]) == r {
				return d
			}
		}
		return 0
	}
	compact := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
			return -1
		}
		return r
	}, text)
	c := Candidates{N: n, Mask: make([]uint32, n*n)}
	if len(compact) == n*n*n {
		for i := 0; i < n*n; i++ {
			for k := 0; k < n; k++ {
				r := rune(compact[i*n+k])
				if r == '.' || r == '0' {
					continue
				}
				d := digit(r)
				if d != k+1 {
					return Candidates{}, &ParseError{Msg: fmt.Sprintf("cell %d, place %d: %q is not digit %s", i+1, k+1, r, sym.Format(k+1))}
				}
				c.Mask[i] |= 1 << (d - 1)
			}
		}
		return c, nil
	}
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return strings.ContainsRune(" \t\r\n|+-*:=", r)
	})
	if len(fields) != n*n {
		return Candidates{}, &ParseError{Msg: fmt.Sprintf("%d pencil-mark fields, a %d×%d grid needs %d (or %d characters)", len(fields), n, n, n*n, n*n*n)}
	}
	for i, f := range fields {
		for _, r := range f {
			if r == '.' || r == '0' {
				continue
			}
			d := digit(r)
			if d == 0 {
				return Candidates{}, &ParseError{Line: i/n + 1, Msg: fmt.Sprintf("field %d: %q is not a digit", i%n+1, r)}
			}
			c.Mask[i] |= 1 << (d - 1)
		}
	}
	return c, nil
}

// maskDigits lists the digits of a candidate mask in increasing order.
func maskDigits(m uint32) []int {
	out := make([]int, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}

// firstDigit returns the lowest digit of a non-empty mask.
func firstDigit(m uint32) int { return bits.TrailingZeros32(m) + 1 }

// ParseLibraryLine reads one case of HoDoKu's library format,
// ":code:candidates:givens:deleted:eliminations:placements:extra:", and returns the
// position it describes: the grid of placed digits ("+d" marks a placed non-given digit,
// which is kept in the grid) and the pencil marks (every digit no peer holds, minus the
// deleted candidates, written as digit-row-column triples such as "436").
func ParseLibraryLine(line string) (Grid, Candidates, error) {
	f := strings.Split(strings.TrimRight(line, "\r\n"), ":")
	if len(f) < 6 || f[0] != "" {
		return Grid{}, Candidates{}, &ParseError{Msg: "not a library line (:code:candidates:givens:deleted:...)"}
	}
	givens := strings.ReplaceAll(f[3], "+", "")
	g, err := Parse(givens)
	if err != nil {
		return Grid{}, Candidates{}, err
	}
	if g.n != 9 {
		return Grid{}, Candidates{}, &ParseError{Msg: "library lines are 9×9"}
	}
	c := NewCandidates(g)
	for _, t := range strings.Fields(f[4]) {
		if len(t) != 3 || t[0] < '1' || t[0] > '9' || t[1] < '1' || t[1] > '9' || t[2] < '1' || t[2] > '9' {
			return Grid{}, Candidates{}, &ParseError{Msg: fmt.Sprintf("deleted candidate %q is not digit-row-column", t)}
		}
		d, r, col := int(t[0]-'0'), int(t[1]-'1'), int(t[2]-'1')
		c.Mask[r*9+col] &^= 1 << (d - 1)
	}
	return g, c, nil
}

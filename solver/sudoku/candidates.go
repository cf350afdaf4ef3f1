package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// Candidates are pencil marks: for each cell, a bit set of the digits still possible
// (bit d-1 for digit d). The zero value has no cells.
type Candidates struct {
	N    int
	Mask []uint32
}

// NewCandidates returns the automatic pencil marks of g: every digit no peer holds, for
// each empty cell; filled cells have none.
func NewCandidates(g Grid) Candidates {
	n := g.n
	full := uint32(1)<<n - 1
	rows, cols, boxes := make([]uint32, n), make([]uint32, n), make([]uint32, n)
	for i, v := range g.cells {
		if v != 0 {
			bit := uint32(1) << (v - 1)
			rows[i/n] |= bit
			cols[i%n] |= bit
			boxes[g.Box(i/n, i%n)] |= bit
		}
	}
	c := Candidates{N: n, Mask: make([]uint32, len(g.cells))}
	for i, v := range g.cells {
		if v == 0 {
			c.Mask[i] = full &^ (rows[i/n] | cols[i%n] | boxes[g.Box(i/n, i%n)])
		}
	}
	return c
}

// Has reports whether cell i has candidate d.
func (c Candidates) Has(i, d int) bool {
	return i >= 0 && i < len(c.Mask) && d >= 1 && d <= 32 && c.Mask[i]&(1<<(d-1)) != 0
}

// Count returns the number of candidates of cell i.
func (c Candidates) Count(i int) int { return bits.OnesCount32(c.Mask[i]) }

// Digits returns cell i's candidates in increasing order.
func (c Candidates) Digits(i int) []int { return digitsOf(c.Mask[i]) }

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

// digitsOf lists the digits of a candidate mask in increasing order.
func digitsOf(m uint32) []int {
	out := make([]int, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}

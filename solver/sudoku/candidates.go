package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// NewCandidates returns the automatic pencil marks of g: every digit no peer holds, for
// each empty cell; filled cells have none.
func NewCandidates(g Grid) Candidates {
	sh := ShapeOf(g)
	c := Candidates{N: g.n, Mask: make([]uint32, len(g.cells))}
	for i, v := range g.cells {
		if v != 0 {
			continue
		}
		m := sh.Full
		for _, p := range sh.Peers[i] {
			if d := g.cells[p]; d != 0 {
				m &^= 1 << (d - 1)
			}
		}
		c.Mask[i] = m
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

// digitsOf lists the digits of a candidate mask in increasing order.
func digitsOf(m uint32) []int {
	out := make([]int, 0, bits.OnesCount32(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m)+1)
	}
	return out
}

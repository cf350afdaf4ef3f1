package textgrid

// This file chooses the symbol set of a grid's cells: numbers, 1-9 then letters, letters
// only, or hex, and says so when the text reads correctly two ways.

// symbolStats summarises the cells' characters for choosing a symbol set.
type symbolStats struct {
	multi     bool // a number of two or more digits
	digit19   bool // a digit 1-9
	zero      bool // the character '0'
	other     bool // a blank other than '0' and 'x'
	x         bool // 'x' or 'X'
	letters   bool // a letter other than x
	maxLetter byte // the highest such letter, upper case
	blank     [256]int
}

func statsOf(cells []string) symbolStats {
	var st symbolStats
	for _, t := range cells {
		switch {
		case len(t) == 0:
			st.other = true
			continue
		case len(t) > 1:
			if t[0] >= '0' && t[0] <= '9' {
				st.multi = true
			}
			continue
		}
		c := t[0]
		switch {
		case c >= '1' && c <= '9':
			st.digit19 = true
		case c == '0':
			st.zero = true
			st.blank[c]++
		case IsBlank(c):
			st.other = true
			st.blank[c]++
		case c == 'x' || c == 'X':
			st.x = true
			st.blank[c]++
		case isLetter(c):
			st.letters = true
			if c >= 'a' {
				c -= 'a' - 'A'
			}
			if c > st.maxLetter {
				st.maxLetter = c
			}
		}
	}
	return st
}

// symbols chooses the symbol set of the cells and the blank character to write back.
func (o Options) symbols(sh gridShape) (Symbols, error) {
	n := sh.n
	st := statsOf(sh.cells)
	var sym Symbols
	switch {
	case o.Symbols != nil:
		sym.Set = o.Symbols.Set
	case st.multi:
		sym.Set = Numbers
	case !st.digit19 && (st.letters || st.x && n >= 24 && st.other):
		sym.Set = Letters
	case n <= 9:
		sym.Set = Digits1
	default:
		hexOK := n == 16 && (!st.letters || st.maxLetter <= 'F')
		switch {
		case !hexOK:
			sym.Set = Digits1
		case st.zero && st.other:
			sym.Set = Hex
		case st.zero:
			if hexComplete(sh.cells, n) {
				sym.Set = Hex
			} else {
				sym.Set = Digits1
			}
		case !st.letters && sh.spaced:
			sym.Set = Numbers
		default:
			return Symbols{}, &Error{Msg: "16×16 symbols are ambiguous: with no \"0\" and no \"G\" the grid reads as 1-9 then A-G or as hex 0-F; choose the symbol set (digits or hex)"}
		}
	}
	if sym.Set == Digits1 && sh.spaced && n > 9 && !st.letters {
		sym.Set = Numbers
	}
	// The blank to write back: the most used one that still means blank in this set.
	best := 0
	for c := range st.blank {
		if st.blank[c] > best && (c != '0' || sym.Set != Hex) && (c != 'x' && c != 'X' || sym.Set != Letters || n < 24) {
			best, sym.Blank = st.blank[c], byte(c)
		}
	}
	if o.Symbols != nil && o.Symbols.Blank != 0 {
		sym.Blank = o.Symbols.Blank
	}
	return sym, nil
}

// hexComplete reports whether cells read as hex 0-F fill the grid with no clash in any row
// or column: a solved hex grid, not a 1-9A-G puzzle with '0' blanks.
func hexComplete(cells []string, n int) bool {
	vals := make([]uint8, len(cells))
	for i, t := range cells {
		v, ok := DecodeCell(t, Hex, n)
		if !ok || v == 0 {
			return false
		}
		vals[i] = uint8(v)
	}
	for a := 0; a < n; a++ {
		var row, col uint32
		for b := 0; b < n; b++ {
			row |= 1 << vals[a*n+b]
			col |= 1 << vals[b*n+a]
		}
		if row != col || row != (1<<(n+1))-2 {
			return false
		}
	}
	return true
}

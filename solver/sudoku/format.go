package sudoku

import (
	"strconv"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/textgrid"
)

// Format writes g in layout l with g's symbols, so that [Parse] reads it back to an equal
// grid (for box shapes other than [DefaultBoxes], only [LayoutBoxed] and [LayoutCompact]
// carry the shape; the others need [ParseOptions]). Every layout but [LayoutLine] and
// [LayoutList] ends each row with a newline.
//
// Blanks are written as g.Symbols().Blank when it is set and fits the layout; otherwise as
// '.' in character layouts, '0' in numeric ones (commas, lists, NumPy) and an empty field
// in [LayoutTabs]. Symbols wider than one character (numbers above 9) are written
// space-separated in layouts that have no separator of their own.
func Format(g Grid, l Layout) string {
	if g.n == 0 {
		return ""
	}
	f := formatter{g: g, w: g.symbols.Width(g.n)}
	var b strings.Builder
	switch l {
	case LayoutLine:
		f.blank = f.charBlank()
		if f.w > 1 {
			f.blank = f.numBlank()
			f.cells(&b, 0, g.n*g.n, " ", false)
		} else {
			f.cells(&b, 0, g.n*g.n, "", false)
		}
	case LayoutRows:
		if f.w > 1 {
			return Format(g, LayoutSpaced)
		}
		f.blank = f.charBlank()
		f.rows(&b, "", "", "", false)
	case LayoutSpaced:
		f.blank = f.charBlank()
		f.rows(&b, "", " ", "", f.w > 1)
	case LayoutCommas:
		f.blank = f.numBlank()
		f.rows(&b, "", ",", "", false)
	case LayoutTabs:
		if textgrid.IsBlank(g.symbols.Blank) || g.symbols.Blank == '0' && g.symbols.Set != Hex {
			f.blank = string(g.symbols.Blank)
		}
		f.rows(&b, "", "\t", "", false)
	case LayoutList:
		f.numbers = true
		b.WriteByte('[')
		for r := 0; r < g.n; r++ {
			if r > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('[')
			f.cells(&b, r*g.n, (r+1)*g.n, ", ", false)
			b.WriteByte(']')
		}
		b.WriteByte(']')
	case LayoutNumPy:
		f.numbers = true
		f.w = len(strconv.Itoa(g.n))
		f.rows(&b, " [", " ", "]", true)
		s := b.String()
		return "[" + s[1:len(s)-1] + "]\n"
	case LayoutCompact:
		if f.w > 1 {
			return Format(g, LayoutBoxed)
		}
		f.blank = f.boxBlank()
		f.boxed(&b, "", "|")
	case LayoutCompactFramed:
		if f.w > 1 {
			return Format(g, LayoutFramed)
		}
		f.blank = f.boxBlank()
		return framed(f.boxedString("", "|"), "|")
	case LayoutFramed:
		f.blank = f.boxBlank()
		return framed(f.boxedString(" ", " | "), " | ")
	default: // LayoutBoxed
		f.blank = f.boxBlank()
		f.boxed(&b, " ", " | ")
	}
	return b.String()
}

// framed draws an outer frame around a boxed printout whose boxes are separated by bar:
// a rule above and below, and the bar's halves at the ends of every row.
func framed(printout, bar string) string {
	left, right := strings.TrimLeft(bar, " "), strings.TrimRight(bar, " ")
	pad := strings.Repeat("-", len(left)-1)
	lines := strings.Split(strings.TrimSuffix(printout, "\n"), "\n")
	var rule string
	var b strings.Builder
	for _, l := range lines {
		if strings.HasPrefix(l, "-") {
			rule = "+" + pad + l + pad + "+"
			b.WriteString(rule)
		} else {
			b.WriteString(left + l + right)
		}
		b.WriteByte('\n')
	}
	if rule == "" { // one band of boxes: no rule inside to copy
		rule = "+" + strings.Repeat("-", len(lines[0])+len(left)+len(right)-2) + "+"
	}
	return rule + "\n" + b.String() + rule + "\n"
}

// boxedString is [formatter.boxed] as a string.
func (f formatter) boxedString(sep, bar string) string {
	var b strings.Builder
	f.boxed(&b, sep, bar)
	return b.String()
}

// Format writes g in the layout it was parsed from: Format(g, g.Layout()).
func (g Grid) Format() string { return Format(g, g.layout) }

// formatter holds what every layout needs: the grid, the cell width and the blank.
type formatter struct {
	g       Grid
	w       int    // pad cells to this many characters (when aligning)
	blank   string // text of a blank cell
	numbers bool   // write digits as decimal numbers whatever the symbols (lists)
}

// charBlank returns the blank for a layout of characters: the grid's own if it has one
// that reads back, else '.'.
func (f formatter) charBlank() string {
	s := f.g.symbols
	switch {
	case textgrid.IsBlank(s.Blank):
		return string(s.Blank)
	case s.Blank == '0' && s.Set != Hex:
		return "0"
	case (s.Blank == 'x' || s.Blank == 'X') && s.Set != Hex && (s.Set != Letters || f.g.n < 24):
		return string(s.Blank)
	}
	return "."
}

// boxBlank returns the blank for a boxed printout: as charBlank, but '.' instead of the
// '-' or '_' that would draw rows of blanks like the rules between bands.
func (f formatter) boxBlank() string {
	if b := f.charBlank(); b != "-" && b != "_" {
		return b
	}
	return "."
}

// numBlank returns the blank for a numeric layout: '0' unless 0 is a digit (hex).
func (f formatter) numBlank() string {
	if f.g.symbols.Set == Hex {
		return f.charBlank()
	}
	if textgrid.IsBlank(f.g.symbols.Blank) {
		return string(f.g.symbols.Blank)
	}
	return "0"
}

// text returns the text of a cell's value.
func (f formatter) text(v uint8) string {
	switch {
	case v == 0 && f.numbers:
		return "0"
	case v == 0:
		return f.blank
	case f.numbers:
		return strconv.Itoa(int(v))
	}
	return f.g.symbols.Format(int(v))
}

// cells writes cells [from, to) separated by sep, right-aligned to f.w when align is set.
func (f formatter) cells(b *strings.Builder, from, to int, sep string, align bool) {
	for i := from; i < to; i++ {
		if i > from {
			b.WriteString(sep)
		}
		t := f.text(f.g.cells[i])
		if align {
			for k := len(t); k < f.w; k++ {
				b.WriteByte(' ')
			}
		}
		b.WriteString(t)
	}
}

// rows writes one line per row: open, the cells separated by sep, close.
func (f formatter) rows(b *strings.Builder, open, sep, close string, align bool) {
	n := f.g.n
	for r := 0; r < n; r++ {
		b.WriteString(open)
		f.cells(b, r*n, (r+1)*n, sep, align)
		b.WriteString(close)
		b.WriteByte('\n')
	}
}

// boxed writes a printout with bar between boxes and a rule between bands of boxes; sep
// goes between cells of one box.
func (f formatter) boxed(b *strings.Builder, sep, bar string) {
	g := f.g
	n := g.n
	boxW := g.boxCols*f.w + (g.boxCols-1)*len(sep)
	var rule strings.Builder
	pad := (len(bar) - 1) / 2
	for k := 0; k < n/g.boxCols; k++ {
		if k > 0 {
			rule.WriteByte('+')
		}
		w := boxW
		if k > 0 {
			w += pad
		}
		if k < n/g.boxCols-1 {
			w += pad
		}
		rule.WriteString(strings.Repeat("-", w))
	}
	for r := 0; r < n; r++ {
		if r > 0 && r%g.boxRows == 0 {
			b.WriteString(rule.String())
			b.WriteByte('\n')
		}
		for c := 0; c < n; c += g.boxCols {
			if c > 0 {
				b.WriteString(bar)
			}
			f.cells(b, r*n+c, r*n+c+g.boxCols, sep, f.w > 1)
		}
		b.WriteByte('\n')
	}
}

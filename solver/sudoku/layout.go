package sudoku

import "strconv"

// Layout is the text layout a grid was read from; formatting a solution in the same layout
// gives it back the way the user wrote it. Values may be stored: append, never renumber.
type Layout uint8

// The layouts [Parse] recognises.
const (
	LayoutLine   Layout = iota // one line of N² cells: "53..7....6..195..."
	LayoutRows                 // N lines of N characters: "530070000"
	LayoutSpaced               // one row per line, cells separated by spaces
	LayoutCommas               // one row per line, cells separated by commas
	LayoutTabs                 // spreadsheet paste: tab-separated, empty field = blank
	LayoutBoxed                // printout with | + - = : separators
	LayoutList                 // Python/JSON nested list [[5,3,0,...],...]
	LayoutNumPy                // NumPy's printed array [[5 3 0 ...]\n [...]]
	// LayoutCompact is a boxed printout without spaces between cells, as in Simple
	// Sudoku's .ss files: "..3|.2.|6.." with "---+---+---" between bands.
	LayoutCompact
	// LayoutFramed is a boxed printout with an outer frame: rules above and below the
	// grid ("+-------+-------+-------+") and a bar at each end of every row.
	LayoutFramed
	// LayoutCompactFramed is a compact printout with an outer frame: "|..3|.2.|6..|"
	// between "+---+---+---+" rules.
	LayoutCompactFramed
)

var layoutNames = [...]string{"line", "rows", "spaced", "commas", "tabs", "boxed", "list", "numpy", "compact", "framed", "compact-framed"}

// String returns the layout's name: line, rows, spaced, commas, tabs, boxed, list, numpy,
// compact, framed, compact-framed.
func (l Layout) String() string {
	if int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return "Layout(" + strconv.Itoa(int(l)) + ")"
}

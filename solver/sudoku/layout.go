package sudoku

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
)

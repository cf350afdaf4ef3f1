package sudoku

// A BatchItem is one puzzle of a text that holds several: its grid, or why it could not be
// read. Line is the 1-based line of the text where the puzzle starts.
type BatchItem struct {
	Grid Grid
	Line int
	Err  error // a *ParseError; the Grid is then the zero Grid
}

// ParseAll reads every puzzle in text, as [ParseOptions.ParseAll] with the zero options.
func ParseAll(text string) ([]BatchItem, error) { return ParseOptions{}.ParseAll(text) }

// ParseAll reads every puzzle in text: one per line (.sdm files, the benchmark sets,
// "puzzle:count:solution" lines, with '#' comments and blank lines skipped), several grids
// separated by blank or prose lines ("Grid 01" headers) or in separate ``` fences, or a
// single grid in any layout [Parse] reads, which is a batch of one.
//
// Lines that hold as many cells as there are lines are the rows of one grid: sixteen
// lines of 16 cells are a 16×16 grid, not sixteen 4×4 puzzles.
//
// A puzzle that cannot be read gives an item whose Err names its line, and the others are
// still read. The error is non-nil only when the text holds no puzzle at all; items are
// then nil.
func (o ParseOptions) ParseAll(text string) ([]BatchItem, error) {
	read, err := o.reader().ParseAll(text)
	if err != nil {
		return nil, parseError(err)
	}
	items := make([]BatchItem, len(read))
	for i, it := range read {
		items[i].Line = it.Line
		if it.Err != nil {
			items[i].Err = parseError(it.Err)
		} else {
			items[i].Grid = fromText(it.Grid)
		}
	}
	return items, nil
}

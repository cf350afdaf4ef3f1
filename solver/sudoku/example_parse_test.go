package sudoku_test

import (
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func ExampleParse() {
	g, err := sudoku.Parse("can someone solve this?\n```\n1.34\n34.2\n2.43\n43.1\n```")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Size(), g.Empty(), g.Layout())
	// Output: 4 4 rows
}

func ExampleParseError() {
	_, err := sudoku.Parse("53..7....\n6..195...\n.98....6.\n8...6...\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79")
	fmt.Println(err)
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		fmt.Println("line", pe.Line)
	}
	_, err = sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7Q")
	fmt.Println(err)
	// Output:
	// sudoku: line 4: 8 cells, a 9×9 row needs 9
	// line 4
	// sudoku: r9c9: "Q" is not a symbol of a 9×9 grid
}

func ExampleParseOptions() {
	// A 16×16 line with neither "0" nor "G" reads as 1-9,A-G or as hex: say which.
	line := "123456789ABCDEF." + "................" + "................" + "................" +
		"................" + "................" + "................" + "................" +
		"................" + "................" + "................" + "................" +
		"................" + "................" + "................" + "................"
	_, err := sudoku.Parse(line)
	fmt.Println(err != nil)
	hex := sudoku.ParseOptions{Symbols: &sudoku.Symbols{Set: sudoku.Hex}}
	g, _ := hex.Parse(line)
	fmt.Println(g.Cell(0), g.Cell(14))
	// A 6×6 grid with boxes of 3 rows × 2 columns.
	g, _ = sudoku.ParseOptions{BoxRows: 3, BoxCols: 2}.Parse("1.....\n......\n......\n......\n......\n.....2")
	fmt.Println(g.BoxRows(), g.BoxCols())
	// Output:
	// true
	// 2 16
	// 3 2
}

func ExampleParseAll() {
	items, _ := sudoku.ParseAll("# two puzzles\n1.34342.2.4343.1\n1.34342.2.4343.Q\n")
	for _, it := range items {
		fmt.Println(it.Line, it.Err)
	}
	// Output:
	// 2 <nil>
	// 3 sudoku: line 3: r4c4: "Q" is not a symbol of a 4×4 grid
}

func ExampleFormat() {
	g, _ := sudoku.Parse("[[1, 0, 3, 4], [3, 4, 0, 2], [2, 0, 4, 3], [4, 3, 0, 1]]")
	s := sudoku.Solve(g)
	fmt.Print(sudoku.Format(s.Grid, g.Layout()), "\n")
	fmt.Print(sudoku.Format(s.Grid, sudoku.LayoutBoxed))
	// Output:
	// [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
	// 1 2 | 3 4
	// 3 4 | 1 2
	// ----+----
	// 2 1 | 4 3
	// 4 3 | 2 1
}

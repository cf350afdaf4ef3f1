package scan

import (
	"bytes"
	"testing"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func TestDbg16(t *testing.T) {
	g, perr := sudoku.Parse("D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954.")
	if perr != nil {
		t.Fatal(perr)
	}
	g = g.WithSymbols(sudoku.Symbols{Set: sudoku.Numbers})
	img, rerr := render.Sudoku(g, g, render.Options{})
	if rerr != nil {
		t.Fatal(rerr)
	}
	var buf bytes.Buffer
	render.EncodePNG(&buf, img)
	pg, err := locate(t.Context(), buf.Bytes(), 16, Options{})
	if err != nil {
		t.Fatal(err)
	}
	cs := pg.cut()
	for i := range 16 {
		_, ink := pg.source(cs[i])
		b := cellDigit(ink, 16*cellPx, cs[i], 16)
		t.Logf("cell %d (%d): %+v w %d h %d cell %+v", i, g.Cell(i), b, b.maxX-b.minX+1, b.maxY-b.minY+1, cs[i])
	}
}

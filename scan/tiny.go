package scan

import (
	"context"
	_ "embed"
	"sync"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TinyHeight is the height in the picture's pixels at and under which the symbols of a
// grid the shipped ensemble read as no unique puzzle are read again by the tiny-glyph
// network ([Tiny]) averaged with the ensemble: LibreOffice Calc blocks zoomed out or
// halved, whose digits stand 4-8 pixels high (issue 23), which the ensemble, trained on
// larger digits, reads blank or wrong. It is the grid's median symbol's height: its pencil marks or a lone small digit
// do not move it.
const TinyHeight = 8

//go:embed tiny.bin
var tinyWeights []byte

var tiny = embeddedModel(tinyWeights)

// Tiny returns the tiny-glyph network embedded in the binary: a perceptron of the shipped
// model's shape (96 hidden units) trained by scan/train -tiny on spreadsheets whose digits
// stand 3-8 pixels high. [Read], when [Options] names no model, reads with it (averaged
// with the shipped model) the cells of a grid whose symbols stand [TinyHeight] pixels high
// or less and which the shipped model, repaired, reads as no unique puzzle, and returns
// that reading when it is a unique puzzle or breaks fewer rules (readTiny).
func Tiny() (*Model, error) { return tiny() }

// symbolPx is the height in the picture's pixels of a symbol h pixels high in pg's
// straightened grid (0 for 0).
func (pg *picture) symbolPx(h int) float64 {
	return float64(h) * float64(pg.height()) / float64(pg.n*cellPx)
}

// tinyBlend is the tiny-glyph network and the shipped ensemble averaged at equal weight
// (the network three times beside the ensemble's three members): on LibreOffice Calc
// blocks of 4-8-pixel digits it read more cells right than either alone (docs/BENCHMARKS.md
// §11, pictures91).
var tinyBlend = sync.OnceValues(func() (*Model, error) {
	t, err := Tiny()
	if err != nil {
		return nil, err
	}
	s, err := Shipped()
	if err != nil {
		return nil, err
	}
	first := *s
	first.Members = nil
	b := *t
	b.Members = append([]*Model{t, t, &first}, s.Members...)
	return &b, checkModel(&b)
})

// readTiny reads pg's cells with tinyBlend when its median symbol stands symbolPx pixels
// high, over 0 and TinyHeight at most: the grid read (repaired unless noRepair) and the
// cells' readings, ok when that grid is a unique puzzle or breaks fewer rules than shipped,
// the shipped ensemble's reading (no unique puzzle). On the tuning pictures the blend's
// readings that broke more rules than the ensemble's had more cells wrong (a phone's
// halved 16×16, Chromium 0xc2e5 phone-light-16-00: 63 → 69 wrong), those that broke fewer
// had fewer (docs/BENCHMARKS.md §11, pictures91).
func (pg *picture) readTiny(ctx context.Context, symbolPx float64, noRepair bool, shipped *Result) (*Result, []cellRead, bool) {
	if symbolPx <= 0 || symbolPx > TinyHeight {
		return nil, nil, false
	}
	m, err := tinyBlend()
	if err != nil {
		return nil, nil, false
	}
	res, cells, _ := pg.classify(ctx, m)
	if !res.Unique && !noRepair {
		repairGrid(res, cells)
	}
	better := res.Unique || len(sudoku.Conflicts(res.Grid)) < len(sudoku.Conflicts(shipped.Grid))
	return res, cells, better && ctx.Err() == nil
}

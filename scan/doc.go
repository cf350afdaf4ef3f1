// Package scan reads a Sudoku grid from a photo or a screenshot: the input twin of render.
//
// [Read] checks a PNG, JPEG, GIF or WebP picture's header first: the file's size, its pixels
// and the bytes decoding it would take in the decoder's colour model ([Limits]); within
// them it takes that cost from a [Budget] shared by the pictures read at once, and decodes
// (PNG row by row, straight into grey levels). It finds the grid by its outline (adaptive
// threshold, the largest grid-like ink components, a perspective warp: photos) or, failing
// that, by the regular spacing of its lines or cell edges (screenshots whose grid has no box
// lines, runs off the picture's edge, is made of tiles, or is a block in a spreadsheet);
// grids of 4×4, 6×6, 9×9 and 16×16 cells. It cuts the cells, classifies each one as blank
// or a symbol (1-9, A-G or 10-16) with three small neural networks whose probabilities are
// averaged, their weights embedded in the binary (a 16×16 grid's lower-case a-g, which
// they have no classes for, are told by their shape and place against the digits'
// baseline), and uses the solver to repair a reading that has no unique solution by trying
// the networks' second choices on the least certain cells; a grid of symbols 8 pixels
// high or less that still has none is read again with a fourth network trained on such
// tiny spreadsheet digits ([Tiny], its own weights file) averaged with them. Read stops
// when its context ends.
//
// The weights are trained by scan/train (see scan/train/README.md) on the Wicht v2 newspaper
// photos and on screenshots it draws itself (scan/internal/synth). Pure Go; nothing in this
// package prints or logs.
package scan

package scan_test

import "testing"

// TestReadKSudoku reads a screenshot of KSudoku's board (`go run ./scan/train/appshots
// -apps ksudoku -vary`, seed 0x21000; testdata/ksudoku/README.md): its empty tiles are
// textured, and that texture, taken for ink by the local-mean binarisation, was read as
// digits before shallowInk (docs/BENCHMARKS.md §11, "Screenshots of real apps, third
// round"); and four in its Abstraction theme, light digits on translucent tiles, the
// selected one glowing (source's light ink, glowBoxes; lattice windows a row or a column
// off the board, or both: oneOff); Abstraction's white digits on its lighter tiles
// (lightTile), a window two columns off (TwoOff), and Scribble's thin hand-written player
// digits (thickReading); the default theme's gold tiles shaded round their light digits
// (glowBoxes). And the ninth session's: Abstraction's dark tiles taken for lines through
// the cells of its 9×9 outline (read 6×6), its light box frames (the cut a row off),
// marks blurred together in halved windows (read 1 or 8: joinedMarks) and a halved thin
// 8; the tenth session's: two marks stacked a pixel apart, read 1 once thickened, the
// empty selected tile's glow read E (a letter in a 9×9 grid: blank first), and a halved
// Abstraction crop read 6×6 (its 9×9 cut's symbols sit in their cells' middles), and a
// halved small window's marks read 1 in a chain of clashes (repair.Untangle); the eleventh
// session's: a halved small Abstraction window whose tiles hide every line, its board
// taken as the outline cut 9×9 whose symbols sit in their cells' middles (centredBoard),
// and a halved Scribble window's pale thin digits in 18-pixel cells (thickCell); the
// twelfth's: a halved small Abstraction window with pencil marks, its outline cut 9×9
// read as a screen's (its marks told) to be a centredBoard; the thirteenth's: Abstraction's
// white digits on light tiles read inverted, the whole tile marked as ink round them (a
// cell over 60 % ink cut again against its own fill: cellink.FillTaken, Recut), halved
// Scribble's thin 1 broken by the local mean (marked again against its fill), and its
// thin 1 and two-stroke 4 read blank first (set by the solution: faintFit, refill); the
// fourteenth's: a halved Scribble's blue 4 in dark ink read blank first (thin: faintFit);
// the fifteenth's: the default theme's and Abstraction's pencil marks, under 60 % of their
// digits, read as digits (tinyMark); the sixteenth's: Scribble's pale-tipped 4 cut short
// by tighten, the box before the cut read 4 unsure and dropped (now the cell's second, for
// FaintFit and the solution); its second round's: the glass theme's pencil mark joined to
// the shade above it, a box 1.4 symbols tall read 2 unsure (now blank first: Towering),
// and its white 3 on a light tile joined to the swirl under the glass, no box found (the
// cell cut again against its own fill: ShadeTaken), and its halved board read as a 4×4
// grid with no solution (the 9×9 tried next: lineSearch.nine); a small Scribble window's pale 6
// read blank, 9 second and 6 third (both left to the solution: FaintOther); the
// seventeenth's: a tiny window on an empty screen, its board found a row off or not at
// all in the halved picture (read in the window alone: windowed); the eighteenth's: the
// default theme's columns of marks blurred into one stroke in a small window, read 1
// (glyph.MarkColumn), and a column of marks joined, read blank first, thickened back
// into a 1 (no longer: inked); and Scribble's thin blue 4 in a clicked cell, the cursor's
// squiggle under it reaching into the cell's inside, read blank (the squiggle, mostly
// outside the inside, no longer keeps the 4 from being alone: cellink.Alone); and, halved,
// Scribble's players' pale blue digits broken by the local mean into short pieces, specks
// or a 9's stem, read blank or 1 (marked again against their cells' fill and kept when
// paler than the givens: cellink.Paler, reinkBoxes); and, halved, a speck of the default
// theme's tile texture joined to a thin 1's flag, the box read blank (cut again midway
// between its core and its fill: reread.Midway).
// The pictures are stored, so the test needs no KSudoku.
func TestReadKSudoku(t *testing.T) {
	// Cells that must be read right where not all are: the corner 1 of a light tile.
	readStored(t, "testdata/ksudoku", map[string]int{"abstraction-light-box-frames": 80, "abstraction-halved-marks-centred-board": 79,
		"scribble-halved-thin-one-two-stroke-four": 80})
}

// Package shown checks a straightened grid (package scan's warp of an outline it found: a
// square picture of n×n cells) for the lines it should show ([LineScore], [ProfileScore],
// [BoxLinesShown]) or a spreadsheet's finer lines through its cells
// ([LinesThroughCells]), finds where its lines really are ([GridLines]), and moves the
// lines of its cut onto the faint ones drawn ([Snap], [Even]).
//
// Its functions hold no state and are safe for concurrent use. Nothing in it prints or logs.
package shown

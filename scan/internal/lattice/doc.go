// Package lattice finds a grid's lines in a picture: an upright grid of 4×4 to 16×16 cells
// by the regular spacing of its lines or its cells' edges ([Find]: screenshots whose grid
// has no box lines, runs off the picture's edge, is made of tiles or is a block of a
// spreadsheet; [FindDim]: lines a grey level or two off the cells, blurred by a JPEG's
// blocks) or by its box lines alone ([Boxes]: a dark theme's), and each line moved to
// where a finer copy of the picture shows it ([Refine]). It also moves a lattice a row or
// a column off ([OneOff]) or two ([TwoOff]). A straightened grid's lines are package
// shown's.
//
// A grid made of tiles alone is found by package tiles, which returns a [Lines] too.
// It needs no outline; package scan finds outlines, cuts the cells and reads them. Its
// functions hold no state but the [Cache] a context may carry ([WithCache]: one picture's
// searches share their tables) and are safe for concurrent use. Nothing in it prints or
// logs.
package lattice

// Package scan reads a Sudoku grid from a photo or a screenshot: the input twin of render.
//
// [Read] decodes a PNG, JPEG or WebP picture (refusing huge or over-large files before
// decoding), finds the grid (adaptive threshold, the largest grid-like outline, a perspective
// warp), cuts the cells, classifies each one as blank or a digit with a small neural network
// whose weights are embedded in the binary, and uses the solver to repair a reading that has
// no unique solution by trying the network's second choices on the least certain cells.
//
// The weights are trained by scan/train (see scan/train/README.md) on the Wicht v2 newspaper
// photos and on screenshots it draws itself. Pure Go; nothing in this package prints or logs.
package scan

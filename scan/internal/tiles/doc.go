// Package tiles finds a grid by its cells alone ([Find]): flat tiles of one size in rows
// and columns, rounded or square, boxes set apart by wider gaps, a few grey levels off the
// page, or only the selected cell's row and column of them. It finds grids whose lines or
// edges package lattice cannot follow, and returns the same [lattice.Lines].
//
// Its functions hold no state and are safe for concurrent use. Nothing in it prints or logs.
package tiles

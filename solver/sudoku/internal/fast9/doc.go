// Package fast9 is the bitboard solver and solution counter for 9×9 grids with 3×3 boxes
// ([Solver9], [Count9]), on plain [81]uint8 cells. It depends on nothing else in the
// project.
package fast9

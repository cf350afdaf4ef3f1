// Package fast9 is the bitboard solver and solution counter for 9×9 grids with 3×3 boxes
// ([Solver9], [Count9]), on plain [81]uint8 cells. It depends on nothing else in the
// project.
//
// solve9.go describes the method (per-digit band masks, minirow and minicol triads, tdoku's
// choice of guesses) and holds the search; propagate9.go holds the propagation in Go, and
// propagate9_amd64.s the same steps in amd64 assembly, used on amd64 unless the purego build
// tag is set. Both give identical results, node and guess counts; the tests check that.
package fast9

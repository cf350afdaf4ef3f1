// Package search is the generic N×N solver behind sudoku.Solver for every grid that is not
// 9×9 with 3×3 boxes: constraint propagation (singles, locked candidates, pairs, probing)
// with backtracking, handing over to the CDCL engine of package cdcl on hard grids (on
// 25×25, two CDCL searches race on two cores when the first runs over a second). It works
// on a plain [Puzzle] and knows nothing of the sudoku package's types. Options that are off
// by default make the CP search prune every house (and each digit's layer) to domain
// consistency with package alldiff and branch by a Satz-style lookahead.
package search

// Package search is the generic N×N solver behind sudoku.Solver for every grid that is not
// 9×9 with 3×3 boxes: constraint propagation (singles, locked candidates, pairs, probing)
// with backtracking, handing over to the CDCL engine of package cdcl on hard grids (on
// 25×25, two CDCL searches race on two cores when the first runs over a second). It works
// on a plain [Puzzle] and knows nothing of the sudoku package's types.
package search

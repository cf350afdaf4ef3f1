// Package sudoku parses, solves, explains and generates Sudoku grids from 4×4 to 25×25,
// including rectangular boxes such as 2×3 (6×6), 2×4 (8×8) and 3×4 (12×12).
//
// The accepted text formats are described at [Parse]. Solving is [Solve] (or a configured
// [Solver]); it always ends in one [Status]. Nothing in this package prints or logs, and it
// imports only the standard library.
package sudoku

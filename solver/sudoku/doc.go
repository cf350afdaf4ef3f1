// Package sudoku holds what a Sudoku is, for grids from 4×4 to 25×25, including
// rectangular boxes such as 2×3 (6×6), 2×4 (8×8) and 3×4 (12×12): [Grid], [House],
// [Symbols], [Layout], [Candidates], a player's [Mistake], parsing ([Parse]) and formatting
// ([Format]), and the [Solver] facade.
//
// Solving is [Solve] (or a configured [Solver]); it always ends in one [Status]. The
// techniques and the logical steps they make are package technique; finding them, hints,
// ratings and generated puzzles is package logic; wording steps and mistakes in English is
// package explain. Nothing here prints or logs, and it imports only
// the standard library and its own internal packages (see docs/architecture.md).
package sudoku

// Package render draws Sudoku boards as images for chat: puzzles, solutions, pencil marks,
// highlighted hint steps and the player's mistakes, from 4×4 to 25×25, in a light or a dark
// theme; and nonogram boards with their clues and highlighted line steps.
//
// [Sudoku] is the Sudoku drawing entry point; [Solution], [Hint] and [Mistakes] are
// shorthands for the common pictures. [Nonogram] draws a [NonogramBoard], taking plain
// clues and cells so that it needs nothing from the solver. [EncodePNG] writes an image as
// a compact PNG. Fonts are the Go
// fonts, embedded in the binary; nothing is read from the system, and the same input always
// gives the same pixels. Drawing is safe for concurrent use.
//
// This package is the only importer of github.com/fogleman/gg in the module.
package render

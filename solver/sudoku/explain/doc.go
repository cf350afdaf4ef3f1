// Package explain words Sudoku steps and mistakes in English: [HintText] on the four-level
// hint ladder (1 where to look, 2 the technique, 3 the full explanation, 4 what to do) and
// [MistakeText] / [MistakeWhy] for a player's mistakes. It only phrases what a
// [technique.Step] or [sudoku.Mistake] records; it never searches the grid for reasons of its
// own. It imports package sudoku, never package logic.
package explain

// Package logic finds the logical steps of a Sudoku: the board of candidates, one finder
// per technique (one file per family, listed in the single ordered table of finders.go),
// the engine that picks the step a teacher would show ([NextHint]), the whole path
// ([Explain]), ratings ([Rate]) and generation ([Generate]).
//
// Finders record their reasons in the [sudoku.Step] they return; package explain words
// them. logic never imports explain.
//
// Concurrency: nothing here starts a goroutine or keeps package-level mutable state; every
// call works on its own board, so separate calls may run concurrently.
package logic

// Package logic finds the logical steps of a Sudoku: the engine that picks the step a
// teacher would show ([NextHint]), the whole path ([Explain]), ratings ([Rate], through
// the Sudoku Explainer emulation of internal/serate on 9×9 grids) and generation
// ([Generate]). The finders it runs, one file per family in internal/basic and
// internal/advanced, are listed in the ordered table of internal/find; each technique's
// name, rating and tier are its descriptor in package technique.
//
// Finders record their reasons in the [technique.Step] they return; package explain words
// them. logic never imports explain.
//
// Concurrency: nothing here starts a goroutine or keeps package-level mutable state; every
// call works on its own board, so separate calls may run concurrently.
package logic

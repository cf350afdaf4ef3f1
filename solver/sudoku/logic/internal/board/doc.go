// Package board is the position the technique finders work on: the digits placed so far
// and, for each empty cell, a bit set of its candidates, with the helpers every finder
// shares (the chain length bonus, copying a Step).
//
// A Board is not safe for concurrent use; Clone gives a goroutine its own. The zero Board
// is not usable: make one with New.
package board

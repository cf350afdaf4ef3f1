package sudoku

import (
	"slices"
	"strconv"
)

// SymbolSet names the alphabet in which a grid's digits 1..N are written.
type SymbolSet uint8

// The symbol sets. Values are stored; append new ones at the end.
const (
	// Digits1 writes 1..N as "1".."9" then "A".."P" (10=A): the convention of the
	// 16×16 and 25×25 benchmark files, and the default for N > 9.
	Digits1 SymbolSet = iota
	// Numbers writes 1..N as decimal numbers ("10", "11", ...), separated by spaces.
	Numbers
	// Letters writes 1..N as "A".."Y".
	Letters
	// Hex writes 1..16 as "0".."F" (0=1, F=16); blanks are then '.'.
	Hex
)

var setNames = [...]string{"digits", "numbers", "letters", "hex"}

// String returns the set's name as accepted by [ParseSymbolSet]: digits, numbers, letters
// or hex.
func (s SymbolSet) String() string {
	if int(s) < len(setNames) {
		return setNames[s]
	}
	return "SymbolSet(" + strconv.Itoa(int(s)) + ")"
}

// ParseSymbolSet returns the set named name (digits, numbers, letters, hex), for command
// line flags; ok is false for any other name.
func ParseSymbolSet(name string) (s SymbolSet, ok bool) {
	i := slices.Index(setNames[:], name)
	return SymbolSet(max(i, 0)), i >= 0
}

// Symbols is the alphabet a grid is read and written in. The zero value is [Digits1] with
// the blank of the layout it is written in.
type Symbols struct {
	Set SymbolSet
	// Blank is the character written for an empty cell ('.', '0', '_', ...), as found by
	// [Parse]; 0 means the default of the layout ([Format]).
	Blank byte
}

// DefaultSymbols returns the symbols used for a new N×N grid: digits, then letters from A=10.
func DefaultSymbols(n int) Symbols { return Symbols{Set: Digits1} }

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// Format returns the text of digit d (1..N).
func (s Symbols) Format(d int) string {
	switch s.Set {
	case Numbers:
		return strconv.Itoa(d)
	case Letters:
		return letters[d-1 : d]
	case Hex:
		return "0123456789ABCDEF"[d-1 : d]
	default:
		if d <= 9 {
			return strconv.Itoa(d)
		}
		return letters[d-10 : d-9]
	}
}

// char returns the one character of digit d (1..N) in a grid whose [Symbols.Width] is 1;
// it is Format(d)[0] without making a string.
func (s Symbols) char(d int) byte {
	switch s.Set {
	case Letters:
		return letters[d-1]
	case Hex:
		return "0123456789ABCDEF"[d-1]
	default: // Digits1, and Numbers up to 9
		if d <= 9 {
			return byte('0' + d)
		}
		return letters[d-10]
	}
}

// Width returns the widest symbol of an N×N grid in characters.
func (s Symbols) Width(n int) int {
	if s.Set == Numbers && n > 9 {
		return len(strconv.Itoa(n))
	}
	return 1
}

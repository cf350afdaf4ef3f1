package sudoku

// A Mistake is a player's digit that breaks a rule or differs from the solution, or pencil
// marks that lost a digit the cell needs. It holds the facts only; package explain words them.
type Mistake struct {
	Cell  int         // row-major, 0-based
	Digit int         // the wrong digit (MistakeMarks: the digit the marks lack)
	Kind  MistakeKind // what is wrong; the zero value says only "this cell"
	House House       // MistakeGivenClash, MistakeClash: the house holding the digit twice
	Other int         // MistakeGivenClash, MistakeClash: the other cell with the digit
	// Dead, when set, is where the grid runs out of options: for MistakeWrong, once the
	// wrong digit's consequences (singles) are followed; for MistakeContradiction, once the
	// grid's own singles are.
	Dead *DeadEnd
}

// A DeadEnd is where a position runs out of options: a cell with no candidate left
// (Digit 0), or a house with no place left for Digit (Cell -1).
type DeadEnd struct {
	Cell  int
	House House
	Digit int
}

// MistakeKind says what a [Mistake] is.
type MistakeKind uint8

// The kinds of mistakes [Mistake] reports.
const (
	MistakeCell       MistakeKind = iota // only the cell is known (a picture's red cell)
	MistakeGivenClash                    // two digits the player calls givens share a house
	MistakeClash                         // the digit is already in one of the cell's houses
	MistakeWrong                         // the digit differs from the solution
	MistakeMarks                         // the cell's pencil marks lack its solution digit
	// MistakeContradiction: the grid itself has no solution (no original puzzle was given
	// to tell the player's digits apart); Cell and Dead say where it runs out of options.
	MistakeContradiction
)

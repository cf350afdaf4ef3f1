package logic

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

var bandNames = [...]string{"beginner", "easy", "medium", "hard", "expert", "beyond logic"}

// String returns the band's name: beginner, easy, medium, hard, expert, beyond logic.
func (b Band) String() string {
	if int(b) < len(bandNames) {
		return bandNames[b]
	}
	return fmt.Sprintf("Band(%d)", uint8(b))
}

// ParseBand reads a band name as written by [Band.String] (case-insensitive; "beyond",
// "beyond_logic" and "extreme" name BeyondLogic).
func ParseBand(s string) (Band, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "beyond", "beyond_logic", "beyond-logic", "extreme":
		return BeyondLogic, true
	}
	for i, n := range bandNames {
		if n == s {
			return Band(i), true
		}
	}
	return 0, false
}

// Band thresholds (docs/hints.md §7): the band follows the ER alone, in tenths. One
// mapping serves rate, generate and the bot:
//
//	beginner      ER 1.0–1.2   hidden singles in boxes
//	easy          ER 1.3–1.6   hidden singles in rows and columns
//	medium        ER 1.7–2.5   direct techniques, naked singles
//	hard          ER 2.6–6.0   intersections, subsets, fish, wings, uniqueness
//	expert        ER 6.1 and up (chains)
//	beyond logic  the rules ran out (or their time budget did)
//
// The score is reported beside the band but does not move a puzzle between bands, so two
// puzzles with the same ER always share a band.
const (
	BeginnerMaxER = 12
	EasyMaxER     = 16
	MediumMaxER   = 25
	HardMaxER     = 60
)

// BandFor returns the band of a puzzle whose hardest step rates er (in tenths). beyond
// says the path ended in the last-resort contradiction.
func BandFor(er int, beyond bool) Band {
	switch {
	case beyond:
		return BeyondLogic
	case er <= BeginnerMaxER:
		return Beginner
	case er <= EasyMaxER:
		return Easy
	case er <= MediumMaxER:
		return Medium
	case er <= HardMaxER:
		return Hard
	}
	return Expert
}

// Fits reports whether a generated n×n puzzle can be of band b. Every uniquely solvable
// 4×4 falls to singles, so 4×4 puzzles are only ever Beginner; the other sizes have every
// band up to Expert.
func (b Band) Fits(n int) bool {
	if n == 4 {
		return b == Beginner
	}
	return b <= Expert
}

// Band is a difficulty band. Values are stored; append only.
type Band uint8

// The bands, easiest first.
const (
	Beginner Band = iota
	Easy
	Medium
	Hard
	Expert
	BeyondLogic
)

// A Rating is how hard a puzzle is.
type Rating struct {
	SE      float64 // hardest step on the cheapest path (Sudoku Explainer scale)
	Score   int     // sum of base scores along the path
	Band    Band
	Hardest technique.Technique
	Counts  map[technique.Technique]int
	EP      float64 // hardest step up to the first placement
	ED      float64 // hardest step up to the first elimination
	Steps   int     // length of the path
}

package sudoku

import (
	"fmt"
	"strings"
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

// Band thresholds (docs/hints.md §7, tuned on the calibration set): ER in tenths, score caps.
const (
	BeginnerMaxER = 12
	EasyMaxER     = 16
	MediumMaxER   = 25
	HardMaxER     = 60
	mediumMaxScr  = 1000
	hardMaxScr    = 1600
)

// BandFor returns the band of a puzzle whose hardest step rates er (in tenths) and whose
// path scores score (scaled to 81 cells for other sizes). beyond says the path needed the
// last-resort contradiction.
func BandFor(er, score int, beyond bool) Band {
	switch {
	case beyond:
		return BeyondLogic
	case er <= BeginnerMaxER:
		return Beginner
	case er <= EasyMaxER:
		return Easy
	case er <= MediumMaxER:
		if score > mediumMaxScr {
			return Hard
		}
		return Medium
	case er <= HardMaxER:
		if score > hardMaxScr {
			return Expert
		}
		return Hard
	}
	return Expert
}

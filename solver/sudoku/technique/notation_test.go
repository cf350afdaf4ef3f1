package technique

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

func TestNotation(t *testing.T) {
	tests := []struct {
		s    Step
		want string
	}{
		{Step{Technique: HiddenSingle, Placements: []Candidate{{7*9 + 5, 1}}}, "Hidden Single: r8c6=1"},
		{Step{Technique: Pointing, Digits: []int{7}, Houses: []sudoku.House{{Kind: sudoku.Box, Index: 2}, {Kind: sudoku.Row, Index: 1}},
			Eliminations: []Candidate{{9, 7}, {11, 7}}}, "Pointing: 7 in b3 => r2c13<>7"},
		{Step{Technique: NakedPair, Digits: []int{4, 7}, Houses: []sudoku.House{{Kind: sudoku.Col, Index: 4}},
			Pattern:      []Mark{{Candidate{4*9 + 4, 4}, RoleBase}, {Candidate{6*9 + 4, 7}, RoleBase}},
			Eliminations: []Candidate{{4, 4}, {5*9 + 4, 4}, {1*9 + 4, 7}, {5*9 + 4, 7}}},
			"Naked Pair: 4,7 in r57c5 => r16c5<>4, r26c5<>7"},
		{Step{Technique: XYWing, Digits: []int{1, 6, 9},
			Pattern:      []Mark{{Candidate{27, 1}, RolePivot}, {Candidate{30, 1}, RolePincer}, {Candidate{37, 6}, RolePincer}},
			Eliminations: []Candidate{{28, 9}, {29, 9}, {39, 9}, {40, 9}, {41, 9}}},
			"XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9"},
		{Step{Technique: XWing, Digits: []int{3}, Houses: []sudoku.House{{Kind: sudoku.Row, Index: 2}, {Kind: sudoku.Row, Index: 6}, {Kind: sudoku.Col, Index: 2}, {Kind: sudoku.Col, Index: 3}},
			Eliminations: []Candidate{{2, 3}, {3, 3}}}, "X-Wing: 3 r37 c34 => r1c34<>3"},
		{Step{Technique: NakedPair, Size: 16, Digits: []int{4, 7},
			Pattern:      []Mark{{Candidate{4*16 + 4, 4}, RoleBase}, {Candidate{11*16 + 4, 7}, RoleBase}},
			Eliminations: []Candidate{{4, 4}}},
			"Naked Pair: 4,7 in r{5,12}c5 => r1c5<>4"},
	}
	for _, tc := range tests {
		if got := tc.s.String(); got != tc.want {
			t.Errorf("got  %q\nwant %q", got, tc.want)
		}
	}
}

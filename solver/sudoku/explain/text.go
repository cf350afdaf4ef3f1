package explain

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// HintText returns the hint at ladder level 1..4 as plain text (no Markdown):
//
//  1. where to look, without naming a technique ("Look at box 5.");
//  2. the technique and where it is ("Box 5 has a hidden single.");
//  3. the deduction in full sentences, every house named;
//  4. the result applied ("Place 7 in r5c4.").
//
// g is the grid the step was found in (its symbols name the digits; with the zero Grid
// singles are worded without their reasons). Levels outside 1..4 are clamped. The words of
// each technique family, all four levels together, are in the file named after the family
// (singles.go, subsets.go, ...); see family.
func HintText(g sudoku.Grid, s sudoku.Step, level int) string {
	level = max(1, min(4, level))
	t := texter{g: g, s: s, n: g.Size()}
	if t.n == 0 {
		t.n = s.Size
		if t.n == 0 {
			t.n = 9
		}
	}
	return fixArticles(t.words(level))
}

// words is the step at one level; level 4, the step applied, is the same for every technique.
func (t texter) words(level int) string {
	if level >= 4 {
		return t.result()
	}
	return family(t.s.Technique)(t, level)
}

// family returns the function that words technique tech at levels 1 to 3: one per family,
// each in its own file.
func family(tech sudoku.Technique) func(texter, int) string {
	switch tech {
	case sudoku.FullHouse, sudoku.HiddenSingle, sudoku.NakedSingle:
		return texter.singles
	case sudoku.Pointing, sudoku.Claiming, sudoku.NakedPair, sudoku.NakedTriple, sudoku.NakedQuad,
		sudoku.HiddenPair, sudoku.HiddenTriple, sudoku.HiddenQuad, sudoku.LockedPair, sudoku.LockedTriple:
		return texter.subsets
	case sudoku.DirectPointing, sudoku.DirectClaiming, sudoku.DirectHiddenPair, sudoku.DirectHiddenTriple:
		return texter.direct
	case sudoku.XWing, sudoku.Swordfish, sudoku.Jellyfish:
		return texter.fish
	case sudoku.Skyscraper, sudoku.TwoStringKite, sudoku.EmptyRectangle, sudoku.SimpleColouring, sudoku.XChain:
		return texter.singleDigit
	case sudoku.XYWing, sudoku.XYZWing, sudoku.WWing, sudoku.WXYZWing:
		return texter.wings
	case sudoku.UniqueRectangle1, sudoku.UniqueRectangle2, sudoku.UniqueRectangle4, sudoku.BUGPlusOne:
		return texter.uniqueness
	case sudoku.RemotePair, sudoku.XYChain:
		return texter.chains
	case sudoku.ForcingChain, sudoku.DynamicForcingChain, sudoku.Contradiction:
		return texter.forcingChains
	}
	return texter.generic
}

// generic words a technique that has no family file: its cells, its name, its removal.
func (t texter) generic(level int) string {
	switch level {
	case 1:
		return t.lookAtPattern()
	case 2:
		return t.thereIs()
	}
	return t.andSo()
}

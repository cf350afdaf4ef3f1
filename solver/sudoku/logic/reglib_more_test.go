package logic

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// The reglib codes of the hard-end techniques, and which finder produces them.

func init() {
	for code, t := range map[string]sudoku.Technique{
		"0706": sudoku.ContinuousNiceLoop, "0707": sudoku.DiscontinuousNiceLoop, "0708": sudoku.AIC,
		"0310": sudoku.FinnedXWing, "0311": sudoku.FinnedSwordfish, "0312": sudoku.FinnedJellyfish,
		"0320": sudoku.SashimiXWing, "0321": sudoku.SashimiSwordfish, "0322": sudoku.SashimiJellyfish,
		"0331": sudoku.FrankenFish, "0332": sudoku.FrankenFish, "0340": sudoku.FrankenFish, "0341": sudoku.FrankenFish, "0342": sudoku.FrankenFish,
		"0362": sudoku.MutantFish, "03111": sudoku.FinnedSwordfish, "03121": sudoku.FinnedJellyfish, "03211": sudoku.SashimiSwordfish,
		"03221": sudoku.SashimiJellyfish, "03411": sudoku.FrankenFish, "03421": sudoku.FrankenFish, "03621": sudoku.MutantFish,
		"0404": sudoku.DualTwoStringKite, "0405": sudoku.DualEmptyRectangle, "0502": sudoku.MultiColouring, "0503": sudoku.MultiColouring,
		"1201": sudoku.TemplateSet, "1202": sudoku.TemplateDelete,
		"0602": sudoku.UniqueRectangle3, "0604": sudoku.UniqueRectangle5, "0605": sudoku.UniqueRectangle6, "0606": sudoku.HiddenRectangle,
		"0607": sudoku.AvoidableRectangle1, "0608": sudoku.AvoidableRectangle2,
		"0901": sudoku.ALSXZ, "0902": sudoku.ALSXYWing, "0903": sudoku.ALSChain, "0904": sudoku.DeathBlossom, "1101": sudoku.SueDeCoq,
		"0709": sudoku.GroupedContinuousNiceLoop, "0710": sudoku.GroupedDiscontinuousNiceLoop, "0711": sudoku.GroupedAIC,
	} {
		reglibTechniques[code] = t
	}
}

// moreFinderTech maps a technique to the technique its finder is registered under.
var moreFinderTech = map[sudoku.Technique]sudoku.Technique{
	sudoku.ContinuousNiceLoop: sudoku.AIC, sudoku.DiscontinuousNiceLoop: sudoku.AIC, sudoku.GroupedContinuousNiceLoop: sudoku.AIC,
	sudoku.GroupedDiscontinuousNiceLoop: sudoku.AIC, sudoku.GroupedAIC: sudoku.AIC,
	sudoku.SashimiXWing: sudoku.FinnedXWing, sudoku.SashimiSwordfish: sudoku.FinnedSwordfish, sudoku.SashimiJellyfish: sudoku.FinnedJellyfish,
	sudoku.MutantFish: sudoku.FrankenFish, sudoku.TemplateDelete: sudoku.TemplateSet,
}

// reglibFamily groups the techniques HoDoKu and we may name differently for one pattern.
func reglibFamily(t sudoku.Technique) sudoku.Technique {
	switch {
	case advanced.IsChainFamily(t):
		return sudoku.AIC
	case t == sudoku.SashimiXWing:
		return sudoku.FinnedXWing
	case t == sudoku.SashimiSwordfish:
		return sudoku.FinnedSwordfish
	case t == sudoku.SashimiJellyfish:
		return sudoku.FinnedJellyfish
	case t == sudoku.MutantFish:
		return sudoku.FrankenFish
	case isRectangle(t):
		return sudoku.UniqueRectangle1
	}
	return t
}

// reglibMatch reports whether a step of technique got answers a case of technique want.
// The chain engine names a chain by its shape (loop, ends, groups) where HoDoKu names it
// by the search that found it, so any chain of the family answers a chain case.
func reglibMatch(got, want sudoku.Technique) bool {
	if got == want {
		return true
	}
	return reglibFamily(got) == reglibFamily(want)
}

// isRectangle reports whether t is a unique or avoidable rectangle type (HoDoKu and we may
// name one rectangle differently when it has placed corners or missing candidates).
func isRectangle(t sudoku.Technique) bool {
	switch t {
	case sudoku.UniqueRectangle1, sudoku.UniqueRectangle2, sudoku.UniqueRectangle3, sudoku.UniqueRectangle4, sudoku.UniqueRectangle5,
		sudoku.UniqueRectangle6, sudoku.AvoidableRectangle1, sudoku.AvoidableRectangle2:
		return true
	}
	return false
}

// reglibSteps runs the finders that can produce a case of technique tech.
func reglibSteps(t *testing.T, b *board.Board, tech sudoku.Technique) []sudoku.Step {
	techs := []sudoku.Technique{finderTech(tech)}
	if isRectangle(tech) || tech == sudoku.HiddenRectangle {
		techs = []sudoku.Technique{sudoku.UniqueRectangle1, sudoku.UniqueRectangle3}
	}
	var steps []sudoku.Step
	if advanced.IsChainFamily(tech) {
		// every chain, not only those the path could choose (the path's finder stops at
		// the shortest band), and chains through almost locked sets (off the path: too slow)
		steps = advanced.FindAICsWith(b, steps, false)
		steps = advanced.FindAICsWith(b, steps, true)
	}
	for _, ft := range techs {
		f, ok := finderFor(ft)
		if !ok {
			t.Fatalf("no finder for %v", ft)
		}
		steps = f.fn(b, steps)
	}
	return steps
}

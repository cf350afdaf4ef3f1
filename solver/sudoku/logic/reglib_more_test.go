package logic

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// reglibFamily groups the techniques HoDoKu and we may name differently for one pattern.
func reglibFamily(t technique.Technique) technique.Technique {
	switch {
	case advanced.IsChainFamily(t):
		return technique.AIC
	case t == technique.SashimiXWing:
		return technique.FinnedXWing
	case t == technique.SashimiSwordfish:
		return technique.FinnedSwordfish
	case t == technique.SashimiJellyfish:
		return technique.FinnedJellyfish
	case t == technique.MutantFish:
		return technique.FrankenFish
	case isRectangle(t):
		return technique.UniqueRectangle1
	}
	return t
}

// reglibMatch reports whether a step of technique got answers a case of technique want.
// The chain engine names a chain by its shape (loop, ends, groups) where HoDoKu names it
// by the search that found it, so any chain of the family answers a chain case.
func reglibMatch(got, want technique.Technique) bool {
	if got == want {
		return true
	}
	return reglibFamily(got) == reglibFamily(want)
}

// isRectangle reports whether t is a unique or avoidable rectangle type (HoDoKu and we may
// name one rectangle differently when it has placed corners or missing candidates).
func isRectangle(t technique.Technique) bool {
	switch t {
	case technique.UniqueRectangle1, technique.UniqueRectangle2, technique.UniqueRectangle3, technique.UniqueRectangle4, technique.UniqueRectangle5,
		technique.UniqueRectangle6, technique.AvoidableRectangle1, technique.AvoidableRectangle2:
		return true
	}
	return false
}

// reglibSteps runs the finders that can produce a case of technique tech.
func reglibSteps(t *testing.T, b *board.Board, tech technique.Technique) []technique.Step {
	techs := []technique.Technique{tech}
	if tech == technique.FrankenFish {
		techs = []technique.Technique{technique.MutantFish} // the generic fish search: every size, every fin count
	}
	if isRectangle(tech) || tech == technique.HiddenRectangle {
		techs = []technique.Technique{technique.UniqueRectangle1, technique.UniqueRectangle3}
	}
	var steps []technique.Step
	if advanced.IsChainFamily(tech) {
		// every chain, not only those the path could choose (the path's finder stops at
		// the shortest band), and chains through almost locked sets (off the path: too slow)
		steps = advanced.FindAICsWith(b, steps, false)
		steps = advanced.FindAICsWith(b, steps, true)
	}
	for _, ft := range techs {
		steps = find.Of(ft).Find(b, steps)
	}
	return steps
}

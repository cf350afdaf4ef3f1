package logic

import (
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
)

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
	techs := []sudoku.Technique{tech}
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
		steps = find.Of(ft).Find(b, steps)
	}
	return steps
}

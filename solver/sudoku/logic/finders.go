package logic

import (
	"github.com/sudokubot/sudokubot/solver/sudoku"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// finder looks for every instance of one technique (or family) in a position and appends
// one Step per instance to out.
type finder struct {
	tech sudoku.Technique // the technique it finds (the family's first, for families)
	min  int              // the lowest rating its steps can have, in tenths
	fn   func(b *board.Board, out []sudoku.Step) []sudoku.Step
}

// finders is every finder, in increasing order of min rating (TestFindersOrdered checks
// it): the engine runs them cheapest first and stops once the next finder cannot beat the
// best step found. Equal minimums keep this order. A new technique gets one line here, at
// its place, and its finder in the file of its family.
var finders = []finder{
	{sudoku.FullHouse, 10, basic.FindFullHouse},                                          // internal/basic/singles.go
	{sudoku.HiddenSingle, 12, basic.FindHiddenSingles},                                   // internal/basic/singles.go
	{sudoku.DirectPointing, 17, direct(sudoku.DirectPointing, pointing)},                 // internal/basic/direct.go
	{sudoku.DirectClaiming, 19, direct(sudoku.DirectClaiming, claiming)},                 // internal/basic/direct.go
	{sudoku.DirectHiddenPair, 20, direct(sudoku.DirectHiddenPair, hiddenSubsets(2))},     // internal/basic/direct.go
	{sudoku.NakedSingle, 23, basic.FindNakedSingles},                                     // internal/basic/singles.go
	{sudoku.DirectHiddenTriple, 25, direct(sudoku.DirectHiddenTriple, hiddenSubsets(3))}, // internal/basic/direct.go
	{sudoku.Pointing, 26, pointing},                                                      // internal/basic/subsets.go
	{sudoku.Claiming, 28, claiming},                                                      // internal/basic/subsets.go
	{sudoku.NakedPair, 30, nakedSubsets(2)},                                              // internal/basic/subsets.go
	{sudoku.XWing, 32, fish(2)},                                                          // internal/basic/fish.go
	{sudoku.HiddenPair, 34, hiddenSubsets(2)},                                            // internal/basic/subsets.go
	{sudoku.NakedTriple, 36, nakedSubsets(3)},                                            // internal/basic/subsets.go
	{sudoku.Swordfish, 38, fish(3)},                                                      // internal/basic/fish.go
	{sudoku.HiddenTriple, 40, hiddenSubsets(3)},                                          // internal/basic/subsets.go
	{sudoku.Skyscraper, 40, basic.FindSkyscraper},                                        // internal/basic/singledigit.go
	{sudoku.TwoStringKite, 41, basic.FindKite},                                           // internal/basic/singledigit.go
	{sudoku.DualTwoStringKite, 42, advanced.FindDualKites},                               // internal/advanced/patterns_more.go
	{sudoku.XYWing, 42, basic.FindXYWing},                                                // internal/basic/wings.go
	{sudoku.EmptyRectangle, 43, basic.FindEmptyRectangle},                                // internal/basic/singledigit.go
	{sudoku.XYZWing, 44, basic.FindXYZWing},                                              // internal/basic/wings.go
	{sudoku.FinnedXWing, 44, finnedFish(2)},                                              // internal/advanced/fish_more.go
	{sudoku.DualEmptyRectangle, 44, advanced.FindDualERs},                                // internal/advanced/patterns_more.go
	{sudoku.RemotePair, 45, basic.FindRemotePairs},                                       // internal/basic/chains.go
	{sudoku.SimpleColouring, 45, basic.FindColouring},                                    // internal/basic/singledigit.go
	{sudoku.UniqueRectangle1, 45, basic.FindUniqueRectangles},                            // internal/basic/uniqueness.go
	{sudoku.UniqueRectangle3, 45, advanced.FindMoreRectangles},                           // internal/advanced/uniqueness_more.go
	{sudoku.FinnedSwordfish, 48, finnedFish(3)},                                          // internal/advanced/fish_more.go
	{sudoku.NakedQuad, 50, nakedSubsets(4)},                                              // internal/basic/subsets.go
	{sudoku.Jellyfish, 52, fish(4)},                                                      // internal/basic/fish.go
	{sudoku.HiddenQuad, 54, hiddenSubsets(4)},                                            // internal/basic/subsets.go
	{sudoku.WWing, 55, basic.FindWWing},                                                  // internal/basic/wings.go
	{sudoku.WXYZWing, 55, basic.FindWXYZWing},                                            // internal/basic/wings.go
	{sudoku.MultiColouring, 55, advanced.FindMultiColouring},                             // internal/advanced/patterns_more.go
	{sudoku.BUGPlusOne, 56, basic.FindBUG},                                               // internal/basic/uniqueness.go
	{sudoku.FinnedJellyfish, 56, finnedFish(4)},                                          // internal/advanced/fish_more.go
	{sudoku.BUGPlusN, 57, advanced.FindBUGPlusN},                                         // internal/advanced/uniqueness_more.go
	{sudoku.SueDeCoq, 64, advanced.FindSueDeCoq},                                         // internal/advanced/suedecoq.go
	{sudoku.XChain, 65, basic.FindXChain},                                                // internal/basic/singledigit.go
	{sudoku.XYChain, 70, basic.FindXYChain},                                              // internal/basic/chains.go
	{sudoku.AIC, 70, advanced.FindAICs},                                                  // internal/advanced/aic.go
	{sudoku.ALSXZ, 72, advanced.FindALSXZ},                                               // internal/advanced/als.go
	{sudoku.ALSXYWing, 74, advanced.FindALSXYWing},                                       // internal/advanced/als.go
	{sudoku.ALSChain, 76, advanced.FindALSChain},                                         // internal/advanced/als.go
	{sudoku.DeathBlossom, 78, advanced.FindDeathBlossom},                                 // internal/advanced/als.go
	{sudoku.KrakenFish, 80, advanced.FindKrakenFish},                                     // internal/advanced/fish_more.go
}

// offPathFinders are finders too slow for the solving path (tens of milliseconds a call):
// hints and ratings never use them; finderFor (tests) and callers asking for one
// technique by name can.
var offPathFinders = []finder{
	{sudoku.FrankenFish, 60, advanced.FrankenFish},      // internal/advanced/fish_more.go
	{sudoku.TemplateSet, 90, advanced.FindTemplates},    // internal/advanced/patterns_more.go
	{sudoku.TemplateDelete, 90, advanced.FindTemplates}, // internal/advanced/patterns_more.go
}

// The finders of families that take a size or a direction, as finder functions.
func pointing(b *board.Board, out []sudoku.Step) []sudoku.Step {
	return basic.FindIntersections(b, out, false)
}
func claiming(b *board.Board, out []sudoku.Step) []sudoku.Step {
	return basic.FindIntersections(b, out, true)
}

func nakedSubsets(k int) func(*board.Board, []sudoku.Step) []sudoku.Step {
	return func(b *board.Board, out []sudoku.Step) []sudoku.Step { return basic.FindNakedSubsets(b, out, k) }
}

func hiddenSubsets(k int) func(*board.Board, []sudoku.Step) []sudoku.Step {
	return func(b *board.Board, out []sudoku.Step) []sudoku.Step { return basic.FindHiddenSubsets(b, out, k) }
}

func finnedFish(k int) func(*board.Board, []sudoku.Step) []sudoku.Step {
	return func(b *board.Board, out []sudoku.Step) []sudoku.Step {
		return advanced.FindFinnedFish(b, out, k, false)
	}
}

func fish(k int) func(*board.Board, []sudoku.Step) []sudoku.Step {
	return func(b *board.Board, out []sudoku.Step) []sudoku.Step { return basic.FindFish(b, out, k) }
}

// direct is the finder of a direct technique: the hidden single that the eliminations of
// the base pattern found by gen leave.
func direct(tech sudoku.Technique, gen func(*board.Board, []sudoku.Step) []sudoku.Step) func(*board.Board, []sudoku.Step) []sudoku.Step {
	return func(b *board.Board, out []sudoku.Step) []sudoku.Step { return basic.FindDirect(b, out, tech, gen) }
}

// finderFor returns the finder of technique t, for tests that run one technique alone.
func finderFor(t sudoku.Technique) (finder, bool) {
	for _, f := range finders {
		if f.tech == t {
			return f, true
		}
	}
	for _, f := range offPathFinders {
		if f.tech == t {
			return f, true
		}
	}
	return finder{}, false
}

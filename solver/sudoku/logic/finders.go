package logic

import "github.com/sudokubot/sudokubot/solver/sudoku"

// finder looks for every instance of one technique (or family) in a position and appends
// one Step per instance to out.
type finder struct {
	tech sudoku.Technique // the technique it finds (the family's first, for families)
	min  int              // the lowest rating its steps can have, in tenths
	fn   func(b *board, out []sudoku.Step) []sudoku.Step
}

// finders is every finder, in increasing order of min rating (TestFindersOrdered checks
// it): the engine runs them cheapest first and stops once the next finder cannot beat the
// best step found. Equal minimums keep this order. A new technique gets one line here, at
// its place, and its finder in the file of its family.
var finders = []finder{
	{sudoku.FullHouse, 10, findFullHouse},                                                // singles.go
	{sudoku.HiddenSingle, 12, findHiddenSingles},                                         // singles.go
	{sudoku.DirectPointing, 17, direct(sudoku.DirectPointing, pointing)},                 // direct.go
	{sudoku.DirectClaiming, 19, direct(sudoku.DirectClaiming, claiming)},                 // direct.go
	{sudoku.DirectHiddenPair, 20, direct(sudoku.DirectHiddenPair, hiddenSubsets(2))},     // direct.go
	{sudoku.NakedSingle, 23, findNakedSingles},                                           // singles.go
	{sudoku.DirectHiddenTriple, 25, direct(sudoku.DirectHiddenTriple, hiddenSubsets(3))}, // direct.go
	{sudoku.Pointing, 26, pointing},                                                      // subsets.go
	{sudoku.Claiming, 28, claiming},                                                      // subsets.go
	{sudoku.NakedPair, 30, nakedSubsets(2)},                                              // subsets.go
	{sudoku.XWing, 32, fish(2)},                                                          // fish.go
	{sudoku.HiddenPair, 34, hiddenSubsets(2)},                                            // subsets.go
	{sudoku.NakedTriple, 36, nakedSubsets(3)},                                            // subsets.go
	{sudoku.Swordfish, 38, fish(3)},                                                      // fish.go
	{sudoku.HiddenTriple, 40, hiddenSubsets(3)},                                          // subsets.go
	{sudoku.Skyscraper, 40, findSkyscraper},                                              // singledigit.go
	{sudoku.TwoStringKite, 41, findKite},                                                 // singledigit.go
	{sudoku.DualTwoStringKite, 42, findDualKites},                                        // patterns_more.go
	{sudoku.XYWing, 42, findXYWing},                                                      // wings.go
	{sudoku.EmptyRectangle, 43, findEmptyRectangle},                                      // singledigit.go
	{sudoku.XYZWing, 44, findXYZWing},                                                    // wings.go
	{sudoku.FinnedXWing, 44, finnedFish(2)},                                              // fish_more.go
	{sudoku.DualEmptyRectangle, 44, findDualERs},                                         // patterns_more.go
	{sudoku.RemotePair, 45, findRemotePairs},                                             // chains.go
	{sudoku.SimpleColouring, 45, findColouring},                                          // singledigit.go
	{sudoku.UniqueRectangle1, 45, findUniqueRectangles},                                  // uniqueness.go
	{sudoku.UniqueRectangle3, 45, findMoreRectangles},                                    // uniqueness_more.go
	{sudoku.FinnedSwordfish, 48, finnedFish(3)},                                          // fish_more.go
	{sudoku.NakedQuad, 50, nakedSubsets(4)},                                              // subsets.go
	{sudoku.Jellyfish, 52, fish(4)},                                                      // fish.go
	{sudoku.HiddenQuad, 54, hiddenSubsets(4)},                                            // subsets.go
	{sudoku.WWing, 55, findWWing},                                                        // wings.go
	{sudoku.WXYZWing, 55, findWXYZWing},                                                  // wings.go
	{sudoku.MultiColouring, 55, findMultiColouring},                                      // patterns_more.go
	{sudoku.BUGPlusOne, 56, findBUG},                                                     // uniqueness.go
	{sudoku.FinnedJellyfish, 56, finnedFish(4)},                                          // fish_more.go
	{sudoku.BUGPlusN, 57, findBUGPlusN},                                                  // uniqueness_more.go
	{sudoku.SueDeCoq, 64, findSueDeCoq},                                                  // suedecoq.go
	{sudoku.XChain, 65, findXChain},                                                      // singledigit.go
	{sudoku.XYChain, 70, findXYChain},                                                    // chains.go
	{sudoku.AIC, 70, findAICs},                                                           // aic.go
	{sudoku.ALSXZ, 72, findALSXZ},                                                        // als.go
	{sudoku.ALSXYWing, 74, findALSXYWing},                                                // als.go
	{sudoku.ALSChain, 76, findALSChain},                                                  // als.go
	{sudoku.DeathBlossom, 78, findDeathBlossom},                                          // als.go
	{sudoku.KrakenFish, 80, findKrakenFish},                                              // fish_more.go
}

// The finders of families that take a size or a direction, as finder functions.
func pointing(b *board, out []sudoku.Step) []sudoku.Step { return findIntersections(b, out, false) }
func claiming(b *board, out []sudoku.Step) []sudoku.Step { return findIntersections(b, out, true) }

func nakedSubsets(k int) func(*board, []sudoku.Step) []sudoku.Step {
	return func(b *board, out []sudoku.Step) []sudoku.Step { return findNakedSubsets(b, out, k) }
}

func hiddenSubsets(k int) func(*board, []sudoku.Step) []sudoku.Step {
	return func(b *board, out []sudoku.Step) []sudoku.Step { return findHiddenSubsets(b, out, k) }
}

func finnedFish(k int) func(*board, []sudoku.Step) []sudoku.Step {
	return func(b *board, out []sudoku.Step) []sudoku.Step { return findFinnedFish(b, out, k, false) }
}

func fish(k int) func(*board, []sudoku.Step) []sudoku.Step {
	return func(b *board, out []sudoku.Step) []sudoku.Step { return findFish(b, out, k) }
}

// direct is the finder of a direct technique: the hidden single that the eliminations of
// the base pattern found by gen leave.
func direct(tech sudoku.Technique, gen func(*board, []sudoku.Step) []sudoku.Step) func(*board, []sudoku.Step) []sudoku.Step {
	return func(b *board, out []sudoku.Step) []sudoku.Step { return findDirect(b, out, tech, gen) }
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

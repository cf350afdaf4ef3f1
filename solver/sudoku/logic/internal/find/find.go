// Package find is the table of finders that both engines share: the finders of the
// teaching path in the order its engine runs them ([Path]), the finders too slow for it
// ([OffPath]), and [Of], the finder of one technique, through which the SE rater
// (logic/internal/serate), the dynamic chains and the tests reach the same finders.
//
// A technique's other facts (name, HoDoKu codes, rating, score, tier, words) are its row of
// the descriptor table of package technique (technique.go); a finder's lowest rating is read
// from there, never written here. The finders themselves are in logic/internal/basic and
// logic/internal/advanced, one file per family.
//
// The table is read-only once the program runs; tests that try a table without a finder
// (or with a toy one) swap Path and put it back.
package find

import (
	"fmt"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/advanced"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/suedecoq"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/uniqueness"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// A Finder looks for every instance of one technique (or of a family it tells apart
// itself, such as the Unique Rectangle types) in a position and appends one Step per
// instance to out.
type Finder struct {
	Tech technique.Technique   // the technique it is the finder of
	Also []technique.Technique // the other techniques its steps may have, if any
	Find func(b *board.Board, out []technique.Step) []technique.Step
	// Late marks a finder of the path's last tier: it runs only where no earlier finder
	// found a step, whatever its rating (it is too slow to run everywhere, and is on the
	// path for what it replaces there: the Kraken fish and the forcing chains). The late
	// finders end Path, in the order they run.
	Late bool
}

// Min returns the lowest rating the finder's steps can have, in tenths: the lowest base
// rating of the techniques it finds.
func (f Finder) Min() int {
	m := f.Tech.BaseRating()
	for _, t := range f.Also {
		m = min(m, t.BaseRating())
	}
	return m
}

// Finds reports whether f finds technique t.
func (f Finder) Finds(t technique.Technique) bool {
	if f.Tech == t {
		return true
	}
	for _, a := range f.Also {
		if a == t {
			return true
		}
	}
	return false
}

// Path is every finder of the teaching path, in increasing order of [Finder.Min] (a test
// checks it; equal minimums may come in any order), then the late finders: the engine runs
// them cheapest first and stops once the next finder cannot beat the best step found, and
// runs a late one only where nothing was found before it. A new technique gets one line
// here, at its place, and its finder in the file of its family.
var Path = []Finder{
	{Tech: technique.FullHouse, Find: basic.FindFullHouse},                                                    // basic/singles.go
	{Tech: technique.HiddenSingle, Find: basic.FindHiddenSingles},                                             // basic/singles.go
	{Tech: technique.DirectPointing, Find: direct(technique.DirectPointing, pointing)},                        // basic/direct.go
	{Tech: technique.DirectClaiming, Find: direct(technique.DirectClaiming, claiming)},                        // basic/direct.go
	{Tech: technique.DirectHiddenPair, Find: direct(technique.DirectHiddenPair, hiddenSubsets(2))},            // basic/direct.go
	{Tech: technique.NakedSingle, Find: basic.FindNakedSingles},                                               // basic/singles.go
	{Tech: technique.DirectHiddenTriple, Find: direct(technique.DirectHiddenTriple, hiddenSubsets(3))},        // basic/direct.go
	{Tech: technique.Pointing, Find: pointing},                                                                // basic/subsets.go
	{Tech: technique.Claiming, Find: claiming},                                                                // basic/subsets.go
	{Tech: technique.NakedPair, Also: []technique.Technique{technique.LockedPair}, Find: nakedSubsets(2)},     // basic/subsets.go
	{Tech: technique.XWing, Find: fish(2)},                                                                    // basic/fish.go
	{Tech: technique.HiddenPair, Find: hiddenSubsets(2)},                                                      // basic/subsets.go
	{Tech: technique.NakedTriple, Also: []technique.Technique{technique.LockedTriple}, Find: nakedSubsets(3)}, // basic/subsets.go
	{Tech: technique.Swordfish, Find: fish(3)},                                                                // basic/fish.go
	{Tech: technique.HiddenTriple, Find: hiddenSubsets(3)},                                                    // basic/subsets.go
	{Tech: technique.Skyscraper, Find: basic.FindSkyscraper},                                                  // basic/singledigit.go
	{Tech: technique.TwoStringKite, Find: basic.FindKite},                                                     // basic/singledigit.go
	{Tech: technique.DualTwoStringKite, Find: advanced.FindDualKites},                                         // advanced/singledigit.go
	{Tech: technique.XYWing, Find: basic.FindXYWing},                                                          // basic/wings.go
	{Tech: technique.EmptyRectangle, Find: basic.FindEmptyRectangle},                                          // basic/singledigit.go
	{Tech: technique.XYZWing, Find: basic.FindXYZWing},                                                        // basic/wings.go
	{Tech: technique.FinnedXWing, Also: []technique.Technique{technique.SashimiXWing}, Find: finnedFish(2)},   // advanced/fish.go
	{Tech: technique.DualEmptyRectangle, Find: advanced.FindDualERs},                                          // advanced/singledigit.go
	{Tech: technique.RemotePair, Find: basic.FindRemotePairs},                                                 // basic/chains.go
	{Tech: technique.SimpleColouring, Find: basic.FindColouring},                                              // basic/singledigit.go
	{Tech: technique.UniqueRectangle1, Also: []technique.Technique{technique.UniqueRectangle2, technique.UniqueRectangle4},
		Find: uniqueness.FindUniqueRectangles}, // uniqueness/uniqueness.go
	{Tech: technique.UniqueRectangle3, Also: []technique.Technique{technique.UniqueRectangle5, technique.UniqueRectangle6,
		technique.HiddenRectangle, technique.AvoidableRectangle1, technique.AvoidableRectangle2,
		technique.UniqueRectangle1, technique.UniqueRectangle2, technique.UniqueRectangle4}, // the types 1, 2 and 4 that are not plain
		Find: uniqueness.FindMoreRectangles}, // uniqueness/uniqueness.go
	{Tech: technique.FinnedSwordfish, Also: []technique.Technique{technique.SashimiSwordfish}, Find: finnedFish(3)}, // advanced/fish.go
	{Tech: technique.NakedQuad, Find: nakedSubsets(4)},                                                              // basic/subsets.go
	{Tech: technique.Jellyfish, Find: fish(4)},                                                                      // basic/fish.go
	{Tech: technique.HiddenQuad, Find: hiddenSubsets(4)},                                                            // basic/subsets.go
	{Tech: technique.WWing, Find: basic.FindWWing},                                                                  // basic/wings.go
	{Tech: technique.WXYZWing, Find: basic.FindWXYZWing},                                                            // basic/wings.go
	{Tech: technique.MultiColouring, Find: advanced.FindMultiColouring},                                             // advanced/singledigit.go
	{Tech: technique.BUGPlusOne, Find: uniqueness.FindBUG},                                                          // uniqueness/uniqueness.go
	{Tech: technique.FinnedJellyfish, Also: []technique.Technique{technique.SashimiJellyfish}, Find: finnedFish(4)}, // advanced/fish.go
	{Tech: technique.BUGPlusN, Find: uniqueness.FindBUGPlusN},                                                       // uniqueness/uniqueness.go
	{Tech: technique.SueDeCoq, Find: suedecoq.FindSueDeCoq},                                                         // suedecoq/suedecoq.go
	{Tech: technique.XChain, Find: basic.FindXChain},                                                                // basic/singledigit.go
	{Tech: technique.XYChain, Find: basic.FindXYChain},                                                              // basic/chains.go
	{Tech: technique.AIC, Also: []technique.Technique{technique.ContinuousNiceLoop, technique.DiscontinuousNiceLoop,
		technique.GroupedContinuousNiceLoop, technique.GroupedDiscontinuousNiceLoop, technique.GroupedAIC},
		Find: advanced.FindAICs}, // advanced/aic.go
	{Tech: technique.ALSXZ, Find: advanced.FindALSXZ},               // advanced/als.go
	{Tech: technique.ALSXYWing, Find: advanced.FindALSXYWing},       // advanced/als.go
	{Tech: technique.ALSChain, Find: advanced.FindALSChain},         // advanced/als.go
	{Tech: technique.DeathBlossom, Find: advanced.FindDeathBlossom}, // advanced/als.go
	// The last tier, as in HoDoKu's order (Franken fish after the ALS family, Kraken fish
	// Kraken fish last): the generic fish search costs milliseconds a call.
	{Tech: technique.FrankenFish, Also: []technique.Technique{technique.SueDeCoq, technique.ALSXYWing, technique.ALSChain}, Find: lastTier, Late: true}, // advanced/als.go, advanced/fish.go
	{Tech: technique.KrakenFish, Find: advanced.FindKrakenFish, Late: true},                                                                             // advanced/fish.go
}

// OffPath are the finders the teaching path does not run: too slow for it (templates), or
// rules of the SE rater alone (Aligned Pair Exclusion). Hints and the teaching path never
// use them; [Of] finds them.
var OffPath = []Finder{
	{Tech: technique.MutantFish, Also: []technique.Technique{technique.FrankenFish}, Find: advanced.FrankenFish},       // advanced/fish.go
	{Tech: technique.TemplateSet, Also: []technique.Technique{technique.TemplateDelete}, Find: advanced.FindTemplates}, // advanced/singledigit.go
	{Tech: technique.AlignedPairExclusion, Find: advanced.FindAlignedPairs},                                            // advanced/aligned.go
}

// Of returns the finder of technique t, on the path or off it: the finder whose Tech is t,
// else the first whose steps may have it. It panics when t has none: the tables that ask
// are package variables, so a missing finder fails every test at once.
func Of(t technique.Technique) Finder {
	tables := [][]Finder{Path, OffPath}
	for _, table := range tables {
		for _, f := range table {
			if f.Tech == t {
				return f
			}
		}
	}
	for _, table := range tables {
		for _, f := range table {
			if f.Finds(t) {
				return f
			}
		}
	}
	panic(fmt.Sprintf("find: no finder for %v", t))
}

// lastTier is the first late finder: the Sue de Coqs of any sets (HoDoKu's), the
// ALS-XY-Wings with a set of 7 or 8 cells, the ALS-Chains over sets of up to 7 cells, then
// the Franken fish of the path (HoDoKu's order: the ALS family, then Franken fish).
func lastTier(b *board.Board, out []technique.Step) []technique.Step {
	start := len(out)
	if out = suedecoq.FindWideSueDeCoq(b, out); len(out) > start {
		return out
	}
	if out = advanced.FindWideALSXYWing(b, out); len(out) > start {
		return out
	}
	if out = advanced.FindWideALSChain(b, out); len(out) > start {
		return out
	}
	return advanced.FindFrankenFish(b, out)
}

// The finders of families that take a size or a direction, as finder functions.
func pointing(b *board.Board, out []technique.Step) []technique.Step {
	return basic.FindIntersections(b, out, false)
}

func claiming(b *board.Board, out []technique.Step) []technique.Step {
	return basic.FindIntersections(b, out, true)
}

func nakedSubsets(k int) func(*board.Board, []technique.Step) []technique.Step {
	return func(b *board.Board, out []technique.Step) []technique.Step { return basic.FindNakedSubsets(b, out, k) }
}

func hiddenSubsets(k int) func(*board.Board, []technique.Step) []technique.Step {
	return func(b *board.Board, out []technique.Step) []technique.Step { return basic.FindHiddenSubsets(b, out, k) }
}

func fish(k int) func(*board.Board, []technique.Step) []technique.Step {
	return func(b *board.Board, out []technique.Step) []technique.Step { return basic.FindFish(b, out, k) }
}

func finnedFish(k int) func(*board.Board, []technique.Step) []technique.Step {
	return func(b *board.Board, out []technique.Step) []technique.Step {
		return advanced.FindFinnedFish(b, out, k, false)
	}
}

// direct is the finder of a direct technique: the hidden single that the eliminations of
// the base pattern found by gen leave.
func direct(tech technique.Technique, gen func(*board.Board, []technique.Step) []technique.Step) func(*board.Board, []technique.Step) []technique.Step {
	return func(b *board.Board, out []technique.Step) []technique.Step {
		return basic.FindDirect(b, out, tech, gen)
	}
}

package sudoku

// The techniques of the hard end (docs/hints.md §2), appended after WXYZWing. Values are stored:
// append only, never renumber.
const (
	FinnedXWing                  Technique = 39 // an X-Wing with extra candidates (fins) in one box
	FinnedSwordfish              Technique = 40
	FinnedJellyfish              Technique = 41
	SashimiXWing                 Technique = 42 // a finned X-Wing whose base line lacks a corner
	SashimiSwordfish             Technique = 43
	SashimiJellyfish             Technique = 44
	FrankenFish                  Technique = 45 // a fish with a box among its base or cover sets
	MutantFish                   Technique = 46 // a fish mixing rows and columns in base or cover sets
	UniqueRectangle3             Technique = 47 // the extra candidates form a naked subset with other cells
	UniqueRectangle5             Technique = 48 // the same extra digit in three (or two diagonal) corners
	UniqueRectangle6             Technique = 49 // one digit of the pair an X-Wing inside the rectangle
	HiddenRectangle              Technique = 50
	AvoidableRectangle1          Technique = 51 // over placed (not given) digits
	AvoidableRectangle2          Technique = 52
	BUGPlusN                     Technique = 53 // a bivalue grave with several extra candidates
	MultiColouring               Technique = 54
	ContinuousNiceLoop           Technique = 55
	DiscontinuousNiceLoop        Technique = 56
	AIC                          Technique = 57 // alternating inference chain
	GroupedContinuousNiceLoop    Technique = 58
	GroupedDiscontinuousNiceLoop Technique = 59
	GroupedAIC                   Technique = 60
	ALSXZ                        Technique = 61 // two almost locked sets and a restricted common digit
	ALSXYWing                    Technique = 62
	ALSChain                     Technique = 63
	DeathBlossom                 Technique = 64
	SueDeCoq                     Technique = 65
	DualTwoStringKite            Technique = 66 // two 2-String Kites through the same box
	DualEmptyRectangle           Technique = 67 // two Empty Rectangles in the same box
	TemplateSet                  Technique = 68 // every way to place a digit puts it in one cell
	TemplateDelete               Technique = 69 // no way to place a digit uses a candidate
	KrakenFish                   Technique = 70 // a finned fish whose every fin leads by a chain to the conclusion
	AlignedPairExclusion         Technique = 71 // two cells whose pairs of digits would empty a cell they both see (the SE rater's)
	// next free value: 72
)

// A ChainNode is one node of a chain: digit Digit in every cell of Cells (one cell, or a
// group whose cells share a box and a line, or the cells of an almost locked set holding
// the digit; the node is true when one of them is Digit).
type ChainNode struct {
	Digit int
	Cells []int
}

// LinkCount returns the number of links of a chain-like step (chains, loops, forcing
// chains: the implications it follows), or 0 for other steps. It is the "links" field of
// `explain --format json`.
func (s Step) LinkCount() int {
	switch {
	case len(s.Links) > 0:
		return len(s.Links)
	case len(s.Implications) > 0:
		return len(s.Implications)
	case s.Technique == ALSChain || s.Technique == ALSXYWing || s.Technique == ALSXZ:
		return max(0, len(s.Houses)-1)
	}
	return 0
}

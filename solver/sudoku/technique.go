package sudoku

import "fmt"

// techniqueInfo is what the engine knows about one technique: its display name, its base
// rating in tenths on the Sudoku Explainer scale (docs/hints.md §2) and its additive base score
// (HoDoKu-style).
type techniqueInfo struct {
	name   string
	rating int
	score  int
}

var techniques = [...]techniqueInfo{
	NoTechnique:         {"No Technique", 0, 0},
	FullHouse:           {"Full House", 10, 4},
	HiddenSingle:        {"Hidden Single", 12, 14},
	NakedSingle:         {"Naked Single", 23, 4},
	Pointing:            {"Pointing", 26, 50},
	Claiming:            {"Claiming", 28, 50},
	NakedPair:           {"Naked Pair", 30, 60},
	NakedTriple:         {"Naked Triple", 36, 80},
	NakedQuad:           {"Naked Quad", 50, 120},
	HiddenPair:          {"Hidden Pair", 34, 70},
	HiddenTriple:        {"Hidden Triple", 40, 100},
	HiddenQuad:          {"Hidden Quad", 54, 150},
	XWing:               {"X-Wing", 32, 140},
	Swordfish:           {"Swordfish", 38, 150},
	Jellyfish:           {"Jellyfish", 52, 160},
	Skyscraper:          {"Skyscraper", 40, 130},
	TwoStringKite:       {"2-String Kite", 41, 150},
	EmptyRectangle:      {"Empty Rectangle", 43, 120},
	XYWing:              {"XY-Wing", 42, 160},
	XYZWing:             {"XYZ-Wing", 44, 180},
	WWing:               {"W-Wing", 55, 150},
	RemotePair:          {"Remote Pair", 45, 110},
	SimpleColouring:     {"Simple Colouring", 45, 150},
	UniqueRectangle1:    {"Unique Rectangle Type 1", 45, 100},
	UniqueRectangle2:    {"Unique Rectangle Type 2", 45, 100},
	UniqueRectangle4:    {"Unique Rectangle Type 4", 45, 100},
	BUGPlusOne:          {"BUG+1", 56, 100},
	XChain:              {"X-Chain", 65, 260},
	XYChain:             {"XY-Chain", 70, 260},
	ForcingChain:        {"Forcing Chain", 70, 500},
	LockedPair:          {"Locked Pair", 30, 40},
	LockedTriple:        {"Locked Triple", 36, 60},
	Contradiction:       {"Contradiction", 100, 1000},
	WXYZWing:            {"WXYZ-Wing", 55, 200},
	DynamicForcingChain: {"Dynamic Forcing Chain", 85, 700},
	DirectPointing:      {"Direct Pointing", 17, 50},
	DirectClaiming:      {"Direct Claiming", 19, 50},
	DirectHiddenPair:    {"Direct Hidden Pair", 20, 70},
	DirectHiddenTriple:  {"Direct Hidden Triple", 25, 100},

	FinnedXWing:                  {"Finned X-Wing", 44, 130},
	FinnedSwordfish:              {"Finned Swordfish", 48, 200},
	FinnedJellyfish:              {"Finned Jellyfish", 56, 240},
	SashimiXWing:                 {"Sashimi X-Wing", 47, 150},
	SashimiSwordfish:             {"Sashimi Swordfish", 49, 220},
	SashimiJellyfish:             {"Sashimi Jellyfish", 57, 260},
	FrankenFish:                  {"Franken Fish", 60, 300},
	MutantFish:                   {"Mutant Fish", 64, 350},
	UniqueRectangle3:             {"Unique Rectangle Type 3", 46, 100},
	UniqueRectangle5:             {"Unique Rectangle Type 5", 46, 100},
	UniqueRectangle6:             {"Unique Rectangle Type 6", 46, 100},
	HiddenRectangle:              {"Hidden Rectangle", 47, 100},
	AvoidableRectangle1:          {"Avoidable Rectangle Type 1", 45, 100},
	AvoidableRectangle2:          {"Avoidable Rectangle Type 2", 45, 100},
	BUGPlusN:                     {"BUG+n", 57, 100},
	MultiColouring:               {"Multi-Colouring", 55, 200},
	ContinuousNiceLoop:           {"Continuous Nice Loop", 70, 280},
	DiscontinuousNiceLoop:        {"Discontinuous Nice Loop", 70, 280},
	AIC:                          {"AIC", 70, 280},
	GroupedContinuousNiceLoop:    {"Grouped Continuous Nice Loop", 71, 300},
	GroupedDiscontinuousNiceLoop: {"Grouped Discontinuous Nice Loop", 71, 300},
	GroupedAIC:                   {"Grouped AIC", 71, 300},
	ALSXZ:                        {"ALS-XZ", 72, 300},
	ALSXYWing:                    {"ALS-XY-Wing", 74, 320},
	ALSChain:                     {"ALS-Chain", 76, 340},
	DeathBlossom:                 {"Death Blossom", 78, 360},
	SueDeCoq:                     {"Sue de Coq", 64, 250},
	DualTwoStringKite:            {"Dual 2-String Kite", 42, 150},
	DualEmptyRectangle:           {"Dual Empty Rectangle", 44, 120},
	TemplateSet:                  {"Template Set", 90, 10000},
	TemplateDelete:               {"Template Delete", 90, 10000},
	KrakenFish:                   {"Kraken Fish", 80, 500},
	AlignedPairExclusion:         {"Aligned Pair Exclusion", 62, 250},
}

// String returns the technique's name as shown to players: "Hidden Single", "X-Wing".
func (t Technique) String() string {
	if int(t) < len(techniques) && techniques[t].name != "" {
		return techniques[t].name
	}
	return fmt.Sprintf("Technique(%d)", uint16(t))
}

// BaseRating returns the technique's lowest rating in tenths of the Sudoku Explainer scale
// (26 means 2.6). Steps may rate higher (hidden singles outside a box, long chains).
func (t Technique) BaseRating() int {
	if int(t) < len(techniques) {
		return techniques[t].rating
	}
	return 0
}

// Score returns the technique's additive base score (HoDoKu-style), summed by [Rate].
func (t Technique) Score() int {
	if int(t) < len(techniques) {
		return techniques[t].score
	}
	return 0
}

// ParseTechnique returns the technique named s (as written by [Technique.String]).
func ParseTechnique(s string) (Technique, bool) {
	for t := range techniques {
		if techniques[t].name == s && t != 0 {
			return Technique(t), true
		}
	}
	return NoTechnique, false
}

// Techniques returns every defined technique in value order, NoTechnique excluded.
func Techniques() []Technique {
	out := make([]Technique, 0, len(techniques)-1)
	for t := 1; t < len(techniques); t++ {
		out = append(out, Technique(t))
	}
	return out
}

// Tier returns the technique's teaching tier (docs/hints.md §2): 1 for the basics every puzzle
// up to ER 2.8 needs (singles, intersections, direct techniques), 2 for "hard" puzzles
// (subsets, fish, wings, single-digit patterns, uniqueness, short chains), 3 for chains
// and the last resort. Grids other than 9×9 are labelled by tier rather than by rating.
func (t Technique) Tier() int {
	switch t {
	case NoTechnique:
		return 0
	case FullHouse, HiddenSingle, NakedSingle, Pointing, Claiming, NakedPair, HiddenPair,
		NakedTriple, LockedPair, LockedTriple, DirectPointing, DirectClaiming, DirectHiddenPair, DirectHiddenTriple:
		return 1
	case XChain, XYChain, ForcingChain, DynamicForcingChain, Contradiction:
		return 3
	case FinnedSwordfish, FinnedJellyfish, SashimiSwordfish, SashimiJellyfish, FrankenFish, MutantFish,
		UniqueRectangle3, UniqueRectangle5, UniqueRectangle6, HiddenRectangle, AvoidableRectangle1, AvoidableRectangle2,
		BUGPlusN, MultiColouring, ContinuousNiceLoop, DiscontinuousNiceLoop, AIC, GroupedContinuousNiceLoop,
		GroupedDiscontinuousNiceLoop, GroupedAIC, ALSXZ, ALSXYWing, ALSChain, DeathBlossom, SueDeCoq,
		TemplateSet, TemplateDelete, KrakenFish, AlignedPairExclusion:
		return 3
	}
	return 2
}

// DirectBase is the pattern technique behind a direct technique (Pointing for Direct
// Pointing...), NoTechnique for the others.
func (t Technique) DirectBase() Technique {
	switch t {
	case DirectPointing:
		return Pointing
	case DirectClaiming:
		return Claiming
	case DirectHiddenPair:
		return HiddenPair
	case DirectHiddenTriple:
		return HiddenTriple
	}
	return NoTechnique
}

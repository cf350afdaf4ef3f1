package technique

import (
	"fmt"
	"strings"
)

// Technique names a solving technique. Values are stored in the database and in button IDs:
// append a new technique at the end (its constant here and its row in techniques below);
// never renumber or reuse a value. A golden test (technique_test.go) pins value ↔ name.
type Technique uint16

// The techniques. The next free value is noted after the last one.
const (
	NoTechnique                  Technique = 0
	FullHouse                    Technique = 1
	HiddenSingle                 Technique = 2
	NakedSingle                  Technique = 3
	Pointing                     Technique = 4 // Locked Candidates Type 1
	Claiming                     Technique = 5 // Locked Candidates Type 2 (box/line)
	NakedPair                    Technique = 6
	NakedTriple                  Technique = 7
	NakedQuad                    Technique = 8
	HiddenPair                   Technique = 9
	HiddenTriple                 Technique = 10
	HiddenQuad                   Technique = 11
	XWing                        Technique = 12
	Swordfish                    Technique = 13
	Jellyfish                    Technique = 14
	Skyscraper                   Technique = 15
	TwoStringKite                Technique = 16
	EmptyRectangle               Technique = 17
	XYWing                       Technique = 18
	XYZWing                      Technique = 19
	WWing                        Technique = 20
	RemotePair                   Technique = 21
	SimpleColouring              Technique = 22
	UniqueRectangle1             Technique = 23
	UniqueRectangle2             Technique = 24
	UniqueRectangle4             Technique = 25
	BUGPlusOne                   Technique = 26
	XChain                       Technique = 27
	XYChain                      Technique = 28
	ForcingChain                 Technique = 29 // a contradiction reached from one assumption by singles
	Contradiction                Technique = 30 // last resort: an assumption proved impossible by exhaustive search
	DirectPointing               Technique = 31 // a hidden single exposed by a pointing (placement)
	DirectClaiming               Technique = 32 // a hidden single exposed by a claiming
	DirectHiddenPair             Technique = 33 // a hidden single exposed by a hidden pair
	DirectHiddenTriple           Technique = 34 // a hidden single exposed by a hidden triple
	DynamicForcingChain          Technique = 35 // a contradiction from one assumption by singles and simple patterns
	LockedPair                   Technique = 36 // a naked pair inside one box and one line: both houses lose its digits
	LockedTriple                 Technique = 37 // the same with three cells
	WXYZWing                     Technique = 38 // four cells with four digits, one digit unrestricted
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
	CellForcingChain             Technique = 72 // every candidate of one cell leads by singles to the same elimination
	HouseForcingChain            Technique = 73 // every place of a digit in one house leads by singles to the same elimination
	// next free value: 74
)

// techniqueInfo is a technique's descriptor: what the project knows of it besides how to
// find it (its finder, in the table of logic/internal/find) and its words (package
// explain, found through the words key). Each fact is written here once.
type techniqueInfo struct {
	name   string    // as shown to players and in JSON: "X-Wing"
	hodoku string    // HoDoKu's codes for it, space-separated, the main one first; "" if none
	rating int       // the lowest rating of its steps, in tenths of the SE scale (26 means 2.6)
	score  int       // additive base score (HoDoKu-style), summed by logic.Rate
	tier   int       // teaching tier, 1..3 (see [Technique.Tier])
	words  string    // the key of the family of package explain that words it ("" for the plain words)
	base   Technique // a direct technique's underlying pattern (Pointing for Direct Pointing)
}

// techniques holds every technique's descriptor, by value:
// name, HoDoKu codes, rating, score, tier, words key, direct base.
var techniques = [...]techniqueInfo{
	FullHouse:                    {"Full House", "0000", 10, 4, 1, "singles", 0},
	HiddenSingle:                 {"Hidden Single", "0002", 12, 14, 1, "singles", 0},
	NakedSingle:                  {"Naked Single", "0003", 23, 4, 1, "singles", 0},
	Pointing:                     {"Pointing", "0100", 26, 50, 1, "subsets", 0},
	Claiming:                     {"Claiming", "0101", 28, 50, 1, "subsets", 0},
	NakedPair:                    {"Naked Pair", "0200", 30, 60, 1, "subsets", 0},
	NakedTriple:                  {"Naked Triple", "0201", 36, 80, 1, "subsets", 0},
	NakedQuad:                    {"Naked Quad", "0202", 50, 120, 2, "subsets", 0},
	HiddenPair:                   {"Hidden Pair", "0210", 34, 70, 1, "subsets", 0},
	HiddenTriple:                 {"Hidden Triple", "0211", 40, 100, 2, "subsets", 0},
	HiddenQuad:                   {"Hidden Quad", "0212", 54, 150, 2, "subsets", 0},
	XWing:                        {"X-Wing", "0300", 32, 140, 2, "fish", 0},
	Swordfish:                    {"Swordfish", "0301", 38, 150, 2, "fish", 0},
	Jellyfish:                    {"Jellyfish", "0302", 52, 160, 2, "fish", 0},
	Skyscraper:                   {"Skyscraper", "0400", 40, 130, 2, "singleDigit", 0},
	TwoStringKite:                {"2-String Kite", "0401", 41, 150, 2, "singleDigit", 0},
	EmptyRectangle:               {"Empty Rectangle", "0402", 43, 120, 2, "singleDigit", 0},
	XYWing:                       {"XY-Wing", "0800", 42, 160, 2, "wings", 0},
	XYZWing:                      {"XYZ-Wing", "0801", 44, 180, 2, "wings", 0},
	WWing:                        {"W-Wing", "0803", 55, 150, 2, "wings", 0},
	RemotePair:                   {"Remote Pair", "0703", 45, 110, 2, "chains", 0},
	SimpleColouring:              {"Simple Colouring", "0500 0501", 45, 150, 2, "singleDigit", 0},
	UniqueRectangle1:             {"Unique Rectangle Type 1", "0600", 45, 100, 2, "uniqueness", 0},
	UniqueRectangle2:             {"Unique Rectangle Type 2", "0601", 45, 100, 2, "uniqueness", 0},
	UniqueRectangle4:             {"Unique Rectangle Type 4", "0603", 45, 100, 2, "uniqueness", 0},
	BUGPlusOne:                   {"BUG+1", "0610", 56, 100, 2, "uniqueness", 0},
	XChain:                       {"X-Chain", "0701 0403", 65, 260, 3, "singleDigit", 0},
	XYChain:                      {"XY-Chain", "0702", 70, 260, 3, "chains", 0},
	ForcingChain:                 {"Forcing Chain", "", 70, 500, 3, "forcingChains", 0},
	Contradiction:                {"Contradiction", "", 100, 1000, 3, "forcingChains", 0},
	DirectPointing:               {"Direct Pointing", "", 17, 50, 1, "direct", Pointing},
	DirectClaiming:               {"Direct Claiming", "", 19, 50, 1, "direct", Claiming},
	DirectHiddenPair:             {"Direct Hidden Pair", "", 20, 70, 1, "direct", HiddenPair},
	DirectHiddenTriple:           {"Direct Hidden Triple", "", 25, 100, 1, "direct", HiddenTriple},
	DynamicForcingChain:          {"Dynamic Forcing Chain", "", 85, 700, 3, "forcingChains", 0},
	LockedPair:                   {"Locked Pair", "0110", 30, 40, 1, "subsets", 0},
	LockedTriple:                 {"Locked Triple", "0111", 36, 60, 1, "subsets", 0},
	WXYZWing:                     {"WXYZ-Wing", "", 55, 200, 2, "wings", 0},
	FinnedXWing:                  {"Finned X-Wing", "0310", 44, 130, 2, "finnedFish", 0},
	FinnedSwordfish:              {"Finned Swordfish", "0311 03111", 48, 200, 3, "finnedFish", 0},
	FinnedJellyfish:              {"Finned Jellyfish", "0312 03121", 56, 240, 3, "finnedFish", 0},
	SashimiXWing:                 {"Sashimi X-Wing", "0320", 47, 150, 2, "finnedFish", 0},
	SashimiSwordfish:             {"Sashimi Swordfish", "0321 03211", 49, 220, 3, "finnedFish", 0},
	SashimiJellyfish:             {"Sashimi Jellyfish", "0322 03221", 57, 260, 3, "finnedFish", 0},
	FrankenFish:                  {"Franken Fish", "0331 0332 0340 0341 03411 0342 03421", 60, 300, 3, "finnedFish", 0},
	MutantFish:                   {"Mutant Fish", "0362 03621", 64, 350, 3, "finnedFish", 0},
	UniqueRectangle3:             {"Unique Rectangle Type 3", "0602", 46, 100, 3, "rectangles", 0},
	UniqueRectangle5:             {"Unique Rectangle Type 5", "0604", 46, 100, 3, "rectangles", 0},
	UniqueRectangle6:             {"Unique Rectangle Type 6", "0605", 46, 100, 3, "rectangles", 0},
	HiddenRectangle:              {"Hidden Rectangle", "0606", 47, 100, 3, "rectangles", 0},
	AvoidableRectangle1:          {"Avoidable Rectangle Type 1", "0607", 45, 100, 3, "rectangles", 0},
	AvoidableRectangle2:          {"Avoidable Rectangle Type 2", "0608", 45, 100, 3, "rectangles", 0},
	BUGPlusN:                     {"BUG+n", "", 57, 100, 3, "bugPlusN", 0},
	MultiColouring:               {"Multi-Colouring", "0502 0503", 55, 200, 3, "multiColouring", 0},
	ContinuousNiceLoop:           {"Continuous Nice Loop", "0706", 70, 280, 3, "aic", 0},
	DiscontinuousNiceLoop:        {"Discontinuous Nice Loop", "0707", 70, 280, 3, "aic", 0},
	AIC:                          {"AIC", "0708", 70, 280, 3, "aic", 0},
	GroupedContinuousNiceLoop:    {"Grouped Continuous Nice Loop", "0709", 71, 300, 3, "aic", 0},
	GroupedDiscontinuousNiceLoop: {"Grouped Discontinuous Nice Loop", "0710", 71, 300, 3, "aic", 0},
	GroupedAIC:                   {"Grouped AIC", "0711", 71, 300, 3, "aic", 0},
	ALSXZ:                        {"ALS-XZ", "0901", 72, 300, 3, "als", 0},
	ALSXYWing:                    {"ALS-XY-Wing", "0902", 74, 320, 3, "als", 0},
	ALSChain:                     {"ALS-Chain", "0903", 76, 340, 3, "als", 0},
	DeathBlossom:                 {"Death Blossom", "0904", 78, 360, 3, "als", 0},
	SueDeCoq:                     {"Sue de Coq", "1101", 64, 250, 3, "sueDeCoq", 0},
	DualTwoStringKite:            {"Dual 2-String Kite", "0404", 42, 150, 2, "", 0},
	DualEmptyRectangle:           {"Dual Empty Rectangle", "0405", 44, 120, 2, "", 0},
	TemplateSet:                  {"Template Set", "1201", 90, 10000, 3, "", 0},
	TemplateDelete:               {"Template Delete", "1202", 90, 10000, 3, "", 0},
	KrakenFish:                   {"Kraken Fish", "", 80, 500, 3, "kraken", 0},
	AlignedPairExclusion:         {"Aligned Pair Exclusion", "", 62, 250, 3, "", 0},
	CellForcingChain:             {"Cell Forcing Chain", "", 70, 500, 3, "forcingChains", 0},
	HouseForcingChain:            {"House Forcing Chain", "", 70, 500, 3, "forcingChains", 0},
}

// unknownTechnique is the descriptor of a value past the table: no name, rating 0.
var unknownTechnique techniqueInfo

// info returns t's descriptor.
func (t Technique) info() *techniqueInfo {
	if int(t) < len(techniques) {
		return &techniques[t]
	}
	return &unknownTechnique
}

// String returns the technique's name as shown to players: "Hidden Single", "X-Wing".
func (t Technique) String() string {
	if name := t.info().name; name != "" {
		return name
	}
	return fmt.Sprintf("Technique(%d)", uint16(t))
}

// BaseRating returns the technique's lowest rating in tenths of the Sudoku Explainer scale
// (26 means 2.6). Steps may rate higher (hidden singles outside a box, long chains).
func (t Technique) BaseRating() int { return t.info().rating }

// Score returns the technique's additive base score (HoDoKu-style), summed by logic.Rate.
func (t Technique) Score() int { return t.info().score }

// Tier returns the technique's teaching tier (docs/hints.md §2): 1 for the basics every puzzle
// up to ER 2.8 needs (singles, intersections, direct techniques), 2 for "hard" puzzles
// (subsets, fish, wings, single-digit patterns, uniqueness, short chains), 3 for chains,
// the hard end and the last resort; 0 for NoTechnique. Grids other than 9×9 are labelled by
// tier rather than by rating.
func (t Technique) Tier() int { return t.info().tier }

// HoDoKu returns the codes HoDoKu gives the technique ("0300" for X-Wing; several when
// HoDoKu tells apart what this project finds as one), the main one first, or nil.
func (t Technique) HoDoKu() []string { return strings.Fields(t.info().hodoku) }

// Words returns the key of the words that phrase the technique in package explain (one
// family of techniques a key: "fish", "singleDigit", …), or "" for the plain words every
// technique has.
func (t Technique) Words() string { return t.info().words }

// DirectBase is the pattern technique behind a direct technique (Pointing for Direct
// Pointing...), NoTechnique for the others.
func (t Technique) DirectBase() Technique { return t.info().base }

// Techniques returns every defined technique in value order, NoTechnique excluded.
func Techniques() []Technique {
	out := make([]Technique, 0, len(techniques)-1)
	for t := 1; t < len(techniques); t++ {
		out = append(out, Technique(t))
	}
	return out
}

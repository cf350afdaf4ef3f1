package sudoku

import "testing"

// The reglib codes of the techniques of issue 13, and which finder produces them.

func init() {
	for code, t := range map[string]Technique{
		"0706": ContinuousNiceLoop, "0707": DiscontinuousNiceLoop, "0708": AIC,
		"0310": FinnedXWing, "0311": FinnedSwordfish, "0312": FinnedJellyfish,
		"0320": SashimiXWing, "0321": SashimiSwordfish, "0322": SashimiJellyfish,
		"0331": FrankenFish, "0332": FrankenFish, "0340": FrankenFish, "0341": FrankenFish, "0342": FrankenFish,
		"0362": MutantFish, "03111": FinnedSwordfish, "03121": FinnedJellyfish, "03211": SashimiSwordfish,
		"03221": SashimiJellyfish, "03411": FrankenFish, "03421": FrankenFish, "03621": MutantFish,
		"0404": DualTwoStringKite, "0405": DualEmptyRectangle, "0502": MultiColouring, "0503": MultiColouring,
		"1201": TemplateSet, "1202": TemplateDelete,
		"0602": UniqueRectangle3, "0604": UniqueRectangle5, "0605": UniqueRectangle6, "0606": HiddenRectangle,
		"0607": AvoidableRectangle1, "0608": AvoidableRectangle2,
		"0901": ALSXZ, "0902": ALSXYWing, "0903": ALSChain, "0904": DeathBlossom, "1101": SueDeCoq,
		"0709": GroupedContinuousNiceLoop, "0710": GroupedDiscontinuousNiceLoop, "0711": GroupedAIC,
	} {
		reglibTechniques[code] = t
	}
}

// moreFinderTech maps a technique to the technique its finder is registered under.
var moreFinderTech = map[Technique]Technique{
	ContinuousNiceLoop: AIC, DiscontinuousNiceLoop: AIC, GroupedContinuousNiceLoop: AIC,
	GroupedDiscontinuousNiceLoop: AIC, GroupedAIC: AIC,
	SashimiXWing: FinnedXWing, SashimiSwordfish: FinnedSwordfish, SashimiJellyfish: FinnedJellyfish,
	MutantFish: FrankenFish, TemplateDelete: TemplateSet,
}

// reglibFamily groups the techniques HoDoKu and we may name differently for one pattern.
func reglibFamily(t Technique) Technique {
	switch {
	case isChainFamily(t):
		return AIC
	case t == SashimiXWing:
		return FinnedXWing
	case t == SashimiSwordfish:
		return FinnedSwordfish
	case t == SashimiJellyfish:
		return FinnedJellyfish
	case t == MutantFish:
		return FrankenFish
	case isRectangle(t):
		return UniqueRectangle1
	}
	return t
}

// reglibMatch reports whether a step of technique got answers a case of technique want.
// The chain engine names a chain by its shape (loop, ends, groups) where HoDoKu names it
// by the search that found it, so any chain of the family answers a chain case.
func reglibMatch(got, want Technique) bool {
	if got == want {
		return true
	}
	return reglibFamily(got) == reglibFamily(want)
}

// isRectangle reports whether t is a unique or avoidable rectangle type (HoDoKu and we may
// name one rectangle differently when it has placed corners or missing candidates).
func isRectangle(t Technique) bool {
	switch t {
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, UniqueRectangle5,
		UniqueRectangle6, AvoidableRectangle1, AvoidableRectangle2:
		return true
	}
	return false
}

// reglibSteps runs the finders that can produce a case of technique tech.
func reglibSteps(t *testing.T, b *board, tech Technique) []Step {
	techs := []Technique{finderTech(tech)}
	if isRectangle(tech) || tech == HiddenRectangle {
		techs = []Technique{UniqueRectangle1, UniqueRectangle3}
	}
	var steps []Step
	if isChainFamily(tech) {
		steps = findAICsWith(b, steps, false)
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

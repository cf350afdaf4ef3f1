package explain

import (
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// HintText returns the hint at ladder level 1..4 as plain text (no Markdown):
//
//  1. where to look, without naming a technique ("Look at box 5.");
//  2. the technique and where it is ("Box 5 has a hidden single.");
//  3. the deduction in full sentences, every house named, stopping short of the
//     conclusion (no "So r5c4 is 7", no list of removals: see [StepText] for that);
//  4. the result applied ("Place 7 in r5c4.").
//
// g is the grid the step was found in (its symbols name the digits; with the zero Grid
// singles are worded without their reasons). Levels outside 1..4 are clamped. Level 1 is
// the region of [technique.HintRegion] (where); the words of each technique family, levels
// 2 and 3 together, are in the file named after the family
// (singles.go, subsets.go, ..., als.go); see family.
func HintText(g sudoku.Grid, s technique.Step, level int) string {
	return fixArticles(newTexter(g, s).words(max(1, min(4, level))))
}

// StepText returns the whole explanation of step s, its conclusion included: the text of
// a walkthrough ("explain"), where every step is shown applied. The ladder's rung 3
// ([HintText] at level 3) is the same reasoning without the conclusion.
func StepText(g sudoku.Grid, s technique.Step) string {
	t := newTexter(g, s)
	if s.Technique.DirectBase() != technique.NoTechnique {
		return fixArticles(t.directFull())
	}
	return fixArticles(t.withConclusion(t.full()))
}

// withConclusion adds the step's move to a full text that stops short of it (the hard
// end's families reason without naming what they remove or place, so their rung 3 and
// their full text would otherwise be the same): a walkthrough states the move too.
func (t texter) withConclusion(text string) string {
	h := t
	h.hide = true
	if text != h.reasoning() {
		return text
	}
	return text + " " + t.result()
}

func newTexter(g sudoku.Grid, s technique.Step) texter {
	t := texter{g: g, Step: s, n: g.Size()}
	if t.n == 0 {
		t.n = s.Size
		if t.n == 0 {
			t.n = 9
		}
	}
	return t
}

// words is the step at one level. Level 1 (where) and level 4 (the step applied) are
// worded the same way for every technique.
func (t texter) words(level int) string {
	switch {
	case level <= 1:
		return t.where()
	case level >= 4:
		return t.result()
	case t.Technique.DirectBase() != technique.NoTechnique:
		return t.direct(level)
	case level == 2:
		return family(t.Technique)(t, 2)
	}
	t.hide = true
	return t.reasoning()
}

// full is the whole level-3 explanation, conclusion included unless t.hide.
func (t texter) full() string {
	return family(t.Technique)(t, 3)
}

// family returns the function that words technique tech at levels 2 and 3: the words of
// its family, by the words key of its descriptor ([technique.Technique.Words]), else the plain
// words (generic).
func family(tech technique.Technique) func(texter, int) string {
	if f, ok := familyOf(tech.Words()); ok {
		return f
	}
	return texter.generic
}

// familyOf returns the words of the family with the given key, one per family and each in
// its own file. The direct techniques (key "direct") are worded by direct.go through their
// base pattern.
func familyOf(key string) (func(texter, int) string, bool) {
	switch key {
	case "singles":
		return texter.singles, true
	case "subsets":
		return texter.subsets, true
	case "fish":
		return texter.fish, true
	case "singleDigit":
		return texter.singleDigit, true
	case "wings":
		return texter.wings, true
	case "uniqueness":
		return texter.uniqueness, true
	case "chains":
		return texter.chains, true
	case "forcingChains":
		return texter.forcingChains, true
	case "finnedFish":
		return texter.finnedFish, true
	case "kraken":
		return texter.kraken, true
	case "rectangles":
		return texter.rectangles, true
	case "bugPlusN":
		return texter.bugPlusN, true
	case "aic":
		return texter.aic, true
	case "als":
		return texter.als, true
	case "sueDeCoq":
		return texter.sueDeCoq, true
	case "multiColouring":
		return texter.multiColouring, true
	}
	return nil, false
}

// generic words a technique that has no family file: its name and cells, its removal.
func (t texter) generic(level int) string {
	if level == 2 {
		return t.thereIs()
	}
	return t.andSo()
}

// where is level 1: the region of [technique.HintRegion], no technique and no digit.
func (t texter) where() string {
	region := technique.HintRegion(t.Step)
	if len(region) == 0 {
		return "Look at the whole grid."
	}
	kind := region[0].Kind
	same := true
	for _, h := range region {
		same = same && h.Kind == kind
	}
	if !same || len(region) == 1 {
		names := make([]string, len(region))
		for i, h := range region {
			names[i] = h.String()
		}
		return capitalize("look at " + joinAnd(names) + ".")
	}
	return "Look at " + t.linesOf(region) + "."
}

// reasoning is rung 3: the explanation without its conclusion.
func (t texter) reasoning() string {
	switch t.Technique {
	case technique.FullHouse, technique.NakedSingle, technique.HiddenSingle:
		return t.singlesReasoning()
	}
	return t.dropNamedConclusion(cutConclusion(t.full()))
}

// dropNamedConclusion removes a last clause that names a cell the step changes ("So r2c7
// can't be 5.", "…, so r7c5 must be something else.").
func (t texter) dropNamedConclusion(text string) string {
	var cells []string
	for _, c := range t.Eliminations {
		cells = append(cells, t.cell(c.Cell))
	}
	for _, c := range t.Placements {
		cells = append(cells, t.cell(c.Cell))
	}
	start := strings.LastIndex(strings.TrimSuffix(text, "."), ". ") + 1
	for _, sep := range []string{" So ", ", so "} {
		i := strings.LastIndex(text, sep)
		if i < 0 || i < start-1 {
			continue
		}
		clause := text[i:]
		for _, c := range cells {
			if strings.Contains(clause, c+" ") || strings.HasSuffix(strings.TrimSuffix(clause, "."), c) {
				return strings.TrimRight(text[:i], " ,.") + "."
			}
		}
	}
	return text
}

// concealed stands for the conclusion in a rung-3 text until cutConclusion removes it.
const concealed = "\x00"

// cutConclusion removes the concealed conclusion and the words that lead to it ("So",
// ", so", ": ") from a rung-3 text.
func cutConclusion(text string) string {
	i := strings.Index(text, concealed)
	if i < 0 {
		return text
	}
	head := strings.TrimRight(text[:i], " ")
	for {
		trimmed := strings.TrimRight(head, " :,")
		for _, w := range []string{" So", " so", " and", ". So", "So"} {
			trimmed = strings.TrimSuffix(trimmed, w)
		}
		trimmed = strings.TrimRight(trimmed, " :,")
		if trimmed == head {
			break
		}
		head = trimmed
	}
	head = strings.TrimRight(head, ".")
	if head == "" {
		return ""
	}
	return head + "."
}

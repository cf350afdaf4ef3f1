package logic

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// exemplarTechniques maps HoDoKu exemplar sections to our techniques.
var exemplarTechniques = map[string][]technique.Technique{
	"0100": {technique.Pointing, technique.DirectPointing}, "0101": {technique.Claiming, technique.DirectClaiming},
	"0110": {technique.LockedPair}, "0111": {technique.LockedTriple},
	"0200": {technique.NakedPair, technique.LockedPair}, "0201": {technique.NakedTriple, technique.LockedTriple}, "0202": {technique.NakedQuad},
	"0210": {technique.HiddenPair, technique.DirectHiddenPair}, "0211": {technique.HiddenTriple, technique.DirectHiddenTriple}, "0212": {technique.HiddenQuad},
	"0300": {technique.XWing}, "0301": {technique.Swordfish}, "0302": {technique.Jellyfish},
	"0400": {technique.Skyscraper}, "0401": {technique.TwoStringKite}, "0402": {technique.EmptyRectangle},
	"0500": {technique.SimpleColouring},
	"0600": {technique.UniqueRectangle1}, "0601": {technique.UniqueRectangle2}, "0603": {technique.UniqueRectangle4},
	"0610": {technique.BUGPlusOne},
	"0701": {technique.XChain}, "0702": {technique.XYChain}, "0703": {technique.RemotePair},
	"0800": {technique.XYWing}, "0801": {technique.XYZWing}, "0803": {technique.WWing},
	"0310": {technique.FinnedXWing, technique.SashimiXWing}, "0311": {technique.FinnedSwordfish, technique.SashimiSwordfish}, "0312": {technique.FinnedJellyfish, technique.SashimiJellyfish},
	"0320": {technique.SashimiXWing, technique.FinnedXWing}, "0321": {technique.SashimiSwordfish, technique.FinnedSwordfish}, "0322": {technique.SashimiJellyfish, technique.FinnedJellyfish},
	"0602": {technique.UniqueRectangle3}, "0604": {technique.UniqueRectangle5}, "0605": {technique.UniqueRectangle6}, "0606": {technique.HiddenRectangle},
	"0607": {technique.AvoidableRectangle1, technique.AvoidableRectangle2},
	"0706": {technique.ContinuousNiceLoop, technique.GroupedContinuousNiceLoop}, "0707": {technique.DiscontinuousNiceLoop, technique.GroupedDiscontinuousNiceLoop},
	"0708": {technique.AIC, technique.GroupedAIC}, "0709": {technique.GroupedContinuousNiceLoop, technique.ContinuousNiceLoop},
	"0710": {technique.GroupedDiscontinuousNiceLoop, technique.DiscontinuousNiceLoop}, "0711": {technique.GroupedAIC, technique.AIC},
	"0901": {technique.ALSXZ}, "0902": {technique.ALSXYWing}, "0903": {technique.ALSChain}, "0904": {technique.DeathBlossom},
	"1101": {technique.SueDeCoq}, "1202": {technique.ForcingChain, technique.DynamicForcingChain},
}

// TestExemplars solves each HoDoKu exemplar of an implemented technique from the start and
// checks that the cheapest-first path uses the technique. Puzzles where a cheaper step
// legitimately avoids it are listed in testdata/exemplars_allow.txt with the reason.
func TestExemplars(t *testing.T) {
	lines := readLinesAll(t, "techniques/hodoku_exemplars-1.0.txt")

	ctx := context.Background()
	section := ""
	type tally struct{ pass, total int }
	per := map[string]*tally{}
	var order []string
	pass, total, reach := 0, 0, 0
	var misses, allowOut []string
	for ln, l := range lines {
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "#") {
			if len(l) > 5 && l[5] == ':' {
				section = l[1:5]
			}
			continue
		}
		techs, ok := exemplarTechniques[section]
		if !ok || len(l) < 81 || strings.HasPrefix(l, ":") {
			continue
		}
		p := l[:81]
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		cnt := newCounter(b.Sh)
		if k, _ := cnt.countFrom(b, 2, 0); k != 1 {
			continue
		}
		steps, err := pathFrom(ctx, b, cnt.first, true)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		key := section + " " + techs[0].String()
		if per[key] == nil {
			per[key] = &tally{}
			order = append(order, key)
		}
		per[key].total++
		total++
		used := false
		var hardest technique.Step
		for _, s := range steps {
			for _, want := range techs {
				if s.Technique == want {
					used = true
				}
			}
			if s.Rating > hardest.Rating {
				hardest = s
			}
		}
		// a path may also avoid the technique with steps of HoDoKu's level or below
		easier := true
		for _, st := range steps {
			if hodokuLevel(st.Technique) > hodokuLevel(techs[0]) {
				easier = false
			}
		}
		if used || easier {
			reach++
		}
		if used {
			per[key].pass++
			pass++
			continue
		}
		id := fmt.Sprint(ln + 1)
		reason := fmt.Sprintf("%s: the path never needs it; its hardest step is %v (%.1f, HoDoKu score %d vs %d)",
			key, hardest.Technique, float64(hardest.Rating)/10, hardest.Technique.Score(), techs[0].Score())
		allowOut = append(allowOut, id+"\t"+reason)
		if !easier {
			misses = append(misses, fmt.Sprintf("line %s %s: path avoids it with %v", id, key, hardest.Technique))
		}
	}
	if *sharedtest.Update {
		head := "# Exemplar puzzles (by line number in ../shared/data/techniques/hodoku_exemplars-1.0.txt)\n" +
			"# whose cheapest-first path legitimately avoids the section's technique. Regenerate with -update.\n"
		if err := os.WriteFile("testdata/exemplars_allow.txt", []byte(head+strings.Join(allowOut, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, k := range order {
		t.Logf("%-28s %2d/%2d paths use it", k, per[k].pass, per[k].total)
	}
	t.Logf("exemplars: %d/%d paths use their technique; %d/%d (%.1f%%) reach it or avoid it with techniques of its HoDoKu level or below",
		pass, total, reach, total, 100*float64(reach)/float64(total))
	for _, m := range misses {
		t.Log(m)
	}
	if reach*10 < total*9 {
		t.Errorf("only %d/%d exemplars reach their technique or an easier one; need 90%%", reach, total)
	}
}

// readLinesAll is readLines keeping comment lines.
func readLinesAll(t *testing.T, rel string) []string {
	data := sharedtest.File(t, rel)
	var out []string
	for _, l := range strings.Split(data, "\n") {
		l = strings.TrimRight(l, "\r")
		out = append(out, l) // empty lines kept, so indexes are line numbers - 1
	}
	return out
}

// hodokuLevel is the difficulty level HoDoKu's default configuration gives a technique:
// 1 easy, 2 medium, 3 hard, 4 unfair, 5 extreme. A "direct" technique is the subset it
// explains a single by.
func hodokuLevel(t technique.Technique) int {
	switch t {
	case technique.FullHouse, technique.HiddenSingle, technique.NakedSingle:
		return 1
	case technique.Pointing, technique.Claiming, technique.LockedPair, technique.LockedTriple, technique.NakedPair, technique.NakedTriple, technique.HiddenPair, technique.HiddenTriple,
		technique.DirectPointing, technique.DirectClaiming, technique.DirectHiddenPair, technique.DirectHiddenTriple:
		return 2
	case technique.NakedQuad, technique.HiddenQuad, technique.XWing, technique.Swordfish, technique.Skyscraper, technique.TwoStringKite, technique.EmptyRectangle, technique.XYWing, technique.XYZWing,
		technique.WWing, technique.RemotePair, technique.BUGPlusOne, technique.UniqueRectangle1, technique.UniqueRectangle2, technique.UniqueRectangle3, technique.UniqueRectangle4,
		technique.UniqueRectangle5, technique.UniqueRectangle6, technique.HiddenRectangle, technique.AvoidableRectangle1, technique.AvoidableRectangle2,
		technique.FinnedXWing, technique.SashimiXWing, technique.SimpleColouring:
		return 3
	case technique.FrankenFish, technique.MutantFish, technique.ForcingChain, technique.DynamicForcingChain, technique.Contradiction:
		return 5
	}
	return 4
}

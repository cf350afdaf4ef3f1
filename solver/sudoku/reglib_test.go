package sudoku

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// reglibTechniques maps HoDoKu reglib codes to the technique whose finder runs alone.
var reglibTechniques = map[string]Technique{
	"0000": FullHouse, "0002": HiddenSingle, "0003": NakedSingle,
	"0100": Pointing, "0101": Claiming,
	"0110": LockedPair, "0111": LockedTriple,
	"0200": NakedPair, "0201": NakedTriple, "0202": NakedQuad,
	"0210": HiddenPair, "0211": HiddenTriple, "0212": HiddenQuad,
	"0300": XWing, "0301": Swordfish, "0302": Jellyfish,
	"0400": Skyscraper, "0401": TwoStringKite, "0402": EmptyRectangle, "0403": XChain,
	"0500": SimpleColouring, "0501": SimpleColouring,
	"0600": UniqueRectangle1, "0601": UniqueRectangle2, "0603": UniqueRectangle4, "0610": BUGPlusOne,
	"0701": XChain, "0702": XYChain, "0703": RemotePair,
	"0800": XYWing, "0801": XYZWing, "0803": WWing,
}

// finderTech is the technique whose finder produces t's steps (families share a finder).
func finderTech(t Technique) Technique {
	switch t {
	case UniqueRectangle2, UniqueRectangle4:
		return UniqueRectangle1
	case LockedPair:
		return NakedPair
	case LockedTriple:
		return NakedTriple
	}
	if f, ok := moreFinderTech[t]; ok {
		return f
	}
	return t
}

// reglibUnsupported lists variants we skip by name, with the reason.
var reglibUnsupported = map[string]string{}

type reglibCase struct {
	line                      int
	code, variant, name       string
	values, pm, elims, places string
	givenMask                 string
}

func loadReglib(t *testing.T) []reglibCase {
	var out []reglibCase
	for i, l := range readLines(t, "techniques/hodoku_reglib-1.4.pm.tsv") {
		f := strings.Split(l, "\t")
		if len(f) < 9 || f[0] == "code" {
			continue
		}
		out = append(out, reglibCase{line: i + 2, code: f[0], variant: f[1], name: f[2], values: f[4], givenMask: f[5], pm: f[6], elims: f[7], places: f[8]})
	}
	return out
}

// reglibBoard builds the case's position from its placed digits and pencil marks.
func reglibBoard(t *testing.T, c reglibCase) *board {
	g, err := Parse(c.values)
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	b := newBoard(g)
	marks, err := ParseCandidates(c.pm, 9)
	if err != nil {
		t.Fatalf("line %d: %v", c.line, err)
	}
	for i := range b.cand {
		if b.vals[i] == 0 {
			b.cand[i] = marks.Mask[i]
		}
		if i < len(c.givenMask) {
			b.given[i] = c.givenMask[i] == '1'
		}
	}
	return b
}

// tripleSet renders "436 512" (digit, row, column) as a sorted set of candidates.
func tripleSet(s string) string {
	var out []string
	for _, f := range strings.Fields(s) {
		if len(f) == 3 {
			out = append(out, fmt.Sprintf("%c%c%c", f[0], f[1], f[2]))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func candSet(cs []Candidate) string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%d%d%d", c.Digit, c.Cell/9+1, c.Cell%9+1))
	}
	sort.Strings(out)
	// drop duplicates
	k := 0
	for i, s := range out {
		if i == 0 || s != out[i-1] {
			out[k] = s
			k++
		}
	}
	return strings.Join(out[:k], " ")
}

func TestReglib(t *testing.T) {
	cases := loadReglib(t)
	allow := readAllowList(t, "testdata/reglib_allow.txt")
	type tally struct{ pass, total, first int }
	per := map[string]*tally{}
	var codes []string
	pass, total, skipped := 0, 0, 0
	var fails []string
	for _, c := range cases {
		tech, ok := reglibTechniques[c.code]
		if !ok {
			continue
		}
		if _, skip := reglibUnsupported[c.code+"-"+c.variant]; skip {
			skipped++
			continue
		}
		key := c.code + " " + c.name
		if c.variant != "" && c.variant != "x" {
			key += " -" + c.variant
		}
		if per[key] == nil {
			per[key] = &tally{}
			codes = append(codes, key)
		}
		b := reglibBoard(t, c)
		steps := reglibSteps(t, b, tech)
		want := tripleSet(c.elims)
		if want == "" {
			want = tripleSet(c.places)
		}
		good, first := false, false
		if c.variant == "x" {
			good = true
			for _, s := range steps {
				if reglibMatch(s.Technique, tech) {
					good = false
				}
			}
		} else {
			seenFirst := false
			for _, s := range steps {
				if !reglibMatch(s.Technique, tech) {
					continue
				}
				got := candSet(s.Eliminations)
				if len(s.Placements) > 0 {
					got = candSet(s.Placements)
					if tripleSet(c.places) == "" {
						// HoDoKu writes a placement (BUG+1) as the eliminations of the
						// cell's other candidates.
						p := s.Placements[0]
						var others []Candidate
						for _, d := range maskDigits(b.cand[p.Cell]) {
							if d != p.Digit {
								others = append(others, Candidate{p.Cell, d})
							}
						}
						got = candSet(others)
					}
				}
				if got == want {
					good = true
					if !seenFirst {
						first = true
					}
				}
				seenFirst = true
			}
		}
		per[key].total++
		total++
		if good {
			per[key].pass++
			pass++
			if first {
				per[key].first++
			}
		} else {
			id := fmt.Sprintf("%d", c.line)
			if _, ok := allow[id]; !ok {
				var got []string
				for _, s := range steps {
					if reglibMatch(s.Technique, tech) {
						got = append(got, s.String())
					}
				}
				fails = append(fails, fmt.Sprintf("line %d %s -%s: want %s, got %d steps %v", c.line, c.code, c.variant, want, len(got), got))
			}
		}
	}
	sort.Strings(codes)
	for _, k := range codes {
		t.Logf("%-40s %3d/%3d pass (%d as the first step found)", k, per[k].pass, per[k].total, per[k].first)
	}
	t.Logf("reglib: %d/%d cases pass (%d skipped); %d of the %d cases have no finder", pass, total, skipped, len(cases)-total-skipped, len(cases))
	for _, f := range fails {
		t.Error(f)
	}
	if pass*100 < total*95 {
		t.Errorf("only %d/%d reglib cases pass; need 95%%", pass, total)
	}
}

// readAllowList reads "id<TAB>reason" lines (# comments allowed).
func readAllowList(t *testing.T, path string) map[string]string {
	data, err := os.ReadFile(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		id, reason, _ := strings.Cut(l, "\t")
		out[id] = reason
	}
	return out
}

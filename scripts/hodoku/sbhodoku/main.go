// Command sbhodoku is sudokubot's side of scripts/hodoku/compare.sh: it writes the teaching
// path's steps with the position each starts from, in HoDoKu's library format, answers
// with sudokubot's next step at positions given in that format, and prints the comparison
// table of issue 27 from the four files the script makes. It uses only the public API of
// solver/sudoku, logic and technique.
//
//	sbhodoku path PUZZLES             our path: puzzle step technique class links position notation
//	sbhodoku hint < POSITIONS         our next step at "id<TAB>library" lines: id technique class links - notation
//	sbhodoku table OURS HOD_AT_OURS HODPATH OURS_AT_HOD
//
// class is F (forcing chain, dynamic forcing chain, proof by contradiction), K (Kraken
// fish), B (HoDoKu's brute force) or N (any other step). Puzzles are numbered from 1 among
// the file's puzzle lines ('#' lines skipped), as in the issue.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: sbhodoku path PUZZLES | hint | table OURS HOD_AT_OURS HODPATH OURS_AT_HOD")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "path":
		err = path(os.Args[2:])
	case "hint":
		err = hint()
	case "table":
		err = table(os.Args[2:])
	default:
		err = fmt.Errorf("unknown mode %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sbhodoku:", err)
		os.Exit(1)
	}
}

// class is the step's class letter (see the package comment).
func class(t technique.Technique) string {
	switch t {
	case technique.ForcingChain, technique.DynamicForcingChain, technique.Contradiction, technique.CellForcingChain, technique.HouseForcingChain:
		return "F"
	case technique.KrakenFish:
		return "K"
	}
	return "N"
}

// library writes a position in HoDoKu's library format: the values ('+' before a digit
// that is not a given) and the deleted candidates (digit, row, column) of the empty cells:
// every digit no placed peer rules out that is not in c.
func library(given, cur sudoku.Grid, c sudoku.Candidates) string {
	var b strings.Builder
	b.WriteString(":0000:x:")
	for i := range 81 {
		switch v := cur.Cell(i); {
		case v == 0:
			b.WriteByte('.')
		case given.Cell(i) == v:
			b.WriteByte(byte('0' + v))
		default:
			b.WriteByte('+')
			b.WriteByte(byte('0' + v))
		}
	}
	b.WriteByte(':')
	auto := sudoku.NewCandidates(cur)
	var del []string
	for i := range 81 {
		if cur.Cell(i) != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			if auto.Has(i, d) && !c.Has(i, d) {
				del = append(del, fmt.Sprintf("%d%d%d", d, i/9+1, i%9+1))
			}
		}
	}
	b.WriteString(strings.Join(del, " "))
	b.WriteString("::")
	return b.String()
}

// parseLibrary reads a library-format position: the givens, the current grid and the marks.
func parseLibrary(s string) (given, cur sudoku.Grid, marks sudoku.Candidates, err error) {
	f := strings.Split(s, ":")
	if len(f) < 5 {
		return given, cur, marks, fmt.Errorf("not a library line: %q", s)
	}
	if given, err = sudoku.NewGrid(9); err != nil {
		return
	}
	cur = given.Clone()
	i, plus := 0, false
	for _, ch := range f[3] {
		switch {
		case ch == '+':
			plus = true
			continue
		case ch >= '1' && ch <= '9':
			cur.SetCell(i, int(ch-'0'))
			if !plus {
				given.SetCell(i, int(ch-'0'))
			}
		}
		plus = false
		i++
	}
	if i != 81 {
		return given, cur, marks, fmt.Errorf("%d cells in %q", i, f[3])
	}
	marks = sudoku.NewCandidates(cur)
	for _, t := range strings.Fields(f[4]) {
		v, err := strconv.Atoi(t)
		if err != nil || v < 111 || v > 999 {
			return given, cur, marks, fmt.Errorf("bad candidate %q", t)
		}
		d, r, c := v/100, v/10%10, v%10
		marks.Mask[(r-1)*9+c-1] &^= 1 << (d - 1)
	}
	return given, cur, marks, nil
}

// puzzles reads the puzzle lines of a file, numbered from 1 in their order, or by the
// number before a tab ("n<TAB>puzzle", as compare.sh's sample).
func puzzles(file string) (nums []int, ps []string, err error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		n := len(ps) + 1
		if a, b, ok := strings.Cut(l, "\t"); ok {
			if n, err = strconv.Atoi(a); err != nil {
				return nil, nil, fmt.Errorf("line %q: %v", l, err)
			}
			l = b
		}
		if l == "" || strings.HasPrefix(l, "#") || len(l) < 81 {
			continue
		}
		nums = append(nums, n)
		ps = append(ps, l[:81])
	}
	return nums, ps, nil
}

func path(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("path: want a puzzle file")
	}
	nums, ps, err := puzzles(args[0])
	if err != nil {
		return err
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for j, p := range ps {
		k := nums[j]
		g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
		if err != nil {
			return fmt.Errorf("puzzle %d: %v", k, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		steps, err := logic.Explain(ctx, g)
		cancel()
		if err != nil {
			return fmt.Errorf("puzzle %d: %v", k, err)
		}
		cur, c := g.Clone(), sudoku.NewCandidates(g)
		for i, s := range steps {
			fmt.Fprintf(w, "%d\t%d\t%s\t%s\t%d\t%s\t%s\n", k, i+1, s.Technique, class(s.Technique), s.LinkCount(), library(g, cur, c), s)
			c = s.ApplyCandidates(cur, c)
			cur = s.Apply(cur)
		}
		w.Flush()
	}
	return nil
}

func hint() error {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for in.Scan() {
		id, pos, ok := strings.Cut(in.Text(), "\t")
		if !ok {
			continue
		}
		given, cur, marks, err := parseLibrary(pos)
		if err != nil {
			return fmt.Errorf("%s: %v", id, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		h, err := logic.NextHint(ctx, cur, logic.HintOptions{Given: &given, Marks: &marks})
		cancel()
		if err != nil || h.Status != logic.HintOK {
			fmt.Fprintf(w, "%s\tNONE\tN\t0\t-\t%v %v\n", id, h.Status, err)
			continue
		}
		s := h.Step
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\t-\t%s\n", id, s.Technique, class(s.Technique), s.LinkCount(), s)
		w.Flush()
	}
	return in.Err()
}

// row is one step of a path or one answer at a position.
type row struct {
	id    string // "puzzle:step"
	tech  string
	class string
	links int // ours: LinkCount; HoDoKu: its notation's links
	ons   int // HoDoKu: distinct "on" nodes (sudokubot's unit for forcing chains)
}

// read reads a tab-separated file whose first columns are id (or puzzle, step), technique,
// class, links and, for HoDoKu's files, ons.
func read(file string, path, hodoku bool) ([]row, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []row
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Split(l, "\t")
		if path && len(f) >= 2 {
			f = append([]string{f[0] + ":" + f[1]}, f[2:]...)
		}
		if len(f) < 4 {
			continue
		}
		r := row{id: f[0], tech: f[1], class: f[2]}
		r.links, _ = strconv.Atoi(f[3])
		if hodoku && len(f) > 4 {
			r.ons, _ = strconv.Atoi(f[4])
		}
		out = append(out, r)
	}
	return out, nil
}

func median(v []int) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return float64(s[len(s)/2])
	}
	return float64(s[len(s)/2-1]+s[len(s)/2]) / 2
}

// shorter counts the positions where both engines take a forcing chain by whose is
// shorter: HoDoKu's placed nodes against our links.
type shorter struct{ hodoku, ours, equal int }

func (c *shorter) add(hodokuNodes, ourLinks int) {
	switch {
	case hodokuNodes < ourLinks:
		c.hodoku++
	case hodokuNodes > ourLinks:
		c.ours++
	default:
		c.equal++
	}
}

func table(args []string) error {
	if len(args) != 4 {
		return fmt.Errorf("table: want OURS HOD_AT_OURS HODPATH OURS_AT_HOD")
	}
	var ours, hodAt, hodPath, oursAt []row
	files := []struct {
		rows         *[]row
		path, hodoku bool // a path's rows are keyed by puzzle and step; HoDoKu's have ons
	}{{&ours, true, false}, {&hodAt, false, true}, {&hodPath, true, true}, {&oursAt, false, false}}
	for i, f := range files {
		rows, err := read(args[i], f.path, f.hodoku)
		if err != nil {
			return err
		}
		*f.rows = rows
	}
	at := map[string]row{}
	for _, r := range hodAt {
		at[r.id] = r
	}
	puzzle := func(id string) string { p, _, _ := strings.Cut(id, ":"); return p }
	// Our path: puzzles and positions by class.
	puzzles, forcingPuzzles, krakenPuzzles := map[string]bool{}, map[string]bool{}, map[string]bool{}
	var ourF, ourK int
	var ourFLinks []int
	nonForcing := map[string]int{}
	nonForcingN, asked := 0, 0
	var bothOurs, bothHod []int
	var both, firstBoth shorter
	// The measure: each puzzle's first forcing or Kraken step of ours.
	firstSeen := map[string]bool{}
	firstN, firstAsked, firstNonForcing := 0, 0, 0
	for _, r := range ours {
		puzzles[puzzle(r.id)] = true
		if r.class != "F" && r.class != "K" {
			continue
		}
		first := !firstSeen[puzzle(r.id)]
		firstSeen[puzzle(r.id)] = true
		if first {
			firstN++
		}
		if r.class == "F" {
			ourF++
			forcingPuzzles[puzzle(r.id)] = true
			ourFLinks = append(ourFLinks, r.links)
		} else {
			ourK++
			krakenPuzzles[puzzle(r.id)] = true
		}
		h, ok := at[r.id]
		if !ok {
			continue
		}
		asked++
		if h.class == "N" {
			nonForcingN++
			nonForcing[h.tech]++
		}
		if first {
			firstAsked++
			if h.class == "N" {
				firstNonForcing++
			}
		}
		if r.class == "F" && h.class == "F" {
			bothOurs = append(bothOurs, r.links)
			bothHod = append(bothHod, h.ons)
			both.add(h.ons, r.links)
			if first {
				firstBoth.add(h.ons, r.links)
			}
		}
	}
	// HoDoKu's path.
	hPuzzles, hForcing, hBrute := map[string]bool{}, map[string]bool{}, map[string]bool{}
	var hodFLinks, hodFOns []int
	for _, r := range hodPath {
		hPuzzles[puzzle(r.id)] = true
		switch r.class {
		case "F":
			hForcing[puzzle(r.id)] = true
			hodFLinks = append(hodFLinks, r.links)
			hodFOns = append(hodFOns, r.ons)
		case "B":
			hBrute[puzzle(r.id)] = true
		}
	}
	// HoDoKu's forcing positions handed to us.
	var usNonForcing, usAsked int
	for _, r := range oursAt {
		usAsked++
		if r.class == "N" {
			usNonForcing++
		}
	}
	pct := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	maxOf := func(v []int) int {
		if len(v) == 0 {
			return 0
		}
		return slices.Max(v)
	}
	fmt.Printf("puzzles: %d on our path, %d on HoDoKu's\n", len(puzzles), len(hPuzzles))
	fmt.Printf("sudokubot: %d puzzles need a forcing chain or net (%.1f%%), %d use a Kraken fish (%.1f%%); %d forcing and %d Kraken steps\n",
		len(forcingPuzzles), pct(len(forcingPuzzles), len(puzzles)), len(krakenPuzzles), pct(len(krakenPuzzles), len(puzzles)), ourF, ourK)
	fmt.Printf("HoDoKu: %d puzzles need a forcing chain or net (%.1f%%), %d brute force\n", len(hForcing), pct(len(hForcing), len(hPuzzles)), len(hBrute))
	fmt.Printf("at our forcing/Kraken positions (%d handed to HoDoKu): HoDoKu takes a non-forcing step at %d\n", asked, nonForcingN)
	var names []string
	for n := range nonForcing {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int { return nonForcing[b] - nonForcing[a] })
	for _, n := range names {
		fmt.Printf("    %s %d\n", n, nonForcing[n])
	}
	fmt.Printf("    at our first forcing/Kraken step of each puzzle (%d, %d handed to HoDoKu): HoDoKu takes a non-forcing step at %d\n", firstN, firstAsked, firstNonForcing)
	fmt.Printf("both forcing at the same position: %d; HoDoKu's shorter in %d, ours in %d, equal %d (HoDoKu's placed nodes against our links)\n",
		len(bothOurs), both.hodoku, both.ours, both.equal)
	fmt.Printf("    there: our links median %.1f max %d; HoDoKu placed nodes median %.1f max %d\n", median(bothOurs), maxOf(bothOurs), median(bothHod), maxOf(bothHod))
	fmt.Printf("    at our first forcing/Kraken step of each puzzle: %d; HoDoKu's shorter in %d, ours in %d, equal %d\n",
		firstBoth.hodoku+firstBoth.ours+firstBoth.equal, firstBoth.hodoku, firstBoth.ours, firstBoth.equal)
	fmt.Printf("our forcing steps: links median %.1f max %d\n", median(ourFLinks), maxOf(ourFLinks))
	fmt.Printf("HoDoKu's forcing steps on its own path: notation links median %.1f max %d, placed nodes median %.1f max %d\n",
		median(hodFLinks), maxOf(hodFLinks), median(hodFOns), maxOf(hodFOns))
	fmt.Printf("at HoDoKu's forcing positions (%d handed to us): we take a non-forcing step at %d\n", usAsked, usNonForcing)
	return nil
}

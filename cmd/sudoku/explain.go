package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// explainJSON is the output of `explain --format json`. Every key is always present.
// Rating is the puzzle's rating as `rate` gives it (zero fields when none came within
// the time limit).
type explainJSON struct {
	Steps      []stepFields   `json:"steps"`
	Techniques map[string]int `json:"techniques"`
	Rating     ratingJSON     `json:"rating"`
}

// runExplain prints the whole solving path of a puzzle, one step per line, with the
// explanation of each step, a summary of the techniques used and the puzzle's rating.
func runExplain(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("explain", "[FILE|PUZZLE|-]", sio)
	format := fs.String("format", "text", "output format: text or json")
	level := fs.Int("level", 3, "text level of each step: 1..4 (3 is the full explanation)")
	timeout := fs.Duration("timeout", 30*time.Second, "give up after this long (0: no limit)")
	grid := addGridFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("explain: unknown --format %q", *format)}
	}
	if *level < 1 || *level > 4 {
		return usageError{fmt.Sprintf("explain: --level %d is outside 1..4", *level)}
	}
	opt, arg, err := grid.oneGrid(fs)
	if err != nil {
		return err
	}
	g, err := readGrid(arg, sio, opt)
	if err != nil {
		return err
	}
	ctx, cancel := timeLimit(ctx, *timeout)
	defer cancel()
	steps, err := logic.Explain(ctx, g)
	if ranOut(err) {
		return fmt.Errorf("explain: no explanation within %v (a longer --timeout may help)", *timeout)
	}
	if err != nil {
		return clashErr(g, err)
	}
	// One puzzle, one rating: the one `rate` gives (on 9×9, Sudoku Explainer's rules,
	// whose path may differ from the teaching path explained here).
	r, rerr := logic.Rate(ctx, g)
	counts := map[string]int{}
	cur := g.Clone()
	out := explainJSON{Steps: []stepFields{}}
	var b strings.Builder
	for i, s := range steps {
		counts[s.Technique.String()]++
		if *format == "json" {
			out.Steps = append(out.Steps, stepJSON(cur, s, *level, true))
		} else {
			text := explain.HintText(cur, s, *level)
			if *level == 3 { // a walkthrough shows every step applied: its reasoning ends in its move
				text = explain.StepText(cur, s)
			}
			fmt.Fprintf(&b, "%d. %s\n   %s\n", i+1, s, text)
		}
		cur = s.Apply(cur)
	}
	if *format == "json" {
		out.Techniques = counts
		if rerr == nil {
			out.Rating = ratingOf(r)
		}
		return json.NewEncoder(sio.out).Encode(out)
	}
	names := slices.Collect(maps.Keys(counts))
	sort.Slice(names, func(i, j int) bool {
		if counts[names[i]] != counts[names[j]] {
			return counts[names[i]] > counts[names[j]]
		}
		return names[i] < names[j]
	})
	if len(steps) == 0 {
		fmt.Fprintf(&b, "0 steps: the grid is complete.")
	} else {
		fmt.Fprintf(&b, "\n%d steps. Techniques:", len(steps))
	}
	for _, k := range names {
		fmt.Fprintf(&b, " %s %d,", k, counts[k])
	}
	s := strings.TrimSuffix(b.String(), ",") + "\n" + explainRating(g, r, rerr) + "\n"
	_, err = io.WriteString(sio.out, s)
	return err
}

// explainRating is explain's last line: the puzzle's rating as `rate` gives it, saying
// which measure it is.
func explainRating(g sudoku.Grid, r logic.Rating, err error) string {
	if err != nil {
		return "Rating: none within the time limit (a longer --timeout may help)."
	}
	how := "the rating `sudoku rate` gives"
	if g.Size() == 9 && g.BoxRows() == 3 {
		how += ", by Sudoku Explainer's rules, whose path may differ from the one above"
	}
	return fmt.Sprintf("Rating: ER %.1f, score %d, band %s, hardest %s (%s).", r.SE, r.Score, r.Band, cmp.Or(hardest(r), "none"), how)
}

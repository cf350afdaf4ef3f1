package main

import (
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

// runExplain prints the whole solving path of a puzzle, one step per line, with the
// explanation of each step and a summary of the techniques used.
func runExplain(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("explain", "[FILE|-]", sio)
	format := fs.String("format", "text", "output format: text or json")
	level := fs.Int("level", 3, "text level of each step: 1..4 (3 is the full explanation)")
	timeout := fs.Duration("timeout", 30*time.Second, "give up after this long")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("explain: unknown --format %q", *format)}
	}
	if *level < 1 || *level > 4 {
		return usageError{fmt.Sprintf("explain: --level %d is outside 1..4", *level)}
	}
	g, err := readGrid(fs.Arg(0), sio, sudoku.ParseOptions{})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	steps, err := logic.Explain(ctx, g)
	if err != nil {
		return err
	}
	counts := map[string]int{}
	cur := g.Clone()
	var out struct {
		Steps      []hintJSON     `json:"steps"`
		Techniques map[string]int `json:"techniques"`
	}
	out.Steps = []hintJSON{}
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
		return json.NewEncoder(sio.out).Encode(out)
	}
	r := logic.RatePath(steps)
	names := slices.Collect(maps.Keys(counts))
	sort.Slice(names, func(i, j int) bool {
		if counts[names[i]] != counts[names[j]] {
			return counts[names[i]] > counts[names[j]]
		}
		return names[i] < names[j]
	})
	fmt.Fprintf(&b, "\n%d steps. Techniques:", len(steps))
	for _, k := range names {
		fmt.Fprintf(&b, " %s %d,", k, counts[k])
	}
	s := strings.TrimSuffix(b.String(), ",")
	s += fmt.Sprintf("\nRating: ER %.1f, score %d, band %s, hardest %s\n", r.SE, r.Score, r.Band, r.Hardest)
	_, err = io.WriteString(sio.out, s)
	return err
}

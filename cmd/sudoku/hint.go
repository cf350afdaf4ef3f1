package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// writeHintPNG draws the player's grid g with the hint h: the step highlighted (not yet
// applied), or the mistakes circled.
func writeHintPNG(path string, g sudoku.Grid, o logic.HintOptions, h logic.Hint, level int, theme render.Theme) error {
	given := g
	if o.Given != nil {
		given = *o.Given
	}
	ropt := render.Options{Theme: theme, Labels: true}
	var step *technique.Step
	switch h.Status {
	case logic.HintOK:
		shown := technique.Rung(*h.Step, level) // a rung's picture reveals no more than its text
		step = &shown
		ropt.Title = fmt.Sprintf("%d×%d · hint: %s", g.Size(), g.Size(), h.Step.Technique)
		if level < 2 {
			ropt.Title = fmt.Sprintf("%d×%d · hint", g.Size(), g.Size())
		}
	case logic.HintMistakes:
		ropt.Title = fmt.Sprintf("%d×%d · mistakes", g.Size(), g.Size())
	case logic.HintSolved:
		ropt.Title = fmt.Sprintf("%d×%d · complete", g.Size(), g.Size())
	default:
		ropt.Title = fmt.Sprintf("%d×%d · no unique solution", g.Size(), g.Size())
	}
	img, err := render.Hint(given, g, o.Marks, step, h.Mistakes, ropt)
	if err != nil {
		return fmt.Errorf("--png: %w", err)
	}
	return writePNGFile(path, img)
}

// hintJSON is the JSON shape of one hint: its status, then the fields of the step. Every
// key is always present, as in every JSON output of this command: a field that does not
// apply is "" (strings), [] (lists) or 0 (numbers).
type hintJSON struct {
	Status string `json:"status"`
	stepFields
}

// stepFields are the fields of one hint, and the whole of one step of `explain --format
// json`. Grid is the grid with the step applied, filled in at level 4 only (the level
// that applies the step).
type stepFields struct {
	Mistakes     []mistakeJSON `json:"mistakes"`
	Technique    string        `json:"technique"`
	Rating       float64       `json:"rating"`
	Level        int           `json:"level"`
	Text         string        `json:"text"`
	Placements   []string      `json:"placements"`
	Eliminations []string      `json:"eliminations"`
	Links        int           `json:"links"` // chain-like steps: the links of the chain (0 otherwise)
	Grid         string        `json:"grid"`
}

// filled returns h with nil lists made empty, so that they print as [] rather than null.
func (h stepFields) filled() stepFields {
	if h.Mistakes == nil {
		h.Mistakes = []mistakeJSON{}
	}
	if h.Placements == nil {
		h.Placements = []string{}
	}
	if h.Eliminations == nil {
		h.Eliminations = []string{}
	}
	return h
}

type mistakeJSON struct {
	Cell  string `json:"cell"`
	Digit int    `json:"digit"`
	Why   string `json:"why"`
}

// stepJSON is one hint rung (walk false: the fields reveal no more than the rung's text, so
// the technique appears from rung 2 and the placements and eliminations at rung 4) or one
// step of a walkthrough (walk true: every step is shown applied).
func stepJSON(g sudoku.Grid, s technique.Step, level int, walk bool) stepFields {
	text := explain.HintText(g, s, level)
	if walk && level == 3 {
		text = explain.StepText(g, s)
	}
	links := s.LinkCount() // the count the text gives, from rung 2 on (the rung below may drop the links)
	if !walk {
		if level < 2 {
			links = 0
		}
		s = technique.Rung(s, level)
	}
	h := stepFields{Technique: s.Technique.String(), Rating: float64(s.Rating) / 10, Level: level, Text: text,
		Links: links}
	if s.Technique == technique.NoTechnique {
		h.Technique, h.Rating = "", 0
	}
	n := g.Size()
	for _, p := range s.Placements {
		h.Placements = append(h.Placements, fmt.Sprintf("%s=%d", sudoku.CellName(p.Cell, n), p.Digit))
	}
	for _, e := range s.Eliminations {
		h.Eliminations = append(h.Eliminations, fmt.Sprintf("%s<>%d", sudoku.CellName(e.Cell, n), e.Digit))
	}
	return h.filled()
}

// runHint checks the player's grid and prints the next hint at the requested level.
func runHint(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("hint", "GRID_FILE", sio)
	level := fs.Int("level", 1, "hint level: 1 where to look, 2 technique, 3 explanation, 4 apply")
	givenFile := fs.String("given", "", "the original puzzle (so the player's own digits are known)")
	marksFile := fs.String("marks", "", "the player's pencil marks (729-character or grid form)")
	format := fs.String("format", "text", "output format: text or json")
	timeout := fs.Duration("timeout", 10*time.Second, "give up after this long (0: no limit)")
	pngPath := fs.String("png", "", "also draw the grid with the hint (or the mistakes) to `FILE.png`")
	themeName := fs.String("theme", "light", "picture theme: light or dark")
	grid := addGridFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	popt, arg, err := grid.oneGrid(fs)
	if err != nil {
		return err
	}
	theme, err := render.ParseTheme(*themeName)
	if err != nil {
		return usageError{"hint: " + trimPrefix(err.Error())}
	}
	if *level < 1 || *level > 4 {
		return usageError{fmt.Sprintf("hint: --level %d is outside 1..4", *level)}
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("hint: unknown --format %q", *format)}
	}
	g, err := readGrid(arg, sio, popt)
	if err != nil {
		return err
	}
	opt, err := hintOptions(g, *givenFile, *marksFile, popt, sio)
	if err != nil {
		return err
	}
	ctx, cancel := timeLimit(ctx, *timeout)
	defer cancel()
	h, err := logic.NextHint(ctx, g, opt)
	if ranOut(err) {
		return fmt.Errorf("hint: no hint within %v (a longer --timeout may help)", *timeout)
	}
	if err != nil {
		return err
	}
	if *pngPath != "" {
		if err := writeHintPNG(*pngPath, g, opt, h, *level, theme); err != nil {
			return err
		}
	}
	if *format == "json" {
		if err := json.NewEncoder(sio.out).Encode(hintOutput(g, h, *level)); err != nil {
			return err
		}
	} else if _, err := io.WriteString(sio.out, hintText(g, h, *level)); err != nil {
		return err
	}
	// The exit status says whether the puzzle has one solution: the --given puzzle, or
	// the grid itself when no --given tells the player's digits from the clues (its
	// mistakes then mean it has none).
	if h.Status == logic.HintNoUniqueSolution || h.Status == logic.HintMistakes && opt.Given == nil {
		return errUnsolved
	}
	return nil
}

// hintOptions reads the original puzzle (--given) and the player's pencil marks (--marks)
// of the player's grid g.
func hintOptions(g sudoku.Grid, givenFile, marksFile string, popt sudoku.ParseOptions, sio stdio) (logic.HintOptions, error) {
	var opt logic.HintOptions
	if givenFile != "" {
		given, err := readGrid(givenFile, sio, popt)
		if err != nil {
			return opt, fmt.Errorf("--given: %s", trimPrefix(err.Error()))
		}
		opt.Given = &given
	}
	if marksFile != "" {
		b, err := os.ReadFile(marksFile)
		if err != nil {
			return opt, err
		}
		marks, err := sudoku.ParseCandidates(string(b), g.Size())
		if err != nil {
			return opt, fmt.Errorf("--marks: %w", err)
		}
		opt.Marks = &marks
	}
	return opt, nil
}

// hintOutput is the JSON of hint h on grid g at the level.
func hintOutput(g sudoku.Grid, h logic.Hint, level int) hintJSON {
	out := hintJSON{Status: h.Status.String()}
	switch h.Status {
	case logic.HintOK:
		out.stepFields = stepJSON(g, *h.Step, level, false)
		if level == 4 {
			out.Grid = h.Step.Apply(g).Line()
		}
	case logic.HintMistakes:
		for _, m := range h.Mistakes {
			out.Mistakes = append(out.Mistakes, mistakeJSON{Cell: sudoku.CellName(m.Cell, g.Size()), Digit: m.Digit, Why: explain.MistakeWhy(g, m)})
		}
	}
	out.stepFields = out.filled()
	return out
}

// hintText is the text of hint h on grid g at the level.
func hintText(g sudoku.Grid, h logic.Hint, level int) string {
	var b strings.Builder
	switch h.Status {
	case logic.HintOK:
		b.WriteString(explain.HintText(g, *h.Step, level) + "\n")
		if level == 4 {
			b.WriteString(h.Step.Apply(g).String())
		}
	case logic.HintMistakes:
		// At level 1 two mistakes in one row read the same ("Something in row 1
		// doesn't fit."): say each sentence once.
		seen := map[string]bool{}
		for _, m := range h.Mistakes {
			if line := explain.MistakeText(g, m, level); !seen[line] {
				seen[line] = true
				b.WriteString(line + "\n")
			}
		}
	case logic.HintSolved:
		b.WriteString("The grid is complete and correct.\n")
	default:
		b.WriteString("This puzzle does not have exactly one solution, so there is no hint to give.\n")
	}
	return b.String()
}

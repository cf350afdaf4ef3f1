package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// writeHintPNG draws the player's grid g with the hint h: the step highlighted (not yet
// applied), or the mistakes circled.
func writeHintPNG(path string, g sudoku.Grid, o sudoku.HintOptions, h sudoku.Hint, level int, theme render.Theme) error {
	given := g
	if o.Given != nil {
		given = *o.Given
	}
	ropt := render.Options{Theme: theme, Labels: true}
	var step *sudoku.Step
	switch h.Status {
	case sudoku.HintOK:
		shown := sudoku.Rung(*h.Step, level) // a rung's picture reveals no more than its text
		step = &shown
		ropt.Title = fmt.Sprintf("%d×%d · hint: %s", g.Size(), g.Size(), h.Step.Technique)
		if level < 2 {
			ropt.Title = fmt.Sprintf("%d×%d · hint", g.Size(), g.Size())
		}
	case sudoku.HintMistakes:
		ropt.Title = fmt.Sprintf("%d×%d · mistakes", g.Size(), g.Size())
	case sudoku.HintSolved:
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

// hintJSON is the JSON shape of one hint or one explained step.
type hintJSON struct {
	Status       string        `json:"status,omitempty"`
	Mistakes     []mistakeJSON `json:"mistakes,omitempty"`
	Technique    string        `json:"technique,omitempty"`
	Rating       float64       `json:"rating,omitempty"`
	Level        int           `json:"level,omitempty"`
	Text         string        `json:"text,omitempty"`
	Placements   []string      `json:"placements,omitempty"`
	Eliminations []string      `json:"eliminations,omitempty"`
	Grid         string        `json:"grid,omitempty"` // level 4: the grid with the step applied
}

type mistakeJSON struct {
	Cell  string `json:"cell"`
	Digit int    `json:"digit"`
	Why   string `json:"why"`
}

// readInput reads a file argument, or stdin for "-" or no argument.
func readInput(fs *flag.FlagSet, sio stdio) (string, error) {
	name := "-"
	if fs.NArg() > 0 {
		name = fs.Arg(0)
	}
	b, err := readOne(name, sio)
	return string(b), err
}

// stepJSON is one hint rung (walk false: the fields reveal no more than the rung's text, so
// the technique appears from rung 2 and the placements and eliminations at rung 4) or one
// step of a walkthrough (walk true: every step is shown applied).
func stepJSON(g sudoku.Grid, s sudoku.Step, level int, walk bool) hintJSON {
	text := explain.HintText(g, s, level)
	if walk && level == 3 {
		text = explain.StepText(g, s)
	}
	if !walk {
		s = sudoku.Rung(s, level)
	}
	h := hintJSON{Technique: s.Technique.String(), Rating: float64(s.Rating) / 10, Level: level, Text: text}
	if s.Technique == sudoku.NoTechnique {
		h.Technique, h.Rating = "", 0
	}
	n := g.Size()
	for _, p := range s.Placements {
		h.Placements = append(h.Placements, fmt.Sprintf("%s=%d", sudoku.CellName(p.Cell, n), p.Digit))
	}
	for _, e := range s.Eliminations {
		h.Eliminations = append(h.Eliminations, fmt.Sprintf("%s<>%d", sudoku.CellName(e.Cell, n), e.Digit))
	}
	return h
}

// runHint checks the player's grid and prints the next hint at the requested level.
func runHint(ctx context.Context, args []string, sio stdio) error {
	fs := newFlags("hint", "GRID_FILE", sio)
	level := fs.Int("level", 1, "hint level: 1 where to look, 2 technique, 3 explanation, 4 apply")
	givenFile := fs.String("given", "", "the original puzzle (so the player's own digits are known)")
	marksFile := fs.String("marks", "", "the player's pencil marks (729-character or grid form)")
	format := fs.String("format", "text", "output format: text or json")
	timeout := fs.Duration("timeout", 10*time.Second, "give up after this long")
	pngPath := fs.String("png", "", "also draw the grid with the hint (or the mistakes) to `FILE.png`")
	themeName := fs.String("theme", "light", "picture theme: light or dark")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	theme, err := render.ParseTheme(*themeName)
	if err != nil {
		return usageError{"hint: " + err.Error()}
	}
	if *level < 1 || *level > 4 {
		return usageError{fmt.Sprintf("hint: --level %d is outside 1..4", *level)}
	}
	if *format != "text" && *format != "json" {
		return usageError{fmt.Sprintf("hint: unknown --format %q", *format)}
	}
	text, err := readInput(fs, sio)
	if err != nil {
		return err
	}
	g, err := sudoku.Parse(text)
	if err != nil {
		return err
	}
	var opt sudoku.HintOptions
	if *givenFile != "" {
		b, err := os.ReadFile(*givenFile)
		if err != nil {
			return err
		}
		given, err := sudoku.Parse(string(b))
		if err != nil {
			return fmt.Errorf("--given: %w", err)
		}
		opt.Given = &given
	}
	if *marksFile != "" {
		b, err := os.ReadFile(*marksFile)
		if err != nil {
			return err
		}
		marks, err := sudoku.ParseCandidates(string(b), g.Size())
		if err != nil {
			return fmt.Errorf("--marks: %w", err)
		}
		opt.Marks = &marks
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	h, err := logic.NextHint(ctx, g, opt)
	if err != nil {
		return err
	}
	if *pngPath != "" {
		if err := writeHintPNG(*pngPath, g, opt, h, *level, theme); err != nil {
			return err
		}
	}
	out := hintJSON{Status: h.Status.String()}
	switch h.Status {
	case sudoku.HintOK:
		status := out.Status
		out = stepJSON(g, *h.Step, *level, false)
		out.Status = status
		if *level == 4 {
			out.Grid = h.Step.Apply(g).Line()
		}
	case sudoku.HintMistakes:
		for _, m := range h.Mistakes {
			out.Mistakes = append(out.Mistakes, mistakeJSON{Cell: sudoku.CellName(m.Cell, g.Size()), Digit: m.Digit, Why: explain.MistakeWhy(g, m)})
		}
	}
	if *format == "json" {
		if err := json.NewEncoder(sio.out).Encode(out); err != nil {
			return err
		}
	} else {
		var b strings.Builder
		switch h.Status {
		case sudoku.HintOK:
			b.WriteString(out.Text + "\n")
			if *level == 4 {
				b.WriteString(h.Step.Apply(g).String())
			}
		case sudoku.HintMistakes:
			for _, m := range h.Mistakes {
				b.WriteString(explain.MistakeText(g, m, *level) + "\n")
			}
		case sudoku.HintSolved:
			b.WriteString("The grid is complete and correct.\n")
		default:
			b.WriteString("This puzzle does not have exactly one solution, so there is no hint to give.\n")
		}
		if _, err := io.WriteString(sio.out, b.String()); err != nil {
			return err
		}
	}
	if h.Status == sudoku.HintNoUniqueSolution {
		return errUnsolved
	}
	return nil
}

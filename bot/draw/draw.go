// Package draw is the bot's only picture maker: every board it attaches goes through
// package render and comes out as PNG bytes, in the member's theme, at the size chat shows.
package draw

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"strings"
	"sync"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// themeKey is the context key of the member's picture theme.
type themeKey struct{}

// memberTheme is a theme looked up on first use: most requests draw no picture.
type memberTheme struct {
	once  sync.Once
	load  func() string
	theme string
}

// WithTheme returns ctx carrying the theme of the member a request is for, as load returns
// it ("" for none), so that every picture drawn for them uses it. load runs at most once,
// when a picture is first drawn.
func WithTheme(ctx context.Context, load func() string) context.Context {
	return context.WithValue(ctx, themeKey{}, &memberTheme{load: load})
}

// Theme returns the picture theme for the request of ctx: the member's, else fallback.
func Theme(ctx context.Context, fallback string) string {
	m, ok := ctx.Value(themeKey{}).(*memberTheme)
	if !ok {
		return fallback
	}
	m.once.Do(func() { m.theme = m.load() })
	if m.theme == "" {
		return fallback
	}
	return m.theme
}

// Options returns the render options for theme ("light", "dark" or "" for light).
func Options(theme string) render.Options {
	t, err := render.ParseTheme(theme)
	if err != nil {
		t = render.Light
	}
	return render.Options{Theme: t, Labels: true}
}

// chatCell is the cell size of 9×9 and smaller boards in chat: about 650 px wide with the
// labels, readable on a phone, and a third fewer pixels to draw and encode than the
// renderer's roomier default (the picture is most of a reply's CPU time).
const chatCell = 56

// Sized returns opt with the chat cell size for grids up to 9×9 without pencil marks.
func Sized(opt render.Options, n int, marks bool) render.Options {
	if n <= 9 && !marks {
		opt.CellSize = chatCell
	}
	return opt
}

// Encode encodes a picture drawn with err nil as PNG, or returns err.
func Encode(img image.Image, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// sudokuPNG draws a Sudoku picture straight to PNG bytes (render.SudokuPNG reuses the
// picture's memory).
func sudokuPNG(puzzle, grid sudoku.Grid, opt render.Options) ([]byte, error) {
	var buf bytes.Buffer
	if err := render.SudokuPNG(&buf, puzzle, grid, opt); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Solution draws solution with the puzzle's givens in the given style and the found
// digits in the filled style.
func Solution(puzzle, solution sudoku.Grid, theme string) ([]byte, error) {
	if puzzle.Len() != solution.Len() {
		puzzle = solution
	}
	return sudokuPNG(puzzle, solution, Sized(Options(theme), solution.Size(), false))
}

// Puzzle draws a puzzle as posed.
func Puzzle(g sudoku.Grid, theme string) ([]byte, error) {
	return sudokuPNG(g, g, Sized(Options(theme), g.Size(), false))
}

// Conflicts draws g with the clashing cells circled.
func Conflicts(g sudoku.Grid, cells []int, theme string) ([]byte, error) {
	ms := make([]sudoku.Mistake, 0, len(cells))
	for _, c := range cells {
		ms = append(ms, sudoku.Mistake{Cell: c, Digit: g.Cell(c)})
	}
	opt := Sized(Options(theme), g.Size(), false)
	opt.Mistakes = ms
	return sudokuPNG(g, g, opt)
}

// Hint draws the player's grid cur (given: the original puzzle, or cur itself) for one
// rung of the hint ladder: level 1 shades the houses to look at, level 2 adds the step's
// pattern, levels 3 and 4 add the result (placements green, eliminations red and struck
// through over the pencil marks). Mistaken cells are circled at every level.
func Hint(given, cur sudoku.Grid, step *technique.Step, mistakes []sudoku.Mistake, level int, theme string) ([]byte, error) {
	if given.Len() != cur.Len() {
		given = cur
	}
	opt := Options(theme)
	opt.Mistakes = mistakes
	if step == nil {
		return sudokuPNG(given, cur, opt)
	}
	shown := technique.Rung(*step, level) // a rung's picture reveals no more than its text
	var marks *sudoku.Candidates
	if level >= 2 && len(step.Eliminations) > 0 && cur.Size() <= 16 {
		c := sudoku.NewCandidates(cur)
		marks = &c
	}
	opt.Marks, opt.Step = marks, &shown
	return sudokuPNG(given, cur, opt)
}

// Nonogram draws p's clues with the cells of g (the zero Grid: an empty board) under
// title, and step's line and decided cells when step is not nil (puzzle.NonogramPuzzle.Draw).
func Nonogram(p nonogram.Puzzle, g nonogram.Grid, step *nonogram.Step, title, theme string) ([]byte, error) {
	opt := Options(theme)
	opt.Title = title
	return Encode(puzzle.NonogramPuzzle{Puzzle: p}.Draw(puzzle.NonogramView(g, step), opt))
}

// HintAlt is the alt text of a hint picture, saying no more than the rung shows: the
// houses at level 1, the technique from level 2, the result from level 3.
func HintAlt(g sudoku.Grid, step technique.Step, level int) string {
	where := make([]string, 0, len(step.Houses))
	for _, h := range step.Houses {
		where = append(where, h.String())
	}
	alt := fmt.Sprintf("Hint on a %d×%d Sudoku", g.Size(), g.Size())
	if len(where) > 0 {
		alt = "Hint: " + strings.Join(where, ", ")
	}
	if level >= 2 {
		alt += ", " + strings.ToLower(step.Technique.String())
	}
	if level >= 3 {
		var res []string
		for _, p := range step.Placements {
			res = append(res, fmt.Sprintf("%s = %s", g.CellName(p.Cell), g.Symbols().Format(p.Digit)))
		}
		for _, e := range step.Eliminations {
			res = append(res, fmt.Sprintf("%s not %s", g.CellName(e.Cell), g.Symbols().Format(e.Digit)))
		}
		if len(res) > 0 {
			alt += ": " + strings.Join(res, ", ")
		}
	}
	return chat.Truncate(alt+" highlighted", 1000)
}

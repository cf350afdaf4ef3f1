package bot

// This file is the bot's only picture maker: every board goes through package render and
// comes out as PNG bytes ready to attach.

import (
	"bytes"
	"fmt"
	"image"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// pictureOptions returns the render options for theme ("light", "dark" or "" for light).
func pictureOptions(theme string) render.Options {
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

// sized returns opt with the chat cell size for grids up to 9×9 without pencil marks.
func sized(opt render.Options, n int, marks bool) render.Options {
	if n <= 9 && !marks {
		opt.CellSize = chatCell
	}
	return opt
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

func encode(img image.Image, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// solutionPNG draws solution with the puzzle's givens in the given style and the found
// digits in the filled style.
func solutionPNG(puzzle, solution sudoku.Grid, theme string) ([]byte, error) {
	if puzzle.Len() != solution.Len() {
		puzzle = solution
	}
	return sudokuPNG(puzzle, solution, sized(pictureOptions(theme), solution.Size(), false))
}

// puzzlePNG draws a puzzle as posed.
func puzzlePNG(g sudoku.Grid, theme string) ([]byte, error) {
	return sudokuPNG(g, g, sized(pictureOptions(theme), g.Size(), false))
}

// conflictPNG draws g with the clashing cells circled.
func conflictPNG(g sudoku.Grid, cells []int, theme string) ([]byte, error) {
	ms := make([]sudoku.Mistake, 0, len(cells))
	for _, c := range cells {
		ms = append(ms, sudoku.Mistake{Cell: c, Digit: g.Cell(c)})
	}
	opt := sized(pictureOptions(theme), g.Size(), false)
	opt.Mistakes = ms
	return sudokuPNG(g, g, opt)
}

// hintPNG draws the player's grid cur (given: the original puzzle, or cur itself) for one
// rung of the hint ladder: level 1 shades the houses to look at, level 2 adds the step's
// pattern, levels 3 and 4 add the result (placements green, eliminations red and struck
// through over the pencil marks). Mistaken cells are circled at every level.
func hintPNG(given, cur sudoku.Grid, step *technique.Step, mistakes []sudoku.Mistake, level int, theme string) ([]byte, error) {
	if given.Len() != cur.Len() {
		given = cur
	}
	opt := pictureOptions(theme)
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

// nonogramPNG draws p's clues with the cells of g (the zero Grid: an empty board) under
// title, and step's line and decided cells when step is not nil. A trial step shows the
// row of the cell it fixes.
func nonogramPNG(p nonogram.Puzzle, g nonogram.Grid, step *nonogram.Step, title, theme string) ([]byte, error) {
	b := render.NonogramBoard{Width: p.Width(), Height: p.Height(), Rows: p.Rows, Cols: p.Cols, Progress: true}
	if !g.IsZero() {
		b.Cells = make([]uint8, len(g.Cells))
		for i, c := range g.Cells {
			b.Cells[i] = uint8(c)
		}
	}
	var hint *render.NonogramHint
	switch {
	case step == nil:
	case step.Trial:
		hint = &render.NonogramHint{Index: step.Row}
		if len(step.Black) > 0 {
			hint.Black = []int{step.Col}
		} else {
			hint.White = []int{step.Col}
		}
	default:
		hint = &render.NonogramHint{Column: step.Line.Column, Index: step.Line.Index, Black: step.Black, White: step.White}
	}
	opt := pictureOptions(theme)
	opt.Title = title
	return encode(render.Nonogram(b, hint, opt))
}

// hintAlt is the alt text of a hint picture, saying no more than the rung shows: the
// houses at level 1, the technique from level 2, the result from level 3.
func hintAlt(g sudoku.Grid, step technique.Step, level int) string {
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

package bot

// A toy kind of puzzle, written in this one file, that the bot serves through the seam of
// package puzzle with no other change: the proof that a new kind needs its package and its
// line in the table (docs/architecture.md, "Adding a kind").

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/render"
)

// lineKind is a toy kind: "line 1.0..." is a row of cells, each 0 or 1, that alternate; a
// dot is a cell to fill.
type lineKind struct{}

func (lineKind) Name() string { return "line" }

func (lineKind) Read(text string) (puzzle.Puzzle, error) {
	cells, ok := strings.CutPrefix(strings.TrimSpace(text), "line ")
	if !ok || strings.Trim(cells, "01.") != "" || cells == "" {
		return nil, &puzzle.ReadError{Kind: "line", Err: fmt.Errorf("line: not a line of 0, 1 and .")}
	}
	return linePuzzle(cells), nil
}

type linePuzzle string

type lineGrid string

func (g lineGrid) String() string { return string(g) }

func (p linePuzzle) Kind() puzzle.Kind { return lineKind{} }
func (p linePuzzle) Describe() string  { return fmt.Sprintf("%d-cell line", len(p)) }
func (p linePuzzle) Start() puzzle.Grid {
	return lineGrid(p)
}

// fits reports whether the alternating line starting with first agrees with p's cells.
func (p linePuzzle) fits(first byte) (lineGrid, bool) {
	out := []byte(p)
	for i := range out {
		want := first ^ byte(i%2)
		if p[i] != '.' && p[i] != want {
			return "", false
		}
		out[i] = want
	}
	return lineGrid(out), true
}

func (p linePuzzle) Solve(context.Context, int64) puzzle.Solution {
	var sols []puzzle.Grid
	for _, first := range []byte("01") {
		if g, ok := p.fits(first); ok {
			sols = append(sols, g)
		}
	}
	switch len(sols) {
	case 0:
		return puzzle.Solution{Status: puzzle.None, Err: fmt.Errorf("line: two cells side by side are equal")}
	case 1:
		return puzzle.Solution{Status: puzzle.Unique, First: sols[0]}
	}
	return puzzle.Solution{Status: puzzle.Multiple, First: sols[0], Second: sols[1]}
}

type lineStep struct {
	cell  int
	digit byte
}

func (s lineStep) String() string {
	return fmt.Sprintf("cell %d is %c, unlike its neighbour", s.cell+1, s.digit)
}
func (s lineStep) Apply(g puzzle.Grid) puzzle.Grid {
	b := []byte(g.String())
	b[s.cell] = s.digit
	return lineGrid(b)
}

func (p linePuzzle) Next(_ context.Context, progress puzzle.Grid, _ int64) (puzzle.Step, error) {
	g := string(p)
	if progress != nil {
		g = progress.String()
	}
	if !strings.Contains(g, ".") {
		return nil, puzzle.ErrComplete
	}
	for i := range g {
		for _, j := range []int{i - 1, i + 1} {
			if g[i] == '.' && j >= 0 && j < len(g) && g[j] != '.' {
				return lineStep{i, '0' + '1' - g[j]}, nil
			}
		}
	}
	return nil, puzzle.ErrStuck
}

func (p linePuzzle) Draw(v puzzle.View, _ render.Options) (image.Image, error) {
	g := string(p)
	if v.Grid != nil {
		g = v.Grid.String()
	}
	img := image.NewGray(image.Rect(0, 0, 20*len(g), 20))
	for i := range g {
		shade := map[byte]uint8{'0': 255, '1': 0, '.': 128}[g[i]]
		for y := 0; y < 20; y++ {
			for x := 20 * i; x < 20*i+20; x++ {
				img.SetGray(x, y, color.Gray{Y: shade})
			}
		}
	}
	return img, nil
}

// TestToyKind: a kind in the table with no room of its own is read, solved and hinted by
// the bot through the seam (bot/puzzles), and the kinds before it keep their rooms.
func TestToyKind(t *testing.T) {
	b := New(Config{Surface: testSurface, Kinds: append(puzzle.Table(puzzle.Options{}), lineKind{})})
	ctx := context.Background()
	ask := func(cmd chat.Command, text string) (chat.Reply, error) {
		return b.Handle(ctx, chat.Request{Command: cmd, Text: text, Options: map[string]string{}})
	}
	r, err := ask(CmdSolve, "line 1.....")
	if err != nil || !strings.Contains(r.Text, "**Solved** 6\\-cell line, unique solution") || len(r.Files) != 1 || r.Files[0].Name != "SPOILER_solution.png" {
		t.Errorf("solve = %q (%d files), %v", r.Text, len(r.Files), err)
	}
	if r, err := ask(CmdSolve, "line ...."); err != nil || !strings.Contains(r.Text, "more than one solution") || len(r.Files) != 2 {
		t.Errorf("solve of a line with two solutions = %q (%d files), %v", r.Text, len(r.Files), err)
	}
	if r, err := ask(CmdSolve, "line 11"); err != nil || !strings.Contains(r.Text, "has no solution: two cells side by side are equal") {
		t.Errorf("solve of a broken line = %q, %v", r.Text, err)
	}
	if r, err := ask(CmdHint, "line .0.."); err != nil || !strings.Contains(r.Text, "cell 1 is 1, unlike its neighbour") || len(r.Files) != 1 || !r.Ephemeral {
		t.Errorf("hint = %q (%d files), %v", r.Text, len(r.Files), err)
	}
	if _, err := ask(CmdRate, "line 1....."); chat.ErrorCode(err) != chat.Invalid || !strings.Contains(chat.ErrorMessage(err, ""), "works on Sudoku only") {
		t.Errorf("rate of a line = %v, want the Sudoku-only refusal", err)
	}
	// The kinds before it are served by their rooms as before.
	if r, err := ask(CmdSolve, classic); err != nil || !strings.Contains(r.Text, "**Solved** 9×9") {
		t.Errorf("a Sudoku beside the toy kind: %q, %v", r.Text, err)
	}
	if r, err := ask(CmdSolve, "1 1\n3\n\n2\n1\n2"); err != nil || !strings.Contains(r.Text, "3×2 nonogram") {
		t.Errorf("a nonogram beside the toy kind: %q, %v", r.Text, err)
	}
}

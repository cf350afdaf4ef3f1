package bot

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// solved is a puzzle with its unique solution.
type solved struct {
	puzzle, solution sudoku.Grid
	elapsed          time.Duration
}

// readPuzzle gets, cleans and parses the request's puzzle. A nonogram is refused with a
// message naming the /nonogram commands.
func (b *Bot) readPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error) {
	in, err := b.puzzleInput(ctx, &req)
	switch {
	case err != nil:
		return sudoku.Grid{}, err
	case in.kind == kindNonogram:
		return sudoku.Grid{}, notSudoku(in.puzzle, in.err, req.Command)
	}
	return in.grid, in.err
}

// solveUnique solves g within the time budget. A puzzle that is not proper (clashing
// givens, no solution, several solutions) comes back as an ephemeral reply explaining why.
func (b *Bot) solveUnique(ctx context.Context, g sudoku.Grid) (solved, *chat.Reply, error) {
	ctx, cancel := b.budget(ctx)
	defer cancel()
	s := sudoku.Solver{MaxNodes: b.limits.MaxNodes}
	sol := s.Solve(ctx, g)
	switch sol.Status {
	case sudoku.Unique:
		return solved{puzzle: g, solution: sol.Grid, elapsed: sol.Elapsed}, nil, nil
	case sudoku.Invalid:
		r := b.invalidReply(ctx, g, sol.Err)
		return solved{}, &r, nil
	case sudoku.None:
		msg := "This puzzle has no solution: the givens are consistent, but no way of filling the grid satisfies every row, column and box."
		return solved{}, &chat.Reply{Text: "⚠️ " + msg, Ephemeral: true}, nil
	case sudoku.Multiple:
		var diff []string
		for i := 0; i < g.Len(); i++ {
			if sol.Grid.Cell(i) != sol.Second.Cell(i) {
				diff = append(diff, g.CellName(i))
			}
		}
		msg := fmt.Sprintf("This puzzle has more than one solution, so it is not a proper Sudoku (%d givens). Two solutions differ at %s.", g.Len()-g.Empty(), cellList(diff, 12))
		return solved{}, &chat.Reply{Text: "⚠️ " + msg, Ephemeral: true}, nil
	}
	if ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return solved{}, nil, b.gaveUpError("this solve")
	}
	if ctx.Err() != nil {
		return solved{}, nil, &chat.Error{Code: chat.Unavailable, Message: "The solve was cancelled.", Err: ctx.Err()}
	}
	return solved{}, nil, chat.Errorf(chat.Unavailable, "I gave up on this puzzle: the search ran past its budget of %d steps.", b.limits.MaxNodes)
}

func (b *Bot) invalidReply(ctx context.Context, g sudoku.Grid, err error) chat.Reply {
	conflicts := sudoku.Conflicts(g)
	if len(conflicts) == 0 {
		return chat.Reply{Text: "⚠️ The givens break the rules: " + strings.TrimPrefix(fmt.Sprint(err), "sudoku: ") + ".", Ephemeral: true}
	}
	var lines []string
	var cells []int
	for i, c := range conflicts {
		cells = append(cells, c.Cells[0], c.Cells[1])
		if i < 5 {
			lines = append(lines, fmt.Sprintf("• %s has %s twice (%s and %s)", chat.UpperFirst(c.House.String()), c.Text, g.CellName(c.Cells[0]), g.CellName(c.Cells[1])))
		}
	}
	if len(conflicts) > 5 {
		lines = append(lines, fmt.Sprintf("• and %d more clashes", len(conflicts)-5))
	}
	r := chat.Reply{Text: "⚠️ The givens break the rules, so this puzzle cannot be solved:\n" + strings.Join(lines, "\n"), Ephemeral: true}
	if png, err := conflictPNG(g, cells, b.theme(ctx)); err == nil {
		r.Files = []chat.File{{Name: "clashes.png", ContentType: "image/png", Data: png,
			Description: fmt.Sprintf("%d×%d Sudoku with the %d clashing givens circled", g.Size(), g.Size(), len(cells))}}
	}
	return r
}

func (b *Bot) solve(ctx context.Context, req chat.Request) (chat.Reply, error) {
	in, err := b.puzzleInput(ctx, &req)
	switch {
	case err != nil:
		return chat.Reply{}, err
	case in.kind == kindNonogram && in.err != nil:
		return chat.Reply{}, nonogramProblem(in.err)
	case in.kind == kindNonogram:
		return b.nonogramSolve(ctx, req, in.puzzle)
	case in.err != nil:
		return chat.Reply{}, in.err
	}
	g := in.grid
	s, bad, err := b.solveUnique(ctx, g)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	pic, err := solutionPNG(s.puzzle, s.solution, b.theme(ctx))
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw solution: %w", err)
	}
	name := "SPOILER_solution.png"
	spoiler := req.Options[OptSpoiler] != "false"
	if !spoiler {
		name = "solution.png"
	}
	n := s.puzzle.Size()
	r := chat.Reply{Text: b.summary(ctx, s, spoiler), Files: []chat.File{{Name: name, ContentType: "image/png", Data: pic, Description: fmt.Sprintf("Solved %d×%d Sudoku", n, n)}}}
	key, err := b.putState(ctx, newPuzzleState(g, g))
	if err != nil {
		// The answer does not need the store: send it, without the buttons that would.
		r.Text += "\n" + buttonsUnavailable
		return r, nil
	}
	r.Buttons = []chat.Button{
		{Label: "Hint", ID: buttonID(btnHint, key, 1), Style: chat.Primary},
		{Label: "Explain", ID: buttonID(btnExplain, key, 0)},
		{Label: "Reveal", ID: buttonID(btnReveal, key, -1)},
	}
	return r, nil
}

// buttonsUnavailable ends a reply sent without its buttons because the store failed.
const buttonsUnavailable = "⚠️ The buttons are unavailable right now (I could not save this puzzle); send it again later to use them."

func deref(r *chat.Reply) chat.Reply {
	if r == nil {
		return chat.Reply{}
	}
	return *r
}

// summary is the one-paragraph description of a solved puzzle; spoiler says whether the
// picture is sent behind a spoiler.
func (b *Bot) summary(ctx context.Context, s solved, spoiler bool) string {
	n := s.puzzle.Size()
	parts := []string{fmt.Sprintf("**Solved** %d×%d, unique solution (%d givens)", n, n, n*n-s.puzzle.Empty())}
	rctx, cancel := context.WithTimeout(ctx, min(b.limits.SolveTime, 3*time.Second))
	rating, err := b.engine.Rate(rctx, s.puzzle)
	cancel()
	if err == nil {
		parts = append(parts, fmt.Sprintf("difficulty **%s** (SE %.1f)", bandName(rating.Band), rating.SE))
		if rating.Hardest != sudoku.NoTechnique {
			parts = append(parts, "hardest step: "+rating.Hardest.String())
		}
	} else {
		parts = append(parts, "difficulty not rated")
	}
	parts = append(parts, "solved in "+roundDuration(s.elapsed))
	if !spoiler {
		return strings.Join(parts, " · ") + "\nPress **Hint** for a nudge, **Explain** for the whole path."
	}
	return strings.Join(parts, " · ") + "\nThe solution is hidden behind the spoiler; press **Hint** for a nudge instead."
}

func roundDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return strconv.FormatInt(d.Microseconds(), 10) + " µs"
	case d < time.Second:
		return strconv.FormatInt(d.Milliseconds(), 10) + " ms"
	}
	return d.Round(10 * time.Millisecond).String()
}

func (b *Bot) reveal(ctx context.Context, key string) (chat.Reply, error) {
	st, err := b.getState(ctx, key)
	if err != nil {
		return chat.Reply{}, err
	}
	g, _ := st.given()
	s, bad, err := b.solveUnique(ctx, g)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	pic, err := solutionPNG(s.puzzle, s.solution, b.theme(ctx))
	if err != nil {
		return chat.Reply{}, err
	}
	text := "Here is the solution:\n```\n" + s.solution.String() + "```"
	return chat.Reply{Text: chat.Truncate(text, 1990), Ephemeral: true, Files: []chat.File{{Name: "solution.png", ContentType: "image/png", Data: pic,
		Description: fmt.Sprintf("Solved %d×%d Sudoku", s.puzzle.Size(), s.puzzle.Size())}}}, nil
}

func (b *Bot) rate(ctx context.Context, req chat.Request) (chat.Reply, error) {
	g, err := b.readPuzzle(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	if _, bad, err := b.solveUnique(ctx, g); bad != nil || err != nil {
		return deref(bad), err
	}
	rctx, cancel := b.budget(ctx)
	defer cancel()
	r, err := b.engine.Rate(rctx, g)
	if gaveUp(err) {
		return chat.Reply{}, b.gaveUpError("rating")
	}
	if err != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Rating is not available right now.", Err: err}
	}
	n := g.Size()
	text := fmt.Sprintf("This %d×%d puzzle is **%s** (SE %.1f, score %d).", n, n, bandName(r.Band), r.SE, r.Score)
	if r.Hardest != sudoku.NoTechnique {
		text += " Hardest step: " + r.Hardest.String() + "."
	}
	return chat.Reply{Text: text}, nil
}

func (b *Bot) generate(ctx context.Context, req chat.Request) (chat.Reply, error) {
	opt, err := session.GenerateOptions(req.Options[OptBand], req.Options[OptSize], sudoku.Medium)
	if err != nil {
		return chat.Reply{}, err
	}
	gctx, cancel := b.budget(ctx)
	defer cancel()
	g, r, err := b.engine.Generate(gctx, opt)
	if gaveUp(err) {
		return chat.Reply{}, b.gaveUpError("making a puzzle")
	}
	if err != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Making new puzzles is not available right now.", Err: err}
	}
	key, err := b.putState(ctx, newPuzzleState(g, g))
	if err != nil {
		return chat.Reply{}, err
	}
	pic, err := puzzlePNG(g, b.theme(ctx))
	if err != nil {
		return chat.Reply{}, err
	}
	text := fmt.Sprintf("A new %d×%d **%s** puzzle (seed %d):\n```\n%s```", g.Size(), g.Size(), bandName(r.Band), opt.Seed, g.String())
	return chat.Reply{
		Text: chat.Truncate(text, 1990),
		Files: []chat.File{{Name: "puzzle.png", ContentType: "image/png", Data: pic,
			Description: fmt.Sprintf("New %d×%d %s Sudoku puzzle", g.Size(), g.Size(), bandName(r.Band))}},
		Buttons: []chat.Button{
			{Label: "Hint", ID: buttonID(btnHint, key, 1), Style: chat.Primary},
			{Label: "Explain", ID: buttonID(btnExplain, key, 0)},
			{Label: "Reveal", ID: buttonID(btnReveal, key, -1)},
		},
	}, nil
}

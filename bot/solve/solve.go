// Package solve answers the Sudoku commands on a grid pasted in chat (or read from a
// file or a picture): solve, hint (the ladder of four rungs), explain (the whole path,
// paged), rate and new, and the buttons under their answers. Solve and hint are asked of
// every kind; bot's table of kinds sends the Sudoku ones here. The rows of bot's command and
// button tables point to the methods of [Room].
package solve

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The commands the room answers.
const (
	CmdSolve   chat.Command = "solve"   // solve a puzzle (slash, modal, context menu, mention)
	CmdHint    chat.Command = "hint"    // next hint on a puzzle in progress
	CmdExplain chat.Command = "explain" // the whole solving path, paged
	CmdRate    chat.Command = "rate"    // how hard a puzzle is
	CmdNew     chat.Command = "new"     // a freshly generated puzzle
)

// Options keys understood by the commands.
const (
	OptSpoiler = "spoiler" // "false" shows the solution picture without a spoiler
	OptBand    = "band"    // CmdNew: beginner, easy, medium, hard, expert
	OptSize    = "size"    // CmdNew: 4, 6, 9, 12, 16
	OptGiven   = "given"   // CmdHint: the original puzzle, so the player's own digits are known
)

// Config is what [New] needs.
type Config struct {
	Engine   Engine
	Input    *input.Reader
	Buttons  *state.Buttons
	Budget   limit.Budget
	MaxNodes int64        // search node budget per solve; 0 means no bound
	Theme    string       // the bot's picture theme, when the member has none
	Surface  chat.Surface // the platform's message limit
	// Refuse answers a command only Sudoku has (explain, rate, play) given a puzzle of
	// another kind; nil leaves the puzzle's own error.
	Refuse func(in *input.Input, cmd chat.Command) error
}

// A Room answers the Sudoku commands. It is safe for concurrent use.
type Room struct {
	engine   Engine
	input    *input.Reader
	buttons  *state.Buttons
	budget   limit.Budget
	maxNodes int64
	defTheme string
	surface  chat.Surface
	refuse   func(in *input.Input, cmd chat.Command) error
}

// New returns a Room built from c.
func New(c Config) *Room {
	return &Room{engine: c.Engine, input: c.Input, buttons: c.Buttons, budget: c.Budget, maxNodes: c.MaxNodes, defTheme: c.Theme, surface: c.Surface, refuse: c.Refuse}
}

// theme is the picture theme of the request of ctx.
func (b *Room) theme(ctx context.Context) string { return draw.Theme(ctx, b.defTheme) }

// solved is a puzzle with its unique solution.
type solved struct {
	puzzle, solution sudoku.Grid
	elapsed          time.Duration
}

// ReadPuzzle gets, cleans and parses the request's puzzle. A nonogram is refused with a
// message naming the /nonogram commands.
func (b *Room) ReadPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error) {
	in, err := b.input.Puzzle(ctx, &req)
	if err != nil {
		return sudoku.Grid{}, err
	}
	switch g, ok := in.Grid(); {
	case ok:
		return g, nil
	case in.Kind != kind && b.refuse != nil:
		return sudoku.Grid{}, b.refuse(in, req.Command)
	}
	return sudoku.Grid{}, in.Err
}

// kind is the name of the Sudoku kind (puzzle.Sudoku).
var kind = puzzle.Sudoku{}.Name()

// readProper reads the request's grid (ReadPuzzle) and checks that it has one solution;
// bad says why it is not a proper puzzle.
func (b *Room) readProper(ctx context.Context, req chat.Request) (g sudoku.Grid, bad *chat.Reply, err error) {
	if g, err = b.ReadPuzzle(ctx, req); err != nil {
		return g, nil, err
	}
	_, bad, err = b.solveUnique(ctx, g)
	return g, bad, err
}

// SolveUnique solves g within the time budget; bad says why a puzzle is not proper.
func (b *Room) SolveUnique(ctx context.Context, g sudoku.Grid) (solution sudoku.Grid, bad *chat.Reply, err error) {
	s, bad, err := b.solveUnique(ctx, g)
	return s.solution, bad, err
}

// solveUnique solves g within the time budget. A puzzle that is not proper (clashing
// givens, no solution, several solutions) comes back as an ephemeral reply explaining why.
func (b *Room) solveUnique(ctx context.Context, g sudoku.Grid) (solved, *chat.Reply, error) {
	ctx, cancel := b.budget.Bound(ctx)
	defer cancel()
	s := sudoku.Solver{MaxNodes: b.maxNodes}
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
		msg := fmt.Sprintf("This puzzle has more than one solution, so it is not a proper Sudoku (%d givens). Two solutions differ at %s.", g.Len()-g.Empty(), chat.List(diff, 12))
		return solved{}, &chat.Reply{Text: "⚠️ " + msg, Ephemeral: true}, nil
	}
	if ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return solved{}, nil, b.budget.GaveUpError("this solve")
	}
	if ctx.Err() != nil {
		return solved{}, nil, &chat.Error{Code: chat.Unavailable, Message: "The solve was cancelled.", Err: ctx.Err()}
	}
	return solved{}, nil, chat.Errorf(chat.Unavailable, "I gave up on this puzzle: the search ran past its budget of %d steps.", b.maxNodes)
}

func (b *Room) invalidReply(ctx context.Context, g sudoku.Grid, err error) chat.Reply {
	conflicts := sudoku.Conflicts(g)
	if len(conflicts) == 0 {
		return chat.Reply{Text: "⚠️ The givens break the rules: " + strings.TrimPrefix(fmt.Sprint(err), "sudoku: ") + ".", Ephemeral: true}
	}
	var cells []int
	for _, c := range conflicts {
		cells = append(cells, c.Cells[0], c.Cells[1])
	}
	var lines []string
	all := explain.Clashes(g)
	for i, c := range all {
		if i == 5 {
			lines = append(lines, fmt.Sprintf("• and %d more clashes", len(all)-5))
			break
		}
		names := make([]string, len(c.Cells))
		for i, cell := range c.Cells {
			names[i] = g.CellName(cell)
		}
		list := strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
		lines = append(lines, fmt.Sprintf("• %s has %s %s (%s)", chat.UpperFirst(c.House.String()), c.Digit, c.Times(), list))
	}
	r := chat.Reply{Text: "⚠️ The givens break the rules, so this puzzle cannot be solved:\n" + strings.Join(lines, "\n"), Ephemeral: true}
	if png, err := draw.Conflicts(g, cells, b.theme(ctx)); err == nil {
		r.Files = []chat.File{{Name: "clashes.png", ContentType: "image/png", Data: png,
			Description: fmt.Sprintf("%d×%d Sudoku with the %d clashing givens circled", g.Size(), g.Size(), len(cells))}}
	}
	return r
}

// Solve answers /sudoku solve (and the Solve puzzle menu, mentions, DMs) on the Sudoku
// grid in.
func (b *Room) Solve(ctx context.Context, req chat.Request, in *input.Input) (chat.Reply, error) {
	g, ok := in.Grid()
	if !ok {
		return chat.Reply{}, in.Err
	}
	s, bad, err := b.solveUnique(ctx, g)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	pic, err := draw.Solution(s.puzzle, s.solution, b.theme(ctx))
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
	key, err := States.Put(ctx, b.buttons, NewState(g, g))
	if err != nil {
		// The answer does not need the store: send it, without the buttons that would.
		return state.Unavailable(r, 0), nil
	}
	r.Buttons = []chat.Button{
		{Label: "Hint", ID: chat.ButtonID(BtnHint, key, 1), Style: chat.Primary},
		{Label: "Explain", ID: chat.ButtonID(BtnExplain, key, 0)},
		{Label: "Reveal", ID: chat.ButtonID(BtnReveal, key, -1)},
	}
	return r, nil
}

func deref(r *chat.Reply) chat.Reply {
	if r == nil {
		return chat.Reply{}
	}
	return *r
}

// summary is the one-paragraph description of a solved puzzle; spoiler says whether the
// picture is sent behind a spoiler.
func (b *Room) summary(ctx context.Context, s solved, spoiler bool) string {
	n := s.puzzle.Size()
	parts := []string{fmt.Sprintf("**Solved** %d×%d, unique solution (%d givens)", n, n, n*n-s.puzzle.Empty())}
	rctx, cancel := context.WithTimeout(ctx, min(b.budget.Time, 3*time.Second))
	rating, err := b.engine.Rate(rctx, s.puzzle)
	cancel()
	if err == nil {
		parts = append(parts, fmt.Sprintf("difficulty **%s** (SE %.1f)", bandName(rating.Band), rating.SE))
		if rating.Hardest != technique.NoTechnique {
			parts = append(parts, "hardest step: "+rating.Hardest.String())
		}
	} else {
		parts = append(parts, "difficulty not rated")
	}
	parts = append(parts, "solved in "+chat.Elapsed(s.elapsed))
	if !spoiler {
		return strings.Join(parts, " · ") + "\nPress **Hint** for a nudge, **Explain** for the whole path."
	}
	return strings.Join(parts, " · ") + "\nThe solution is hidden behind the spoiler; press **Hint** for a nudge instead."
}

func (b *Room) reveal(ctx context.Context, key string) (chat.Reply, error) {
	st, err := States.Get(ctx, b.buttons, key)
	if err != nil {
		return chat.Reply{}, err
	}
	g, _ := st.Puzzle()
	s, bad, err := b.solveUnique(ctx, g)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	pic, err := draw.Solution(s.puzzle, s.solution, b.theme(ctx))
	if err != nil {
		return chat.Reply{}, err
	}
	text := "Here is the solution:\n```\n" + s.solution.String() + "```"
	return chat.Reply{Text: b.surface.Fit(text), Ephemeral: true, Files: []chat.File{{Name: "solution.png", ContentType: "image/png", Data: pic,
		Description: fmt.Sprintf("Solved %d×%d Sudoku", s.puzzle.Size(), s.puzzle.Size())}}}, nil
}

// Rate answers /sudoku rate.
func (b *Room) Rate(ctx context.Context, req chat.Request) (chat.Reply, error) {
	g, bad, err := b.readProper(ctx, req)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	rctx, cancel := b.budget.Bound(ctx)
	defer cancel()
	r, err := b.engine.Rate(rctx, g)
	if err := b.budget.GaveUp(err, "rating"); err != nil {
		return chat.Reply{}, err
	}
	if err != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Rating is not available right now.", Err: err}
	}
	n := g.Size()
	text := fmt.Sprintf("This %d×%d puzzle is **%s** (SE %.1f, score %d).", n, n, bandName(r.Band), r.SE, r.Score)
	if r.Hardest != technique.NoTechnique {
		text += " Hardest step: " + r.Hardest.String() + "."
	}
	return chat.Reply{Text: text}, nil
}

// Generate answers /sudoku new.
func (b *Room) Generate(ctx context.Context, req chat.Request) (chat.Reply, error) {
	opt, err := session.GenerateOptions(req.Options[OptBand], req.Options[OptSize], logic.Medium)
	if err != nil {
		return chat.Reply{}, err
	}
	gctx, cancel := b.budget.Bound(ctx)
	defer cancel()
	g, r, err := b.engine.Generate(gctx, opt)
	if err := b.budget.GaveUp(err, "making a puzzle"); err != nil {
		return chat.Reply{}, err
	}
	if err != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Making new puzzles is not available right now.", Err: err}
	}
	key, err := States.Put(ctx, b.buttons, NewState(g, g))
	if err != nil {
		return chat.Reply{}, err
	}
	pic, err := draw.Puzzle(g, b.theme(ctx))
	if err != nil {
		return chat.Reply{}, err
	}
	text := fmt.Sprintf("A new %d×%d **%s** puzzle (seed %d):\n```\n%s```", g.Size(), g.Size(), bandName(r.Band), opt.Seed, g.String())
	return chat.Reply{
		Text: b.surface.Fit(text),
		Files: []chat.File{{Name: "puzzle.png", ContentType: "image/png", Data: pic,
			Description: fmt.Sprintf("New %d×%d %s Sudoku puzzle", g.Size(), g.Size(), bandName(r.Band))}},
		Buttons: []chat.Button{
			{Label: "Hint", ID: chat.ButtonID(BtnHint, key, 1), Style: chat.Primary},
			{Label: "Explain", ID: chat.ButtonID(BtnExplain, key, 0)},
			{Label: "Reveal", ID: chat.ButtonID(BtnReveal, key, -1)},
		},
	}, nil
}

// Button kinds under a solved or generated Sudoku; IDs are "<kind>:<key>[:<n>]".
const (
	BtnHint    = "hint"    // first hint on a puzzle: a new ephemeral message
	BtnNext    = "next"    // next ladder level: updates the hint message
	BtnExplain = "explain" // first explanation page: a new ephemeral message
	BtnPage    = "page"    // another page: updates the explanation message
	BtnReveal  = "reveal"  // show the solution unspoilered, ephemerally
)

// HintButton answers Hint (the first rung, a new message) and Next hint (the next rung,
// replacing the hint message).
func (b *Room) HintButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, st, err := b.pressedState(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.Ladder(ctx, key, st, n, kind == BtnNext)
}

// ExplainButton answers Explain (the first page, a new message) and the page buttons.
func (b *Room) ExplainButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, st, err := b.pressedState(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.explainPage(ctx, key, st, n, kind == BtnPage)
}

// pressedState splits the button of req and loads the puzzle state its key names.
func (b *Room) pressedState(ctx context.Context, req chat.Request) (kind, key string, n int, st State, err error) {
	if kind, key, n, err = chat.Pressed(req); err != nil {
		return "", "", 0, State{}, err
	}
	if st, err = States.Get(ctx, b.buttons, key); err != nil {
		return "", "", 0, State{}, err
	}
	return kind, key, n, st, nil
}

// RevealButton shows the solution unspoilered, to the presser alone.
func (b *Room) RevealButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	_, key, _, err := chat.Pressed(req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.reveal(ctx, key)
}

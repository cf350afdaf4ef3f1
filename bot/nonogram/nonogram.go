// Package nonogram answers nonograms in chat: /nonogram solve and hint, the buttons under
// their answers, and nonograms recognised where a Sudoku was expected (the context menu,
// mentions, DMs; bot/solve hands them over). The puzzles themselves are package
// solver/nonogram's, imported here under its own name.
package nonogram

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/puzzle"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// Config is what [New] needs.
type Config struct {
	Input     *input.Reader
	Buttons   *state.Buttons
	Budget    limit.Budget
	MaxNodes  int64        // search node budget per solve; 0 means no bound
	TrialWork int64        // line-solver runs per trial hint; 0 means nonogram.DefaultTrialWork
	Theme     string       // the bot's picture theme, when the member has none
	Surface   chat.Surface // the platform's message limit and command names
	Help      chat.Command // the command that shows the layouts the bot reads
}

// A Room answers the nonogram commands. It is safe for concurrent use.
type Room struct {
	input     *input.Reader
	buttons   *state.Buttons
	budget    limit.Budget
	maxNodes  int64
	trialWork int64
	defTheme  string
	surface   chat.Surface
	help      chat.Command
}

// New returns a Room built from c.
func New(c Config) *Room {
	return &Room{input: c.Input, buttons: c.Buttons, budget: c.Budget, maxNodes: c.MaxNodes, trialWork: c.TrialWork, defTheme: c.Theme, surface: c.Surface, help: c.Help}
}

// theme is the picture theme of the request of ctx.
func (b *Room) theme(ctx context.Context) string { return draw.Theme(ctx, b.defTheme) }

// The nonogram commands.
const (
	CmdSolve chat.Command = "nonogram.solve" // solve a nonogram (slash, modal)
	CmdHint  chat.Command = "nonogram.hint"  // the next line step of a nonogram
)

// OptSpoiler is the CmdSolve option that shows the picture without a spoiler ("false").
const OptSpoiler = "spoiler"

// OptPartial is the CmdHint option holding the grid so far: rows of '#' (black),
// '.' (white) and '?' (unknown), on separate lines or separated by spaces, commas or '/'.
const OptPartial = "partial"

// Nonogram button kinds (see chat.ButtonID): the first hint, as a new message, and the
// next one, replacing the hint message.
const (
	BtnHint   = "nhint"
	BtnNext   = "nnext"
	BtnReveal = "nreveal" // the solution unspoilered, ephemerally
)

// MaxSize is the largest width and height of a nonogram read from chat.
const MaxSize = input.NonogramMaxSize

// readNonogram gets and parses the request's nonogram (for the /nonogram commands).
//
// A text the Sudoku parser reads is read here as clues all the same: the command says it
// is a nonogram.
func (b *Room) readNonogram(ctx context.Context, req chat.Request) (nonogram.Puzzle, error) {
	in, err := b.input.Puzzle(ctx, &req)
	if err != nil {
		return nonogram.Puzzle{}, err
	}
	if strings.TrimSpace(in.Text) == "" {
		return nonogram.Puzzle{}, chat.Errorf(chat.Invalid, "I found no nonogram in that message. Paste the row clues, a blank line, then the column clues, or attach a .non file; %s shows how.", b.surface.Code(b.help))
	}
	if np, ok := in.Puzzle.(puzzle.NonogramPuzzle); ok {
		return np.Puzzle, nil
	}
	err = in.Err
	if in.Kind != kind {
		var p puzzle.Puzzle
		if p, err = (puzzle.Nonogram{MaxSize: MaxSize}).Read(in.Text); err == nil {
			return p.(puzzle.NonogramPuzzle).Puzzle, nil
		}
		err = errors.Unwrap(err)
	}
	return nonogram.Puzzle{}, b.Problem(err)
}

// kind is the name of the nonogram kind (puzzle.Nonogram).
var kind = puzzle.Nonogram{}.Name()

// SolveInput answers a nonogram pasted or attached where any kind is read (/sudoku solve,
// the Solve puzzle menu, a mention).
func (b *Room) SolveInput(ctx context.Context, req chat.Request, in *input.Input) (chat.Reply, error) {
	if in.Err != nil {
		return chat.Reply{}, b.Problem(in.Err)
	}
	return b.SolvePuzzle(ctx, req, in.Puzzle.(puzzle.NonogramPuzzle).Puzzle)
}

// HintInput answers the first step of a nonogram pasted or attached where any kind is
// read (/sudoku hint, the Hint menu).
func (b *Room) HintInput(ctx context.Context, _ chat.Request, in *input.Input) (chat.Reply, error) {
	if in.Err != nil {
		return chat.Reply{}, b.Problem(in.Err)
	}
	return b.hintStart(ctx, in.Puzzle.(puzzle.NonogramPuzzle).Puzzle, nonogram.Grid{})
}

// Problem turns a nonogram parse or clue error into a message for people.
func (b *Room) Problem(err error) error {
	msg := chat.Escape(strings.TrimSuffix(strings.TrimPrefix(err.Error(), "nonogram: "), "."))
	var ce *nonogram.ClueError
	switch {
	case puzzle.OverSize(err):
		return &chat.Error{Code: chat.TooLarge, Message: fmt.Sprintf("That nonogram is too large for chat: %s. I solve nonograms up to %d×%d here.", msg, MaxSize, MaxSize), Err: err}
	case errors.As(err, &ce):
		return &chat.Error{Code: chat.Invalid, Message: "I read a nonogram, but its clues cannot work: " + msg + ". This puzzle is invalid.", Err: err}
	}
	return &chat.Error{Code: chat.Invalid, Message: "I could not read that nonogram: " + chat.UpperFirst(msg) + ". " + b.surface.Code(b.help) + " shows the layouts I read.", Err: err}
}

// name is how replies name a puzzle: "10×10 nonogram", with its title if any.
func name(p nonogram.Puzzle) string {
	name := p.Size() + " nonogram"
	if t := strings.TrimSpace(p.Title); t != "" {
		name += " “" + chat.Escape(chat.Truncate(strings.ReplaceAll(t, "\n", " "), 60)) + "”"
	}
	return name
}

// Solve answers /nonogram solve.
func (b *Room) Solve(ctx context.Context, req chat.Request) (chat.Reply, error) {
	p, err := b.readNonogram(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.SolvePuzzle(ctx, req, p)
}

// SolvePuzzle solves p within the time budget and answers with the picture: the unique
// solution behind a spoiler, or two solutions, or why there is none.
func (b *Room) SolvePuzzle(ctx context.Context, req chat.Request, p nonogram.Puzzle) (chat.Reply, error) {
	sctx, cancel := b.budget.Bound(ctx)
	s := nonogram.Solver{MaxNodes: b.maxNodes}
	sol := s.Solve(sctx, p)
	overBudget := errors.Is(sctx.Err(), context.DeadlineExceeded)
	cancel()
	name := name(p)
	spoiler := "SPOILER_"
	if req.Options[OptSpoiler] == "false" {
		spoiler = ""
	}
	switch sol.Status {
	case nonogram.Unique:
		pic, err := draw.Nonogram(p, sol.Grid, nil, p.Size()+" nonogram · unique solution", b.theme(ctx))
		if err != nil {
			return chat.Reply{}, fmt.Errorf("bot: draw nonogram: %w", err)
		}
		key, serr := States.Put(ctx, b.buttons, NewState(p, nonogram.Grid{}))
		text := fmt.Sprintf("**Solved** %s, unique solution · solved in %s\nThe picture is hidden behind the spoiler; press **Hint** for one line at a time instead.",
			name, chat.Elapsed(sol.Elapsed))
		if spoiler == "" {
			text = fmt.Sprintf("**Solved** %s, unique solution · solved in %s", name, chat.Elapsed(sol.Elapsed))
		}
		r := chat.Reply{Text: text, Files: []chat.File{{Name: spoiler + "solution.png", ContentType: "image/png", Data: pic, Description: "Solved " + p.Size() + " nonogram"}}}
		if serr != nil {
			return state.Unavailable(r, 0), nil
		}
		r.Buttons = []chat.Button{
			{Label: "Hint", ID: chat.ButtonID(BtnHint, key, -1), Style: chat.Primary},
			{Label: "Reveal", ID: chat.ButtonID(BtnReveal, key, -1)},
		}
		return r, nil
	case nonogram.Multiple:
		diff, first := 0, -1
		for i := range sol.Grid.Cells {
			if sol.Grid.Cells[i] != sol.Second.Cells[i] {
				diff++
				if first < 0 {
					first = i
				}
			}
		}
		text := fmt.Sprintf("⚠️ This %s has more than one solution, so it is not a proper nonogram. Here are two: they differ in %d cells, the first at row %d, column %d.",
			name, diff, first/p.Width()+1, first%p.Width()+1)
		var files []chat.File
		for k, g := range []nonogram.Grid{sol.Grid, sol.Second} {
			pic, err := draw.Nonogram(p, g, nil, fmt.Sprintf("%s nonogram · solution %d of several", p.Size(), k+1), b.theme(ctx))
			if err != nil {
				return chat.Reply{}, fmt.Errorf("bot: draw nonogram: %w", err)
			}
			files = append(files, chat.File{Name: fmt.Sprintf("%ssolution-%d.png", spoiler, k+1), ContentType: "image/png", Data: pic,
				Description: fmt.Sprintf("%s nonogram, solution %d of several", p.Size(), k+1)})
		}
		return chat.Reply{Text: text, Files: files}, nil
	case nonogram.None:
		why := "no way of filling the grid meets every clue"
		var ce *nonogram.ContradictionError
		if errors.As(sol.Err, &ce) {
			why = fmt.Sprintf("line logic shows that %s cannot hold its clue %s", ce.Line, nonogram.ClueString(ce.Clue))
		}
		r := chat.Reply{Text: fmt.Sprintf("⚠️ This %s has no solution: the clues are consistent at a glance, but %s.", name, why), Ephemeral: true}
		if pic, err := draw.Nonogram(p, nonogram.Grid{}, nil, p.Size()+" nonogram · no solution", b.theme(ctx)); err == nil {
			r.Files = []chat.File{{Name: "clues.png", ContentType: "image/png", Data: pic, Description: p.Size() + " nonogram clues, no solution"}}
		}
		return r, nil
	case nonogram.Invalid:
		return chat.Reply{}, b.Problem(sol.Err)
	}
	if ctx.Err() != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "The solve was cancelled.", Err: ctx.Err()}
	}
	if overBudget {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I gave up on this %s after %s: it needs more search than my time budget allows.", name, b.budget.Time)
	}
	return chat.Reply{}, chat.Errorf(chat.Unavailable, "I gave up on this %s: the search ran past its budget of %d steps.", name, b.maxNodes)
}

// Hint answers /nonogram hint: the next step on the grid so far (the partial option).
func (b *Room) Hint(ctx context.Context, req chat.Request) (chat.Reply, error) {
	p, err := b.readNonogram(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	var g nonogram.Grid
	if s := strings.TrimSpace(req.Options[OptPartial]); s != "" {
		if g, err = parsePartial(s, p); err != nil {
			return chat.Reply{}, err
		}
	}
	return b.hintStart(ctx, p, g)
}

// hintStart saves the puzzle and grid and answers their first step.
func (b *Room) hintStart(ctx context.Context, p nonogram.Puzzle, g nonogram.Grid) (chat.Reply, error) {
	st := NewState(p, g)
	key, err := States.Put(ctx, b.buttons, st)
	if err != nil {
		r, err := b.hintReply(ctx, "", st, false)
		return state.WithoutButtons(r, err, b.surface.TextLimit)
	}
	return b.hintReply(ctx, key, st, false)
}

// parsePartial reads a player's grid for p: rows on separate lines, or on one line
// separated by spaces, commas, semicolons or slashes (a slash option has no line breaks).
func parsePartial(s string, p nonogram.Puzzle) (nonogram.Grid, error) {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "```", "\n"), "`", "")
	if !strings.Contains(s, "\n") {
		s = strings.Join(strings.FieldsFunc(s, func(r rune) bool {
			return r == ' ' || r == ',' || r == ';' || r == '/' || r == '\t'
		}), "\n")
	}
	g, err := nonogram.ParseGrid(s)
	if err != nil {
		msg := chat.Escape(strings.TrimPrefix(err.Error(), "nonogram: "))
		return nonogram.Grid{}, &chat.Error{Code: chat.Invalid, Message: "I could not read the partial grid: " + msg + ". Write rows of `#` (black), `.` (white) and `?` (unknown).", Err: err}
	}
	if g.Width != p.Width() || g.Height != p.Height() {
		return nonogram.Grid{}, chat.Errorf(chat.Invalid, "The partial grid is %d×%d, but the puzzle is a %s nonogram.", g.Width, g.Height, p.Size())
	}
	return g, nil
}

// hintReply answers the next step for the grid in st: the step's line and cells on the
// picture, and a "Next hint" button whose state has the step applied.
func (b *Room) hintReply(ctx context.Context, key string, st State, update bool) (chat.Reply, error) {
	p, g, err := st.decode()
	if err != nil {
		return chat.Reply{}, err
	}
	r := chat.Reply{Ephemeral: true, Update: update}
	var step nonogram.Step
	hctx, cancel := b.budget.Bound(ctx)
	if g.Known() == len(g.Cells) {
		err = nonogram.ErrComplete
	} else if step, err = nonogram.NextStepContext(hctx, p, g); errors.Is(err, nonogram.ErrStuck) {
		step, err = nonogram.TrialStepContext(hctx, p, g, b.trialWork)
	}
	cancel()
	if ctx.Err() != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "The hint was cancelled.", Err: ctx.Err()}
	}
	name := name(p)
	var ce *nonogram.ContradictionError
	switch {
	case errors.Is(err, nonogram.ErrLimit):
		why := fmt.Sprintf(" after %s: finding the next step took longer than my time budget", b.budget.Time)
		if !errors.Is(err, context.DeadlineExceeded) {
			why = ": no line helps, and no single trial settled a cell within my work budget"
		}
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("I gave up on a hint for this %s%s. The next step may need a guess.", name, why), Err: err}
	case errors.Is(err, nonogram.ErrComplete):
		if verr := p.Verify(g); verr != nil {
			r.Text = "⚠️ The grid is full but breaks a clue: " + chat.Escape(strings.TrimPrefix(verr.Error(), "nonogram: ")) + "."
		} else {
			r.Text = fmt.Sprintf("✅ The %s is complete: every clue is met.", name)
		}
		if pic, perr := draw.Nonogram(p, g, nil, p.Size()+" nonogram · complete", b.theme(ctx)); perr == nil {
			r.Files = []chat.File{{Name: "SPOILER_grid.png", ContentType: "image/png", Data: pic, Description: "Complete " + p.Size() + " nonogram"}}
		}
		return r, nil
	case errors.As(err, &ce):
		r.Text = fmt.Sprintf("🔎 Something is wrong in this grid: %s cannot hold its clue %s with the cells already filled. Check that line first.",
			ce.Line, nonogram.ClueString(ce.Clue))
		if pic, perr := draw.Nonogram(p, g, nil, p.Size()+" nonogram · a line is wrong", b.theme(ctx)); perr == nil {
			r.Files = []chat.File{{Name: "grid.png", ContentType: "image/png", Data: pic, Description: fmt.Sprintf("%s nonogram, %s highlighted as wrong", p.Size(), ce.Line)}}
		}
		return r, nil
	case errors.Is(err, nonogram.ErrStuck):
		r.Text = fmt.Sprintf("🤔 No line and no single trial settles a cell of this %s any more: the next step is a guess (%d of %d cells known).",
			name, g.Known(), len(g.Cells))
		return r, nil
	case err != nil:
		return chat.Reply{}, b.Problem(err)
	}
	r.Text = b.surface.Fit(fmt.Sprintf("**Hint** · %s · %s.", name, step.Text))
	pic, err := draw.Nonogram(p, g, &step, chat.Truncate(step.Text, 200), b.theme(ctx))
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw nonogram hint: %w", err)
	}
	r.Files = []chat.File{{Name: "hint.png", ContentType: "image/png", Data: pic, Description: fmt.Sprintf("Nonogram hint: %s highlighted", step.Line)}}
	next := g.Clone()
	step.Apply(next)
	nkey, err := States.Put(ctx, b.buttons, NewState(p, next))
	if err != nil {
		return state.Unavailable(r, b.surface.TextLimit), nil
	}
	r.Buttons = []chat.Button{{Label: "Next hint", ID: chat.ButtonID(BtnNext, nkey, -1), Style: chat.Primary}}
	return r, nil
}

// State is what a nonogram button's key names: the clues and the grid so far.
type State struct {
	Rows  [][]int `json:"rows"`
	Cols  [][]int `json:"cols"`
	Title string  `json:"title,omitempty"`
	Cells string  `json:"cells,omitempty"` // '#', '.', '?' row by row; empty means nothing known
}

// States keeps a nonogram's button state.
var States = state.Kind[State]{Prefix: "n:", Name: "nonogram state"}

// NewState records p and the grid g (the zero Grid: nothing known).
func NewState(p nonogram.Puzzle, g nonogram.Grid) State {
	st := State{Rows: p.Rows, Cols: p.Cols, Title: p.Title}
	if !g.IsZero() && g.Known() > 0 {
		cells := make([]byte, len(g.Cells))
		for i, c := range g.Cells {
			cells[i] = c.Byte()
		}
		st.Cells = string(cells)
	}
	return st
}

// decode rebuilds the puzzle and grid, checking them as if they came from a user.
func (st State) decode() (nonogram.Puzzle, nonogram.Grid, error) {
	p := nonogram.Puzzle{Rows: st.Rows, Cols: st.Cols, Title: st.Title}
	if p.Width() > MaxSize || p.Height() > MaxSize {
		return p, nonogram.Grid{}, fmt.Errorf("bot: nonogram state is %s", p.Size())
	}
	if err := p.Check(); err != nil {
		return p, nonogram.Grid{}, fmt.Errorf("bot: nonogram state: %w", err)
	}
	g := nonogram.NewGrid(p.Width(), p.Height())
	if st.Cells == "" {
		return p, g, nil
	}
	if len(st.Cells) != len(g.Cells) {
		return p, g, fmt.Errorf("bot: nonogram state holds %d cells, want %d", len(st.Cells), len(g.Cells))
	}
	for i := 0; i < len(st.Cells); i++ {
		switch st.Cells[i] {
		case '#':
			g.Cells[i] = nonogram.Black
		case '.':
			g.Cells[i] = nonogram.White
		}
	}
	return p, g, nil
}

// Button answers the nonogram buttons: the first hint (a new message) or the next one
// (replacing the hint message), and Reveal.
func (b *Room) Button(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, _, err := chat.Pressed(req)
	if err != nil {
		return chat.Reply{}, err
	}
	st, err := States.Get(ctx, b.buttons, key)
	if err != nil {
		return chat.Reply{}, err
	}
	if kind == BtnReveal {
		return b.reveal(ctx, st)
	}
	return b.hintReply(ctx, key, st, kind == BtnNext)
}

// reveal shows the solution of a solved nonogram without the spoiler, to the presser
// alone: the picture, and the rows as text when they fit in a message.
func (b *Room) reveal(ctx context.Context, st State) (chat.Reply, error) {
	p, _, err := st.decode()
	if err != nil {
		return chat.Reply{}, err
	}
	sctx, cancel := b.budget.Bound(ctx)
	sol := (&nonogram.Solver{MaxNodes: b.maxNodes}).Solve(sctx, p)
	cancel()
	if sol.Status != nonogram.Unique && sol.Status != nonogram.Multiple {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I could not solve this %s again in time; please try once more.", name(p))
	}
	pic, err := draw.Nonogram(p, sol.Grid, nil, p.Size()+" nonogram · solution", b.theme(ctx))
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw nonogram: %w", err)
	}
	text := "Here is the solution."
	if rows := "Here is the solution:\n```\n" + strings.Join(sol.Grid.Rows(), "\n") + "\n```"; b.surface.TextLimit <= 0 || len(rows) < b.surface.TextLimit-60 {
		text = rows // the rows as text when they fit in a message, with room to spare
	}
	return chat.Reply{Text: text, Ephemeral: true, Files: []chat.File{{Name: "solution.png", ContentType: "image/png", Data: pic, Description: "Solved " + p.Size() + " nonogram"}}}, nil
}

// NotSudoku answers a Sudoku-only command given a nonogram.
func (b *Room) NotSudoku(in *input.Input, cmd chat.Command) error {
	if in.Err != nil {
		return b.Problem(in.Err)
	}
	return chat.Errorf(chat.Invalid, "That is a %s; %s works on Sudoku only. Try %s or %s.", name(in.Puzzle.(puzzle.NonogramPuzzle).Puzzle), b.surface.Code(cmd), b.surface.Code(CmdSolve), b.surface.Code(CmdHint))
}

package bot

// Nonograms: /nonogram solve and hint, and nonograms recognised where a Sudoku was
// expected (the context menu, mentions, DMs). Puzzle kinds are a switch here, not an
// interface: see docs/architecture.md §3.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/nonogram"
)

// The nonogram commands.
const (
	CmdNonogramSolve chat.Command = "nonogram.solve" // solve a nonogram (slash, modal)
	CmdNonogramHint  chat.Command = "nonogram.hint"  // the next line step of a nonogram
)

// OptPartial is the CmdNonogramHint option holding the grid so far: rows of '#' (black),
// '.' (white) and '?' (unknown), on separate lines or separated by spaces, commas or '/'.
const OptPartial = "partial"

// Nonogram button kinds (see buttonID): the first hint, as a new message, and the next
// one, replacing the hint message.
const (
	btnNonogramHint   = "nhint"
	btnNonogramNext   = "nnext"
	btnNonogramReveal = "nreveal" // the solution unspoilered, ephemerally
)

// NonogramMaxSize is the largest width and height of a nonogram read from chat.
const NonogramMaxSize = 200

// overSizeCap reports whether err is the nonogram parser's size-cap error.
func overSizeCap(err error) bool {
	var pe *nonogram.ParseError
	return errors.As(err, &pe) && strings.Contains(pe.Msg, "over the size limit")
}

// readNonogram gets and parses the request's nonogram (for the /nonogram commands).
//
// A text the Sudoku parser reads is read here as clues all the same: the command says it
// is a nonogram.
func (b *Bot) readNonogram(ctx context.Context, req chat.Request) (nonogram.Puzzle, error) {
	in, err := b.puzzleInput(ctx, &req)
	if err != nil {
		return nonogram.Puzzle{}, err
	}
	if strings.TrimSpace(in.text) == "" {
		return nonogram.Puzzle{}, chat.Errorf(chat.Invalid, "I found no nonogram in that message. Paste the row clues, a blank line, then the column clues, or attach a .non file; `/help` shows how.")
	}
	p, err := in.puzzle, in.err
	if in.kind != kindNonogram {
		p, err = nonogram.ParseOptions{MaxSize: NonogramMaxSize}.Parse(in.text)
	}
	if err != nil {
		return nonogram.Puzzle{}, nonogramProblem(err)
	}
	return p, nil
}

// nonogramProblem turns a nonogram parse or clue error into a message for people.
func nonogramProblem(err error) error {
	msg := chat.Escape(strings.TrimSuffix(strings.TrimPrefix(err.Error(), "nonogram: "), "."))
	var ce *nonogram.ClueError
	switch {
	case overSizeCap(err):
		return &chat.Error{Code: chat.TooLarge, Message: fmt.Sprintf("That nonogram is too large for chat: %s. I solve nonograms up to %d×%d here.", msg, NonogramMaxSize, NonogramMaxSize), Err: err}
	case errors.As(err, &ce):
		return &chat.Error{Code: chat.Invalid, Message: "I read a nonogram, but its clues cannot work: " + msg + ". This puzzle is invalid.", Err: err}
	}
	return &chat.Error{Code: chat.Invalid, Message: "I could not read that nonogram: " + chat.UpperFirst(msg) + ". `/help` shows the layouts I read.", Err: err}
}

// nonogramName is how replies name a puzzle: "10×10 nonogram", with its title if any.
func nonogramName(p nonogram.Puzzle) string {
	name := p.Size() + " nonogram"
	if t := strings.TrimSpace(p.Title); t != "" {
		name += " “" + chat.Escape(chat.Truncate(strings.ReplaceAll(t, "\n", " "), 60)) + "”"
	}
	return name
}

func (b *Bot) nonogramSolveCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	p, err := b.readNonogram(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.nonogramSolve(ctx, req, p)
}

// nonogramSolve solves p within the time budget and answers with the picture: the unique
// solution behind a spoiler, or two solutions, or why there is none.
func (b *Bot) nonogramSolve(ctx context.Context, req chat.Request, p nonogram.Puzzle) (chat.Reply, error) {
	sctx, cancel := b.budget(ctx)
	s := nonogram.Solver{MaxNodes: b.limits.MaxNodes}
	sol := s.Solve(sctx, p)
	overBudget := errors.Is(sctx.Err(), context.DeadlineExceeded)
	cancel()
	name := nonogramName(p)
	spoiler := "SPOILER_"
	if req.Options[OptSpoiler] == "false" {
		spoiler = ""
	}
	switch sol.Status {
	case nonogram.Unique:
		pic, err := nonogramPNG(p, sol.Grid, nil, p.Size()+" nonogram · unique solution", b.theme(ctx))
		if err != nil {
			return chat.Reply{}, fmt.Errorf("bot: draw nonogram: %w", err)
		}
		key, serr := b.putNonogramState(ctx, newNonogramState(p, nonogram.Grid{}))
		text := fmt.Sprintf("**Solved** %s, unique solution · solved in %s\nThe picture is hidden behind the spoiler; press **Hint** for one line at a time instead.",
			name, roundDuration(sol.Elapsed))
		if spoiler == "" {
			text = fmt.Sprintf("**Solved** %s, unique solution · solved in %s", name, roundDuration(sol.Elapsed))
		}
		r := chat.Reply{Text: text, Files: []chat.File{{Name: spoiler + "solution.png", ContentType: "image/png", Data: pic, Description: "Solved " + p.Size() + " nonogram"}}}
		if serr != nil {
			r.Text += "\n" + buttonsUnavailable
			return r, nil
		}
		r.Buttons = []chat.Button{
			{Label: "Hint", ID: buttonID(btnNonogramHint, key, -1), Style: chat.Primary},
			{Label: "Reveal", ID: buttonID(btnNonogramReveal, key, -1)},
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
			pic, err := nonogramPNG(p, g, nil, fmt.Sprintf("%s nonogram · solution %d of several", p.Size(), k+1), b.theme(ctx))
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
		if pic, err := nonogramPNG(p, nonogram.Grid{}, nil, p.Size()+" nonogram · no solution", b.theme(ctx)); err == nil {
			r.Files = []chat.File{{Name: "clues.png", ContentType: "image/png", Data: pic, Description: p.Size() + " nonogram clues, no solution"}}
		}
		return r, nil
	case nonogram.Invalid:
		return chat.Reply{}, nonogramProblem(sol.Err)
	}
	if ctx.Err() != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "The solve was cancelled.", Err: ctx.Err()}
	}
	if overBudget {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I gave up on this %s after %s: it needs more search than my time budget allows.", name, b.limits.SolveTime)
	}
	return chat.Reply{}, chat.Errorf(chat.Unavailable, "I gave up on this %s: the search ran past its budget of %d steps.", name, b.limits.MaxNodes)
}

func (b *Bot) nonogramHintCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
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
	return b.nonogramHintStart(ctx, p, g)
}

// nonogramHintStart saves the puzzle and grid and answers their first step.
func (b *Bot) nonogramHintStart(ctx context.Context, p nonogram.Puzzle, g nonogram.Grid) (chat.Reply, error) {
	st := newNonogramState(p, g)
	key, err := b.putNonogramState(ctx, st)
	if err != nil {
		return withoutButtons(b.nonogramHintReply(ctx, "", st, false))
	}
	return b.nonogramHintReply(ctx, key, st, false)
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

// nonogramHintReply answers the next step for the grid in st: the step's line and cells on
// the picture, and a "Next hint" button whose state has the step applied.
func (b *Bot) nonogramHintReply(ctx context.Context, key string, st nonogramState, update bool) (chat.Reply, error) {
	p, g, err := st.decode()
	if err != nil {
		return chat.Reply{}, err
	}
	r := chat.Reply{Ephemeral: true, Update: update}
	var step nonogram.Step
	hctx, cancel := b.budget(ctx)
	if g.Known() == len(g.Cells) {
		err = nonogram.ErrComplete
	} else if step, err = nonogram.NextStepContext(hctx, p, g); errors.Is(err, nonogram.ErrStuck) {
		step, err = nonogram.TrialStepContext(hctx, p, g, b.limits.TrialWork)
	}
	cancel()
	if ctx.Err() != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "The hint was cancelled.", Err: ctx.Err()}
	}
	name := nonogramName(p)
	var ce *nonogram.ContradictionError
	switch {
	case errors.Is(err, nonogram.ErrLimit):
		why := fmt.Sprintf(" after %s: finding the next step took longer than my time budget", b.limits.SolveTime)
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
		if pic, perr := nonogramPNG(p, g, nil, p.Size()+" nonogram · complete", b.theme(ctx)); perr == nil {
			r.Files = []chat.File{{Name: "SPOILER_grid.png", ContentType: "image/png", Data: pic, Description: "Complete " + p.Size() + " nonogram"}}
		}
		return r, nil
	case errors.As(err, &ce):
		r.Text = fmt.Sprintf("🔎 Something is wrong in this grid: %s cannot hold its clue %s with the cells already filled. Check that line first.",
			ce.Line, nonogram.ClueString(ce.Clue))
		if pic, perr := nonogramPNG(p, g, nil, p.Size()+" nonogram · a line is wrong", b.theme(ctx)); perr == nil {
			r.Files = []chat.File{{Name: "grid.png", ContentType: "image/png", Data: pic, Description: fmt.Sprintf("%s nonogram, %s highlighted as wrong", p.Size(), ce.Line)}}
		}
		return r, nil
	case errors.Is(err, nonogram.ErrStuck):
		r.Text = fmt.Sprintf("🤔 No line and no single trial settles a cell of this %s any more: the next step is a guess (%d of %d cells known).",
			name, g.Known(), len(g.Cells))
		return r, nil
	case err != nil:
		return chat.Reply{}, nonogramProblem(err)
	}
	r.Text = chat.Truncate(fmt.Sprintf("**Hint** · %s · %s.", name, step.Text), 1990)
	pic, err := nonogramPNG(p, g, &step, chat.Truncate(step.Text, 200), b.theme(ctx))
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw nonogram hint: %w", err)
	}
	r.Files = []chat.File{{Name: "hint.png", ContentType: "image/png", Data: pic, Description: fmt.Sprintf("Nonogram hint: %s highlighted", step.Line)}}
	next := g.Clone()
	step.Apply(next)
	nkey, err := b.putNonogramState(ctx, newNonogramState(p, next))
	if err != nil {
		r.Text = chat.Truncate(r.Text, 1990-len(buttonsUnavailable)-1) + "\n" + buttonsUnavailable
		return r, nil
	}
	r.Buttons = []chat.Button{{Label: "Next hint", ID: buttonID(btnNonogramNext, nkey, -1), Style: chat.Primary}}
	return r, nil
}

// nonogramState is what a nonogram button's key names: the clues and the grid so far.
type nonogramState struct {
	Rows  [][]int `json:"rows"`
	Cols  [][]int `json:"cols"`
	Title string  `json:"title,omitempty"`
	Cells string  `json:"cells,omitempty"` // '#', '.', '?' row by row; empty means nothing known
}

// newNonogramState records p and the grid g (the zero Grid: nothing known).
func newNonogramState(p nonogram.Puzzle, g nonogram.Grid) nonogramState {
	st := nonogramState{Rows: p.Rows, Cols: p.Cols, Title: p.Title}
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
func (st nonogramState) decode() (nonogram.Puzzle, nonogram.Grid, error) {
	p := nonogram.Puzzle{Rows: st.Rows, Cols: st.Cols, Title: st.Title}
	if p.Width() > NonogramMaxSize || p.Height() > NonogramMaxSize {
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

func (b *Bot) putNonogramState(ctx context.Context, st nonogramState) (string, error) {
	data, err := json.Marshal(st)
	if err != nil {
		return "", err
	}
	key := newKey()
	if err := b.state.PutState(ctx, "n:"+key, data, b.now().Add(b.limits.StateTTL)); err != nil {
		return "", &chat.Error{Code: chat.Unavailable, Message: "I could not save this puzzle's buttons; please try again.", Err: err}
	}
	return key, nil
}

func (b *Bot) getNonogramState(ctx context.Context, key string) (nonogramState, error) {
	var st nonogramState
	data, err := b.state.GetState(ctx, "n:"+key)
	if errors.Is(err, ErrStateNotFound) {
		return st, chat.Errorf(chat.NotFound, "This button has expired. Please send the puzzle again.")
	}
	if err != nil {
		return st, &chat.Error{Code: chat.Unavailable, Message: "I could not load this puzzle; please try again.", Err: err}
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return st, fmt.Errorf("bot: decode nonogram state %s: %w", key, err)
	}
	return st, nil
}

// nonogramButton answers the nonogram buttons: the first hint (a new message) or the next
// one (replacing the hint message).
func (b *Bot) nonogramButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, _, err := pressed(req)
	if err != nil {
		return chat.Reply{}, err
	}
	st, err := b.getNonogramState(ctx, key)
	if err != nil {
		return chat.Reply{}, err
	}
	if kind == btnNonogramReveal {
		return b.nonogramReveal(ctx, st)
	}
	return b.nonogramHintReply(ctx, key, st, kind == btnNonogramNext)
}

// nonogramReveal shows the solution of a solved nonogram without the spoiler, to the
// presser alone: the picture, and the rows as text when they fit in a message.
func (b *Bot) nonogramReveal(ctx context.Context, st nonogramState) (chat.Reply, error) {
	p, _, err := st.decode()
	if err != nil {
		return chat.Reply{}, err
	}
	sctx, cancel := b.budget(ctx)
	sol := (&nonogram.Solver{MaxNodes: b.limits.MaxNodes}).Solve(sctx, p)
	cancel()
	if sol.Status != nonogram.Unique && sol.Status != nonogram.Multiple {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "I could not solve this %s again in time; please try once more.", nonogramName(p))
	}
	pic, err := nonogramPNG(p, sol.Grid, nil, p.Size()+" nonogram · solution", b.theme(ctx))
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: draw nonogram: %w", err)
	}
	text := "Here is the solution."
	if rows := strings.Join(sol.Grid.Rows(), "\n"); len(rows) < 1900 {
		text = "Here is the solution:\n```\n" + rows + "\n```"
	}
	return chat.Reply{Text: text, Ephemeral: true, Files: []chat.File{{Name: "solution.png", ContentType: "image/png", Data: pic, Description: "Solved " + p.Size() + " nonogram"}}}, nil
}

// notSudoku answers a Sudoku-only command given a nonogram.
func notSudoku(p nonogram.Puzzle, err error, cmd chat.Command) error {
	if err != nil {
		return nonogramProblem(err)
	}
	return chat.Errorf(chat.Invalid, "That is a %s; `/sudoku %s` works on Sudoku only. Try `/nonogram solve` or `/nonogram hint`.", nonogramName(p), cmd)
}

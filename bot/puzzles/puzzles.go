// Package puzzles answers in chat a puzzle of any kind of the puzzle table that has no room
// of its own: solve (the solution drawn behind a spoiler, or why there is none or more than
// one) and hint (the first step, worded and drawn), through the seam of package puzzle
// alone. A new kind is served here as soon as it is in the table; a room of its own
// (bot/solve for Sudoku, bot/nonogram) can come later for richer answers.
package puzzles

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/puzzle"
)

// Config is what [New] needs.
type Config struct {
	Budget    limit.Budget
	MaxNodes  int64        // search node budget per solve; 0 means no bound
	TrialWork int64        // effort of a step that needs a trial; 0 means the kind's default
	Theme     string       // the bot's picture theme, when the member has none
	Surface   chat.Surface // the platform's message limit and command names
}

// A Room answers puzzles of any kind. It is safe for concurrent use.
type Room struct {
	c Config
}

// New returns a Room built from c.
func New(c Config) *Room { return &Room{c: c} }

// Solve answers solve on the puzzle in.
func (b *Room) Solve(ctx context.Context, req chat.Request, in *input.Input) (chat.Reply, error) {
	p, name, err := b.puzzle(in)
	if err != nil {
		return chat.Reply{}, err
	}
	sctx, cancel := b.c.Budget.Bound(ctx)
	sol := p.Solve(sctx, b.c.MaxNodes)
	cancel()
	spoiler := "SPOILER_"
	if req.Options["spoiler"] == "false" {
		spoiler = ""
	}
	switch sol.Status {
	case puzzle.Unique:
		pic, err := b.draw(ctx, p, puzzle.View{Grid: sol.First}, p.Describe()+" · unique solution")
		if err != nil {
			return chat.Reply{}, err
		}
		return chat.Reply{Text: b.c.Surface.Fit(fmt.Sprintf("**Solved** %s, unique solution · solved in %s", name, chat.Elapsed(sol.Elapsed))),
			Files: []chat.File{{Name: spoiler + "solution.png", ContentType: "image/png", Data: pic, Description: "Solved " + p.Describe()}}}, nil
	case puzzle.Multiple:
		r := chat.Reply{Text: b.c.Surface.Fit(fmt.Sprintf("⚠️ This %s has more than one solution, so it is not a proper puzzle. Here are two.", name))}
		for k, g := range []puzzle.Grid{sol.First, sol.Second} {
			pic, err := b.draw(ctx, p, puzzle.View{Grid: g}, fmt.Sprintf("%s · solution %d of several", p.Describe(), k+1))
			if err != nil {
				return chat.Reply{}, err
			}
			r.Files = append(r.Files, chat.File{Name: fmt.Sprintf("%ssolution-%d.png", spoiler, k+1), ContentType: "image/png", Data: pic,
				Description: fmt.Sprintf("%s, solution %d of several", p.Describe(), k+1)})
		}
		return r, nil
	case puzzle.None, puzzle.Invalid:
		why := "no way of filling it meets its rules"
		if sol.Err != nil {
			why = chat.Escape(plain(sol.Err))
		}
		return chat.Reply{Text: b.c.Surface.Fit(fmt.Sprintf("⚠️ This %s has no solution: %s.", name, why)), Ephemeral: true}, nil
	}
	if ctx.Err() != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "The solve was cancelled.", Err: ctx.Err()}
	}
	return chat.Reply{}, chat.Errorf(chat.Unavailable, "I gave up on this %s: it needs more search than my budget allows.", name)
}

// Hint answers hint on the puzzle in: its first step, worded and drawn.
func (b *Room) Hint(ctx context.Context, _ chat.Request, in *input.Input) (chat.Reply, error) {
	p, name, err := b.puzzle(in)
	if err != nil {
		return chat.Reply{}, err
	}
	hctx, cancel := b.c.Budget.Bound(ctx)
	st, err := p.Next(hctx, nil, b.c.TrialWork)
	cancel()
	r := chat.Reply{Ephemeral: true}
	switch {
	case errors.Is(err, puzzle.ErrComplete):
		r.Text = fmt.Sprintf("✅ This %s is complete: there is nothing to hint.", name)
		return r, nil
	case errors.Is(err, puzzle.ErrStuck):
		r.Text = fmt.Sprintf("🤔 No step of this %s comes without a guess.", name)
		return r, nil
	case err != nil:
		if gave := b.c.Budget.GaveUp(err, "finding a hint"); gave != nil {
			return chat.Reply{}, gave
		}
		return chat.Reply{}, &chat.Error{Code: chat.Invalid, Message: fmt.Sprintf("🔎 Something is wrong in this %s: %s.", name, chat.Escape(plain(err))), Err: err}
	}
	r.Text = b.c.Surface.Fit(fmt.Sprintf("**Hint** · %s · %s", name, chat.Escape(st.String())))
	pic, err := b.draw(ctx, p, puzzle.View{Step: st}, p.Describe()+" · next step")
	if err != nil {
		return chat.Reply{}, err
	}
	r.Files = []chat.File{{Name: "hint.png", ContentType: "image/png", Data: pic, Description: "Hint on a " + p.Describe() + ": " + chat.Truncate(st.String(), 900)}}
	return r, nil
}

// NotSudoku answers a command only Sudoku has, given a puzzle of another kind.
func (b *Room) NotSudoku(in *input.Input, cmd chat.Command) error {
	if in.Err != nil {
		return b.problem(in)
	}
	return chat.Errorf(chat.Invalid, "That is a %s; %s works on Sudoku only.", chat.Escape(in.Puzzle.Describe()), b.c.Surface.Code(cmd))
}

// puzzle is the puzzle in and its name for a reply, or why the text holds none.
func (b *Room) puzzle(in *input.Input) (puzzle.Puzzle, string, error) {
	if in.Err != nil {
		return nil, "", b.problem(in)
	}
	return in.Puzzle, chat.Escape(in.Puzzle.Describe()), nil
}

// problem words why the text in holds no puzzle of its kind.
func (b *Room) problem(in *input.Input) error {
	return &chat.Error{Code: chat.Invalid, Message: fmt.Sprintf("I read a %s, but it cannot work: %s.", in.Kind, chat.Escape(plain(in.Err))), Err: in.Err}
}

// draw draws p's view under title, in the member's theme.
func (b *Room) draw(ctx context.Context, p puzzle.Puzzle, v puzzle.View, title string) ([]byte, error) {
	opt := draw.Options(draw.Theme(ctx, b.c.Theme))
	opt.Title = title
	pic, err := draw.Encode(p.Draw(v, opt))
	if err != nil {
		return nil, fmt.Errorf("puzzles: draw %s: %w", p.Describe(), err)
	}
	return pic, nil
}

// plain is err's message without its package prefix or final period.
func plain(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, ": "); i > 0 && !strings.Contains(msg[:i], " ") {
		msg = msg[i+2:]
	}
	return strings.TrimSuffix(msg, ".")
}

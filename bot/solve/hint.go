package solve

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/draw"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// ladderTop is the last rung of the hint ladder, the same on a pasted grid as on the board.
const ladderTop = game.LadderTop

// Hint answers /sudoku hint (and the Hint menu) on the Sudoku grid in: the first rung of
// the ladder.
func (b *Room) Hint(ctx context.Context, req chat.Request, in *input.Input) (chat.Reply, error) {
	g, ok := in.Grid()
	if !ok {
		return chat.Reply{}, in.Err
	}
	var err error
	given := g
	if s := strings.TrimSpace(req.Options[OptGiven]); s != "" {
		if given, err = b.givenFor(s, g); err != nil {
			return chat.Reply{}, err
		}
	}
	st := NewState(given, g)
	if r, done := solvedReply(g); done {
		return r, nil
	}
	key, err := States.Put(ctx, b.buttons, st)
	if err != nil {
		// The first rung needs no store: answer it, without the button that would.
		r, err := b.Ladder(ctx, "", st, 1, false)
		return state.WithoutButtons(r, err, b.surface.TextLimit)
	}
	return b.Ladder(ctx, key, st, 1, false)
}

// solvedReply answers a grid that is already complete and correct.
func solvedReply(g sudoku.Grid) (chat.Reply, bool) {
	if g.Filled() && sudoku.Check(g) == nil {
		return chat.Reply{Text: "✅ This grid is already solved: there is nothing to hint.", Ephemeral: true}, true
	}
	return chat.Reply{}, false
}

// Ladder answers one rung of the ladder for the state under key.
func (b *Room) Ladder(ctx context.Context, key string, st State, level int, update bool) (chat.Reply, error) {
	level = max(1, min(level, ladderTop))
	cur, err := st.Progress()
	if err != nil {
		return chat.Reply{}, err
	}
	if r, done := solvedReply(cur); done {
		r.Update = update
		return r, nil
	}
	var opt logic.HintOptions
	given := cur
	if len(st.Current) > 0 {
		if g, err := st.Puzzle(); err == nil {
			given = g
		}
		opt.Given = &given
	}
	if len(st.Marks) == cur.Len() {
		opt.Marks = &sudoku.Candidates{N: cur.Size(), Mask: append([]uint32(nil), st.Marks...)}
	}
	hctx, cancel := b.budget.Bound(ctx)
	defer cancel()
	h, err := b.engine.NextHint(hctx, cur, opt)
	if err := b.budget.GaveUp(err, "finding a hint"); err != nil {
		return chat.Reply{}, err
	}
	if err != nil {
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Hints are not available right now.", Err: err}
	}
	r := chat.Reply{Ephemeral: true, Update: update}
	switch h.Status {
	case logic.HintMistakes:
		lines := []string{"🔎 Fix these first:"}
		for i, m := range h.Mistakes {
			if i == 8 {
				lines = append(lines, fmt.Sprintf("• and %d more", len(h.Mistakes)-8))
				break
			}
			lines = append(lines, "• "+chat.UpperFirst(explain.MistakeWhy(cur, m)))
		}
		r.Text = b.surface.Fit(strings.Join(lines, "\n"))
		if pic, err := draw.Hint(given, cur, nil, h.Mistakes, level, b.theme(ctx)); err == nil {
			r.Files = []chat.File{{Name: "mistakes.png", ContentType: "image/png", Data: pic,
				Description: fmt.Sprintf("%d×%d Sudoku with %d mistaken %s circled", cur.Size(), cur.Size(), len(h.Mistakes), "cell"+chat.Plural(len(h.Mistakes)))}}
		}
		return r, nil
	case logic.HintNoUniqueSolution:
		r.Text = "⚠️ I cannot hint this grid: it has no solution or more than one. Check the givens."
		return r, nil
	}
	if h.Step == nil {
		return chat.Reply{}, fmt.Errorf("bot: hint engine returned no step")
	}
	step := *h.Step
	text := b.HintText(cur, step, level)
	r.Text = b.surface.Fit(fmt.Sprintf("**Hint %d/%d** · %s", level, ladderTop, text))
	if pic, err := draw.Hint(given, cur, &step, nil, level, b.theme(ctx)); err == nil {
		r.Files = []chat.File{{Name: "hint.png", ContentType: "image/png", Data: pic, Description: draw.HintAlt(cur, step, level)}}
	}
	if level < ladderTop {
		r.Buttons = []chat.Button{{Label: "Next hint", ID: chat.ButtonID(BtnNext, key, level+1), Style: chat.Primary}}
		return r, nil
	}
	next := advance(st, cur, step)
	nkey, err := States.Put(ctx, b.buttons, next)
	if err != nil {
		return state.Unavailable(r, b.surface.TextLimit), nil
	}
	r.Buttons = []chat.Button{{Label: "Next step", ID: chat.ButtonID(BtnNext, nkey, 1), Style: chat.Primary}}
	return r, nil
}

// advance applies step to the player's grid and pencil marks, as technique.Step.Apply and
// Step.ApplyCandidates do (a placement also takes its digit out of its peers' marks). Marks
// are kept from the first elimination step on, computed from the grid then. A step that
// names a cell or digit outside the grid (a broken engine) changes nothing.
func advance(st State, cur sudoku.Grid, step technique.Step) State {
	next := st
	next.Explain = nil
	if !fits(step, cur) {
		return next
	}
	next.Current = cellsOf(step.Apply(cur))
	if len(step.Eliminations) == 0 && len(st.Marks) == 0 {
		next.Marks = nil
		return next
	}
	marks := sudoku.Candidates{N: cur.Size(), Mask: st.Marks}
	if len(st.Marks) != cur.Len() {
		marks = sudoku.NewCandidates(cur)
	}
	next.Marks = step.ApplyCandidates(cur, marks).Mask
	return next
}

// fits reports whether every placement and elimination of step names a cell and a digit
// of g.
func fits(step technique.Step, g sudoku.Grid) bool {
	for _, c := range append(append([]technique.Candidate(nil), step.Placements...), step.Eliminations...) {
		if c.Cell < 0 || c.Cell >= g.Len() || c.Digit < 1 || c.Digit > g.Size() {
			return false
		}
	}
	return true
}

// HintText words step at level: the engine's words, or explain's when the engine has none.
func (b *Room) HintText(g sudoku.Grid, step technique.Step, level int) string {
	if text := b.engine.HintText(g, step, level); text != "" {
		return text
	}
	return explain.HintText(g, step, level)
}

// givenFor reads the original puzzle of a /sudoku hint: same shape as the player's grid g,
// and every given still in place.
func (b *Room) givenFor(text string, g sudoku.Grid) (sudoku.Grid, error) {
	given, err := b.input.ParseGrid(text)
	if err != nil {
		return sudoku.Grid{}, &chat.Error{Code: chat.Invalid, Message: "I could not read the original puzzle (the given option): paste it as one line.", Err: err}
	}
	if given.Size() != g.Size() || given.BoxRows() != g.BoxRows() {
		return sudoku.Grid{}, chat.Errorf(chat.Invalid, "The original puzzle is %d×%d, but your grid is %d×%d.", given.Size(), given.Size(), g.Size(), g.Size())
	}
	for i := 0; i < given.Len(); i++ {
		if d := given.Cell(i); d != 0 && g.Cell(i) != d {
			return sudoku.Grid{}, chat.Errorf(chat.Invalid, "Your grid changes the given %s (it should be %s).", g.CellName(i), given.Symbols().Format(d))
		}
	}
	return given, nil
}

package bot

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/nonogram"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// ladderTop is the last rung of the hint ladder: where to look, technique, explanation, result.
const ladderTop = 4

func (b *Bot) hint(ctx context.Context, req chat.Request) (chat.Reply, error) {
	in, err := b.puzzleInput(ctx, &req)
	switch {
	case err != nil:
		return chat.Reply{}, err
	case in.kind == kindNonogram && in.err != nil:
		return chat.Reply{}, nonogramProblem(in.err)
	case in.kind == kindNonogram:
		return b.nonogramHintStart(ctx, in.puzzle, nonogram.Grid{})
	case in.err != nil:
		return chat.Reply{}, in.err
	}
	g := in.grid
	given := g
	if s := strings.TrimSpace(req.Options[OptGiven]); s != "" {
		if given, err = givenFor(s, g); err != nil {
			return chat.Reply{}, err
		}
	}
	st := newPuzzleState(given, g)
	if r, done := solvedReply(g); done {
		return r, nil
	}
	key, err := b.putState(ctx, st)
	if err != nil {
		// The first rung needs no store: answer it, without the button that would.
		return withoutButtons(b.hintReply(ctx, "", st, 1, false))
	}
	return b.hintReply(ctx, key, st, 1, false)
}

// withoutButtons drops r's buttons (their state could not be saved) and says so.
func withoutButtons(r chat.Reply, err error) (chat.Reply, error) {
	if err != nil || len(r.Buttons) == 0 {
		return r, err
	}
	r.Buttons = nil
	r.Text = chat.Truncate(r.Text, 1990-len(buttonsUnavailable)-1) + "\n" + buttonsUnavailable
	return r, nil
}

// solvedReply answers a grid that is already complete and correct.
func solvedReply(g sudoku.Grid) (chat.Reply, bool) {
	if g.Filled() && sudoku.Check(g) == nil {
		return chat.Reply{Text: "✅ This grid is already solved: there is nothing to hint.", Ephemeral: true}, true
	}
	return chat.Reply{}, false
}

// hintReply answers one rung of the ladder for the state under key.
func (b *Bot) hintReply(ctx context.Context, key string, st puzzleState, level int, update bool) (chat.Reply, error) {
	level = max(1, min(level, ladderTop))
	cur, err := st.current()
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
		if g, err := st.given(); err == nil {
			given = g
		}
		opt.Given = &given
	}
	if len(st.Marks) == cur.Len() {
		opt.Marks = &sudoku.Candidates{N: cur.Size(), Mask: append([]uint32(nil), st.Marks...)}
	}
	hctx, cancel := b.budget(ctx)
	defer cancel()
	h, err := b.engine.NextHint(hctx, cur, opt)
	if gaveUp(err) {
		return chat.Reply{}, b.gaveUpError("finding a hint")
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
		r.Text = chat.Truncate(strings.Join(lines, "\n"), 1990)
		if pic, err := hintPNG(given, cur, nil, h.Mistakes, level, b.theme(ctx)); err == nil {
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
	text := b.hintText(cur, step, level)
	r.Text = chat.Truncate(fmt.Sprintf("**Hint %d/%d** · %s", level, ladderTop, text), 1990)
	if pic, err := hintPNG(given, cur, &step, nil, level, b.theme(ctx)); err == nil {
		r.Files = []chat.File{{Name: "hint.png", ContentType: "image/png", Data: pic, Description: hintAlt(cur, step, level)}}
	}
	if level < ladderTop {
		r.Buttons = []chat.Button{{Label: "Next hint", ID: buttonID(btnNext, key, level+1), Style: chat.Primary}}
		return r, nil
	}
	next := advance(st, cur, step)
	nkey, err := b.putState(ctx, next)
	if err != nil {
		r.Text = chat.Truncate(r.Text, 1990-len(buttonsUnavailable)-1) + "\n" + buttonsUnavailable
		return r, nil
	}
	r.Buttons = []chat.Button{{Label: "Next step", ID: buttonID(btnNext, nkey, 1), Style: chat.Primary}}
	return r, nil
}

// advance applies step to the player's grid: placements become digits, eliminations are
// removed from the pencil marks (computed from the grid when none are kept yet).
func advance(st puzzleState, cur sudoku.Grid, step technique.Step) puzzleState {
	next := st
	g := cur.Clone()
	for _, p := range step.Placements {
		if p.Cell >= 0 && p.Cell < g.Len() && p.Digit >= 1 && p.Digit <= g.Size() {
			g.SetCell(p.Cell, p.Digit)
		}
	}
	next.Current = cellsOf(g)
	next.Explain = nil
	if len(step.Eliminations) == 0 && len(st.Marks) == 0 {
		next.Marks = nil
		return next
	}
	marks := st.Marks
	if len(marks) != g.Len() {
		marks = sudoku.NewCandidates(g).Mask
	} else {
		marks = append([]uint32(nil), marks...)
	}
	for _, p := range step.Placements {
		if p.Cell >= 0 && p.Cell < len(marks) {
			marks[p.Cell] = 0
		}
	}
	for _, e := range step.Eliminations {
		if e.Cell >= 0 && e.Cell < len(marks) && e.Digit >= 1 {
			marks[e.Cell] &^= 1 << (e.Digit - 1)
		}
	}
	next.Marks = marks
	return next
}

// hintText words step at level: the engine's words, or explain's when the engine has none.
func (b *Bot) hintText(g sudoku.Grid, step technique.Step, level int) string {
	if text := b.engine.HintText(g, step, level); text != "" {
		return text
	}
	return explain.HintText(g, step, level)
}

// givenFor reads the original puzzle of a /sudoku hint: same shape as the player's grid g,
// and every given still in place.
func givenFor(text string, g sudoku.Grid) (sudoku.Grid, error) {
	given, err := parsePuzzle(text)
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

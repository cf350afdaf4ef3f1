package session

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// HintRule is how hints count on the puzzle of the day, wherever they are taken (the
// board's 💡 Hint, the post's Hint, /daily hint, the Activity): stated once, here, for the
// board, the leaderboard and docs/commands.md, and counted so by game.Game.NextRung.
const HintRule = "A hint counts once per step: its deeper rungs, and Hint again at the last rung or on the same list of mistakes, are free."

// A Hint is one rung of the hint ladder on a player's grid: the mistakes to fix first, or
// the next step worded at its rung, or nothing to show.
type Hint struct {
	Rung     int              // 1..game.LadderTop; 0 when there is no step
	Step     *technique.Step  // the step a teacher would show next (HintOK)
	Text     string           // the step worded at Rung, plain text with the notation
	Mistakes []sudoku.Mistake // the player's wrong digits or marks to fix first
	Why      []string         // one sentence per mistake, in the order of Mistakes
	Solved   bool             // the puzzle is solved: no hint needed
	None     bool             // no hint can be found on this grid
}

// Hint climbs the hint ladder on the player's own grid and pencil marks: it counts the
// hint on g (the next rung when nothing changed since the last one, else rung 1) and asks
// the engine for the step. The caller saves g.
func (s *Sessions) Hint(ctx context.Context, user string, g *game.Game) (Hint, error) {
	if g.Finished {
		return Hint{Solved: true}, nil
	}
	rung := g.NextRung(s.host.Now())
	h, err := s.hint(ctx, user, g)
	if err != nil {
		return Hint{}, err
	}
	switch h.Status {
	case logic.HintMistakes:
		// A list of mistakes has no rungs: pressing again on it stays on it, free, and never
		// reaches the top rung, whose Apply would have no step to play.
		g.Rung = 1
		cur := g.Grid()
		out := Hint{Mistakes: h.Mistakes}
		for _, m := range h.Mistakes {
			out.Why = append(out.Why, explain.MistakeWhy(cur, m))
		}
		return out, nil
	case logic.HintOK:
	default:
		return Hint{None: true}, nil
	}
	if h.Step == nil {
		return Hint{}, errors.New("session: hint engine returned no step")
	}
	step := *h.Step
	return Hint{Rung: rung, Step: &step, Text: s.host.HintText(g.Grid(), step, rung)}, nil
}

// hint asks the engine for the next step on g's grid and marks, under the admission of
// the next rung of a ladder (a worker, not counted) and the time budget.
func (s *Sessions) hint(ctx context.Context, user string, g *game.Game) (logic.Hint, error) {
	cur, given := g.Grid(), g.Puzzle()
	opt := logic.HintOptions{Given: &given}
	if g.HasMarks() {
		marks := g.Candidates()
		opt.Marks = &marks
	}
	release, err := s.host.Admit(ctx, user, chat.NavigationWork)
	if err != nil {
		return logic.Hint{}, err
	}
	defer release()
	hctx, cancel := s.host.Budget(ctx)
	defer cancel()
	h, err := s.host.NextHint(hctx, cur, opt)
	if errors.Is(err, context.DeadlineExceeded) {
		return h, s.host.GaveUp("finding a hint")
	}
	if err != nil {
		return h, &chat.Error{Code: chat.Unavailable, Message: "Hints are not available right now.", Err: err}
	}
	return h, nil
}

// ApplyHint plays the step of the hint ladder's top rung on g for player by: its
// placements become digits, its eliminations are taken out of the pencil marks (the
// cell's candidates when it has none, as the rung's picture showed them). It is the hint
// already counted, so it counts nothing more. It returns false when the ladder is not at
// its top rung for the grid as it is (the player moved since), or the step no longer fits.
func (s *Sessions) ApplyHint(ctx context.Context, by string, g *game.Game) (bool, error) {
	if g.Finished || !g.AtLadderTop() {
		return false, nil
	}
	h, err := s.hint(ctx, by, g)
	if err != nil {
		return false, err
	}
	if h.Status != logic.HintOK || h.Step == nil {
		return false, nil
	}
	moves := StepMoves(g, *h.Step)
	if len(moves) == 0 {
		return false, nil
	}
	if err := g.Apply(by, s.host.Now(), moves...); err != nil {
		return false, fmt.Errorf("session: apply hint: %w", err)
	}
	return true, nil
}

// StepMoves are the moves that play step on g: a Place per placement, and for each cell
// that loses candidates, its pencil marks without them (starting from the cell's
// candidates when it has no marks).
func StepMoves(g *game.Game, step technique.Step) []game.Move {
	var moves []game.Move
	for _, p := range step.Placements {
		if p.Cell >= 0 && p.Cell < len(g.Cells) && g.Cells[p.Cell] == 0 && p.Digit >= 1 && p.Digit <= g.N {
			moves = append(moves, game.Move{Kind: game.Place, Cell: p.Cell, Digit: p.Digit})
		}
	}
	if len(step.Eliminations) == 0 {
		return moves
	}
	cand := sudoku.NewCandidates(g.Grid())
	set := map[int]uint32{}
	var order []int
	for _, e := range step.Eliminations {
		if e.Cell < 0 || e.Cell >= len(g.Cells) || g.Cells[e.Cell] != 0 || e.Digit < 1 || e.Digit > g.N {
			continue
		}
		m, ok := set[e.Cell]
		if !ok {
			m = g.Marks[e.Cell]
			if m == 0 {
				m = cand.Mask[e.Cell]
			}
			order = append(order, e.Cell)
		}
		set[e.Cell] = m &^ (1 << (e.Digit - 1))
	}
	for _, c := range order {
		moves = append(moves, game.Move{Kind: game.Marks, Cell: c, Set: set[c]})
	}
	return moves
}

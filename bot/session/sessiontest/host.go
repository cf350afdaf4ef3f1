// Package sessiontest is what the tests of the views of a game share: a session.Host on
// the real engine (logic and explain), with no worker pool and no limits. It imports the
// engine so that session itself never does; only _test files import it.
package sessiontest

import (
	"context"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Host is a session.Host on the real engine. Clock, when set, is its clock; nil means
// time.Now. Budget bounds each search by 10 s.
type Host struct {
	Clock func() time.Time
}

// Now is the host's clock.
func (h Host) Now() time.Time {
	if h.Clock != nil {
		return h.Clock()
	}
	return time.Now()
}

// Admit admits everything at once.
func (Host) Admit(context.Context, string, chat.WorkClass) (func(), error) { return func() {}, nil }

// Budget bounds ctx by 10 s.
func (Host) Budget(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, 10*time.Second)
}

// GaveUp words running out of the budget.
func (Host) GaveUp(what string) *chat.Error { return chat.Errorf(chat.Unavailable, "gave up %s", what) }

// Generate makes a puzzle with the real generator.
func (Host) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return logic.Generate(ctx, opt)
}

// NextHint finds the next hint with the real engine.
func (Host) NextHint(ctx context.Context, g sudoku.Grid, opt logic.HintOptions) (logic.Hint, error) {
	return logic.NextHint(ctx, g, opt)
}

// HintText words a step as the bot does.
func (Host) HintText(g sudoku.Grid, step technique.Step, rung int) string {
	return explain.HintText(g, step, rung)
}

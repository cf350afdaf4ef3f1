package bot

// The button table: every button kind the bot puts under a reply, with the timing and the
// cost of a press and who answers it. A button ID is "<kind>:<key>[:<n>]" (state.go); the
// play board's controls are "pl:<game>:<version>:<action>[:<arg>]" and the settings reply's
// "ps:<what>", so their kinds are "pl" and "ps".

import (
	"context"
	"strings"

	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/store"
)

// buttons are the button kinds. A kind not listed here is no longer valid.
var buttons = []route{
	// Under a solved or generated Sudoku (solve.go, hint.go, explain.go).
	{name: btnHint, timing: Timing{Ephemeral: true}, work: navigationWork, handle: (*Bot).hintButton},
	{name: btnNext, timing: Timing{Ephemeral: true, Update: true}, work: navigationWork, handle: (*Bot).hintButton},
	{name: btnExplain, timing: Timing{Ephemeral: true, Slow: true}, work: navigationWork, handle: (*Bot).explainButton},
	{name: btnPage, timing: Timing{Ephemeral: true, Slow: true, Update: true}, work: cheapWork, handle: (*Bot).explainButton}, // the explanation is computed once, pages are stored
	{name: btnReveal, timing: Timing{Ephemeral: true}, work: navigationWork, handle: (*Bot).revealButton},

	// Under a nonogram (nonogram.go).
	{name: btnNonogramHint, timing: Timing{Slow: true, Ephemeral: true}, work: navigationWork, handle: (*Bot).nonogramButton},
	{name: btnNonogramNext, timing: Timing{Slow: true, Ephemeral: true, Update: true}, work: navigationWork, handle: (*Bot).nonogramButton},
	{name: btnNonogramReveal, timing: Timing{Slow: true, Ephemeral: true}, work: navigationWork, handle: (*Bot).nonogramButton},

	// Under a grid read from a picture (scan.go). Fix opens a form, which must be the first
	// answer, so it is never deferred.
	{name: btnScanOK, timing: Timing{}, adjust: scanOKTiming, work: expensiveWork, handle: (*Bot).scanPress},
	{name: btnScanFix, timing: Timing{}, work: expensiveWork, handle: (*Bot).scanPress},

	// On the daily post (daily.go); the key is the post's local date.
	{name: btnDailyHint, timing: Timing{Ephemeral: true, Slow: true}, work: expensiveWork, gate: dailyGate, handle: (*Bot).dailyHintButton},
	{name: btnDailySubmit, timing: Timing{}, work: cheapWork, gate: dailyGate, handle: (*Bot).dailySubmitButton}, // opens the answer form: never deferred
	{name: btnDailyNext, timing: Timing{Ephemeral: true, Slow: true, Update: true}, work: navigationWork, gate: dailyGate, handle: (*Bot).dailyNextButton},
	{name: btnDailyPlay, timing: Timing{Ephemeral: true}, work: expensiveWork, gate: dailyGate, handle: (*Bot).dailyPlayButton}, // a private board, as quick as a press on it

	// The play board and the settings reply (bot/play).
	{name: strings.TrimSuffix(play.Prefix, ":"), timing: Timing{Update: true}, adjust: boardTiming(play.PressTiming), work: pressWork, handle: onBoard((*play.Board).Press)},
	{name: strings.TrimSuffix(play.SettingsPrefix, ":"), timing: Timing{Ephemeral: true, Update: true}, work: pressWork, handle: onBoard((*play.Board).SettingsButton)},
}

// scanOKTiming: Looks right answers as the command would. Hints, explanations and
// (private) boards are for the caller only; solutions and ratings are public; explaining
// and rating take a while.
func scanOKTiming(_ *Bot, req *Request, t Timing) Timing {
	_, _, n := splitButton(req.Button)
	if n < 0 || n >= len(scanCommands) {
		return t
	}
	cmd := scanCommands[n]
	return Timing{Ephemeral: cmd != CmdSolve && cmd != CmdRate, Slow: cmd == CmdExplain || cmd == CmdRate}
}

// errStaleButton is the answer to a button whose ID no longer names anything.
var errStaleButton = errorf(NotFound, "This button is no longer valid.")

// pressed splits the button of req, refusing one without a key.
func pressed(req Request) (kind, key string, n int, err error) {
	kind, key, n = splitButton(req.Button)
	if key == "" {
		return "", "", 0, errStaleButton
	}
	return kind, key, n, nil
}

// hintButton answers Hint (the first rung, a new message) and Next hint (the next rung,
// replacing the hint message).
func (b *Bot) hintButton(ctx context.Context, req Request) (Reply, error) {
	kind, key, n, err := pressed(req)
	if err != nil {
		return Reply{}, err
	}
	st, err := b.getState(ctx, key)
	if err != nil {
		return Reply{}, err
	}
	return b.hintReply(ctx, key, st, n, kind == btnNext)
}

// explainButton answers Explain (the first page, a new message) and the page buttons.
func (b *Bot) explainButton(ctx context.Context, req Request) (Reply, error) {
	kind, key, n, err := pressed(req)
	if err != nil {
		return Reply{}, err
	}
	st, err := b.getState(ctx, key)
	if err != nil {
		return Reply{}, err
	}
	return b.explainPage(ctx, key, st, n, kind == btnPage)
}

func (b *Bot) revealButton(ctx context.Context, req Request) (Reply, error) {
	_, key, _, err := pressed(req)
	if err != nil {
		return Reply{}, err
	}
	return b.reveal(ctx, key)
}

// scanPress answers Looks right and Fix under a grid read from a picture.
func (b *Bot) scanPress(ctx context.Context, req Request) (Reply, error) {
	kind, key, n, err := pressed(req)
	if err != nil || n < 0 || n >= len(scanCommands) {
		return Reply{}, errStaleButton
	}
	return b.scanButton(ctx, req, kind, key, scanCommands[n])
}

// postDate reads the date a daily button names.
func postDate(req Request) (store.Date, error) {
	_, key, _ := splitButton(req.Button)
	date, err := store.ParseDate(key)
	if err != nil {
		return store.Date{}, errStaleButton
	}
	return date, nil
}

func (b *Bot) dailyHintButton(ctx context.Context, req Request) (Reply, error) {
	date, err := postDate(req)
	if err != nil {
		return Reply{}, err
	}
	return b.dailyHint(ctx, req, date)
}

func (b *Bot) dailySubmitButton(_ context.Context, req Request) (Reply, error) {
	date, err := postDate(req)
	if err != nil {
		return Reply{}, err
	}
	return submitModal(date), nil
}

// dailyNextButton climbs a daily hint's ladder; its key names button state.
func (b *Bot) dailyNextButton(ctx context.Context, req Request) (Reply, error) {
	_, key, n := splitButton(req.Button)
	st, err := b.getState(ctx, key)
	if err != nil {
		return Reply{}, err
	}
	return b.dailyLadder(ctx, key, st, n, true)
}

package bot

// The button table: every button kind the bot puts under a reply, with the timing and the
// cost of a press and who answers it. A button ID is "<kind>:<key>[:<n>]" (state.go); the
// play board's controls are "pl:<game>:<version>:<action>[:<arg>]" and the settings reply's
// "ps:<what>", so their kinds are "pl" and "ps".

import (
	"context"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/store"
)

// buttons are the button kinds. A kind not listed here is no longer valid.
var buttons = []route{
	// Under a solved or generated Sudoku (solve.go, hint.go, explain.go).
	{name: btnHint, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: (*Bot).hintButton},
	{name: btnNext, timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: (*Bot).hintButton},
	{name: btnExplain, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.NavigationWork, handle: (*Bot).explainButton},
	{name: btnPage, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.CheapWork, handle: (*Bot).explainButton}, // the explanation is computed once, pages are stored
	{name: btnReveal, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: (*Bot).revealButton},

	// Under a nonogram (nonogram.go).
	{name: btnNonogramHint, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: (*Bot).nonogramButton},
	{name: btnNonogramNext, timing: chat.Timing{Slow: true, Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: (*Bot).nonogramButton},
	{name: btnNonogramReveal, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: (*Bot).nonogramButton},

	// Under a grid read from a picture (scan.go). Fix opens a form, which must be the first
	// answer, so it is never deferred.
	// The public kinds are for a command answered in public after a private reading (play
	// together:true opens a co-op board).
	{name: btnScanOK, timing: chat.Timing{}, adjust: scanOKTiming, work: chat.ExpensiveWork, handle: (*Bot).scanPress},
	{name: btnScanOKPublic, timing: chat.Timing{}, adjust: scanOKTiming, work: chat.ExpensiveWork, handle: (*Bot).scanPress},
	{name: btnScanFix, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: (*Bot).scanPress},
	{name: btnScanFixPublic, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: (*Bot).scanPress},

	// On the daily post (daily.go); the key is the post's local date.
	{name: btnDailyHint, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: (*Bot).dailyHintButton},
	{name: btnDailySubmit, timing: chat.Timing{}, work: chat.CheapWork, gate: dailyGate, handle: (*Bot).dailySubmitButton}, // opens the answer form: never deferred
	{name: btnDailyNext, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.NavigationWork, gate: dailyGate, handle: (*Bot).dailyNextButton},
	{name: btnDailyPlay, timing: chat.Timing{Ephemeral: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: (*Bot).dailyPlayButton}, // a private board, as quick as a press on it

	// "Open board" under a chat board or the daily post (activity.go): a launch must be
	// the first answer, so it is never deferred.
	{name: btnLaunch, timing: chat.Timing{}, work: chat.CheapWork, handle: (*Bot).launchButton},

	// The play board and the settings reply (bot/play).
	{name: strings.TrimSuffix(play.Prefix, ":"), timing: chat.Timing{Update: true}, adjust: boardTiming(play.PressTiming), work: chat.PressWork, handle: onBoard((*play.Board).Press)},
	{name: strings.TrimSuffix(play.SettingsPrefix, ":"), timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.PressWork, handle: onBoard((*play.Board).SettingsButton)},
}

// scanOKTiming: Looks right answers as the command would. Hints, explanations and
// (private) boards are for the caller only; solutions and ratings are public; explaining
// and rating take a while.
func scanOKTiming(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	kind, _, n := splitButton(req.Button)
	if n < 0 || n >= len(scanCommands) {
		return t
	}
	_, _, public := scanKind(kind)
	return scanAnswerTiming(scanCommands[n], public)
}

// scanAnswerTiming is the timing of cmd answered on a grid read from a picture: hints,
// explanations and private boards are for the caller only; solutions, ratings and co-op
// boards (public) are for everyone; explaining and rating take a while.
func scanAnswerTiming(cmd chat.Command, public bool) chat.Timing {
	return chat.Timing{Ephemeral: cmd != CmdSolve && cmd != CmdRate && !public, Slow: cmd == CmdExplain || cmd == CmdRate}
}

// scanFormTiming: the form Fix opened answers as its command would.
func scanFormTiming(_ *Bot, req *chat.Request, t chat.Timing) chat.Timing {
	kind, _, n, ok := scanForm(*req)
	if !ok || n < 0 || n >= len(scanCommands) {
		return chat.Timing{Ephemeral: true}
	}
	return scanAnswerTiming(scanCommands[n], kind == btnScanFixPublic)
}

// scanFormSubmit answers the form Fix opened ("scanfix:<key>:<command index>"): the
// original command, with its options, on the corrected grid.
func (b *Bot) scanFormSubmit(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, ok := scanForm(req)
	if !ok || key == "" || n < 0 || n >= len(scanCommands) {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This form is no longer valid.")
	}
	return b.scanFixed(ctx, req, key, scanCommands[n], kind == btnScanFixPublic)
}

// errStaleButton is the answer to a button whose ID no longer names anything.
var errStaleButton = chat.Errorf(chat.NotFound, "This button is no longer valid.")

// pressed splits the button of req, refusing one without a key.
func pressed(req chat.Request) (kind, key string, n int, err error) {
	kind, key, n = splitButton(req.Button)
	if key == "" {
		return "", "", 0, errStaleButton
	}
	return kind, key, n, nil
}

// hintButton answers Hint (the first rung, a new message) and Next hint (the next rung,
// replacing the hint message).
func (b *Bot) hintButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, st, err := b.pressedState(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.hintReply(ctx, key, st, n, kind == btnNext)
}

// explainButton answers Explain (the first page, a new message) and the page buttons.
func (b *Bot) explainButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, st, err := b.pressedState(ctx, req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.explainPage(ctx, key, st, n, kind == btnPage)
}

// pressedState splits the button of req and loads the puzzle state its key names.
func (b *Bot) pressedState(ctx context.Context, req chat.Request) (kind, key string, n int, st puzzleState, err error) {
	if kind, key, n, err = pressed(req); err != nil {
		return "", "", 0, puzzleState{}, err
	}
	if st, err = b.getState(ctx, key); err != nil {
		return "", "", 0, puzzleState{}, err
	}
	return kind, key, n, st, nil
}

func (b *Bot) revealButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	_, key, _, err := pressed(req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.reveal(ctx, key)
}

// scanPress answers Looks right and Fix under a grid read from a picture.
func (b *Bot) scanPress(ctx context.Context, req chat.Request) (chat.Reply, error) {
	kind, key, n, err := pressed(req)
	if err != nil || n < 0 || n >= len(scanCommands) {
		return chat.Reply{}, errStaleButton
	}
	return b.scanButton(ctx, req, kind, key, scanCommands[n])
}

// postDate reads the date a daily button names.
func postDate(req chat.Request) (store.Date, error) {
	_, key, _ := splitButton(req.Button)
	date, err := store.ParseDate(key)
	if err != nil {
		return store.Date{}, errStaleButton
	}
	return date, nil
}

func (b *Bot) dailyHintButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	date, err := postDate(req)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.dailyHint(ctx, req, date)
}

func (b *Bot) dailySubmitButton(_ context.Context, req chat.Request) (chat.Reply, error) {
	date, err := postDate(req)
	if err != nil {
		return chat.Reply{}, err
	}
	return submitModal(date), nil
}

// dailyNextButton climbs a daily hint's ladder; its key names button state.
func (b *Bot) dailyNextButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	_, key, n := splitButton(req.Button)
	st, err := b.getState(ctx, key)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.dailyLadder(ctx, key, st, n, true)
}

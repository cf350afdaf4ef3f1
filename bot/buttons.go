package bot

// The button table: every button kind the bot puts under a reply, with the timing and the
// cost of a press and who answers it. A button ID is "<kind>:<key>[:<n>]" (chat.ButtonID); the
// play board's controls are "pl:<game>:<version>:<action>[:<arg>]" and the settings reply's
// "ps:<what>", so their kinds are "pl" and "ps".

import (
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/nonogram"
	"github.com/sudokubot/sudokubot/bot/photo"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/solve"
)

// buttons are the button kinds. A kind not listed here is no longer valid.
var buttons = []route{
	// Under a solved or generated Sudoku (bot/solve).
	{name: solve.BtnHint, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).HintButton)},
	{name: solve.BtnNext, timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).HintButton)},
	{name: solve.BtnExplain, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).ExplainButton)},
	{name: solve.BtnPage, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.CheapWork, handle: in(sudokuRoom, (*solve.Room).ExplainButton)}, // the explanation is computed once, pages are stored
	{name: solve.BtnReveal, timing: chat.Timing{Ephemeral: true}, work: chat.NavigationWork, handle: in(sudokuRoom, (*solve.Room).RevealButton)},

	// Under a nonogram (bot/nonogram).
	{name: nonogram.BtnHint, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},
	{name: nonogram.BtnNext, timing: chat.Timing{Slow: true, Ephemeral: true, Update: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},
	{name: nonogram.BtnReveal, timing: chat.Timing{Slow: true, Ephemeral: true}, work: chat.NavigationWork, handle: in(nonogramRoom, (*nonogram.Room).Button)},

	// Under a grid read from a picture (bot/photo). Fix opens a form, which must be the
	// first answer, so it is never deferred.
	// The public kinds are for a command answered in public after a private reading (play
	// together:true opens a co-op board).
	{name: photo.BtnOK, timing: chat.Timing{}, adjust: adjustBy(photo.OKTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnOKPublic, timing: chat.Timing{}, adjust: adjustBy(photo.OKTiming), work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnFix, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},
	{name: photo.BtnFixPublic, timing: chat.Timing{}, work: chat.ExpensiveWork, handle: in(photoRoom, (*photo.Room).Press)},

	// On the daily post (bot/daily); the key is the post's local date.
	{name: daily.BtnHint, timing: chat.Timing{Ephemeral: true, Slow: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).HintButton)},
	{name: daily.BtnSubmit, timing: chat.Timing{}, work: chat.CheapWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).SubmitButton)}, // opens the answer form: never deferred
	{name: daily.BtnNext, timing: chat.Timing{Ephemeral: true, Slow: true, Update: true}, work: chat.NavigationWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).NextButton)},
	{name: daily.BtnPlay, timing: chat.Timing{Ephemeral: true}, work: chat.ExpensiveWork, gate: dailyGate, handle: in(dailyRoom, (*daily.Room).PlayButton)}, // a private board, as quick as a press on it

	// "Open board" under a chat board or the daily post (activity.go): a launch must be
	// the first answer, so it is never deferred.
	{name: btnLaunch, timing: chat.Timing{}, work: chat.CheapWork, handle: (*Bot).launchButton},

	// The play board and the settings reply (bot/play).
	{name: strings.TrimSuffix(play.Prefix, ":"), timing: chat.Timing{Update: true}, adjust: adjustBy(play.PressTiming), work: chat.PressWork, handle: in(board, (*play.Board).Press)},
	{name: strings.TrimSuffix(play.SettingsPrefix, ":"), timing: chat.Timing{Ephemeral: true, Update: true}, work: chat.PressWork, handle: in(board, (*play.Board).SettingsButton)},
}

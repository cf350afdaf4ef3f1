// Package play is the chat view of a Sudoku game: /sudoku play opens a board (a picture
// and buttons), every press is a move on a game.Game played through bot/session (which
// loads, saves with compare-and-swap, counts the puzzle of the day and publishes the new
// version to live views such as the Activity), and /sudoku settings keeps each member's
// board settings. The board itself (picture, text, controls) is view.go.
//
// On a co-op board (together:true) everyone in the channel plays one public message: each
// member has their own cursor (selected cell, pencil mode, digit in hand), drawn in their
// colour, and opens the second panel of controls privately, so that nobody's press moves
// anyone else's selection or controls. Only the member who started the board starts a new
// game on it.
//
// The board answers in the words of bot/chat and gets what it needs of the bot (reading
// a puzzle, the picture options) through [Host]; it never imports bot. Its rows in bot's
// command and button tables point to the methods of [Board].
package play

import (
	"context"
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// Host is what the board needs of the bot it runs in, beyond the session.
type Host interface {
	// ReadPuzzle reads the puzzle a request carries (text or attachment); SolveUnique
	// solves it within the budget, under the same admission as every solve, or says in
	// bad why it is not a proper puzzle.
	ReadPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error)
	SolveUnique(ctx context.Context, user string, g sudoku.Grid) (solution sudoku.Grid, bad *chat.Reply, err error)
	// PictureOptions are the bot's render options for a picture of an n×n grid in theme;
	// EncodePNG encodes a picture drawn with them.
	PictureOptions(theme string, n int) render.Options
	EncodePNG(img image.Image) ([]byte, error)
}

// Config is what [New] needs.
type Config struct {
	Host     Host
	Sessions *session.Sessions // the saved games the board plays on
	Burst    int               // presses a member may make at once; negative means no limit
	Window   time.Duration     // the time a spent Burst takes to refill
	Activity bool              // the board inside Discord is served: offer "Open board"
}

// A Board answers the play commands and the presses on its controls. It is safe for
// concurrent use.
type Board struct {
	activity bool
	host     Host
	sessions *session.Sessions
	games    store.Games
	flood    *limit.Buckets
}

// New returns a Board built from c.
func New(c Config) *Board {
	return &Board{activity: c.Activity, host: c.Host, sessions: c.Sessions, games: c.Sessions.Games(), flood: limit.NewBuckets(c.Burst, c.Window)}
}

// Games returns the saved games and settings the board plays on.
func (b *Board) Games() store.Games { return b.games }

// The play commands.
const (
	CmdPlay     chat.Command = "play"     // open (or resume) a board: /sudoku play
	CmdSettings chat.Command = "settings" // a member's play settings: /sudoku settings
)

// Options of the play commands.
const (
	OptBand       = "band"       // CmdPlay: the band of a new puzzle, as /sudoku new offers them
	OptSize       = "size"       // CmdPlay: the size of a new puzzle, 4 to 16
	OptMoves      = "moves"      // CmdPlay: typed moves to play at once ("r3c5 7, p r2c3 148")
	OptTogether   = "together"   // CmdPlay: "true" opens (or resumes) the channel's public co-op board
	OptTheme      = "theme"      // CmdSettings: light or dark
	OptMistakes   = "mistakes"   // CmdSettings: "true" shows wrong digits at once
	OptInput      = "input"      // CmdSettings: "cell" (choose the cell, then the digit) or "digit"
	OptHighlights = "highlights" // CmdSettings: "false" turns the automatic highlights off
)

// The store kinds of the games the board plays.
const (
	GameKindPlay  = session.KindPlay  // opened with /sudoku play
	GameKindDaily = session.KindDaily // a member's board of the puzzle of the day (bot/daily_game.go)
)

// Prefix starts the custom ID of every board control:
// "pl:<game>:<version>[.m]:<action>[:<arg>]". The version is the one the board was drawn
// at, so that a move pressed on an old copy is checked against what changed since; ".m"
// marks a member's private view of a co-op board.
const Prefix = "pl:"

// SettingsPrefix starts the controls of the /sudoku settings reply: "ps:<what>".
const SettingsPrefix = "ps:"

// mineMark follows the version in the controls of a member's private view of a co-op
// board.
const mineMark = ".m"

// A press is a parsed board control ID.
type press struct {
	game    string
	version int64
	mine    bool // a control of the member's private view of a co-op board
	action  string
	arg     string
}

// The board actions.
const (
	actRow       = "row"   // select menu: the row
	actCol       = "col"   // select menu: the column
	actDigit     = "d"     // a digit button (arg: the digit)
	actErase     = "x"     // erase the selected cell (digit first: take the eraser)
	actPlace     = "put"   // digit first: select menu of cells for the digit in hand (arg: the digit, -1 erases)
	actBox       = "box"   // digit first: select menu of boxes, when the cells do not fit one menu
	actPencil    = "pen"   // toggle pencil mode
	actUndo      = "u"     // undo
	actRedo      = "r"     // redo
	actHint      = "hint"  // the next rung of the hint ladder
	actApply     = "apply" // play the step of the hint ladder's top rung
	actCheck     = "chk"   // check for wrong digits
	actMore      = "more"  // show the second panel of controls
	actMine      = "mine"  // co-op: the member's private view, on the second panel
	actBack      = "back"  // back to the first panel
	actLight     = "hl"    // select menu: the highlighted digit
	actAuto      = "auto"  // auto-fill pencil marks
	actType      = "type"  // open the typed-moves form
	actMoves     = "moves" // the typed-moves form, submitted
	actNew       = "new"   // a new game of the same size and band, in place (the old one stays saved)
	actNewCoop   = "newc"  // co-op: a new co-op game, posted as a new message (the starter only)
	actOwn       = "own"   // co-op: a new private game of the presser's own
	actRepost    = "post"  // co-op: post the board again at the bottom of the channel
	actSaved     = "saved" // select menu: resume one of the member's saved games
	actPage      = "pg"    // the next page of digit buttons (grids above 9×9)
	actTheme     = "theme" // toggle the member's theme
	actMistakes  = "mis"   // toggle the member's mistakes mode
	actInput     = "in"    // toggle the member's input mode (cell first, digit first)
	actLights    = "lit"   // toggle the member's automatic highlights
	actShare     = "share" // post the spoiler-free result publicly
	actOpen      = "open"  // reload the board
	settingTheme = "theme"
	settingMis   = "mis"
	settingInput = "in"
	settingLit   = "lit"
)

// ids writes the custom IDs of one drawing of a board.
type ids struct {
	g    *game.Game
	mine bool
}

// id is the custom ID of a control of the board.
func (k ids) id(action string, arg ...string) string {
	v := strconv.FormatInt(k.g.Version, 36)
	if k.mine {
		v += mineMark
	}
	id := Prefix + k.g.ID + ":" + v + ":" + action
	for _, a := range arg {
		id += ":" + a
	}
	return id
}

// parsePress reads a board control ID (or a typed-moves form ID).
func parsePress(id string) (press, bool) {
	rest, ok := strings.CutPrefix(id, Prefix)
	if !ok {
		return press{}, false
	}
	parts := strings.SplitN(rest, ":", 4)
	if len(parts) < 3 || parts[0] == "" {
		return press{}, false
	}
	ver, mine := strings.CutSuffix(parts[1], mineMark)
	v, err := strconv.ParseInt(ver, 36, 64)
	if err != nil || v < 1 {
		return press{}, false
	}
	p := press{game: parts[0], version: v, mine: mine, action: parts[2]}
	if len(parts) == 4 {
		p.arg = parts[3]
	}
	return p, true
}

// flooded answers a press made faster than the board's flood limit allows; ok is false
// when the press may go on.
func (b *Board) flooded(req chat.Request) (r chat.Reply, ok bool) {
	if req.User == "" {
		return chat.Reply{}, false
	}
	if ok, retry := b.flood.Allow(req.User, b.sessions.Now()); !ok {
		return chat.Reply{Text: fmt.Sprintf("⏳ You are pressing faster than I can draw. Wait %s, then press again: everything up to here is saved.", chat.RetryIn(retry)),
			Ephemeral: true}, true
	}
	return chat.Reply{}, false
}

// Open answers /sudoku play (the command table's row for CmdPlay).
func (b *Board) Open(ctx context.Context, req chat.Request) (chat.Reply, error) {
	if r, ok := b.flooded(req); ok {
		return r, nil
	}
	return b.playCommand(ctx, req, b.sessions.Now())
}

// Settings answers /sudoku settings, which the flood limit does not count.
func (b *Board) Settings(ctx context.Context, req chat.Request) (chat.Reply, error) {
	return b.settingsCommand(ctx, req)
}

// Press answers a board control.
func (b *Board) Press(ctx context.Context, req chat.Request) (chat.Reply, error) {
	if r, ok := b.flooded(req); ok {
		return r, nil
	}
	return b.playPress(ctx, req, req.Button, b.sessions.Now())
}

// MovesForm answers the typed-moves form: its ID is the board control that opened it,
// with action moves.
func (b *Board) MovesForm(ctx context.Context, req chat.Request) (chat.Reply, error) {
	if r, ok := b.flooded(req); ok {
		return r, nil
	}
	return b.playPress(ctx, req, string(req.Command), b.sessions.Now())
}

// SettingsButton answers a toggle of the /sudoku settings reply.
func (b *Board) SettingsButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	if r, ok := b.flooded(req); ok {
		return r, nil
	}
	return b.settingsPress(ctx, req)
}

// player is the member, server and channel of req, as the session knows them.
func player(req chat.Request) session.Player {
	return session.Player{User: req.User, Guild: req.Guild, Channel: req.Channel}
}

// OpenTiming is the timing of /sudoku play: boards are private except co-op ones; a puzzle
// to read may take a while.
func OpenTiming(req *chat.Request, t chat.Timing) chat.Timing {
	t.Ephemeral = req.Options[OptTogether] != "true"
	t.Slow = req.Attachment != nil || len(req.Text) > 400
	return t
}

// PressTiming is the timing of a press: it updates the board, except the typed-moves form
// (a modal must be the initial response), Share, Re-post and a new co-op game (new public
// messages), and the private view and private game a co-op board opens (new private
// messages).
func PressTiming(req *chat.Request, t chat.Timing) chat.Timing {
	p, ok := parsePress(req.Button)
	switch {
	case !ok:
		return chat.Timing{Ephemeral: true}
	case p.action == actType, p.action == actShare, p.action == actRepost, p.action == actNewCoop:
		return chat.Timing{}
	case p.action == actMine, p.action == actOwn:
		return chat.Timing{Ephemeral: true}
	}
	return t
}

// Draw draws g for a member with settings set, with note above the picture: the board of
// the puzzle of the day, opened from its post.
func (b *Board) Draw(ctx context.Context, g *game.Game, req chat.Request, set store.PlayerSettings, note string) (chat.Reply, error) {
	v := view{viewer: req.User, note: note}
	b.addResult(ctx, g, req, &v)
	return b.board(g, set, v)
}

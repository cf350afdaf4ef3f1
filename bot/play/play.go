// Package play is the chat view of a Sudoku game: /sudoku play opens a board (a picture
// and buttons), every press is a move on a game.Game played through bot/session (which
// loads, saves with compare-and-swap, counts the puzzle of the day and publishes the new
// version to live views such as the Activity), and /sudoku settings keeps each member's
// theme and mistakes mode. The board itself (picture, text, controls) is view.go.
//
// The board answers in the words of bot/chat and gets what it needs of the bot (reading
// a puzzle, the picture options) through [Host]; it never imports bot. Its rows in bot's
// command and button tables point to the methods of [Board].
package play

import (
	"context"
	"errors"
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
	// solves it within the budget, or says in bad why it is not a proper puzzle.
	ReadPuzzle(ctx context.Context, req chat.Request) (sudoku.Grid, error)
	SolveUnique(ctx context.Context, g sudoku.Grid) (solution sudoku.Grid, bad *chat.Reply, err error)
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
	OptBand     = "band"     // CmdPlay: the band of a new puzzle, as /sudoku new offers them
	OptSize     = "size"     // CmdPlay: the size of a new puzzle, 4 to 16
	OptMoves    = "moves"    // CmdPlay: typed moves to play at once ("r3c5 7, p r2c3 148")
	OptTogether = "together" // CmdPlay: "true" opens a public co-op board
	OptTheme    = "theme"    // CmdSettings: light or dark
	OptMistakes = "mistakes" // CmdSettings: "true" shows wrong digits at once
)

// The store kinds of the games the board plays.
const (
	GameKindPlay  = session.KindPlay  // opened with /sudoku play
	GameKindDaily = session.KindDaily // a member's board of the puzzle of the day (bot/daily_game.go)
)

// Prefix starts the custom ID of every board control: "pl:<game>:<version>:<action>[:<arg>]".
// The version is the one the board was drawn at, so that a press on an old copy is noticed.
const Prefix = "pl:"

// SettingsPrefix starts the controls of the /sudoku settings reply: "ps:<what>".
const SettingsPrefix = "ps:"

// A press is a parsed board control ID.
type press struct {
	game    string
	version int64
	action  string
	arg     string
}

// The board actions.
const (
	actRow       = "row"   // select menu: the row
	actCol       = "col"   // select menu: the column
	actDigit     = "d"     // a digit button (arg: the digit)
	actErase     = "x"     // erase the selected cell
	actPencil    = "pen"   // toggle pencil mode
	actUndo      = "u"     // undo
	actRedo      = "r"     // redo
	actHint      = "hint"  // the next rung of the hint ladder
	actCheck     = "chk"   // check for wrong digits
	actMore      = "more"  // show the second panel of controls
	actBack      = "back"  // back to the first panel
	actLight     = "hl"    // select menu: the highlighted digit
	actAuto      = "auto"  // auto-fill pencil marks
	actType      = "type"  // open the typed-moves form
	actMoves     = "moves" // the typed-moves form, submitted
	actNew       = "new"   // a new game of the same size and band
	actPage      = "pg"    // the next page of digit buttons (grids above 9×9)
	actTheme     = "theme" // toggle the member's theme
	actMistakes  = "mis"   // toggle the member's mistakes mode
	actShare     = "share" // post the spoiler-free result publicly
	actOpen      = "open"  // reload the board
	settingTheme = "theme"
	settingMis   = "mis"
)

// pressID is the custom ID of a board control.
func pressID(g *game.Game, action string, arg ...string) string {
	id := Prefix + g.ID + ":" + strconv.FormatInt(g.Version, 36) + ":" + action
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
	v, err := strconv.ParseInt(parts[1], 36, 64)
	if err != nil || v < 1 {
		return press{}, false
	}
	p := press{game: parts[0], version: v, action: parts[2]}
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

// playCommand opens a board: a given puzzle, a new one, or the member's unfinished game.
func (b *Board) playCommand(ctx context.Context, req chat.Request, now time.Time) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	together := req.Options[OptTogether] == "true"
	var g *game.Game
	var note string
	resumed := false
	switch {
	case strings.TrimSpace(req.Text) != "" || req.Attachment != nil:
		p, err := b.host.ReadPuzzle(ctx, req)
		if err != nil {
			return chat.Reply{}, err
		}
		if p.Size() > 16 {
			return chat.Reply{}, chat.Errorf(chat.Invalid, "I can draw boards to play up to 16×16; this one is %d×%d.", p.Size(), p.Size())
		}
		sol, bad, err := b.host.SolveUnique(ctx, p)
		if bad != nil {
			return *bad, err
		}
		if err != nil {
			return chat.Reply{}, err
		}
		if g, err = game.New(session.NewID(), req.User, p, sol, now); err != nil {
			return chat.Reply{}, err
		}
		note = "Your puzzle is ready: pick a row and a column, then a digit."
	case !together && req.Options[OptBand] == "" && req.Options[OptSize] == "":
		g, err = b.sessions.Current(ctx, req.User, GameKindPlay)
		switch {
		case err == nil:
			resumed = true
			g.Touch(now)
			note = "Welcome back: here is your unfinished game. **New game** (under **More**) starts another."
		case errors.Is(err, store.ErrNotFound):
		default:
			return chat.Reply{}, err
		}
	}
	if g == nil {
		if g, err = b.sessions.NewGame(ctx, req.User, req.Options[OptBand], req.Options[OptSize]); err != nil {
			return chat.Reply{}, err
		}
		note = "A new puzzle: pick a row and a column, then a digit."
	}
	if together {
		g.Together = true
		note = "A co-op board: anyone here can play. Pick a row and a column, then a digit; every move is credited."
	}
	if moves := strings.TrimSpace(req.Options[OptMoves]); moves != "" {
		note = b.typedMoves(g, req.User, moves, now)
	}
	if g.Kind == "" {
		g.Kind = GameKindPlay
	}
	if resumed {
		g.Version++
	}
	if err := b.sessions.Create(ctx, g, player(req)); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return chat.Reply{}, chat.Errorf(chat.Conflict, "Your game changed while I was opening it; run the command again.")
		}
		return chat.Reply{}, err
	}
	r, err := b.board(g, set, view{note: note})
	if err != nil {
		return chat.Reply{}, err
	}
	r.Ephemeral = !together
	return r, nil
}

// player is the member, server and channel of req, as the session knows them.
func player(req chat.Request) session.Player {
	return session.Player{User: req.User, Guild: req.Guild, Channel: req.Channel}
}

// navigation actions only move the selection or change the view: they never overwrite a
// move, so they are applied to the latest state even from an old copy of the board.
var navigation = map[string]bool{actRow: true, actCol: true, actLight: true, actPencil: true,
	actMore: true, actBack: true, actPage: true, actTheme: true, actMistakes: true, actOpen: true}

// playPress answers a board control (or the typed-moves form) through the session: load
// the game, apply the press, save over the loaded version, redraw. A press from an old
// copy of the board that would change the grid only reloads the board; a lost race is
// retried on fresh state.
func (b *Board) playPress(ctx context.Context, req chat.Request, id string, now time.Time) (chat.Reply, error) {
	p, ok := parsePress(id)
	if !ok {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid. Start a game with `/sudoku play`.")
	}
	if p.action == actType {
		return chat.Reply{Modal: movesForm(p)}, nil
	}
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	var v view
	var stale, special, toggled bool
	out, err := b.sessions.Update(ctx, p.game, player(req), func(g *game.Game) (bool, error) {
		v, stale, special = view{}, false, false
		switch {
		case p.version != g.Version && !navigation[p.action]:
			stale = true
			return false, nil
		case p.action == actShare || p.action == actNew:
			special = true
			return false, nil
		}
		if (p.action == actTheme || p.action == actMistakes) && !toggled {
			var err error
			if set, err = b.toggleSetting(ctx, set, p.action); err != nil {
				return false, err
			}
			toggled = true
		}
		var changed bool
		var err error
		v, changed, err = b.apply(ctx, g, p, req, now)
		return changed, err
	})
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "This board belongs to someone else. Open your own with `/sudoku play`.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	g := out.Game
	viewSet, err := b.boardSettings(ctx, g, req.User, set)
	if err != nil {
		return chat.Reply{}, err
	}
	switch {
	case stale:
		return b.redraw(g, viewSet, view{note: "🔄 This board was out of date, so I did not apply that press: here is the current game. Press again."})
	case special && p.action == actShare:
		return b.share(g, req)
	case special:
		return b.playNew(ctx, req, g, set)
	}
	v.note = joinNotes(v.note, out.Daily)
	return b.redraw(g, viewSet, v)
}

// joinNotes puts the puzzle of the day's line under the press's own note.
func joinNotes(note, line string) string {
	switch {
	case line == "":
		return note
	case note == "":
		return line
	}
	return note + "\n" + line
}

// movesForm is the typed-moves form of the board control p; its submission comes back
// with p's game and version and the action moves.
func movesForm(p press) *chat.Modal {
	return &chat.Modal{ID: Prefix + p.game + ":" + strconv.FormatInt(p.version, 36) + ":" + actMoves,
		Title: "Type moves", Label: "Moves (r3c5 7, p r2c3 148, x r3c5)",
		Placeholder: "r3c5 7, r4c6=2\np r2c3 148\nx r9c9", MaxLength: 2000}
}

// boardSettings are the settings g is drawn with for user, whose own are set: a co-op
// board keeps its owner's look (a member's settings change their own pictures, not
// another's board).
func (b *Board) boardSettings(ctx context.Context, g *game.Game, user string, set store.PlayerSettings) (store.PlayerSettings, error) {
	if !g.Together || g.Owner == user {
		return set, nil
	}
	owner, err := b.games.GetPlayerSettings(ctx, g.Owner)
	if err != nil {
		return set, session.Unavailable(err)
	}
	return owner, nil
}

// redraw answers a press with the board redrawn in place.
func (b *Board) redraw(g *game.Game, set store.PlayerSettings, v view) (chat.Reply, error) {
	r, err := b.board(g, set, v)
	if err != nil {
		return chat.Reply{}, err
	}
	r.Update = true
	return r, nil
}

// apply plays one press on g and says what the board should show. changed is false when
// nothing needs saving.
func (b *Board) apply(ctx context.Context, g *game.Game, p press, req chat.Request, now time.Time) (view, bool, error) {
	var v view
	switch p.action {
	case actOpen, actTheme, actMistakes:
		g.Touch(now)
	case actRow, actCol, actLight:
		if err := choose(g, p.action, req.Values, now); err != nil {
			return v, false, err
		}
	case actPencil:
		g.TogglePencil(now)
	case actMore:
		g.Panel = 1
		g.Touch(now)
	case actBack:
		g.Panel = 0
		g.Touch(now)
	case actPage:
		g.Page = (g.Page + 1) % digitPages(g.N)
		g.Touch(now)
	case actDigit:
		d, err := strconv.Atoi(p.arg)
		if err != nil || d < 1 || d > g.N {
			return v, false, chat.Errorf(chat.Invalid, "That digit is not on this board.")
		}
		v.note = b.moveNote(g, g.Press(req.User, now, d))
	case actErase:
		v.note = b.moveNote(g, g.EraseSelected(req.User, now))
	case actUndo:
		v.note = historyNote(g.UndoBy(req.User, now), "undo")
	case actRedo:
		v.note = historyNote(g.RedoBy(req.User, now), "redo")
	case actAuto:
		v.note = b.moveNote(g, g.AutoFill(req.User, now))
		if v.note == "" {
			v.note = "✏️ Pencil marks filled in: every digit no row, column or box rules out."
		}
	case actCheck:
		v.note = checkNote(len(g.Check(now)), g.Left())
	case actHint:
		if g.Finished {
			v.note = "The puzzle is solved: no hint needed."
			break
		}
		if err := b.playHint(ctx, req.User, g, &v); err != nil {
			return v, false, err
		}
	case actMoves:
		v.note = b.typedMoves(g, req.User, req.Text, now)
		g.Panel = 0
	default:
		return v, false, chat.Errorf(chat.NotFound, "This button is no longer valid.")
	}
	return v, true, nil
}

// historyNote words the outcome of an undo or a redo: on a co-op board each member undoes
// their own moves.
func historyNote(err error, what string) string {
	switch {
	case err == nil:
		return ""
	case game.IsNothing(err):
		return "Nothing to " + what + "."
	case errors.Is(err, game.ErrChangedSince):
		return "⚠️ Someone changed those cells since, so I cannot " + what + " that move."
	case errors.Is(err, game.ErrFinished):
		return "The puzzle is already solved."
	}
	return "⚠️ That did not work."
}

// choose applies a choice from the board's select menus: the row, the column, or the
// highlighted digit (0: none).
func choose(g *game.Game, action string, values []string, now time.Time) error {
	k := -1
	if len(values) > 0 {
		if n, err := strconv.Atoi(values[0]); err == nil {
			k = n
		}
	}
	lo := 1
	if action == actLight {
		lo = 0
	}
	if k < lo || k > g.N {
		return chat.Errorf(chat.Invalid, "That choice is not on this board.")
	}
	switch action {
	case actRow:
		g.SelectRow(now, k-1)
	case actCol:
		g.SelectCol(now, k-1)
	default:
		if k != g.Light {
			g.Highlight(now, k)
		}
	}
	return nil
}

// checkNote words the outcome of Check: wrong digits found, left cells still empty.
func checkNote(wrong, left int) string {
	switch wrong {
	case 0:
		return fmt.Sprintf("✅ Check: no wrong digits so far (%d to go).", left)
	case 1:
		return "❌ Check: 1 digit is wrong, circled in red."
	}
	return fmt.Sprintf("❌ Check: %d digits are wrong, circled in red.", wrong)
}

// moveNote words the outcome of a move for the board's text.
func (b *Board) moveNote(g *game.Game, err error) string {
	var me *game.MoveError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, game.ErrNoCell):
		return "👉 Pick a row and a column first."
	case errors.Is(err, game.ErrFinished):
		return "The puzzle is already solved."
	case errors.As(err, &me):
		return "⚠️ " + chat.UpperFirst(me.Msg) + "."
	}
	return "⚠️ That move did not work."
}

// typedMoves plays typed moves on g and words the outcome.
func (b *Board) typedMoves(g *game.Game, by, text string, now time.Time) string {
	moves, err := game.ParseMoves(text, g.N)
	if err == nil {
		err = g.Apply(by, now, moves...)
	}
	var me *game.MoveError
	if errors.As(err, &me) {
		what := "Nothing was played"
		if me.Move != "" {
			what = fmt.Sprintf("Move %d `%s`: %s. Nothing was played", me.Index, strings.ReplaceAll(me.Move, "`", "'"), me.Msg)
		} else {
			what = chat.UpperFirst(me.Msg) + ". " + what
		}
		return "⚠️ " + what + ". Moves look like `r3c5 7`, `p r2c3 148`, `x r3c5`."
	}
	if err != nil {
		return b.moveNote(g, err)
	}
	if len(moves) == 1 {
		return "Played 1 move."
	}
	return fmt.Sprintf("Played %d moves.", len(moves))
}

// playHint climbs the hint ladder on the player's own grid and pencil marks.
func (b *Board) playHint(ctx context.Context, user string, g *game.Game, v *view) error {
	h, err := b.sessions.Hint(ctx, user, g)
	if err != nil {
		return err
	}
	switch {
	case h.Solved:
		v.note = "The puzzle is solved: no hint needed."
	case len(h.Mistakes) > 0:
		lines := []string{"🔎 **Hint** · fix these first:"}
		for i, why := range h.Why {
			if i == 5 {
				lines = append(lines, fmt.Sprintf("• and %d more", len(h.Why)-5))
				break
			}
			lines = append(lines, "• "+chat.UpperFirst(why))
		}
		v.note = strings.Join(lines, "\n")
		v.mistakes = h.Mistakes
	case h.None:
		v.note = "I cannot find a hint on this grid."
	default:
		v.note = fmt.Sprintf("💡 **Hint %d/%d** · %s", h.Rung, game.LadderTop, h.Text)
		v.step, v.rung = h.Step, h.Rung
	}
	return nil
}

// playNew replaces the board with a new game of the same size and band.
func (b *Board) playNew(ctx context.Context, req chat.Request, old *game.Game, set store.PlayerSettings) (chat.Reply, error) {
	g, err := b.sessions.NewGame(ctx, req.User, old.Band, strconv.Itoa(old.N))
	if err != nil {
		return chat.Reply{}, err
	}
	g.Together, g.Kind = old.Together, GameKindPlay
	if err := b.sessions.Create(ctx, g, player(req)); err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	r, err := b.board(g, set, view{note: "A new puzzle: pick a row and a column, then a digit."})
	if err != nil {
		return chat.Reply{}, err
	}
	r.Update = true
	return r, nil
}

// share posts the spoiler-free result line publicly.
func (b *Board) share(g *game.Game, req chat.Request) (chat.Reply, error) {
	if !g.Finished {
		return chat.Reply{Text: "Finish the puzzle first, then share.", Ephemeral: true}, nil
	}
	return chat.Reply{Text: session.ResultLine(g, req.User)}, nil
}

// toggleSetting flips a member's theme or mistakes mode and saves it.
func (b *Board) toggleSetting(ctx context.Context, set store.PlayerSettings, what string) (store.PlayerSettings, error) {
	switch what {
	case actTheme:
		if set.Theme == "dark" {
			set.Theme = "light"
		} else {
			set.Theme = "dark"
		}
	case actMistakes:
		set.Mistakes = !set.Mistakes
	}
	set.UpdatedAt = time.Time{}
	if err := b.games.PutPlayerSettings(ctx, set); err != nil {
		return set, session.Unavailable(err)
	}
	return set, nil
}

// settingsCommand shows (and with options, changes) a member's play settings.
func (b *Board) settingsCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	changed := false
	switch t := strings.ToLower(req.Options[OptTheme]); t {
	case "":
	case "light", "dark":
		set.Theme, changed = t, true
	default:
		return chat.Reply{}, chat.Errorf(chat.Invalid, "The theme is light or dark, not %q.", req.Options[OptTheme])
	}
	if m := req.Options[OptMistakes]; m != "" {
		set.Mistakes, changed = m == "true", true
	}
	if changed {
		set.UpdatedAt = time.Time{}
		if err := b.games.PutPlayerSettings(ctx, set); err != nil {
			return chat.Reply{}, session.Unavailable(err)
		}
	}
	return settingsReply(set), nil
}

// settingsPress toggles one setting from the /sudoku settings reply.
func (b *Board) settingsPress(ctx context.Context, req chat.Request) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	switch strings.TrimPrefix(req.Button, SettingsPrefix) {
	case settingTheme:
		set, err = b.toggleSetting(ctx, set, actTheme)
	case settingMis:
		set, err = b.toggleSetting(ctx, set, actMistakes)
	default:
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid.")
	}
	if err != nil {
		return chat.Reply{}, err
	}
	r := settingsReply(set)
	r.Update = true
	return r, nil
}

func settingsReply(set store.PlayerSettings) chat.Reply {
	theme := set.Theme
	if theme == "" {
		theme = "light"
	}
	mis := "only when you press **Check**"
	if set.Mistakes {
		mis = "at once, as you place them"
	}
	text := fmt.Sprintf("⚙️ **Your board settings** (used in every picture I send you)\n• Theme: **%s**\n• Wrong digits are shown %s. Clashes with a visible digit are always shown.", theme, mis)
	return chat.Reply{Text: text, Ephemeral: true, Rows: []chat.Row{{Buttons: []chat.Button{
		{Label: "Switch to " + map[bool]string{true: "light", false: "dark"}[theme == "dark"] + " theme", ID: SettingsPrefix + settingTheme},
		{Label: map[bool]string{true: "Show mistakes only on Check", false: "Show mistakes at once"}[set.Mistakes], ID: SettingsPrefix + settingMis},
	}}}}
}

// OpenTiming is the timing of /sudoku play: boards are private except co-op ones; a puzzle
// to read may take a while.
func OpenTiming(req *chat.Request, t chat.Timing) chat.Timing {
	t.Ephemeral = req.Options[OptTogether] != "true"
	t.Slow = req.Attachment != nil || len(req.Text) > 400
	return t
}

// PressTiming is the timing of a press: it updates the board, except the typed-moves form
// (a modal must be the initial response) and Share (a new public message).
func PressTiming(req *chat.Request, t chat.Timing) chat.Timing {
	p, ok := parsePress(req.Button)
	switch {
	case !ok:
		return chat.Timing{Ephemeral: true}
	case p.action == actType, p.action == actShare:
		return chat.Timing{}
	}
	return t
}

// Draw draws g for a member with settings set, with note above the picture: the board of
// the puzzle of the day, opened from its post.
func (b *Board) Draw(g *game.Game, set store.PlayerSettings, note string) (chat.Reply, error) {
	return b.board(g, set, view{note: note})
}

package play

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// settingToggles are the actions that flip one of the member's settings, and which.
var settingToggles = map[string]bool{actTheme: true, actMistakes: true, actInput: true, actLights: true}

// playPress answers a board control (or the typed-moves form) through the session: load
// the game, apply the press for the member who made it, save over the loaded version,
// redraw. A move is played unless a cell it changes was changed by someone after the
// board it was pressed on was drawn; selections and other view changes never make anyone's
// move out of date. A lost race is retried on fresh state.
func (b *Board) playPress(ctx context.Context, req chat.Request, id string, now time.Time) (chat.Reply, error) {
	p, ok := parsePress(id)
	if !ok {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid. Start a game with %s.", b.surface.Code(CmdPlay))
	}
	switch p.action {
	case actType:
		return chat.Reply{Modal: movesForm(p)}, nil
	case actShare:
		return b.share(ctx, req, p)
	case actNew, actNewCoop, actOwn:
		return b.playNew(ctx, req, p)
	case actRepost:
		return b.repost(ctx, req, p)
	case actSaved:
		return b.resumeSaved(ctx, req, p, now)
	}
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	if settingToggles[p.action] {
		if set, err = b.toggleSetting(ctx, set, p.action); err != nil {
			return chat.Reply{}, err
		}
	}
	var v view
	settings := map[string]store.PlayerSettings{} // the board's settings by owner, read once
	out, err := b.sessions.Update(ctx, p.game, player(req), func(g *game.Game) (bool, error) {
		v = view{viewer: req.User, mine: p.mine || p.action == actMine}
		viewSet, ok := settings[g.Owner]
		if !ok {
			var err error
			if viewSet, err = b.boardSettings(ctx, g, req.User, set, v.mine); err != nil {
				return false, err
			}
			settings[g.Owner] = viewSet
		}
		return b.apply(ctx, g, p, req, viewSet, now, &v)
	})
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "This board belongs to someone else. Open your own with " + b.surface.Code(CmdPlay) + ".", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	g := out.Game
	viewSet, ok := settings[g.Owner]
	if !ok {
		if viewSet, err = b.boardSettings(ctx, g, req.User, set, v.mine); err != nil {
			return chat.Reply{}, err
		}
	}
	v.note = joinNotes(v.note, out.Daily)
	b.addResult(ctx, g, req, &v)
	if panelOf(g, v) == panelMore && !g.Together && g.Owner == req.User {
		v.saved = b.otherSaved(ctx, req.User, g.ID)
	}
	r, err := b.board(g, viewSet, v)
	if err != nil {
		return chat.Reply{}, err
	}
	r.Update = p.action != actMine
	r.Ephemeral = p.action == actMine
	return r, nil
}

// addResult puts the puzzle of the day's result under a finished daily board, worded as
// the leaderboard counts it.
func (b *Board) addResult(ctx context.Context, g *game.Game, req chat.Request, v *view) {
	if g.Finished && g.Kind == GameKindDaily {
		v.result, _ = b.sessions.DailyResult(ctx, player(req), g)
	}
}

// otherSaved returns the member's unfinished games other than the one shown, for the
// second panel's list.
func (b *Board) otherSaved(ctx context.Context, user, shown string) []*game.Game {
	saved, err := b.sessions.Saved(ctx, user, GameKindPlay, savedListed+1)
	if err != nil {
		return nil
	}
	saved = slices.DeleteFunc(saved, func(g *game.Game) bool { return g.ID == shown })
	return saved[:min(len(saved), savedListed)]
}

// movesForm is the typed-moves form of the board control p; its submission comes back
// with p's game, version and view and the action moves.
func movesForm(p press) *chat.Modal {
	v := strconv.FormatInt(p.version, 36)
	if p.mine {
		v += mineMark
	}
	return &chat.Modal{ID: Prefix + p.game + ":" + v + ":" + actMoves,
		Title: "Type moves", Label: "Moves (r3c5 7, p r2c3 148, x r3c5)",
		Placeholder: "r3c5 7, r4c6=2\np r2c3 148\nx r9c9", MaxLength: 2000}
}

// apply plays one press of member req.User on g, drawn for them with settings set, and
// says in v what the board should show. It reports whether g changed (and must be saved).
func (b *Board) apply(ctx context.Context, g *game.Game, p press, req chat.Request, set store.PlayerSettings, now time.Time, v *view) (bool, error) {
	user := req.User
	cur := g.CursorOf(user)
	if g.Together && cur == game.NoCursor {
		cur.Colour = freeColour(g, user)
	}
	switch p.action {
	case actOpen, actTheme, actMistakes, actInput, actLights:
		g.Touch(now)
		return true, nil
	case actRow, actCol:
		k, err := choice(req.Values, 1, g.N)
		if err != nil {
			return false, err
		}
		if p.action == actRow {
			cur.Selected = (k-1)*g.N + max(cur.Selected, 0)%g.N
		} else {
			cur.Selected = max(cur.Selected, 0)/g.N*g.N + k - 1
		}
	case actLight:
		k, err := choice(req.Values, 0, g.N)
		if err != nil {
			return false, err
		}
		cur.Light = k
	case actPencil:
		cur.Pencil = !cur.Pencil
	case actMore, actMine:
		cur.Panel = panelMore
	case actBack:
		cur.Panel = panelMain
	case actPage:
		cur.Page = (cur.Page + 1) % digitPages(g.N)
	case actBox:
		k, err := choice(req.Values, 1, g.N)
		if err != nil {
			return false, err
		}
		cur.Selected = boxCell(g, k-1)
	case actDigit, actErase, actPlace, actMoves, actApply:
		return b.play(ctx, g, p, req, set, cur, now, v)
	case actUndo:
		v.note = historyNote(g.UndoBy(user, now), "undo")
		return true, nil
	case actRedo:
		v.note = historyNote(g.RedoBy(user, now), "redo")
		return true, nil
	case actAuto:
		v.note = moveNote(g.AutoFill(user, now))
		if v.note == "" {
			v.note = "✏️ Pencil marks filled in: every digit no row, column or box rules out."
		}
		return true, nil
	case actCheck:
		v.note = checkNote(len(g.Check(now)), g.Left())
		if cur.Panel != panelMore || g.Together {
			return true, nil
		}
		cur.Panel = panelMain // Check on the second panel: back to the digits, to mend what it found
	case actHint:
		return true, b.playHint(ctx, user, g, v)
	default:
		return false, chat.Errorf(chat.NotFound, "This button is no longer valid.")
	}
	g.SetCursor(user, now, cur)
	return true, nil
}

// play answers the presses that change the grid: a digit, the eraser, a cell of the
// digit-first menu, typed moves, and Apply at the hint ladder's top rung. A move whose
// cell someone changed after the board was drawn (at p.version) is not played: the board
// is redrawn as it is now.
func (b *Board) play(ctx context.Context, g *game.Game, p press, req chat.Request, set store.PlayerSettings, cur game.Cursor, now time.Time, v *view) (bool, error) {
	user := req.User
	digitFirst := set.DigitFirst
	switch p.action {
	case actDigit, actErase:
		d := 0
		if p.action == actDigit {
			var err error
			if d, err = strconv.Atoi(p.arg); err != nil || d < 1 || d > g.N {
				return false, chat.Errorf(chat.Invalid, "That digit is not on this board.")
			}
		}
		if digitFirst {
			cur.Brush = d
			if d == 0 {
				cur.Brush = eraser
			}
			g.SetCursor(user, now, cur)
			return true, nil
		}
		if stale(g, p, user, cur.Selected, v) {
			return false, nil
		}
		var err error
		if d == 0 {
			err = g.EraseSelected(user, now)
		} else {
			err = g.Press(user, now, d)
		}
		v.note = moveNote(err)
		if at := cur.Selected; err == nil && d != 0 && !cur.Pencil && !g.Finished && int(g.Cells[at]) == d {
			cur.Selected = g.NextEmpty(at) // the next empty cell of the row (then the next rows)
			g.SetCursor(user, now, cur)
		}
		return true, nil
	case actPlace:
		d, err := strconv.Atoi(p.arg)
		if err != nil || d < eraser || d > g.N || d == 0 {
			return false, chat.Errorf(chat.Invalid, "That digit is not on this board.")
		}
		cell, err := choice(req.Values, 0, g.N*g.N-1)
		if err != nil {
			return false, err
		}
		if stale(g, p, user, cell, v) {
			return false, nil
		}
		if d == eraser {
			err = g.Apply(user, now, game.Move{Kind: game.Erase, Cell: cell})
		} else {
			err = g.PressAt(user, now, cell, d, cur.Pencil)
		}
		v.note = moveNote(err)
		if !g.Finished {
			cur.Selected = cell
			g.SetCursor(user, now, cur)
		}
		return true, nil
	case actMoves:
		v.note = typedMoves(g, user, req.Text, p.version, now)
		if !g.Finished {
			cur.Panel = panelMain
			g.SetCursor(user, now, cur)
		}
		return true, nil
	}
	ok, err := b.sessions.ApplyHint(ctx, user, g)
	switch {
	case err != nil:
		return false, err
	case ok:
		v.note = "✅ Played the hint's step (it was counted as the hint it is)."
	default:
		v.note = "The board changed since that hint, so there is nothing to apply: press 💡 **Hint** for the next step."
	}
	return true, nil
}

// eraser is the "digit" in hand when a digit-first member takes the eraser.
const eraser = -1

// stale reports whether someone other than by changed cell after the board of press p
// was drawn, and then says so in v: the move is not played and the board shows the cell
// as it is now.
func stale(g *game.Game, p press, by string, cell int, v *view) bool {
	if cell < 0 || !g.ChangedSince(cell, p.version, by) {
		return false
	}
	v.note = fmt.Sprintf("🔄 %s changed after this board was drawn, so I did not play that: here it is now. Press again if you still want to.", g.CellName(cell))
	return true
}

// freeColour is the colour of a member's first cursor on a co-op board: the first one
// none of the members drawn is using.
func freeColour(g *game.Game, user string) int {
	used := map[int]bool{}
	for _, m := range drawnCursors(g, user) {
		used[m.cursor.Colour] = true
	}
	for c := range cursorColours {
		if !used[c] {
			return c
		}
	}
	return len(g.Cursors) % cursorColours
}

// boxCell is a cell of box k: the first empty one, else its first.
func boxCell(g *game.Game, k int) int {
	first := -1
	for r := range g.BoxRows {
		for c := range g.BoxCols {
			i := (k/(g.N/g.BoxCols)*g.BoxRows+r)*g.N + k%(g.N/g.BoxCols)*g.BoxCols + c
			if first < 0 {
				first = i
			}
			if g.Cells[i] == 0 {
				return i
			}
		}
	}
	return first
}

// choice reads the value chosen in a select menu: a number from lo to hi.
func choice(values []string, lo, hi int) (int, error) {
	if len(values) > 0 {
		if k, err := strconv.Atoi(values[0]); err == nil && k >= lo && k <= hi {
			return k, nil
		}
	}
	return 0, chat.Errorf(chat.Invalid, "That choice is not on this board.")
}

// historyNote words the outcome of an undo or a redo: on a co-op board each member undoes
// their own moves.
func historyNote(err error, what string) string {
	switch {
	case err == nil:
		return ""
	case game.IsNothing(err):
		return "Nothing of yours to " + what + "."
	case errors.Is(err, game.ErrChangedSince):
		return "⚠️ Someone changed those cells since, so I cannot " + what + " that move."
	case errors.Is(err, game.ErrFinished):
		return "The puzzle is already solved."
	}
	return "⚠️ That did not work."
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
func moveNote(err error) string {
	var me *game.MoveError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, game.ErrNoCell):
		return "👉 Pick a row and a column first."
	case errors.Is(err, game.ErrFinished):
		return "The puzzle is already solved."
	case errors.As(err, &me):
		return "⚠️ " + chat.UpperFirst(me.Words(echo)) + "."
	}
	return "⚠️ That move did not work."
}

// echo quotes a member's text in a reply (chat.Echo, cut to a short length).
func echo(s string) string { return chat.Echo(s, 40) }

// typedMoves plays typed moves on g for member by and words the outcome. seen is the
// version of the board the moves were typed on (-1: none), so that a move on a cell
// someone else changed since is not played.
func typedMoves(g *game.Game, by, text string, seen int64, now time.Time) string {
	const grammar = " Moves look like `r3c5 7`, `p r2c3 148`, `x r3c5`."
	moves, err := game.ParseMoves(text, g.N)
	if err == nil && seen > 0 {
		for _, m := range moves {
			if g.ChangedSince(m.Cell, seen, by) {
				return fmt.Sprintf("🔄 %s changed after this board was drawn, so nothing was played: here it is now. Type the moves again if you still want them.", g.CellName(m.Cell))
			}
		}
	}
	cells, marks := slices.Clone(g.Cells), slices.Clone(g.Marks)
	if err == nil {
		err = g.Apply(by, now, moves...)
	}
	if err == nil && slices.Equal(cells, g.Cells) && slices.Equal(marks, g.Marks) {
		return "Nothing changed: those digits and marks are there already."
	}
	var me *game.MoveError
	if errors.As(err, &me) {
		what := chat.UpperFirst(me.Words(echo))
		switch {
		case me.Move != "" && me.Part == me.Move: // the whole move is wrong: quoted once
			what = fmt.Sprintf("Move %d %s %s", me.Index, echo(me.Move), me.Msg)
		case me.Move != "":
			what = fmt.Sprintf("Move %d %s: %s", me.Index, echo(me.Move), me.Words(echo))
		}
		if strings.Contains(what, "`r") { // the reason shows how a move is written already
			return "⚠️ " + what + ". Nothing was played."
		}
		return "⚠️ " + what + ". Nothing was played." + grammar
	}
	if err != nil {
		return moveNote(err)
	}
	note := "Played 1 move."
	if len(moves) > 1 {
		note = fmt.Sprintf("Played %d moves.", len(moves))
	}
	if rep := game.Repeated(moves); len(rep) > 0 {
		var names []string
		for _, c := range rep {
			names = append(names, g.CellName(c))
		}
		note += fmt.Sprintf(" ⚠️ %s came more than once: the last move there is the one that stands.", strings.Join(names, ", "))
	}
	return note
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
		if h.Rung == game.LadderTop {
			v.note += "\n**✅ Apply** plays it for you (no extra hint)."
		}
		v.step, v.rung = h.Step, h.Rung
	}
	return nil
}

// rungStep is the step a hint view draws: the step at its rung, revealing no more than
// the text.
func rungStep(v view) *technique.Step {
	if v.step == nil {
		return nil
	}
	s := technique.Rung(*v.step, v.rung)
	return &s
}

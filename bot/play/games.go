package play

// The presses that answer with another message or another game: Share, New game (private,
// co-op, or the member's own from a co-op board), Re-post, and resuming a saved game.

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
)

// share posts the spoiler-free result line publicly: once per finish, and only by someone
// who played (a co-op board's players, a private board's owner). On the puzzle of the day
// it gives the time the leaderboard ranks.
func (b *Board) share(ctx context.Context, req chat.Request, p press) (chat.Reply, error) {
	var refusal string
	out, err := b.sessions.Update(ctx, p.game, player(req), func(g *game.Game) (bool, error) {
		switch {
		case !g.Finished:
			refusal = "Finish the puzzle first, then share."
		case !g.Played(req.User):
			refusal = "Only the members who played this board can share its result."
		case !g.MarkShared():
			refusal = "This result has been shared already."
		default:
			refusal = ""
			return true, nil
		}
		return false, nil
	})
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "Only the members who played this board can share its result.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	if refusal != "" {
		return chat.Reply{Text: refusal, Ephemeral: true}, nil
	}
	g := out.Game
	if _, line := b.sessions.DailyResult(ctx, player(req), g); line != "" {
		return chat.Reply{Text: line}, nil
	}
	return chat.Reply{Text: session.ResultLine(g, req.User)}, nil
}

// playNew starts a new game of the same size and band. On a private board it replaces
// the board in place, and the old game, if unfinished, stays saved. On a co-op board only
// its starter may (posting the new board as a new message, so that the finished board and
// its credits stay); anyone else gets a private offer to start their own.
func (b *Board) playNew(ctx context.Context, req chat.Request, p press) (chat.Reply, error) {
	out, err := b.sessions.Update(ctx, p.game, player(req), func(*game.Game) (bool, error) { return false, nil })
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "This board belongs to someone else. Open your own with " + b.surface.Code(CmdPlay) + ".", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	old := out.Game
	coop := old.Together && p.action != actOwn
	if coop && req.User != old.Owner {
		ids := ids{g: old, mine: true}
		return chat.Reply{Text: fmt.Sprintf("Only <@%s>, who started this co-op board, can start a new game on it. Start your own instead: a private %s board, or `%s %s:true` for a co-op one in another channel.",
			old.Owner, describe(old), b.surface.Name(CmdPlay), OptTogether), Ephemeral: true,
			Rows: []chat.Row{{Buttons: []chat.Button{{Label: "🆕 Start my own game", ID: ids.id(actOwn), Style: chat.Primary}}}}}, nil
	}
	band := old.Band
	if _, ok := session.ParseBand(band); !ok {
		band = ""
	}
	g, err := b.sessions.NewGame(ctx, req.User, band, strconv.Itoa(old.N))
	if err != nil {
		return chat.Reply{}, err
	}
	g.Together = coop
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	note := "A new puzzle: " + howToStart(set)
	switch {
	case coop:
		note = "A new co-op board: anyone here can play, each with their own cursor. " + chat.UpperFirst(howToStart(set))
	case !old.Together && !old.Finished && old.Kind == GameKindPlay:
		note += fmt.Sprintf("\n💾 Your other game (%d to go) is saved: **More… → Saved games** resumes it.", old.Left())
	}
	if err := b.sessions.Create(ctx, g, player(req)); err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	r, err := b.board(g, set, view{viewer: req.User, note: note})
	if err != nil {
		return chat.Reply{}, err
	}
	switch p.action {
	case actNew:
		r.Update = true
	case actOwn:
		r.Ephemeral = true
	}
	return r, nil
}

// repost posts a co-op board again as a new message, at the bottom of a busy channel; the
// old message stays a working copy of the same game.
func (b *Board) repost(ctx context.Context, req chat.Request, p press) (chat.Reply, error) {
	out, err := b.sessions.Update(ctx, p.game, player(req), func(g *game.Game) (bool, error) {
		g.Touch(b.sessions.Now())
		return true, nil
	})
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "This board belongs to someone else. Open your own with " + b.surface.Code(CmdPlay) + ".", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	g := out.Game
	set, err := b.games.GetPlayerSettings(ctx, g.Owner)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	r, err := b.board(g, set, view{viewer: req.User, note: fmt.Sprintf("🔁 <@%s> posted the board again here: play on.", req.User)})
	if err != nil {
		return chat.Reply{}, err
	}
	r.Ephemeral = !g.Together
	return r, nil
}

// resumeSaved replaces the board with one of the member's saved games (the second
// panel's list), which becomes their current game.
func (b *Board) resumeSaved(ctx context.Context, req chat.Request, p press, now time.Time) (chat.Reply, error) {
	id := ""
	if len(req.Values) > 0 {
		id = strings.TrimSpace(req.Values[0])
	}
	if id == "" {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "That choice is not on this board.")
	}
	out, err := b.sessions.Update(ctx, id, player(req), func(g *game.Game) (bool, error) {
		if g.Together || g.Owner != req.User {
			return false, session.ErrNotYours
		}
		g.Touch(now)
		g.Panel = panelMain
		return true, nil
	})
	if errors.Is(err, session.ErrNotYours) {
		return chat.Reply{Text: "That saved game is not yours.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, err
	}
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	g := out.Game
	note := fmt.Sprintf("▶️ Back to your %s game (%d to go).", describe(g), g.Left())
	if g.Finished {
		note = "That game is finished."
	}
	r, err := b.board(g, set, view{viewer: req.User, note: note})
	if err != nil {
		return chat.Reply{}, err
	}
	r.Update = true
	return r, nil
}

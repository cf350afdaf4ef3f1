package play

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// savedListed is how many saved games the second panel offers to resume.
const savedListed = 10

// playCommand opens a board: a given puzzle, a new one, or the member's unfinished game;
// with together:true, the channel's co-op game (posted again at the bottom) or a new one.
// A new game never loses an unfinished one: it stays saved and listed under More….
func (b *Board) playCommand(ctx context.Context, req chat.Request, now time.Time) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	together := req.Options[OptTogether] == "true"
	fresh := req.Options[OptBand] != "" || req.Options[OptSize] != ""
	given := strings.TrimSpace(req.Text) != "" || req.Attachment != nil
	if together && (given || fresh) {
		if r, taken, err := b.channelTaken(ctx, req, now); err != nil || taken {
			return r, err
		}
	}
	var g *game.Game
	var note string
	resumed := false
	switch {
	case given:
		if g, err = b.givenGame(ctx, req, now); err != nil {
			return b.refusal(err)
		}
		note = "Your puzzle is ready: " + howToStart(set)
	case fresh:
	case together:
		g, err = b.sessions.ChannelGame(ctx, req.Channel)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return chat.Reply{}, err
		}
		if err == nil {
			resumed = true
			note = "🔁 The co-op game of this channel, posted again here at the bottom: anyone here can play on."
		}
	default:
		g, err = b.sessions.Current(ctx, req.User, GameKindPlay)
		switch {
		case err == nil:
			resumed = true
			note = "Welcome back: here is your unfinished game. **More… → New game** starts another (this one stays saved)."
		case errors.Is(err, store.ErrNotFound):
		default:
			return chat.Reply{}, err
		}
	}
	if g == nil {
		if g, err = b.sessions.NewGame(ctx, req.User, req.Options[OptBand], req.Options[OptSize]); err != nil {
			return chat.Reply{}, err
		}
		note = "A new puzzle: " + howToStart(set)
	}
	if together && !resumed {
		g.Together = true
		note = "A co-op board: anyone here can play, each with their own cursor. " + chat.UpperFirst(howToStart(set)) + " Every correct digit is credited to whoever placed it first."
	}
	if !together && !resumed {
		note = joinNotes(note, b.savedNote(ctx, req.User))
	}
	if moves := strings.TrimSpace(req.Options[OptMoves]); moves != "" {
		note = typedMoves(g, req.User, moves, -1, now)
	}
	if g.Kind == "" {
		g.Kind = GameKindPlay
	}
	if resumed {
		g.Touch(now)
		g.Version++
	}
	if err := b.sessions.Create(ctx, g, player(req)); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return chat.Reply{}, chat.Errorf(chat.Conflict, "Your game changed while I was opening it; run the command again.")
		}
		return chat.Reply{}, err
	}
	set, err = b.boardSettings(ctx, g, req.User, set, false)
	if err != nil {
		return chat.Reply{}, err
	}
	r, err := b.board(g, set, view{viewer: req.User, note: note})
	if err != nil {
		return chat.Reply{}, err
	}
	r.Ephemeral = !together
	return r, nil
}

// coopHold is how long a co-op game without a move keeps its channel from other members'
// new co-op games.
const coopHold = 24 * time.Hour

// channelTaken answers a member who asks for a new co-op game in a channel whose co-op game
// someone else started, is unfinished and was played within [coopHold]: /sudoku play
// together:true resumes the latest one, so a new one would hide the starter's. They are
// told, privately, whose game it is and how to bring it back or start their own.
func (b *Board) channelTaken(ctx context.Context, req chat.Request, now time.Time) (chat.Reply, bool, error) {
	g, err := b.sessions.ChannelGame(ctx, req.Channel)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{}, false, nil
	}
	if err != nil {
		return chat.Reply{}, false, err
	}
	if g.Owner == req.User || now.Sub(g.LastAction) > coopHold {
		return chat.Reply{}, false, nil
	}
	resume := fmt.Sprintf("`%s %s:true`", b.surface.Name(CmdPlay), OptTogether)
	return chat.Reply{Text: fmt.Sprintf("This channel has a co-op game in progress (%s, %d to go), started by <@%s>: %s brings it back to the bottom for anyone to play on, and only <@%s> can start another co-op game here until it has gone a day without a move. Start your own instead: %s for a private board, or %s in another channel.",
		describe(g), g.Left(), g.Owner, resume, g.Owner, b.surface.Code(CmdPlay), resume), Ephemeral: true}, true, nil
}

// givenGame makes a game of the puzzle req carries, solved under the bot's admission.
func (b *Board) givenGame(ctx context.Context, req chat.Request, now time.Time) (*game.Game, error) {
	p, err := b.host.ReadPuzzle(ctx, req)
	if err != nil {
		return nil, err
	}
	if p.Size() > 16 {
		return nil, chat.Errorf(chat.Invalid, "I can draw boards to play up to 16×16; this one is %d×%d.", p.Size(), p.Size())
	}
	sol, bad, err := b.host.SolveUnique(ctx, req.User, p)
	if bad != nil {
		return nil, badPuzzle{*bad}
	}
	if err != nil {
		return nil, err
	}
	return game.New(session.NewID(), req.User, p, sol, now)
}

// badPuzzle carries the reply that says why a given puzzle cannot be played.
type badPuzzle struct{ reply chat.Reply }

func (e badPuzzle) Error() string { return "play: not a proper puzzle: " + e.reply.Text }

// refusal answers a failure to make a game of a given puzzle: the reply that says why, or
// the error.
func (b *Board) refusal(err error) (chat.Reply, error) {
	var bad badPuzzle
	if errors.As(err, &bad) {
		return bad.reply, nil
	}
	return chat.Reply{}, err
}

// howToStart is the first line of a new board for a member with settings set.
func howToStart(set store.PlayerSettings) string {
	if set.DigitFirst {
		return "press a digit, then choose where it goes."
	}
	return "pick a row and a column, then a digit."
}

// savedNote tells a member who starts a new game that their other unfinished games are
// kept.
func (b *Board) savedNote(ctx context.Context, user string) string {
	saved, err := b.sessions.Saved(ctx, user, GameKindPlay, 1)
	if err != nil || len(saved) == 0 {
		return ""
	}
	g := saved[0]
	return fmt.Sprintf("💾 Your unfinished %s (%d to go) is saved: **More… → Saved games** resumes it.", describe(g), g.Left())
}

// describe names a game for a list: "9×9 easy".
func describe(g *game.Game) string {
	band := g.Band
	if band == "" {
		band = "custom"
	}
	return fmt.Sprintf("%d×%d %s", g.N, g.N, band)
}

// boardSettings are the settings g is drawn with for user, whose own are set: a co-op
// board's shared message keeps its owner's look and controls (a member's settings change
// their own pictures and their private view, not everyone's board).
func (b *Board) boardSettings(ctx context.Context, g *game.Game, user string, set store.PlayerSettings, mine bool) (store.PlayerSettings, error) {
	if !g.Together || g.Owner == user || mine {
		return set, nil
	}
	owner, err := b.games.GetPlayerSettings(ctx, g.Owner)
	if err != nil {
		return set, session.Unavailable(err)
	}
	return owner, nil
}

// joinNotes puts line under note.
func joinNotes(note, line string) string {
	switch {
	case line == "":
		return note
	case note == "":
		return line
	}
	return note + "\n" + line
}

package bot

// The Activity: the board inside Discord (package web) is a second view of the games the
// chat board plays. This file is what the bot does for it: the "Open board" buttons and
// the entry point command answer by launching the Activity, after remembering what the
// member asked to open; and the Activity's server opens the puzzle of the day, words a
// share line and posts it through the daily room (bot/daily).

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
)

// btnLaunch is the kind of the "Open board" buttons (session.LaunchButtonID).
const btnLaunch = session.LaunchKind

// launchButton answers "Open board": remember which game (or the daily) the member
// wants, then launch the Activity, which opens it.
func (b *Bot) launchButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	_, key, _ := chat.SplitButton(req.Button)
	l, ok := session.ParseLaunchKey(key)
	if !ok {
		return chat.Reply{}, chat.ErrStaleButton
	}
	return b.launch(ctx, req, l)
}

// launchCommand answers the entry point command (the App Launcher): the Activity opens
// on the game the member was playing, or its choosers when they have none.
func (b *Bot) launchCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	var l session.Launch
	if g, err := b.sessions.Current(ctx, req.User, session.KindPlay); err == nil {
		l.Game = g.ID
	}
	return b.launch(ctx, req, l)
}

func (b *Bot) launch(ctx context.Context, req chat.Request, l session.Launch) (chat.Reply, error) {
	if !b.activity { // a bot whose Activity is not set up
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "The board inside Discord is not set up on this bot; play with %s.", b.surface.Code(CmdPlay))
	}
	if l != (session.Launch{}) {
		if err := session.SaveLaunch(ctx, b.state, req.Channel, req.User, l, b.now()); err != nil {
			return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "I could not open the board just now; try again in a moment.", Err: err}
		}
	}
	return chat.Reply{Launch: true}, nil
}

// launchButtonFor is the "Open board" button for l, or none when the Activity is off.
func (b *Bot) launchButtonFor(l session.Launch) []chat.Button {
	if !b.activity {
		return nil
	}
	return []chat.Button{{Label: "🎮 Open board", ID: session.LaunchButtonID(l), Style: chat.Primary}}
}

// OpenDaily returns the member's game of the current puzzle of the day (see
// [daily.Room.OpenDaily]).
func (b *Bot) OpenDaily(ctx context.Context, p session.Player) (*game.Game, string, error) {
	return b.daily.OpenDaily(ctx, p)
}

// ShareLine is the spoiler-free result line of a finished game (see [daily.Room.ShareLine]).
func (b *Bot) ShareLine(ctx context.Context, p session.Player, g *game.Game) string {
	return b.daily.ShareLine(ctx, p, g)
}

// Post sends text as the bot in p's channel, mentioning nobody (see [daily.Room.Post]).
func (b *Bot) Post(ctx context.Context, p session.Player, text string) error {
	return b.daily.Post(ctx, p, text)
}

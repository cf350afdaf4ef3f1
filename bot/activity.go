package bot

// The Activity: the board inside Discord (package web) is a second view of the games the
// chat board plays. This file is what the bot does for it: the "Open board" buttons and
// the entry point command answer by launching the Activity, after remembering what the
// member asked to open; and the Activity's server opens the puzzle of the day, words a
// share line and posts it through the bot.

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// CmdLaunch is the application's entry point command (the App Launcher): it opens the
// Activity.
const CmdLaunch chat.Command = "launch"

// btnLaunch is the kind of the "Open board" buttons (session.LaunchButtonID).
const btnLaunch = session.LaunchKind

// errNoActivity answers a launch on a bot whose Activity is not set up.
var errNoActivity = chat.Errorf(chat.Unavailable, "The board inside Discord is not set up on this bot; play with `/sudoku play`.")

// launchButton answers "Open board": remember which game (or the daily) the member
// wants, then launch the Activity, which opens it.
func (b *Bot) launchButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	_, key, _ := splitButton(req.Button)
	l, ok := session.ParseLaunchKey(key)
	if !ok {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid.")
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
	if !b.activity {
		return chat.Reply{}, errNoActivity
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

// OpenDaily returns the member's game of the current puzzle of the day of p's server,
// made on the first open, and starts or moves their daily clock: the Activity's way in to
// the same board and clock as the post's Play button.
func (b *Bot) OpenDaily(ctx context.Context, p session.Player) (*game.Game, string, error) {
	if b.store == nil {
		return nil, "", errNoDaily
	}
	if p.Guild == "" {
		return nil, "", chat.Errorf(chat.Invalid, "The puzzle of the day lives in servers.")
	}
	req := chat.Request{User: p.User, Guild: p.Guild, Channel: p.Channel}
	g, res, err := b.openDaily(ctx, req, store.Date{})
	if err != nil {
		return nil, "", err
	}
	c, err := b.currentPost(ctx, p.Guild, store.Date{})
	if err != nil {
		return nil, "", err
	}
	note := dailyPlayNote(res, c.post.Date, g)
	if g.Finished && !res.Solved { // a finish the last move could not record
		if line, err := b.dailyFinish(ctx, p, g, c, res, b.now()); err == nil && line != "" {
			note = line
		}
	}
	return g, note, nil
}

// ShareLine is the spoiler-free result line of a finished game: for the puzzle of the
// day, with the time and penalties the leaderboard uses.
func (b *Bot) ShareLine(ctx context.Context, p session.Player, g *game.Game) string {
	if _, share := b.dailyResult(ctx, p, g); share != "" { // the leaderboard's time, as the chat board shares it
		return share
	}
	return session.ResultLine(g, p.User)
}

// Post sends text as the bot in p's channel, mentioning nobody.
func (b *Bot) Post(ctx context.Context, p session.Player, text string) error {
	if b.poster == nil {
		return chat.Errorf(chat.Unavailable, "This bot cannot post messages.")
	}
	_, err := b.poster.Post(ctx, daily.Message{GuildID: p.Guild, ChannelID: p.Channel, Text: text})
	return err
}

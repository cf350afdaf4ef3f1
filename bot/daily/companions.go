package daily

// The companions of the daily post, made by the scheduler on every instance (claims make
// each message once): a public leaderboard message edited during the day, a discussion
// thread, an end-of-day recap. The fair-time rule and penalties are in bot/store (IdleGap,
// HintPenalty, WrongCheckPenalty) and worded for admins in docs/bot-setup.md.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/store"
)

// A Message is one daily post or companion message, ready to send.
type Message struct {
	GuildID   string
	ChannelID string
	Date      store.Date
	Nonce     string // derived from (guild, date): the platform drops a repeat sent soon after
	Text      string
	Files     []chat.File
	Buttons   []chat.Button
	Pin       bool   // pin the message once sent (a failed pin does not fail the post)
	PingRole  string // a role the message mentions and may ping; "" for none
}

// Poster sends daily posts to a channel. bot/discord implements it over REST.
type Poster interface {
	// Post sends m and returns the new message's ID. An error means the post may or may not
	// have happened.
	Post(ctx context.Context, m Message) (messageID string, err error)
}

// MessageEditor is implemented by a [Poster] that can edit a message it sent, for the
// leaderboard message. Without it the leaderboard option has no effect.
type MessageEditor interface {
	EditMessage(ctx context.Context, channelID, messageID, text string) error
}

// ThreadStarter is implemented by a [Poster] that can start a thread from a message it
// sent, for the discussion thread of the day.
type ThreadStarter interface {
	StartThread(ctx context.Context, channelID, messageID, name string) (threadID string, err error)
}

// Nonce derives the message nonce from (guild, date): at most 25 characters.
func Nonce(guild string, date store.Date) string {
	h := fnv.New64a()
	h.Write([]byte(guild))
	h.Write([]byte{0})
	h.Write([]byte(date.String()))
	return strconv.FormatUint(h.Sum64()>>1, 10)
}

// Companions make the companion messages of the daily posts.
type Companions struct {
	Store  store.Store
	Poster Poster // nil: no companions are sent
	Now    func() time.Time
}

// companionLease is the claim lease of a companion message (thread, leaderboard, recap).
const companionLease = 5 * time.Minute

// dailyRecap posts the recap of the guild's latest post before date, once, when date's
// post is due (the puzzle of a day stays current until the next one comes). Posts more
// than two days old get no recap (the bot was off).
func (c Companions) recap(ctx context.Context, s store.GuildSettings, date store.Date, owner string) error {
	if !s.Recap || c.Poster == nil {
		return nil
	}
	prev, err := c.Store.LastPost(ctx, s.GuildID, date)
	if errors.Is(err, store.ErrNotFound) || (err == nil && prev.Date.Before(date.AddDays(-2))) {
		return nil
	}
	if err != nil {
		return err
	}
	if t, err := c.Store.GetTask(ctx, s.GuildID, prev.Date, store.TaskRecap); err == nil && t.State == store.PostPosted {
		return nil
	}
	ok, err := c.Store.ClaimTask(ctx, s.GuildID, prev.Date, store.TaskRecap, owner, companionLease, c.Now())
	if err != nil || !ok {
		return err
	}
	text, err := c.recapText(ctx, s, prev)
	if err != nil {
		return errors.Join(err, c.Store.ReleaseTask(context.WithoutCancel(ctx), s.GuildID, prev.Date, store.TaskRecap, owner))
	}
	id, err := c.Poster.Post(ctx, Message{GuildID: s.GuildID, ChannelID: channelOf(s, prev), Date: prev.Date,
		Nonce: companionNonce(s.GuildID, prev.Date, store.TaskRecap), Text: text})
	if err != nil {
		return fmt.Errorf("daily: recap: %w", err)
	}
	return c.Store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, prev.Date, store.TaskRecap, owner, id, "")
}

// channelOf is the channel of a post: where it went, else the guild's channel.
func channelOf(s store.GuildSettings, p store.DailyPost) string {
	if p.ChannelID != "" {
		return p.ChannelID
	}
	return s.ChannelID
}

// companionNonce derives a message nonce from (guild, date, kind).
func companionNonce(guild string, date store.Date, kind string) string {
	return Nonce(guild+"/"+kind, date)
}

// recapText is the end-of-day recap of post p: how many solved, the fastest, the median
// time and the longest streaks.
func (c Companions) recapText(ctx context.Context, s store.GuildSettings, p store.DailyPost) (string, error) {
	all, err := c.Store.DayResults(ctx, s.GuildID, p.Date)
	if err != nil {
		return "", err
	}
	var solved []store.Result
	for _, r := range all {
		if r.Solved {
			solved = append(solved, r)
		}
	}
	lines := []string{fmt.Sprintf("📊 **Recap · puzzle of %s**", p.Date)}
	switch {
	case len(all) == 0:
		lines = append(lines, "Nobody played it. A new puzzle is on its way!")
	case len(solved) == 0:
		lines = append(lines, fmt.Sprintf("%d member%s tried; nobody solved it.", len(all), chat.Plural(len(all))))
	default:
		lines = append(lines, fmt.Sprintf("✅ Solved by **%d** of %d member%s who played.", len(solved), len(all), chat.Plural(len(all))))
		best := solved[0]
		lines = append(lines, fmt.Sprintf("⚡ Fastest: <@%s> in **%s**%s", best.UserID, chat.Clock(best.Seconds), PenaltyNote(best)))
		secs := make([]int, len(solved))
		for i, r := range solved {
			secs[i] = r.Seconds
		}
		lines = append(lines, fmt.Sprintf("⏱️ Median time: **%s**", chat.Clock(median(secs))))
	}
	standings, err := c.Store.AllTime(ctx, s.GuildID, p.Date)
	if err != nil {
		return "", err
	}
	slices.SortStableFunc(standings, func(a, b store.Standing) int { return b.Streak.Current - a.Streak.Current })
	var streaks []string
	for _, st := range standings {
		if len(streaks) == 3 || st.Streak.Current < 2 {
			break
		}
		streaks = append(streaks, fmt.Sprintf("<@%s> %d days", st.UserID, st.Streak.Current))
	}
	if len(streaks) > 0 {
		lines = append(lines, "🔥 Longest streaks: "+strings.Join(streaks, " · "))
	}
	return chat.Truncate(strings.Join(lines, "\n"), 1990), nil
}

// median returns the median of xs (the lower middle of an even count), 0 for none.
func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// PenaltyNote words a solver's penalty, "" when there is none.
func PenaltyNote(r store.Result) string {
	if r.Hints == 0 && r.Wrong() == 0 {
		return ""
	}
	var parts []string
	if r.Hints > 0 {
		parts = append(parts, fmt.Sprintf("%d hint%s", r.Hints, chat.Plural(r.Hints)))
	}
	if w := r.Wrong(); w > 0 {
		parts = append(parts, fmt.Sprintf("%d wrong check%s", w, chat.Plural(w)))
	}
	return fmt.Sprintf(" (+%s for %s)", chat.Clock(int(r.Penalty()/time.Second)), strings.Join(parts, ", "))
}

// dailyThread opens the discussion thread of the post of date, once.
func (c Companions) thread(ctx context.Context, s store.GuildSettings, p store.DailyPost, owner string) error {
	ts, ok := c.Poster.(ThreadStarter)
	if !s.Thread || !ok || p.MessageID == "" {
		return nil
	}
	if t, err := c.Store.GetTask(ctx, s.GuildID, p.Date, store.TaskThread); err == nil && t.State == store.PostPosted {
		return nil
	}
	won, err := c.Store.ClaimTask(ctx, s.GuildID, p.Date, store.TaskThread, owner, companionLease, c.Now())
	if err != nil || !won {
		return err
	}
	id, err := ts.StartThread(ctx, channelOf(s, p), p.MessageID, fmt.Sprintf("Puzzle of %s · discussion (spoilers!)", p.Date))
	if err != nil {
		return fmt.Errorf("daily: thread: %w", err)
	}
	return c.Store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskThread, owner, id, "")
}

// dailyBoard posts the public leaderboard message of the post of date once, then edits
// it when the standings change. Instances race on a digest of the text in the store, so
// one edit goes out per change, at most one per scheduler tick.
func (c Companions) board(ctx context.Context, s store.GuildSettings, p store.DailyPost, owner string) error {
	if !s.Leaderboard || c.Poster == nil {
		return nil
	}
	text, err := c.boardText(ctx, s, p)
	if err != nil {
		return err
	}
	digest := textDigest(text)
	t, err := c.Store.GetTask(ctx, s.GuildID, p.Date, store.TaskBoard)
	switch {
	case errors.Is(err, store.ErrNotFound) || (err == nil && t.State == store.PostClaimed):
		won, err := c.Store.ClaimTask(ctx, s.GuildID, p.Date, store.TaskBoard, owner, companionLease, c.Now())
		if err != nil || !won {
			return err
		}
		id, err := c.Poster.Post(ctx, Message{GuildID: s.GuildID, ChannelID: channelOf(s, p), Date: p.Date,
			Nonce: companionNonce(s.GuildID, p.Date, store.TaskBoard), Text: text})
		if err != nil {
			return fmt.Errorf("daily: leaderboard message: %w", err)
		}
		return c.Store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskBoard, owner, id, digest)
	case err != nil:
		return err
	}
	ed, ok := c.Poster.(MessageEditor)
	if !ok || t.Detail == digest {
		return nil
	}
	won, err := c.Store.SwapTaskDetail(ctx, s.GuildID, p.Date, store.TaskBoard, t.Detail, digest)
	if err != nil || !won {
		return err
	}
	if err := ed.EditMessage(ctx, channelOf(s, p), t.MessageID, text); err != nil {
		// Let the next tick try again.
		_, rerr := c.Store.SwapTaskDetail(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskBoard, digest, t.Detail)
		return errors.Join(fmt.Errorf("daily: edit the leaderboard: %w", err), rerr)
	}
	return nil
}

func textDigest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:8])
}

// dailyBoardText is the public leaderboard of the post p: the solvers ranked by time plus
// penalties, how many are still playing, and the rule.
func (c Companions) boardText(ctx context.Context, s store.GuildSettings, p store.DailyPost) (string, error) {
	all, err := c.Store.DayResults(ctx, s.GuildID, p.Date)
	if err != nil {
		return "", err
	}
	lines := []string{fmt.Sprintf("🏁 **Leaderboard · puzzle of %s**", p.Date)}
	playing, n := 0, 0
	for _, r := range all {
		if !r.Solved {
			playing++
			continue
		}
		n++
		if n > 20 {
			continue
		}
		lines = append(lines, fmt.Sprintf("%d. <@%s> — **%s**%s", n, r.UserID, chat.Clock(int(r.Score()/time.Second)), RankNote(r)))
	}
	switch {
	case n == 0:
		lines = append(lines, "Nobody has solved it yet. Press **Play** on the puzzle to start!")
	case n > 20:
		lines = append(lines, fmt.Sprintf("… and %d more", n-20))
	}
	if playing > 0 {
		lines = append(lines, fmt.Sprintf("🧩 %d member%s playing.", playing, chat.Plural(playing)))
	}
	lines = append(lines, fmt.Sprintf("-# %s", RankRule))
	return chat.Truncate(strings.Join(lines, "\n"), 1990), nil
}

// HintRule is how hints count on the puzzle of the day, wherever they are taken (the
// board's 💡 Hint, the post's Hint, /daily hint): stated once, here, for the board, the
// leaderboard and docs/commands.md, and counted so by game.Game.NextRung.
const HintRule = "A hint counts once per step: its deeper rungs, and Hint again at the last rung or on the same list of mistakes, are free."

// RankRule is the ranking rule in one line, with the hint rule.
var RankRule = fmt.Sprintf("Ranked by time from your first open of the board (pauses count at most %s), plus %s per hint and %s per wrong check. %s",
	chat.Clock(int(store.IdleGap/time.Second)), chat.Clock(int(store.HintPenalty/time.Second)), chat.Clock(int(store.WrongCheckPenalty/time.Second)), HintRule)

// RankNote words how a solver's ranked time is made: "(3m 05s + 1 hint)".
func RankNote(r store.Result) string {
	if r.Hints == 0 && r.Wrong() == 0 {
		return ""
	}
	var parts []string
	parts = append(parts, chat.Clock(r.Seconds))
	if r.Hints > 0 {
		parts = append(parts, fmt.Sprintf("%d hint%s", r.Hints, chat.Plural(r.Hints)))
	}
	if w := r.Wrong(); w > 0 {
		parts = append(parts, fmt.Sprintf("%d wrong check%s", w, chat.Plural(w)))
	}
	return " (" + strings.Join(parts, " + ") + ")"
}

// Make makes the companions of the guild's daily posts as of local date: when
// date's post is due, the recap of the previous puzzle, and the thread and leaderboard
// message of date's post; before that, the thread and leaderboard of the previous post,
// which is still being played. Every instance may call it; claims make each message once.
// It returns the failures joined.
func (c Companions) Make(ctx context.Context, s store.GuildSettings, date store.Date, due bool, owner string) error {
	if c.Store == nil || !HasCompanions(s) {
		return nil
	}
	if !due {
		p, err := c.Store.LastPost(ctx, s.GuildID, date)
		if errors.Is(err, store.ErrNotFound) || (err == nil && p.Date.Before(date.AddDays(-1))) {
			return nil
		}
		if err != nil {
			return err
		}
		return errors.Join(c.thread(ctx, s, p, owner), c.board(ctx, s, p, owner))
	}
	errs := []error{c.recap(ctx, s, date, owner)}
	p, err := c.Store.GetPost(ctx, s.GuildID, date)
	if errors.Is(err, store.ErrNotFound) || (err == nil && p.State != store.PostPosted) {
		return errors.Join(errs...)
	}
	if err != nil {
		return errors.Join(append(errs, err)...)
	}
	errs = append(errs, c.thread(ctx, s, p, owner), c.board(ctx, s, p, owner))
	// The previous puzzle's board gets its last solves once the new one is out.
	if prev, err := c.Store.LastPost(ctx, s.GuildID, date); err == nil && !prev.Date.Before(date.AddDays(-2)) {
		if t, err := c.Store.GetTask(ctx, s.GuildID, prev.Date, store.TaskBoard); err == nil && t.State == store.PostPosted {
			errs = append(errs, c.board(ctx, s, prev, owner))
		}
	}
	return errors.Join(errs...)
}

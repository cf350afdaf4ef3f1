package bot

// The puzzle of the day played in place: server options (/daily-admin options), the
// post's companions made by the scheduler (a public leaderboard message edited during
// the day, a discussion thread, an end-of-day recap), and the fair-time rule. The rule and
// penalties are in bot/store (IdleGap, HintPenalty, WrongCheckPenalty) and worded for
// admins in docs/bot-setup.md.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
)

// CmdDailyOptions sets the server options of the puzzle of the day (admin).
const CmdDailyOptions Command = "daily-options"

// Options of CmdDailyOptions.
const (
	OptLeaderboard = "leaderboard" // "true": keep a public leaderboard message, edited as members solve
	OptRecap       = "recap"       // "true": post an end-of-day recap
	OptThread      = "thread"      // "true": open a discussion thread on each post
	OptRole        = "role"        // a role ID to mention in each post
	OptNoRole      = "no-role"     // "true": stop mentioning a role
)

// More Discord permission bits the daily options check.
const (
	PermMentionEveryone     int64 = 1 << 17
	PermCreatePublicThreads int64 = 1 << 35
	PermSendInThreads       int64 = 1 << 38
)

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

// describeOptions words the server options of s in one line.
func describeOptions(s store.GuildSettings) string {
	on := map[bool]string{true: "on", false: "off"}
	role := "none"
	if s.PingRole != "" {
		role = "<@&" + s.PingRole + ">"
	}
	return fmt.Sprintf("Leaderboard message: %s · end-of-day recap: %s · thread per day: %s · role to ping: %s",
		on[s.Leaderboard], on[s.Recap], on[s.Thread], role)
}

func (b *Bot) dailyOptions(ctx context.Context, req Request) (Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return Reply{Text: "Set the puzzle of the day up first with `/daily-admin setup`.", Ephemeral: true}, nil
	}
	if err != nil {
		return Reply{}, storeDown("read the settings", err)
	}
	o := req.Options
	set := func(dst *bool, key string) {
		if v, ok := o[key]; ok {
			*dst = v == "true"
		}
	}
	set(&s.Leaderboard, OptLeaderboard)
	set(&s.Recap, OptRecap)
	set(&s.Thread, OptThread)
	if r := strings.TrimSpace(o[OptRole]); r != "" {
		if !isSnowflake(r) {
			return Reply{}, errorf(Invalid, "%q is not a role.", r)
		}
		if r == req.Guild {
			return Reply{}, errorf(Invalid, "I do not ping @everyone; pick a role members can join to be told of the puzzle.")
		}
		s.PingRole = r
	}
	if o[OptNoRole] == "true" {
		s.PingRole = ""
	}
	var notes []string
	perms, checked := req.AppPermissions, s.ChannelID == req.Channel
	if cc, ok := b.poster.(ChannelChecker); ok && !checked {
		if p, err := cc.ChannelPermissions(ctx, req.Guild, s.ChannelID); err == nil {
			perms, checked = p, true
		}
	}
	if checked && perms&PermAdministrator == 0 {
		if s.Thread && perms&(PermCreatePublicThreads|PermSendInThreads) != PermCreatePublicThreads|PermSendInThreads {
			return Reply{}, errorf(Forbidden, "I cannot open a thread per day in <#%s>: I need **Create Public Threads** and **Send Messages in Threads** there. Give me these permissions and run the command again.", s.ChannelID)
		}
		if s.PingRole != "" && perms&PermMentionEveryone == 0 {
			notes = append(notes, fmt.Sprintf("Note: unless <@&%s> is mentionable by everyone, I need **Mention @everyone, @here and All Roles** in <#%s> to ping it.", s.PingRole, s.ChannelID))
		}
	}
	if _, ok := b.poster.(MessageEditor); s.Leaderboard && !ok {
		notes = append(notes, "Note: this bot instance cannot edit messages, so the leaderboard message stays as first posted.")
	}
	s.UpdatedAt = time.Time{}
	if err := b.store.PutSettings(ctx, s); err != nil {
		return Reply{}, storeDown("save the settings", err)
	}
	text := "✅ Options saved.\n" + describeOptions(s)
	if s.Leaderboard || s.Thread {
		text += "\nThe leaderboard message and the thread come with each post (today's within a minute if it is already out)."
	}
	if len(notes) > 0 {
		text += "\n" + strings.Join(notes, "\n")
	}
	return Reply{Text: text, Ephemeral: true}, nil
}

func isSnowflake(s string) bool {
	if len(s) == 0 || len(s) > 20 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// companionLease is the claim lease of a companion message (thread, leaderboard, recap).
const companionLease = 5 * time.Minute

// dailyRecap posts the recap of the guild's latest post before date, once, when date's
// post is due (the puzzle of a day stays current until the next one comes). Posts more
// than two days old get no recap (the bot was off).
func (b *Bot) dailyRecap(ctx context.Context, s store.GuildSettings, date store.Date, owner string) error {
	if !s.Recap || b.poster == nil {
		return nil
	}
	prev, err := b.store.LastPost(ctx, s.GuildID, date)
	if errors.Is(err, store.ErrNotFound) || (err == nil && prev.Date.Before(date.AddDays(-2))) {
		return nil
	}
	if err != nil {
		return err
	}
	if t, err := b.store.GetTask(ctx, s.GuildID, prev.Date, store.TaskRecap); err == nil && t.State == store.PostPosted {
		return nil
	}
	ok, err := b.store.ClaimTask(ctx, s.GuildID, prev.Date, store.TaskRecap, owner, companionLease, b.now())
	if err != nil || !ok {
		return err
	}
	text, err := b.recapText(ctx, s, prev)
	if err != nil {
		return errors.Join(err, b.store.ReleaseTask(context.WithoutCancel(ctx), s.GuildID, prev.Date, store.TaskRecap, owner))
	}
	id, err := b.poster.Post(ctx, DailyMessage{GuildID: s.GuildID, ChannelID: channelOf(s, prev), Date: prev.Date,
		Nonce: companionNonce(s.GuildID, prev.Date, store.TaskRecap), Text: text})
	if err != nil {
		return fmt.Errorf("bot: daily recap: %w", err)
	}
	return b.store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, prev.Date, store.TaskRecap, owner, id, "")
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
	return dailyNonce(guild+"/"+kind, date)
}

// recapText is the end-of-day recap of post p: how many solved, the fastest, the median
// time and the longest streaks.
func (b *Bot) recapText(ctx context.Context, s store.GuildSettings, p store.DailyPost) (string, error) {
	all, err := b.store.DayResults(ctx, s.GuildID, p.Date)
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
		lines = append(lines, fmt.Sprintf("%d member%s tried; nobody solved it.", len(all), plural(len(all))))
	default:
		lines = append(lines, fmt.Sprintf("✅ Solved by **%d** of %d member%s who played.", len(solved), len(all), plural(len(all))))
		best := solved[0]
		lines = append(lines, fmt.Sprintf("⚡ Fastest: <@%s> in **%s**%s", best.UserID, clock(best.Seconds), penaltyNote(best)))
		secs := make([]int, len(solved))
		for i, r := range solved {
			secs[i] = r.Seconds
		}
		lines = append(lines, fmt.Sprintf("⏱️ Median time: **%s**", clock(median(secs))))
	}
	standings, err := b.store.AllTime(ctx, s.GuildID, p.Date)
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
	return truncate(strings.Join(lines, "\n"), 1990), nil
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

// penaltyNote words a solver's penalty, "" when there is none.
func penaltyNote(r store.Result) string {
	if r.Hints == 0 && r.Wrong() == 0 {
		return ""
	}
	var parts []string
	if r.Hints > 0 {
		parts = append(parts, fmt.Sprintf("%d hint%s", r.Hints, plural(r.Hints)))
	}
	if w := r.Wrong(); w > 0 {
		parts = append(parts, fmt.Sprintf("%d wrong check%s", w, plural(w)))
	}
	return fmt.Sprintf(" (+%s for %s)", clock(int(r.Penalty()/time.Second)), strings.Join(parts, ", "))
}

// dailyThread opens the discussion thread of the post of date, once.
func (b *Bot) dailyThread(ctx context.Context, s store.GuildSettings, p store.DailyPost, owner string) error {
	ts, ok := b.poster.(ThreadStarter)
	if !s.Thread || !ok || p.MessageID == "" {
		return nil
	}
	if t, err := b.store.GetTask(ctx, s.GuildID, p.Date, store.TaskThread); err == nil && t.State == store.PostPosted {
		return nil
	}
	won, err := b.store.ClaimTask(ctx, s.GuildID, p.Date, store.TaskThread, owner, companionLease, b.now())
	if err != nil || !won {
		return err
	}
	id, err := ts.StartThread(ctx, channelOf(s, p), p.MessageID, fmt.Sprintf("Puzzle of %s · discussion (spoilers!)", p.Date))
	if err != nil {
		return fmt.Errorf("bot: daily thread: %w", err)
	}
	return b.store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskThread, owner, id, "")
}

// dailyBoard posts the public leaderboard message of the post of date once, then edits
// it when the standings change. Instances race on a digest of the text in the store, so
// one edit goes out per change, at most one per scheduler tick.
func (b *Bot) dailyBoard(ctx context.Context, s store.GuildSettings, p store.DailyPost, owner string) error {
	if !s.Leaderboard || b.poster == nil {
		return nil
	}
	text, err := b.dailyBoardText(ctx, s, p)
	if err != nil {
		return err
	}
	digest := textDigest(text)
	t, err := b.store.GetTask(ctx, s.GuildID, p.Date, store.TaskBoard)
	switch {
	case errors.Is(err, store.ErrNotFound) || (err == nil && t.State == store.PostClaimed):
		won, err := b.store.ClaimTask(ctx, s.GuildID, p.Date, store.TaskBoard, owner, companionLease, b.now())
		if err != nil || !won {
			return err
		}
		id, err := b.poster.Post(ctx, DailyMessage{GuildID: s.GuildID, ChannelID: channelOf(s, p), Date: p.Date,
			Nonce: companionNonce(s.GuildID, p.Date, store.TaskBoard), Text: text})
		if err != nil {
			return fmt.Errorf("bot: daily leaderboard message: %w", err)
		}
		return b.store.CompleteTask(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskBoard, owner, id, digest)
	case err != nil:
		return err
	}
	ed, ok := b.poster.(MessageEditor)
	if !ok || t.Detail == digest {
		return nil
	}
	won, err := b.store.SwapTaskDetail(ctx, s.GuildID, p.Date, store.TaskBoard, t.Detail, digest)
	if err != nil || !won {
		return err
	}
	if err := ed.EditMessage(ctx, channelOf(s, p), t.MessageID, text); err != nil {
		// Let the next tick try again.
		_, rerr := b.store.SwapTaskDetail(context.WithoutCancel(ctx), s.GuildID, p.Date, store.TaskBoard, digest, t.Detail)
		return errors.Join(fmt.Errorf("bot: edit the daily leaderboard: %w", err), rerr)
	}
	return nil
}

func textDigest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:8])
}

// dailyBoardText is the public leaderboard of the post p: the solvers ranked by time plus
// penalties, how many are still playing, and the rule.
func (b *Bot) dailyBoardText(ctx context.Context, s store.GuildSettings, p store.DailyPost) (string, error) {
	all, err := b.store.DayResults(ctx, s.GuildID, p.Date)
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
		lines = append(lines, fmt.Sprintf("%d. <@%s> — **%s**%s", n, r.UserID, clock(int(r.Score()/time.Second)), rankNote(r)))
	}
	switch {
	case n == 0:
		lines = append(lines, "Nobody has solved it yet. Press **Play** on the puzzle to start!")
	case n > 20:
		lines = append(lines, fmt.Sprintf("… and %d more", n-20))
	}
	if playing > 0 {
		lines = append(lines, fmt.Sprintf("🧩 %d member%s playing.", playing, plural(playing)))
	}
	lines = append(lines, fmt.Sprintf("-# %s", rankRule))
	return truncate(strings.Join(lines, "\n"), 1990), nil
}

// rankRule is the ranking rule in one line.
var rankRule = fmt.Sprintf("Ranked by time from your first open of the board (pauses count at most %s), plus %s per hint and %s per wrong check.",
	clock(int(store.IdleGap/time.Second)), clock(int(store.HintPenalty/time.Second)), clock(int(store.WrongCheckPenalty/time.Second)))

// rankNote words how a solver's ranked time is made: "(3m 05s + 1 hint)".
func rankNote(r store.Result) string {
	if r.Hints == 0 && r.Wrong() == 0 {
		return ""
	}
	var parts []string
	parts = append(parts, clock(r.Seconds))
	if r.Hints > 0 {
		parts = append(parts, fmt.Sprintf("%d hint%s", r.Hints, plural(r.Hints)))
	}
	if w := r.Wrong(); w > 0 {
		parts = append(parts, fmt.Sprintf("%d wrong check%s", w, plural(w)))
	}
	return " (" + strings.Join(parts, " + ") + ")"
}

// DailyCompanions makes the companions of the guild's daily posts as of local date: when
// date's post is due, the recap of the previous puzzle, and the thread and leaderboard
// message of date's post; before that, the thread and leaderboard of the previous post,
// which is still being played. Every instance may call it; claims make each message once.
// It returns the failures joined.
func (b *Bot) DailyCompanions(ctx context.Context, s store.GuildSettings, date store.Date, due bool, owner string) error {
	if b.store == nil || !daily.HasCompanions(s) {
		return nil
	}
	if !due {
		p, err := b.store.LastPost(ctx, s.GuildID, date)
		if errors.Is(err, store.ErrNotFound) || (err == nil && p.Date.Before(date.AddDays(-1))) {
			return nil
		}
		if err != nil {
			return err
		}
		return errors.Join(b.dailyThread(ctx, s, p, owner), b.dailyBoard(ctx, s, p, owner))
	}
	errs := []error{b.dailyRecap(ctx, s, date, owner)}
	p, err := b.store.GetPost(ctx, s.GuildID, date)
	if errors.Is(err, store.ErrNotFound) || (err == nil && p.State != store.PostPosted) {
		return errors.Join(errs...)
	}
	if err != nil {
		return errors.Join(append(errs, err)...)
	}
	errs = append(errs, b.dailyThread(ctx, s, p, owner), b.dailyBoard(ctx, s, p, owner))
	// The previous puzzle's board gets its last solves once the new one is out.
	if prev, err := b.store.LastPost(ctx, s.GuildID, date); err == nil && !prev.Date.Before(date.AddDays(-2)) {
		if t, err := b.store.GetTask(ctx, s.GuildID, prev.Date, store.TaskBoard); err == nil && t.State == store.PostPosted {
			errs = append(errs, b.dailyBoard(ctx, s, prev, owner))
		}
	}
	return errors.Join(errs...)
}

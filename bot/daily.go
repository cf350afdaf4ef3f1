package bot

// The puzzle of the day: admin commands (setup, off, status, post-now). Members' commands
// are in daily_member.go, the post itself in daily_post.go; the scheduler, the background
// bank refill and the day's bands are package bot/daily. Every daily command and button
// is a row of the tables in commands.go and buttons.go. See docs/architecture.md §6.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
)

// The daily commands. Admin commands (setup, off, status, post-now) are registered under a
// command whose default member permissions are Manage Server, and re-checked here.
const (
	CmdDailySetup       chat.Command = "daily-setup"       // configure the daily post (admin)
	CmdDailyOff         chat.Command = "daily-off"         // stop posting (admin)
	CmdDailyStatus      chat.Command = "daily-status"      // settings and next post time (admin)
	CmdDailyPostNow     chat.Command = "daily-post-now"    // post today's puzzle now (admin)
	CmdDailySubmit      chat.Command = "daily-submit"      // answer the daily puzzle; a modal submission carries ":<date>"
	CmdDailyHint        chat.Command = "daily-hint"        // a hint on the daily puzzle (counted)
	CmdDailyLeaderboard chat.Command = "daily-leaderboard" // today's solvers and all-time standings
	CmdDailyStreak      chat.Command = "daily-streak"      // the caller's streak
)

// Options of the daily commands.
const (
	OptChannel  = "channel"  // CmdDailySetup: channel ID
	OptTime     = "time"     // CmdDailySetup: local post time, HH:MM
	OptTimeZone = "timezone" // CmdDailySetup: IANA zone name
	OptRamp     = "ramp"     // CmdDailySetup: "true" for the weekday ramp
	OptPin      = "pin"      // CmdDailySetup: "true" to pin each post
	OptAnswer   = "answer"   // CmdDailySubmit: the filled grid
	OptProgress = "progress" // CmdDailyHint: the member's grid so far
)

// Discord permission bits the daily commands check.
const (
	PermAdministrator int64 = 1 << 3
	PermManageGuild   int64 = 1 << 5
	PermViewChannel   int64 = 1 << 10
	PermSendMessages  int64 = 1 << 11
	PermAttachFiles   int64 = 1 << 15
	PermPinMessages   int64 = 1 << 51
)

// Button kinds on the daily post; the key is the post's local date.
const (
	btnDailyHint   = "dhint"
	btnDailySubmit = "dsub"
	btnDailyNext   = "dnext" // the next level of a daily hint; the key names button state
)

// ChannelChecker is implemented by a [daily.Poster] that can tell the bot's permissions in any
// channel (the interaction only carries them for the channel it came from). A channel the
// bot cannot see gives 0 and no error.
type ChannelChecker interface {
	ChannelPermissions(ctx context.Context, guild, channel string) (int64, error)
}

// errNoDaily is the answer when the bot runs without a store.
var errNoDaily = chat.Errorf(chat.Unavailable, "The puzzle of the day is not available on this bot.")

// storeDown wraps a store failure as a message telling the user to retry.
func storeDown(what string, err error) error {
	return &chat.Error{Code: chat.Unavailable, Message: "I could not reach my database to " + what + ". Nothing was lost; please try again in a minute.", Err: err}
}

// dailySubmitCommand answers /daily submit, and the answer form of a post
// ("daily-submit:<date>").
func (b *Bot) dailySubmitCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	if _, date, ok := strings.Cut(string(req.Command), ":"); ok {
		d, err := store.ParseDate(date)
		if err != nil {
			return chat.Reply{}, chat.Errorf(chat.NotFound, "This form is no longer valid.")
		}
		return b.dailySubmit(ctx, req, req.Text, d)
	}
	answer := req.Options[OptAnswer]
	if answer == "" {
		answer = req.Text
	}
	if strings.TrimSpace(answer) == "" && req.Attachment == nil {
		return submitModal(store.Date{}), nil
	}
	if answer == "" {
		text, err := b.puzzleText(ctx, req)
		if err != nil {
			return chat.Reply{}, err
		}
		answer = text
	}
	return b.dailySubmit(ctx, req, answer, store.Date{})
}

// dailyHintCommand answers /daily hint on the current post.
func (b *Bot) dailyHintCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	return b.dailyHint(ctx, req, store.Date{})
}

// missingPermissions names the channel permissions the bot lacks for posting there.
func missingPermissions(app int64, pin bool) []string {
	if app&PermAdministrator != 0 {
		return nil
	}
	var out []string
	for _, p := range []struct {
		bit  int64
		name string
	}{{PermViewChannel, "View Channel"}, {PermSendMessages, "Send Messages"}, {PermAttachFiles, "Attach Files"}} {
		if app&p.bit == 0 {
			out = append(out, p.name)
		}
	}
	if pin && app&PermPinMessages == 0 {
		out = append(out, "Pin Messages")
	}
	return out
}

func (b *Bot) dailySetup(ctx context.Context, req chat.Request) (chat.Reply, error) {
	o := req.Options
	s := store.GuildSettings{GuildID: req.Guild, ChannelID: o[OptChannel], PostTime: strings.TrimSpace(o[OptTime]),
		TimeZone: strings.TrimSpace(o[OptTimeZone]), Band: strings.ToLower(strings.TrimSpace(o[OptBand])),
		Ramp: o[OptRamp] == "true", Pin: o[OptPin] == "true", Enabled: true}
	if s.ChannelID == "" {
		s.ChannelID = req.Channel
	}
	if old, err := b.store.GetSettings(ctx, req.Guild); err == nil { // keep the options
		s.Leaderboard, s.Recap, s.Thread, s.PingRole = old.Leaderboard, old.Recap, old.Thread, old.PingRole
	} else if !errors.Is(err, store.ErrNotFound) {
		return chat.Reply{}, storeDown("read the settings", err)
	}
	if s.Band == "" {
		s.Band = "medium"
	}
	if band, ok := session.ParseBand(s.Band); ok {
		s.Band = daily.Bands[band]
	} else {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not know the band %q; choose %s.", s.Band, strings.Join(daily.Bands, ", "))
	}
	s.Size = 9
	if v := o[OptSize]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || !validDailySize(n) {
			return chat.Reply{}, chat.Errorf(chat.Invalid, "The daily puzzle comes in sizes %s, not %q.", sizeList(), v)
		}
		s.Size = n
	}
	if len(s.PostTime) == 4 && s.PostTime[1] == ':' {
		s.PostTime = "0" + s.PostTime // 9:30 → 09:30
	}
	if _, _, err := s.Clock(); err != nil {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "The time %q is not a 24-hour HH:MM time such as 09:00 or 18:30.", o[OptTime])
	}
	if _, err := s.Location(); err != nil {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "%q is not a time zone I know. Use an IANA name such as Europe/Paris or America/New_York (the option suggests them as you type).", s.TimeZone)
	}
	perms, checked := req.AppPermissions, s.ChannelID == req.Channel
	if cc, ok := b.poster.(ChannelChecker); ok && !checked {
		if p, err := cc.ChannelPermissions(ctx, req.Guild, s.ChannelID); err == nil {
			perms, checked = p, true
		}
	}
	if checked {
		if miss := missingPermissions(perms, s.Pin); len(miss) > 0 {
			return chat.Reply{}, chat.Errorf(chat.Forbidden, "I cannot post the daily puzzle in <#%s>: I am missing %s there. Give me these permissions (or pick another channel) and run the command again.", s.ChannelID, strings.Join(miss, ", "))
		}
	}
	if err := b.store.PutSettings(ctx, s); err != nil {
		return chat.Reply{}, storeDown("save the settings", err)
	}
	text, err := b.describeSettings(ctx, s)
	if err != nil {
		return chat.Reply{}, err
	}
	text = "✅ The puzzle of the day is set up.\n" + text
	if !checked {
		text += fmt.Sprintf("\nI could only check my permissions in this channel. Make sure I can view <#%s>, send messages and attach files there; `/daily-admin post-now` posts today's puzzle at once to try it.", s.ChannelID)
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}

func validDailySize(n int) bool { return slices.Contains(daily.Sizes, n) }

func sizeList() string {
	var parts []string
	for _, n := range daily.Sizes {
		parts = append(parts, fmt.Sprintf("%d×%d", n, n))
	}
	return strings.Join(parts, " and ")
}

// describeSettings words the settings and the next post time in the guild's zone.
func (b *Bot) describeSettings(ctx context.Context, s store.GuildSettings) (string, error) {
	loc, err := s.Location()
	if err != nil {
		return "", err
	}
	now := b.now()
	ramp := "off"
	if s.Ramp {
		ramp = "on (easier early in the week, harder at the weekend)"
	}
	lines := []string{
		fmt.Sprintf("Channel: <#%s> · every day at **%s** (%s)", s.ChannelID, s.PostTime, s.TimeZone),
		fmt.Sprintf("Puzzle: %d×%d, band **%s**, ramp %s%s", s.Size, s.Size, s.Band, ramp, map[bool]string{true: ", pinned", false: ""}[s.Pin]),
		describeOptions(s) + " (`/daily-admin options`)",
	}
	if !s.Enabled {
		lines = append(lines, "Posting is **off**; `/daily-admin setup` turns it back on.")
		return strings.Join(lines, "\n"), nil
	}
	next, err := s.NextPost(now)
	if err != nil {
		return "", err
	}
	today := store.DateOf(now, loc)
	if due, ok, _ := s.PostDue(now, 0); ok {
		p, err := b.store.GetPost(ctx, s.GuildID, due)
		switch {
		case err == nil && p.State == store.PostPosted:
			lines = append(lines, fmt.Sprintf("Today's puzzle (%s) is posted.", due))
		case err == nil:
			lines = append(lines, fmt.Sprintf("Today's puzzle (%s) is being posted.", due))
		case errors.Is(err, store.ErrNotFound):
			lines = append(lines, fmt.Sprintf("Today's puzzle (%s) is due and will be posted within a minute.", due))
		default:
			return "", storeDown("read today's post", err)
		}
	}
	for i := 0; i < 2; i++ { // a date already posted (post-now) is skipped
		p, err := b.store.GetPost(ctx, s.GuildID, store.DateOf(next.In(loc), loc))
		if err != nil || p.State != store.PostPosted {
			break
		}
		if next, err = s.NextPost(next); err != nil {
			return "", err
		}
	}
	nextLocal := next.In(loc)
	lines = append(lines, fmt.Sprintf("Next post: **%s** (%s, <t:%d:R>); band %s.",
		nextLocal.Format("Monday 2 January 2006 15:04 MST"), describeDay(store.DateOf(nextLocal, loc), today),
		next.Unix(), daily.DayBand(s, store.DateOf(nextLocal, loc))))
	return strings.Join(lines, "\n"), nil
}

func describeDay(d, today store.Date) string {
	switch d.Sub(today) {
	case 0:
		return "today"
	case 1:
		return "tomorrow"
	}
	return d.String()
}

func (b *Bot) dailyOff(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{Text: "The puzzle of the day is not set up on this server.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, storeDown("read the settings", err)
	}
	if !s.Enabled {
		return chat.Reply{Text: "The puzzle of the day is already off.", Ephemeral: true}, nil
	}
	s.Enabled = false
	s.UpdatedAt = time.Time{}
	if err := b.store.PutSettings(ctx, s); err != nil {
		return chat.Reply{}, storeDown("save the settings", err)
	}
	return chat.Reply{Text: "⏸️ The puzzle of the day is off. Results and streaks are kept; `/daily-admin setup` turns it back on.", Ephemeral: true}, nil
}

func (b *Bot) dailyStatus(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{Text: "The puzzle of the day is not set up on this server. `/daily-admin setup` starts it.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, storeDown("read the settings", err)
	}
	text, err := b.describeSettings(ctx, s)
	if err != nil {
		return chat.Reply{}, err
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}

// postNowLease is the claim lease of a post made by /daily-admin post-now; if the post
// fails, the scheduler retries it once the lease has expired.
const postNowLease = 10 * time.Minute

func (b *Bot) dailyPostNow(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{Text: "Set the puzzle of the day up first with `/daily-admin setup`.", Ephemeral: true}, nil
	}
	if err != nil {
		return chat.Reply{}, storeDown("read the settings", err)
	}
	if b.poster == nil {
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "This bot instance cannot post messages.")
	}
	loc, err := s.Location()
	if err != nil {
		return chat.Reply{}, err
	}
	date := store.DateOf(b.now(), loc)
	res, err := b.PostDaily(ctx, s, date, "post-now/"+req.ID, postNowLease)
	switch {
	case errors.Is(err, daily.ErrBankEmpty):
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "My bank has no %s %d×%d puzzle ready yet; it is being filled. Please try again in a minute.", daily.DayBand(s, date), s.Size, s.Size)
	case err != nil && res.Claimed:
		return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("Posting in <#%s> failed; I will retry automatically within %s. Check that I can view the channel, send messages and attach files there.", s.ChannelID, postNowLease), Err: err}
	case err != nil:
		return chat.Reply{}, storeDown("claim today's post", err)
	case !res.Claimed:
		return chat.Reply{Text: fmt.Sprintf("Today's puzzle (%s) is already posted or being posted; each day gets one post.", date), Ephemeral: true}, nil
	}
	return chat.Reply{Text: fmt.Sprintf("📮 Posted the puzzle of %s in <#%s>.", date, s.ChannelID), Ephemeral: true}, nil
}

// submitModal is the answer form; date is the post it answers (zero: the current one).
func submitModal(date store.Date) chat.Reply {
	id := string(CmdDailySubmit)
	if !date.IsZero() {
		id += ":" + date.String()
	}
	return chat.Reply{Modal: &chat.Modal{ID: id, Title: "Your answer", Label: "The solved grid (rows on separate lines)",
		Placeholder: "534678912\n672195348\n…", MaxLength: 4000}}
}

package daily

// The puzzle of the day: admin commands (setup, off, status, post-now). Members' commands
// are in member.go, their board in board.go, the post itself in post.go, the server options
// in options.go. Every daily command and button is a row of the tables in bot's
// commands.go and buttons.go. See docs/architecture.md §6.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/input"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/solve"
	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// Config is what [New] needs. Store is required.
type Config struct {
	Store    store.Store
	Poster   Poster            // sends daily posts; nil means this instance cannot post
	Now      func() time.Time  // the bot's clock
	Theme    string            // the picture theme of the posts
	Input    *input.Reader     // reads typed answers and progress
	Buttons  *state.Buttons    // keeps the state of daily hints
	Sudoku   *solve.Room       // climbs the hint ladder
	Sessions *session.Sessions // plays the members' boards of the day
	// Board draws the member's board of the day (bot/play's Board.Draw) under note.
	Board   func(ctx context.Context, g *game.Game, req chat.Request, set store.PlayerSettings, note string) (chat.Reply, error)
	Surface chat.Surface // the platform's message limit and command names
	// LaunchButton is the "Open board" button of l (the Activity), or none; nil means none.
	LaunchButton func(l session.Launch) []chat.Button
}

// A Room answers the daily commands and buttons, makes the daily post and its companions,
// and keeps the members' daily results as they play. It is safe for concurrent use.
type Room struct {
	store    store.Store
	poster   Poster
	now      func() time.Time
	theme    string
	input    *input.Reader
	buttons  *state.Buttons
	sudoku   *solve.Room
	sessions *session.Sessions
	board    func(ctx context.Context, g *game.Game, req chat.Request, set store.PlayerSettings, note string) (chat.Reply, error)
	surface  chat.Surface
	launch   func(l session.Launch) []chat.Button
}

// New returns a Room built from c.
func New(c Config) *Room {
	return &Room{store: c.Store, poster: c.Poster, now: c.Now, theme: c.Theme, input: c.Input, buttons: c.Buttons, sudoku: c.Sudoku, sessions: c.Sessions, board: c.Board, surface: c.Surface, launch: c.LaunchButton}
}

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
	OptBand     = "band"     // CmdDailySetup: the band of the day's puzzles
	OptSize     = "size"     // CmdDailySetup: the size of the day's puzzles
)

// Button kinds on the daily post; the key is the post's local date.
const (
	BtnHint   = "dhint"
	BtnSubmit = "dsub"
	BtnNext   = "dnext" // the next level of a daily hint; the key names button state
)

// ChannelChecker is implemented by a [Poster] that can tell the bot's permissions in any
// channel (the interaction only carries them for the channel it came from). A channel the
// bot cannot see gives 0 and no error.
type ChannelChecker interface {
	ChannelPermissions(ctx context.Context, guild, channel string) (chat.Permissions, error)
}

// ErrNoDaily is the answer when the bot runs without a store.
var ErrNoDaily = chat.Errorf(chat.Unavailable, "The puzzle of the day is not available on this bot.")

// storeDown wraps a store failure as a message telling the user to retry.
func storeDown(what string, err error) error {
	return &chat.Error{Code: chat.Unavailable, Message: "I could not reach my database to " + what + ". Nothing was lost; please try again in a minute.", Err: err}
}

// SubmitCommand answers /daily submit, and the answer form of a post
// ("daily-submit:<date>").
func (b *Room) SubmitCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
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
		text, err := b.input.Text(ctx, req)
		if err != nil {
			return chat.Reply{}, err
		}
		answer = text
	}
	return b.dailySubmit(ctx, req, answer, store.Date{})
}

// HintCommand answers /daily hint on the current post.
func (b *Room) HintCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	return b.dailyHint(ctx, req, store.Date{})
}

// MissingPermissions names the channel permissions (View Channel, Send Messages, Attach
// Files, and Pin Messages when pin is set) that app lacks for posting the puzzle of the
// day, as /daily-admin setup reports them; `sudokubot check` uses it too.
func MissingPermissions(app chat.Permissions, pin bool) []string {
	var out []string
	for _, p := range []struct {
		perm chat.Permissions
		name string
	}{{chat.ViewChannel, "View Channel"}, {chat.SendMessages, "Send Messages"}, {chat.AttachFiles, "Attach Files"}} {
		if !app.Has(p.perm) {
			out = append(out, p.name)
		}
	}
	if pin && !app.Has(chat.PinMessages) {
		out = append(out, "Pin Messages")
	}
	return out
}

// Setup answers /daily-admin setup.
func (b *Room) Setup(ctx context.Context, req chat.Request) (chat.Reply, error) {
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
		s.Band = Bands[band]
	} else {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not know the band %q; choose %s.", s.Band, strings.Join(Bands, ", "))
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
		if miss := MissingPermissions(perms, s.Pin); len(miss) > 0 {
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
		text += fmt.Sprintf("\nI could only check my permissions in this channel. Make sure I can view <#%s>, send messages and attach files there; %s posts today's puzzle at once to try it.", s.ChannelID, b.surface.Code(CmdDailyPostNow))
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}

func validDailySize(n int) bool { return slices.Contains(Sizes, n) }

func sizeList() string {
	var parts []string
	for _, n := range Sizes {
		parts = append(parts, fmt.Sprintf("%d×%d", n, n))
	}
	return strings.Join(parts, " and ")
}

// describeSettings words the settings and the next post time in the guild's zone.
func (b *Room) describeSettings(ctx context.Context, s store.GuildSettings) (string, error) {
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
		describeOptions(s) + " (" + b.surface.Code(CmdDailyOptions) + ")",
	}
	if !s.Enabled {
		lines = append(lines, "Posting is **off**; "+b.surface.Code(CmdDailySetup)+" turns it back on.")
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
		next.Unix(), DayBand(s, store.DateOf(nextLocal, loc))))
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

// Off answers /daily-admin off.
func (b *Room) Off(ctx context.Context, req chat.Request) (chat.Reply, error) {
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
	return chat.Reply{Text: "⏸️ The puzzle of the day is off. Results and streaks are kept; " + b.surface.Code(CmdDailySetup) + " turns it back on.", Ephemeral: true}, nil
}

// Status answers /daily-admin status.
func (b *Room) Status(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{Text: "The puzzle of the day is not set up on this server. " + b.surface.Code(CmdDailySetup) + " starts it.", Ephemeral: true}, nil
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

// PostNow answers /daily-admin post-now.
func (b *Room) PostNow(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, notSet, err := b.setUp(ctx, req.Guild)
	if notSet != nil || err != nil {
		return *notSet, err
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
	case errors.Is(err, ErrBankEmpty):
		return chat.Reply{}, chat.Errorf(chat.Unavailable, "My bank has no %s %d×%d puzzle ready yet; it is being filled. Please try again in a minute.", DayBand(s, date), s.Size, s.Size)
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
		Placeholder: "534678912\n672195348\n…"}}
}

// setUp reads the guild's settings of the daily; notSet is the answer when it is not set
// up (with a nil error), and err the store's failure (with notSet pointing to no reply).
func (b *Room) setUp(ctx context.Context, guild string) (s store.GuildSettings, notSet *chat.Reply, err error) {
	s, err = b.store.GetSettings(ctx, guild)
	if errors.Is(err, store.ErrNotFound) {
		r := b.setUpFirst()
		return s, &r, nil
	}
	if err != nil {
		return s, &chat.Reply{}, storeDown("read the settings", err)
	}
	return s, nil, nil
}

// setUpFirst answers an admin command that needs the daily set up.
func (b *Room) setUpFirst() chat.Reply {
	return chat.Reply{Text: "Set the puzzle of the day up first with " + b.surface.Code(CmdDailySetup) + ".", Ephemeral: true}
}

// launchButton is the "Open board" button of l, when the Activity is served.
func (b *Room) launchButton(l session.Launch) []chat.Button {
	if b.launch == nil {
		return nil
	}
	return b.launch(l)
}

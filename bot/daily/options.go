package daily

// The server options of the puzzle of the day played in place (/daily-admin options). The
// companions they turn on (leaderboard message, thread, recap) are made in companions.go.

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/store"
)

// CmdDailyOptions sets the server options of the puzzle of the day (admin).
const CmdDailyOptions chat.Command = "daily-options"

// Options of CmdDailyOptions.
const (
	OptLeaderboard = "leaderboard" // "true": keep a public leaderboard message, edited as members solve
	OptRecap       = "recap"       // "true": post an end-of-day recap
	OptThread      = "thread"      // "true": open a discussion thread on each post
	OptRole        = "role"        // a role ID to mention in each post
	OptNoRole      = "no-role"     // "true": stop mentioning a role
)

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

// Options answers /daily-admin options.
func (b *Room) Options(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, notSet, err := b.setUp(ctx, req.Guild)
	if notSet != nil || err != nil {
		return *notSet, err
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
			return chat.Reply{}, chat.Errorf(chat.Invalid, "%q is not a role.", r)
		}
		if r == req.Guild {
			return chat.Reply{}, chat.Errorf(chat.Invalid, "I do not ping @everyone; pick a role members can join to be told of the puzzle.")
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
	if checked {
		if s.Thread && !perms.Has(chat.CreatePublicThreads|chat.SendInThreads) {
			return chat.Reply{}, chat.Errorf(chat.Forbidden, "I cannot open a thread per day in <#%s>: I need **Create Public Threads** and **Send Messages in Threads** there. Give me these permissions and run the command again.", s.ChannelID)
		}
		if s.PingRole != "" && !perms.Has(chat.MentionEveryone) {
			notes = append(notes, fmt.Sprintf("Note: unless <@&%s> is mentionable by everyone, I need **Mention @everyone, @here and All Roles** in <#%s> to ping it.", s.PingRole, s.ChannelID))
		}
	}
	if _, ok := b.poster.(MessageEditor); s.Leaderboard && !ok {
		notes = append(notes, "Note: this bot instance cannot edit messages, so the leaderboard message stays as first posted.")
	}
	s.UpdatedAt = time.Time{}
	if err := b.store.PutSettings(ctx, s); err != nil {
		return chat.Reply{}, storeDown("save the settings", err)
	}
	text := "✅ Options saved.\n" + describeOptions(s)
	if s.Leaderboard || s.Thread {
		text += "\nThe leaderboard message and the thread come with each post (today's within a minute if it is already out)."
	}
	if len(notes) > 0 {
		text += "\n" + strings.Join(notes, "\n")
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}

// Permissions is what `sudokubot check` reports for a daily channel whose settings are s:
// the permissions perms lacks for every option s uses (those of MissingPermissions, and
// Create Public Threads and Send Messages in Threads for a thread per day), and the one a
// role to ping may need (Mention @everyone, @here and All Roles, unless the role is
// mentionable by everyone), as /daily-admin options says.
func Permissions(perms chat.Permissions, s store.GuildSettings) (missing, mayNeed []string) {
	missing = MissingPermissions(perms, s.Pin)
	if s.Thread && !perms.Has(chat.CreatePublicThreads) {
		missing = append(missing, "Create Public Threads")
	}
	if s.Thread && !perms.Has(chat.SendInThreads) {
		missing = append(missing, "Send Messages in Threads")
	}
	if s.PingRole != "" && !perms.Has(chat.MentionEveryone) {
		mayNeed = append(mayNeed, "Mention @everyone, @here and All Roles")
	}
	return missing, mayNeed
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

// DailyCompanions makes the companions of the guild's daily posts as of local date (see
// [Companions.Make]); the scheduler calls it on every instance.
func (b *Room) DailyCompanions(ctx context.Context, s store.GuildSettings, date store.Date, due bool, owner string) error {
	if b.store == nil {
		return nil
	}
	return Companions{Store: b.store, Poster: b.poster, Now: b.now, Surface: b.surface}.Make(ctx, s, date, due, owner)
}

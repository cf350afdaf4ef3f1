package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord"
)

// check is `sudokubot check`: the configuration (already read by Configure), the
// database, and with a token one call to Discord to confirm the token and the application
// ID, then the bot's permissions in each guild's daily channel. It prints one line per
// check and returns an error naming every problem.
func (m *Main) check(ctx context.Context, client *http.Client) error {
	w := m.Stdout
	if w == nil {
		w = os.Stdout
	}
	c := m.Config
	var problems []string
	fmt.Fprintf(w, "configuration: ok (%s)\n", c)
	st, err := openStore(ctx, c.DB)
	if err != nil {
		fmt.Fprintf(w, "database: FAILED: %v\n", err)
		return fmt.Errorf("check: %w", err)
	}
	defer st.Close()
	daily, err := st.ListEnabled(ctx)
	if err != nil {
		fmt.Fprintf(w, "database: FAILED: %v\n", err)
		return fmt.Errorf("check: read the daily settings: %w", err)
	}
	fmt.Fprintf(w, "database: ok (%s, %d guilds with a puzzle of the day)\n", redactDSN(c.DB), len(daily))
	if c.Token == "" {
		fmt.Fprintln(w, "discord: skipped (SUDOKUBOT_DISCORD_TOKEN is not set; the bot cannot run without it)")
		return errors.New("check: SUDOKUBOT_DISCORD_TOKEN is not set")
	}
	p, err := discord.NewPoster(discord.Options{Token: c.Token, AppID: c.AppID, Client: client, Logger: m.log})
	if err != nil {
		return fmt.Errorf("check: %w", err)
	}
	id, name, err := p.Application(ctx)
	switch {
	case errors.Is(err, discord.ErrBadToken):
		fmt.Fprintln(w, "discord: FAILED: Discord refused SUDOKUBOT_DISCORD_TOKEN (401): reset the token under Bot in the developer portal")
		return errors.New("check: SUDOKUBOT_DISCORD_TOKEN was refused by Discord")
	case err != nil:
		fmt.Fprintf(w, "discord: FAILED: %v\n", err)
		return fmt.Errorf("check: %w", err)
	case c.AppID != "" && id != c.AppID:
		fmt.Fprintf(w, "discord: FAILED: the token belongs to application %s (%s), but SUDOKUBOT_DISCORD_APP_ID is %s\n", id, name, c.AppID)
		problems = append(problems, "SUDOKUBOT_DISCORD_APP_ID does not match the token's application")
	case c.AppID == "":
		fmt.Fprintf(w, "discord: the token is valid for application %s (%s); set SUDOKUBOT_DISCORD_APP_ID=%s\n", id, name, id)
		problems = append(problems, "SUDOKUBOT_DISCORD_APP_ID is not set")
	default:
		fmt.Fprintf(w, "discord: ok (token valid for application %s, %s)\n", id, name)
	}
	for _, s := range daily {
		perms, err := p.ChannelPermissions(ctx, s.GuildID, s.ChannelID)
		if err != nil {
			fmt.Fprintf(w, "daily channel %s (guild %s): FAILED: %v\n", s.ChannelID, s.GuildID, err)
			problems = append(problems, "a daily channel could not be checked")
			continue
		}
		miss, mayNeed := bot.DailyPermissions(perms, s)
		if len(miss) > 0 {
			fmt.Fprintf(w, "daily channel %s (guild %s): missing %s\n", s.ChannelID, s.GuildID, strings.Join(miss, ", "))
			problems = append(problems, fmt.Sprintf("missing permissions in daily channel %s", s.ChannelID))
			continue
		}
		if len(mayNeed) > 0 {
			fmt.Fprintf(w, "daily channel %s (guild %s): ok; to ping role %s the bot needs %s unless the role is mentionable by everyone\n",
				s.ChannelID, s.GuildID, s.PingRole, strings.Join(mayNeed, ", "))
			continue
		}
		fmt.Fprintf(w, "daily channel %s (guild %s): ok\n", s.ChannelID, s.GuildID)
	}
	if len(problems) > 0 {
		return fmt.Errorf("check: %s", strings.Join(problems, "; "))
	}
	fmt.Fprintln(w, "all checks passed")
	return nil
}

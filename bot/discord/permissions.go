package discord

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/daily"
)

var _ daily.ChannelChecker = (*Poster)(nil)

// me caches the bot's own user ID (GET /users/@me) for permission checks.
type me struct {
	mu sync.Mutex
	id string
}

// ChannelPermissions computes the bot's permissions in a channel over REST: the channel's
// overwrites, the guild's roles and the bot's member roles. A channel the bot cannot see
// (403) or that does not exist (404) gives 0 and no error.
func (p *Poster) ChannelPermissions(ctx context.Context, guild, channel string) (int64, error) {
	opt := discordgo.WithContext(ctx)
	p.me.mu.Lock()
	id := p.me.id
	p.me.mu.Unlock()
	if id == "" {
		u, err := p.s.User("@me", opt)
		if err != nil {
			return 0, fmt.Errorf("discord: who am I: %w", err)
		}
		id = u.ID
		p.me.mu.Lock()
		p.me.id = id
		p.me.mu.Unlock()
	}
	perms, err := p.s.UserChannelPermissions(id, channel, opt)
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Response != nil &&
		(rest.Response.StatusCode == http.StatusForbidden || rest.Response.StatusCode == http.StatusNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("discord: permissions in channel %s: %w", channel, err)
	}
	return perms, nil
}

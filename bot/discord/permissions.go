package discord

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/chat"
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
func (p *Poster) ChannelPermissions(ctx context.Context, guild, channel string) (chat.Permissions, error) {
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
	return permissions(perms), nil
}

// pinMessages is Discord's Pin Messages permission (2025), which discordgo does not name.
const pinMessages = 1 << 51

// permissionBits are Discord's bits of the permissions the bot checks.
var permissionBits = []struct {
	bit  int64
	perm chat.Permissions
}{
	{discordgo.PermissionAdministrator, chat.Administrator},
	{discordgo.PermissionManageGuild, chat.ManageServer},
	{discordgo.PermissionViewChannel, chat.ViewChannel},
	{discordgo.PermissionSendMessages, chat.SendMessages},
	{discordgo.PermissionAttachFiles, chat.AttachFiles},
	{pinMessages, chat.PinMessages},
	{discordgo.PermissionMentionEveryone, chat.MentionEveryone},
	{discordgo.PermissionCreatePublicThreads, chat.CreatePublicThreads},
	{discordgo.PermissionSendMessagesInThreads, chat.SendInThreads},
}

// PermissionBits is p in Discord's permission bits, as an invite link asks for them.
func PermissionBits(p chat.Permissions) int64 {
	var bits int64
	for _, b := range permissionBits {
		if p&b.perm != 0 {
			bits |= b.bit
		}
	}
	return bits
}

// permissions translates Discord's permission bits into the bot's words.
func permissions(bits int64) chat.Permissions {
	var p chat.Permissions
	for _, b := range permissionBits {
		if bits&b.bit != 0 {
			p |= b.perm
		}
	}
	return p
}

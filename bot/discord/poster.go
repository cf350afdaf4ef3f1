package discord

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/daily"
)

// A Poster sends daily posts as plain REST channel messages; it needs no gateway
// connection, so every instance (gateway shard or HTTP mode) can post. It implements
// [daily.Poster] and is safe for concurrent use.
type Poster struct {
	s   *discordgo.Session
	log *slog.Logger
	me  me // the bot's user ID, once known
}

var (
	_ daily.Poster        = (*Poster)(nil)
	_ daily.MessageEditor = (*Poster)(nil)
	_ daily.ThreadStarter = (*Poster)(nil)
)

// NewPoster returns a Poster using opts.Token, opts.Client and opts.Logger. It makes no
// network calls.
func NewPoster(opts Options) (*Poster, error) {
	if opts.Token == "" {
		return nil, errors.New("discord: no bot token")
	}
	opts = opts.withDefaults()
	s, err := discordgo.New("Bot " + opts.Token)
	if err != nil {
		return nil, fmt.Errorf("discord: %w", err)
	}
	s.Client = withAltText(opts.Client) // attachment descriptions (alt text) into the payload
	s.LogLevel = discordgo.LogWarning
	s.StateEnabled = false
	log := slog.New(RedactLogs(opts.Logger.Handler()))
	routeLogs(log)
	return &Poster{s: s, log: log}, nil
}

// dailySend is a channel message with the nonce fields discordgo v0.29.0 lacks.
type dailySend struct {
	*discordgo.MessageSend
	Nonce        string `json:"nonce,omitempty"`
	EnforceNonce bool   `json:"enforce_nonce,omitempty"`
}

// Post sends m to its channel with enforce_nonce, so that a repeat with the same nonce
// within a few minutes returns the first message instead of posting twice, then pins it
// when m.Pin is set (a failed pin is logged, not returned).
func (p *Poster) Post(ctx context.Context, m daily.Message) (string, error) {
	mentions := noMentions()
	if m.PingRole != "" {
		mentions.Roles = []string{m.PingRole} // ping that role only; members and @everyone never
	}
	send := dailySend{
		MessageSend: &discordgo.MessageSend{Content: m.Text, Components: components(m.Buttons), AllowedMentions: mentions},
		Nonce:       m.Nonce, EnforceNonce: m.Nonce != "",
	}
	endpoint := discordgo.EndpointChannelMessages(m.ChannelID)
	var (
		body []byte
		err  error
	)
	if fs := files(m.Files); len(fs) > 0 {
		ctype, payload, encErr := discordgo.MultipartBodyWithJSON(send, fs)
		if encErr != nil {
			return "", fmt.Errorf("discord: daily post: %w", encErr)
		}
		body, err = p.s.RequestRaw("POST", endpoint, ctype, payload, endpoint, 0, discordgo.WithContext(ctx))
	} else {
		body, err = p.s.RequestWithBucketID("POST", endpoint, send, endpoint, discordgo.WithContext(ctx))
	}
	if err != nil {
		return "", fmt.Errorf("discord: daily post in channel %s: %w", m.ChannelID, err)
	}
	var msg discordgo.Message
	if err := json.Unmarshal(body, &msg); err != nil || msg.ID == "" {
		return "", fmt.Errorf("discord: daily post in channel %s: unreadable reply: %v", m.ChannelID, err)
	}
	if m.Pin {
		pin := discordgo.EndpointChannel(m.ChannelID) + "/messages/pins/" + msg.ID
		if _, err := p.s.RequestWithBucketID("PUT", pin, nil, discordgo.EndpointChannel(m.ChannelID)+"/messages/pins/", discordgo.WithContext(ctx)); err != nil {
			p.log.Warn("discord: could not pin the daily post", "guild", m.GuildID, "channel", m.ChannelID, "message", msg.ID, "err", err)
		}
	}
	return msg.ID, nil
}

// EditMessage replaces the text of a message the bot sent (the daily leaderboard),
// mentioning nobody.
func (p *Poster) EditMessage(ctx context.Context, channelID, messageID, text string) error {
	edit := &discordgo.MessageEdit{Channel: channelID, ID: messageID, Content: &text, AllowedMentions: noMentions()}
	if _, err := p.s.ChannelMessageEditComplex(edit, discordgo.WithContext(ctx)); err != nil {
		return fmt.Errorf("discord: edit message %s in channel %s: %w", messageID, channelID, err)
	}
	return nil
}

// threadArchive is how long a daily thread stays open without messages: one day.
const threadArchive = 1440

// StartThread starts a public thread from a message the bot sent (the day's discussion)
// and returns the thread's ID. The name is cut to Discord's 100 characters.
func (p *Poster) StartThread(ctx context.Context, channelID, messageID, name string) (string, error) {
	if r := []rune(name); len(r) > 100 {
		name = string(r[:100])
	}
	ch, err := p.s.MessageThreadStartComplex(channelID, messageID, &discordgo.ThreadStart{Name: name, AutoArchiveDuration: threadArchive},
		discordgo.WithContext(ctx))
	if err != nil {
		return "", fmt.Errorf("discord: start a thread on message %s in channel %s: %w", messageID, channelID, err)
	}
	return ch.ID, nil
}

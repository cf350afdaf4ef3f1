package discord

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
)

// onMessage answers a message that mentions the bot or is sent to it directly. Such messages
// carry their content without the privileged MESSAGE_CONTENT intent.
func (a *Adapter) onMessage(_ *discordgo.Session, m *discordgo.MessageCreate) {
	a.log.Debug("discord: message", "id", m.ID, "guild", m.GuildID, "mentions", len(m.Mentions), "me", a.botUser.Load())
	if m.Author == nil || m.Author.Bot {
		return
	}
	me, _ := a.botUser.Load().(string)
	if m.GuildID != "" && !mentions(m.Message, me) {
		return
	}
	if !a.begin() {
		return
	}
	defer a.inflight.Done()
	a.metrics.messages.Add(1)
	ctx, cancel := context.WithTimeout(a.ctx, a.opts.HandleTimeout)
	defer cancel()
	req := messageRequest(m.Message)
	reply, err := a.handleMessage(ctx, req)
	if err != nil {
		a.metrics.errors.Add(1)
		if chat.ErrorCode(err) == chat.Internal {
			a.log.Error("discord: message failed", "message", m.ID, "err", err)
		}
		reply = chat.ErrorReply(err, m.ID)
	}
	send := &discordgo.MessageSend{
		Content: reply.Text, Files: files(reply.Files), Components: replyComponents(reply),
		Reference:       m.Reference(),
		AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}},
	}
	if _, err := a.s.ChannelMessageSendComplex(m.ChannelID, send, discordgo.WithContext(ctx)); err != nil {
		a.metrics.errors.Add(1)
		a.log.Error("discord: reply to message failed", "message", m.ID, "err", err)
	}
}

func (a *Adapter) handleMessage(ctx context.Context, req chat.Request) (r chat.Reply, err error) {
	defer func() {
		if p := recover(); p != nil {
			a.metrics.panics.Add(1)
			a.log.Error("discord: panic in message handler", "message", req.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			err = errors.New("panic in handler")
		}
	}()
	return a.bot.Handle(ctx, req)
}

func mentions(m *discordgo.Message, me string) bool {
	if me == "" {
		return false
	}
	for _, u := range m.Mentions {
		if u != nil && u.ID == me {
			return true
		}
	}
	return false
}

// messageRequest reads a mention or DM: "@bot <grid>", "@bot hint <grid>", "@bot help",
// or a grid in an attached file.
func messageRequest(m *discordgo.Message) chat.Request {
	req := chat.Request{ID: m.ID, Command: bot.CmdSolve, Guild: m.GuildID, Channel: m.ChannelID, FromMessage: true,
		Attachment: firstAttachment(m.Attachments), Options: map[string]string{}}
	if m.Author != nil {
		req.User = m.Author.ID
	}
	text := strings.TrimSpace(stripMentions(m.Content))
	word, rest, _ := strings.Cut(text, " ")
	if i := strings.IndexAny(word, "\n"); i >= 0 {
		word, rest = word[:i], word[i:]+" "+rest
	}
	switch strings.ToLower(word) {
	case "hint":
		req.Command, text = bot.CmdHint, rest
	case "rate":
		req.Command, text = bot.CmdRate, rest
	case "help":
		req.Command = bot.CmdHelp
	}
	req.Text = text
	if strings.TrimSpace(text) == "" && req.Attachment == nil {
		req.Command = bot.CmdHelp
	}
	return req
}

func stripMentions(s string) string {
	for {
		i := strings.Index(s, "<@")
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], '>')
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}

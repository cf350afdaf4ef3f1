package discord

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// initialFunc sends an interaction's one initial response (gateway: a REST callback; HTTP
// mode: the HTTP response, or a callback for replies with files).
type initialFunc func(ctx context.Context, resp *discordgo.InteractionResponse) error

// answer tracks what an interaction has been sent, so that it gets exactly one initial
// response whatever fails. It is used by one goroutine.
type answer struct {
	a        *Adapter
	i        *discordgo.Interaction
	initial  initialFunc
	start    time.Time
	acked    bool // the initial response has been sent (or attempted: never twice)
	deferred bool
	timing   chat.Timing
}

type outcome struct {
	reply chat.Reply
	err   error
}

func (a *Adapter) onInteraction(_ *discordgo.Session, ic *discordgo.InteractionCreate) {
	i := ic.Interaction
	a.serveInteraction(i, func(ctx context.Context, resp *discordgo.InteractionResponse) error {
		return a.s.InteractionRespond(i, resp, discordgo.WithContext(ctx))
	})
}

// serveInteraction answers i: at once when the work is quick, otherwise by deferring first
// and editing the original response when the work is done.
func (a *Adapter) serveInteraction(i *discordgo.Interaction, initial initialFunc) {
	an := &answer{a: a, i: i, initial: initial, start: time.Now()}
	ctx, cancel := context.WithTimeout(a.ctx, a.opts.HandleTimeout)
	defer cancel()
	if !a.begin() {
		an.finish(ctx, chat.Reply{Text: "The bot is restarting; please try again in a minute.", Ephemeral: true})
		return
	}
	defer a.inflight.Done()
	a.metrics.interactions.Add(1)
	defer func() {
		if p := recover(); p != nil {
			a.metrics.panics.Add(1)
			a.log.Error("discord: panic while answering an interaction", "interaction", i.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			an.finish(ctx, chat.ErrorReply(errors.New("panic"), i.ID))
		}
	}()
	if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
		an.send(ctx, &discordgo.InteractionResponse{Type: discordgo.InteractionApplicationCommandAutocompleteResult,
			Data: &discordgo.InteractionResponseData{Choices: autocomplete(i)}})
		return
	}
	req, ok := request(i)
	if !ok {
		an.finish(ctx, chat.Reply{Text: "I do not know this command; it may be out of date.", Ephemeral: true})
		return
	}
	an.timing = a.bot.Classify(req)
	if an.timing.Slow {
		an.deferNow(ctx)
	}
	result := make(chan outcome, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				a.metrics.panics.Add(1)
				a.log.Error("discord: panic in handler", "interaction", i.ID, "command", string(req.Command), "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				result <- outcome{err: errors.New("panic in handler")}
			}
		}()
		r, err := a.bot.Handle(ctx, req)
		result <- outcome{r, err}
	}()
	var out outcome
	timer := time.NewTimer(a.opts.DeferAfter)
	defer timer.Stop()
	select {
	case out = <-result:
	case <-timer.C:
		an.deferNow(ctx)
		select {
		case out = <-result:
		case <-ctx.Done():
			out.err = &chat.Error{Code: chat.Unavailable, Message: "That took too long; I gave up.", Err: ctx.Err()}
		}
	}
	reply := out.reply
	if out.err != nil {
		code := chat.ErrorCode(out.err)
		a.metrics.errors.Add(1)
		if code == chat.Internal {
			a.log.Error("discord: interaction failed", "interaction", i.ID, "command", string(req.Command), "err", out.err)
		} else {
			a.log.Info("discord: interaction refused", "interaction", i.ID, "command", string(req.Command), "code", code.String(), "err", out.err)
		}
		reply = chat.ErrorReply(out.err, i.ID)
	}
	an.finish(ctx, reply)
	a.log.Debug("discord: interaction answered", "interaction", i.ID, "command", string(req.Command),
		"deferred", an.deferred, "elapsed", time.Since(an.start))
}

// send sends the initial response once.
func (an *answer) send(ctx context.Context, resp *discordgo.InteractionResponse) error {
	if an.acked {
		return errors.New("discord: initial response already sent")
	}
	an.acked = true
	err := an.initial(ctx, resp)
	an.a.metrics.observe(time.Since(an.start))
	if err != nil {
		an.a.metrics.errors.Add(1)
		an.a.log.Error("discord: initial response failed", "interaction", an.i.ID, "type", int(resp.Type), "err", err)
	}
	return err
}

// deferNow acknowledges the interaction without content: type 6 for a button that will
// update its message, else type 5, ephemeral when the reply will be.
func (an *answer) deferNow(ctx context.Context) {
	if an.acked {
		return
	}
	resp := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource}
	if an.timing.Update && fromMessage(an.i) {
		resp.Type = discordgo.InteractionResponseDeferredMessageUpdate
	} else if an.timing.Ephemeral {
		resp.Data = &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}
	}
	an.deferred = true
	an.a.metrics.deferred.Add(1)
	an.send(ctx, resp)
}

// finish delivers the reply: as the initial response, or by editing the deferred one.
func (an *answer) finish(ctx context.Context, r chat.Reply) {
	if !an.acked {
		an.send(ctx, response(r, fromMessage(an.i)))
		return
	}
	if !an.deferred {
		return
	}
	if r.Modal != nil {
		r = chat.Reply{Text: "Please paste the puzzle in the `puzzle` option or attach it as a file.", Ephemeral: true}
	}
	if r.Launch { // too late to launch: the interaction is answered already
		r = chat.Reply{Text: "Open the board from the App Launcher (the 🚀 button beside the message box).", Ephemeral: true}
	}
	a := an.a
	var err error
	if r.Ephemeral && !an.timing.Ephemeral && !an.timing.Update {
		// The deferral was public but the reply is private (an error): remove the public
		// "thinking…" message and send the reply as an ephemeral follow-up.
		_ = a.s.InteractionResponseDelete(an.i, discordgo.WithContext(ctx))
		p := &discordgo.WebhookParams{Content: r.Text, Flags: discordgo.MessageFlagsEphemeral, Files: files(r.Files),
			Components: replyComponents(r), AllowedMentions: noMentions()}
		_, err = a.s.FollowupMessageCreate(an.i, true, p, discordgo.WithContext(ctx))
	} else {
		err = an.editOriginal(ctx, r)
	}
	if err != nil {
		a.metrics.errors.Add(1)
		a.log.Error("discord: editing the deferred response failed", "interaction", an.i.ID, "err", err)
	}
}

func (an *answer) editOriginal(ctx context.Context, r chat.Reply) error {
	a := an.a
	comps := replyComponents(r)
	edit := &discordgo.WebhookEdit{Content: &r.Text, Components: &comps, AllowedMentions: noMentions(),
		Attachments: &[]*discordgo.MessageAttachment{}}
	if len(r.Files) > 0 {
		edit.Files = files(r.Files)
		_, err := a.s.InteractionResponseEdit(an.i, edit, discordgo.WithContext(ctx))
		return err
	}
	// Text-only edits share one rate-limit bucket across all interactions in discordgo;
	// give each interaction token its own bucket instead.
	token := an.i.Token
	_, err := a.s.RequestWithBucketID("PATCH", discordgo.EndpointWebhookMessage(a.opts.AppID, token, "@original"), edit,
		discordgo.EndpointWebhookToken(a.opts.AppID, token), discordgo.WithContext(ctx))
	return err
}

// response turns a reply into an initial interaction response.
func response(r chat.Reply, component bool) *discordgo.InteractionResponse {
	if r.Launch {
		return &discordgo.InteractionResponse{Type: launchActivityResponse}
	}
	if m := r.Modal; m != nil {
		maxLen := m.MaxLength
		if maxLen <= 0 || maxLen > 4000 {
			maxLen = 4000
		}
		return &discordgo.InteractionResponse{Type: discordgo.InteractionResponseModal, Data: &discordgo.InteractionResponseData{
			CustomID: "modal:" + m.ID, Title: m.Title,
			Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.TextInput{CustomID: "puzzle", Label: m.Label, Style: discordgo.TextInputParagraph,
					Placeholder: m.Placeholder, Value: m.Value, Required: true, MaxLength: maxLen},
			}}},
		}}
	}
	d := &discordgo.InteractionResponseData{Content: r.Text, Components: replyComponents(r), Files: files(r.Files),
		AllowedMentions: noMentions()}
	typ := discordgo.InteractionResponseChannelMessageWithSource
	if r.Update && component {
		typ = discordgo.InteractionResponseUpdateMessage
		d.Attachments = &[]*discordgo.MessageAttachment{} // replace the old pictures
	} else if r.Ephemeral {
		d.Flags = discordgo.MessageFlagsEphemeral
	}
	return &discordgo.InteractionResponse{Type: typ, Data: d}
}

func noMentions() *discordgo.MessageAllowedMentions {
	return &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}
}

func files(fs []chat.File) []*discordgo.File {
	var out []*discordgo.File
	for _, f := range fs {
		out = append(out, &discordgo.File{Name: f.Name, ContentType: fileContentType(f.ContentType, f.Description), Reader: bytes.NewReader(f.Data)})
	}
	return out
}

var buttonStyles = map[chat.ButtonStyle]discordgo.ButtonStyle{
	chat.Secondary: discordgo.SecondaryButton, chat.Primary: discordgo.PrimaryButton,
	chat.Success: discordgo.SuccessButton, chat.Danger: discordgo.DangerButton,
}

// components lays buttons out five to a row, at most five rows.
func components(bs []chat.Button) []discordgo.MessageComponent {
	out := []discordgo.MessageComponent{}
	for k := 0; k < len(bs) && len(out) < 5; k += 5 {
		var row []discordgo.MessageComponent
		for _, b := range bs[k:min(k+5, len(bs))] {
			row = append(row, discordgo.Button{Label: b.Label, CustomID: b.ID, Style: buttonStyles[b.Style], Disabled: b.Disabled})
		}
		out = append(out, discordgo.ActionsRow{Components: row})
	}
	return out
}

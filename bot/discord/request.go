package discord

import (
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
)

// cdnHosts are the only hosts attachments are downloaded from.
var cdnHosts = map[string]bool{"cdn.discordapp.com": true, "media.discordapp.net": true}

func checkCDN(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !cdnHosts[u.Hostname()] || u.User != nil || (u.Port() != "" && u.Port() != "443") {
		return &chat.Error{Code: chat.Invalid, Message: "I only download attachments from Discord's own CDN."}
	}
	return nil
}

func readAtMost(r io.Reader, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, &chat.Error{Code: chat.Unavailable, Message: "Downloading the attached file failed; please try again.", Err: err}
	}
	if int64(len(data)) > max {
		return nil, &chat.Error{Code: chat.TooLarge, Message: "The attached file is too large."}
	}
	return data, nil
}

// request translates an interaction into a bot request. ok is false for interactions the
// bot does not handle (the caller still answers them once).
func request(i *discordgo.Interaction) (req chat.Request, ok bool) {
	req = chat.Request{ID: i.ID, Guild: i.GuildID, Channel: i.ChannelID, Locale: string(i.Locale), Options: map[string]string{}}
	req.AppPermissions = i.AppPermissions
	if i.Member != nil {
		req.MemberPermissions = i.Member.Permissions
	}
	if i.Member != nil && i.Member.User != nil {
		req.User = i.Member.User.ID
	} else if i.User != nil {
		req.User = i.User.ID
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand:
		d := i.ApplicationCommandData()
		switch d.CommandType {
		case discordgo.MessageApplicationCommand:
			req.Command = bot.CmdSolve
			if d.Name == MenuHint {
				req.Command = bot.CmdHint
			}
			req.FromMessage = true
			if d.Resolved != nil && d.Resolved.Messages != nil {
				if m := d.Resolved.Messages[d.TargetID]; m != nil {
					req.Text = m.Content
					req.Attachment = firstAttachment(m.Attachments)
				}
			}
			return req, true
		case entryPointCommandType:
			if d.Name != EntryPointName {
				return req, false
			}
			req.Command = bot.CmdLaunch
			return req, true
		case discordgo.ChatApplicationCommand, 0:
		default:
			return req, false
		}
		return slashRequest(d, req)
	case discordgo.InteractionMessageComponent:
		req.Command = chat.CmdButton
		req.Button = i.MessageComponentData().CustomID
		req.Values = i.MessageComponentData().Values
		return req, true
	case discordgo.InteractionModalSubmit:
		d := i.ModalSubmitData()
		cmd, found := strings.CutPrefix(d.CustomID, "modal:")
		if !found {
			return req, false
		}
		req.Command = chat.Command(cmd)
		req.Text = modalText(d.Components)
		return req, true
	}
	return req, false
}

// slashRequest translates a slash command (/help, /sudoku, /nonogram and the daily
// commands) into a bot request.
func slashRequest(d discordgo.ApplicationCommandInteractionData, req chat.Request) (chat.Request, bool) {
	switch d.Name {
	case "help":
		req.Command = bot.CmdHelp
		return req, true
	case "sudoku", "nonogram":
	case CmdDaily, CmdDailyAdmin:
		return dailyRequest(d, req)
	default:
		return req, false
	}
	if len(d.Options) != 1 || d.Options[0].Type != discordgo.ApplicationCommandOptionSubCommand {
		return req, false
	}
	sub := d.Options[0]
	req.Command = chat.Command(sub.Name)
	if d.Name == "nonogram" {
		switch sub.Name {
		case "solve":
			req.Command = bot.CmdNonogramSolve
		case "hint":
			req.Command = bot.CmdNonogramHint
		default:
			return req, false
		}
	}
	for _, o := range sub.Options {
		switch o.Type {
		case discordgo.ApplicationCommandOptionAttachment:
			id, _ := o.Value.(string)
			if d.Resolved != nil && d.Resolved.Attachments != nil {
				if att := d.Resolved.Attachments[id]; att != nil {
					req.Attachment = attachment(att)
				}
			}
		case discordgo.ApplicationCommandOptionString:
			if o.Name == "puzzle" {
				req.Text = o.StringValue()
			} else {
				req.Options[o.Name] = o.StringValue()
			}
		default:
			req.Options[o.Name] = fmt.Sprint(o.Value)
		}
	}
	return req, true
}

func modalText(rows []discordgo.MessageComponent) string {
	for _, c := range rows {
		row, ok := c.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, in := range row.Components {
			if t, ok := in.(*discordgo.TextInput); ok && t.CustomID == "puzzle" {
				return t.Value
			}
		}
	}
	return ""
}

// firstAttachment is the attachment a request reads: the first text file when there is
// one (a screenshot beside a puzzle file is skipped), else the first attachment.
func firstAttachment(atts []*discordgo.MessageAttachment) *chat.Attachment {
	if len(atts) == 0 {
		return nil
	}
	for _, a := range atts {
		if strings.HasPrefix(a.ContentType, "text/") {
			return attachment(a)
		}
	}
	return attachment(atts[0])
}

func attachment(a *discordgo.MessageAttachment) *chat.Attachment {
	return &chat.Attachment{URL: a.URL, Name: a.Filename, Size: int64(a.Size), ContentType: a.ContentType}
}

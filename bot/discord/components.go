package discord

import (
	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// replyComponents lays out a reply's controls: its rows of buttons and select menus when it
// has them, else its flat button list five to a row. Whatever does not fit Discord's limits
// (5 rows, 5 buttons a row, 25 options a menu) is left out rather than refused.
func replyComponents(r chat.Reply) []discordgo.MessageComponent {
	if len(r.Rows) == 0 {
		return components(r.Buttons)
	}
	out := []discordgo.MessageComponent{}
	for _, row := range r.Rows {
		if len(out) == chat.MaxRows {
			break
		}
		var cs []discordgo.MessageComponent
		if s := row.Select; s != nil {
			sm := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: s.ID, Placeholder: s.Placeholder, Disabled: s.Disabled}
			for _, o := range s.Options[:min(len(s.Options), chat.MaxOptions)] {
				sm.Options = append(sm.Options, discordgo.SelectMenuOption{Label: o.Label, Value: o.Value, Description: o.Description, Default: o.Default})
			}
			if len(sm.Options) > 0 {
				cs = append(cs, sm)
			}
		} else {
			for _, b := range row.Buttons[:min(len(row.Buttons), chat.MaxRowButtons)] {
				cs = append(cs, discordgo.Button{Label: b.Label, CustomID: b.ID, Style: buttonStyles[b.Style], Disabled: b.Disabled})
			}
		}
		if len(cs) > 0 {
			out = append(out, discordgo.ActionsRow{Components: cs})
		}
	}
	return out
}

// fromMessage reports whether i was sent from a message the bot can update in place (type 7
// or 6 + edit): a component press, or a form opened by one.
func fromMessage(i *discordgo.Interaction) bool {
	return i.Type == discordgo.InteractionMessageComponent || (i.Type == discordgo.InteractionModalSubmit && i.Message != nil)
}

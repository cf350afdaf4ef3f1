package discord

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
)

// Names of the daily-puzzle commands. Discord applies default_member_permissions to a
// whole command, so the admin subcommands live under their own command.
const (
	CmdDaily      = "daily"       // members: submit, hint, leaderboard, streak
	CmdDailyAdmin = "daily-admin" // Manage Server: setup, off, status, post-now, options
)

// manageGuild is default_member_permissions for the admin command: Manage Server.
var manageGuild int64 = discordgo.PermissionManageGuild

// dailyCommands returns /daily and /daily-admin, both guild-only.
func dailyCommands() []*discordgo.ApplicationCommand {
	guildOnly := &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild}
	var bands []*discordgo.ApplicationCommandOptionChoice
	for _, b := range daily.Bands {
		bands = append(bands, &discordgo.ApplicationCommandOptionChoice{Name: strings.ToUpper(b[:1]) + b[1:], Value: b})
	}
	var sizes []*discordgo.ApplicationCommandOptionChoice
	for _, n := range daily.Sizes {
		sizes = append(sizes, &discordgo.ApplicationCommandOptionChoice{Name: fmt.Sprintf("%d×%d", n, n), Value: n})
	}
	sub := func(name, desc string, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
		return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionSubCommand, Name: name, Description: desc, Options: opts}
	}
	return []*discordgo.ApplicationCommand{
		{
			Name: CmdDaily, Description: "The puzzle of the day: answer it, get a hint, see the leaderboard", Contexts: guildOnly,
			Options: []*discordgo.ApplicationCommandOption{
				sub("submit", "Answer today's puzzle (leave empty to get a form)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: bot.OptAnswer, Description: "The solved grid, e.g. 81 digits", MaxLength: 6000}),
				sub("hint", "The next step on today's puzzle, privately (counted on the leaderboard)",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: bot.OptProgress, Description: "Your grid so far (default: the puzzle as posted)", MaxLength: 6000}),
				sub("leaderboard", "Today's solvers and the all-time standings"),
				sub("streak", "Your streak of days solved"),
			},
		},
		{
			Name: CmdDailyAdmin, Description: "Set up the puzzle of the day on this server", Contexts: guildOnly,
			DefaultMemberPermissions: &manageGuild,
			Options: []*discordgo.ApplicationCommandOption{
				sub("setup", "Post a puzzle every day in a channel at a local time",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionChannel, Name: bot.OptChannel, Description: "Where to post", Required: true,
						ChannelTypes: []discordgo.ChannelType{discordgo.ChannelTypeGuildText, discordgo.ChannelTypeGuildNews}},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: bot.OptTime, Description: "Local time of the post, HH:MM (24-hour)", Required: true, MinLength: intPtr(4), MaxLength: 5},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: bot.OptTimeZone, Description: "IANA time zone, e.g. Europe/Paris", Required: true, Autocomplete: true, MaxLength: 64},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: bot.OptBand, Description: "Difficulty", Required: true, Choices: bands},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionInteger, Name: bot.OptSize, Description: "Grid size", Required: true, Choices: sizes},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptRamp, Description: "Easier early in the week, harder at the weekend"},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptPin, Description: "Pin each post (needs Pin Messages)"},
				),
				sub("off", "Stop posting (results and streaks are kept)"),
				sub("status", "Settings and the next post time"),
				sub("post-now", "Post today's puzzle now, if it is not posted yet"),
				sub("options", "Leaderboard message, end-of-day recap, a thread per day, a role to ping",
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptLeaderboard, Description: "Keep a public leaderboard message, edited during the day"},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptRecap, Description: "Post a recap when the next puzzle comes: solvers, fastest, median, streaks"},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptThread, Description: "Open a discussion thread on each post (needs Create Public Threads)"},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionRole, Name: bot.OptRole, Description: "A role to ping with each post"},
					&discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionBoolean, Name: bot.OptNoRole, Description: "Stop pinging a role"},
				),
			},
		},
	}
}

func intPtr(n int) *int { return &n }

// dailyRequest fills req from a /daily or /daily-admin interaction.
func dailyRequest(d discordgo.ApplicationCommandInteractionData, req chat.Request) (chat.Request, bool) {
	if len(d.Options) != 1 || d.Options[0].Type != discordgo.ApplicationCommandOptionSubCommand {
		return req, false
	}
	sub := d.Options[0]
	req.Command = chat.Command("daily-" + sub.Name)
	for _, o := range sub.Options {
		req.Options[o.Name] = fmt.Sprint(o.Value)
	}
	return req, true
}

// autocomplete answers an autocomplete interaction: time zones for /daily-admin setup.
func autocomplete(i *discordgo.Interaction) []*discordgo.ApplicationCommandOptionChoice {
	out := []*discordgo.ApplicationCommandOptionChoice{}
	d := i.ApplicationCommandData()
	if d.Name != CmdDailyAdmin || len(d.Options) != 1 {
		return out
	}
	for _, o := range d.Options[0].Options {
		if o.Focused && o.Name == bot.OptTimeZone {
			typed, _ := o.Value.(string)
			for _, z := range daily.TimeZones(typed, 25) {
				out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: z, Value: z})
			}
		}
	}
	return out
}

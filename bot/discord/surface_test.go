package discord

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
)

// TestSurfaceNames: every command the surface names comes back as that command when a
// member types the name, and the names cover every command the bot answers.
func TestSurfaceNames(t *testing.T) {
	s := Surface()
	for cmd, name := range s.Names {
		words := strings.Fields(strings.TrimPrefix(name, "/"))
		d := discordgo.ApplicationCommandInteractionData{Name: words[0], CommandType: discordgo.ChatApplicationCommand}
		if len(words) == 2 {
			d.Options = []*discordgo.ApplicationCommandInteractionDataOption{{Name: words[1], Type: discordgo.ApplicationCommandOptionSubCommand}}
		}
		i := &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: d}
		if req, ok := request(i); !ok || req.Command != cmd {
			t.Errorf("%s reads as %q (%v), want %q", name, req.Command, ok, cmd)
		}
	}
	for _, cmd := range []chat.Command{bot.CmdSolve, bot.CmdHint, bot.CmdExplain, bot.CmdRate, bot.CmdNew, bot.CmdHelp, bot.CmdPlay, bot.CmdSettings,
		bot.CmdNonogramSolve, bot.CmdNonogramHint, bot.CmdDailySetup, bot.CmdDailyOff, bot.CmdDailyStatus, bot.CmdDailyPostNow, bot.CmdDailyOptions,
		bot.CmdDailySubmit, bot.CmdDailyHint, bot.CmdDailyLeaderboard, bot.CmdDailyStreak} {
		if _, ok := s.Names[cmd]; !ok {
			t.Errorf("the surface does not name %q", cmd)
		}
	}
}

// TestHelpFits: /help fits in one Discord message.
func TestHelpFits(t *testing.T) {
	r, err := bot.New(bot.Config{Surface: Surface()}).Handle(context.Background(), chat.Request{Command: bot.CmdHelp})
	if err != nil {
		t.Fatal(err)
	}
	if n := utf8.RuneCountInString(r.Text); n > 2000 || !strings.Contains(r.Text, "`/sudoku solve`") {
		t.Errorf("help is %d characters (more than Discord's 2000?): %q", n, r.Text)
	}
}

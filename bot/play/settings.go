package play

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
)

// toggleSetting flips one of a member's board settings (the action of its toggle) and
// saves it.
func (b *Board) toggleSetting(ctx context.Context, set store.PlayerSettings, what string) (store.PlayerSettings, error) {
	switch what {
	case actTheme:
		if set.Theme == "dark" {
			set.Theme = "light"
		} else {
			set.Theme = "dark"
		}
	case actMistakes:
		set.Mistakes = !set.Mistakes
	case actInput:
		set.DigitFirst = !set.DigitFirst
	case actLights:
		set.NoHighlights = !set.NoHighlights
	}
	set.UpdatedAt = time.Time{}
	if err := b.games.PutPlayerSettings(ctx, set); err != nil {
		return set, session.Unavailable(err)
	}
	return set, nil
}

// settingsCommand shows (and with options, changes) a member's play settings.
func (b *Board) settingsCommand(ctx context.Context, req chat.Request) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	changed := false
	switch t := strings.ToLower(req.Options[OptTheme]); t {
	case "":
	case "light", "dark":
		set.Theme, changed = t, true
	default:
		return chat.Reply{}, chat.Errorf(chat.Invalid, "The theme is light or dark, not %s.", chat.Echo(req.Options[OptTheme], 20))
	}
	if m := req.Options[OptMistakes]; m != "" {
		set.Mistakes, changed = m == "true", true
	}
	switch in := strings.ToLower(req.Options[OptInput]); in {
	case "":
	case "cell", "digit":
		set.DigitFirst, changed = in == "digit", true
	default:
		return chat.Reply{}, chat.Errorf(chat.Invalid, "The input is cell (choose the cell, then the digit) or digit (the digit, then the cell), not %s.", chat.Echo(req.Options[OptInput], 20))
	}
	if h := req.Options[OptHighlights]; h != "" {
		set.NoHighlights, changed = h != "true", true
	}
	if changed {
		set.UpdatedAt = time.Time{}
		if err := b.games.PutPlayerSettings(ctx, set); err != nil {
			return chat.Reply{}, session.Unavailable(err)
		}
	}
	return settingsReply(set), nil
}

// settingsPress toggles one setting from the /sudoku settings reply.
func (b *Board) settingsPress(ctx context.Context, req chat.Request) (chat.Reply, error) {
	set, err := b.games.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, session.Unavailable(err)
	}
	what, ok := map[string]string{settingTheme: actTheme, settingMis: actMistakes, settingInput: actInput, settingLit: actLights}[strings.TrimPrefix(req.Button, SettingsPrefix)]
	if !ok {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "This button is no longer valid.")
	}
	if set, err = b.toggleSetting(ctx, set, what); err != nil {
		return chat.Reply{}, err
	}
	r := settingsReply(set)
	r.Update = true
	return r, nil
}

// The labels of the setting toggles, as the board's second panel and the settings reply
// show them: what pressing does.
func themeLabel(set store.PlayerSettings) string {
	if set.Theme == "dark" {
		return "☀️ Light theme"
	}
	return "🌙 Dark theme"
}

func mistakesLabel(set store.PlayerSettings) string {
	if set.Mistakes {
		return "Mistakes: at once"
	}
	return "Mistakes: on Check"
}

func inputLabel(set store.PlayerSettings) string {
	if set.DigitFirst {
		return "Input: digit first"
	}
	return "Input: cell first"
}

func lightsLabel(set store.PlayerSettings) string {
	if set.NoHighlights {
		return "Highlights: off"
	}
	return "Highlights: on"
}

func settingsReply(set store.PlayerSettings) chat.Reply {
	theme := set.Theme
	if theme == "" {
		theme = "light"
	}
	mis := "only when you press **Check**"
	if set.Mistakes {
		mis = "at once, as you place them (never on the puzzle of the day, where a Check that finds one costs time)"
	}
	input := "**cell first**: choose a row and a column, then press a digit (the selection moves on to the next empty cell)"
	if set.DigitFirst {
		input = "**digit first**: press a digit, then choose from a menu of the cells it may go in"
	}
	lights := "**on**: the selected cell's row, column and box are shaded, and every cell with its digit is tinted"
	if set.NoHighlights {
		lights = "**off**"
	}
	text := fmt.Sprintf("⚙️ **Your board settings** (used in every picture I send you)\n• Theme: **%s**\n• Wrong digits are shown %s. Clashes with a visible digit are always shown.\n• Input: %s.\n• Automatic highlights: %s.",
		theme, mis, input, lights)
	return chat.Reply{Text: text, Ephemeral: true, Rows: []chat.Row{{Buttons: []chat.Button{
		{Label: "Switch to " + map[bool]string{true: "light", false: "dark"}[theme == "dark"] + " theme", ID: SettingsPrefix + settingTheme},
		{Label: map[bool]string{true: "Show mistakes only on Check", false: "Show mistakes at once"}[set.Mistakes], ID: SettingsPrefix + settingMis},
		{Label: map[bool]string{true: "Input: cell first", false: "Input: digit first"}[set.DigitFirst], ID: SettingsPrefix + settingInput},
		{Label: map[bool]string{true: "Highlights on", false: "Highlights off"}[set.NoHighlights], ID: SettingsPrefix + settingLit},
	}}}}
}

package discord

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
)

// Message command names, as shown in the Apps menu of a message.
const (
	MenuSolve = "Solve puzzle"
	MenuHint  = "Hint"
)

// Commands returns the application commands the bot registers: /sudoku and /nonogram with
// their subcommands, /help, and the message commands "Solve puzzle" and "Hint".
func Commands() []*discordgo.ApplicationCommand {
	contexts := &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild, discordgo.InteractionContextBotDM}
	puzzleOpts := func(what string) []*discordgo.ApplicationCommandOption {
		return []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionString, Name: "puzzle", Description: "The grid as text (leave empty to get a form for multi-line pastes)", MaxLength: 6000},
			{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "A .txt file or a picture (PNG, JPEG, WebP) of the grid " + what},
		}
	}
	hintOpts := append(puzzleOpts("in progress"), &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionString, Name: bot.OptGiven, MaxLength: 6000,
		Description: "The original puzzle (one line), so a wrong digit of yours is found first",
	})
	solveOpts := append(puzzleOpts("to solve"), &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionBoolean, Name: "spoiler", Description: "Hide the solution picture behind a spoiler (default: yes)",
	})
	bands := []*discordgo.ApplicationCommandOptionChoice{
		{Name: "Beginner", Value: "beginner"}, {Name: "Easy", Value: "easy"}, {Name: "Medium", Value: "medium"},
		{Name: "Hard", Value: "hard"}, {Name: "Expert", Value: "expert"},
	}
	var sizes []*discordgo.ApplicationCommandOptionChoice
	for _, n := range []int{4, 6, 9, 12, 16} {
		sizes = append(sizes, &discordgo.ApplicationCommandOptionChoice{Name: fmt.Sprintf("%d×%d", n, n), Value: n})
	}
	return append([]*discordgo.ApplicationCommand{
		{
			Name: "sudoku", Description: "Play, solve, explain, rate or make Sudoku puzzles", Contexts: contexts,
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "solve", Description: "Solve a puzzle and show the solution as a picture", Options: solveOpts},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "hint", Description: "The next step for a puzzle in progress, one level at a time", Options: hintOpts},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "explain", Description: "The whole solving path, step by step", Options: puzzleOpts("to explain")},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "rate", Description: "How hard a puzzle is", Options: puzzleOpts("to rate")},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "new", Description: "A freshly made puzzle", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "band", Description: "Difficulty", Choices: bands},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "size", Description: "Grid size", Choices: sizes},
				}},
				playCommand(bands, sizes),
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "settings", Description: "Your board settings: theme, wrong digits, input, highlights", Options: []*discordgo.ApplicationCommandOption{
					{Type: discordgo.ApplicationCommandOptionString, Name: "theme", Description: "Colours of the boards I draw for you", Choices: []*discordgo.ApplicationCommandOptionChoice{
						{Name: "Light", Value: "light"}, {Name: "Dark", Value: "dark"}}},
					{Type: discordgo.ApplicationCommandOptionBoolean, Name: "mistakes", Description: "Show wrong digits at once (otherwise only when you press Check)"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "input", Description: "Choose the cell first, or the digit first", Choices: []*discordgo.ApplicationCommandOptionChoice{
						{Name: "Cell first", Value: "cell"}, {Name: "Digit first", Value: "digit"}}},
					{Type: discordgo.ApplicationCommandOptionBoolean, Name: "highlights", Description: "Shade the selected cell's row, column, box and digit (default: yes)"},
				}},
			},
		},
		{
			Name: "nonogram", Description: "Solve nonograms (picture puzzles) or get a hint, one line at a time", Contexts: contexts,
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "solve", Description: "Solve a nonogram and show the picture", Options: nonogramOpts(true)},
				{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "hint", Description: "The next line step for a nonogram, with a button for the one after", Options: nonogramOpts(false)},
			},
		},
		{Name: "help", Description: "What the Sudoku bot does, with examples of every layout it reads", Contexts: contexts},
		{Type: discordgo.MessageApplicationCommand, Name: MenuSolve, Contexts: contexts},
		{Type: discordgo.MessageApplicationCommand, Name: MenuHint, Contexts: contexts},
	}, dailyCommands()...)
}

// nonogramOpts are the options of /nonogram solve (with spoiler) and hint (with partial).
func nonogramOpts(solve bool) []*discordgo.ApplicationCommandOption {
	opts := []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionString, Name: "puzzle", Description: "The clues as text (leave empty to get a form for multi-line pastes)", MaxLength: 6000},
		{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "A .non, .txt, webpbn .xml or .json file holding the clues"},
	}
	if solve {
		return append(opts, &discordgo.ApplicationCommandOption{
			Type: discordgo.ApplicationCommandOptionBoolean, Name: "spoiler", Description: "Hide the picture behind a spoiler (default: yes)",
		})
	}
	return append(opts, &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionString, Name: bot.OptPartial, MaxLength: 6000,
		Description: "Your grid so far: rows of # (black), . (white), ? (unknown), separated by spaces or /",
	})
}

// The entry point command: the one command of type 4 (PRIMARY_ENTRY_POINT) that the App
// Launcher shows for an app with an Activity. discordgo v0.29.0 has neither the type nor
// the handler field, so it is written here as Discord's JSON.
const (
	EntryPointName         = "launch"
	entryPointCommandType  = discordgo.ApplicationCommandType(4)
	entryPointAppHandler   = 1 // APP_HANDLER: the bot receives the interaction and launches
	launchActivityResponse = discordgo.InteractionResponseType(12)
)

// EntryPoint is the entry point command: the bot answers it by launching the Activity
// (on the member's last "Open board", or the choosers).
func EntryPoint() map[string]any {
	return map[string]any{"type": int(entryPointCommandType), "name": EntryPointName, "handler": entryPointAppHandler,
		"description": "Play Sudoku on a real board here: together, a race, or the puzzle of the day",
		"contexts":    []int{0, 1, 2}, "integration_types": []int{0}}
}

// Register overwrites the application's commands with [Commands] in one bulk call: in
// guild when it is set (instant, for development), else globally, and then with the
// entry point command when the Activity is on (Options.Activity; entry points are global
// only, and a global bulk overwrite must keep the one Discord made when Activities were
// turned on). Commands are never deleted on shutdown.
func (a *Adapter) Register(ctx context.Context, guild string) ([]*discordgo.ApplicationCommand, error) {
	if !a.opts.Activity || guild != "" {
		cmds, err := a.s.ApplicationCommandBulkOverwrite(a.opts.AppID, guild, Commands(), discordgo.WithContext(ctx))
		if err != nil {
			return nil, fmt.Errorf("discord: register commands: %w", err)
		}
		return cmds, nil
	}
	var body []any
	for _, c := range Commands() {
		body = append(body, c)
	}
	body = append(body, EntryPoint())
	endpoint := discordgo.EndpointApplicationGlobalCommands(a.opts.AppID)
	raw, err := a.s.RequestWithBucketID("PUT", endpoint, body, endpoint, discordgo.WithContext(ctx))
	if err != nil {
		return nil, fmt.Errorf("discord: register commands: %w", err)
	}
	var cmds []*discordgo.ApplicationCommand
	if err := json.Unmarshal(raw, &cmds); err != nil {
		return nil, fmt.Errorf("discord: register commands: reading the answer: %w", err)
	}
	return cmds, nil
}

// playCommand is /sudoku play: a private board (or a co-op one), a new puzzle, a given one,
// or the member's unfinished game.
func playCommand(bands, sizes []*discordgo.ApplicationCommandOptionChoice) *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "play",
		Description: "Play Sudoku here: resume your game, or start one", Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionString, Name: "band", Description: "Difficulty of a new puzzle (default: easy)", Choices: bands},
			{Type: discordgo.ApplicationCommandOptionInteger, Name: "size", Description: "Size of a new puzzle (default: 9×9)", Choices: sizes},
			{Type: discordgo.ApplicationCommandOptionString, Name: "puzzle", Description: "Play this grid instead (one line, or any layout I read)", MaxLength: 6000},
			{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "Play the grid in this .txt file or picture (PNG, JPEG, WebP)"},
			{Type: discordgo.ApplicationCommandOptionString, Name: "moves", Description: "Moves to play at once: r3c5 7, p r2c3 148, x r3c5", MaxLength: 2000},
			{Type: discordgo.ApplicationCommandOptionBoolean, Name: "together", Description: "A public board anyone here can fill in (resumes this channel's co-op game)"},
		}}
}

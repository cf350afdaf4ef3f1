package discord_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// commandsDoc is docs/commands.md, whose command reference between the markers below is
// generated from [discord.Commands] (go test ./bot/discord -run TestCommandsDoc -update).
const (
	commandsDoc = "../../docs/commands.md"
	beginMarker = "<!-- begin generated: go test ./bot/discord -run TestCommandsDoc -update -->\n"
	endMarker   = "<!-- end generated -->\n"
)

// commandReference writes every command, subcommand and option as Markdown.
func commandReference() string {
	var b strings.Builder
	optType := map[discordgo.ApplicationCommandOptionType]string{
		discordgo.ApplicationCommandOptionString: "text", discordgo.ApplicationCommandOptionInteger: "number",
		discordgo.ApplicationCommandOptionBoolean: "true/false", discordgo.ApplicationCommandOptionAttachment: "file",
		discordgo.ApplicationCommandOptionChannel: "channel",
	}
	options := func(opts []*discordgo.ApplicationCommandOption) {
		if len(opts) == 0 {
			b.WriteString("No options.\n\n")
			return
		}
		b.WriteString("| option | type | required | what it is |\n|---|---|---|---|\n")
		for _, o := range opts {
			req := ""
			if o.Required {
				req = "yes"
			}
			desc := o.Description
			if len(o.Choices) > 0 {
				var cs []string
				for _, c := range o.Choices {
					cs = append(cs, c.Name)
				}
				desc += " (" + strings.Join(cs, ", ") + ")"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", o.Name, optType[o.Type], req, strings.ReplaceAll(desc, "|", "\\|"))
		}
		b.WriteString("\n")
	}
	for _, c := range discord.Commands() {
		if c.Type == discordgo.MessageApplicationCommand {
			fmt.Fprintf(&b, "### %s (message menu: Apps → %s)\n\nReads the grid from the message's text or its first text attachment.\n\n", c.Name, c.Name)
			continue
		}
		fmt.Fprintf(&b, "### /%s\n\n%s.\n\n", c.Name, c.Description)
		subs := false
		for _, o := range c.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				subs = true
				fmt.Fprintf(&b, "#### /%s %s\n\n%s.\n\n", c.Name, o.Name, o.Description)
				options(o.Options)
			}
		}
		if !subs {
			options(c.Options)
		}
	}
	e := discord.EntryPoint()
	fmt.Fprintf(&b, "### %s (the App Launcher's entry point; registered when the Activity is on)\n\n%s. Opens the board inside Discord (docs/activity.md).\n\n",
		e["name"], e["description"])
	return b.String()
}

// The command reference in docs/commands.md is the registered command table.
func TestCommandsDoc(t *testing.T) {
	b, err := os.ReadFile(commandsDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, beginMarker), strings.Index(doc, endMarker)
	if i < 0 || j < i {
		t.Fatalf("%s lacks the generated-section markers", commandsDoc)
	}
	want := commandReference()
	if got := doc[i+len(beginMarker) : j]; got != want {
		if *update {
			doc = doc[:i+len(beginMarker)] + want + doc[j:]
			if err := os.WriteFile(commandsDoc, []byte(doc), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s is out of date with the command table: run go test ./bot/discord -run TestCommandsDoc -update", commandsDoc)
	}
}

// replyPictures are the pictures docs/replies.md shows: real replies, drawn by the bot and
// received by the fake Discord, saved with -update.
const repliesDir = "../../docs/replies"

// TestReplyPictures plays a session through the fake Discord (a solve, the four rungs of
// the hint ladder, a nonogram) and checks every picture received; with -update it saves
// them under docs/replies with their message text and alt text in docs/replies.md.
func TestReplyPictures(t *testing.T) {
	e := setup(t, setupOpts{})
	type shot struct{ name, command, text string }
	var shots []shot
	var files []discordtest.File
	keep := func(name, command string, r *discordtest.Request, d map[string]any) {
		t.Helper()
		checkPNG(t, r)
		f := r.Files[0]
		f.Name = name
		files = append(files, f)
		shots = append(shots, shot{name, command, content(d)})
	}
	r, d := e.answer(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic), boolOpt("spoiler", false))))
	keep("solve.png", "/sudoku solve spoiler:false", r, d)
	r, d = e.pressAnswer(buttons(d)["Hint"])
	keep("hint-1.png", "Hint button (level 1)", r, d)
	for level := 2; level <= 4; level++ {
		r, d = e.pressAnswer(buttons(d)["Next hint"])
		keep(fmt.Sprintf("hint-%d.png", level), fmt.Sprintf("Next hint (level %d)", level), r, d)
	}
	r, d = e.answer(e.interact(discordtest.TypeCommand, nonogramSlash("solve", strOpt("puzzle", catClues(t)), boolOpt("spoiler", false))))
	keep("nonogram.png", "/nonogram solve spoiler:false", r, d)
	if !*update {
		for _, s := range shots {
			if _, err := os.Stat(filepath.Join(repliesDir, s.name)); err != nil {
				t.Errorf("docs/replies/%s is missing: run go test ./bot/discord -run TestReplyPictures -update", s.name)
			}
		}
		return
	}
	if err := os.MkdirAll(repliesDir, 0o755); err != nil {
		t.Fatal(err)
	}
	var md strings.Builder
	md.WriteString("# What the bot's replies look like\n\n")
	md.WriteString("These are real replies: `go test ./bot/discord -run TestReplyPictures -update` runs the bot\n")
	md.WriteString("against the fake Discord in `bot/discord/discordtest` and saves the pictures it received,\n")
	md.WriteString("with the message text and the alt text (the attachment description) it carried.\n\n")
	for i, s := range shots {
		if err := os.WriteFile(filepath.Join(repliesDir, s.name), files[i].Data, 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&md, "## %s\n\n", s.command)
		for _, l := range strings.Split(s.text, "\n") {
			fmt.Fprintf(&md, "> %s\n", l)
		}
		fmt.Fprintf(&md, "\n![%s](replies/%s)\n\n", files[i].Description, s.name)
	}
	if err := os.WriteFile(filepath.Join(repliesDir, "..", "replies.md"), []byte(md.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

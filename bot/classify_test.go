package bot_test

import (
	"testing"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
)

// TestClassifyEveryRow pins the timing of every command and button kind, one case per row
// of the command and button tables (and a few that depend on the request), so that a
// change to a row is a change to this list too.
func TestClassifyEveryRow(t *testing.T) {
	b := bot.New(bot.Config{})
	var (
		none    = chat.Timing{}
		eph     = chat.Timing{Ephemeral: true}
		slow    = chat.Timing{Slow: true}
		ephSlow = chat.Timing{Ephemeral: true, Slow: true}
		update  = chat.Timing{Update: true}
		ephUpd  = chat.Timing{Ephemeral: true, Update: true}
		all     = chat.Timing{Ephemeral: true, Slow: true, Update: true}
	)
	const grid = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"
	const clues = "1 1\n3\n\n2\n1\n2"
	picture := &chat.Attachment{Name: "grid.png", ContentType: "image/png"}
	cmd := func(c string) chat.Request { return chat.Request{Command: chat.Command(c)} }
	button := func(id string) chat.Request { return chat.Request{Command: bot.CmdButton, Button: id} }
	for _, tc := range []struct {
		name string
		req  chat.Request
		want chat.Timing
	}{
		{"solve", cmd("solve"), none},
		{"solve grid", chat.Request{Command: bot.CmdSolve, Text: grid}, none},
		{"solve nonogram", chat.Request{Command: bot.CmdSolve, Text: clues}, slow},
		{"solve picture", chat.Request{Command: bot.CmdSolve, Attachment: picture}, ephSlow},
		{"solve picture beside a grid", chat.Request{Command: bot.CmdSolve, Text: grid, Attachment: picture}, none},
		{"hint", cmd("hint"), eph},
		{"explain", cmd("explain"), ephSlow},
		{"rate", cmd("rate"), slow},
		{"new", cmd("new"), slow},
		{"help", cmd("help"), eph},
		{"nonogram solve form", cmd("nonogram.solve"), none},
		{"nonogram solve", chat.Request{Command: bot.CmdNonogramSolve, Text: clues}, slow},
		{"nonogram hint", chat.Request{Command: bot.CmdNonogramHint, Text: clues}, ephSlow},
		{"play", cmd("play"), eph},
		{"play together", chat.Request{Command: bot.CmdPlay, Options: map[string]string{bot.OptTogether: "true"}}, none},
		{"play picture", chat.Request{Command: bot.CmdPlay, Attachment: picture}, ephSlow},
		{"settings", cmd("settings"), eph},
		{"typed moves form", cmd("pl:abc:1:moves"), update},
		{"daily setup", cmd("daily-setup"), eph},
		{"daily off", cmd("daily-off"), eph},
		{"daily status", cmd("daily-status"), eph},
		{"daily post-now", cmd("daily-post-now"), ephSlow},
		{"daily options", cmd("daily-options"), eph},
		{"daily submit", cmd("daily-submit"), eph},
		{"daily submit form", cmd("daily-submit:2026-11-25"), eph},
		{"daily hint", cmd("daily-hint"), ephSlow},
		{"daily leaderboard", cmd("daily-leaderboard"), eph},
		{"daily streak", cmd("daily-streak"), eph},
		{"unknown command", cmd("mystery"), none},

		{"hint button", button("hint:k:1"), eph},
		{"next hint button", button("next:k:2"), ephUpd},
		{"explain button", button("explain:k:0"), ephSlow},
		{"page button", button("page:k:1"), all},
		{"reveal button", button("reveal:k"), eph},
		{"nonogram hint button", button("nhint:k"), ephSlow},
		{"nonogram next button", button("nnext:k"), all},
		{"nonogram reveal button", button("nreveal:k"), ephSlow},
		{"looks right: solve", button("scanok:k:0"), none},
		{"looks right: hint", button("scanok:k:1"), eph},
		{"looks right: play", button("scanok:k:2"), eph},
		{"looks right: explain", button("scanok:k:3"), ephSlow},
		{"looks right: rate", button("scanok:k:4"), slow},
		{"looks right: unknown", button("scanok:k:9"), none},
		{"fix", button("scanfix:k:0"), none},
		{"daily hint button", button("dhint:2026-11-25"), ephSlow},
		{"daily submit button", button("dsub:2026-11-25"), none},
		{"daily next button", button("dnext:k:2"), all},
		{"daily play button", button("dplay:2026-11-25"), eph},
		{"settings toggle", button("ps:theme"), ephUpd},
		{"board digit", button("pl:abc:1:d:5"), update},
		{"board type", button("pl:abc:1:type"), none},
		{"board share", button("pl:abc:1:share"), none},
		{"board, bad ID", button("pl:abc"), eph},
		{"unknown button", button("mystery:k"), none},
	} {
		if got := b.Classify(tc.req); got != tc.want {
			t.Errorf("%s: Classify = %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

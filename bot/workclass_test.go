package bot

import (
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// classOf is the work class of the row that answers req.
func classOf(req chat.Request) chat.WorkClass {
	return New(Config{Surface: testSurface}).route(&req).work
}

// shot is a picture attached to a request.
var shot = &chat.Attachment{Name: "shot.png", ContentType: "image/png", Size: 1000}

// TestWorkClassEveryRow pins the work class of every command and button kind that goes
// through admission (the play board's presses have their own flood limit instead).
func TestWorkClassEveryRow(t *testing.T) {
	cheap, nav, exp := chat.CheapWork, chat.NavigationWork, chat.ExpensiveWork
	for _, tc := range []struct {
		req  chat.Request
		want chat.WorkClass
	}{
		{chat.Request{Command: "solve"}, exp}, {chat.Request{Command: "hint"}, exp}, {chat.Request{Command: "explain"}, exp},
		{chat.Request{Command: "rate"}, exp}, {chat.Request{Command: "new"}, exp}, {chat.Request{Command: "help"}, cheap},
		{chat.Request{Command: "nonogram.solve"}, exp}, {chat.Request{Command: "nonogram.hint"}, exp},
		{chat.Request{Command: "daily-setup"}, cheap}, {chat.Request{Command: "daily-off"}, cheap}, {chat.Request{Command: "daily-status"}, cheap},
		{chat.Request{Command: "daily-post-now"}, nav}, {chat.Request{Command: "daily-options"}, exp}, {chat.Request{Command: "daily-submit"}, cheap},
		{chat.Request{Command: "daily-submit:2026-11-25"}, cheap}, {chat.Request{Command: "daily-hint"}, exp},
		{chat.Request{Command: "daily-leaderboard"}, cheap}, {chat.Request{Command: "daily-streak"}, cheap},
		{chat.Request{Command: "mystery"}, exp},
		{chat.Request{Command: CmdButton, Button: "hint:k:1"}, nav}, {chat.Request{Command: CmdButton, Button: "next:k:2"}, nav},
		{chat.Request{Command: CmdButton, Button: "explain:k:0"}, nav}, {chat.Request{Command: CmdButton, Button: "page:k:1"}, cheap},
		{chat.Request{Command: CmdButton, Button: "reveal:k"}, nav}, {chat.Request{Command: CmdButton, Button: "nhint:k"}, nav},
		{chat.Request{Command: CmdButton, Button: "nnext:k"}, nav}, {chat.Request{Command: CmdButton, Button: "nreveal:k"}, nav},
		{chat.Request{Command: CmdButton, Button: "scanok:k:0"}, exp}, {chat.Request{Command: CmdButton, Button: "scanfix:k:0"}, exp},
		{chat.Request{Command: CmdButton, Button: "dhint:2026-11-25"}, exp}, {chat.Request{Command: CmdButton, Button: "dsub:2026-11-25"}, cheap},
		{chat.Request{Command: CmdButton, Button: "dnext:k:2"}, nav}, {chat.Request{Command: CmdButton, Button: "dplay:2026-11-25"}, exp},
		{chat.Request{Command: CmdButton, Button: "mystery:k"}, exp},
		// A picture to read is expensive whatever the command; a grid in the text wins.
		{chat.Request{Command: "play", Attachment: shot}, exp}, {chat.Request{Command: "rate", Attachment: shot}, exp},
		{chat.Request{Command: "play", Attachment: shot, Text: "1.34..12.1.3.4.1"}, chat.PressWork},
		{chat.Request{Command: "play"}, chat.PressWork},
	} {
		if got := classOf(tc.req); got != tc.want {
			t.Errorf("classOf(%s %s) = %+v, want %+v", tc.req.Command, tc.req.Button, got, tc.want)
		}
	}
}

package bot

import "testing"

// TestWorkClassEveryRow pins the work class of every command and button kind that goes
// through admission (the play board's presses have their own flood limit instead).
func TestWorkClassEveryRow(t *testing.T) {
	cheap, nav, exp := cheapWork, navigationWork, expensiveWork
	for _, tc := range []struct {
		req  Request
		want workClass
	}{
		{Request{Command: "solve"}, exp}, {Request{Command: "hint"}, exp}, {Request{Command: "explain"}, exp},
		{Request{Command: "rate"}, exp}, {Request{Command: "new"}, exp}, {Request{Command: "help"}, cheap},
		{Request{Command: "nonogram.solve"}, exp}, {Request{Command: "nonogram.hint"}, exp},
		{Request{Command: "daily-setup"}, cheap}, {Request{Command: "daily-off"}, cheap}, {Request{Command: "daily-status"}, cheap},
		{Request{Command: "daily-post-now"}, nav}, {Request{Command: "daily-options"}, exp}, {Request{Command: "daily-submit"}, cheap},
		{Request{Command: "daily-submit:2026-11-25"}, cheap}, {Request{Command: "daily-hint"}, exp},
		{Request{Command: "daily-leaderboard"}, cheap}, {Request{Command: "daily-streak"}, cheap},
		{Request{Command: "mystery"}, exp},
		{Request{Command: CmdButton, Button: "hint:k:1"}, nav}, {Request{Command: CmdButton, Button: "next:k:2"}, nav},
		{Request{Command: CmdButton, Button: "explain:k:0"}, nav}, {Request{Command: CmdButton, Button: "page:k:1"}, cheap},
		{Request{Command: CmdButton, Button: "reveal:k"}, nav}, {Request{Command: CmdButton, Button: "nhint:k"}, nav},
		{Request{Command: CmdButton, Button: "nnext:k"}, nav}, {Request{Command: CmdButton, Button: "nreveal:k"}, nav},
		{Request{Command: CmdButton, Button: "scanok:k:0"}, exp}, {Request{Command: CmdButton, Button: "scanfix:k:0"}, exp},
		{Request{Command: CmdButton, Button: "dhint:2026-11-25"}, exp}, {Request{Command: CmdButton, Button: "dsub:2026-11-25"}, cheap},
		{Request{Command: CmdButton, Button: "dnext:k:2"}, nav}, {Request{Command: CmdButton, Button: "dplay:2026-11-25"}, exp},
		{Request{Command: CmdButton, Button: "mystery:k"}, exp},
	} {
		if got := classOf(tc.req); got != tc.want {
			t.Errorf("classOf(%s %s) = %+v, want %+v", tc.req.Command, tc.req.Button, got, tc.want)
		}
	}
}

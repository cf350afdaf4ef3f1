package bot

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/input"
)

// helpText is the /help answer: what the bot does and every layout it reads, shown on a
// 4×4 grid so that the whole text stays well under a message's limit. The commands are
// named as the surface's members type them.
func helpText(s chat.Surface) string {
	c := s.Code
	// sub is a command of the same group as the one named before it: "`hint`" after "`/daily submit`".
	sub := func(cmd chat.Command) string {
		name := s.Name(cmd)
		return "`" + name[strings.LastIndexByte(name, ' ')+1:] + "`"
	}
	var b strings.Builder
	b.WriteString("**Sudoku bot** — solves, rates and teaches Sudoku from 4×4 to 25×25, and solves nonograms.\n")
	b.WriteString("• " + c(CmdSolve) + " — paste a grid in `puzzle`, attach a `.txt` file, or give neither to get a form for multi-line pastes.\n")
	if s.FromMessage != "" {
		b.WriteString("• " + s.FromMessage + "\n")
	}
	b.WriteString("• " + c(CmdPlay) + " — play here on your own saved board (`" + OptTogether + ":true`: a co-op board for the channel). Pick a row and a column, tap a digit; ✏️ pencil, undo, hint, check, **More…**; type moves like `r3c5 7, p r2c3 148, x r3c5` (letters above 9). " + c(CmdSettings) + " — theme, mistakes at once or on Check.\n")
	b.WriteString("• **🎮 Open board** (under a board or the daily post) or the App Launcher: a live board in Discord: together, race, daily.\n")
	b.WriteString("• " + c(CmdHint) + " — the next step for a puzzle in progress, one level at a time (mistakes first).\n")
	b.WriteString("• " + c(CmdExplain) + " · " + c(CmdRate) + " · `" + s.Name(CmdNew) + " " + OptBand + " " + OptSize + "`\n")
	fmt.Fprintf(&b, "• %s · %s — nonograms up to %d×%d: row clues one per line (`1 1`, `1,1` or `1-1`), a blank line, then column clues; or a .non, webpbn .xml or .json file.\n",
		c(CmdNonogramSolve), c(CmdNonogramHint), input.NonogramMaxSize, input.NonogramMaxSize)
	b.WriteString("• Puzzle of the day: press **Play** on the post to solve it on your private board (timed from your first open; pauses count at most 5 min; +60 s per hint, +30 s per wrong check). " +
		c(CmdDailySubmit) + " (for paper) · " + sub(CmdDailyHint) + " (on your saved board) · " + sub(CmdDailyLeaderboard) + " · " + sub(CmdDailyStreak) + ". Admins: " +
		c(CmdDailySetup) + ", " + sub(CmdDailyOptions) + " (leaderboard message, recap, thread, role ping).\n")
	b.WriteString(layouts)
	return b.String()
}

// layouts are the layouts the bot reads, on a 4×4 grid.
const layouts = "Blanks may be `.` `0` `_` `-` `*` or `x`. Layouts I read:\n" +
	"One line: `1.34..12.1.3.4.1`\n" +
	"Rows:\n```\n1.34\n..12\n.1.3\n.4.1\n```" +
	"Spaced or comma-separated rows: `1 0 3 4` / `1,0,3,4`\n" +
	"Spreadsheet paste (tabs, empty cell = blank)\n" +
	"Boxed printout:\n```\n+-----+-----+\n| 1 . | 3 4 |\n| . . | 1 2 |\n+-----+-----+\n| . 1 | . 3 |\n| . 4 | . 1 |\n+-----+-----+\n```" +
	"Python/JSON list: `[[1,0,3,4],[0,0,1,2],[0,1,0,3],[0,4,0,1]]`\n" +
	"NumPy print: `[[1 0 3 4]\\n [0 0 1 2] ...]`\n" +
	"Code fences and `||spoiler||` bars are ignored. Grids above 9×9 use letters (A=10) or space-separated numbers."

func (b *Bot) help(context.Context, chat.Request) (chat.Reply, error) {
	return chat.Reply{Text: helpText(b.surface), Ephemeral: true}, nil
}

package bot

import "github.com/sudokubot/sudokubot/bot/chat"

// helpText is the /help answer: what the bot does and every layout it reads, shown on a
// 4×4 grid so that the whole text stays well under Discord's 2000 characters.
const helpText = "**Sudoku bot** — solves, rates and teaches Sudoku from 4×4 to 25×25, and solves nonograms.\n" +
	"• `/sudoku solve` — paste a grid in `puzzle`, attach a `.txt` file, or give neither to get a form for multi-line pastes.\n" +
	"• Right-click a message → **Apps → Solve puzzle** or **Hint**; or mention me with a grid, or DM me one.\n" +
	"• `/sudoku play` — play here on your own saved board (`together:true`: a co-op board for the channel). Pick a row and a column, tap a digit; ✏️ pencil, undo, hint, check, **More…**; type moves like `r3c5 7, p r2c3 148, x r3c5` (letters above 9). `/sudoku settings` — theme, mistakes at once or on Check.\n" +
	"• **🎮 Open board** (in **More…**, on the daily post) or the App Launcher: a live board in Discord: together, race, daily.\n" +
	"• `/sudoku hint` — the next step for a puzzle in progress, one level at a time (mistakes first).\n" +
	"• `/sudoku explain` · `/sudoku rate` · `/sudoku new band size`\n" +
	"• `/nonogram solve` · `/nonogram hint` — nonograms up to 200×200: row clues one per line (`1 1`, `1,1` or `1-1`), a blank line, then column clues; or a .non, webpbn .xml or .json file.\n" +
	"• Puzzle of the day: press **Play** on the post to solve it on your private board (timed from your first open; pauses count at most 5 min; +60 s per hint, +30 s per wrong check). `/daily submit` (for paper) · `hint` (on your saved board) · `leaderboard` · `streak`. Admins: `/daily-admin setup`, `options` (leaderboard message, recap, thread, role ping).\n" +
	"Blanks may be `.` `0` `_` `-` `*` or `x`. Layouts I read:\n" +
	"One line: `1.34..12.1.3.4.1`\n" +
	"Rows:\n```\n1.34\n..12\n.1.3\n.4.1\n```" +
	"Spaced or comma-separated rows: `1 0 3 4` / `1,0,3,4`\n" +
	"Spreadsheet paste (tabs, empty cell = blank)\n" +
	"Boxed printout:\n```\n+-----+-----+\n| 1 . | 3 4 |\n| . . | 1 2 |\n+-----+-----+\n| . 1 | . 3 |\n| . 4 | . 1 |\n+-----+-----+\n```" +
	"Python/JSON list: `[[1,0,3,4],[0,0,1,2],[0,1,0,3],[0,4,0,1]]`\n" +
	"NumPy print: `[[1 0 3 4]\\n [0 0 1 2] ...]`\n" +
	"Code fences and `||spoiler||` bars are ignored. Grids above 9×9 use letters (A=10) or space-separated numbers."

func helpReply() chat.Reply { return chat.Reply{Text: helpText, Ephemeral: true} }

package session

import (
	"fmt"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/game"
)

// ResultLine is the spoiler-free one-line result of a finished game, as posted in the
// channel: who, size, band, time, hints; no digits. user is the member sharing it.
func ResultLine(g *game.Game, user string) string {
	who := "Someone"
	if user != "" {
		who = "<@" + user + ">"
	}
	band := g.Band
	if band == "" {
		band = "custom"
	}
	hints := "no hints"
	switch g.Hints {
	case 0:
	case 1:
		hints = "1 hint"
	default:
		hints = fmt.Sprintf("%d hints", g.Hints)
	}
	together := ""
	if g.Together {
		together = " (co-op)"
	}
	return fmt.Sprintf("🧩 %s solved a %d×%d %s Sudoku%s in %s with %s.", who, g.N, g.N, band, together, chat.Clock(int(g.Elapsed().Seconds())), hints)
}

package session

import (
	"fmt"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/game"
)

// ResultLine is the spoiler-free one-line result of a finished game, as posted in the
// channel: who, size, band, time, hints; no digits. user is the member sharing it; a
// co-op board names everyone it credits, most digits first.
func ResultLine(g *game.Game, user string) string {
	who := "Someone"
	if user != "" {
		who = "<@" + user + ">"
	}
	if names := creditedNames(g); g.Together && len(names) > 0 {
		who = names
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

// creditedNames names the members a co-op board credits, most digits first: "<@a>, <@b>
// and <@c>" ("" for none).
func creditedNames(g *game.Game) string {
	var users []string
	for _, u := range g.Credited() {
		users = append(users, "<@"+u+">")
	}
	switch len(users) {
	case 0:
		return ""
	case 1:
		return users[0]
	}
	return strings.Join(users[:len(users)-1], ", ") + " and " + users[len(users)-1]
}

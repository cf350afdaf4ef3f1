package discord_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
)

// On the puzzle of the day, ✔️ Check pressed again while its red circles are still shown
// (nothing changed since) shows nothing new and costs nothing, as Hint again on the same
// list of mistakes is free: a double tap cost a member 30 s more than one tap for the same
// play. A Check after the grid changed counts again.
func TestDailyCheckAgainFree(t *testing.T) {
	d := setupDaily(t)
	ctx := context.Background()
	la, _ := time.LoadLocation("America/Los_Angeles")
	at := func(h, m int) { d.clock.Set(time.Date(2026, 3, 7, h, m, 0, 0, la)) }
	at(8, 0)
	d.reply(d.interact(discordtest.TypeCommand, admin("setup", setupOpts9("America/Los_Angeles", "09:00")...)))
	at(9, 0)
	if rep := d.sched.Tick(ctx, d.clock.Now()); rep.Posted != 1 {
		t.Fatalf("tick = %+v", rep)
	}
	post := d.f.Posts(discordtest.ChannelID)[0].JSON
	p, _ := d.st.GetPost(ctx, discordtest.GuildID, store.Date{Year: 2026, Month: 3, Day: 7})
	pz, _ := d.st.GetPuzzle(ctx, p.PuzzleID)
	puzzle, solution := strings.ReplaceAll(pz.Puzzle, "\n", ""), strings.ReplaceAll(pz.Solution, "\n", "")
	var wrong []string
	var rest []string
	for i := 0; i < 81; i++ {
		if puzzle[i] != '.' && puzzle[i] != '0' {
			continue
		}
		rest = append(rest, fmt.Sprintf("r%dc%d %c", i/9+1, i%9+1, solution[i]))
		for c := byte('1'); c <= '9' && len(wrong) < 2; c++ {
			if c != solution[i] && !seesDigit(puzzle, i, c) {
				wrong = append(wrong, fmt.Sprintf("r%dc%d %c", i/9+1, i%9+1, c))
				break
			}
		}
	}
	at(9, 10)
	b := d.boardOf(d.interact(discordtest.TypeComponent, button(buttons(post)["Play"])))
	b = d.typeMoves(t, b, "", wrong[0])
	b = d.update(t, b, "✔️ Check")
	b = d.update(t, b, "✔️ Check") // again, nothing changed: free
	if !strings.Contains(b.text(), "1 digit is wrong") {
		t.Fatalf("the second Check: %q", b.text())
	}
	b = d.typeMoves(t, b, "", wrong[1])
	b = d.update(t, b, "✔️ Check") // the grid changed: counts
	at(9, 15)
	b = d.typeMoves(t, b, "", strings.Join(rest, ", "))
	// 5 min, 2 wrong checks: 6m 00s.
	if !strings.Contains(b.text(), "ranked time **6m 00s** (+1m 00s for 2 wrong checks)") {
		t.Errorf("the finish after Check, Check again, a change and Check: %q", b.text())
	}
	board := content(d.reply(d.interact(discordtest.TypeCommand, member("leaderboard"))))
	if !strings.Contains(board, "6m 00s (5m 00s + 2 wrong checks)") {
		t.Errorf("/daily leaderboard = %q", board)
	}
}

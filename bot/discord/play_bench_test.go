package discord_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/internal/cputime"
)

// BenchmarkPlayPress measures a board press answered end to end through the fake Discord
// (real discordgo, SQLite store with full fsync): the game loaded, the move applied and
// saved, the board redrawn and sent back (type 7 with the PNG). 100 players each have a
// board with pencil marks. "burst" sends one press from every player at the same instant;
// "steady" has every player press once a second, spread over the second, as people
// playing do. It reports p50 and p99 latency (dispatch to the fake receiving the
// response), lost replies, the PNG size and the process CPU per press.
func BenchmarkPlayPress(b *testing.B) {
	for _, mode := range []string{"burst", "steady"} {
		b.Run(mode, func(b *testing.B) {
			const players = 100
			st := sqliteStore(&testing.T{}, filepath.Join(b.TempDir(), "bench.db"))
			e := setup(b, setupOpts{limits: bot.Limits{PlayBurst: -1, Workers: 256}, config: withStore(st)})
			boards := make([]board, players)
			users := make([]string, players)
			for p := range players {
				users[p] = fmt.Sprint(500000 + p)
				id := e.interact(discordtest.TypeCommand, slash("play", strOpt("puzzle", classicLine), strOpt("moves", "p r1c3 124 p r2c2 147 p r3c1 12")), discordtest.FromUser(users[p]))
				boards[p] = e.boardOf(id)
			}
			var lat []time.Duration
			var mu sync.Mutex
			lost, pngBytes, presses := 0, 0, 0
			cpu0 := cputime.Process()
			round := 0
			for b.Loop() {
				round++
				var wg sync.WaitGroup
				for p := range players {
					if mode == "steady" {
						time.Sleep(time.Second / players)
					}
					data := map[string]any{"custom_id": boards[p].control(b, "Choose a row"), "component_type": 3,
						"values": []string{fmt.Sprint(1 + (round+p)%9)}}
					pl := e.f.Payload(discordtest.TypeComponent, data, discordtest.FromUser(users[p]))
					e.f.Expect(pl)
					sent := time.Now()
					if _, err := e.f.Dispatch("INTERACTION_CREATE", pl); err != nil {
						b.Fatal(err)
					}
					id := pl["id"].(string)
					wg.Add(1)
					go func() {
						defer wg.Done()
						r, err := e.f.WaitCallback(id, 30*time.Second)
						if err == nil && respType(r) == 6 {
							r, err = e.f.WaitRequest("PATCH", e.f.OriginalPath(id), 30*time.Second)
						}
						mu.Lock()
						defer mu.Unlock()
						presses++
						if err != nil || r.Status/100 != 2 || len(r.Files) != 1 {
							lost++
							return
						}
						lat = append(lat, r.At.Sub(sent))
						pngBytes = max(pngBytes, len(r.Files[0].Data))
					}()
				}
				wg.Wait()
			}
			cpu := cputime.Process() - cpu0
			if lost > 0 {
				b.Errorf("%d of %d presses lost", lost, presses)
			}
			slices.Sort(lat)
			if len(lat) > 0 {
				b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(lat[(len(lat)*99)/100].Microseconds())/1000, "p99-ms")
			}
			b.ReportMetric(float64(pngBytes), "png-bytes")
			b.ReportMetric(float64(lost), "lost")
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(max(presses, 1)), "cpu-ms/press")
			b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "procs")
		})
	}
}

package discord_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/internal/cputime"
)

// BenchmarkInteraction measures, against the fake Discord, the time from dispatching
// INTERACTION_CREATE to the fake receiving the multipart callback of a 9×9 solve with its
// picture, with 1, 50 and 100 interactions in flight at once, each member sending a
// different puzzle (the classic one with its digits relabelled). It reports p50 and p99
// latency, interactions per second, lost or duplicated replies, and bytes allocated per
// interaction (a proxy for the memory an in-flight interaction holds).
func BenchmarkInteraction(b *testing.B) {
	puzzles := relabelled(classic, 100)
	for _, conc := range []int{1, 50, 100} {
		b.Run(fmt.Sprintf("concurrent=%d", conc), func(b *testing.B) {
			e := setup(b, setupOpts{limits: bot.Limits{PerUser: -1, PerUserJobs: -1, Workers: 256}})
			var lat []time.Duration
			lost := 0
			var ms0, ms1 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			cpu0 := cputime.Process()
			start := time.Now()
			n := 0
			for b.Loop() {
				ids := make([]string, conc)
				sent := make([]time.Time, conc)
				for k := range conc {
					data := slash("solve", strOpt("puzzle", puzzles[(n+k)%len(puzzles)]))
					p := e.f.Payload(discordtest.TypeCommand, data)
					e.f.Expect(p)
					sent[k] = time.Now()
					if _, err := e.f.Dispatch("INTERACTION_CREATE", p); err != nil {
						b.Fatal(err)
					}
					ids[k] = p["id"].(string)
				}
				var mu sync.Mutex
				var wg sync.WaitGroup
				for k, id := range ids {
					wg.Add(1)
					go func() {
						defer wg.Done()
						r, err := e.f.WaitCallback(id, 20*time.Second)
						if err == nil && r.Status == 204 && respType(r) == 5 { // deferred: the picture comes with the edit
							r, err = e.f.WaitRequest("PATCH", e.f.OriginalPath(id), 20*time.Second)
						}
						mu.Lock()
						defer mu.Unlock()
						if err != nil || r.Status/100 != 2 || len(r.Files) != 1 {
							lost++
							return
						}
						lat = append(lat, r.At.Sub(sent[k]))
					}()
				}
				wg.Wait()
				n += conc
			}
			elapsed := time.Since(start)
			runtime.ReadMemStats(&ms1)
			cpu := cputime.Process() - cpu0
			for id, c := range e.f.Callbacks() {
				if c != 1 {
					b.Errorf("interaction %s got %d callbacks", id, c)
				}
			}
			if lost > 0 {
				b.Errorf("%d of %d replies lost", lost, n)
			}
			slices.Sort(lat)
			if len(lat) > 0 {
				p50, p99 := lat[len(lat)/2], lat[(len(lat)*99)/100]
				b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
				b.Logf("%d at once, %d interactions: p50 %v, p99 %v", conc, len(lat), p50.Round(100*time.Microsecond), p99.Round(100*time.Microsecond))
			}
			b.ReportMetric(float64(n)/elapsed.Seconds(), "interactions/s")
			b.ReportMetric(float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(n), "B/interaction")
			b.ReportMetric(float64(lost), "lost")
			// CPU time of the whole process (bot and fake) per interaction: unlike latency,
			// it does not depend on how busy the machine is.
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(n), "cpu-ms/interaction")
		})
	}
}

// relabelled returns count different puzzles made from the 9×9 puzzle p by permuting its
// digits (a fixed random sequence of permutations): same difficulty, different pictures.
func relabelled(p string, count int) []string {
	rng := rand.New(rand.NewPCG(26, 50))
	out := make([]string, count)
	for k := range out {
		perm := rng.Perm(9)
		out[k] = strings.Map(func(r rune) rune {
			if r >= '1' && r <= '9' {
				return rune('1' + perm[r-'1'])
			}
			return r
		}, p)
	}
	return out
}

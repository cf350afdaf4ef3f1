package discord_test

import (
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/scan/bombtest"
)

// sendBombs posts each bomb twice (eight interactions) at once with /sudoku solve and
// returns the interaction IDs with the bomb names.
func (e *env) sendBombs() (ids, names []string) {
	e.t.Helper()
	bombs := bombtest.All(bombtest.Side)
	for k := range 2 * len(bombs) {
		b := bombs[k%len(bombs)]
		url := e.f.AddFile("bomb.png", discordtest.CDNFile{Body: b.Data, ContentType: "image/png"})
		ids = append(ids, e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "bomb.png", "image/png", len(b.Data))))
		names = append(names, b.Name)
	}
	return ids, names
}

// TestPictureBombs: eight decompression bombs posted at once (issue 23: a progressive CMYK
// and a progressive YCbCr JPEG, a 16-bit RGBA PNG and a lossless WebP, each 6320² pixels)
// are each answered that the picture is too large.
func TestPictureBombs(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{limits: bot.Limits{PerUser: -1, PerUserJobs: -1}})
	ids, names := e.sendBombs()
	for k, id := range ids {
		t.Run(names[k], func(t *testing.T) { e.finalError(id, "too large for me to read") })
	}
}

// BenchmarkPictureBombs measures the bot's peak heap (runtime.MemStats sampled every
// millisecond) while it answers the eight bombs of TestPictureBombs at once; issue 23 asks
// for at most 400 MB. docs/BENCHMARKS.md §11 records it.
func BenchmarkPictureBombs(b *testing.B) {
	e := setup(b, setupOpts{limits: bot.Limits{PerUser: -1, PerUserJobs: -1}})
	var peak uint64
	for b.Loop() {
		runtime.GC()
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Go(func() {
			var m runtime.MemStats
			tick := time.NewTicker(time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-done:
					return
				case <-tick.C:
					runtime.ReadMemStats(&m)
					peak = max(peak, m.HeapInuse)
				}
			}
		})
		ids, _ := e.sendBombs()
		for _, id := range ids {
			e.finalError(id, "too large for me to read")
		}
		close(done)
		wg.Wait()
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(m.Sys)/(1<<20), "sys-MB")
}

// TestPictureDeadline: the solve budget bounds reading a picture; past it the member is
// told so, not left waiting.
func TestPictureDeadline(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{limits: bot.Limits{SolveTime: time.Nanosecond}})
	url, size := e.addScreenshot()
	id := e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "screenshot.png", "image/png", size))
	e.finalError(id, "took too long")
}

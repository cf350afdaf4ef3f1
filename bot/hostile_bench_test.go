package bot

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// BenchmarkHostile times the hostile requests of docs/BENCHMARKS.md ("Hostile inputs")
// against the default limits (10 s budget). Each reports the wall time of one request
// (ns/op) and what it allocated; run one case at a time under /usr/bin/time for its RSS:
//
//	go test -c -o /tmp/bot.test ./bot
//	/usr/bin/time -f '%e s %M KB' /tmp/bot.test -test.run '^$' -test.bench 'Hostile/nonogram-hint' -test.benchtime 1x -test.benchmem
func BenchmarkHostile(b *testing.B) {
	ctx := context.Background()
	check := checkerboard(200)
	fetch := func(context.Context, chat.Attachment) ([]byte, error) { return []byte(check), nil }
	att := &chat.Attachment{URL: "https://cdn.discordapp.com/a/check.txt", Name: "check.txt", Size: int64(len(check))}
	rng := rand.New(rand.NewPCG(3, 4))
	junk := make([]byte, 64<<10)
	for i := range junk {
		junk[i] = "abcdefghij0123456789 .\n"[rng.IntN(23)]
	}
	cases := []struct {
		name string
		req  chat.Request
	}{
		{"nonogram-hint-200x200-checkerboard", chat.Request{Command: CmdNonogramHint, Attachment: att}},
		{"nonogram-solve-200x200-checkerboard", chat.Request{Command: CmdNonogramSolve, Attachment: att}},
		{"solve-64KiB-of-digit-lines", chat.Request{Command: CmdSolve, Text: strings.Repeat("1\n", 32<<10)}},
		{"solve-64KiB-random-text", chat.Request{Command: CmdSolve, Text: string(junk)}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			bot := New(Config{Surface: testSurface, Fetch: fetch, Limits: Limits{PerUser: -1}})
			var r chat.Reply
			var err error
			for b.Loop() {
				r, err = bot.Handle(ctx, c.req)
			}
			if err != nil {
				r.Text = chat.ErrorMessage(err, "")
			}
			b.Logf("%s: %s", c.name, r.Text)
		})
	}
	// Twelve concurrent 25×25 solves from one member while another member's 9×9 is
	// answered: ns/op is the other member's wait.
	b.Run("flood-12x25x25-one-member", func(b *testing.B) {
		grids := read25(b)
		bot := New(Config{Surface: testSurface})
		for b.Loop() {
			var wg sync.WaitGroup
			refused := 0
			var mu sync.Mutex
			for i := range 12 {
				wg.Go(func() {
					_, err := bot.Handle(ctx, chat.Request{Command: CmdSolve, Text: grids[i%len(grids)], User: "flooder"})
					if chat.ErrorCode(err) == chat.RateLimited {
						mu.Lock()
						refused++
						mu.Unlock()
					}
				})
			}
			time.Sleep(100 * time.Millisecond) // let the flood take its workers
			start := time.Now()
			r, err := bot.Handle(ctx, chat.Request{Command: CmdSolve, Text: classic, User: "other"})
			b.ReportMetric(float64(time.Since(start).Milliseconds()), "other-ms")
			wg.Wait()
			b.ReportMetric(float64(refused), "refused")
			if err != nil || !strings.Contains(r.Text, "Solved") {
				b.Errorf("the other member: %q, %v", r.Text, err)
			}
		}
	})
}

func read25(b *testing.B) []string {
	f, err := os.Open("../../shared/data/sudoku/25x25/gecode_25x25.txt")
	if err != nil {
		b.Skipf("shared data: %v", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); len(l) == 625 {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		b.Skip("no 25×25 puzzles")
	}
	return out
}

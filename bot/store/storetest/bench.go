package storetest

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// Bench runs the store benchmarks as sub-benchmarks of b, each on a fresh
// database from newDB. The figures go to docs/BENCHMARKS.md: answers recorded
// per second (one member at a time and many at once), the store's share of a
// daily post (claim, pick, complete), and button state round trips.
func Bench(b *testing.B, newDB func(tb testing.TB) Opener) {
	open := func(b *testing.B) store.Store {
		s, err := newDB(b)()
		if err != nil {
			b.Fatalf("open: %v", err)
		}
		b.Cleanup(func() { s.Close() })
		return s
	}
	for _, bench := range []struct {
		name string
		run  func(b *testing.B, s store.Store)
	}{
		{"RecordAnswer", benchRecordAnswer},
		{"RecordAnswerParallel", benchRecordAnswerParallel},
		{"DailyPost", benchDailyPost},
		{"PickPuzzleAgain", benchPickPuzzleAgain},
		{"StateRoundTrip", benchStateRoundTrip},
	} {
		b.Run(bench.name, func(b *testing.B) { bench.run(b, open(b)) })
	}
}

// benchDay is the date the benchmarks play on.
var benchDay = store.Date{Year: 2026, Month: time.June, Day: 1}

// benchRecordAnswer: one member's correct answer after another.
func benchRecordAnswer(b *testing.B, s store.Store) {
	ctx := context.Background()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := s.RecordAnswer(ctx, store.Answer{GuildID: "g1", UserID: fmt.Sprint("u", i), Date: benchDay,
			Correct: true, At: time.Now(), Seconds: i}); err != nil {
			b.Fatal(err)
		}
	}
}

// benchRecordAnswerParallel: 8×GOMAXPROCS members answering at once, half of
// them wrong.
func benchRecordAnswerParallel(b *testing.B, s store.Store) {
	ctx := context.Background()
	var n atomic.Int64
	b.ReportAllocs()
	b.SetParallelism(8)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			i := n.Add(1)
			if _, err := s.RecordAnswer(ctx, store.Answer{GuildID: "g1", UserID: fmt.Sprint("u", i), Date: benchDay,
				Correct: i%2 == 0, At: time.Now(), Seconds: int(i)}); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// benchDailyPost: the store's part of one daily post: claim, pick a fresh
// puzzle, complete. Each iteration is a new date.
func benchDailyPost(b *testing.B, s store.Store) {
	ctx := context.Background()
	for i := range b.N {
		if _, err := s.AddPuzzle(ctx, puzzle("hard", 9, i)); err != nil {
			b.Fatal(err)
		}
	}
	now := time.Now()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		pd := benchDay.AddDays(i)
		ok, err := s.ClaimPost(ctx, "g1", pd, "bench", time.Minute, now)
		if err != nil || !ok {
			b.Fatalf("ClaimPost = %v, %v", ok, err)
		}
		p, err := s.PickPuzzle(ctx, "hard", 9, pd)
		if err != nil {
			b.Fatal(err)
		}
		if err := s.CompletePost(ctx, "g1", pd, "bench", "m", p.ID); err != nil {
			b.Fatal(err)
		}
	}
}

// benchPickPuzzleAgain: every guild after the first on a band and date: the
// pick is read back.
func benchPickPuzzleAgain(b *testing.B, s store.Store) {
	ctx := context.Background()
	addPuzzles(b, s, "hard", 9, 100)
	if _, err := s.PickPuzzle(ctx, "hard", 9, benchDay); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.PickPuzzle(ctx, "hard", 9, benchDay); err != nil {
			b.Fatal(err)
		}
	}
}

// benchStateRoundTrip: PutState then GetState, over 1000 keys.
func benchStateRoundTrip(b *testing.B, s store.Store) {
	ctx := context.Background()
	v := []byte("hint:level=3:puzzle=123456")
	exp := time.Now().Add(time.Hour)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := fmt.Sprint("k", i%1000)
		if err := s.PutState(ctx, k, v, exp); err != nil {
			b.Fatal(err)
		}
		if _, err := s.GetState(ctx, k); err != nil {
			b.Fatal(err)
		}
	}
}

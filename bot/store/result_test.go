package store_test

import (
	"testing"

	"github.com/sudokubot/sudokubot/bot/store"
)

func TestStreakOf(t *testing.T) {
	dates := func(ss ...string) []store.Date {
		var out []store.Date
		for _, s := range ss {
			out = append(out, mustDate(t, s))
		}
		return out
	}
	tests := []struct {
		name   string
		solved []store.Date
		today  string
		want   store.Streak
	}{
		{"none", nil, "2026-01-01", store.Streak{}},
		{"today only", dates("2026-01-01"), "2026-01-01", store.Streak{1, 1, mustDate(t, "2026-01-01")}},
		{"yesterday keeps it", dates("2025-12-30", "2025-12-31"), "2026-01-01", store.Streak{2, 2, mustDate(t, "2025-12-31")}},
		{"two days ago breaks it", dates("2025-12-30"), "2026-01-01", store.Streak{0, 1, mustDate(t, "2025-12-30")}},
		{"year end", dates("2025-12-31", "2026-01-01", "2026-01-02"), "2026-01-02", store.Streak{3, 3, mustDate(t, "2026-01-02")}},
		{"leap day", dates("2024-02-28", "2024-02-29", "2024-03-01"), "2024-03-01", store.Streak{3, 3, mustDate(t, "2024-03-01")}},
		{"no leap day", dates("2026-02-27", "2026-02-28", "2026-03-01"), "2026-03-01", store.Streak{3, 3, mustDate(t, "2026-03-01")}},
		{"gap over month end", dates("2026-04-29", "2026-04-30", "2026-05-02"), "2026-05-02", store.Streak{1, 2, mustDate(t, "2026-05-02")}},
		{"best earlier", dates("2026-01-01", "2026-01-02", "2026-01-03", "2026-01-05"), "2026-01-06", store.Streak{1, 3, mustDate(t, "2026-01-05")}},
		{"unordered duplicates", dates("2026-03-09", "2026-03-07", "2026-03-08", "2026-03-08"), "2026-03-09", store.Streak{3, 3, mustDate(t, "2026-03-09")}},
		{"future ignored", dates("2026-03-09", "2026-03-10", "2026-03-12"), "2026-03-10", store.Streak{2, 2, mustDate(t, "2026-03-10")}},
	}
	for _, tt := range tests {
		if got := store.StreakOf(tt.solved, mustDate(t, tt.today)); got != tt.want {
			t.Errorf("%s: StreakOf(%v, %s) = %+v, want %+v", tt.name, tt.solved, tt.today, got, tt.want)
		}
	}
}

func TestPickIndex(t *testing.T) {
	d := mustDate(t, "2026-05-01")
	for n := 1; n < 50; n++ {
		i := store.PickIndex(d, "hard", 9, n)
		if i < 0 || i >= n {
			t.Fatalf("PickIndex(n=%d) = %d", n, i)
		}
		if j := store.PickIndex(d, "hard", 9, n); j != i {
			t.Fatalf("PickIndex is not deterministic: %d then %d", i, j)
		}
	}
	if store.PickIndex(d, "hard", 9, 0) != 0 {
		t.Errorf("PickIndex(n=0) != 0")
	}
	// Over many dates the choice spreads over the bank.
	seen := map[int]bool{}
	for i := 0; i < 200; i++ {
		seen[store.PickIndex(d.AddDays(i), "hard", 9, 10)] = true
	}
	if len(seen) != 10 {
		t.Errorf("200 dates hit %d of 10 indexes", len(seen))
	}
}

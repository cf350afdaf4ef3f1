package store

import (
	"fmt"
	"testing"
	"time"
)

func TestActiveAfter(t *testing.T) {
	t0 := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name   string
		active time.Duration
		last   time.Time
		at     time.Time
		want   time.Duration
	}{
		{"first action", 0, time.Time{}, t0, 0},
		{"short pause", time.Minute, t0, t0.Add(90 * time.Second), 150 * time.Second},
		{"exactly the idle gap", 0, t0, t0.Add(IdleGap), IdleGap},
		{"long pause counts the idle gap", time.Minute, t0, t0.Add(8 * time.Hour), time.Minute + IdleGap},
		{"clock backwards", time.Minute, t0, t0.Add(-time.Second), time.Minute},
		{"same instant", time.Minute, t0, t0, time.Minute},
	} {
		if got := ActiveAfter(c.active, c.last, c.at); got != c.want {
			t.Errorf("%s: ActiveAfter = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRankResults(t *testing.T) {
	at := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
	rs := []Result{
		{UserID: "d"},
		{UserID: "b", Solved: true, Seconds: 300, Hints: 1, SolvedAt: at},                    // 6m00s
		{UserID: "a", Solved: true, Seconds: 360, SolvedAt: at.Add(time.Second)},             // 6m00s, slower clock
		{UserID: "e", Solved: true, Seconds: 200, WrongChecks: 1, Attempts: 3, SolvedAt: at}, // 200+30+60 = 4m50s
		{UserID: "c"},
		{UserID: "f", Solved: true, Seconds: 300, Hints: 1, SolvedAt: at.Add(-time.Second)}, // ties b, solved earlier
	}
	RankResults(rs)
	var got []string
	for _, r := range rs {
		got = append(got, fmt.Sprintf("%s:%v", r.UserID, r.Score()))
	}
	if want := "[e:4m50s f:6m0s b:6m0s a:6m0s c:0s d:0s]"; fmt.Sprint(got) != want {
		t.Errorf("RankResults = %v, want %s", got, want)
	}
}

func ExampleResult_Score() {
	r := Result{Solved: true, Seconds: 245, Hints: 2, WrongChecks: 1, Attempts: 1}
	fmt.Println(r.Score(), "=", time.Duration(r.Seconds)*time.Second, "+", r.Penalty())
	// Output: 6m35s = 4m5s + 2m30s
}

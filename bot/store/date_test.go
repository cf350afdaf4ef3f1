package store_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func mustDate(t testing.TB, s string) store.Date {
	t.Helper()
	d, err := store.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDateAgainstTime checks the civil-day arithmetic against package time
// (in UTC, where every day has 24 hours) over several centuries.
func TestDateAgainstTime(t *testing.T) {
	start := time.Date(1600, 1, 1, 12, 0, 0, 0, time.UTC)
	base := store.DateOf(start, time.UTC)
	for n := 0; n < 800*366; n += 7 {
		tm := start.AddDate(0, 0, n)
		want := store.DateOf(tm, time.UTC)
		if got := base.AddDays(n); got != want {
			t.Fatalf("%v.AddDays(%d) = %v, want %v", base, n, got, want)
		}
		if got := want.Sub(base); got != n {
			t.Fatalf("%v.Sub(%v) = %d, want %d", want, base, got, n)
		}
		if got := want.Weekday(); got != tm.Weekday() {
			t.Fatalf("%v.Weekday() = %v, want %v", want, got, tm.Weekday())
		}
		if back := want.AddDays(-n); back != base {
			t.Fatalf("%v.AddDays(%d) = %v, want %v", want, -n, back, base)
		}
	}
}

func TestDateArithmetic(t *testing.T) {
	tests := []struct {
		from string
		n    int
		want string
	}{
		{"2026-01-31", 1, "2026-02-01"},
		{"2026-02-28", 1, "2026-03-01"},
		{"2024-02-28", 1, "2024-02-29"},
		{"2024-02-29", 1, "2024-03-01"},
		{"2100-02-28", 1, "2100-03-01"},
		{"2000-02-28", 1, "2000-02-29"},
		{"2026-12-31", 1, "2027-01-01"},
		{"2027-01-01", -1, "2026-12-31"},
		{"2026-03-08", 1, "2026-03-09"}, // US DST starts
		{"2026-11-01", 1, "2026-11-02"}, // US DST ends
		{"2026-01-01", 365, "2027-01-01"},
		{"2024-01-01", 366, "2025-01-01"},
	}
	for _, tt := range tests {
		from, want := mustDate(t, tt.from), mustDate(t, tt.want)
		if got := from.AddDays(tt.n); got != want {
			t.Errorf("%v.AddDays(%d) = %v, want %v", from, tt.n, got, want)
		}
		if got := want.Sub(from); got != tt.n {
			t.Errorf("%v.Sub(%v) = %d, want %d", want, from, got, tt.n)
		}
	}
}

func TestParseDate(t *testing.T) {
	good := []string{"2026-11-22", "0001-01-01", "9999-12-31", "2024-02-29"}
	for _, s := range good {
		d, err := store.ParseDate(s)
		if err != nil {
			t.Errorf("ParseDate(%q) error %v", s, err)
			continue
		}
		if d.String() != s {
			t.Errorf("ParseDate(%q).String() = %q", s, d.String())
		}
	}
	bad := []string{"", "2026-1-22", "2026/11/22", "2026-13-01", "2026-00-10", "2026-02-29",
		"2026-04-31", "0000-01-01", "2026-11-2x", "+026-11-22", "2026-11-22T00:00", " 2026-11-22"}
	for _, s := range bad {
		if d, err := store.ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) = %v, want an error", s, d)
		}
	}
}

func TestDateOfZones(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Skip("no time zone database:", err)
	}
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	// 2026-03-08 04:30 UTC is 23:30 on 03-07 in New York (EST) and 13:30 on 03-08 in Tokyo.
	instant := time.Date(2026, 3, 8, 4, 30, 0, 0, time.UTC)
	tests := []struct {
		loc  *time.Location
		want string
	}{
		{ny, "2026-03-07"},
		{tokyo, "2026-03-08"},
		{time.UTC, "2026-03-08"},
		{nil, "2026-03-08"},
	}
	for _, tt := range tests {
		if got := store.DateOf(instant, tt.loc); got.String() != tt.want {
			t.Errorf("DateOf(%v, %v) = %v, want %s", instant, tt.loc, got, tt.want)
		}
	}
	// The local day of the spring change has 23 hours: 24 hours after its
	// midnight is already 01:00 on the next day; AddDays still counts one.
	d := mustDate(t, "2026-03-08")
	midnight := d.At(0, 0, ny)
	if got := store.DateOf(midnight.Add(24*time.Hour), ny); got != mustDate(t, "2026-03-09") {
		t.Errorf("24h after the spring midnight is %v", got)
	}
	if got := store.DateOf(d.AddDays(1).At(0, 30, ny), ny); got != d.AddDays(1) {
		t.Errorf("At/DateOf round trip = %v", got)
	}
	// The autumn day has 25 hours: 24 hours after its midnight is still that day.
	fall := mustDate(t, "2026-11-01")
	if got := store.DateOf(fall.At(0, 0, ny).Add(24*time.Hour), ny); got != fall {
		t.Errorf("24h after the autumn midnight is %v, want %v", got, fall)
	}
}

func TestDateCompareAndJSON(t *testing.T) {
	a, b := mustDate(t, "2026-12-31"), mustDate(t, "2027-01-01")
	if !a.Before(b) || b.Before(a) || !b.After(a) || a.Compare(a) != 0 {
		t.Errorf("ordering of %v and %v is wrong", a, b)
	}
	if !(store.Date{}).IsZero() || a.IsZero() {
		t.Errorf("IsZero is wrong")
	}
	js, err := json.Marshal(map[string]store.Date{"d": a})
	if err != nil || string(js) != `{"d":"2026-12-31"}` {
		t.Fatalf("json.Marshal = %s, %v", js, err)
	}
	var back map[string]store.Date
	if err := json.Unmarshal(js, &back); err != nil || back["d"] != a {
		t.Fatalf("json.Unmarshal = %v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"d":"2026-02-30"}`), &back); err == nil {
		t.Errorf("json.Unmarshal accepted 2026-02-30")
	}
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-11-22", "2024-02-29", "2026-02-29", "0001-01-01", "9999-12-31", "2026-1-1", "", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := store.ParseDate(s)
		if err != nil {
			return
		}
		if !d.Valid() || d.String() != s {
			t.Fatalf("ParseDate(%q) = %v (valid %v)", s, d, d.Valid())
		}
		if back := d.AddDays(1000).AddDays(-1000); back != d {
			t.Fatalf("%v.AddDays(1000).AddDays(-1000) = %v", d, back)
		}
	})
}

package sqlstore

import (
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func TestNumberPlaceholders(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`WHERE a = ? AND b < ?`, `WHERE a = $1 AND b < $2`},
		{`WHERE a = '?' AND b = ?`, `WHERE a = '?' AND b = $1`},
		{`WHERE "odd?" = ? -- isn't it?
		AND c = ?`, `WHERE "odd?" = $1 -- isn't it?
		AND c = $2`},
	} {
		if got := numberPlaceholders(c.in); got != c.want {
			t.Errorf("numberPlaceholders(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestColumns: the scanners read both databases' forms of a time, a date and a
// nullable ID, and NULL as the zero value.
func TestColumns(t *testing.T) {
	at := time.Date(2026, 5, 4, 9, 30, 0, 123000, time.UTC)
	for _, src := range []any{at.UnixMicro(), at.In(time.FixedZone("x", 3600))} {
		var got time.Time
		if err := (timeCol{&got}).Scan(src); err != nil || !got.Equal(at) || got.Location() != time.UTC {
			t.Errorf("timeCol.Scan(%v) = %v, %v; want %v in UTC", src, got, err, at)
		}
	}
	got := at
	if err := (timeCol{&got}).Scan(nil); err != nil || !got.IsZero() {
		t.Errorf("timeCol.Scan(nil) = %v, %v; want the zero time", got, err)
	}
	want := store.Date{Year: 2026, Month: time.May, Day: 4}
	for _, src := range []any{"2026-05-04", []byte("2026-05-04"), time.Date(2026, 5, 4, 0, 0, 0, 0, time.UTC)} {
		var d store.Date
		if err := (dateCol{&d}).Scan(src); err != nil || d != want {
			t.Errorf("dateCol.Scan(%v) = %v, %v; want %v", src, d, err, want)
		}
	}
	d := want
	if err := (dateCol{&d}).Scan(nil); err != nil || d != (store.Date{}) {
		t.Errorf("dateCol.Scan(nil) = %v, %v; want the zero date", d, err)
	}
	var d2 store.Date
	if err := (dateCol{&d2}).Scan("2026-13-01"); err == nil {
		t.Errorf("dateCol.Scan of an impossible date succeeded: %v", d2)
	}
	id := int64(7)
	if err := (idCol{&id}).Scan(nil); err != nil || id != 0 {
		t.Errorf("idCol.Scan(nil) = %d, %v; want 0", id, err)
	}
	if err := (idCol{&id}).Scan(int64(42)); err != nil || id != 42 {
		t.Errorf("idCol.Scan(42) = %d, %v; want 42", id, err)
	}
}

package storetest

import (
	"bytes"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func testStates(t *testing.T, s store.Store) {
	c := ctx(t)
	now := time.Now()

	_, err := s.GetState(c, "k1")
	wantErr(t, "GetState of a missing key", err, store.ErrNotFound)
	must(t, "DeleteState of a missing key", s.DeleteState(c, "k1"))

	v1 := []byte("hint\x00level=2\xff")
	must(t, "PutState", s.PutState(c, "k1", v1, now.Add(time.Hour)))
	got, err := s.GetState(c, "k1")
	must(t, "GetState", err)
	if !bytes.Equal(got, v1) {
		t.Errorf("GetState = %q, want %q", got, v1)
	}
	must(t, "PutState again", s.PutState(c, "k1", []byte("v2"), now.Add(time.Hour)))
	if got, err = s.GetState(c, "k1"); err != nil || string(got) != "v2" {
		t.Errorf("GetState after replace = %q, %v; want v2", got, err)
	}

	must(t, "PutState empty", s.PutState(c, "empty", nil, now.Add(time.Hour)))
	if got, err = s.GetState(c, "empty"); err != nil || len(got) != 0 {
		t.Errorf("GetState of an empty value = %q, %v", got, err)
	}

	must(t, "PutState expired", s.PutState(c, "old", []byte("x"), now.Add(-time.Second)))
	_, err = s.GetState(c, "old")
	wantErr(t, "GetState of an expired key", err, store.ErrNotFound)
	// An expired value is replaced like any other.
	must(t, "PutState over expired", s.PutState(c, "old", []byte("y"), now.Add(time.Hour)))
	if got, err = s.GetState(c, "old"); err != nil || string(got) != "y" {
		t.Errorf("GetState after refreshing = %q, %v", got, err)
	}

	must(t, "PutState soon", s.PutState(c, "soon", []byte("z"), now.Add(30*time.Minute)))
	must(t, "PutState gone", s.PutState(c, "gone", []byte("z"), now.Add(-time.Minute)))
	n, err := s.DeleteExpiredStates(c, now.Add(45*time.Minute))
	must(t, "DeleteExpiredStates", err)
	if n != 2 { // "soon" and "gone"
		t.Errorf("DeleteExpiredStates = %d, want 2", n)
	}
	for _, k := range []string{"k1", "empty", "old"} {
		if _, err := s.GetState(c, k); err != nil {
			t.Errorf("GetState(%q) after cleanup: %v", k, err)
		}
	}
	must(t, "DeleteState", s.DeleteState(c, "k1"))
	_, err = s.GetState(c, "k1")
	wantErr(t, "GetState after delete", err, store.ErrNotFound)
}

// testPersistence writes through one handle, closes it, and reads through a
// new one, as a restarted bot would.
func testPersistence(t *testing.T, db *database) {
	c := ctx(t)
	d := day(t, "2026-06-01")
	first, err := db.open()
	must(t, "open", err)
	pid, err := first.AddPuzzle(c, puzzle("easy", 9, 0))
	must(t, "AddPuzzle", err)
	must(t, "PutState", first.PutState(c, "btn", []byte("state"), time.Now().Add(time.Hour)))
	if ok, err := first.ClaimPost(c, "g1", d, "A", lease, time.Now()); err != nil || !ok {
		t.Fatalf("ClaimPost = %v, %v", ok, err)
	}
	must(t, "CompletePost", first.CompletePost(c, "g1", d, "A", "m1", pid))
	_, err = first.RecordAnswer(c, store.Answer{GuildID: "g1", UserID: "u1", Date: d, PuzzleID: pid, Correct: true, At: time.Now(), Seconds: 5})
	must(t, "RecordAnswer", err)
	must(t, "close", first.Close())

	s := db.handle()
	if p, err := s.GetPost(c, "g1", d); err != nil || p.MessageID != "m1" {
		t.Errorf("GetPost after reopening = %+v, %v", p, err)
	}
	if r, err := s.GetResult(c, "g1", "u1", d); err != nil || !r.Solved {
		t.Errorf("GetResult after reopening = %+v, %v", r, err)
	}
	if v, err := s.GetState(c, "btn"); err != nil || string(v) != "state" {
		t.Errorf("GetState after reopening = %q, %v", v, err)
	}
}

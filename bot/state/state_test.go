package state

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

type otherStore struct{ *Mem }

var errOtherNotFound = errors.New("other: not found")

func (o otherStore) GetState(ctx context.Context, key string) ([]byte, error) {
	v, err := o.Mem.GetState(ctx, key)
	if errors.Is(err, ErrNotFound) {
		return nil, errOtherNotFound
	}
	return v, err
}

func TestMapNotFound(t *testing.T) {
	s := MapNotFound(otherStore{NewMem()}, errOtherNotFound)
	if _, err := s.GetState(context.Background(), "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("GetState(missing) = %v, want ErrNotFound", err)
	}
	b := &Buttons{Store: s, TTL: time.Hour, Now: time.Now}
	if _, err := (Kind[int]{Prefix: "t:"}).Get(context.Background(), b, "gone"); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("Get(missing) through a mapped store: %v, want NotFound", err)
	}
}

// TestKinds: a value comes back as it was put, under its own kind only; it expires after
// the TTL; Check refuses what it must.
func TestKinds(t *testing.T) {
	type sudoku struct{ N int }
	type nonogram struct{ Rows [][]int }
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	mem := NewMem()
	mem.now = clock
	b := &Buttons{Store: mem, TTL: time.Hour, Now: clock}
	sk := Kind[sudoku]{Prefix: "p:", Name: "state", Check: func(s sudoku) error {
		if s.N < 4 {
			return errors.New("too small")
		}
		return nil
	}}
	nk := Kind[nonogram]{Prefix: "n:", Name: "nonogram state"}
	ctx := context.Background()
	key, err := sk.Put(ctx, b, sudoku{N: 9})
	if err != nil || len(key) != 13 {
		t.Fatalf("Put = %q, %v", key, err)
	}
	if got, err := sk.Get(ctx, b, key); err != nil || got.N != 9 {
		t.Errorf("Get = %+v, %v", got, err)
	}
	if _, err := nk.Get(ctx, b, key); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("a Sudoku key read as a nonogram's: %v, want NotFound", err)
	}
	if err := sk.Replace(ctx, b, key, sudoku{N: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := sk.Get(ctx, b, key); err == nil || err.Error() != "too small" {
		t.Errorf("Get of a value Check refuses = %v", err)
	}
	now = now.Add(2 * time.Hour)
	if _, err := sk.Get(ctx, b, key); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("Get after the TTL = %v, want NotFound", err)
	}
}

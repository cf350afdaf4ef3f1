package storetest

import (
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// testInteractions checks store.Interactions, when the store implements it: an id is new
// once, across handles racing on it, and new again after its record expires.
func testInteractions(t *testing.T, db *database) {
	s := db.handle()
	seen, ok := s.(store.Interactions)
	if !ok {
		t.Skip("the store does not remember interactions")
	}
	c := ctx(t)
	now := time.Now()
	first, err := seen.FirstSeen(c, "1180000000000000001", now.Add(10*time.Minute))
	must(t, "FirstSeen", err)
	again, err := seen.FirstSeen(c, "1180000000000000001", now.Add(10*time.Minute))
	must(t, "FirstSeen again", err)
	if !first || again {
		t.Errorf("FirstSeen = %v then %v, want true then false", first, again)
	}
	// A record already expired does not count.
	_, err = seen.FirstSeen(c, "1180000000000000002", now.Add(-time.Second))
	must(t, "FirstSeen expired", err)
	if fresh, err := seen.FirstSeen(c, "1180000000000000002", now.Add(time.Minute)); err != nil || !fresh {
		t.Errorf("FirstSeen after expiry = %v, %v; want true", fresh, err)
	}
	// Instances racing on one id: exactly one sees it first.
	handles := []store.Interactions{seen, db.handle().(store.Interactions), db.handle().(store.Interactions)}
	var wins atomic.Int32
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			fresh, err := handles[i%len(handles)].FirstSeen(c, "1180000000000000003", now.Add(time.Minute))
			if err != nil {
				t.Errorf("FirstSeen in race: %v", err)
			}
			if fresh {
				wins.Add(1)
			}
		})
	}
	wg.Wait()
	if wins.Load() != 1 {
		t.Errorf("%d handles saw the interaction first, want 1", wins.Load())
	}
}

// testIdentifyTurns checks store.IdentifyTurns, when the store implements it: instances
// booking one bucket at once get turns at least the gap apart, in a row from now; another
// bucket is booked apart.
func testIdentifyTurns(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle(), db.handle()}
	if _, ok := handles[0].(store.IdentifyTurns); !ok {
		t.Skip("the store does not book identify turns")
	}
	c := ctx(t)
	const gap = time.Second
	start := time.Now()
	var (
		mu    sync.Mutex
		turns []time.Time
		wg    sync.WaitGroup
	)
	for i := range 9 {
		wg.Go(func() {
			at, err := handles[i%3].(store.IdentifyTurns).IdentifyTurn(c, "0/1", gap)
			if err != nil {
				t.Errorf("IdentifyTurn: %v", err)
				return
			}
			mu.Lock()
			turns = append(turns, at)
			mu.Unlock()
		})
	}
	wg.Wait()
	slices.SortFunc(turns, func(a, b time.Time) int { return a.Compare(b) })
	if len(turns) != 9 || turns[0].Before(start.Truncate(time.Microsecond)) || turns[0].After(time.Now()) {
		t.Fatalf("turns %v: the first should be now", turns)
	}
	for k := 1; k < len(turns); k++ {
		if d := turns[k].Sub(turns[k-1]); d != gap {
			t.Errorf("turn %d comes %v after turn %d, want %v", k+1, d, k, gap)
		}
	}
	other, err := handles[1].(store.IdentifyTurns).IdentifyTurn(c, "1/2", gap)
	must(t, "IdentifyTurn in another bucket", err)
	if other.After(time.Now()) {
		t.Errorf("another bucket waits until %v", other)
	}
}

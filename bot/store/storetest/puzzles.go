package storetest

import (
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func testPuzzles(t *testing.T, s store.Store) {
	checkAddPuzzle(t, s)  // easy 9×9: 2 puzzles
	checkAddPuzzles(t, s) // hard 9×9: 3, hard 16×16: 2
	checkDrainBank(t, s)  // picks the 3 hard 9×9 ones
}

// checkAddPuzzle adds two easy 9×9 puzzles one at a time: every field comes
// back, a duplicate is a conflict, and a zero Created is filled in.
func checkAddPuzzle(t *testing.T, s store.Store) {
	c := ctx(t)
	_, err := s.GetPuzzle(c, 1)
	wantErr(t, "GetPuzzle of a missing ID", err, store.ErrNotFound)

	p := puzzle("easy", 9, 0)
	p.Created = at(t, "2026-01-02T03:04:05.678901Z")
	p.Kind = store.KindNonogram
	p.Seed = -1 << 62
	id, err := s.AddPuzzle(c, p)
	must(t, "AddPuzzle", err)
	if id <= 0 {
		t.Fatalf("AddPuzzle ID = %d, want > 0", id)
	}
	got, err := s.GetPuzzle(c, id)
	must(t, "GetPuzzle", err)
	p.ID = id
	if !samePuzzle(got, p) {
		t.Errorf("GetPuzzle = %+v, want %+v", got, p)
	}

	_, err = s.AddPuzzle(c, p)
	wantErr(t, "AddPuzzle of a duplicate", err, store.ErrConflict)

	// Created is filled in when zero.
	q := puzzle("easy", 9, 1)
	qid, err := s.AddPuzzle(c, q)
	must(t, "AddPuzzle", err)
	if qid == id {
		t.Errorf("two puzzles got ID %d", id)
	}
	gq, err := s.GetPuzzle(c, qid)
	must(t, "GetPuzzle", err)
	if time.Since(gq.Created) > time.Hour || gq.Created.After(time.Now().Add(time.Minute)) {
		t.Errorf("Created = %v, want about now", gq.Created)
	}
}

// checkAddPuzzles adds 3 hard 9×9 puzzles and a batch with 2 new 16×16 ones,
// and counts each bank.
func checkAddPuzzles(t *testing.T, s store.Store) {
	c := ctx(t)
	addPuzzles(t, s, "hard", 9, 3)
	// A batch: two new, one already in the bank, one repeated in the batch.
	batch := []store.PuzzleRecord{puzzle("hard", 16, 0), puzzle("hard", 9, 1), puzzle("hard", 16, 1), puzzle("hard", 16, 0)}
	n, err := s.AddPuzzles(c, batch)
	must(t, "AddPuzzles", err)
	if n != 2 {
		t.Errorf("AddPuzzles added %d, want 2", n)
	}
	bad := []store.PuzzleRecord{puzzle("hard", 16, 5), {Kind: store.KindSudoku}}
	if _, err := s.AddPuzzles(c, bad); err == nil {
		t.Errorf("AddPuzzles with an invalid record succeeded")
	}
	for _, tt := range []struct {
		band string
		size int
		want int
	}{{"easy", 9, 2}, {"hard", 9, 3}, {"hard", 16, 2}, {"hard", 4, 0}, {"expert", 9, 0}} {
		n, err := s.CountUnused(c, tt.band, tt.size)
		must(t, "CountUnused", err)
		if n != tt.want {
			t.Errorf("CountUnused(%q, %d) = %d, want %d", tt.band, tt.size, n, tt.want)
		}
	}

}

// checkDrainBank picks from an empty bank, then drains the hard 9×9 one.
func checkDrainBank(t *testing.T, s store.Store) {
	c := ctx(t)
	_, err := s.PickPuzzle(c, "expert", 9, day(t, "2026-01-01"))
	wantErr(t, "PickPuzzle from an empty bank", err, store.ErrNoPuzzle)
	wantErr(t, "PickPuzzle from an empty bank", err, store.ErrNotFound)

	// Draining a bank gives distinct puzzles, then ErrNoPuzzle; earlier
	// dates keep their puzzle.
	d := day(t, "2026-02-27")
	picked := map[int64]store.Date{}
	for i := range 3 {
		pd := d.AddDays(i)
		r, err := s.PickPuzzle(c, "hard", 9, pd)
		must(t, "PickPuzzle", err)
		if prev, ok := picked[r.ID]; ok {
			t.Errorf("PickPuzzle(%v) = puzzle %d, already picked for %v", pd, r.ID, prev)
		}
		picked[r.ID] = pd
		if r.UsedOn != pd || r.Band != "hard" || r.Size != 9 {
			t.Errorf("PickPuzzle(%v) = %+v", pd, r)
		}
	}
	_, err = s.PickPuzzle(c, "hard", 9, d.AddDays(3))
	wantErr(t, "PickPuzzle from a drained bank", err, store.ErrNoPuzzle)
	r, err := s.PickPuzzle(c, "hard", 9, d)
	must(t, "PickPuzzle again", err)
	if picked[r.ID] != d {
		t.Errorf("PickPuzzle(%v) again = %d, want the first pick", d, r.ID)
	}
	n, err := s.CountUnused(c, "hard", 16)
	must(t, "CountUnused", err)
	if n != 2 {
		t.Errorf("picking 9×9 changed the 16×16 bank: %d unused", n)
	}
}

func samePuzzle(a, b store.PuzzleRecord) bool {
	return sameBut(a, b, func(p *store.PuzzleRecord) *time.Time { return &p.Created })
}

// testPickDeterministic fills two separate databases with the same bank and
// checks that both pick the same puzzles, by PickIndex over the unused ones.
func testPickDeterministic(t *testing.T, db *database) {
	s1 := db.handle()
	s2 := db.handle()
	c := ctx(t)
	ids := addPuzzles(t, s1, "medium", 9, 40)

	unused := append([]int64(nil), ids...)
	d := day(t, "2026-12-30")
	for i := range 5 {
		pd := d.AddDays(i)
		want := unused[store.PickIndex(pd, "medium", 9, len(unused))]
		a, err := s1.PickPuzzle(c, "medium", 9, pd)
		must(t, "PickPuzzle", err)
		b, err := s2.PickPuzzle(c, "medium", 9, pd)
		must(t, "PickPuzzle on a second handle", err)
		if a.ID != want || b.ID != want {
			t.Errorf("PickPuzzle(%v) = %d on one handle and %d on the other, want %d", pd, a.ID, b.ID, want)
		}
		if a.Puzzle == "" || a.Solution == "" || a.Puzzle != b.Puzzle {
			t.Errorf("PickPuzzle(%v) records differ: %+v vs %+v", pd, a, b)
		}
		for j, id := range unused {
			if id == want {
				unused = append(unused[:j], unused[j+1:]...)
				break
			}
		}
	}
	n, err := s2.CountUnused(c, "medium", 9)
	must(t, "CountUnused", err)
	if n != 35 {
		t.Errorf("CountUnused after 5 days = %d, want 35", n)
	}
}

// testPickRace picks one day's puzzle from many goroutines on two handles,
// and different days at the same time: one puzzle per day, never shared.
func testPickRace(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle()}
	c := ctx(t)
	addPuzzles(t, handles[0], "hard", 9, 30)
	d := day(t, "2026-03-07")
	const days, perDay = 4, 8
	var (
		mu  sync.Mutex
		got = map[store.Date]map[int64]int{}
		wg  sync.WaitGroup
	)
	for i := range days * perDay {
		wg.Go(func() {
			pd := d.AddDays(i % days)
			r, err := handles[i%2].PickPuzzle(c, "hard", 9, pd)
			if err != nil {
				t.Errorf("PickPuzzle(%v): %v", pd, err)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			if got[pd] == nil {
				got[pd] = map[int64]int{}
			}
			got[pd][r.ID]++
		})
	}
	wg.Wait()
	owner := map[int64]store.Date{}
	for pd, ids := range got {
		if len(ids) != 1 {
			t.Errorf("PickPuzzle(%v) returned several puzzles: %v", pd, ids)
		}
		for id := range ids {
			if prev, ok := owner[id]; ok {
				t.Errorf("puzzle %d picked for both %v and %v", id, prev, pd)
			}
			owner[id] = pd
		}
	}
	n, err := handles[1].CountUnused(c, "hard", 9)
	must(t, "CountUnused", err)
	if n != 30-days {
		t.Errorf("CountUnused = %d, want %d", n, 30-days)
	}
}

// testFillRace plays instances filling one shelf of the bank at once, each adding
// puzzles up to a target: together they never leave more than the target unused.
func testFillRace(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle(), db.handle()}
	c := ctx(t)
	const target = 7
	var wg sync.WaitGroup
	var mu sync.Mutex
	added := 0
	for i := range 3 * target {
		wg.Go(func() {
			ok, err := handles[i%3].AddPuzzleUpTo(c, puzzle("medium", 9, i), target)
			if err != nil {
				t.Errorf("AddPuzzleUpTo %d: %v", i, err)
				return
			}
			if ok {
				mu.Lock()
				added++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	n, err := handles[0].CountUnused(c, "medium", 9)
	must(t, "CountUnused", err)
	if n != target || added != target {
		t.Errorf("%d concurrent AddPuzzleUpTo(…, %d): %d added, %d unused; want %d and %d", 3*target, target, added, n, target, target)
	}
	// Other shelves are counted apart; a picked puzzle frees a place; a duplicate is a conflict.
	ok, err := handles[1].AddPuzzleUpTo(c, puzzle("hard", 9, 0), target)
	if err != nil || !ok {
		t.Errorf("AddPuzzleUpTo on another band = %v, %v", ok, err)
	}
	if ok, err := handles[1].AddPuzzleUpTo(c, puzzle("medium", 9, 100), target); err != nil || ok {
		t.Errorf("AddPuzzleUpTo on a full shelf = %v, %v; want false, nil", ok, err)
	}
	_, err = handles[2].PickPuzzle(c, "medium", 9, day(t, "2026-03-07"))
	must(t, "PickPuzzle", err)
	if ok, err := handles[2].AddPuzzleUpTo(c, puzzle("medium", 9, 100), target); err != nil || !ok {
		t.Errorf("AddPuzzleUpTo after a pick = %v, %v; want true", ok, err)
	}
	_, err = handles[0].AddPuzzleUpTo(c, puzzle("hard", 9, 0), target)
	wantErr(t, "AddPuzzleUpTo of a duplicate", err, store.ErrConflict)
}

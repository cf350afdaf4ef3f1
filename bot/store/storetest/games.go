package storetest

import (
	"bytes"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func testGames(t *testing.T, s store.Store) {
	c := ctx(t)
	at0 := at(t, "2026-11-25T18:00:00Z")

	_, err := s.GetGame(c, "g1")
	wantErr(t, "GetGame of a missing game", err, store.ErrNotFound)
	_, err = s.CurrentGame(c, "alice", "play")
	wantErr(t, "CurrentGame with no games", err, store.ErrNotFound)

	g := store.GameRecord{ID: "g1", Kind: "play", Owner: "alice", GuildID: "G", Channel: "C", Version: 1,
		Data: []byte(`{"v":1}`), UpdatedAt: at0}
	must(t, "SaveGame new", s.SaveGame(c, g))
	wantErr(t, "SaveGame new again", s.SaveGame(c, g), store.ErrConflict)
	got, err := s.GetGame(c, "g1")
	must(t, "GetGame", err)
	if got.ID != "g1" || got.Kind != "play" || got.Owner != "alice" || got.GuildID != "G" || got.Channel != "C" ||
		got.Version != 1 || !bytes.Equal(got.Data, g.Data) || !sameTime(got.UpdatedAt, at0) || got.Together || got.Finished {
		t.Errorf("GetGame = %+v, want %+v", got, g)
	}

	// Compare-and-swap: version 2 goes over 1; a second version 2 (a stale writer) conflicts.
	g2 := g
	g2.Version, g2.Data, g2.UpdatedAt = 2, []byte(`{"v":2}`), at0.Add(time.Minute)
	must(t, "SaveGame v2", s.SaveGame(c, g2))
	stale := g
	stale.Version, stale.Data = 2, []byte(`{"v":"stale"}`)
	wantErr(t, "SaveGame stale v2", s.SaveGame(c, stale), store.ErrConflict)
	skip := g
	skip.Version = 4
	wantErr(t, "SaveGame v4 over v2", s.SaveGame(c, skip), store.ErrConflict)
	if got, err = s.GetGame(c, "g1"); err != nil || got.Version != 2 || string(got.Data) != `{"v":2}` {
		t.Errorf("after a refused save: %+v, %v", got, err)
	}

	// The current game: the latest unfinished private one of the kind.
	must(t, "SaveGame g0", s.SaveGame(c, store.GameRecord{ID: "g0", Kind: "play", Owner: "alice", Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(-time.Hour)}))
	must(t, "SaveGame coop", s.SaveGame(c, store.GameRecord{ID: "coop", Kind: "play", Owner: "alice", Together: true, Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(time.Hour)}))
	must(t, "SaveGame daily", s.SaveGame(c, store.GameRecord{ID: "daily", Kind: "daily", Owner: "alice", Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(time.Hour)}))
	must(t, "SaveGame bob", s.SaveGame(c, store.GameRecord{ID: "bob1", Kind: "play", Owner: "bob", Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(time.Hour)}))
	if cur, err := s.CurrentGame(c, "alice", "play"); err != nil || cur.ID != "g1" {
		t.Errorf("CurrentGame = %q, %v; want g1", cur.ID, err)
	}
	if cur, err := s.CurrentGame(c, "alice", "daily"); err != nil || cur.ID != "daily" {
		t.Errorf("CurrentGame daily = %q, %v", cur.ID, err)
	}
	if list, err := s.ListGames(c, "alice", "play", 10); err != nil || len(list) != 2 || list[0].ID != "g1" || list[1].ID != "g0" {
		t.Errorf("ListGames = %v, %v; want g1 then g0", gameIDs(list), err)
	}
	if list, err := s.ListGames(c, "alice", "play", 1); err != nil || len(list) != 1 || list[0].ID != "g1" {
		t.Errorf("ListGames limit 1 = %v, %v; want g1", gameIDs(list), err)
	}
	// A channel's co-op game: the latest unfinished one there.
	_, err = s.ChannelGame(c, "C", "play")
	wantErr(t, "ChannelGame with no co-op game in C", err, store.ErrNotFound)
	must(t, "SaveGame coop in C", s.SaveGame(c, store.GameRecord{ID: "coopC", Kind: "play", Owner: "bob", Channel: "C", Together: true, Version: 1, Data: []byte("x"), UpdatedAt: at0}))
	must(t, "SaveGame older coop in C", s.SaveGame(c, store.GameRecord{ID: "coopC0", Kind: "play", Owner: "carol", Channel: "C", Together: true, Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(-time.Hour)}))
	must(t, "SaveGame coop elsewhere", s.SaveGame(c, store.GameRecord{ID: "coopD", Kind: "play", Owner: "bob", Channel: "D", Together: true, Version: 1, Data: []byte("x"), UpdatedAt: at0.Add(2 * time.Hour)}))
	if cg, err := s.ChannelGame(c, "C", "play"); err != nil || cg.ID != "coopC" {
		t.Errorf("ChannelGame(C) = %q, %v; want coopC", cg.ID, err)
	}
	must(t, "SaveGame coop finished", s.SaveGame(c, store.GameRecord{ID: "coopC", Kind: "play", Owner: "bob", Channel: "C", Together: true, Finished: true, Version: 2, Data: []byte("x"), UpdatedAt: at0.Add(time.Minute)}))
	if cg, err := s.ChannelGame(c, "C", "play"); err != nil || cg.ID != "coopC0" {
		t.Errorf("ChannelGame(C) after its finish = %q, %v; want coopC0", cg.ID, err)
	}
	fin := g2
	fin.Version, fin.Finished, fin.UpdatedAt = 3, true, at0.Add(2*time.Minute)
	must(t, "SaveGame finished", s.SaveGame(c, fin))
	if cur, err := s.CurrentGame(c, "alice", "play"); err != nil || cur.ID != "g0" {
		t.Errorf("CurrentGame after finishing g1 = %q, %v; want g0", cur.ID, err)
	}

	for _, bad := range []store.GameRecord{
		{Kind: "play", Version: 1, Data: []byte("x")},
		{ID: "b", Version: 1, Data: []byte("x")},
		{ID: "b", Kind: "play", Data: []byte("x")},
		{ID: "b", Kind: "play", Version: 1},
	} {
		if err := s.SaveGame(c, bad); err == nil {
			t.Errorf("SaveGame(%+v) accepted a malformed record", bad)
		}
	}
}

func gameIDs(gs []store.GameRecord) []string {
	var ids []string
	for _, g := range gs {
		ids = append(ids, g.ID)
	}
	return ids
}

// testGameRace has two handles, as two instances, play one game from many goroutines:
// each reads, then saves over the version it read, and retries on conflict. No save is
// lost and none overwrites another.
func testGameRace(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle()}
	c := ctx(t)
	must(t, "SaveGame", handles[0].SaveGame(c, store.GameRecord{ID: "race", Kind: "play", Owner: "alice", Version: 1, Data: []byte("0")}))
	const workers, each = 8, 5
	var wg sync.WaitGroup
	var mu sync.Mutex
	conflicts := 0
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := handles[w%2]
			for range each {
				for {
					cur, err := s.GetGame(c, "race")
					if err != nil {
						errs <- err
						return
					}
					next := cur
					next.Version++
					next.Data = fmt.Appendf(nil, "%s,%d", cur.Data, w)
					next.UpdatedAt = time.Time{}
					err = s.SaveGame(c, next)
					if errors.Is(err, store.ErrConflict) {
						mu.Lock()
						conflicts++
						mu.Unlock()
						continue
					}
					if err != nil {
						errs <- err
						return
					}
					break
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	got, err := handles[1].GetGame(c, "race")
	must(t, "GetGame", err)
	if got.Version != 1+workers*each {
		t.Errorf("version %d after %d saves, want %d", got.Version, workers*each, 1+workers*each)
	}
	if n := bytes.Count(got.Data, []byte(",")); n != workers*each {
		t.Errorf("the data records %d saves, want %d (a save was lost)", n, workers*each)
	}
	t.Logf("%d conflicts retried", conflicts)
}

func testPlayerSettings(t *testing.T, s store.Store) {
	c := ctx(t)
	got, err := s.GetPlayerSettings(c, "alice")
	must(t, "GetPlayerSettings of a new member", err)
	if got != store.DefaultPlayerSettings("alice") {
		t.Errorf("defaults = %+v", got)
	}
	at0 := at(t, "2026-11-25T18:00:00Z")
	must(t, "PutPlayerSettings", s.PutPlayerSettings(c, store.PlayerSettings{UserID: "alice", Theme: "dark", Mistakes: true,
		DigitFirst: true, NoHighlights: true, UpdatedAt: at0}))
	got, err = s.GetPlayerSettings(c, "alice")
	must(t, "GetPlayerSettings", err)
	if got.Theme != "dark" || !got.Mistakes || !got.DigitFirst || !got.NoHighlights || !sameTime(got.UpdatedAt, at0) {
		t.Errorf("GetPlayerSettings = %+v", got)
	}
	must(t, "PutPlayerSettings again", s.PutPlayerSettings(c, store.PlayerSettings{UserID: "alice", Theme: "light"}))
	if got, _ = s.GetPlayerSettings(c, "alice"); got.Theme != "light" || got.Mistakes || got.DigitFirst || got.NoHighlights {
		t.Errorf("after replacing: %+v", got)
	}
	if err := s.PutPlayerSettings(c, store.PlayerSettings{}); err == nil {
		t.Errorf("PutPlayerSettings with no user ID succeeded")
	}
}

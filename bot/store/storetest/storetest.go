// Package storetest is the conformance suite that every implementation of
// store.Store passes. It is for tests only: it imports package testing, so no
// non-test code may import it.
//
// An implementation's test calls [Run] with a function that creates a fresh,
// empty database for each case:
//
//	func TestConformance(t *testing.T) {
//		storetest.Run(t, func(tb testing.TB) storetest.Opener {
//			path := filepath.Join(tb.TempDir(), "test.db")
//			return func() (store.Store, error) { return sqlite.Open(path) }
//		})
//	}
package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// An Opener opens a new, independent handle (its own connections) on one
// database. The suite calls it once for most cases and several times where it
// plays several bot instances sharing the database; it closes every handle it
// opens.
type Opener func() (store.Store, error)

// Run runs the conformance suite as subtests of t. newDB is called once per
// case; it must create a fresh, empty database (and arrange its removal with
// tb.Cleanup) and return an Opener for it.
func Run(t *testing.T, newDB func(tb testing.TB) Opener) {
	// The cases of one bot instance: each gets one handle on its database.
	single := []struct {
		name string
		run  func(t *testing.T, s store.Store)
	}{
		{"Settings", testSettings},
		{"DailySettings", testDailySettings},
		{"Puzzles", testPuzzles},
		{"Posts", testPosts},
		{"ClaimArguments", testClaimArguments},
		{"ReleasePost", testReleasePost},
		{"LastPost", testLastPost},
		{"Answers", testAnswers},
		{"Hints", testHints},
		{"Leaderboard", testLeaderboard},
		{"StreakAcrossDST", testStreakAcrossDST},
		{"StreakAcrossMonthAndYear", testStreakAcrossMonthAndYear},
		{"States", testStates},
		{"Games", testGames},
		{"PlayerSettings", testPlayerSettings},
		{"TouchDaily", testTouchDaily},
		{"DayResults", testDayResults},
	}
	// The cases of several instances sharing the database (races, a lease taken over, a
	// simulated week) or of a database closed and opened again: each opens its own handles.
	shared := []struct {
		name string
		run  func(t *testing.T, db *database)
	}{
		{"PickDeterministic", testPickDeterministic},
		{"PickRace", testPickRace},
		{"FillRace", testFillRace},
		{"LeaseTakeover", testLeaseTakeover},
		{"CrashBetweenClaimAndPost", testCrashBetweenClaimAndPost},
		{"ClaimRace", testClaimRace},
		{"AnswerRace", testAnswerRace},
		{"Interactions", testInteractions},
		{"IdentifyTurns", testIdentifyTurns},
		{"Persistence", testPersistence},
		{"SimulatedWeek", testSimulatedWeek},
		{"GameRace", testGameRace},
		{"DailyGame", testDailyGame},
		{"Tasks", testTasks},
	}
	for _, c := range single {
		t.Run(c.name, func(t *testing.T) {
			db := &database{t: t, open: newDB(t)}
			c.run(t, db.handle())
		})
	}
	for _, c := range shared {
		t.Run(c.name, func(t *testing.T) {
			c.run(t, &database{t: t, open: newDB(t)})
		})
	}
}

// A database is one fresh database of a test case.
type database struct {
	t    *testing.T
	open Opener
}

// handle opens a handle on the database, closed when the test ends.
func (db *database) handle() store.Store {
	db.t.Helper()
	s, err := db.open()
	if err != nil {
		db.t.Fatalf("open: %v", err)
	}
	db.t.Cleanup(func() {
		if err := s.Close(); err != nil {
			db.t.Errorf("close: %v", err)
		}
	})
	return s
}

// ctx returns a context for one test.
func ctx(t *testing.T) context.Context {
	return t.Context()
}

// day parses a YYYY-MM-DD date or fails the test.
func day(t testing.TB, s string) store.Date {
	t.Helper()
	d, err := store.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// at parses an RFC 3339 instant or fails the test.
func at(t testing.TB, s string) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// sameTime reports whether a and b are the same instant to the microsecond
// (the precision both stores keep).
func sameTime(a, b time.Time) bool {
	return a.Truncate(time.Microsecond).Equal(b.Truncate(time.Microsecond))
}

// sameBut reports whether a and b are equal, the time that field points at compared
// with sameTime and the rest with ==.
func sameBut[T comparable](a, b T, field func(*T) *time.Time) bool {
	ta, tb := *field(&a), *field(&b)
	*field(&a), *field(&b) = time.Time{}, time.Time{}
	return a == b && sameTime(ta, tb)
}

// oneDay is the start that most daily-play cases share: the ID of the one easy 9×9 puzzle
// it adds to s, the day 2026-06-01 and 08:00 UTC on it.
func oneDay(t *testing.T, s store.Store) (pid int64, d store.Date, t0 time.Time) {
	t.Helper()
	return addPuzzles(t, s, "easy", 9, 1)[0], day(t, "2026-06-01"), at(t, "2026-06-01T08:00:00Z")
}

// zone loads a time zone, or skips the test on a machine without the zone database.
func zone(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Skip("no time zone database:", err)
	}
	return loc
}

// wantErr fails the test unless errors.Is(err, target).
func wantErr(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: error %v, want %v", what, err, target)
	}
}

// must fails the test at once on an error.
func must(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// addPuzzles adds n distinct sudoku puzzles of the band and size and returns
// their IDs in the order added.
func addPuzzles(t testing.TB, s store.Store, band string, size, n int) []int64 {
	t.Helper()
	ids := make([]int64, n)
	for i := range n {
		id, err := s.AddPuzzle(t.Context(), puzzle(band, size, i))
		if err != nil {
			t.Fatalf("AddPuzzle %d: %v", i, err)
		}
		ids[i] = id
	}
	return ids
}

// puzzle returns the i-th test puzzle of a band and size.
func puzzle(band string, size, i int) store.PuzzleRecord {
	return store.PuzzleRecord{
		Kind:     store.KindSudoku,
		Size:     size,
		Band:     band,
		Puzzle:   fmt.Sprintf("%s/%d/puzzle-%04d", band, size, i),
		Solution: fmt.Sprintf("%s/%d/solution-%04d", band, size, i),
		Rating:   1.5 + float64(i%10)/10,
		Score:    300 + i,
		Hardest:  "Hidden Single",
		Seed:     int64(1000 + i),
	}
}

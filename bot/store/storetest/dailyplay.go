package storetest

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// testTouchDaily follows one member's board: first open, actions with short
// and long pauses, a clock going backwards, a solve, and actions after it.
func testTouchDaily(t *testing.T, s store.Store) {
	pid, d, t0 := oneDay(t, s)
	c := ctx(t)
	steps := []struct {
		after  time.Duration // since t0
		active time.Duration // want
	}{
		{0, 0},
		{40 * time.Second, 40 * time.Second},
		{3 * time.Minute, 3 * time.Minute},
		{time.Hour, 3*time.Minute + store.IdleGap},               // a long pause counts IdleGap
		{time.Hour - time.Minute, 3*time.Minute + store.IdleGap}, // backwards: nothing
		{time.Hour + 90*time.Second, 4*time.Minute + 30*time.Second + store.IdleGap}, // from the latest action
	}
	for i, st := range steps {
		r, err := s.TouchDaily(c, "g1", "u1", d, pid, t0.Add(st.after))
		must(t, "TouchDaily", err)
		if r.Active != st.active || !sameTime(r.OpenedAt, t0) || r.PuzzleID != pid || r.Solved || r.Attempts != 0 {
			t.Errorf("step %d: TouchDaily = %+v, want active %v, opened at %v", i, r, st.active, t0)
		}
		if want := t0.Add(max(st.after, time.Hour)); i >= 3 && !sameTime(r.ActiveAt, want) {
			t.Errorf("step %d: ActiveAt = %v, want %v", i, r.ActiveAt, want)
		}
	}
	for i := range 2 {
		r, err := s.AddWrongCheck(c, "g1", "u1", d, pid)
		must(t, "AddWrongCheck", err)
		if r.WrongChecks != i+1 || r.Active == 0 {
			t.Errorf("AddWrongCheck %d = %+v", i+1, r)
		}
	}
	solved, err := s.RecordAnswer(c, store.Answer{GuildID: "g1", UserID: "u1", Date: d, PuzzleID: pid, Correct: true,
		At: t0.Add(2 * time.Hour), Seconds: 600})
	must(t, "RecordAnswer", err)
	if !solved.Solved || solved.WrongChecks != 2 || solved.Seconds != 600 || !sameTime(solved.OpenedAt, t0) {
		t.Errorf("RecordAnswer = %+v", solved)
	}
	// After the solve, nothing changes.
	r, err := s.TouchDaily(c, "g1", "u1", d, pid, t0.Add(3*time.Hour))
	must(t, "TouchDaily after the solve", err)
	if r.Active != solved.Active || !sameTime(r.ActiveAt, solved.ActiveAt) {
		t.Errorf("TouchDaily after the solve = %+v, want %+v", r, solved)
	}
	r, err = s.AddWrongCheck(c, "g1", "u1", d, pid)
	must(t, "AddWrongCheck after the solve", err)
	if r.WrongChecks != 2 {
		t.Errorf("AddWrongCheck after the solve counted: %+v", r)
	}
	// A hint or answer before any open leaves OpenedAt zero (a paper solver).
	r, err = s.AddHint(c, "g1", "u2", d, pid)
	must(t, "AddHint", err)
	if !r.OpenedAt.IsZero() || !r.ActiveAt.IsZero() || r.Active != 0 {
		t.Errorf("a member who never opened the board: %+v", r)
	}
	for _, args := range [][2]string{{"", "u1"}, {"g1", ""}} {
		_, err := s.TouchDaily(c, args[0], args[1], d, pid, t0)
		if err == nil {
			t.Errorf("TouchDaily(%q, %q) accepted", args[0], args[1])
		}
	}
}

func testDailyGame(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle()}
	c := ctx(t)
	pid := addPuzzles(t, handles[0], "easy", 9, 1)[0]
	d := day(t, "2026-06-01")
	const racers = 12
	var wg sync.WaitGroup
	got := make([]string, racers)
	for i := range racers {
		wg.Go(func() {
			r, err := handles[i%2].SetDailyGame(c, "g1", "u1", d, pid, fmt.Sprintf("game-%d", i))
			if err != nil {
				t.Errorf("SetDailyGame: %v", err)
			}
			got[i] = r.GameID
		})
	}
	wg.Wait()
	for i := range got {
		if got[i] == "" || got[i] != got[0] {
			t.Fatalf("SetDailyGame winners %q: want one game for everyone", got)
		}
	}
	r, err := handles[0].GetResult(c, "g1", "u1", d)
	must(t, "GetResult", err)
	if r.GameID != got[0] {
		t.Errorf("GetResult.GameID = %q, want %q", r.GameID, got[0])
	}
	if _, err := handles[0].SetDailyGame(c, "g1", "u1", d, pid, ""); err == nil {
		t.Errorf("SetDailyGame with an empty game ID accepted")
	}
}

// testDayResults checks the ranking: solved first by time plus penalties,
// then the members still playing.
func testDayResults(t *testing.T, s store.Store) {
	pid, d, t0 := oneDay(t, s)
	c := ctx(t)
	type entry struct {
		user               string
		hints, checks, bad int
		solved             bool
		seconds            int
	}
	hintS, checkS := int(store.HintPenalty/time.Second), int(store.WrongCheckPenalty/time.Second)
	for _, e := range []entry{
		{user: "slow", solved: true, seconds: 400},
		{user: "hinted", hints: 2, solved: true, seconds: 400 - 2*hintS + 1}, // 1 s behind "slow"
		{user: "checked", checks: 1, bad: 1, solved: true, seconds: 400 - 2*checkS - 1},
		{user: "fast", solved: true, seconds: 100},
		{user: "playing", checks: 3},
		{user: "opened"},
	} {
		for range e.hints {
			_, err := s.AddHint(c, "g1", e.user, d, pid)
			must(t, "AddHint", err)
		}
		for range e.checks {
			_, err := s.AddWrongCheck(c, "g1", e.user, d, pid)
			must(t, "AddWrongCheck", err)
		}
		_, err := s.TouchDaily(c, "g1", e.user, d, pid, t0)
		must(t, "TouchDaily", err)
		for range e.bad {
			_, err := s.RecordAnswer(c, store.Answer{GuildID: "g1", UserID: e.user, Date: d, PuzzleID: pid, At: t0})
			must(t, "RecordAnswer", err)
		}
		if e.solved {
			_, err := s.RecordAnswer(c, store.Answer{GuildID: "g1", UserID: e.user, Date: d, PuzzleID: pid, Correct: true,
				At: t0.Add(time.Duration(e.seconds) * time.Second), Seconds: e.seconds})
			must(t, "RecordAnswer", err)
		}
	}
	all, err := s.DayResults(c, "g1", d)
	must(t, "DayResults", err)
	var names []string
	for _, r := range all {
		names = append(names, fmt.Sprintf("%s:%v", r.UserID, r.Score()))
	}
	want := fmt.Sprintf("[fast:1m40s checked:6m39s slow:6m40s hinted:6m41s opened:0s playing:%v]", 3*store.WrongCheckPenalty)
	if fmt.Sprint(names) != want {
		t.Errorf("DayResults = %v, want %s", names, want)
	}
	board, err := s.Leaderboard(c, "g1", d)
	must(t, "Leaderboard", err)
	if len(board) != 4 || board[0].UserID != "fast" || board[3].UserID != "hinted" {
		t.Errorf("Leaderboard = %+v, want the 4 solvers in DayResults order", board)
	}
	other, err := s.DayResults(c, "g1", d.AddDays(1))
	must(t, "DayResults of another day", err)
	if len(other) != 0 {
		t.Errorf("DayResults of another day = %+v", other)
	}
}

func testTasks(t *testing.T, db *database) {
	s := db.handle()
	c := ctx(t)
	d := day(t, "2026-06-01")
	t0 := at(t, "2026-06-01T08:00:00Z")
	claimT := func(kind, owner string, now time.Time) bool {
		t.Helper()
		ok, err := s.ClaimTask(c, "g1", d, kind, owner, lease, now)
		must(t, "ClaimTask", err)
		return ok
	}
	_, err := s.GetTask(c, "g1", d, store.TaskRecap)
	wantErr(t, "GetTask before any claim", err, store.ErrNotFound)
	if !claimT(store.TaskRecap, "A", t0) {
		t.Fatal("first ClaimTask lost")
	}
	if claimT(store.TaskRecap, "B", t0.Add(time.Minute)) {
		t.Error("ClaimTask within the lease won")
	}
	if !claimT(store.TaskBoard, "B", t0) {
		t.Error("a task of another kind is not separate")
	}
	// A takes over after the lease; B's late completion is refused.
	if !claimT(store.TaskRecap, "B", t0.Add(lease+time.Second)) {
		t.Fatal("ClaimTask after the lease lost")
	}
	wantErr(t, "CompleteTask by the old owner", s.CompleteTask(c, "g1", d, store.TaskRecap, "A", "m1", ""), store.ErrConflict)
	must(t, "CompleteTask", s.CompleteTask(c, "g1", d, store.TaskRecap, "B", "m2", "x"))
	must(t, "CompleteTask retried", s.CompleteTask(c, "g1", d, store.TaskRecap, "B", "m2", "x"))
	task, err := s.GetTask(c, "g1", d, store.TaskRecap)
	must(t, "GetTask", err)
	if task.State != store.PostPosted || task.Owner != "B" || task.MessageID != "m2" || task.Detail != "x" ||
		task.Kind != store.TaskRecap || task.Date != d || task.GuildID != "g1" {
		t.Errorf("GetTask = %+v", task)
	}
	if claimT(store.TaskRecap, "C", t0.Add(48*time.Hour)) {
		t.Error("ClaimTask of a done task won")
	}
	wantErr(t, "ReleaseTask of a done task", s.ReleaseTask(c, "g1", d, store.TaskRecap, "B"), store.ErrConflict)
	wantErr(t, "ReleaseTask of a missing task", s.ReleaseTask(c, "g1", d, store.TaskThread, "B"), store.ErrNotFound)
	must(t, "ReleaseTask", s.ReleaseTask(c, "g1", d, store.TaskBoard, "B"))
	if !claimT(store.TaskBoard, "C", t0) {
		t.Error("ClaimTask after a release lost")
	}
	// Swapping the detail: only a done task, only from the stored value.
	if ok, err := s.SwapTaskDetail(c, "g1", d, store.TaskBoard, "", "h1"); err != nil || ok {
		t.Errorf("SwapTaskDetail of a claimed task = %v, %v", ok, err)
	}
	must(t, "CompleteTask", s.CompleteTask(c, "g1", d, store.TaskBoard, "C", "m3", "h0"))
	if ok, err := s.SwapTaskDetail(c, "g1", d, store.TaskBoard, "wrong", "h1"); err != nil || ok {
		t.Errorf("SwapTaskDetail from a stale value = %v, %v", ok, err)
	}
	if _, err := s.ClaimTask(c, "g1", d, "", "A", lease, t0); err == nil {
		t.Error("ClaimTask with an empty kind accepted")
	}

	// Racing swaps from one value: exactly one wins.
	handles := []store.Store{s, db.handle()}
	var wins atomic.Int32
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			ok, err := handles[i%2].SwapTaskDetail(c, "g1", d, store.TaskBoard, "h0", fmt.Sprintf("h-%d", i))
			if err != nil {
				t.Errorf("SwapTaskDetail: %v", err)
			}
			if ok {
				wins.Add(1)
			}
		})
	}
	wg.Wait()
	if n := wins.Load(); n != 1 {
		t.Errorf("%d racing swaps won, want 1", n)
	}
}

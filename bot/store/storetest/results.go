package storetest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func testAnswers(t *testing.T, s store.Store) {
	pid, d, t0 := oneDay(t, s)
	c := ctx(t)
	answer := func(correct bool, after int) store.Result {
		t.Helper()
		r, err := s.RecordAnswer(c, store.Answer{
			GuildID: "g1", UserID: "u1", Date: d, PuzzleID: pid, Correct: correct,
			At: t0.Add(time.Duration(after) * time.Second), Seconds: after,
		})
		must(t, "RecordAnswer", err)
		return r
	}

	_, err := s.GetResult(c, "g1", "u1", d)
	wantErr(t, "GetResult before any answer", err, store.ErrNotFound)

	r := answer(false, 60)
	if r.Solved || r.Attempts != 1 || r.Seconds != 0 || !r.SolvedAt.IsZero() || r.PuzzleID != pid ||
		r.GuildID != "g1" || r.UserID != "u1" || r.Date != d {
		t.Errorf("after a wrong answer: %+v", r)
	}
	r = answer(true, 125)
	solved := r
	if !r.Solved || r.Attempts != 2 || r.Seconds != 125 || !sameTime(r.SolvedAt, t0.Add(125*time.Second)) {
		t.Errorf("after the correct answer: %+v", r)
	}
	// Later answers, wrong or right again (a retried request), change nothing.
	for i, correct := range []bool{false, true, false} {
		if r = answer(correct, 200+i); !sameResult(r, solved) {
			t.Errorf("answer %d after the solve changed the result: %+v, want %+v", i, r, solved)
		}
	}
	got, err := s.GetResult(c, "g1", "u1", d)
	must(t, "GetResult", err)
	if !sameResult(got, solved) {
		t.Errorf("GetResult = %+v, want %+v", got, solved)
	}
	// Other dates, guilds and users are separate.
	for _, k := range [][3]string{{"g2", "u1", "2026-06-01"}, {"g1", "u2", "2026-06-01"}, {"g1", "u1", "2026-06-02"}} {
		_, err := s.GetResult(c, k[0], k[1], day(t, k[2]))
		wantErr(t, fmt.Sprint("GetResult ", k), err, store.ErrNotFound)
	}
}

func sameResult(a, b store.Result) bool {
	return sameBut(a, b, func(r *store.Result) *time.Time { return &r.SolvedAt })
}

func testHints(t *testing.T, s store.Store) {
	pid, d, _ := oneDay(t, s)
	c := ctx(t)
	for want := 1; want <= 2; want++ {
		r, err := s.AddHint(c, "g1", "u1", d, pid)
		must(t, "AddHint", err)
		if r.Hints != want || r.Solved || r.Attempts != 0 || r.PuzzleID != pid {
			t.Errorf("AddHint %d = %+v", want, r)
		}
	}
	_, err := s.RecordAnswer(c, store.Answer{GuildID: "g1", UserID: "u1", Date: d, PuzzleID: pid, Correct: true, At: time.Now(), Seconds: 30})
	must(t, "RecordAnswer", err)
	r, err := s.AddHint(c, "g1", "u1", d, pid)
	must(t, "AddHint after solving", err)
	if r.Hints != 2 || !r.Solved || r.Attempts != 1 {
		t.Errorf("AddHint after solving = %+v, want 2 hints, solved in 1 attempt", r)
	}
}

func testLeaderboard(t *testing.T, s store.Store) {
	pid, d, t0 := oneDay(t, s)
	c := ctx(t)
	type entry struct {
		user    string
		date    store.Date
		hints   int
		correct bool
		seconds int
	}
	for _, e := range []entry{
		{"u1", d, 0, true, 300},
		{"u2", d, 2, true, 100},
		{"u3", d, 0, true, 100},
		{"u4", d, 1, false, 50},
		{"u5", d.AddDays(-1), 0, true, 10},
		{"u6", d, 0, true, 100},
	} {
		for range e.hints {
			_, err := s.AddHint(c, "g1", e.user, e.date, pid)
			must(t, "AddHint", err)
		}
		guild := "g1"
		if e.user == "u6" {
			guild = "g2"
		}
		_, err := s.RecordAnswer(c, store.Answer{GuildID: guild, UserID: e.user, Date: e.date, PuzzleID: pid,
			Correct: e.correct, At: t0.Add(time.Duration(e.seconds) * time.Second), Seconds: e.seconds})
		must(t, "RecordAnswer", err)
	}
	board, err := s.Leaderboard(c, "g1", d)
	must(t, "Leaderboard", err)
	var got []string
	for _, r := range board {
		got = append(got, fmt.Sprintf("%s:%ds:%dh", r.UserID, r.Seconds, r.Hints))
		if !r.Solved || r.Date != d || r.GuildID != "g1" {
			t.Errorf("Leaderboard entry %+v", r)
		}
	}
	if want := "[u3:100s:0h u2:100s:2h u1:300s:0h]"; fmt.Sprint(got) != want {
		t.Errorf("Leaderboard = %v, want %s", got, want)
	}
	board, err = s.Leaderboard(c, "g1", d.AddDays(1))
	must(t, "Leaderboard of an empty day", err)
	if len(board) != 0 {
		t.Errorf("Leaderboard of an empty day = %+v", board)
	}
}

// solveAt records a correct answer by user at the instant when (RFC 3339),
// on the date that instant has in loc, and returns that date.
func solveAt(t *testing.T, s store.Store, guild, user string, loc *time.Location, when string, pid int64) store.Date {
	t.Helper()
	tm := at(t, when)
	d := store.DateOf(tm, loc)
	_, err := s.RecordAnswer(ctx(t), store.Answer{GuildID: guild, UserID: user, Date: d, PuzzleID: pid, Correct: true, At: tm, Seconds: 60})
	must(t, "RecordAnswer", err)
	return d
}

func wantStreak(t *testing.T, s store.Store, guild, user string, today store.Date, cur, best int) {
	t.Helper()
	st, err := s.Streak(ctx(t), guild, user, today)
	must(t, "Streak", err)
	if st.Current != cur || st.Best != best {
		t.Errorf("Streak(%s, %s, %v) = %+v, want current %d, best %d", guild, user, today, st, cur, best)
	}
}

// testStreakAcrossDST solves daily puzzles in New York around both DST
// changes of 2026, at instants that are more, or less, than 24 hours apart.
func testStreakAcrossDST(t *testing.T, s store.Store) {
	ny := zone(t, "America/New_York")
	pid := addPuzzles(t, s, "easy", 9, 1)[0]

	// u1 solves at 23:30 local every evening from 03-06 to 03-10; the spring
	// change on 03-08 makes one gap 23 hours.
	for _, w := range []string{"2026-03-07T04:30:00Z", "2026-03-08T04:30:00Z", "2026-03-09T03:30:00Z",
		"2026-03-10T03:30:00Z", "2026-03-11T03:30:00Z"} {
		solveAt(t, s, "g1", "u1", ny, w, pid)
	}
	wantStreak(t, s, "g1", "u1", day(t, "2026-03-10"), 5, 5)
	wantStreak(t, s, "g1", "u1", day(t, "2026-03-11"), 5, 5) // not solved yet today: still alive
	wantStreak(t, s, "g1", "u1", day(t, "2026-03-12"), 0, 5)

	// u2 solves at 00:10 on 10-31 and at 23:50 on 11-01 (a 25-hour day):
	// 48h40m apart, yet consecutive dates.
	a := solveAt(t, s, "g1", "u2", ny, "2026-10-31T04:10:00Z", pid)
	b := solveAt(t, s, "g1", "u2", ny, "2026-11-02T04:50:00Z", pid)
	if a.String() != "2026-10-31" || b.String() != "2026-11-01" {
		t.Fatalf("local dates %v, %v; want 2026-10-31, 2026-11-01", a, b)
	}
	wantStreak(t, s, "g1", "u2", b, 2, 2)

	// u3 solves at 23:50 on 03-07 and at 00:10 on 03-09: 23h20m apart across
	// the 23-hour day, yet 03-08 is missed and the streak is broken.
	a = solveAt(t, s, "g1", "u3", ny, "2026-03-08T04:50:00Z", pid)
	b = solveAt(t, s, "g1", "u3", ny, "2026-03-09T04:10:00Z", pid)
	if a.String() != "2026-03-07" || b.String() != "2026-03-09" {
		t.Fatalf("local dates %v, %v; want 2026-03-07, 2026-03-09", a, b)
	}
	wantStreak(t, s, "g1", "u3", b, 1, 1)

	all, err := s.AllTime(ctx(t), "g1", day(t, "2026-11-02"))
	must(t, "AllTime", err)
	var got []string
	for _, st := range all {
		got = append(got, fmt.Sprintf("%s:%d:%d/%d", st.UserID, st.Solves, st.Streak.Current, st.Streak.Best))
	}
	if want := "[u1:5:0/5 u2:2:2/2 u3:2:0/1]"; fmt.Sprint(got) != want {
		t.Errorf("AllTime = %v, want %s", got, want)
	}
}

// testStreakAcrossMonthAndYear runs streaks over month and year ends, in a
// zone far east of UTC where the local date is already the next day.
func testStreakAcrossMonthAndYear(t *testing.T, s store.Store) {
	akl := zone(t, "Pacific/Auckland")
	pid := addPuzzles(t, s, "easy", 9, 1)[0]
	// 20:00 UTC is 09:00 the next day in Auckland (NZDT, +13).
	for _, w := range []string{"2026-12-29T20:00:00Z", "2026-12-30T20:00:00Z", "2026-12-31T20:00:00Z", "2027-01-01T20:00:00Z"} {
		solveAt(t, s, "g1", "u1", akl, w, pid)
	}
	wantStreak(t, s, "g1", "u1", day(t, "2027-01-02"), 4, 4) // 12-30 … 01-02 local
	wantStreak(t, s, "g1", "u1", day(t, "2027-01-03"), 4, 4)
	wantStreak(t, s, "g1", "u1", day(t, "2027-01-04"), 0, 4)
	wantStreak(t, s, "g2", "u1", day(t, "2027-01-02"), 0, 0)

	for _, w := range []string{"2027-01-30T20:00:00Z", "2027-01-31T20:00:00Z", "2027-02-27T20:00:00Z", "2027-02-28T20:00:00Z"} {
		solveAt(t, s, "g1", "u2", akl, w, pid) // 01-31, 02-01, then 02-28, 03-01
	}
	wantStreak(t, s, "g1", "u2", day(t, "2027-03-01"), 2, 2)
	st, err := s.Streak(ctx(t), "g1", "u2", day(t, "2027-03-01"))
	must(t, "Streak", err)
	if st.Last.String() != "2027-03-01" {
		t.Errorf("Streak.Last = %v, want 2027-03-01", st.Last)
	}
}

// testAnswerRace submits many answers at once from two handles: every member
// ends solved exactly once, with the time of their one correct answer.
func testAnswerRace(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle()}
	c := ctx(t)
	pid := addPuzzles(t, handles[0], "easy", 9, 1)[0]
	d := day(t, "2026-06-01")
	t0 := at(t, "2026-06-01T08:00:00Z")
	const users, perUser = 12, 5 // one correct answer among perUser
	var wg sync.WaitGroup
	for i := range users * perUser {
		wg.Go(func() {
			u, k := i%users, i/users
			correct := k == 2
			_, err := handles[i%2].RecordAnswer(c, store.Answer{GuildID: "g1", UserID: fmt.Sprintf("u%02d", u),
				Date: d, PuzzleID: pid, Correct: correct, At: t0.Add(time.Duration(u) * time.Second), Seconds: 1000 + u})
			if err != nil {
				t.Errorf("RecordAnswer: %v", err)
			}
		})
	}
	wg.Wait()
	board, err := handles[1].Leaderboard(c, "g1", d)
	must(t, "Leaderboard", err)
	if len(board) != users {
		t.Fatalf("Leaderboard has %d members, want %d", len(board), users)
	}
	// Wrong answers before the correct one are penalised, so the order
	// depends on how the race went: check each member once, ranked by score.
	seen := map[string]bool{}
	for i, r := range board {
		var u int
		if _, err := fmt.Sscanf(r.UserID, "u%02d", &u); err != nil || seen[r.UserID] || r.Seconds != 1000+u ||
			r.Attempts < 1 || r.Attempts > perUser || (i > 0 && r.Score() < board[i-1].Score()) {
			t.Errorf("Leaderboard[%d] = %+v", i, r)
		}
		seen[r.UserID] = true
	}
}

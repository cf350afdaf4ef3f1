package storetest

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const lease = 10 * time.Minute

// claim calls ClaimPost and fails the test on an error.
func claim(t *testing.T, s store.Store, guild string, d store.Date, owner string, now time.Time) bool {
	t.Helper()
	ok, err := s.ClaimPost(ctx(t), guild, d, owner, lease, now)
	if err != nil {
		t.Fatalf("ClaimPost(%s, %v, %s, %v): %v", guild, d, owner, now, err)
	}
	return ok
}

func testPosts(t *testing.T, s store.Store) {
	c := ctx(t)
	pid := addPuzzles(t, s, "easy", 9, 1)[0]
	must(t, "PutSettings", s.PutSettings(c, store.GuildSettings{
		GuildID: "g1", ChannelID: "chan1", PostTime: "08:00", TimeZone: "Europe/Paris",
		Band: "easy", Size: 9, Enabled: true,
	}))
	d := day(t, "2026-06-01")
	t0 := at(t, "2026-06-01T06:00:00.5Z")

	_, err := s.GetPost(c, "g1", d)
	wantErr(t, "GetPost before any claim", err, store.ErrNotFound)
	wantErr(t, "CompletePost before any claim", s.CompletePost(c, "g1", d, "A", "m1", pid), store.ErrNotFound)

	if !claim(t, s, "g1", d, "A", t0) {
		t.Fatalf("first ClaimPost = false, want true")
	}
	if claim(t, s, "g1", d, "A", t0.Add(time.Minute)) {
		t.Errorf("ClaimPost by the same owner within the lease = true, want false")
	}
	if claim(t, s, "g1", d, "B", t0.Add(time.Minute)) {
		t.Errorf("ClaimPost by another owner within the lease = true, want false")
	}
	if !claim(t, s, "g2", d, "B", t0) || !claim(t, s, "g1", d.AddDays(1), "B", t0) {
		t.Errorf("claims of another guild or another date are independent")
	}

	p, err := s.GetPost(c, "g1", d)
	must(t, "GetPost", err)
	if p.GuildID != "g1" || p.Date != d || p.State != store.PostClaimed || p.Owner != "A" ||
		!sameTime(p.ClaimedAt, t0) || p.PuzzleID != 0 || p.MessageID != "" || !p.PostedAt.IsZero() {
		t.Errorf("GetPost of a claim = %+v", p)
	}

	wantErr(t, "CompletePost by a non-owner", s.CompletePost(c, "g1", d, "B", "m1", pid), store.ErrConflict)
	must(t, "CompletePost", s.CompletePost(c, "g1", d, "A", "m1", pid))
	must(t, "CompletePost repeated", s.CompletePost(c, "g1", d, "A", "m1", pid))
	wantErr(t, "CompletePost with another message", s.CompletePost(c, "g1", d, "A", "m2", pid), store.ErrConflict)

	p, err = s.GetPost(c, "g1", d)
	must(t, "GetPost", err)
	if p.State != store.PostPosted || p.Owner != "A" || p.MessageID != "m1" || p.PuzzleID != pid ||
		p.ChannelID != "chan1" || p.PostedAt.IsZero() || !sameTime(p.ClaimedAt, t0) {
		t.Errorf("GetPost after CompletePost = %+v", p)
	}

	// A done post is never claimed again, however old.
	if claim(t, s, "g1", d, "C", t0.Add(100*lease)) {
		t.Errorf("ClaimPost of a posted date long after = true, want false")
	}
	wantErr(t, "ReleasePost of a posted date", s.ReleasePost(c, "g1", d, "A"), store.ErrConflict)
}

func testClaimArguments(t *testing.T, s store.Store) {
	c := ctx(t)
	d := day(t, "2026-06-01")
	now := at(t, "2026-06-01T06:00:00Z")
	if _, err := s.ClaimPost(c, "g1", d, "A", 0, now); err == nil {
		t.Errorf("ClaimPost with a zero lease succeeded")
	}
	if _, err := s.ClaimPost(c, "g1", d, "", lease, now); err == nil {
		t.Errorf("ClaimPost with no owner succeeded")
	}
	if _, err := s.ClaimPost(c, "g1", store.Date{}, "A", lease, now); err == nil {
		t.Errorf("ClaimPost with a zero date succeeded")
	}
}

func testLeaseTakeover(t *testing.T, db *database) {
	a, b := db.handle(), db.handle()
	c := ctx(t)
	pid := addPuzzles(t, a, "easy", 9, 1)[0]
	d := day(t, "2026-06-01")
	t0 := at(t, "2026-06-01T06:00:00Z")

	if !claim(t, a, "g1", d, "A", t0) {
		t.Fatal("ClaimPost by A = false")
	}
	if claim(t, b, "g1", d, "B", t0.Add(lease-time.Second)) {
		t.Errorf("ClaimPost by B before the lease expired = true")
	}
	if claim(t, b, "g1", d, "B", t0.Add(lease)) {
		t.Errorf("ClaimPost by B exactly at the lease's end = true, want false")
	}
	if !claim(t, b, "g1", d, "B", t0.Add(lease+time.Second)) {
		t.Fatalf("ClaimPost by B after the lease expired = false, want true")
	}
	p, err := a.GetPost(c, "g1", d)
	must(t, "GetPost", err)
	if p.Owner != "B" || !sameTime(p.ClaimedAt, t0.Add(lease+time.Second)) || p.State != store.PostClaimed {
		t.Errorf("GetPost after take-over = %+v", p)
	}
	// A woke up late: it may not complete, and may not steal it back before
	// B's lease ends.
	wantErr(t, "CompletePost by the old owner", a.CompletePost(c, "g1", d, "A", "mA", pid), store.ErrConflict)
	if claim(t, a, "g1", d, "A", t0.Add(lease+2*time.Second)) {
		t.Errorf("ClaimPost by A within B's lease = true")
	}
	must(t, "CompletePost by B", b.CompletePost(c, "g1", d, "B", "mB", pid))
	p, err = a.GetPost(c, "g1", d)
	must(t, "GetPost", err)
	if p.Owner != "B" || p.MessageID != "mB" || p.State != store.PostPosted {
		t.Errorf("GetPost after B completed = %+v", p)
	}
}

// testCrashBetweenClaimAndPost: an instance claims, then dies before posting
// (its handle closes without CompletePost). After the lease another instance
// takes the claim and posts, once.
func testCrashBetweenClaimAndPost(t *testing.T, db *database) {
	c := ctx(t)
	d := day(t, "2026-11-01")
	t0 := at(t, "2026-11-01T13:00:00Z")

	crashed, err := db.open()
	must(t, "open", err)
	if ok, err := crashed.ClaimPost(c, "g1", d, "dead", lease, t0); err != nil || !ok {
		t.Fatalf("ClaimPost = %v, %v", ok, err)
	}
	must(t, "close", crashed.Close())

	s := db.handle()
	pid := addPuzzles(t, s, "easy", 9, 1)[0]
	var posted int
	for minute := 1; minute <= 15; minute++ { // one tick a minute
		now := t0.Add(time.Duration(minute) * time.Minute)
		for _, owner := range []string{"i1", "i2", "i3"} {
			if claim(t, s, "g1", d, owner, now) {
				posted++
				if now.Sub(t0) <= lease {
					t.Errorf("%s claimed at %v, before the dead claim's lease expired", owner, now)
				}
				must(t, "CompletePost", s.CompletePost(c, "g1", d, owner, fmt.Sprint("m-", owner), pid))
			}
		}
	}
	if posted != 1 {
		t.Errorf("posted %d times after the crash, want 1", posted)
	}
}

func testReleasePost(t *testing.T, s store.Store) {
	c := ctx(t)
	d := day(t, "2026-06-01")
	t0 := at(t, "2026-06-01T06:00:00Z")
	wantErr(t, "ReleasePost of nothing", s.ReleasePost(c, "g1", d, "A"), store.ErrNotFound)
	claim(t, s, "g1", d, "A", t0)
	wantErr(t, "ReleasePost by a non-owner", s.ReleasePost(c, "g1", d, "B"), store.ErrConflict)
	must(t, "ReleasePost", s.ReleasePost(c, "g1", d, "A"))
	_, err := s.GetPost(c, "g1", d)
	wantErr(t, "GetPost after release", err, store.ErrNotFound)
	if !claim(t, s, "g1", d, "B", t0.Add(time.Second)) {
		t.Errorf("ClaimPost after release = false, want true")
	}
}

// testClaimRace races many goroutines, spread over two handles as two
// instances would be, to claim each of several (guild, date) pairs; for each,
// exactly one wins. It then races take-overs of the expired claims.
func testClaimRace(t *testing.T, db *database) {
	handles := []store.Store{db.handle(), db.handle()}
	c := ctx(t)
	const dates, racers = 6, 16
	d := day(t, "2026-03-07")
	t0 := at(t, "2026-03-07T12:00:00Z")
	for round, now := range []time.Time{t0, t0.Add(lease + time.Minute)} {
		var wins [dates]atomic.Int32
		var wg sync.WaitGroup
		for i := range dates * racers {
			wg.Go(func() {
				k := i % dates
				owner := fmt.Sprintf("r%d-owner%d", round, i)
				ok, err := handles[i%2].ClaimPost(c, "g1", d.AddDays(k), owner, lease, now)
				if err != nil {
					t.Errorf("ClaimPost: %v", err)
				}
				if ok {
					wins[k].Add(1)
				}
			})
		}
		wg.Wait()
		for k := range dates {
			if n := wins[k].Load(); n != 1 {
				t.Errorf("round %d, %v: %d claims won, want exactly 1", round, d.AddDays(k), n)
			}
		}
	}
}

func testLastPost(t *testing.T, s store.Store) {
	c := ctx(t)
	ids := addPuzzles(t, s, "easy", 9, 3)
	t0 := at(t, "2026-12-30T06:00:00Z")
	post := func(ds string, id int64, complete bool) {
		d := day(t, ds)
		if !claim(t, s, "g1", d, "A", t0) {
			t.Fatalf("claim %s failed", ds)
		}
		if complete {
			must(t, "CompletePost", s.CompletePost(c, "g1", d, "A", "m"+ds, id))
		}
	}
	_, err := s.LastPost(c, "g1", day(t, "2027-01-01"))
	wantErr(t, "LastPost with no posts", err, store.ErrNotFound)
	post("2026-12-30", ids[0], true)
	post("2026-12-31", ids[1], true)
	post("2027-01-01", ids[2], false) // claimed, not posted
	claim(t, s, "g2", day(t, "2027-01-01"), "A", t0)

	for _, tt := range []struct{ before, want string }{
		{"2027-01-02", "2026-12-31"}, // the claim of 01-01 is not a post
		{"2027-01-01", "2026-12-31"},
		{"2026-12-31", "2026-12-30"},
	} {
		p, err := s.LastPost(c, "g1", day(t, tt.before))
		must(t, "LastPost", err)
		if p.Date.String() != tt.want || p.MessageID != "m"+tt.want {
			t.Errorf("LastPost(before %s) = %+v, want %s", tt.before, p, tt.want)
		}
	}
	_, err = s.LastPost(c, "g1", day(t, "2026-12-30"))
	wantErr(t, "LastPost before the first", err, store.ErrNotFound)
	_, err = s.LastPost(c, "g2", day(t, "2027-02-01"))
	wantErr(t, "LastPost of a guild with only a claim", err, store.ErrNotFound)
}

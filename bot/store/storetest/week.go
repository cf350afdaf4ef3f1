package storetest

import (
	"fmt"
	"hash/fnv"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// A postKey names one daily post.
type postKey struct {
	guild string
	date  store.Date
}

// week is the shared record of a simulated week, kept by the test.
type week struct {
	mu        sync.Mutex
	completes map[postKey]int        // successful CompletePost calls
	crashed   map[postKey]string     // the owner that died holding the claim
	picks     map[postKey]int64      // key.guild is "band/size" here
	posted    map[postKey]store.Date // puzzle ID → date, to catch reuse (guild = ID)
}

// instance is one simulated bot instance: a handle and the owner name of its
// current process, which changes when it "restarts" after a crash.
type instance struct {
	s        store.Store
	name     string
	restarts int
	done     map[postKey]bool // posts this instance has seen completed
}

func (in *instance) owner() string { return fmt.Sprintf("%s-run%d", in.name, in.restarts) }

// crashes decides, the same way every run, whether the instance dies
// between its claim and its post for k: once for about a third of the posts.
func crashes(k postKey) bool {
	h := fnv.New32a()
	fmt.Fprint(h, k.guild, k.date)
	return h.Sum32()%3 == 0
}

// tick does what a bot's scheduler tick does for every enabled guild.
func (in *instance) tick(t *testing.T, w *week, now time.Time, lease time.Duration) {
	c := ctx(t)
	guilds, err := in.s.ListEnabled(c)
	if err != nil {
		t.Errorf("%s: ListEnabled: %v", in.name, err)
		return
	}
	for _, g := range guilds {
		date, due, err := g.PostDue(now, 3*lease)
		if err != nil {
			t.Errorf("PostDue(%+v): %v", g, err)
			continue
		}
		k := postKey{g.GuildID, date}
		if !due || in.done[k] {
			continue
		}
		owner := in.owner()
		ok, err := in.s.ClaimPost(c, g.GuildID, date, owner, lease, now)
		if err != nil {
			t.Errorf("%s: ClaimPost: %v", owner, err)
			continue
		}
		if !ok {
			if p, err := in.s.GetPost(c, g.GuildID, date); err == nil && p.State == store.PostPosted {
				in.done[k] = true
			}
			continue
		}
		w.mu.Lock()
		_, already := w.crashed[k]
		crash := !already && crashes(k)
		if crash {
			w.crashed[k] = owner
		}
		w.mu.Unlock()
		if crash {
			in.restarts++ // the process dies holding the claim and comes back under a new owner
			continue
		}
		p, err := in.s.PickPuzzle(c, g.Band, g.Size, date)
		if err != nil {
			t.Errorf("%s: PickPuzzle: %v", owner, err)
			continue
		}
		if err := in.s.CompletePost(c, g.GuildID, date, owner, fmt.Sprintf("msg-%s-%v", g.GuildID, date), p.ID); err != nil {
			t.Errorf("%s: CompletePost(%v): %v", owner, k, err)
			continue
		}
		in.done[k] = true
		w.mu.Lock()
		w.completes[k]++
		bk := postKey{fmt.Sprintf("%s/%d", g.Band, g.Size), date}
		if prev, ok := w.picks[bk]; ok && prev != p.ID {
			t.Errorf("%v: guilds on one band and date got puzzles %d and %d", bk, prev, p.ID)
		}
		w.picks[bk] = p.ID
		idk := postKey{fmt.Sprint(p.ID), store.Date{}}
		if prev, ok := w.posted[idk]; ok && prev != date {
			t.Errorf("puzzle %d posted on %v and %v", p.ID, prev, date)
		}
		w.posted[idk] = date
		w.mu.Unlock()
	}
}

// testSimulatedWeek runs three instances on one database for a week across
// the US spring DST change, ticking every ten minutes, with guilds in zones
// around the world (one posting at 02:30 New York time, which does not exist
// on 03-08, one at 23:55 Sydney time, so that a claim whose owner died is
// retried after local midnight) and instances dying between claim and post.
// Every guild gets exactly one post per local date, and one puzzle per band
// and date.
func testSimulatedWeek(t *testing.T, db *database) {
	zone(t, "America/New_York")
	zone(t, "Pacific/Chatham")
	const lease = 12 * time.Minute
	const step = 10 * time.Minute
	ins := make([]*instance, 3)
	for i := range ins {
		ins[i] = &instance{s: db.handle(), name: fmt.Sprint("inst", i), done: map[postKey]bool{}}
	}
	guilds := setUpWeek(t, ins[0].s)

	w := &week{completes: map[postKey]int{}, crashed: map[postKey]string{}, picks: map[postKey]int64{}, posted: map[postKey]store.Date{}}
	start, end := at(t, "2026-03-05T00:00:00Z"), at(t, "2026-03-12T00:00:00Z")
	for now := start; now.Before(end); now = now.Add(step) {
		var wg sync.WaitGroup
		for _, in := range ins {
			wg.Go(func() { in.tick(t, w, now, lease) })
		}
		wg.Wait()
		if t.Failed() {
			return
		}
	}
	// Every local date whose post time came at least 2 leases and a step
	// before the end was posted exactly once; nothing else was.
	w.check(t, ins[1].s, guilds, start, end, 2*lease+step)
}

// setUpWeek stores the week's guilds (the last one disabled) and a bank of
// medium and hard 9×9 puzzles, and returns the guilds.
func setUpWeek(t *testing.T, s store.Store) []store.GuildSettings {
	c := ctx(t)
	guilds := []store.GuildSettings{
		{GuildID: "ny", PostTime: "02:30", TimeZone: "America/New_York", Band: "medium"},
		{GuildID: "la", PostTime: "00:00", TimeZone: "America/Los_Angeles", Band: "medium"},
		{GuildID: "lon", PostTime: "09:00", TimeZone: "Europe/London", Band: "hard"},
		{GuildID: "syd", PostTime: "23:55", TimeZone: "Australia/Sydney", Band: "medium"},
		{GuildID: "kol", PostTime: "12:15", TimeZone: "Asia/Kolkata", Band: "hard"},
		{GuildID: "cha", PostTime: "06:45", TimeZone: "Pacific/Chatham", Band: "medium"},
		{GuildID: "off", PostTime: "06:45", TimeZone: "UTC", Band: "medium"},
	}
	for i := range guilds {
		g := &guilds[i]
		g.ChannelID, g.Size, g.Enabled = "chan-"+g.GuildID, 9, g.GuildID != "off"
		must(t, "PutSettings", s.PutSettings(c, *g))
	}
	addPuzzles(t, s, "medium", 9, 20)
	addPuzzles(t, s, "hard", 9, 20)
	return guilds
}

// check compares the week's record with what s holds: each enabled guild's
// local date due between start and end-settle was posted exactly once, not by
// an owner that died holding its claim; nothing due after end was posted, nor
// anything of the disabled last guild; some instance crashed; and New York's
// missing 02:30 of 03-08 got its post.
func (w *week) check(t *testing.T, s store.Store, guilds []store.GuildSettings, start, end time.Time, settle time.Duration) {
	c := ctx(t)
	for _, g := range guilds[:len(guilds)-1] {
		loc, _ := g.Location()
		h, m, _ := g.Clock()
		for d := store.DateOf(start, loc); !d.After(store.DateOf(end, loc)); d = d.AddDays(1) {
			k := postKey{g.GuildID, d}
			due := d.At(h, m, loc)
			switch {
			case due.Before(start):
				continue
			case due.Add(settle).Before(end):
				if w.completes[k] != 1 {
					t.Errorf("%s on %v (due %v): posted %d times, want 1", g.GuildID, d, due.UTC(), w.completes[k])
				}
				p, err := s.GetPost(c, g.GuildID, d)
				if err != nil || p.State != store.PostPosted || p.ChannelID != g.ChannelID {
					t.Errorf("GetPost(%s, %v) = %+v, %v", g.GuildID, d, p, err)
				}
				if dead, ok := w.crashed[k]; ok && p.Owner == dead {
					t.Errorf("%v was completed by %s, which died holding the claim", k, dead)
				}
			case !due.Before(end):
				if w.completes[k] != 0 {
					t.Errorf("%s on %v posted before its time %v", g.GuildID, d, due.UTC())
				}
			}
		}
	}
	if _, err := s.GetPost(c, "off", day(t, "2026-03-08")); err == nil {
		t.Errorf("a disabled guild was posted")
	}
	if len(w.crashed) == 0 {
		t.Errorf("no instance crashed: the test lost its point")
	}
	// The skipped 02:30 of 2026-03-08 in New York still got its post, at 03:00 EDT.
	if w.completes[postKey{"ny", day(t, "2026-03-08")}] != 1 {
		t.Errorf("no post in New York on the day 02:30 did not exist")
	}
}

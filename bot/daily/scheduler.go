package daily

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// Bot is what a [Scheduler] needs from the bot: the post itself and its companion
// messages (bot.Bot's PostDaily and DailyCompanions), the store, and the clock.
type Bot interface {
	PostDaily(ctx context.Context, s store.GuildSettings, date store.Date, owner string, lease time.Duration) (PostResult, error)
	DailyCompanions(ctx context.Context, s store.GuildSettings, date store.Date, due bool, owner string) error
	Store() store.Store // nil: the bot runs without the puzzle of the day
	Now() time.Time
}

// SchedulerOptions configure a [Scheduler]. The zero value works.
type SchedulerOptions struct {
	// Owner names this process in post claims; it must be unique per process run. ""
	// means hostname, PID and a random suffix.
	Owner string
	// Lease is how long a claim stays live before another instance may take it over;
	// 0 means 10 min. Keep it well above PostTimeout.
	Lease time.Duration
	// Grace is how long after local midnight the previous date stays due (for a claim
	// made just before midnight by an instance that died); 0 means 30 min. Keep it above
	// Lease plus Every.
	Grace time.Duration
	// Every is the tick period of Run; 0 means 1 min.
	Every time.Duration
	// PostTimeout bounds one post (pick, render, send, record); 0 means 60 s.
	PostTimeout time.Duration
	// Parallel is how many guilds are posted at once; 0 means 4.
	Parallel int
	// Logger receives failures, with guild and date; nil means slog.Default().
	Logger *slog.Logger
}

// A Scheduler makes the daily posts of every enabled guild. Every instance of the bot may
// run one against the same store: the claims make each post happen once. It is safe for
// concurrent use, though ticks are meant to run one after another.
type Scheduler struct {
	b    Bot
	opts SchedulerOptions
	log  *slog.Logger

	mu        sync.Mutex
	done      map[string]store.Date // guild → latest date seen posted, to skip it cheaply
	lastSweep time.Time
}

// NewScheduler returns a Scheduler posting through b.
func NewScheduler(b Bot, o SchedulerOptions) *Scheduler {
	if o.Owner == "" {
		o.Owner = DefaultOwner()
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.Lease, 10*time.Minute)
	def(&o.Grace, 30*time.Minute)
	def(&o.Every, time.Minute)
	def(&o.PostTimeout, time.Minute)
	if o.Parallel <= 0 {
		o.Parallel = 4
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return &Scheduler{b: b, opts: o, log: o.Logger, done: make(map[string]store.Date)}
}

// DefaultOwner returns a claim owner unique to this process run: hostname, PID and a
// random suffix.
func DefaultOwner() string {
	host, _ := os.Hostname()
	var r [4]byte
	rand.Read(r[:])
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(r[:]))
}

// Owner returns the scheduler's claim owner.
func (s *Scheduler) Owner() string { return s.opts.Owner }

// Run ticks every period until ctx ends, starting at once, and returns ctx's error.
func (s *Scheduler) Run(ctx context.Context) error {
	t := time.NewTicker(s.opts.Every)
	defer t.Stop()
	for {
		s.Tick(ctx, s.b.Now())
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// A dailyJob is one guild's daily post of a date.
type dailyJob struct {
	g    store.GuildSettings
	date store.Date
	due  bool // date's post is due (else the previous post is still current)
}

// A TickReport counts what one tick did.
type TickReport struct {
	Due     int // guilds whose post was due and not known to be done
	Posted  int // posts sent by this tick
	Skipped int // due, but claimed by someone else or already done
	Failed  int // errors (logged), retried on a later tick
}

// Tick posts every due daily puzzle once, as of now. Tests call it with a fake now (the
// bot's clock should agree with it: claims and answers use the bot's Now).
func (s *Scheduler) Tick(ctx context.Context, now time.Time) TickReport {
	var rep TickReport
	st := s.b.Store()
	if st == nil {
		return rep
	}
	s.sweep(ctx, now)
	guilds, err := st.ListEnabled(ctx)
	if err != nil {
		s.log.Warn("daily: cannot list guilds; retrying next tick", "err", err)
		rep.Failed++
		return rep
	}
	var jobs, extras []dailyJob
	for _, g := range guilds {
		date, due, err := g.PostDue(now, s.opts.Grace)
		if err != nil {
			s.log.Warn("daily: bad settings", "guild", g.GuildID, "err", err)
			continue
		}
		if HasCompanions(g) {
			// Before today's post time, yesterday's puzzle is still being played.
			extras = append(extras, dailyJob{g, date, due})
		}
		if !due {
			continue
		}
		s.mu.Lock()
		seen := s.done[g.GuildID]
		s.mu.Unlock()
		if !seen.Before(date) {
			continue
		}
		jobs = append(jobs, dailyJob{g, date, true})
	}
	rep.Due = len(jobs)
	var mu sync.Mutex
	// The recap of yesterday's puzzle goes out before today's post; the thread and the
	// leaderboard message after it.
	s.each(extras, func(j dailyJob) { s.companions(ctx, j, &mu, &rep) })
	s.each(jobs, func(j dailyJob) {
		posted, skipped, failed := s.post(ctx, j.g, j.date)
		mu.Lock()
		rep.Posted += posted
		rep.Skipped += skipped
		rep.Failed += failed
		mu.Unlock()
	})
	posting := map[string]bool{}
	for _, j := range jobs {
		posting[j.g.GuildID] = true
	}
	extras = slices.DeleteFunc(extras, func(j dailyJob) bool { return !posting[j.g.GuildID] })
	s.each(extras, func(j dailyJob) { s.companions(ctx, j, &mu, &rep) })
	return rep
}

// each runs f on every item, opts.Parallel at a time, and waits.
func (s *Scheduler) each(items []dailyJob, f func(dailyJob)) {
	sem := make(chan struct{}, s.opts.Parallel)
	var wg sync.WaitGroup
	for _, it := range items {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			f(it)
		}()
	}
	wg.Wait()
}

// companions makes the recap, thread and leaderboard message of one guild's post.
func (s *Scheduler) companions(ctx context.Context, j dailyJob, mu *sync.Mutex, rep *TickReport) {
	pctx, cancel := context.WithTimeout(ctx, s.opts.PostTimeout)
	defer cancel()
	if err := s.b.DailyCompanions(pctx, j.g, j.date, j.due, s.opts.Owner); err != nil {
		s.log.Warn("daily: companion message failed; retrying next tick", "guild", j.g.GuildID, "date", j.date.String(), "err", err)
		mu.Lock()
		rep.Failed++
		mu.Unlock()
	}
}

func (s *Scheduler) post(ctx context.Context, g store.GuildSettings, date store.Date) (posted, skipped, failed int) {
	pctx, cancel := context.WithTimeout(ctx, s.opts.PostTimeout)
	defer cancel()
	res, err := s.b.PostDaily(pctx, g, date, s.opts.Owner, s.opts.Lease)
	switch {
	case errors.Is(err, ErrBankEmpty):
		s.log.Warn("daily: bank empty; retrying next tick", "guild", g.GuildID, "date", date.String(), "band", DayBand(g, date), "size", g.Size)
		return 0, 0, 1
	case err != nil && res.Posted:
		s.log.Error("daily: posted but not recorded; another instance may post again after the lease", "guild", g.GuildID, "date", date.String(), "message", res.MessageID, "err", err)
		return 1, 0, 1
	case err != nil:
		s.log.Warn("daily: post failed; retrying after the lease", "guild", g.GuildID, "date", date.String(), "claimed", res.Claimed, "err", err)
		return 0, 0, 1
	case res.Posted:
		s.log.Info("daily: posted", "guild", g.GuildID, "date", date.String(), "message", res.MessageID, "puzzle", res.PuzzleID)
		s.markDone(g.GuildID, date)
		return 1, 0, 0
	}
	// Someone else holds it: remember it once it is done, to skip the claim next time.
	if p, err := s.b.Store().GetPost(ctx, g.GuildID, date); err == nil && p.State == store.PostPosted {
		s.markDone(g.GuildID, date)
	}
	return 0, 1, 0
}

func (s *Scheduler) markDone(guild string, date store.Date) {
	s.mu.Lock()
	if s.done[guild].Before(date) {
		s.done[guild] = date
	}
	s.mu.Unlock()
}

// sweep deletes expired button state about once an hour.
func (s *Scheduler) sweep(ctx context.Context, now time.Time) {
	s.mu.Lock()
	if now.Sub(s.lastSweep) < time.Hour && !now.Before(s.lastSweep) {
		s.mu.Unlock()
		return
	}
	s.lastSweep = now
	s.mu.Unlock()
	if n, err := s.b.Store().DeleteExpiredStates(ctx, now); err != nil {
		s.log.Warn("daily: cannot delete expired button state", "err", err)
	} else if n > 0 {
		s.log.Debug("daily: deleted expired button state", "count", n)
	}
}

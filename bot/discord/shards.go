package discord

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
)

// Gateway sharding, as Discord asks (docs/SCALING.md): the shard count is Discord's
// recommendation unless configured, a process runs all shards or the ones it is given,
// and every IDENTIFY waits its turn in its bucket: shard i identifies in bucket
// i % max_concurrency, and each bucket may identify once every 5 s. Turns are booked in
// the database the instances share ([IdentifyTurns]), so that instances starting together
// take turns as one process would.

// DefaultIdentifySpacing is how long a bucket waits between two IDENTIFYs (Discord: 5 s).
const DefaultIdentifySpacing = 5 * time.Second

// IdentifyTurns books IDENTIFY turns for every instance of the bot; both stores implement
// it. IdentifyTurn returns the time at which to identify in bucket: not before now, and at
// least gap after the turn booked before it by any instance.
type IdentifyTurns interface {
	IdentifyTurn(ctx context.Context, bucket string, gap time.Duration) (time.Time, error)
}

// memTurns are the turns of one process, for a bot without a shared database.
type memTurns struct {
	mu   sync.Mutex
	next map[string]time.Time // the earliest time of the next turn, per bucket
}

func (m *memTurns) IdentifyTurn(_ context.Context, bucket string, gap time.Duration) (time.Time, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	at := time.Now()
	if n := m.next[bucket]; n.After(at) {
		at = n
	}
	if m.next == nil {
		m.next = map[string]time.Time{}
	}
	m.next[bucket] = at.Add(gap)
	return at, nil
}

// A ShardPlan is the sharding of one process: the bot's shard count, the shards this process
// runs, and the limits Discord gave for starting them (GET /gateway/bot).
type ShardPlan struct {
	Count          int           // shards of the bot
	Run            []int         // the shards this process runs, ascending
	MaxConcurrency int           // IDENTIFY buckets: shard i is in bucket i % MaxConcurrency
	Remaining      int           // session starts Discord allows until ResetAfter
	ResetAfter     time.Duration // when Remaining is reset
}

// shard is one gateway session this process runs.
type shard struct {
	id    int
	s     *discordgo.Session
	ready atomic.Bool // READY or RESUMED received, and no disconnect since
}

// shardPlan asks Discord for the recommended shard count and the session start limits
// (one GET /gateway/bot) and works out which shards this process runs.
func (a *Adapter) shardPlan(ctx context.Context) (ShardPlan, error) {
	gb, err := a.s.GatewayBot(discordgo.WithContext(ctx))
	var rest *discordgo.RESTError
	switch {
	case errors.As(err, &rest) && rest.Response != nil && rest.Response.StatusCode == http.StatusUnauthorized:
		return ShardPlan{}, fmt.Errorf("discord: open gateway: the bot token was rejected (check SUDOKUBOT_DISCORD_TOKEN): %w", ErrBadToken)
	case err != nil:
		return ShardPlan{}, fmt.Errorf("discord: open gateway: ask Discord for the shard count (GET /gateway/bot): %w", err)
	}
	p := ShardPlan{Count: a.opts.ShardCount, MaxConcurrency: max(1, gb.SessionStartLimit.MaxConcurrency),
		Remaining: gb.SessionStartLimit.Remaining, ResetAfter: time.Duration(gb.SessionStartLimit.ResetAfter) * time.Millisecond}
	if p.Count <= 0 {
		p.Count = max(1, gb.Shards)
	}
	if a.opts.Shards == nil {
		for i := range p.Count {
			p.Run = append(p.Run, i)
		}
	} else {
		p.Run = slices.Sorted(slices.Values(a.opts.Shards))
		p.Run = slices.Compact(p.Run)
		if last := p.Run[len(p.Run)-1]; last >= p.Count || p.Run[0] < 0 {
			return ShardPlan{}, fmt.Errorf("discord: open gateway: shard %d does not exist: the bot has %d shards (0 to %d)", last, p.Count, p.Count-1)
		}
	}
	if gb.SessionStartLimit.Total > 0 && p.Remaining < len(p.Run) {
		return ShardPlan{}, fmt.Errorf("discord: open gateway: Discord allows %d more gateway sessions until it resets them in %v; this process needs %d",
			p.Remaining, p.ResetAfter.Round(time.Minute), len(p.Run))
	}
	return p, nil
}

// newShard makes the gateway session of shard id of count, with the adapter's handlers.
func (a *Adapter) newShard(id, count int) (*shard, error) {
	s, err := a.newSession()
	if err != nil {
		return nil, err
	}
	sh := &shard{id: id, s: s}
	if count > 1 {
		s.Identify.Shard = &[2]int{id, count}
		s.ShardID, s.ShardCount = id, count
	}
	s.ShouldReconnectOnError = true
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		sh.ready.Store(true)
		a.onReady(id, r)
	})
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Resumed) { sh.ready.Store(true) })
	s.AddHandler(a.onInteraction)
	s.AddHandler(a.onMessage)
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Connect) { a.metrics.connects.Add(1) })
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Disconnect) {
		sh.ready.Store(false)
		a.metrics.disconnects.Add(1)
	})
	s.AddHandler(a.onRateLimit)
	return sh, nil
}

// identifyTurn waits for shard's turn to identify and returns the turn's time: its
// bucket's turn booked through a.opts.Turns, a spacing and a fifth after the bucket's
// previous turn (the fifth covers the time between a turn and its IDENTIFY reaching
// Discord, which varies; [Adapter.holdTurn] covers a longer one).
func (a *Adapter) identifyTurn(plan ShardPlan, shard int) (time.Time, error) {
	at, err := a.opts.Turns.IdentifyTurn(a.ctx, bucketOf(plan, shard), a.spacing()+a.spacing()/5)
	if err != nil {
		return time.Time{}, fmt.Errorf("discord: book an IDENTIFY turn: %w", err)
	}
	t := time.NewTimer(time.Until(at))
	defer t.Stop()
	select {
	case <-a.ctx.Done():
		return time.Time{}, a.ctx.Err()
	case <-t.C:
		return at, nil
	}
}

// holdTurn is called when shard's Open, begun at its turn at, has returned: its IDENTIFY
// went out at some time before now. When that may have been later than the fifth of a
// spacing the turn allowed for (a slow connection, a starved process), the bucket's next
// turn is pushed to a spacing after now, so that the next IDENTIFY cannot come too soon.
func (a *Adapter) holdTurn(plan ShardPlan, shard int, at time.Time) {
	s := a.spacing()
	late := time.Since(at)
	if late <= s/5 {
		return
	}
	// IdentifyTurn moves the next turn to max(now, next) + gap; next is at least at + 6s/5
	// (this turn's booking), so gap = late - s/5 puts it at least a spacing after now.
	gap := late - s/5
	if late >= s+s/5 {
		gap = s
	}
	if _, err := a.opts.Turns.IdentifyTurn(a.ctx, bucketOf(plan, shard), gap); err != nil && a.ctx.Err() == nil {
		a.log.Error("discord: hold the next IDENTIFY turn", "shard", shard, "err", err)
	}
}

// bucketOf names shard's IDENTIFY bucket, the key its turns are booked under.
func bucketOf(plan ShardPlan, shard int) string {
	return fmt.Sprintf("%d/%d", shard%plan.MaxConcurrency, plan.MaxConcurrency)
}

// spacing is a bucket's time between two IDENTIFYs.
func (a *Adapter) spacing() time.Duration {
	if a.opts.IdentifySpacing > 0 {
		return a.opts.IdentifySpacing
	}
	return DefaultIdentifySpacing
}

// openShards starts the plan's shards, each in its bucket's turn: the first turn of every
// bucket before it returns (so that a refused token or intents come back at once), the
// others in the background, each retried until it connects or the adapter closes.
func (a *Adapter) openShards(plan ShardPlan) error {
	a.mu.Lock()
	for _, id := range plan.Run {
		sh, err := a.newShard(id, plan.Count)
		if err != nil {
			a.mu.Unlock()
			return err
		}
		a.shards = append(a.shards, sh)
	}
	shards := a.shards
	a.mu.Unlock()
	first := shards[:min(len(shards), plan.MaxConcurrency)] // one per bucket
	errs := make([]error, len(first))
	var wg sync.WaitGroup
	for k, sh := range first {
		wg.Go(func() {
			var at time.Time
			if at, errs[k] = a.identifyTurn(plan, sh.id); errs[k] == nil {
				errs[k] = openError(sh.s.Open())
				a.holdTurn(plan, sh.id, at)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	rest := shards[len(first):]
	if len(rest) > 0 {
		a.starting.Add(1)
		go func() {
			defer a.starting.Done()
			// One goroutine per bucket, its shards in order: turns are booked in shard order.
			var wg sync.WaitGroup
			for b := range plan.MaxConcurrency {
				wg.Go(func() {
					for _, sh := range rest {
						if sh.id%plan.MaxConcurrency == b {
							a.keepOpening(plan, sh)
						}
					}
				})
			}
			wg.Wait()
		}()
	}
	return nil
}

// keepOpening opens sh in its bucket's turn, trying again (another turn, and at least
// a spacing later each time) until it connects or the adapter closes.
func (a *Adapter) keepOpening(plan ShardPlan, sh *shard) {
	for attempt := 1; ; attempt++ {
		at, err := a.identifyTurn(plan, sh.id)
		if err != nil {
			return
		}
		a.mu.Lock()
		closing := a.closing
		a.mu.Unlock()
		if closing {
			return
		}
		err = openError(sh.s.Open())
		a.holdTurn(plan, sh.id, at)
		if err == nil {
			return
		}
		a.log.Error("discord: shard did not connect; trying again", "shard", sh.id, "attempt", attempt, "err", err)
		select {
		case <-a.ctx.Done():
			return
		case <-time.After(min(time.Duration(attempt)*a.spacing(), time.Minute)):
		}
	}
}

// openError words the error of a gateway connection: a bad token closes it with 4004,
// disallowed intents with 4014, too few shards with 4011.
func openError(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "close 4004"):
		return fmt.Errorf("discord: open gateway: the bot token was rejected (check SUDOKUBOT_DISCORD_TOKEN): %w", err)
	case strings.Contains(msg, "close 4014"):
		return fmt.Errorf("discord: open gateway: Discord refused the requested intents: %w", err)
	case strings.Contains(msg, "close 4011"):
		return fmt.Errorf("discord: open gateway: Discord wants more shards; leave SUDOKUBOT_SHARD_COUNT unset (Discord's count) or raise it: %w", err)
	}
	return fmt.Errorf("discord: open gateway: %w", err)
}

// Ready returns nil when the adapter can take work: in gateway mode every shard this
// process runs is connected; in HTTP mode (never opened) it is always ready. Otherwise it
// says which shards are not connected.
func (a *Adapter) Ready() error {
	a.mu.Lock()
	shards, opened, closing := a.shards, a.opened, a.closing
	a.mu.Unlock()
	if closing {
		return errors.New("discord: shutting down")
	}
	if !opened {
		return nil
	}
	var down []string
	for _, sh := range shards {
		if !sh.ready.Load() {
			down = append(down, fmt.Sprint(sh.id))
		}
	}
	if len(down) > 0 {
		return fmt.Errorf("discord: gateway shard %s not connected (this process runs %d)", strings.Join(down, ", "), len(shards))
	}
	return nil
}

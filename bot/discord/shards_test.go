package discord_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// spacing stands for Discord's 5 s between two IDENTIFYs of one bucket, and botSpacing for
// the bot's wait (5 s and a 1 s margin in production): here with room for a goroutine
// that a loaded machine wakes late, so that the test measures the turns, not the load.
const (
	spacing    = 150 * time.Millisecond
	botSpacing = 3 * spacing
)

// waitReady polls a.Ready until it is nil, for up to wait.
func waitReady(t *testing.T, a *discord.Adapter) {
	t.Helper()
	waitReadyWithin(t, a, wait)
}

// waitReadyWithin polls a.Ready until it is nil, for up to within.
func waitReadyWithin(t *testing.T, a *discord.Adapter, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for a.Ready() != nil {
		if time.Now().After(deadline) {
			t.Fatalf("not ready after %v: %v", within, a.Ready())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// With no shard count configured the bot takes Discord's (GET /gateway/bot) and starts
// every shard in Discord's order: max_concurrency at a time, a wave per spacing; each
// event reaches the one shard of its guild, so an interaction is answered once.
func TestShardsAutoCountAndIdentifyOrder(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.RecommendedShards, f.MaxConcurrency, f.IdentifyInterval = 4, 2, spacing
	e := startOn(t, f, setupOpts{options: func(o *discord.Options) { o.IdentifySpacing = botSpacing }})
	waitReady(t, e.a)
	ids := f.Identifies()
	if len(ids) != 4 {
		t.Fatalf("%d IDENTIFYs, want 4 (Discord recommends 4 shards): %+v", len(ids), ids)
	}
	at := map[int]time.Time{}
	for _, id := range ids {
		if len(id.Shard) != 2 || id.Shard[1] != 4 {
			t.Fatalf("IDENTIFY shard %v, want [i 4]", id.Shard)
		}
		if id.TooSoon {
			t.Errorf("shard %v identified within %v of its bucket's last IDENTIFY", id.Shard, spacing)
		}
		at[id.Shard[0]] = id.At
	}
	// Shards 0 and 1 (buckets 0 and 1) go first, 2 and 3 a spacing later.
	for _, later := range []int{2, 3} {
		if gap := at[later].Sub(at[later-2]); gap < spacing {
			t.Errorf("shard %d identified %v after shard %d of its bucket, want ≥ %v", later, gap, later-2, spacing)
		}
	}
	id := e.interact(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1})
	e.callback(id)
	time.Sleep(50 * time.Millisecond)
	if n := f.Callbacks()[id]; n != 1 {
		t.Errorf("the interaction was answered %d times by 4 shards, want once", n)
	}
}

// A shard whose connection is slow identifies late, after the turn it booked; the next
// shard of its bucket still waits a spacing after that IDENTIFY, not after the turn.
func TestShardsLateIdentifyHoldsTheNextTurn(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.MaxConcurrency, f.IdentifyInterval = 1, spacing
	slow := 2 * botSpacing // longer than the turn's margin and the next turn's wait
	f.HelloDelay = func(n int) time.Duration {
		if n == 0 {
			return slow
		}
		return 0
	}
	e := startOn(t, f, setupOpts{options: func(o *discord.Options) {
		o.ShardCount, o.IdentifySpacing = 2, botSpacing
	}})
	waitReady(t, e.a)
	ids := f.Identifies()
	if len(ids) != 2 {
		t.Fatalf("%d IDENTIFYs, want 2: %+v", len(ids), ids)
	}
	if gap := ids[1].At.Sub(ids[0].At); ids[1].TooSoon || gap < spacing {
		t.Errorf("shard %v identified %v after the late shard %v, want ≥ %v", ids[1].Shard, gap, ids[0].Shard, spacing)
	}
}

// Instances that each run some of the shards and start together take turns through the
// database they share: no bucket identifies twice within the spacing. The bot waits six
// spacings here, not three: an IDENTIFY that a loaded machine (CI beside other jobs) sends
// late must still come after the previous one's spacing, and the turn's margin is a fifth
// of the bot's wait.
func TestShardsSplitOverInstances(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.MaxConcurrency, f.IdentifyInterval = 1, spacing
	open, _ := sharedStore(t)
	var wg sync.WaitGroup
	for _, run := range [][]int{{0, 1}, {2, 3}, {4, 5}} {
		st := open()
		wg.Go(func() {
			e := startOn(t, f, setupOpts{options: func(o *discord.Options) {
				o.ShardCount, o.Shards, o.IdentifySpacing = 6, run, 2*botSpacing
				o.Turns = st.(discord.IdentifyTurns)
			}})
			waitReadyWithin(t, e.a, 3*wait) // the last instance's turns come after five others'
		})
	}
	wg.Wait()
	ids := f.Identifies()
	if len(ids) != 6 {
		t.Fatalf("%d IDENTIFYs, want 6", len(ids))
	}
	for k, id := range ids {
		if id.TooSoon {
			t.Errorf("IDENTIFY %d (shard %v) came within %v of the bucket's previous one", k+1, id.Shard, spacing)
		}
	}
}

// Ready is false while a shard is not connected (the second wave has not started yet),
// and true once every shard this process runs is.
func TestShardsReadiness(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.RecommendedShards = 2
	e := startOn(t, f, setupOpts{options: func(o *discord.Options) { o.IdentifySpacing = time.Second }})
	if err := e.a.Ready(); err == nil || !strings.Contains(err.Error(), "shard 1") {
		t.Errorf("Ready right after Open = %v, want shard 1 not connected (its wave starts a second later)", err)
	}
	waitReady(t, e.a)
}

// Discord's session start limit is checked before anything connects.
func TestShardsSessionStartLimit(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.RecommendedShards, f.SessionStarts = 3, 2
	e := startOn(t, f, setupOpts{noOpen: true})
	err := e.a.Open()
	if err == nil || !strings.Contains(err.Error(), "allows 2 more gateway sessions") {
		t.Errorf("Open = %v, want the session start limit named", err)
	}
	if n := len(f.Identifies()); n != 0 {
		t.Errorf("%d IDENTIFYs sent past the limit", n)
	}
}

package discord

import (
	"context"
	"sync"
	"time"
)

// Replays remembers the interactions already handled in HTTP mode, so that a replayed
// request (the same signed body sent again within the timestamp window) is acknowledged
// without being acted on twice. bot/store/sqlite and bot/store/postgres implement it; with
// several instances behind a load balancer, give them all the shared store.
type Replays interface {
	// FirstSeen records id until expires and reports whether this is the first time.
	FirstSeen(ctx context.Context, id string, expires time.Time) (bool, error)
}

// memReplays is the in-process Replays used when Options.Replays is nil.
type memReplays struct {
	mu   sync.Mutex
	seen map[string]time.Time
}

func newMemReplays() *memReplays { return &memReplays{seen: make(map[string]time.Time)} }

func (m *memReplays) FirstSeen(_ context.Context, id string, expires time.Time) (bool, error) {
	now := time.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.seen) >= 4096 { // drop expired ids so that memory stays bounded by the window
		for k, t := range m.seen {
			if !t.After(now) {
				delete(m.seen, k)
			}
		}
	}
	if t, ok := m.seen[id]; ok && t.After(now) {
		return false, nil
	}
	m.seen[id] = expires
	return true, nil
}

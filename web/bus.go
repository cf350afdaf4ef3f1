package web

import (
	"context"
	"log/slog"
	"strings"
	"sync"
)

// A Bus carries events between the rooms of every bot process that serves the Activity:
// a saved game's new version, a participant's cursor, a room's new round. Delivery is at
// most once and unordered across topics; a room that misses an event catches up on the
// next one, because every event only says "look again" and the state is in the store.
type Bus interface {
	// Publish sends payload to every subscriber of topic, in every process.
	Publish(ctx context.Context, topic string, payload []byte) error
	// Subscribe calls f with each payload published on topic until cancel is called. f
	// must not block: it runs on the bus's delivery goroutine.
	Subscribe(topic string, f func(payload []byte)) (cancel func())
}

// topics is the subscriber list both buses keep. It is safe for concurrent use.
type topics struct {
	mu   sync.Mutex
	next int
	subs map[string]map[int]func([]byte)
}

func (t *topics) subscribe(topic string, f func([]byte)) func() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.subs == nil {
		t.subs = map[string]map[int]func([]byte){}
	}
	if t.subs[topic] == nil {
		t.subs[topic] = map[int]func([]byte){}
	}
	t.next++
	id := t.next
	t.subs[topic][id] = f
	return func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		delete(t.subs[topic], id)
		if len(t.subs[topic]) == 0 {
			delete(t.subs, topic)
		}
	}
}

func (t *topics) deliver(topic string, payload []byte) {
	t.mu.Lock()
	fs := make([]func([]byte), 0, len(t.subs[topic]))
	for _, f := range t.subs[topic] {
		fs = append(fs, f)
	}
	t.mu.Unlock()
	for _, f := range fs {
		f(payload)
	}
}

// MemBus is a Bus inside one process, for a bot on SQLite (one process) and for tests.
// The zero value is ready to use; it is safe for concurrent use.
type MemBus struct{ t topics }

// Publish delivers payload to the subscribers of topic before it returns.
func (b *MemBus) Publish(_ context.Context, topic string, payload []byte) error {
	b.t.deliver(topic, payload)
	return nil
}

// Subscribe adds f to topic's subscribers.
func (b *MemBus) Subscribe(topic string, f func([]byte)) func() { return b.t.subscribe(topic, f) }

// A Notifier is a database's own publish and subscribe, such as PostgreSQL's NOTIFY and
// LISTEN: what several bot processes on one database share anyway.
type Notifier interface {
	// Notify sends payload (text, at most a few kilobytes) on channel.
	Notify(ctx context.Context, channel, payload string) error
	// Listen calls f with every payload sent on channel, its own included, until ctx
	// ends; it returns then, or on a broken connection (the caller listens again).
	Listen(ctx context.Context, channel string, f func(payload string)) error
}

// busChannel is the one database channel every process listens on; the topic travels in
// the payload, before a new line.
const busChannel = "sudokubot_activity"

// NotifierBus is a Bus over a database's Notifier, for several processes on one
// database. Run must be running for anything to be delivered, also in the publishing
// process: each process hears its own events back from the database.
type NotifierBus struct {
	n   Notifier
	log *slog.Logger
	t   topics
}

// NewNotifierBus returns a Bus over n; log may be nil.
func NewNotifierBus(n Notifier, log *slog.Logger) *NotifierBus {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &NotifierBus{n: n, log: log}
}

// Publish notifies every process, this one included.
func (b *NotifierBus) Publish(ctx context.Context, topic string, payload []byte) error {
	return b.n.Notify(ctx, busChannel, topic+"\n"+string(payload))
}

// Subscribe adds f to topic's subscribers in this process.
func (b *NotifierBus) Subscribe(topic string, f func([]byte)) func() { return b.t.subscribe(topic, f) }

// Run listens until ctx ends, listening again after a broken connection.
func (b *NotifierBus) Run(ctx context.Context) {
	for ctx.Err() == nil {
		err := b.n.Listen(ctx, busChannel, func(p string) {
			topic, payload, ok := strings.Cut(p, "\n")
			if ok {
				b.t.deliver(topic, []byte(payload))
			}
		})
		if ctx.Err() != nil {
			return
		}
		b.log.Warn("web: listening for the Activity's events failed; listening again", "err", err)
		select {
		case <-ctx.Done():
		case <-sleep(ctx):
		}
	}
}

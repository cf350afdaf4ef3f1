package postgres_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store/postgres"
)

// TestNotifyListen: what one handle notifies, every handle listening on the channel hears,
// its own included, in order; Listen returns nil when its context ends.
func TestNotifyListen(t *testing.T) {
	base := testURL(t)
	ctx := context.Background()
	u := freshSchema(t, base)
	a, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	channel := fmt.Sprintf("sudokubot_test_%d", time.Now().UnixNano())
	heard := [2]chan string{make(chan string, 10), make(chan string, 10)}
	lctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 2)
	for k, db := range []*postgres.DB{a, b} {
		go func() { done <- db.Listen(lctx, channel, func(p string) { heard[k] <- p }) }()
	}
	// Listening starts asynchronously: notify until both have heard the first payload.
	deadline := time.After(10 * time.Second)
	for got := [2]bool{}; !got[0] || !got[1]; {
		if err := a.Notify(ctx, channel, "ready"); err != nil {
			t.Fatal(err)
		}
		for k := range heard {
			select {
			case <-heard[k]:
				got[k] = true
			case <-time.After(50 * time.Millisecond):
			case <-deadline:
				t.Fatal("the listeners never heard a notification")
			}
		}
	}
	for k := range heard { // drop the extra "ready"s
		for len(heard[k]) > 0 {
			<-heard[k]
		}
	}
	for _, p := range []string{"game:abc\n7", "room:1\n{\"kind\":\"presence\"}"} {
		if err := b.Notify(ctx, channel, p); err != nil {
			t.Fatal(err)
		}
	}
	for k := range heard {
		for _, want := range []string{"game:abc\n7", "room:1\n{\"kind\":\"presence\"}"} {
			for {
				select {
				case got := <-heard[k]:
					if got == "ready" {
						continue
					}
					if got != want {
						t.Errorf("listener %d heard %q, want %q", k, got, want)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("listener %d did not hear %q", k, want)
				}
				break
			}
		}
	}
	cancel()
	for range 2 {
		if err := <-done; err != nil {
			t.Errorf("Listen after its context ended: %v", err)
		}
	}
}

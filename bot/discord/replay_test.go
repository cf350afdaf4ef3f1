package discord_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// sharedReplays stands in for a store shared by several instances.
type sharedReplays struct {
	mu   sync.Mutex
	seen map[string]bool
}

func (s *sharedReplays) FirstSeen(_ context.Context, id string, _ time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen[id] {
		return false, nil
	}
	s.seen[id] = true
	return true, nil
}

// replay sends one signed body n times, byte for byte, as an attacker who captured it would.
func (h *httpEnv) replay(payload map[string]any, n int) (codes []int, bodies []string) {
	body, _ := json.Marshal(payload)
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	sig := h.sign(body, ts)
	for range n {
		code, b := h.post(body, sig, ts)
		codes, bodies = append(codes, code), append(bodies, string(b))
	}
	return codes, bodies
}

// TestHTTPReplay: the same signed request sent three times is handled once; the replays
// are acknowledged (202, no body) without acting.
func TestHTTPReplay(t *testing.T) {
	t.Parallel()
	for _, shape := range []struct {
		name string
		opts func(*discord.Options)
	}{
		{"default", nil},
		{"all deferred", func(o *discord.Options) { o.DeferAfter = time.Nanosecond }},
	} {
		t.Run(shape.name, func(t *testing.T) { testHTTPReplay(t, setupHTTPWith(t, shape.opts)) })
	}
}

func testHTTPReplay(t *testing.T, h *httpEnv) {
	help := h.f.Payload(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1})
	h.f.ExpectHTTP(help)
	codes, bodies := h.replay(help, 3)
	if codes[0] != 200 || bodies[0] == "" {
		t.Fatalf("first request: %d %q, want the help reply", codes[0], bodies[0])
	}
	for i := 1; i < 3; i++ {
		if codes[i] != 202 || bodies[i] != "" {
			t.Errorf("replay %d: %d %q, want 202 with no body", i, codes[i], bodies[i])
		}
	}
	// A reply with files: one answer (a callback, or, when the solve overran DeferAfter as
	// under -race, a deferral in the body and one edit), however often it is replayed.
	solve := h.f.Payload(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	h.f.ExpectHTTP(solve)
	codes, bodies = h.replay(solve, 3)
	id := solve["id"].(string)
	var err error
	if codes[0] == 202 {
		_, err = h.f.WaitCallback(id, wait)
	} else {
		_, err = h.f.WaitRequest("PATCH", h.f.OriginalPath(id), wait)
	}
	if err != nil {
		t.Fatalf("first solve (%d %q): %v", codes[0], bodies[0], err)
	}
	for i := 1; i < 3; i++ {
		if codes[i] != 202 || bodies[i] != "" {
			t.Errorf("replayed solve %d: %d %q, want 202 with no body", i, codes[i], bodies[i])
		}
	}
	answers := 0
	for _, r := range h.f.Requests() {
		if r.Method == "POST" && r.Path == h.f.CallbackPath(id) || r.Method == "PATCH" && r.Path == h.f.OriginalPath(id) {
			answers++
		}
	}
	if answers != 1 {
		t.Errorf("%d answers (callbacks and edits) for one solve sent three times, want 1", answers)
	}
}

// TestHTTPReplayAcrossInstances: a request replayed to another instance sharing the store
// is acknowledged without acting there either.
func TestHTTPReplayAcrossInstances(t *testing.T) {
	t.Parallel()
	shared := &sharedReplays{seen: map[string]bool{}}
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	withShared := func(o *discord.Options) { o.Replays, o.PublicKey = shared, pub } // one application
	a, b := setupHTTPWith(t, withShared), setupHTTPWith(t, withShared)
	a.priv, b.priv = priv, priv
	help := a.f.Payload(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1})
	a.f.ExpectHTTP(help)
	body, _ := json.Marshal(help)
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	sig := a.sign(body, ts)
	if code, _ := a.post(body, sig, ts); code != 200 {
		t.Fatalf("instance A: %d, want 200", code)
	}
	if code, resp := b.post(body, sig, ts); code != 202 || len(resp) != 0 {
		t.Errorf("instance B, same request: %d %q, want 202 with no body", code, resp)
	}
}

package discord_test

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// failingTransport fails every request to an interaction or webhook route the way a
// network error would; Go's *url.Error then quotes the whole URL, token included.
type failingTransport struct{ next http.RoundTripper }

func (f failingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if strings.Contains(r.URL.Path, "/interactions/") || strings.Contains(r.URL.Path, "/webhooks/") {
		return nil, errors.New("connection reset by peer")
	}
	return f.next.RoundTrip(r)
}

// TestTokensNotLogged: every Discord call that carries an interaction token fails, and the
// log sink is searched for the tokens.
func TestTokensNotLogged(t *testing.T) {
	t.Parallel()

	e := setup(t, setupOpts{options: func(o *discord.Options) {
		c := *o.Client
		c.Transport = failingTransport{next: o.Client.Transport}
		o.Client = &c
	}})
	var ids []string
	for _, data := range []map[string]any{
		slash("solve", strOpt("puzzle", classic)),   // an immediate callback with a file
		slash("explain", strOpt("puzzle", classic)), // a deferral, then an edit of @original
		slash("solve", strOpt("puzzle", "12")),      // an error reply
	} {
		ids = append(ids, e.interact(discordtest.TypeCommand, data))
	}
	// The fake never sees the calls, so wait for the log lines of the failures instead.
	waitFor(t, func() bool { return strings.Count(e.logs.String(), "failed") >= 4 })
	logs := e.logs.String()
	for _, id := range ids {
		token := strings.TrimPrefix(e.f.FollowupPath(id), "/api/v9/webhooks/"+discordtest.AppID+"/")
		if token == "" || token == "?" {
			t.Fatalf("no token for interaction %s", id)
		}
		if strings.Contains(logs, token) {
			t.Errorf("the token of interaction %s appears in the logs:\n%s", id, logs)
		}
	}
	if !strings.Contains(logs, "/interactions/") || !strings.Contains(logs, "/…") {
		t.Errorf("the failures are not logged with their redacted URL:\n%s", logs)
	}
}

func TestRedactLogs(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(discord.RedactLogs(slog.NewTextHandler(&buf, nil)))
	secret := "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpzZWNyZXQ"
	err := errors.New(`Post "https://discord.com/api/v9/interactions/123456/` + secret + `/callback": EOF`)
	log.With("url", "https://discord.com/api/v10/webhooks/42/"+secret).Error(
		"failed at /webhooks/42/"+secret+"/messages/@original", "err", err,
		slog.Group("req", "path", "/api/v9/interactions/1/"+secret+"/callback"))
	if out := buf.String(); strings.Contains(out, secret) || !strings.Contains(out, "/interactions/123456/…/callback") {
		t.Errorf("log line %s", out)
	}
}

// waitFor polls cond until it holds, failing the test after the harness's generous wait.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("condition not met within %v", wait)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

package discord_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

type httpEnv struct {
	*env
	srv  *httptest.Server
	priv ed25519.PrivateKey
}

func setupHTTP(t *testing.T) *httpEnv { return setupHTTPWith(t, nil) }

// setupHTTPWith is setupHTTP with the adapter's options adjusted by opts (when not nil).
func setupHTTPWith(t *testing.T, opts func(*discord.Options)) *httpEnv {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	e := setup(t, setupOpts{noOpen: true, options: func(o *discord.Options) {
		o.PublicKey = pub
		if opts != nil {
			opts(o)
		}
	}})
	srv := httptest.NewServer(e.a)
	t.Cleanup(srv.Close)
	return &httpEnv{env: e, srv: srv, priv: priv}
}

// post sends body with the given signature headers (empty values are left out).
func (h *httpEnv) post(body []byte, sig, ts string) (int, []byte) {
	h.t.Helper()
	req, _ := http.NewRequest("POST", h.srv.URL+"/interactions", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if sig != "" {
		req.Header.Set("X-Signature-Ed25519", sig)
	}
	if ts != "" {
		req.Header.Set("X-Signature-Timestamp", ts)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var sent struct{ ID string }
	if json.Unmarshal(body, &sent) == nil && sent.ID != "" && len(b) > 0 {
		h.f.RecordHTTPResponse(sent.ID, resp.StatusCode, b)
	}
	return resp.StatusCode, b
}

func (h *httpEnv) sign(body []byte, ts string) string {
	return hex.EncodeToString(ed25519.Sign(h.priv, append([]byte(ts), body...)))
}

func (h *httpEnv) postSigned(payload any) (int, []byte) {
	body, _ := json.Marshal(payload)
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	return h.post(body, h.sign(body, ts), ts)
}

func TestHTTPSignatures(t *testing.T) {
	t.Parallel()
	h := setupHTTP(t)
	ping := []byte(`{"id":"1","application_id":"` + discordtest.AppID + `","type":1,"token":"t","version":1}`)
	now := strconv.FormatInt(time.Now().Unix(), 10)
	old := strconv.FormatInt(time.Now().Add(-10*time.Minute).Unix(), 10)
	_, otherKey, _ := ed25519.GenerateKey(rand.Reader)
	for _, tc := range []struct {
		name, sig, ts string
		body          []byte
		want          int
	}{
		{"good", h.sign(ping, now), now, ping, 200},
		{"missing headers", "", "", ping, 401},
		{"missing timestamp", h.sign(ping, now), "", ping, 401},
		{"bad hex", "zz" + h.sign(ping, now)[2:], now, ping, 401},
		{"short signature", h.sign(ping, now)[:64], now, ping, 401},
		{"wrong key", hex.EncodeToString(ed25519.Sign(otherKey, append([]byte(now), ping...))), now, ping, 401},
		{"tampered body", h.sign(ping, now), now, bytes.Replace(ping, []byte(`"t"`), []byte(`"u"`), 1), 401},
		{"stale timestamp", h.sign(ping, old), old, ping, 401},
	} {
		code, body := h.post(tc.body, tc.sig, tc.ts)
		if code != tc.want {
			t.Errorf("%s: status %d, want %d", tc.name, code, tc.want)
		}
		if tc.want == 200 && strings.TrimSpace(string(body)) != `{"type":1}` {
			t.Errorf("%s: PING answered %q", tc.name, body)
		}
	}
}

func TestHTTPCommands(t *testing.T) {
	t.Parallel()
	h := setupHTTP(t)
	// A text reply goes back in the HTTP response.
	help := h.f.Payload(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1})
	h.f.Expect(help)
	code, body := h.postSigned(help)
	var resp map[string]any
	if err := json.Unmarshal(body, &resp); code != 200 || err != nil || resp["type"] != 4.0 {
		t.Fatalf("help: %d %s", code, body)
	}
	if d := resp["data"].(map[string]any); !strings.Contains(content(d), "Layouts") || flags(d)&64 == 0 {
		t.Errorf("help reply %v", d)
	}
	// A reply with files is POSTed as a callback and the request answered 202; or, when
	// the work overran DeferAfter (as it may under -race), deferred in the body and edited.
	solve := h.f.Payload(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	h.f.Expect(solve)
	code, body = h.postSigned(solve)
	resp = nil
	var r *discordtest.Request
	switch {
	case code == 202 && len(body) == 0:
		r = h.callback(solve["id"].(string))
		if respType(r) != 4 {
			t.Fatalf("solve callback type %d", respType(r))
		}
	case code == 200 && json.Unmarshal(body, &resp) == nil && resp["type"] == 5.0:
		r = h.edit(solve["id"].(string))
	default:
		t.Fatalf("solve: %d %q, want 202 with no body, or a deferral", code, body)
	}
	checkPNG(t, r)
}

func TestHTTPDeferThenEdit(t *testing.T) {
	t.Parallel()
	h := setupHTTP(t)
	p := h.f.Payload(discordtest.TypeCommand, slash("explain", strOpt("puzzle", classic)))
	h.f.ExpectHTTP(p)
	code, body := h.postSigned(p)
	var resp map[string]any
	if err := json.Unmarshal(body, &resp); code != 200 || err != nil || resp["type"] != 5.0 || flags(respData(&discordtest.Request{JSON: resp}))&64 == 0 {
		t.Fatalf("explain: %d %s, want an ephemeral deferral", code, body)
	}
	r := h.edit(p["id"].(string))
	if !strings.Contains(content(r.JSON), "Explanation, page 1/") {
		t.Errorf("edit = %q", content(r.JSON))
	}
}

package main

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

func TestMain(m *testing.M) {
	http.DefaultTransport = discordtest.LoopbackOnly{Next: http.DefaultTransport}
	os.Exit(m.Run())
}

const classic = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func baseEnv() map[string]string {
	return map[string]string{
		"SUDOKUBOT_DISCORD_TOKEN":  discordtest.Token,
		"SUDOKUBOT_DISCORD_APP_ID": discordtest.AppID,
		"SUDOKUBOT_LOG_LEVEL":      "debug",
	}
}

// newMain configures a Main against the fake Discord f.
func newMain(t *testing.T, f *discordtest.Server, args []string, kv map[string]string) (*Main, *syncBuffer) {
	t.Helper()
	m := NewMain()
	if kv["SUDOKUBOT_DB"] == "" {
		kv["SUDOKUBOT_DB"] = "sqlite://" + filepath.Join(t.TempDir(), "bot.db")
	}
	empty := filepath.Join(t.TempDir(), "empty.env") // not the working directory's .env
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	args = append([]string{"-env", empty}, args...)
	if err := m.Configure(args, env(kv)); err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	m.Stderr, m.HTTPClient, m.NetDialContext = logs, f.Client(), f.DialContext
	t.Cleanup(func() {
		if strings.Contains(logs.String(), discordtest.Token) {
			t.Errorf("the token appears in the logs")
		}
	})
	return m, logs
}

func TestMainGateway(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	kv := baseEnv()
	kv["SUDOKUBOT_METRICS_ADDR"] = "127.0.0.1:0"
	m, _ := newMain(t, f, nil, kv)
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	data := map[string]any{"id": "9", "name": "sudoku", "type": 1, "options": []any{map[string]any{"name": "solve", "type": 1,
		"options": []any{map[string]any{"name": "puzzle", "type": 3, "value": classic}}}}}
	id, err := f.Interact(discordtest.TypeCommand, data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.WaitCallback(id, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(r.Body), `"type":5`) {
		// Deferred (a loaded machine, -race): the picture comes with the edit of @original.
		if r, err = f.WaitRequest("PATCH", f.OriginalPath(id), 10*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	if r.Status/100 != 2 || len(r.Files) != 1 {
		t.Fatalf("reply %s %s: %d with %d files: %s", r.Method, r.Path, r.Status, len(r.Files), r.Body)
	}
	for path, want := range map[string]string{"/healthz": "ok", "/metrics": "sudokubot_interactions_total 1"} {
		resp, err := http.Get("http://" + m.Addr("metrics") + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(b), want) {
			t.Errorf("GET %s = %q, want %q", path, b, want)
		}
	}
}

func TestMainRegister(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	kv := baseEnv()
	kv["SUDOKUBOT_DEV_GUILD"] = discordtest.GuildID
	m, _ := newMain(t, f, []string{"register"}, kv)
	if !m.OneShot() {
		t.Fatal("register is not one-shot")
	}
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	m.Close()
	if n := len(f.Commands(discordtest.GuildID)); n != 7 {
		t.Errorf("%d commands registered in the dev guild, want 7 (/sudoku, /nonogram, /help, two menus, two daily)", n)
	}
	if len(f.Identifies()) != 0 {
		t.Errorf("register opened the gateway")
	}
}

func TestMainOpenFails(t *testing.T) {
	t.Parallel()
	for _, code := range []int{4004, 4014} {
		f := discordtest.New(t)
		f.CloseOnIdentify(code)
		m, _ := newMain(t, f, nil, baseEnv())
		err := m.Run(context.Background())
		m.Close()
		if err == nil || !strings.Contains(err.Error(), strconv.Itoa(code)) {
			t.Errorf("close %d: Run = %v, want an error naming the code", code, err)
		}
	}
}

func TestMainHTTP(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	kv := baseEnv()
	kv["SUDOKUBOT_MODE"] = "http"
	kv["SUDOKUBOT_DISCORD_PUBLIC_KEY"] = hex.EncodeToString(pub)
	kv["SUDOKUBOT_HTTP_ADDR"] = "127.0.0.1:0"
	m, _ := newMain(t, f, nil, kv)
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	body := []byte(`{"id":"1","application_id":"` + discordtest.AppID + `","type":1,"token":"t","version":1}`)
	for _, tc := range []struct {
		name string
		key  ed25519.PrivateKey
		want int
	}{{"good", priv, 200}, {"bad", nil, 401}} {
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		req, _ := http.NewRequest("POST", "http://"+m.Addr("interactions")+"/interactions", bytes.NewReader(body))
		sig := strings.Repeat("00", 64)
		if tc.key != nil {
			sig = hex.EncodeToString(ed25519.Sign(tc.key, append([]byte(ts), body...)))
		}
		req.Header.Set("X-Signature-Ed25519", sig)
		req.Header.Set("X-Signature-Timestamp", ts)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("%s signature: %d, want %d", tc.name, resp.StatusCode, tc.want)
		}
	}
}

func TestConfigure(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good := filepath.Join(dir, "good.env")
	os.WriteFile(good, []byte("SUDOKUBOT_DISCORD_TOKEN=from-file\nSUDOKUBOT_DISCORD_APP_ID=123\nSUDOKUBOT_MODE=gateway\n"), 0o600)
	bad := filepath.Join(dir, "bad.env")
	os.WriteFile(bad, []byte("SUDOKUBOT_DISCORD_TOKEN='unterminated\n"), 0o600)
	empty := filepath.Join(dir, "empty.env")
	os.WriteFile(empty, nil, 0o600)
	key := hex.EncodeToString(make([]byte, 32))
	for _, tc := range []struct {
		name    string
		args    []string
		kv      map[string]string
		wantErr string
		check   func(*testing.T, Config)
	}{
		{"missing token", nil, map[string]string{"SUDOKUBOT_DISCORD_APP_ID": "1"}, "SUDOKUBOT_DISCORD_TOKEN is not set", nil},
		{"http without key", nil, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "1", "SUDOKUBOT_MODE": "http"}, "PUBLIC_KEY is required", nil},
		{"bad key", nil, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "1", "SUDOKUBOT_DISCORD_PUBLIC_KEY": "abc"}, "not a 64-digit hex", nil},
		{"bad mode", nil, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "1", "SUDOKUBOT_MODE": "carrier pigeon"}, "neither gateway nor http", nil},
		{"bad shard", nil, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "1", "SUDOKUBOT_SHARD_ID": "2", "SUDOKUBOT_SHARD_COUNT": "2"}, "below SUDOKUBOT_SHARD_COUNT", nil},
		{"bad app id", nil, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "my-app"}, "not a numeric ID", nil},
		{"malformed .env", []string{"-env", bad}, nil, "bad.env", nil},
		{"unknown command", []string{"-env", good, "deploy"}, nil, "unknown command", nil},
		{".env fills unset keys", []string{"-env", good}, map[string]string{"SUDOKUBOT_DISCORD_APP_ID": "456"}, "", func(t *testing.T, c Config) {
			if c.Token != "from-file" || c.AppID != "456" || c.Mode != "gateway" || c.DB != "sqlite://sudokubot.db" || c.ShardCount != 0 || c.Shards != nil {
				t.Errorf("config = %+v", c)
			}
			if strings.Contains(c.String(), "from-file") {
				t.Errorf("String() shows the token: %s", c)
			}
		}},
		{"http mode", []string{"-env", good}, map[string]string{"SUDOKUBOT_MODE": "http", "SUDOKUBOT_DISCORD_PUBLIC_KEY": key}, "", func(t *testing.T, c Config) {
			if c.Mode != "http" || len(c.PublicKey) != 32 || c.HTTPAddr != ":8080" {
				t.Errorf("config = %+v", c)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMain()
			args := tc.args
			if args == nil {
				args = []string{"-env", empty}
			}
			err := m.Configure(args, env(tc.kv))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Configure = %v, want an error containing %q", err, tc.wantErr)
				}
				if strings.Contains(err.Error(), "from-file") {
					t.Errorf("the error shows the token: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, m.Config)
		})
	}
}

// TestGoroutinesReturn runs alone (not parallel): after a solve and Close, the goroutine
// count returns to its baseline.
func TestGoroutinesReturn(t *testing.T) {
	base := runtime.NumGoroutine()
	t.Run("session", func(t *testing.T) {
		f := discordtest.New(t)
		m, _ := newMain(t, f, nil, baseEnv())
		if err := m.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		data := map[string]any{"id": "9", "name": "sudoku", "type": 1, "options": []any{map[string]any{"name": "solve", "type": 1,
			"options": []any{map[string]any{"name": "puzzle", "type": 3, "value": classic}}}}}
		id, err := f.Interact(discordtest.TypeCommand, data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.WaitCallback(id, 10*time.Second); err != nil {
			t.Fatal(err)
		}
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
	})
	deadline := time.Now().Add(10 * time.Second)
	n := runtime.NumGoroutine()
	for n > base+2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	if n > base+2 {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after Close, baseline %d:\n%s", n, base, buf[:runtime.Stack(buf, true)])
	}
}

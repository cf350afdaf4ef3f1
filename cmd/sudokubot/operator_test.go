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
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// What an operator met running the bot (issue 24), one test per finding.

// get returns the status and body of GET url.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// /readyz fails when the database is down, and answers on the port a load balancer
// probes: the interactions port in HTTP mode (and the metrics port in both modes).
// /healthz stays the liveness probe.
func TestReadiness(t *testing.T) {
	t.Parallel()
	t.Run("gateway", func(t *testing.T) {
		f := discordtest.New(t)
		kv := baseEnv()
		kv["SUDOKUBOT_METRICS_ADDR"] = "127.0.0.1:0"
		m, _ := newMain(t, f, nil, kv)
		if err := m.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		base := "http://" + m.Addr("metrics")
		if code, body := get(t, base+"/readyz"); code != 200 || body != "ready\n" {
			t.Errorf("GET /readyz = %d %q with the database and the gateway up", code, body)
		}
		m.daily.store.Close() // the database goes away
		if code, body := get(t, base+"/readyz"); code != 503 || !strings.Contains(body, "database") {
			t.Errorf("GET /readyz = %d %q with the database down, want 503 naming it", code, body)
		}
		if code, _ := get(t, base+"/healthz"); code != 200 {
			t.Errorf("GET /healthz = %d, want 200: the process is alive", code)
		}
	})
	t.Run("http", func(t *testing.T) {
		f := discordtest.New(t)
		pub, _, _ := ed25519.GenerateKey(rand.Reader)
		kv := baseEnv()
		kv["SUDOKUBOT_MODE"] = "http"
		kv["SUDOKUBOT_DISCORD_PUBLIC_KEY"] = hex.EncodeToString(pub)
		kv["SUDOKUBOT_HTTP_ADDR"] = "127.0.0.1:0"
		m, logs := newMain(t, f, nil, kv)
		if err := m.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		base := "http://" + m.Addr("interactions")
		for path, want := range map[string]string{"/readyz": "ready\n", "/healthz": "ok\n"} {
			if code, body := get(t, base+path); code != 200 || body != want {
				t.Errorf("GET %s on the interactions port = %d %q, want 200 %q", path, code, body, want)
			}
		}
		// HTTP mode says at start-up what it cannot do.
		if !strings.Contains(logs.String(), "mentions and direct messages are not received") {
			t.Errorf("HTTP mode does not warn that mentions and DMs need the gateway:\n%s", logs)
		}
		m.daily.store.Close()
		if code, _ := get(t, base+"/readyz"); code != 503 {
			t.Errorf("GET /readyz on the interactions port = %d with the database down, want 503", code)
		}
		// A stop (SIGTERM ends Run's context; main then calls Close) is logged.
		m.Close()
		if !strings.Contains(logs.String(), `"msg":"stopping`) || !strings.Contains(logs.String(), `"msg":"stopped"`) {
			t.Errorf("stopping in HTTP mode logs nothing:\n%s", logs)
		}
	})
}

// The command line: a usage error exits 2, a named -env file must exist, check shows a
// missing application ID as such, and the shard settings read as documented.
func TestCommandLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "empty.env"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		args    []string
		kv      map[string]string
		code    int
		wantErr string
	}{
		{"unknown command", []string{"foo"}, nil, 2, `unknown command "foo"`},
		{"unknown flag", []string{"-verbose"}, nil, 2, "flag provided but not defined"},
		{"two commands", []string{"check", "register"}, nil, 2, "usage"},
		{"missing -env file", []string{"-env", filepath.Join(dir, "missing.env")}, baseEnv(), 1, "missing.env"},
		{"bad shard range", []string{"-env", filepath.Join(dir, "empty.env")}, map[string]string{"SUDOKUBOT_DISCORD_TOKEN": "x", "SUDOKUBOT_DISCORD_APP_ID": "1", "SUDOKUBOT_SHARD_ID": "3-1"}, 1, "SUDOKUBOT_SHARD_ID"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := NewMain().Configure(tc.args, env(tc.kv))
			if err == nil || exitCode(err) != tc.code || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("Configure(%q) = %v (exit %d), want exit %d and %q", tc.args, err, exitCode(err), tc.code, tc.wantErr)
			}
		})
	}
	m := NewMain()
	kv := map[string]string{"SUDOKUBOT_SHARD_ID": "2-3", "SUDOKUBOT_SHARD_COUNT": "4", "SUDOKUBOT_DISCORD_TOKEN": "x"}
	if err := m.Configure([]string{"-env", filepath.Join(dir, "none.env"), "check"}, env(kv)); err == nil {
		t.Errorf("a missing -env file was ignored")
	}
	if err := m.Configure([]string{"-env", filepath.Join(dir, "empty.env"), "check"}, env(kv)); err != nil {
		t.Fatal(err)
	}
	if got := m.Config.String(); !strings.Contains(got, "app=(not set)") || !strings.Contains(got, "shards=[2 3] of 4") {
		t.Errorf("check's configuration line = %q, want the missing app ID said and the shards", got)
	}
}

// check names every permission the daily options need: threads when a thread per day is
// on, and what a role to ping may need.
func TestCheckDailyOptionPermissions(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	kv := baseEnv()
	kv["SUDOKUBOT_DB"] = "sqlite://" + filepath.Join(t.TempDir(), "bot.db")
	db, err := sqlite.Open(strings.TrimPrefix(kv["SUDOKUBOT_DB"], "sqlite://"))
	if err != nil {
		t.Fatal(err)
	}
	const thread, role = "300000000000000043", "300000000000000044"
	for _, s := range []store.GuildSettings{
		{GuildID: discordtest.GuildID, ChannelID: thread, Thread: true},
		{GuildID: "200000000000000002", ChannelID: role, PingRole: "400000000000000001"},
	} {
		s.PostTime, s.TimeZone, s.Band, s.Size, s.Enabled = "09:00", "UTC", "medium", 9, true
		if err := db.PutSettings(context.Background(), s); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	basic := int64(1<<10 | 1<<11 | 1<<15) // View Channel, Send Messages, Attach Files
	f.SetChannelPermissions(thread, basic)
	f.SetChannelPermissions(role, basic)
	m, _ := newMain(t, f, []string{"check"}, kv)
	var out bytes.Buffer
	m.Stdout = &out
	err = m.Run(context.Background())
	m.Close()
	report := out.String()
	if err == nil || !strings.Contains(report, "daily channel "+thread+" (guild "+discordtest.GuildID+"): missing Create Public Threads, Send Messages in Threads") {
		t.Errorf("err %v; the thread option's permissions are not named:\n%s", err, report)
	}
	if !strings.Contains(report, "daily channel "+role+" (guild 200000000000000002): ok; to ping role 400000000000000001 the bot needs Mention @everyone, @here and All Roles unless the role is mentionable by everyone") {
		t.Errorf("the role option's permission is not named:\n%s", report)
	}
}

// docs/bot-setup.md states the exit status; the code keeps it: 2 for a usage error, 1 for
// a configuration problem.
func TestExitStatusDoc(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../../docs/bot-setup.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "on a configuration, start-up or `check` problem (the message says which); 2 for a usage\nerror (an unknown command or flag)") {
		t.Fatalf("docs/bot-setup.md no longer states the exit status this test checks")
	}
	if code := exitCode(NewMain().Configure([]string{"frobnicate"}, env(nil))); code != 2 {
		t.Errorf("an unknown command exits %d, the doc says 2", code)
	}
	if code := exitCode(NewMain().Configure([]string{"-env", filepath.Join(t.TempDir(), "x.env")}, env(nil))); code != 1 {
		t.Errorf("a configuration problem exits %d, the doc says 1", code)
	}
}

package main

// The Activity's tests drive the board in headless Chromium (Debian's chromium) against
// the bot's own server, the Embedded App SDK in its mock mode and the fake Discord for
// the sign-in and the Activity instances. Without Chromium they skip and say so, unless
// SUDOKUBOT_TEST_BROWSER=require (as .ci/run sets it), which fails them instead.

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// chromium finds the browser, or skips (or fails, when required) the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("SUDOKUBOT_TEST_BROWSER") == "require" {
		t.Fatal("Chromium is required (SUDOKUBOT_TEST_BROWSER=require) but not installed: apt-get install -y chromium")
	}
	t.Skip("the Activity's browser tests need Chromium (apt-get install -y chromium); skipping")
	return ""
}

// browser starts one headless Chromium for the test; each participant is a tab of its
// own (browser contexts share nothing the page keeps: it signs in from its URL).
func browser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1100, 900))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return bctx
}

// activityBot runs a bot with the Activity on, against the fake Discord f; kv adds to
// the test environment and setup, when given, adjusts the Main before it runs.
func activityBot(t *testing.T, f *discordtest.Server, kv map[string]string, setup ...func(*Main)) *Main {
	t.Helper()
	env := baseEnv()
	for k, v := range kv {
		env[k] = v
	}
	env["SUDOKUBOT_DISCORD_CLIENT_SECRET"] = discordtest.ClientSecret
	if env["SUDOKUBOT_WEB_ADDR"] == "" {
		env["SUDOKUBOT_WEB_ADDR"] = "127.0.0.1:0"
	}
	m, logs := newMain(t, f, nil, env)
	for _, s := range setup {
		s(m)
	}
	t.Cleanup(func() {
		// No OAuth code, access token or session token in the logs (the bot token is
		// checked by newMain).
		for _, secret := range []string{"mock:", "at-4", discordtest.ClientSecret, `eyJ1Ijoi`} {
			if strings.Contains(logs.String(), secret) {
				t.Errorf("the logs hold a secret of the sign-in (%q)", secret)
			}
		}
	})
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// A participant is one member's board in a tab.
type participant struct {
	t    *testing.T
	ctx  context.Context
	user string
}

// open loads the Activity for user in instance on the bot at addr, in a new tab of b,
// and waits for the page to be connected.
func open(t *testing.T, b context.Context, addr, user, instance string, emulate ...chromedp.Action[chromedp.Void]) *participant {
	t.Helper()
	p := openNoWait(t, b, addr, user, instance, emulate...)
	p.waitJS(`document.getElementById('app').dataset.phase !== 'loading'`, "the page to connect")
	return p
}

// openNoWait loads the Activity as open does, without waiting for the page to connect.
func openNoWait(t *testing.T, b context.Context, addr, user, instance string, emulate ...chromedp.Action[chromedp.Void]) *participant {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b)
	t.Cleanup(cancel)
	q := url.Values{"user_id": {user}, "instance_id": {instance}, "channel_id": {discordtest.ChannelID}, "guild_id": {discordtest.GuildID}}
	actions := append([]chromedp.Action[chromedp.Void]{}, emulate...)
	actions = append(actions, chromedp.Navigate("http://"+addr+"/?"+q.Encode()))
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: opening the Activity: %v", user, err)
	}
	return &participant{t: t, ctx: ctx, user: user}
}

// run runs chromedp actions with a time limit, failing the test on an error.
func (p *participant) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %s: %v\n%s", p.user, what, err, p.diagnose())
	}
}

// js evaluates the JavaScript expression expr in the page.
func js[T any](p *participant, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("%s: evaluating %s: %v\n%s", p.user, expr, err, p.diagnose())
	}
	return v
}

// diagnose describes the page for a failure message.
func (p *participant) diagnose() string {
	ctx, cancel := context.WithTimeout(p.ctx, 3*time.Second)
	defer cancel()
	s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({phase: document.getElementById('app').dataset.phase,
		loading: document.getElementById('loading').textContent, toast: document.getElementById('toast').textContent,
		title: document.getElementById('title').textContent})`))
	return "page: " + s
}

// waitJS waits until the JavaScript expression cond is true.
func (p *participant) waitJS(cond, what string) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		cancel()
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: waiting for %s (%s): %v\n%s", p.user, what, cond, err, p.diagnose())
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// click clicks the element sel.
func (p *participant) click(sel string) {
	p.t.Helper()
	p.run("clicking "+sel, chromedp.Click(chromedp.CSS(sel)))
}

// cellText is the digit shown in cell (such as "r3c5").
func (p *participant) cellText(cell string) string {
	return js[string](p, fmt.Sprintf(`document.querySelector('[data-cell=%q] .v').textContent`, cell))
}

// play taps cell, then digit.
func (p *participant) play(cell string, digit int) {
	p.t.Helper()
	p.click(fmt.Sprintf(`[data-cell=%q]`, cell))
	p.click(fmt.Sprintf(`#pad [data-digit="%d"]`, digit))
}

// waitCell waits until cell shows want.
func (p *participant) waitCell(cell, want string) {
	p.t.Helper()
	p.waitJS(fmt.Sprintf(`document.querySelector('[data-cell=%q] .v').textContent === %q`, cell, want), cell+" = "+want)
}

// key presses a key (with its code, for digits) in the page.
func (p *participant) key(key string, mods ...chromedp.KeyOption) {
	p.t.Helper()
	p.run("pressing "+key, chromedp.KeyEvent(key, mods...))
}

// screenshot saves the page as docs/gallery/<name>.png when SUDOKUBOT_GALLERY names the
// gallery folder.
func (p *participant) screenshot(name string) {
	p.t.Helper()
	dir := os.Getenv("SUDOKUBOT_GALLERY")
	if dir == "" {
		return
	}
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// instances hands each test its own Activity instance IDs.
var instances struct {
	mu sync.Mutex
	n  int
}

func newInstance(f *discordtest.Server, users ...string) string {
	instances.mu.Lock()
	instances.n++
	id := fmt.Sprintf("9%017d", instances.n)
	instances.mu.Unlock()
	f.SetInstance(discordtest.Instance{ID: id, Guild: discordtest.GuildID, Channel: discordtest.ChannelID, Users: users})
	return id
}

// gameState is the game the page shows (its state from the bot).
type gameState struct {
	ID       string   `json:"id"`
	Version  int64    `json:"version"`
	N        int      `json:"n"`
	Givens   []int    `json:"givens"`
	Cells    []int    `json:"cells"`
	Marks    []uint32 `json:"marks"`
	Finished bool     `json:"finished"`
	Hints    int      `json:"hints"`
	Together bool     `json:"together"`
}

// state reads the page's game through the test hook the page exposes in mock mode.
func (p *participant) state() gameState {
	p.t.Helper()
	s := js[string](p, `JSON.stringify(window.__sudoku && window.__sudoku.game)`)
	var g gameState
	if err := json.Unmarshal([]byte(s), &g); err != nil {
		p.t.Fatalf("%s: reading the page's game %q: %v", p.user, s, err)
	}
	return g
}

// emptyCell returns the name and the solution's digit of an empty cell, read from the
// solution the test knows.
func emptyCells(g gameState) []string {
	var out []string
	for i, d := range g.Cells {
		if d == 0 {
			out = append(out, fmt.Sprintf("r%dc%d", i/g.N+1, i%g.N+1))
		}
	}
	return out
}

func has(s, sub string) bool { return strings.Contains(s, sub) }

// freeAddr reserves a loopback address for a bot that restarts on the same port.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

package discord_test

import (
	"bytes"
	"context"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

func TestMain(m *testing.M) {
	// Catch any stray request that escapes the fake's client.
	http.DefaultTransport = discordtest.LoopbackOnly{Next: http.DefaultTransport}
	os.Exit(m.Run())
}

const classic = `53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`

// wait is how long tests wait for the fake to see a request; generous for -race on 2 cores.
const wait = 10 * time.Second

// logBuffer collects log output for assertions (the token must never appear).
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

type env struct {
	t     testing.TB
	f     *discordtest.Server
	a     *discord.Adapter
	b     *bot.Bot
	state bot.StateStore
	logs  *logBuffer
}

type setupOpts struct {
	engine  bot.Engine
	state   bot.StateStore
	limits  bot.Limits
	options func(*discord.Options)
	noOpen  bool
	config  func(*bot.Config) // adjusts the bot's config (daily tests add a store and a poster)
}

// setup starts a fake Discord and a bot connected to it through the real discordgo client.
func setup(t testing.TB, so setupOpts) *env {
	t.Helper()
	return startOn(t, discordtest.New(t), so) // the fake first, so that it is cleaned up last
}

// startOn starts a bot connected to fake Discord f, which other bots may share (instances).
func startOn(t testing.TB, f *discordtest.Server, so setupOpts) *env {
	t.Helper()
	e := &env{t: t, f: f, state: so.state, logs: &logBuffer{}}
	if e.state == nil {
		e.state = bot.NewMemState()
	}
	e.start(so)
	return e
}

func (e *env) start(so setupOpts) {
	t := e.t
	if so.engine == nil {
		so.engine = newSeeded()
	}
	bc := bot.Config{State: e.state, Engine: so.engine, Limits: so.limits, Surface: discord.Surface(),
		Fetch: discord.Fetcher(e.f.Client(), 1<<20, 5*time.Second)}
	if so.config != nil {
		so.config(&bc)
	}
	e.b = bot.New(bc)
	opts := discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: e.f.Client(), DeferAfter: testDeferAfter,
		NetDialContext: e.f.DialContext, Logger: slog.New(slog.NewTextHandler(io.MultiWriter(e.logs, testWriter{t}), &slog.HandlerOptions{Level: slog.LevelDebug}))}
	if so.options != nil {
		so.options(&opts)
	}
	a, err := discord.New(e.b, opts)
	if err != nil {
		t.Fatal(err)
	}
	e.a = a
	if !so.noOpen {
		if err := a.Open(); err != nil {
			t.Fatalf("Open: %v", err)
		}
	}
	t.Cleanup(func() {
		a.Close()
		if strings.Contains(e.logs.String(), discordtest.Token) {
			t.Errorf("the bot token appears in the logs")
		}
	})
}

// seeded is the engine of package sudoku with reproducible puzzles: Generate replaces the
// random seed by one derived from the size, the band and how many puzzles of that size
// and band it made before, so that a test's generated puzzles (the daily bank's, /sudoku
// new's, a new board's) are the same on every run and the recorded transcripts
// (discordtest.RecordEnv) compare byte for byte.
type seeded struct {
	bot.SudokuEngine
	mu    sync.Mutex
	count map[[2]int]uint64
}

func newSeeded() *seeded { return &seeded{count: map[[2]int]uint64{}} }

func (e *seeded) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	e.mu.Lock()
	k := [2]int{opt.Size, int(opt.Band)}
	e.count[k]++
	opt.Seed = uint64(opt.Size)<<40 | uint64(opt.Band)<<32 | e.count[k]
	e.mu.Unlock()
	return e.SudokuEngine.Generate(ctx, opt)
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	if testing.Verbose() {
		w.t.Log(strings.TrimSpace(string(p)))
	}
	return len(p), nil
}

// slash builds /sudoku <sub> data with options.
func slash(sub string, opts ...map[string]any) map[string]any {
	o := []any{}
	for _, x := range opts {
		o = append(o, x)
	}
	return map[string]any{"id": "900000000000000001", "name": "sudoku", "type": 1,
		"options": []any{map[string]any{"name": sub, "type": 1, "options": o}}}
}

func strOpt(name, v string) map[string]any {
	return map[string]any{"name": name, "type": 3, "value": v}
}

func boolOpt(name string, v bool) map[string]any {
	return map[string]any{"name": name, "type": 5, "value": v}
}

// withAttachment adds an attachment option and its resolved object to slash data.
func withAttachment(data map[string]any, url, name, ctype string, size int) map[string]any {
	sub := data["options"].([]any)[0].(map[string]any)
	sub["options"] = append(sub["options"].([]any), map[string]any{"name": "file", "type": 11, "value": "700000000000000001"})
	data["resolved"] = map[string]any{"attachments": map[string]any{"700000000000000001": map[string]any{
		"id": "700000000000000001", "filename": name, "size": size, "url": url, "proxy_url": url, "content_type": ctype}}}
	return data
}

func button(id string) map[string]any { return map[string]any{"custom_id": id, "component_type": 2} }

// interact dispatches an interaction and returns its ID.
func (e *env) interact(typ int, data any, opts ...discordtest.Option) string {
	e.t.Helper()
	id, err := e.f.Interact(typ, data, opts...)
	if err != nil {
		e.t.Fatal(err)
	}
	return id
}

// callback waits for interaction id's initial response.
func (e *env) callback(id string) *discordtest.Request {
	e.t.Helper()
	r, err := e.f.WaitCallback(id, wait)
	if err != nil {
		e.t.Fatalf("interaction %s: %v", id, err)
	}
	if r.Status/100 != 2 {
		e.t.Fatalf("interaction %s: callback answered %d: %s", id, r.Status, r.Body)
	}
	return r
}

// edit waits for the PATCH of interaction id's original response.
func (e *env) edit(id string) *discordtest.Request {
	e.t.Helper()
	r, err := e.f.WaitRequest("PATCH", e.f.OriginalPath(id), wait)
	if err != nil {
		e.t.Fatalf("interaction %s: %v", id, err)
	}
	if r.Status/100 != 2 {
		e.t.Fatalf("interaction %s: edit answered %d: %s", id, r.Status, r.Body)
	}
	return r
}

func respType(r *discordtest.Request) int {
	t, _ := r.JSON["type"].(float64)
	return int(t)
}

func respData(r *discordtest.Request) map[string]any {
	d, _ := r.JSON["data"].(map[string]any)
	return d
}

func content(d map[string]any) string {
	s, _ := d["content"].(string)
	return s
}

func flags(d map[string]any) int {
	f, _ := d["flags"].(float64)
	return int(f)
}

// buttons returns the custom IDs of the buttons in d's components, by label.
func buttons(d map[string]any) map[string]string {
	out := map[string]string{}
	rows, _ := d["components"].([]any)
	for _, r := range rows {
		cs, _ := r.(map[string]any)["components"].([]any)
		for _, c := range cs {
			cm := c.(map[string]any)
			label, _ := cm["label"].(string)
			id, _ := cm["custom_id"].(string)
			out[label] = id
		}
	}
	return out
}

// checkPNG fails unless r carries exactly one PNG file that decodes, and returns its name.
func checkPNG(t testing.TB, r *discordtest.Request) string {
	t.Helper()
	if len(r.Files) != 1 {
		t.Fatalf("%s %s: %d files, want 1", r.Method, r.Path, len(r.Files))
	}
	img, err := png.Decode(bytes.NewReader(r.Files[0].Data))
	if err != nil {
		t.Fatalf("file %s: %v", r.Files[0].Name, err)
	}
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Errorf("file %s is %v, want a readable board", r.Files[0].Name, b)
	}
	if r.Files[0].Description == "" {
		t.Errorf("file %s has no alt text (attachment description)", r.Files[0].Name)
	}
	if ct := r.Files[0].ContentType; ct != "image/png" {
		t.Errorf("file %s has content type %q, want image/png", r.Files[0].Name, ct)
	}
	return r.Files[0].Name
}

// message waits for the message interaction id ends with, whatever shape the bot chose:
// an immediate message (type 4) or update (7), or a deferral (5 or 6) completed by a PATCH
// of the original response (or, for a private reply after a public deferral, a follow-up).
// A deferral is presented as the message it stands for (type 4 or 7, with the deferral's
// flags), so that tests never depend on the machine's speed: under -race a reply may
// overrun DeferAfter and be deferred, which is just as correct.
func (e *env) message(id string) *discordtest.Request {
	e.t.Helper()
	r := e.callback(id)
	typ := respType(r)
	if typ != 5 && typ != 6 {
		return r
	}
	original, followup := e.f.OriginalPath(id), e.f.FollowupPath(id)
	p, err := e.f.WaitFor(wait, func(q *discordtest.Request) bool {
		return q.Method == "PATCH" && q.Path == original || q.Method == "POST" && strings.HasPrefix(q.Path, followup) && q.Path != original
	})
	if err != nil {
		e.t.Fatalf("interaction %s deferred (type %d) and never completed: %v", id, typ, err)
	}
	if p.Status/100 != 2 {
		e.t.Fatalf("interaction %s: %s answered %d: %s", id, p.Method, p.Status, p.Body)
	}
	data := map[string]any{}
	for k, v := range p.JSON {
		data[k] = v
	}
	data["flags"] = float64(flags(data) | flags(respData(r)))
	msg := *p
	msg.JSON = map[string]any{"type": map[int]float64{5: 4, 6: 7}[typ], "data": data}
	return &msg
}

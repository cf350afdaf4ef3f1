package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/session/sessiontest"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/web"
)

func TestMain(m *testing.M) {
	http.DefaultTransport = discordtest.LoopbackOnly{Next: http.DefaultTransport}
	os.Exit(m.Run())
}

// host is the bot as the tests' sessions see it: the real engine and clock.
var host = sessiontest.Host{}

// memKV is a session.KV in memory.
type memKV struct {
	mu sync.Mutex
	m  map[string][]byte
	at map[string]time.Time
}

func (k *memKV) PutState(_ context.Context, key string, v []byte, exp time.Time) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.m == nil {
		k.m, k.at = map[string][]byte{}, map[string]time.Time{}
	}
	k.m[key], k.at[key] = v, exp
	return nil
}

func (k *memKV) GetState(_ context.Context, key string) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if v, ok := k.m[key]; ok && time.Now().Before(k.at[key]) {
		return v, nil
	}
	return nil, fmt.Errorf("not found")
}

// server is one bot process's Activity for a test, with its sessions.
type server struct {
	*web.Server
	url      string
	sessions *session.Sessions
	launches *memKV
}

// newServer starts an Activity server against the fake Discord f on games (a new store
// in memory when nil) and bus (in process when nil).
func newServer(t testing.TB, f *discordtest.Server, games *session.Sessions, bus web.Bus) *server {
	t.Helper()
	var w *web.Server
	pub := publisherFunc(func(ctx context.Context, g *game.Game) {
		if w != nil {
			w.Publish(ctx, g)
		}
	})
	if games == nil {
		games = session.New(session.Config{Host: host, Games: session.NewMemGames(), Publish: pub})
	}
	kv := &memKV{}
	w, err := web.New(web.Config{ClientID: discordtest.AppID, ClientSecret: discordtest.ClientSecret, BotToken: discordtest.Token,
		Client: f.Client(), Sessions: games, Launches: kv, Bus: bus, Burst: 400})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); hs.Close() })
	return &server{Server: w, url: hs.URL, sessions: games, launches: kv}
}

type publisherFunc func(ctx context.Context, g *game.Game)

func (f publisherFunc) Publish(ctx context.Context, g *game.Game) { f(ctx, g) }

// signIn exchanges the mock code of user for the page's session token.
func signIn(t testing.TB, s *server, user string) string {
	t.Helper()
	resp, err := http.Post(s.url+"/api/token", "application/json", strings.NewReader(`{"code":"mock:`+user+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Session string `json:"session"`
		Error   string `json:"error"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	if resp.StatusCode != 200 || out.Session == "" {
		t.Fatalf("sign-in of %s: %d %s", user, resp.StatusCode, out.Error)
	}
	return out.Session
}

// client is one participant's WebSocket, with what the server sent it.
type client struct {
	t    testing.TB
	ws   *websocket.Conn
	user string
	mu   sync.Mutex
	msgs []map[string]any
	game map[string]any
	seen chan struct{}
}

// join signs user in and connects them to the Activity instance (dial with a fresh token).
func join(t testing.TB, s *server, user, instance string) *client {
	t.Helper()
	return dial(t, s, user, signIn(t, s, user), instance)
}

// dial connects user (with token) to instance and says hello.
func dial(t testing.TB, s *server, user, token, instance string) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, strings.Replace(s.url, "http", "ws", 1)+"/api/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 20)
	c := &client{t: t, ws: ws, user: user, seen: make(chan struct{}, 1)}
	t.Cleanup(func() { ws.CloseNow() })
	go c.read()
	c.send(map[string]any{"t": "hello", "token": token, "instance": instance})
	return c
}

func (c *client) read() {
	for {
		_, b, err := c.ws.Read(context.Background())
		if err != nil {
			c.mu.Lock()
			c.msgs = append(c.msgs, map[string]any{"t": "closed"})
			c.mu.Unlock()
			c.poke()
			return
		}
		var m map[string]any
		json.Unmarshal(b, &m)
		c.mu.Lock()
		c.msgs = append(c.msgs, m)
		if m["t"] == "state" {
			g, _ := m["game"].(map[string]any)
			c.game = g
		}
		c.mu.Unlock()
		c.poke()
	}
}

func (c *client) poke() {
	select {
	case c.seen <- struct{}{}:
	default:
	}
}

func (c *client) send(m map[string]any) {
	c.t.Helper()
	b, _ := json.Marshal(m)
	if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
		c.t.Fatalf("%s: send: %v", c.user, err)
	}
}

// wait waits until ok holds of the messages received so far.
func (c *client) wait(what string, ok func(msgs []map[string]any, g map[string]any) bool) {
	c.t.Helper()
	deadline := time.After(15 * time.Second)
	for {
		c.mu.Lock()
		done := ok(c.msgs, c.game)
		c.mu.Unlock()
		if done {
			return
		}
		select {
		case <-c.seen:
		case <-deadline:
			c.mu.Lock()
			var kinds []string
			for _, m := range c.msgs {
				k := fmt.Sprint(m["t"])
				if m["t"] == "note" || m["t"] == "error" {
					k += fmt.Sprintf("(%v)", m["text"])
				}
				kinds = append(kinds, k)
			}
			c.mu.Unlock()
			c.t.Fatalf("%s: waiting for %s; messages %v", c.user, what, kinds)
		}
	}
}

// note waits for a note (or error) whose text holds sub.
func (c *client) note(sub string) {
	c.t.Helper()
	c.wait("a note "+sub, func(msgs []map[string]any, _ map[string]any) bool {
		for _, m := range msgs {
			if (m["t"] == "note" || m["t"] == "error") && strings.Contains(fmt.Sprint(m["text"]), sub) {
				return true
			}
		}
		return false
	})
}

// lobby waits for the choosers (a state without a game).
func (c *client) lobby() {
	c.t.Helper()
	c.wait("the choosers", func(msgs []map[string]any, _ map[string]any) bool {
		for _, m := range msgs {
			if m["t"] == "state" && m["game"] == nil {
				return true
			}
		}
		return false
	})
}

// board waits for a game and returns it.
func (c *client) board() map[string]any {
	c.t.Helper()
	c.wait("a board", func(_ []map[string]any, g map[string]any) bool { return g != nil })
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.game
}

func (c *client) version() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, _ := c.game["version"].(float64)
	return int64(v)
}

// cells returns the board's digits.
func cells(g map[string]any) []int {
	var out []int
	for _, v := range g["cells"].([]any) {
		out = append(out, int(v.(float64)))
	}
	return out
}

// solution solves a board's givens.
func solution(t testing.TB, g map[string]any) []int {
	t.Helper()
	n := int(g["n"].(float64))
	grid, _ := sudoku.NewGrid(n)
	for i, v := range g["givens"].([]any) {
		if d := int(v.(float64)); d != 0 {
			grid.SetCell(i, d)
		}
	}
	s := sudoku.Solve(grid)
	out := make([]int, n*n)
	for i := range out {
		out[i] = s.Grid.Cell(i)
	}
	return out
}

var instanceN struct {
	mu sync.Mutex
	n  int
}

// instance makes an Activity instance of users in the fake Discord.
func instance(f *discordtest.Server, users ...string) string {
	instanceN.mu.Lock()
	instanceN.n++
	id := fmt.Sprintf("8%017d", instanceN.n)
	instanceN.mu.Unlock()
	for _, u := range users {
		f.AddUser(u, strings.ToUpper(u[:1])+u[1:])
	}
	f.SetInstance(discordtest.Instance{ID: id, Guild: discordtest.GuildID, Channel: discordtest.ChannelID, Users: users})
	return id
}

func TestSignInAndHello(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	in := instance(f, "ann", "ben")
	f.AddUser("zed", "Zed")
	good := signIn(t, s, "ann")
	tests := []struct {
		name, token, instance, want string
	}{
		{"a forged token", good[:len(good)-4] + "AAAA", in, "sign-in has expired"},
		{"no token", "", in, "sign-in has expired"},
		{"an unknown instance", good, "123", "Discord does not know this Activity"},
		{"not a participant", signIn(t, s, "zed"), in, "not in this Activity"},
	}
	for _, tc := range tests {
		c := dial(t, s, "x", tc.token, tc.instance)
		c.note(tc.want)
		c.wait("the close", func(msgs []map[string]any, _ map[string]any) bool { return msgs[len(msgs)-1]["t"] == "closed" })
	}
	// The code exchange refuses a code Discord does not know, and keeps tokens out of errors.
	resp, err := http.Post(s.url+"/api/token", "application/json", strings.NewReader(`{"code":"mock:nobody"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("an unknown code: status %d, want 401", resp.StatusCode)
	}
	c := dial(t, s, "ann", good, in)
	c.wait("the welcome and the lobby", func(msgs []map[string]any, _ map[string]any) bool {
		w, st := false, false
		for _, m := range msgs {
			w = w || m["t"] == "welcome"
			st = st || (m["t"] == "state" && m["game"] == nil)
		}
		return w && st
	})
}

// TestManyParticipantsOneVersion: twenty participants place digits on distinct cells of
// one co-op board, each from the version they saw: every move is played, none refused.
// A move on a cell someone else changed since the version a participant saw is refused.
func TestManyParticipantsOneVersion(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	var users []string
	for i := range 20 {
		users = append(users, fmt.Sprintf("p%02d", i))
	}
	in := instance(f, users...)
	var cs []*client
	for _, u := range users {
		cs = append(cs, join(t, s, u, in))
	}
	cs[0].lobby()
	cs[0].send(map[string]any{"t": "new", "mode": "coop", "band": "beginner", "size": 9})
	var g map[string]any
	for _, c := range cs {
		c.wait("the shared board", func(_ []map[string]any, g map[string]any) bool { return g != nil && g["together"] == true })
	}
	g = cs[0].board()
	sol := solution(t, g)
	seen := cs[0].version()
	var empty []int
	for i, d := range cells(g) {
		if d == 0 {
			empty = append(empty, i)
		}
	}
	var wg sync.WaitGroup
	for k, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			i := empty[k]
			c.send(map[string]any{"t": "move", "seen": seen, "moves": []any{map[string]any{"k": "place", "cell": i, "d": sol[i]}}})
		}()
	}
	wg.Wait()
	cs[0].wait("all twenty moves", func(_ []map[string]any, g map[string]any) bool {
		got := cells(g)
		for k := range cs {
			if got[empty[k]] != sol[empty[k]] {
				return false
			}
		}
		return true
	})
	// A move on a cell someone changed after the version the mover saw is refused.
	cs[1].send(map[string]any{"t": "move", "seen": seen, "moves": []any{map[string]any{"k": "place", "cell": empty[0], "d": 0}}})
	cs[1].note("just before you")
	if got := cells(cs[0].board())[empty[0]]; got != sol[empty[0]] {
		t.Errorf("a stale move erased %d", got)
	}
}

// TestRaceAndPrivacy: a race gives each their own board of one puzzle and shows the
// others' progress, never their digits; a member's private game never reaches another.
func TestRaceAndPrivacy(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	in := instance(f, "ann", "ben")
	a := join(t, s, "ann", in)
	b := join(t, s, "ben", in)
	a.lobby()
	a.send(map[string]any{"t": "new", "mode": "race", "band": "beginner", "size": 4})
	ga, gb := a.board(), b.board()
	b.wait("ben's race board", func(_ []map[string]any, g map[string]any) bool { return g != nil && g["n"] == float64(4) })
	gb = b.board()
	if ga["id"] == gb["id"] || fmt.Sprint(ga["givens"]) != fmt.Sprint(gb["givens"]) {
		t.Fatalf("race boards %v and %v: want two boards of one puzzle", ga["id"], gb["id"])
	}
	sol := solution(t, gb)
	for i, d := range cells(gb) {
		if d == 0 {
			b.send(map[string]any{"t": "move", "seen": b.version(), "moves": []any{map[string]any{"k": "place", "cell": i, "d": sol[i]}}})
			break
		}
	}
	a.wait("ben's progress", func(msgs []map[string]any, _ map[string]any) bool {
		for _, m := range msgs {
			if m["t"] != "people" {
				continue
			}
			for _, p := range m["people"].([]any) {
				pm := p.(map[string]any)
				if pm["user"] == "ben" && pm["filled"] == float64(1) {
					return true
				}
			}
		}
		return false
	})
	for _, m := range a.msgs {
		if m["t"] == "state" && m["game"] != nil && m["game"].(map[string]any)["id"] == gb["id"] {
			t.Fatalf("ann was sent ben's race board")
		}
	}
	// Ann's private game, launched by ben's hand, opens nothing of hers for him.
	g, err := s.sessions.NewGame(context.Background(), "ann", "", "4")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.sessions.Create(context.Background(), g, session.Player{User: "ann"}); err != nil {
		t.Fatal(err)
	}
	if err := session.SaveLaunch(context.Background(), s.launches, discordtest.ChannelID, "ben", session.Launch{Game: g.ID}, time.Now()); err != nil {
		t.Fatal(err)
	}
	in2 := instance(f, "ben")
	b2 := join(t, s, "ben", in2)
	b2.lobby()
	if b2.game != nil {
		t.Errorf("ben, launching ann's private game, got a board: %v", b2.game)
	}
}

// TestFlood: a participant sending faster than the limit (5 at once, refilled over a day,
// so that no token comes back during the test) is told so, and the messages
// over the limit change nothing.
func TestFlood(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	w, err := web.New(web.Config{ClientID: discordtest.AppID, ClientSecret: discordtest.ClientSecret, BotToken: discordtest.Token,
		Client: f.Client(), Sessions: session.New(session.Config{Host: host, Games: session.NewMemGames()}), Burst: 5, Window: 24 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); hs.Close() })
	s := &server{Server: w, url: hs.URL}
	in := instance(f, "ann")
	c := join(t, s, "ann", in)
	for range 10 {
		c.send(map[string]any{"t": "ping"})
	}
	c.note("faster than I can take them")
	pongs := 0
	c.mu.Lock()
	for _, m := range c.msgs {
		if m["t"] == "pong" {
			pongs++
		}
	}
	c.mu.Unlock()
	if pongs > 5 {
		t.Errorf("%d pongs for 10 pings over a burst of 5", pongs)
	}
	// A message over the read limit closes the connection.
	// The server may close before the client has written it all, so the write's own
	// error (a broken pipe) is not the test's: the close is.
	big, _ := json.Marshal(map[string]any{"t": "ping", "band": strings.Repeat("x", 64<<10)})
	_ = c.ws.Write(context.Background(), websocket.MessageText, big)
	c.wait("the close", func(msgs []map[string]any, _ map[string]any) bool { return msgs[len(msgs)-1]["t"] == "closed" })
}

// TestColoursKeptAndDistinct: two members whose preferred colours are the same get
// different colours in a room, and each keeps theirs when they reload, in either order.
func TestColoursKeptAndDistinct(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	prefer := func(u string) uint32 { h := fnv.New32a(); h.Write([]byte(u)); return h.Sum32() % 8 }
	first, second := "cat", ""
	for k := 0; second == ""; k++ {
		if u := fmt.Sprintf("dog%d", k); prefer(u) == prefer(first) {
			second = u
		}
	}
	in := instance(f, first, second)
	colours := func(c *client, n int) map[string]float64 {
		t.Helper()
		var out map[string]float64
		c.wait("everyone's colour", func(msgs []map[string]any, _ map[string]any) bool {
			for k := len(msgs) - 1; k >= 0; k-- {
				if msgs[k]["t"] != "people" {
					continue
				}
				out = map[string]float64{}
				for _, p := range msgs[k]["people"].([]any) {
					pm := p.(map[string]any)
					if pm["online"] == true {
						out[pm["user"].(string)] = pm["color"].(float64)
					}
				}
				return len(out) == n
			}
			return false
		})
		return out
	}
	a := join(t, s, first, in)
	colours(a, 1)
	b := join(t, s, second, in)
	was := colours(b, 2)
	if was[first] == was[second] {
		t.Fatalf("%s and %s share colour %v", first, second, was[first])
	}
	// Both leave; the second comes back first, then the first: the same colours.
	a.ws.Close(websocket.StatusNormalClosure, "")
	b.ws.Close(websocket.StatusNormalClosure, "")
	b = join(t, s, second, in)
	colours(b, 1)
	a = join(t, s, first, in)
	if now := colours(a, 2); now[first] != was[first] || now[second] != was[second] {
		t.Errorf("colours after reloads %v, before %v", now, was)
	}
}

// TestNewRoundSendsEveryVersion: a participant whose last board reached a high version
// starts a new board (at version 1): each new version of it reaches them, as it reaches
// the others. (They were sent nothing until it passed the old board's version.)
func TestNewRoundSendsEveryVersion(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	in := instance(f, "ann", "ben")
	a := join(t, s, "ann", in)
	a.lobby()
	a.send(map[string]any{"t": "new", "mode": "solo", "band": "beginner", "size": 4})
	old := a.board()
	for k := 0; k < 4; k++ { // notes on and off: versions 2 to 5
		a.send(map[string]any{"t": "auto"})
		a.wait("a new version", func(_ []map[string]any, g map[string]any) bool { return g["version"] == float64(k+2) })
	}
	a.send(map[string]any{"t": "new", "mode": "coop", "band": "beginner", "size": 4})
	a.wait("the co-op board", func(_ []map[string]any, g map[string]any) bool { return g != nil && g["id"] != old["id"] })
	b := join(t, s, "ben", in)
	b.wait("the co-op board", func(_ []map[string]any, g map[string]any) bool { return g != nil && g["together"] == true })
	for _, who := range []*client{a, b} {
		who.send(map[string]any{"t": "auto"})
		v := float64(2)
		if who == b {
			v = 3
		}
		for _, c := range []*client{a, b} {
			c.wait(fmt.Sprintf("version %v of the co-op board", v), func(_ []map[string]any, g map[string]any) bool { return g["version"] == v })
		}
	}
}

// TestLaunchIntoRoomUnderWay: a member who presses Open board under their own chat board
// while the channel's Activity already plays something joins that room on the game they
// launched (the room's first participant's launch made the room; a later one was lost).
func TestLaunchIntoRoomUnderWay(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	s := newServer(t, f, nil, nil)
	in := instance(f, "ann", "ben")
	a := join(t, s, "ann", in)
	a.lobby()
	a.send(map[string]any{"t": "new", "mode": "coop", "band": "beginner", "size": 4})
	shared := a.board()
	g, err := s.sessions.NewGame(context.Background(), "ben", "", "6")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.sessions.Create(context.Background(), g, session.Player{User: "ben"}); err != nil {
		t.Fatal(err)
	}
	if err := session.SaveLaunch(context.Background(), s.launches, discordtest.ChannelID, "ben", session.Launch{Game: g.ID}, time.Now()); err != nil {
		t.Fatal(err)
	}
	b := join(t, s, "ben", in)
	b.wait("ben's own game", func(_ []map[string]any, got map[string]any) bool { return got != nil && got["id"] == g.ID })
	// He reconnects: the launch was taken once; he is back in the room's round.
	b.ws.Close(websocket.StatusNormalClosure, "")
	b = join(t, s, "ben", in)
	b.wait("the shared board", func(_ []map[string]any, got map[string]any) bool { return got != nil && got["id"] == shared["id"] })
}

// avatarTransport answers as next does, with an avatar hash added to /users/@me: the
// fake Discord gives members none.
type avatarTransport struct {
	next http.RoundTripper
	hash string
}

func (a avatarTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := a.next.RoundTrip(r)
	if err != nil || !strings.HasSuffix(r.URL.Path, "/users/@me") {
		return resp, err
	}
	defer resp.Body.Close()
	var u map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&u); err != nil {
		return nil, err
	}
	u["avatar"] = a.hash
	b, _ := json.Marshal(u)
	resp.Body = io.NopCloser(bytes.NewReader(b))
	resp.ContentLength = int64(len(b))
	resp.Header.Del("Content-Length")
	return resp, nil
}

// TestAvatars: a member's Discord avatar hash reaches the others in the room, for the
// page to show; a hash not of Discord's form is dropped.
func TestAvatars(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ hash, want string }{
		{"0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef"},
		{"a_0123456789abcdef0123456789abcdef", "a_0123456789abcdef0123456789abcdef"},
		{"../../x", ""}, {"0123456789ABCDEF0123456789abcdef", ""}, {"", ""},
	} {
		f := discordtest.New(t)
		client := *f.Client()
		client.Transport = avatarTransport{next: client.Transport, hash: c.hash}
		w, err := web.New(web.Config{ClientID: discordtest.AppID, ClientSecret: discordtest.ClientSecret, BotToken: discordtest.Token,
			Client: &client, Sessions: session.New(session.Config{Host: host, Games: session.NewMemGames()}), Burst: 400})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(w)
		s := &server{Server: w, url: hs.URL}
		in := instance(f, "ann")
		a := join(t, s, "ann", in)
		a.wait("ann's avatar", func(msgs []map[string]any, _ map[string]any) bool {
			for _, m := range msgs {
				if m["t"] == "people" && len(m["people"].([]any)) == 1 {
					got, _ := m["people"].([]any)[0].(map[string]any)["avatar"].(string)
					if got != c.want {
						t.Errorf("avatar %q became %q, want %q", c.hash, got, c.want)
					}
					return true
				}
			}
			return false
		})
		w.Close()
		hs.Close()
	}
}

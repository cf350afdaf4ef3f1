package discord_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// sharedStore returns a function opening a new handle on one fresh database: a PostgreSQL
// schema when SUDOKUBOT_TEST_POSTGRES is set, else one SQLite file.
func sharedStore(t *testing.T) (open func() store.Store, kind string) {
	t.Helper()
	base := os.Getenv("SUDOKUBOT_TEST_POSTGRES")
	if base == "" {
		path := filepath.Join(t.TempDir(), "shared.db")
		return func() store.Store {
			st, err := sqlite.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		}, "sqlite"
	}
	var b [6]byte
	rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to SUDOKUBOT_TEST_POSTGRES: %v", err)
	}
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	conn.Close(ctx)
	t.Cleanup(func() {
		conn, err := pgx.Connect(context.Background(), base)
		if err != nil {
			t.Errorf("connect to drop schema: %v", err)
			return
		}
		defer conn.Close(context.Background())
		conn.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal("SUDOKUBOT_TEST_POSTGRES is not a URL")
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	dsn := u.String()
	return func() store.Store {
		st, err := postgres.Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}, "postgres"
}

// A postRecord is one daily post as the poster saw it, on the fake clock.
type postRecord struct {
	instance int
	guild    string
	date     store.Date
	at       time.Time
	id       string
}

// weekPoster wraps the REST poster of one instance: it records posts, and "crashes" the
// instance between claim and post when crash says so (nothing is sent; the claim stays).
type weekPoster struct {
	next     daily.Poster
	instance int
	clock    *fakeClock
	crash    func(m daily.Message) bool

	mu      *sync.Mutex
	posts   *[]postRecord
	crashed *[]postRecord
}

func (p *weekPoster) Post(ctx context.Context, m daily.Message) (string, error) {
	if p.crash(m) {
		p.mu.Lock()
		*p.crashed = append(*p.crashed, postRecord{instance: p.instance, guild: m.GuildID, date: m.Date, at: p.clock.Now()})
		p.mu.Unlock()
		return "", fmt.Errorf("instance %d crashed", p.instance)
	}
	id, err := p.next.Post(ctx, m)
	if err == nil {
		p.mu.Lock()
		*p.posts = append(*p.posts, postRecord{p.instance, m.GuildID, m.Date, p.clock.Now(), id})
		p.mu.Unlock()
	}
	return id, err
}

// weekInstance is one bot process: its own store handle, bot, HTTP-mode adapter and
// scheduler.
type weekInstance struct {
	st     store.Store
	b      *bot.Bot
	a      *discord.Adapter
	sched  *daily.Scheduler
	runs   int // restarts so far (a new claim owner each time)
	logger *slog.Logger
}

type weekGuild struct {
	id, channel, zone, at string
	ramp                  bool
}

// TestDailyWeekThreeInstances runs three bot instances (HTTP mode, as behind a load
// balancer) on one database for a week of fake time across time zones, including the US
// DST change of 2026-03-08, posts just before midnight and instances dying between claim
// and post: every guild gets exactly one post per local date, at its local time, and
// every answer is recorded.
func TestDailyWeekThreeInstances(t *testing.T) {
	t.Parallel()
	open, kind := sharedStore(t)
	t.Logf("database: %s", kind)
	f := discordtest.New(t)
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 3, 4, 6, 0, 0, 0, time.UTC)
	end := time.Date(2026, 3, 11, 12, 0, 0, 0, time.UTC)
	const step = 10 * time.Minute
	const lease = 10 * time.Minute
	clock := &fakeClock{t: start}
	quiet := slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))

	guilds := []weekGuild{
		{"210000000000000001", "310000000000000001", "America/Los_Angeles", "09:00", false},
		{"210000000000000002", "310000000000000002", "America/New_York", "02:30", false}, // 02:30 does not exist on 2026-03-08
		{"210000000000000003", "310000000000000003", "Asia/Tokyo", "00:00", false},
		{"210000000000000004", "310000000000000004", "Australia/Sydney", "23:55", false}, // caught after midnight, within grace
		{"210000000000000005", "310000000000000005", "Pacific/Chatham", "12:00", false},
		{"210000000000000006", "310000000000000006", "Europe/London", "23:59", false},
		{"210000000000000007", "310000000000000007", "Asia/Kolkata", "07:30", true},
	}
	index := map[string]int{}
	for i, g := range guilds {
		index[g.id] = i
	}

	var mu sync.Mutex
	var posts, crashed []postRecord
	var crashMu sync.Mutex
	once := map[string]bool{} // (guild, date)s that made instance 0 crash: only the first claim dies
	insts := make([]*weekInstance, 3)
	for k := range insts {
		st := open()
		rest, err := discord.NewPoster(discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, Client: f.Client(), Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		k := k
		poster := &weekPoster{next: rest, instance: k, clock: clock, mu: &mu, posts: &posts, crashed: &crashed,
			crash: func(m daily.Message) bool {
				// Instance 0 dies between claim and post on about a third of the (guild, date)s
				// it claims first, including midnight-crossing and DST-day posts.
				if k != 0 || (m.Date.Day+index[m.GuildID])%3 != 0 {
					return false
				}
				crashMu.Lock()
				defer crashMu.Unlock()
				key := m.GuildID + "/" + m.Date.String()
				if once[key] {
					return false
				}
				once[key] = true
				return true
			}}
		b := bot.New(bot.Config{State: bot.StoreState(st), Store: st, Poster: poster, Now: clock.Now, Surface: discord.Surface(),
			Engine: newSeeded(), Limits: bot.Limits{PerUser: -1}})
		a, err := discord.New(b, discord.Options{Token: discordtest.Token, AppID: discordtest.AppID, PublicKey: pub, Client: f.Client(), Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		insts[k] = &weekInstance{st: st, b: b, a: a, logger: quiet}
		insts[k].restart(lease)
	}

	// The bank is filled before the week by one worker (any instance's would do).
	bank := daily.NewBank(insts[1].st, daily.BankOptions{Engine: newSeeded(), Target: 9, Logger: quiet,
		Always: []daily.BankKey{{Band: "easy", Size: 9}, {Band: "medium", Size: 9}, {Band: "hard", Size: 9}}})
	if _, err := bank.Fill(context.Background()); err != nil {
		t.Fatal(err)
	}

	// interact sends a signed interaction to instance k, as a load balancer would, and
	// returns the reply's content.
	n := 0
	interact := func(g weekGuild, user string, data map[string]any) string {
		t.Helper()
		n++
		k := n % len(insts)
		p := f.Payload(discordtest.TypeCommand, data, discordtest.FromUser(user), func(m map[string]any) {
			m["guild_id"], m["channel_id"] = g.id, g.channel
		})
		f.ExpectHTTP(p)
		body, _ := json.Marshal(p)
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		req := httptest.NewRequest("POST", "/interactions", strings.NewReader(string(body)))
		req.Header.Set("X-Signature-Ed25519", hex.EncodeToString(ed25519.Sign(priv, append([]byte(ts), body...))))
		req.Header.Set("X-Signature-Timestamp", ts)
		rec := httptest.NewRecorder()
		insts[k].a.ServeHTTP(rec, req)
		res := rec.Result()
		out, _ := io.ReadAll(res.Body)
		f.RecordHTTPResponse(p["id"].(string), res.StatusCode, out)
		var resp map[string]any
		if res.StatusCode != http.StatusOK || json.Unmarshal(out, &resp) != nil || resp["type"] != 4.0 {
			t.Fatalf("instance %d answered %d %s", k, res.StatusCode, out)
		}
		return content(respData(&discordtest.Request{JSON: resp}))
	}

	for _, g := range guilds {
		opts := setupOpts9(g.zone, g.at)
		opts[0]["value"] = g.channel
		if g.ramp {
			opts = append(opts, map[string]any{"name": "ramp", "type": 5, "value": true})
		}
		if c := interact(g, discordtest.UserID, admin("setup", opts...)); !strings.Contains(c, "set up") {
			t.Fatalf("setup of %s: %q", g.zone, c)
		}
	}

	// The week: every step, the three instances tick at once; then members answer the
	// posts that appeared.
	ctx := context.Background()
	const alice, bob = "400000000000000101", "400000000000000102"
	answered := 0
	for now := start; !now.After(end); now = now.Add(step) {
		clock.Set(now)
		mu.Lock()
		before := len(crashed)
		mu.Unlock()
		// Instance 0 ticks first, so that it claims (and dies on) a known set of posts,
		// among them the DST day in New York and posts just before midnight in Sydney
		// and London; then instances 1 and 2 race each other.
		insts[0].sched.Tick(ctx, now)
		var wg sync.WaitGroup
		for _, in := range insts[1:] {
			wg.Add(1)
			go func() { defer wg.Done(); in.sched.Tick(ctx, now) }()
		}
		wg.Wait()
		mu.Lock()
		died := len(crashed) > before
		fresh := append([]postRecord(nil), posts[answered:]...)
		answered = len(posts)
		mu.Unlock()
		if died {
			insts[0].restart(lease) // the dead instance comes back as a new process
		}
		for _, p := range fresh {
			g := guilds[index[p.guild]]
			post, err := insts[0].st.GetPost(ctx, p.guild, p.date)
			if err != nil {
				t.Fatal(err)
			}
			pz, err := insts[0].st.GetPuzzle(ctx, post.PuzzleID)
			if err != nil {
				t.Fatal(err)
			}
			wrong := strings.Replace(pz.Solution, pz.Solution[:1], string('1'+(pz.Solution[0]-'0')%9), 1)
			if c := interact(g, alice, member("submit", strOpt("answer", pz.Solution))); !strings.Contains(c, "Correct") {
				t.Errorf("%s %s: alice got %q", g.zone, p.date, c)
			}
			if c := interact(g, bob, member("submit", strOpt("answer", wrong))); !strings.Contains(c, "Not quite") {
				t.Errorf("%s %s: bob's wrong answer got %q", g.zone, p.date, c)
			}
			if c := interact(g, bob, member("submit", strOpt("answer", pz.Solution))); !strings.Contains(c, "Correct") {
				t.Errorf("%s %s: bob got %q", g.zone, p.date, c)
			}
		}
	}

	// Exactly one post per guild per local date, at the local time.
	mu.Lock()
	defer mu.Unlock()
	died := map[string]bool{}
	for _, c := range crashed {
		died[guilds[index[c.guild]].zone+" "+c.date.String()] = true
	}
	for _, want := range []string{"America/New_York 2026-03-08", "Australia/Sydney 2026-03-06", "Europe/London 2026-03-07"} {
		if !died[want] {
			t.Errorf("instance 0 did not die while posting %s; crashes: %v", want, died)
		}
	}
	seen := map[string]map[store.Date]postRecord{}
	for _, p := range posts {
		if seen[p.guild] == nil {
			seen[p.guild] = map[store.Date]postRecord{}
		}
		if q, dup := seen[p.guild][p.date]; dup {
			t.Errorf("guild %s posted %s twice (instances %d and %d)", p.guild, p.date, q.instance, p.instance)
		}
		seen[p.guild][p.date] = p
	}
	picks := map[string]int64{}
	for _, g := range guilds {
		loc, _ := time.LoadLocation(g.zone)
		s := store.GuildSettings{GuildID: g.id, TimeZone: g.zone, PostTime: g.at, Band: "medium", Size: 9, Ramp: g.ramp}
		h, m, _ := s.Clock()
		want := 0
		for d := store.DateOf(start, loc); ; d = d.AddDays(1) {
			due := d.At(h, m, loc)
			if due.After(end) {
				if _, ok := seen[g.id][d]; ok {
					t.Errorf("%s: posted %s before its time", g.zone, d)
				}
				break
			}
			p, ok := seen[g.id][d]
			if !ok {
				if due.Add(2*lease + 2*step).Before(end) {
					t.Errorf("%s: no post for %s (due %s)", g.zone, d, due.In(loc).Format(time.RFC3339))
				}
				continue
			}
			want++
			from := due
			if from.Before(start) { // set up after that day's post time: posted at once
				from = start
			}
			if p.at.Before(from) || p.at.After(from.Add(2*lease+2*step)) {
				t.Errorf("%s: %s posted at %s, due %s", g.zone, d, p.at.In(loc).Format(time.RFC3339), due.In(loc).Format(time.RFC3339))
			}
			post, err := insts[2].st.GetPost(ctx, g.id, d)
			if err != nil || post.State != store.PostPosted || post.MessageID != p.id || post.ChannelID != g.channel {
				t.Errorf("%s %s: stored post %+v, %v; message %s", g.zone, d, post, err, p.id)
			}
			key := daily.DayBand(s, d) + "/" + d.String()
			if id, ok := picks[key]; ok && id != post.PuzzleID {
				t.Errorf("%s: puzzle %d for %s, another guild on the same band had %d", g.zone, post.PuzzleID, key, id)
			}
			picks[key] = post.PuzzleID
			board, err := insts[1].st.Leaderboard(ctx, g.id, d)
			if err != nil || len(board) != 2 || board[0].Attempts+board[1].Attempts != 3 {
				t.Errorf("%s %s: leaderboard %+v, %v; want alice (1 attempt) and bob (2)", g.zone, d, board, err)
			}
		}
		if got := len(f.Posts(g.channel)); got != want {
			t.Errorf("%s: the channel got %d messages for %d dates", g.zone, got, want)
		}
		today := store.DateOf(end, loc)
		all, err := insts[0].st.AllTime(ctx, g.id, today)
		if err != nil || len(all) != 2 || all[0].Solves != want || all[0].Streak.Best != want {
			t.Errorf("%s: all-time %+v, %v; want 2 members with %d solves in a row", g.zone, all, err, want)
		}
	}
	t.Logf("%d posts, %d crashes between claim and post, %d interactions", len(posts), len(crashed), n)
}

// restart gives the instance a new scheduler, as a new process would have: a new claim
// owner, nothing remembered.
func (in *weekInstance) restart(lease time.Duration) {
	in.runs++
	in.sched = daily.NewScheduler(in.b, daily.SchedulerOptions{Owner: fmt.Sprintf("instance-%p-run-%d", in, in.runs), Lease: lease, Logger: in.logger})
}

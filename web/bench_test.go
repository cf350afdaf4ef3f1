package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/internal/cputime"
	"github.com/sudokubot/sudokubot/web"
)

// The load of BenchmarkActivityRooms: rooms of participants, each placing movesEach
// digits about a second apart.
const (
	benchRooms     = 100
	benchPerRoom   = 4
	benchMovesEach = 8
)

// benchPlan is what the client process needs: the server and, per room, its instance and
// its participants' session tokens.
type benchPlan struct {
	URL   string       `json:"url"`
	Rooms []benchSeats `json:"rooms"`
}

type benchSeats struct {
	Instance string   `json:"instance"`
	Tokens   []string `json:"tokens"`
}

// benchResult is what the client process measured.
type benchResult struct {
	Moves     int             `json:"moves"`
	Latencies []time.Duration `json:"latencies"` // one per move and other participant
	Missing   int             `json:"missing"`
	Wall      time.Duration   `json:"wall"`
	Notes     map[string]int  `json:"notes"` // the server's refusals and errors, by text
}

// BenchmarkActivityRooms: 100 rooms of 4 participants on one bot process (SQLite, as one
// process runs), every participant placing a digit about every second. The participants
// run in a second process, so that the CPU measured here is the server's alone. It
// reports how long a move takes to reach each of the three others (p50, p99, max) and the
// server's CPU per move. Run with -bench ActivityRooms -benchtime 1x; it asserts nothing
// about time.
func BenchmarkActivityRooms(b *testing.B) {
	f := discordtest.New(b)
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	var w *web.Server
	pub := publisherFunc(func(ctx context.Context, g *game.Game) { w.Publish(ctx, g) })
	games := session.New(session.Config{Host: host, Games: db, Publish: pub})
	s := newServer(b, f, games, nil)
	w = s.Server
	plan := benchPlan{URL: s.url}
	for r := range benchRooms {
		var users []string
		for p := range benchPerRoom {
			users = append(users, fmt.Sprintf("r%03dp%d", r, p))
		}
		seats := benchSeats{Instance: instance(f, users...)}
		for _, u := range users {
			seats.Tokens = append(seats.Tokens, signIn(b, s, u))
		}
		plan.Rooms = append(plan.Rooms, seats)
	}
	planFile := filepath.Join(b.TempDir(), "plan.json")
	data, _ := json.Marshal(plan)
	if err := os.WriteFile(planFile, data, 0o600); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	cpu0 := cputime.Process()
	cmd := exec.Command(os.Args[0], "-test.run=^TestActivityBenchClients$", "-test.v")
	cmd.Env = append(os.Environ(), "SUDOKUBOT_BENCH_PLAN="+planFile)
	out, err := cmd.CombinedOutput()
	cpu := cputime.Process() - cpu0
	b.StopTimer()
	if err != nil {
		b.Fatalf("the clients' process: %v\n%s", err, out)
	}
	var res benchResult
	line := out[strings.Index(string(out), "RESULT ")+len("RESULT "):]
	if err := json.Unmarshal(line[:strings.IndexByte(string(line), '\n')], &res); err != nil {
		b.Fatalf("reading the clients' result: %v\n%s", err, out)
	}
	lat := res.Latencies
	slices.Sort(lat)
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	b.ReportMetric(float64(q(0.50).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(q(0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(res.Moves), "server-cpu-ms/move")
	b.Logf("%d rooms × %d participants, %d moves in %v: %d deliveries, %d missing; p50 %v p99 %v max %v; server CPU %v (%v a move)",
		benchRooms, benchPerRoom, res.Moves, res.Wall.Round(time.Millisecond), len(lat), res.Missing, q(0.5), q(0.99), lat[len(lat)-1],
		cpu.Round(time.Millisecond), (cpu / time.Duration(res.Moves)).Round(time.Microsecond))
	if res.Missing > 0 {
		b.Errorf("%d deliveries never arrived; the server said %v", res.Missing, res.Notes)
	}
}

// TestActivityBenchClients is the participants' process of BenchmarkActivityRooms; it
// runs only when the benchmark starts it.
func TestActivityBenchClients(t *testing.T) {
	planFile := os.Getenv("SUDOKUBOT_BENCH_PLAN")
	if planFile == "" {
		t.Skip("the participants' process of BenchmarkActivityRooms; it runs only from the benchmark")
	}
	data, err := os.ReadFile(planFile)
	if err != nil {
		t.Fatal(err)
	}
	var plan benchPlan
	if err := json.Unmarshal(data, &plan); err != nil {
		t.Fatal(err)
	}
	res := runBenchClients(t, plan)
	b, _ := json.Marshal(res)
	fmt.Printf("RESULT %s\n", b)
}

// benchClient is a participant that only watches for the cells it waits on.
type benchClient struct {
	ws      *websocket.Conn
	mu      sync.Mutex
	version int64
	waiting map[int]waiter // cell → when another participant sent its digit
	lat     []time.Duration
	notes   []string // what the server said besides the game: refusals, errors
}

type waiter struct {
	digit int
	sent  time.Time
}

func (c *benchClient) read(ready chan<- []int) {
	for {
		_, b, err := c.ws.Read(context.Background())
		if err != nil {
			return
		}
		var m struct {
			T    string `json:"t"`
			Text string `json:"text"`
			Game *struct {
				Version int64 `json:"version"`
				Cells   []int `json:"cells"`
				Givens  []int `json:"givens"`
			} `json:"game"`
		}
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		if m.T == "note" || m.T == "error" {
			c.mu.Lock()
			c.notes = append(c.notes, m.Text)
			c.mu.Unlock()
		}
		if m.T != "state" || m.Game == nil {
			continue
		}
		now := time.Now()
		c.mu.Lock()
		c.version = max(c.version, m.Game.Version)
		for cell, w := range c.waiting {
			if m.Game.Cells[cell] == w.digit {
				c.lat = append(c.lat, now.Sub(w.sent))
				delete(c.waiting, cell)
			}
		}
		c.mu.Unlock()
		if ready != nil {
			ready <- m.Game.Givens
			ready = nil
		}
	}
}

func (c *benchClient) send(m map[string]any) {
	b, _ := json.Marshal(m)
	c.ws.Write(context.Background(), websocket.MessageText, b)
}

// benchRoom is one room of the load: its participants, the solution, and the cells each
// participant fills.
type benchRoom struct {
	clients []*benchClient
	sol     []int
	cells   [][]int
}

// runBenchClients connects every participant, has each room's first start a co-op
// board, then has everyone place correct digits about a second apart, timing each digit's
// arrival at the other participants.
func runBenchClients(t *testing.T, plan benchPlan) benchResult {
	var rooms []*benchRoom
	for _, seats := range plan.Rooms {
		room := &benchRoom{cells: make([][]int, len(seats.Tokens))}
		for p, tok := range seats.Tokens {
			ws, _, err := websocket.Dial(context.Background(), strings.Replace(plan.URL, "http", "ws", 1)+"/api/ws", nil)
			if err != nil {
				t.Fatal(err)
			}
			ws.SetReadLimit(1 << 20)
			c := &benchClient{ws: ws, waiting: map[int]waiter{}}
			room.clients = append(room.clients, c)
			ready := make(chan []int, 1)
			go c.read(ready)
			c.send(map[string]any{"t": "hello", "token": tok, "instance": seats.Instance})
			if p == 0 {
				c.send(map[string]any{"t": "new", "mode": "coop", "band": "easy", "size": 9})
			}
			givens := <-ready
			if room.sol == nil {
				room.sol = solution(t, map[string]any{"n": float64(9), "givens": toAny(givens)})
				k := 0
				for i, d := range givens {
					if d == 0 {
						room.cells[k%len(seats.Tokens)] = append(room.cells[k%len(seats.Tokens)], i)
						k++
					}
				}
			}
		}
		rooms = append(rooms, room)
	}
	var res benchResult
	t0 := time.Now()
	var wg sync.WaitGroup
	for _, room := range rooms {
		for p, c := range room.clients {
			res.Moves += min(benchMovesEach, len(room.cells[p]))
			wg.Go(func() {
				time.Sleep(time.Duration(rand.IntN(1000)) * time.Millisecond)
				for k, cell := range room.cells[p] {
					if k == benchMovesEach {
						break
					}
					d := room.sol[cell]
					now := time.Now()
					for q, o := range room.clients {
						if q != p {
							o.mu.Lock()
							o.waiting[cell] = waiter{digit: d, sent: now}
							o.mu.Unlock()
						}
					}
					c.mu.Lock()
					seen := c.version
					c.mu.Unlock()
					c.send(map[string]any{"t": "move", "seen": seen, "moves": []any{map[string]any{"k": "place", "cell": cell, "d": d}}})
					time.Sleep(time.Duration(800+rand.IntN(400)) * time.Millisecond)
				}
			})
		}
	}
	wg.Wait()
	res.Wall = time.Since(t0)
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		left := 0
		for _, room := range rooms {
			for _, c := range room.clients {
				c.mu.Lock()
				left += len(c.waiting)
				c.mu.Unlock()
			}
		}
		if res.Missing = left; left == 0 {
			break
		}
	}
	res.Notes = map[string]int{}
	for _, room := range rooms {
		for _, c := range room.clients {
			c.mu.Lock()
			for _, n := range c.notes {
				res.Notes[n]++
			}
			res.Latencies = append(res.Latencies, c.lat...)
			c.mu.Unlock()
			c.ws.CloseNow()
		}
	}
	return res
}

func toAny(v []int) []any {
	out := make([]any, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

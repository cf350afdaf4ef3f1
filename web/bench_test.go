package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/web"
)

// benchRoom is one room of the benchmark: four participants on one co-op board, each
// placing correct digits on cells of their own.
type benchRoom struct {
	clients []*benchClient
	sol     []int
	cells   [][]int // per participant, the cells they fill
}

// benchClient is a participant that only watches for the cells it waits on.
type benchClient struct {
	ws      *websocket.Conn
	mu      sync.Mutex
	version int64
	waiting map[int]waiter // cell → when its digit was sent, by another participant
	lat     []time.Duration
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
			Game *struct {
				Version int64 `json:"version"`
				Cells   []int `json:"cells"`
				Givens  []int `json:"givens"`
			} `json:"game"`
		}
		if json.Unmarshal(b, &m) != nil || m.T != "state" || m.Game == nil {
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

// BenchmarkActivityRooms: 100 rooms of 4 participants on one bot process (SQLite, as one
// process runs), every participant placing a digit about every second: how long a move
// takes to reach each of the three others, and the CPU per move. Run with
// -bench ActivityRooms -benchtime 1x; it asserts nothing about time.
func BenchmarkActivityRooms(b *testing.B) {
	const rooms, per, movesEach = 100, 4, 8
	f := discordtest.New(b)
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	var w *web.Server
	pub := publisherFunc(func(ctx context.Context, g *game.Game) { w.Publish(ctx, g) })
	games := session.New(session.Config{Host: host{}, Games: db, Publish: pub})
	s := newServer(b, f, games, nil)
	w = s.Server
	var all []*benchRoom
	for r := range rooms {
		var users []string
		for p := range per {
			users = append(users, fmt.Sprintf("r%03dp%d", r, p))
		}
		in := instance(f, users...)
		room := &benchRoom{}
		for p, u := range users {
			tok := signIn(b, s, u)
			ws, _, err := websocket.Dial(context.Background(), strings.Replace(s.url, "http", "ws", 1)+"/api/ws", nil)
			if err != nil {
				b.Fatal(err)
			}
			ws.SetReadLimit(1 << 20)
			c := &benchClient{ws: ws, waiting: map[int]waiter{}}
			room.clients = append(room.clients, c)
			hello, _ := json.Marshal(map[string]any{"t": "hello", "token": tok, "instance": in})
			ws.Write(context.Background(), websocket.MessageText, hello)
			ready := make(chan []int, 1)
			go c.read(ready)
			if p == 0 {
				start, _ := json.Marshal(map[string]any{"t": "new", "mode": "coop", "band": "easy", "size": 9})
				ws.Write(context.Background(), websocket.MessageText, start)
			}
			givens := <-ready
			if room.sol == nil {
				m := map[string]any{"n": float64(9), "givens": toAny(givens)}
				room.sol = solution(b, m)
				room.cells = make([][]int, per)
				k := 0
				for i, d := range givens {
					if d == 0 {
						room.cells[k%per] = append(room.cells[k%per], i)
						k++
					}
				}
			}
		}
		all = append(all, room)
	}
	b.ResetTimer()
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
	t0 := time.Now()
	var wg sync.WaitGroup
	moves := 0
	for _, room := range all {
		for p, c := range room.clients {
			moves += min(movesEach, len(room.cells[p]))
			wg.Add(1)
			go func() {
				defer wg.Done()
				time.Sleep(time.Duration(rand.IntN(1000)) * time.Millisecond)
				for k, cell := range room.cells[p] {
					if k == movesEach {
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
					msg, _ := json.Marshal(map[string]any{"t": "move", "seen": seen, "moves": []any{map[string]any{"k": "place", "cell": cell, "d": d}}})
					c.ws.Write(context.Background(), websocket.MessageText, msg)
					time.Sleep(time.Duration(800+rand.IntN(400)) * time.Millisecond)
				}
			}()
		}
	}
	wg.Wait()
	wall := time.Since(t0)
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		left := 0
		for _, room := range all {
			for _, c := range room.clients {
				c.mu.Lock()
				left += len(c.waiting)
				c.mu.Unlock()
			}
		}
		if left == 0 {
			break // every delivery arrived
		}
	}
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
	b.StopTimer()
	var lat []time.Duration
	missing := 0
	for _, room := range all {
		for _, c := range room.clients {
			c.mu.Lock()
			lat = append(lat, c.lat...)
			missing += len(c.waiting)
			c.mu.Unlock()
		}
	}
	slices.Sort(lat)
	cpu := time.Duration(ru1.Utime.Nano()+ru1.Stime.Nano()-ru0.Utime.Nano()-ru0.Stime.Nano()) * time.Nanosecond
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	b.ReportMetric(float64(q(0.50).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(q(0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(moves), "cpu-ms/move")
	b.Logf("%d rooms × %d participants, %d moves in %v: %d deliveries, %d missing; p50 %v p99 %v max %v; CPU %v (server and the 400 clients, one process)",
		rooms, per, moves, wall.Round(time.Millisecond), len(lat), missing, q(0.5), q(0.99), lat[len(lat)-1], cpu)
	if missing > 0 {
		b.Errorf("%d deliveries never arrived", missing)
	}
}

func toAny(v []int) []any {
	out := make([]any, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

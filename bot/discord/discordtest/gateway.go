package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// privilegedIntents are GUILD_MEMBERS, GUILD_PRESENCES and MESSAGE_CONTENT.
const privilegedIntents = 1<<1 | 1<<8 | 1<<15

// An Identify is one IDENTIFY the gateway received.
type Identify struct {
	Token   string
	Intents int64
	Shard   []int     // [id, count], or nil for an unsharded connection
	At      time.Time // when it arrived
	// TooSoon is set when its bucket (shard id % Server.MaxConcurrency) had an IDENTIFY
	// less than Server.IdentifyInterval before, which Discord refuses; the fake records it
	// and answers READY all the same, for the test to fail on.
	TooSoon bool
}

// A Resume is one RESUME the gateway received.
type Resume struct {
	SessionID string
	Seq       int64
}

type gateway struct {
	mu          sync.Mutex
	conns       map[*gwConn]bool
	seq         int64
	sessionID   string
	identifies  []Identify
	resumes     []Resume
	closeCode   int // close IDENTIFY with this code when non-zero
	heartbeat   chan struct{}
	connected   chan struct{} // receives after each READY or RESUMED
	heartbeated bool
	dialled     int // connections so far
}

type gwConn struct {
	c     *websocket.Conn
	wmu   sync.Mutex
	ready bool
	shard []int // [id, count] from its IDENTIFY; nil when unsharded
}

func (c *gwConn) write(v any) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.c.SetWriteDeadline(time.Now().Add(5 * time.Second))
	return c.c.WriteJSON(v)
}

func (g *gateway) init() {
	g.conns = make(map[*gwConn]bool)
	g.heartbeat = make(chan struct{})
	g.connected = make(chan struct{}, 16)
	g.sessionID = "session-1"
}

func (g *gateway) closeAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for c := range g.conns {
		c.c.Close()
	}
}

// Heartbeat returns a channel that is closed once the first heartbeat has been answered.
// Wait on it before injecting reconnects or drops.
func (s *Server) Heartbeat() <-chan struct{} { return s.gw.heartbeat }

// Connected returns a channel that receives after every READY or RESUMED the fake sends.
func (s *Server) Connected() <-chan struct{} { return s.gw.connected }

// CloseOnIdentify makes the gateway close every IDENTIFY with code (4004: authentication
// failed, 4014: disallowed intents); 0 turns it off.
func (s *Server) CloseOnIdentify(code int) {
	s.gw.mu.Lock()
	s.gw.closeCode = code
	s.gw.mu.Unlock()
}

// Identifies returns the IDENTIFYs received so far.
func (s *Server) Identifies() []Identify {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	return append([]Identify(nil), s.gw.identifies...)
}

// Resumes returns the RESUMEs received so far.
func (s *Server) Resumes() []Resume {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	return append([]Resume(nil), s.gw.resumes...)
}

// Dispatch sends event t with data d to the connected clients it belongs to, as Discord
// routes events: one with a guild_id to the shard (guild_id >> 22) % count, one without
// (a DM) to shard 0; an unsharded connection gets every event. It returns the event's
// sequence number.
func (s *Server) Dispatch(t string, d any) (int64, error) {
	shardOf := func(count int) int { return 0 } // a DM
	if raw, err := json.Marshal(d); err == nil {
		var ev struct {
			GuildID string `json:"guild_id"`
		}
		if json.Unmarshal(raw, &ev) == nil && ev.GuildID != "" {
			if id, err := strconv.ParseUint(ev.GuildID, 10, 64); err == nil {
				shardOf = func(count int) int { return int((id >> 22) % uint64(count)) }
			}
		}
	}
	g := &s.gw
	g.mu.Lock()
	g.seq++
	seq := g.seq
	var conns []*gwConn
	for c := range g.conns {
		if c.ready && (len(c.shard) != 2 || c.shard[1] < 1 || shardOf(c.shard[1]) == c.shard[0]) {
			conns = append(conns, c)
		}
	}
	g.mu.Unlock()
	if len(conns) == 0 {
		return seq, fmt.Errorf("discordtest: no gateway client is connected")
	}
	var err error
	for _, c := range conns {
		if e := c.write(map[string]any{"op": 0, "s": seq, "t": t, "d": d}); e != nil {
			err = e
		}
	}
	return seq, err
}

// Clients returns the number of open gateway connections.
func (s *Server) Clients() int {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	return len(s.gw.conns)
}

// Reconnect sends op 7 (RECONNECT) to every client.
func (s *Server) Reconnect() { s.sendOp(map[string]any{"op": 7, "d": nil}) }

// Drop closes every client's TCP connection without a close frame.
func (s *Server) Drop() {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	for c := range s.gw.conns {
		c.c.UnderlyingConn().Close()
	}
}

func (s *Server) sendOp(v any) {
	s.gw.mu.Lock()
	var conns []*gwConn
	for c := range s.gw.conns {
		conns = append(conns, c)
	}
	s.gw.mu.Unlock()
	for _, c := range conns {
		c.write(v)
	}
}

func (g *gateway) serve(s *Server, w http.ResponseWriter, r *http.Request) {
	up := websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}
	ws, err := up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	c := &gwConn{c: ws}
	g.mu.Lock()
	g.conns[c] = true
	n := g.dialled
	g.dialled++
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		delete(g.conns, c)
		g.mu.Unlock()
		ws.Close()
	}()
	interval := s.HeartbeatInterval
	if interval <= 0 {
		interval = 41250 * time.Millisecond
	}
	if s.HelloDelay != nil {
		time.Sleep(s.HelloDelay(n))
	}
	if c.write(map[string]any{"op": 10, "d": map[string]any{"heartbeat_interval": interval.Milliseconds()}}) != nil {
		return
	}
	for {
		_, data, err := ws.ReadMessage()
		if err != nil {
			return
		}
		var m struct {
			Op int             `json:"op"`
			D  json.RawMessage `json:"d"`
		}
		if json.Unmarshal(data, &m) != nil {
			g.close(c, 4002, "Decode error")
			return
		}
		switch m.Op {
		case 1:
			g.heartbeatAck(c)
		case 2:
			if !g.identify(s, c, m.D) {
				return
			}
		case 6:
			g.resume(c, m.D)
		}
	}
}

// heartbeatAck answers a heartbeat (op 1) and records that one arrived.
func (g *gateway) heartbeatAck(c *gwConn) {
	c.write(map[string]any{"op": 11})
	g.mu.Lock()
	if !g.heartbeated {
		g.heartbeated = true
		close(g.heartbeat)
	}
	g.mu.Unlock()
}

// identify answers an Identify (op 2) with READY, or closes the connection as Discord
// would (a close code set by the test, a wrong token, privileged intents) and returns false.
func (g *gateway) identify(s *Server, c *gwConn, d json.RawMessage) bool {
	var id struct {
		Token   string `json:"token"`
		Intents int64  `json:"intents"`
		Shard   []int  `json:"shard"`
	}
	json.Unmarshal(d, &id)
	now := time.Now()
	bucket := 0
	if len(id.Shard) == 2 {
		bucket = id.Shard[0] % max(1, s.MaxConcurrency)
	}
	g.mu.Lock()
	tooSoon := false
	if s.IdentifyInterval > 0 {
		for _, prev := range g.identifies {
			pb := 0
			if len(prev.Shard) == 2 {
				pb = prev.Shard[0] % max(1, s.MaxConcurrency)
			}
			if pb == bucket && now.Sub(prev.At) < s.IdentifyInterval {
				tooSoon = true
			}
		}
	}
	g.identifies = append(g.identifies, Identify{Token: id.Token, Intents: id.Intents, Shard: id.Shard, At: now, TooSoon: tooSoon})
	code := g.closeCode
	g.mu.Unlock()
	switch {
	case code != 0:
		g.close(c, code, "closed by the test")
		return false
	case id.Token != "Bot "+Token:
		g.close(c, 4004, "Authentication failed.")
		return false
	case id.Intents&privilegedIntents != 0:
		g.close(c, 4014, "Disallowed intent(s).")
		return false
	}
	g.mu.Lock()
	g.seq++
	seq := g.seq
	c.ready = true
	c.shard = id.Shard
	g.mu.Unlock()
	ready := map[string]any{"v": 9, "session_id": g.sessionID, "resume_gateway_url": "ws://" + s.Addr + "/gw",
		"user":        map[string]any{"id": BotUserID, "username": "sudokubot", "discriminator": "0", "bot": true},
		"guilds":      []any{},
		"application": map[string]any{"id": AppID, "flags": 0}}
	if len(id.Shard) == 2 {
		ready["shard"] = id.Shard
	}
	c.write(map[string]any{"op": 0, "s": seq, "t": "READY", "d": ready})
	g.signalConnected()
	return true
}

// resume answers a Resume (op 6): RESUMED for the current session, else an invalid
// session (op 9).
func (g *gateway) resume(c *gwConn, d json.RawMessage) {
	var re struct {
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	json.Unmarshal(d, &re)
	g.mu.Lock()
	g.resumes = append(g.resumes, Resume{re.SessionID, re.Seq})
	ok := re.SessionID == g.sessionID
	g.seq++
	seq := g.seq
	c.ready = ok
	g.mu.Unlock()
	if !ok {
		c.write(map[string]any{"op": 9, "d": false})
		return
	}
	c.write(map[string]any{"op": 0, "s": seq, "t": "RESUMED", "d": map[string]any{}})
	g.signalConnected()
}

func (g *gateway) signalConnected() {
	select {
	case g.connected <- struct{}{}:
	default:
	}
}

func (g *gateway) close(c *gwConn, code int, text string) {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(time.Second))
}

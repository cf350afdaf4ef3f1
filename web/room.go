package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// The modes of a room: what its participants play.
const (
	modeLobby = "lobby" // nothing yet: the page offers the choosers
	modeCoop  = "coop"  // everyone plays one shared board
	modeRace  = "race"  // the same puzzle, each their own board, progress shown
	modeDaily = "daily" // the puzzle of the day, each their own board and daily clock
	modeSolo  = "solo"  // each their own game: the launcher's, the others' current ones
)

// roomKind is the store kind of a room's record. A room is kept as a saved "game" of its
// own kind so that its changes are compare-and-swapped like a game's, across processes.
const roomKind = "room"

// A roomRecord is what every process must agree on about a room: the mode of the current
// round and its game or puzzle.
type roomRecord struct {
	Instance string         `json:"instance"`
	Guild    string         `json:"guild,omitempty"`
	Channel  string         `json:"channel,omitempty"`
	Mode     string         `json:"mode"`
	Owner    string         `json:"owner"` // who started the current round: may start the next one any time
	Round    int            `json:"round"`
	Game     string         `json:"game,omitempty"`     // coop: the shared game; solo: the owner's game
	Puzzle   string         `json:"puzzle,omitempty"`   // race: the round's puzzle, one line
	Solution string         `json:"solution,omitempty"` // race
	Band     string         `json:"band,omitempty"`     // race
	Started  time.Time      `json:"started"`
	Colors   map[string]int `json:"colors,omitempty"` // each member's colour, kept from their first arrival

	Version int64 `json:"-"`
}

func roomID(instance string) string { return "room:" + instance }

// raceGameID is a participant's game in a race round, the same in every process.
func raceGameID(instance string, round int, user string) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%d\x00%s", instance, round, user)
	return fmt.Sprintf("r%016x", h.Sum64())
}

// A room is one Activity instance as this process serves it: its record, the local
// participants' connections, and everyone's presence (local and from other processes).
// Its methods are safe for concurrent use.
type room struct {
	h        *hub
	instance string

	mu       sync.Mutex
	rec      roomRecord
	conns    map[*conn]bool
	people   map[string]person  // by member
	watching map[string]func()  // game ID → cancel of its bus subscription
	sent     map[*conn]sentGame // the game and version each connection last got
	loaded   bool               // rec is read from the store
	unsub    func()             // the room topic's subscription
	stop     chan struct{}      // ends the heartbeat
}

// A hub holds this process's rooms, by instance.
type hub struct {
	s     *Server
	mu    sync.Mutex
	rooms map[string]*room
}

func newHub(s *Server) *hub { return &hub{s: s, rooms: map[string]*room{}} }

func roomTopic(instance string) string { return "room:" + instance }
func gameTopic(id string) string       { return "game:" + id }

// join adds c to its instance's room, making the room on this process if needed.
func (h *hub) join(c *conn) *room {
	h.mu.Lock()
	defer h.mu.Unlock()
	r := h.rooms[c.instance]
	if r == nil {
		r = &room{h: h, instance: c.instance, conns: map[*conn]bool{}, people: map[string]person{},
			watching: map[string]func(){}, sent: map[*conn]sentGame{}, stop: make(chan struct{})}
		r.unsub = h.s.bus.Subscribe(roomTopic(c.instance), r.onRoomEvent)
		h.rooms[c.instance] = r
		go r.heartbeat()
	}
	r.mu.Lock()
	r.conns[c] = true
	r.mu.Unlock()
	return r
}

// leave takes c out of its room, and the room out of the process when it was the last.
func (h *hub) leave(c *conn, r *room) {
	h.mu.Lock()
	defer h.mu.Unlock()
	r.mu.Lock()
	delete(r.conns, c)
	delete(r.sent, c)
	empty := len(r.conns) == 0
	r.mu.Unlock()
	r.rewatch()
	if empty && h.rooms[r.instance] == r {
		delete(h.rooms, r.instance)
		r.unsub()
		close(r.stop)
	}
}

// published hands a saved game to the rooms of this process that show it, before other
// processes hear of it through the bus.
func (h *hub) published(ctx context.Context, g *game.Game) {
	h.mu.Lock()
	rooms := make([]*room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rooms = append(rooms, r)
	}
	h.mu.Unlock()
	for _, r := range rooms {
		r.gameSaved(ctx, g)
	}
}

// record returns the room's record, reading it from the store the first time; a room
// not yet in the store is made for the first participant, from what they launched.
func (r *room) record(ctx context.Context, first session.Player) (roomRecord, error) {
	r.mu.Lock()
	if r.loaded {
		rec := r.rec
		r.mu.Unlock()
		return rec, nil
	}
	r.mu.Unlock()
	rec, err := r.read(ctx)
	if errors.Is(err, store.ErrNotFound) {
		rec = r.fresh(ctx, first)
		if err = r.write(ctx, &rec); errors.Is(err, store.ErrConflict) {
			rec, err = r.read(ctx) // another process made it first
		}
	}
	if err != nil {
		return rec, err
	}
	r.setRecord(rec)
	return rec, nil
}

// fresh is a new room's record: what the first participant launched.
func (r *room) fresh(ctx context.Context, p session.Player) roomRecord {
	s := r.h.s
	rec := roomRecord{Instance: r.instance, Guild: p.Guild, Channel: p.Channel, Mode: modeLobby, Owner: p.User, Started: s.c.Now()}
	if s.c.Launches == nil {
		return rec
	}
	l, ok := session.TakeLaunch(ctx, s.c.Launches, p.Channel, p.User, s.c.Now())
	switch {
	case !ok:
	case l.Daily && s.c.Bot != nil && p.Guild != "":
		rec.Mode = modeDaily
	case l.Game != "":
		g, _, err := s.c.Sessions.Load(ctx, l.Game)
		if err != nil || !session.MayPlay(g, p) || g.Finished {
			break
		}
		rec.Game, rec.Mode = g.ID, modeSolo
		if g.Together {
			rec.Mode = modeCoop
		}
	}
	return rec
}

// read loads the room's record from the store.
func (r *room) read(ctx context.Context) (roomRecord, error) {
	gr, err := r.h.s.c.Sessions.Games().GetGame(ctx, roomID(r.instance))
	if err != nil {
		return roomRecord{}, err
	}
	var rec roomRecord
	if err := json.Unmarshal(gr.Data, &rec); err != nil {
		return rec, fmt.Errorf("web: room %s: %w", r.instance, err)
	}
	rec.Version = gr.Version
	return rec, nil
}

// write saves rec over its version (compare-and-swap); rec.Version is the new version.
func (r *room) write(ctx context.Context, rec *roomRecord) error {
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	next := rec.Version + 1
	err = r.h.s.c.Sessions.Games().SaveGame(ctx, store.GameRecord{ID: roomID(r.instance), Kind: roomKind, Owner: rec.Owner,
		GuildID: rec.Guild, Channel: rec.Channel, Version: next, Data: data})
	if err == nil {
		rec.Version = next
	}
	return err
}

func (r *room) setRecord(rec roomRecord) {
	r.mu.Lock()
	if !r.loaded || rec.Version >= r.rec.Version {
		r.rec, r.loaded = rec, true
	}
	r.mu.Unlock()
}

// A roomEvent travels on the room's topic: a participant's presence, or a new record.
type roomEvent struct {
	Kind    string  `json:"kind"` // presence or record
	Person  *person `json:"person,omitempty"`
	Version int64   `json:"version,omitempty"`
}

// onRoomEvent handles news from any process about the room.
func (r *room) onRoomEvent(payload []byte) {
	var ev roomEvent
	if json.Unmarshal(payload, &ev) != nil {
		return
	}
	switch ev.Kind {
	case "presence":
		if ev.Person != nil && r.merge(*ev.Person) {
			r.broadcastPeople()
		}
	case "record":
		r.mu.Lock()
		stale := ev.Version > r.rec.Version
		r.mu.Unlock()
		if stale {
			go r.reload()
		}
	}
}

// reload reads the record again and gives every local participant their seat in the new
// round.
func (r *room) reload() {
	ctx, cancel := context.WithTimeout(r.h.s.ctx, 10*time.Second)
	defer cancel()
	rec, err := r.read(ctx)
	if err != nil {
		r.h.s.log.Warn("web: reading a room failed", "instance", r.instance, "err", err)
		return
	}
	r.setRecord(rec)
	for _, c := range r.localConns() {
		c.push(func(ctx context.Context) { c.seatAndSend(ctx) })
	}
}

// announce tells every process that the record changed.
func (r *room) announce(ctx context.Context, version int64) {
	b, _ := json.Marshal(roomEvent{Kind: "record", Version: version})
	if err := r.h.s.bus.Publish(ctx, roomTopic(r.instance), b); err != nil {
		r.h.s.log.Warn("web: announcing a room failed", "instance", r.instance, "err", err)
	}
}

// merge takes news of a person; it reports whether anything changed.
func (r *room) merge(p person) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	old, ok := r.people[p.User]
	if ok && old.At > p.At {
		return false
	}
	if ok && old == p {
		return false
	}
	r.people[p.User] = p
	return true
}

// presenceTTL drops people no process has spoken for in a while (a process that died).
const presenceTTL = 60 * time.Second

// heartbeat repeats the local people's presence, so that other processes keep them.
func (r *room) heartbeat() {
	t := time.NewTicker(presenceTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-r.stop:
			return
		case <-r.h.s.ctx.Done():
			return
		case <-t.C:
			for _, c := range r.localConns() {
				c.push(func(ctx context.Context) { c.announcePresence(ctx) })
			}
			r.expire()
		}
	}
}

// expire forgets people nobody spoke for within presenceTTL.
func (r *room) expire() {
	cut := r.h.s.c.Now().Add(-presenceTTL).UnixMilli()
	r.mu.Lock()
	changed := false
	local := map[string]bool{}
	for c := range r.conns {
		local[c.id.User] = true
	}
	for u, p := range r.people {
		if p.At < cut && !local[u] {
			delete(r.people, u)
			changed = true
		}
	}
	r.mu.Unlock()
	if changed {
		r.broadcastPeople()
	}
}

func (r *room) localConns() []*conn {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]*conn, 0, len(r.conns))
	for c := range r.conns {
		out = append(out, c)
	}
	return out
}

// peopleList is everyone in the room, in a stable order.
func (r *room) peopleList() []person {
	r.mu.Lock()
	out := make([]person, 0, len(r.people))
	for _, p := range r.people {
		out = append(out, p)
	}
	r.mu.Unlock()
	sort.Slice(out, func(i, j int) bool {
		return out[i].Name < out[j].Name || (out[i].Name == out[j].Name && out[i].User < out[j].User)
	})
	return out
}

func (r *room) broadcastPeople() {
	msg := map[string]any{"t": "people", "people": r.peopleList()}
	for _, c := range r.localConns() {
		c.send(msg)
	}
}

// rewatch subscribes to the games the local participants are seated at, and only those.
func (r *room) rewatch() {
	r.mu.Lock()
	defer r.mu.Unlock()
	want := map[string]bool{}
	for c := range r.conns {
		if id := c.seatID(); id != "" {
			want[id] = true
		}
	}
	for id, cancel := range r.watching {
		if !want[id] {
			cancel()
			delete(r.watching, id)
		}
	}
	for id := range want {
		if r.watching[id] == nil {
			id := id
			r.watching[id] = r.h.s.bus.Subscribe(gameTopic(id), func(p []byte) {
				v, err := strconv.ParseInt(string(p), 10, 64)
				if err == nil {
					r.gameVersion(id, v)
				}
			})
		}
	}
}

// gameSaved sends a game this process saved to the local participants seated at it.
func (r *room) gameSaved(ctx context.Context, g *game.Game) {
	var to []*conn
	r.mu.Lock()
	if r.watching[g.ID] == nil {
		r.mu.Unlock()
		return
	}
	for c := range r.conns {
		if c.seatID() == g.ID && r.sent[c].behind(g.ID, g.Version) {
			r.sent[c] = sentGame{g.ID, g.Version}
			to = append(to, c)
		}
	}
	r.mu.Unlock()
	for _, c := range to {
		c.sendState(g)
	}
	for _, c := range to { // once every board is sent
		c.progressChanged(ctx, g)
	}
}

// gameVersion handles the news that game id was saved at version v somewhere: the
// local participants who have not seen it get the game, read once from the store.
func (r *room) gameVersion(id string, v int64) {
	r.mu.Lock()
	behind := false
	for c := range r.conns {
		if c.seatID() == id && r.sent[c].behind(id, v) {
			behind = true
		}
	}
	r.mu.Unlock()
	if !behind {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(r.h.s.ctx, 10*time.Second)
		defer cancel()
		g, _, err := r.h.s.c.Sessions.Load(ctx, id)
		if err != nil {
			r.h.s.log.Warn("web: reading a saved game failed", "game", id, "err", err)
			return
		}
		r.gameSaved(ctx, g)
	}()
}

// A sentGame is the game a connection was last sent, at which version.
type sentGame struct {
	game    string
	version int64
}

// behind reports whether a connection last sent s has not seen version v of game id:
// a version of another game (a participant seated at a new game) never counts as seen.
func (s sentGame) behind(id string, v int64) bool {
	return s.game != id || s.version < v
}

// markSent records that c was sent version v of game id.
func (r *room) markSent(c *conn, id string, v int64) {
	r.mu.Lock()
	if r.sent[c].behind(id, v) {
		r.sent[c] = sentGame{id, v}
	}
	r.mu.Unlock()
}

// seat is where a participant plays in the room's current round: a game ID, or "" for
// the choosers (the lobby).
type seat struct {
	game  string
	note  string // what to say above the board, such as the daily's line
	err   error  // why this participant has no board (said, then the lobby)
	owner bool   // may start the next round
}

// seatFor finds (making it when needed) c's game in the round of rec.
func (r *room) seatFor(ctx context.Context, rec roomRecord, c *conn) seat {
	s := r.h.s
	out := seat{owner: rec.Owner == c.id.User}
	if id, ok := c.personalIn(rec.Round); ok {
		out.game = id // a game of their own, chosen in this round
		return out
	}
	switch rec.Mode {
	case modeCoop:
		out.game = rec.Game
	case modeSolo:
		switch {
		case rec.Owner == c.id.User:
			out.game = rec.Game
		default:
			g, err := s.c.Sessions.Current(ctx, c.id.User, session.KindPlay)
			if err == nil {
				out.game = g.ID
			}
		}
	case modeRace:
		id := raceGameID(r.instance, rec.Round, c.id.User)
		if _, _, err := s.c.Sessions.Load(ctx, id); chat.ErrorCode(err) == chat.NotFound {
			out.err = r.makeRaceGame(ctx, rec, id, c.player())
		} else if err != nil {
			out.err = err
		}
		if out.err == nil {
			out.game = id
		}
	case modeDaily:
		if s.c.Bot == nil {
			out.err = chat.Errorf(chat.Unavailable, "The puzzle of the day is not available here.")
			break
		}
		g, note, err := s.c.Bot.OpenDaily(ctx, c.player())
		if err != nil {
			out.err = err
			break
		}
		out.game, out.note = g.ID, note
	}
	return out
}

// makeRaceGame saves c's game of the race round: the round's puzzle, a private board.
func (r *room) makeRaceGame(ctx context.Context, rec roomRecord, id string, p session.Player) error {
	puzzle, err1 := sudoku.Parse(rec.Puzzle)
	sol, err2 := sudoku.Parse(rec.Solution)
	if err := errors.Join(err1, err2); err != nil {
		return fmt.Errorf("web: room %s: race puzzle: %w", r.instance, err)
	}
	g, err := game.New(id, p.User, puzzle, sol, r.h.s.c.Now())
	if err != nil {
		return err
	}
	g.Kind, g.Band = session.KindRace, rec.Band
	if err := r.h.s.c.Sessions.Create(ctx, g, p); err != nil && !errors.Is(err, store.ErrConflict) {
		return err
	}
	return nil
}

// startRound starts a new round of mode for c: a new shared game (coop), a new puzzle
// for everyone (race), or c's own game (solo: a new one, or their current one when band
// is "resume"). Only the round's owner may replace a round that is not over.
func (r *room) startRound(ctx context.Context, c *conn, mode, band string, size int) error {
	s := r.h.s
	rec, err := r.read(ctx)
	if err != nil {
		return session.Unavailable(err)
	}
	if mode != modeSolo && rec.Mode != modeLobby && rec.Owner != c.id.User && !c.roundOver(ctx, rec) {
		return chat.Errorf(chat.Forbidden, "Only %s, who started this round, can start another before it is over. Finish it, or start your own with **Just me**.", r.nameOf(rec.Owner))
	}
	sizeText := ""
	if size != 0 {
		sizeText = strconv.Itoa(size)
	}
	if size > 16 {
		return chat.Errorf(chat.Invalid, "A %d×%d board does not fit a phone screen; the Activity plays 4×4 to 16×16.", size, size)
	}
	next := rec
	next.Round++
	next.Owner, next.Started = c.id.User, s.c.Now()
	next.Game, next.Puzzle, next.Solution, next.Band = "", "", "", ""
	switch mode {
	case modeCoop:
		g, err := s.c.Sessions.NewGame(ctx, c.id.User, band, sizeText)
		if err != nil {
			return err
		}
		g.Together = true
		if err := s.c.Sessions.Create(ctx, g, c.player()); err != nil {
			return err
		}
		next.Mode, next.Game = modeCoop, g.ID
	case modeRace:
		g, err := s.c.Sessions.NewGame(ctx, c.id.User, band, sizeText)
		if err != nil {
			return err
		}
		next.Mode, next.Puzzle, next.Solution, next.Band = modeRace, g.Puzzle().String(), g.SolutionGrid().String(), g.Band
	case modeSolo:
		var g *game.Game
		if band == "resume" {
			if g, err = s.c.Sessions.Current(ctx, c.id.User, session.KindPlay); err != nil {
				return chat.Errorf(chat.NotFound, "You have no unfinished game to resume.")
			}
		} else {
			if g, err = s.c.Sessions.NewGame(ctx, c.id.User, band, sizeText); err != nil {
				return err
			}
			if err := s.c.Sessions.Create(ctx, g, c.player()); err != nil {
				return err
			}
		}
		if rec.Mode != modeLobby && !(rec.Mode == modeSolo && rec.Owner == c.id.User) {
			c.setPersonal(g.ID, rec.Round) // leave the room's round for a game of one's own
			c.push(func(ctx context.Context) { c.seatAndSend(ctx) })
			return nil
		}
		next.Mode, next.Game = modeSolo, g.ID
	case modeDaily:
		if s.c.Bot == nil || c.guild == "" {
			return chat.Errorf(chat.Unavailable, "The puzzle of the day is played in a server that has it set up.")
		}
		next.Mode = modeDaily
	default:
		return chat.Errorf(chat.Invalid, "I do not know the mode %q.", mode)
	}
	for tries := 0; ; tries++ {
		err := r.write(ctx, &next)
		if err == nil {
			break
		}
		if !errors.Is(err, store.ErrConflict) {
			return session.Unavailable(err)
		}
		// A newcomer's colour (colorFor) changes the record but not its round: start the
		// round over that.
		now, rerr := r.read(ctx)
		if rerr != nil {
			return session.Unavailable(rerr)
		}
		if now.Round != rec.Round || tries == 8 {
			return chat.Errorf(chat.Conflict, "Someone else just started a new round: here it is.")
		}
		next.Colors, next.Version = now.Colors, now.Version
	}
	r.setRecord(next)
	r.announce(ctx, next.Version)
	for _, lc := range r.localConns() {
		lc.push(func(ctx context.Context) { lc.seatAndSend(ctx) })
	}
	return nil
}

// nameOf is how the room calls a member: their name if they are or were here.
func (r *room) nameOf(user string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p, ok := r.people[user]; ok && p.Name != "" {
		return p.Name
	}
	return "the member who started it"
}

// colors is how many cursor colours the page has (its palette).
const colors = 8

// colorOf is the colour a member would like: the same in every room and process.
func colorOf(user string) int {
	h := fnv.New32a()
	h.Write([]byte(user))
	return int(h.Sum32() % colors)
}

// colorFor is user's colour in the room: the one given them on their first arrival, kept
// in the room's record so that it stays theirs through reloads, whoever comes or goes and
// whichever process they reach. A newcomer gets colorOf(user), or when someone in the
// room has it the next colour nobody has (with more than eight members, colours repeat).
func (r *room) colorFor(ctx context.Context, user string) int {
	r.mu.Lock()
	c, ok := r.rec.Colors[user]
	r.mu.Unlock()
	if ok {
		return c
	}
	for range 4 { // another arrival may write the record first: read it again
		rec, err := r.read(ctx)
		if err != nil {
			break
		}
		if c, ok := rec.Colors[user]; ok {
			r.setRecord(rec)
			return c
		}
		taken := map[int]bool{}
		for _, k := range rec.Colors {
			taken[k] = true
		}
		c = colorOf(user)
		for k := range colors {
			if !taken[(c+k)%colors] {
				c = (c + k) % colors
				break
			}
		}
		next := rec
		next.Colors = make(map[string]int, len(rec.Colors)+1)
		for u, k := range rec.Colors {
			next.Colors[u] = k
		}
		next.Colors[user] = c
		err = r.write(ctx, &next)
		if err == nil {
			r.setRecord(next)
			return c
		}
		if !errors.Is(err, store.ErrConflict) {
			break
		}
	}
	r.h.s.log.Warn("web: keeping a colour failed", "instance", r.instance)
	return colorOf(user)
}

// tellOthers shows a line to the other participants on this process who play the same
// board as c.
func (r *room) tellOthers(c *conn, text string) {
	seat := c.seatID()
	for _, o := range r.localConns() {
		if o != c && o.seatID() == seat {
			o.note("info", text)
		}
	}
}

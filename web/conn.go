package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// A conn is one participant's WebSocket. Its messages are handled one at a time, in
// order, on its own goroutine; the room hands it work (a new round) the same way.
type conn struct {
	s        *Server
	ws       *websocket.Conn
	id       identity
	instance string
	guild    string
	channel  string
	room     *room
	out      chan []byte                // what the writer sends, in order
	jobs     chan func(context.Context) // work on this participant, in order
	ctx      context.Context
	cancel   context.CancelFunc

	mu            sync.Mutex
	seat          string // the game played now, "" in the lobby
	personal      string // a game of their own chosen in round personalRound
	personalRound int
	cell          int  // the selected cell, -1 for none
	color         int  // the cursor's colour in this room (room.colorFor), -1 until known
	launchTaken   bool // what the participant launched was looked at (takeLaunch)
	progress      person
	settings      store.PlayerSettings
}

// The bounds of a connection.
const (
	helloTimeout = 10 * time.Second
	writeTimeout = 10 * time.Second
	pingEvery    = 30 * time.Second
	readLimit    = 32 << 10
	maxMoves     = 100
	queueLen     = 256
)

// serveSocket upgrades the request and runs the participant until either side closes.
func (s *Server) serveSocket(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: []string{"*.discordsays.com", "discord.com", "*.discord.com"}})
	if err != nil {
		return // Accept answered the request
	}
	ws.SetReadLimit(readLimit)
	ctx, cancel := context.WithCancel(s.ctx)
	c := &conn{s: s, ws: ws, out: make(chan []byte, queueLen), jobs: make(chan func(context.Context), queueLen), ctx: ctx, cancel: cancel, cell: -1, color: -1}
	s.conns.Add(1)
	defer s.conns.Done()
	defer cancel()
	go c.writer()
	if err := c.hello(); err != nil {
		c.fail(err)
		return
	}
	c.room = s.hub.join(c)
	defer func() {
		c.announceLeaving()
		s.hub.leave(c, c.room)
	}()
	bands := map[int][]string{}
	for _, n := range session.PlaySizes {
		for _, b := range session.Bands(n) {
			bands[n] = append(bands[n], b.String())
		}
	}
	c.send(map[string]any{"t": "welcome", "me": map[string]any{"user": c.id.User, "name": c.id.Name},
		"settings": settingsView(c.settings), "sizes": session.PlaySizes, "bands": []string{"beginner", "easy", "medium", "hard", "expert"},
		"bandsBySize": bands, "daily": s.c.Bot != nil && c.guild != ""})
	c.push(func(ctx context.Context) { c.seatAndSend(ctx) })
	go c.worker()
	c.readLoop()
}

// hello reads the first message: the session token and the instance, both checked.
func (c *conn) hello() error {
	ctx, cancel := context.WithTimeout(c.ctx, helloTimeout)
	defer cancel()
	var m inMsg
	if err := c.read(ctx, &m); err != nil || m.T != "hello" {
		return chat.Errorf(chat.Invalid, "The board did not say hello.")
	}
	id, err := c.s.tokens.verify(m.Token, c.s.c.Now())
	if err != nil {
		return chat.Errorf(chat.Forbidden, "Your sign-in has expired; close the Activity and open it again.")
	}
	if m.Instance == "" || len(m.Instance) > 64 {
		return chat.Errorf(chat.Invalid, "The board did not say which Activity it is in.")
	}
	in, err := c.s.discord.instance(ctx, m.Instance, id.User)
	if err != nil {
		c.s.log.Info("web: checking an activity instance failed", "instance", m.Instance, "user", id.User, "err", err)
		return chat.Errorf(chat.Forbidden, "Discord does not know this Activity; close it and open it again.")
	}
	if !in.has(id.User) {
		return chat.Errorf(chat.Forbidden, "You are not in this Activity; join it from Discord first.")
	}
	c.id, c.instance, c.guild, c.channel = id, in.ID, in.GuildID, in.ChannelID
	set, err := c.s.c.Sessions.Games().GetPlayerSettings(ctx, id.User)
	if err != nil {
		set = store.DefaultPlayerSettings(id.User)
	}
	c.settings = set
	return nil
}

// player is the participant as a game session knows them.
func (c *conn) player() session.Player {
	return session.Player{User: c.id.User, Guild: c.guild, Channel: c.channel}
}

func (c *conn) read(ctx context.Context, m *inMsg) error {
	typ, b, err := c.ws.Read(ctx)
	if err != nil {
		return err
	}
	if typ != websocket.MessageText {
		return errors.New("web: a binary message")
	}
	return json.Unmarshal(b, m)
}

// readLoop reads messages until the socket closes, queueing each for the worker.
func (c *conn) readLoop() {
	for {
		var m inMsg
		err := c.read(c.ctx, &m)
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se) || errors.As(err, &te):
			c.note("warn", "I could not read that message.")
			continue
		case err != nil:
			return
		}
		now := c.s.c.Now()
		if now.Unix() > c.id.Exp {
			c.fail(chat.Errorf(chat.Forbidden, "Your sign-in has expired; close the Activity and open it again."))
			return
		}
		if ok, _ := c.s.flood.Allow(c.id.User, time.Now()); !ok { // real time: the bot's clock may be a test's
			c.note("warn", "⏳ You are sending moves faster than I can take them; slow down a little.")
			continue
		}
		if !c.push(func(ctx context.Context) { c.handle(ctx, m) }) {
			return
		}
	}
}

// push queues work for the worker; it reports false when the participant is so far
// behind that the connection is closed instead.
func (c *conn) push(f func(context.Context)) bool {
	select {
	case c.jobs <- f:
		return true
	case <-c.ctx.Done():
		return false
	default:
		c.s.log.Warn("web: a participant's queue is full; closing", "instance", c.instance, "user", c.id.User)
		c.cancel()
		return false
	}
}

// worker runs the queued work in order.
func (c *conn) worker() {
	for {
		select {
		case <-c.ctx.Done():
			return
		case f := <-c.jobs:
			ctx, cancel := context.WithTimeout(c.ctx, 20*time.Second)
			f(ctx)
			cancel()
		}
	}
}

// writer sends the queued messages, and pings when idle.
func (c *conn) writer() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	defer c.ws.CloseNow()
	for {
		select {
		case <-c.ctx.Done():
			c.flush()
			c.ws.Close(websocket.StatusNormalClosure, "")
			return
		case b := <-c.out:
			// Not c.ctx: a last message (why the connection ends) is written after it ends.
			ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
			err := c.ws.Write(ctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.cancel()
				return
			}
		case <-t.C:
			ctx, cancel := context.WithTimeout(c.ctx, writeTimeout)
			err := c.ws.Ping(ctx)
			cancel()
			if err != nil {
				c.cancel()
				return
			}
		}
	}
}

// flush writes what is queued (a last error message) before the socket closes.
func (c *conn) flush() {
	for {
		select {
		case b := <-c.out:
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			err := c.ws.Write(ctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				return
			}
		default:
			return
		}
	}
}

// send queues one message; a participant too far behind is disconnected.
func (c *conn) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		c.s.log.Error("web: encoding a message failed", "err", err)
		return
	}
	select {
	case c.out <- b:
	case <-c.ctx.Done():
	default:
		c.s.log.Warn("web: a participant is too far behind; closing", "instance", c.instance, "user", c.id.User)
		c.cancel()
	}
}

// note shows a line of text on the participant's page: info, warn or error.
func (c *conn) note(level, text string) {
	c.send(map[string]any{"t": "note", "level": level, "text": text})
}

// fail says why and closes.
func (c *conn) fail(err error) {
	c.send(map[string]any{"t": "error", "text": chat.ErrorMessage(err, ""), "fatal": true})
	c.cancel()
}

func (c *conn) seatID() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seat
}

func (c *conn) setPersonal(id string, round int) {
	c.mu.Lock()
	c.personal, c.personalRound = id, round
	c.mu.Unlock()
}

func (c *conn) personalIn(round int) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.personal, c.personal != "" && c.personalRound == round
}

// takeLaunch honours, once per connection, what a participant who joins a room already
// under way launched ("Open board" under their chat board or on the daily post): that
// game becomes theirs in this round, as "Just me" would. (The room's first participant's
// launch made the room: room.fresh took it.) A game they may not play, a finished one or
// the one the room plays already changes nothing.
func (c *conn) takeLaunch(ctx context.Context, rec roomRecord) {
	c.mu.Lock()
	taken := c.launchTaken
	c.launchTaken = true
	c.mu.Unlock()
	if taken || c.s.c.Launches == nil {
		return
	}
	l, ok := session.TakeLaunch(ctx, c.s.c.Launches, c.channel, c.id.User, c.s.c.Now())
	if !ok {
		return
	}
	id := l.Game
	if l.Daily && rec.Mode != modeDaily && c.s.c.Bot != nil && c.guild != "" {
		g, _, err := c.s.c.Bot.OpenDaily(ctx, c.player())
		if err != nil {
			c.note("error", chat.ErrorMessage(err, ""))
			return
		}
		id = g.ID
	}
	if id == "" || id == rec.Game {
		return
	}
	g, _, err := c.s.c.Sessions.Load(ctx, id)
	if err != nil || !session.MayPlay(g, c.player()) || g.Finished {
		return
	}
	c.setPersonal(g.ID, rec.Round)
}

// seatAndSend finds the participant's place in the room's current round and sends the
// room, the game and the people.
func (c *conn) seatAndSend(ctx context.Context) {
	rec, err := c.room.record(ctx, c.player())
	if err != nil {
		c.s.log.Warn("web: reading a room failed", "instance", c.instance, "err", err)
		c.note("error", "This Activity's room is not available right now; try again in a moment.")
		return
	}
	c.takeLaunch(ctx, rec)
	color := c.room.colorFor(ctx, c.id.User)
	c.mu.Lock()
	c.color = color
	c.mu.Unlock()
	st := c.room.seatFor(ctx, rec, c)
	var g *game.Game
	if st.game != "" {
		if g, _, err = c.s.c.Sessions.Load(ctx, st.game); err == nil && !session.MayPlay(g, c.player()) {
			err = session.ErrNotYours
		}
		if err != nil {
			st.game, st.err, g = "", err, nil
		}
	}
	c.mu.Lock()
	c.seat = st.game
	c.mu.Unlock()
	c.room.rewatch()
	c.send(map[string]any{"t": "room", "mode": rec.Mode, "owner": rec.Owner, "ownerName": c.room.nameOf(rec.Owner),
		"round": rec.Round, "isOwner": st.owner, "own": st.game != "" && st.game != rec.Game && rec.Mode != modeRace && rec.Mode != modeDaily})
	if st.err != nil {
		c.note("error", chat.ErrorMessage(st.err, ""))
	}
	if g == nil {
		c.send(map[string]any{"t": "state", "game": nil})
	} else {
		c.room.markSent(c, g.ID, g.Version)
		c.sendState(g)
	}
	if st.note != "" {
		c.note("info", st.note)
	}
	c.progressChanged(ctx, g)
	c.announcePresence(ctx)
	c.send(map[string]any{"t": "people", "people": c.room.peopleList()})
}

// sendState sends g as this participant may see it.
func (c *conn) sendState(g *game.Game) {
	c.mu.Lock()
	set := c.settings
	c.mu.Unlock()
	c.send(map[string]any{"t": "state", "game": viewOf(g, c.id.User, set)})
}

// progressChanged updates this participant's presence after their game changed: the
// game they play, and in a race or on the puzzle of the day how far they are.
func (c *conn) progressChanged(ctx context.Context, g *game.Game) {
	c.mu.Lock()
	p := c.progress
	p.Game = c.seat
	if g != nil && g.ID == c.seat && g.Owner == c.id.User && !g.Together {
		p.Total, p.Filled = 0, 0
		for i, d := range g.Cells {
			if g.Givens[i] == 0 {
				p.Total++
				if d != 0 {
					p.Filled++
				}
			}
		}
		p.Finished, p.Seconds = g.Finished, int(g.Elapsed().Seconds())
	} else if g == nil || g.Together {
		p.Total, p.Filled, p.Finished, p.Seconds = 0, 0, false, 0
	}
	changed := p != c.progress
	c.progress = p
	c.mu.Unlock()
	if changed {
		c.announcePresence(ctx)
	}
}

// me is this participant's presence now.
func (c *conn) me(online bool) person {
	c.mu.Lock()
	defer c.mu.Unlock()
	p := c.progress
	p.User, p.Name, p.Avatar, p.Color, p.Cell, p.Game, p.Online = c.id.User, c.id.Name, c.id.Face, c.color, c.cell, c.seat, online
	if p.Color < 0 {
		p.Color = colorOf(c.id.User)
	}
	p.At = c.s.c.Now().UnixMilli()
	return p
}

// announcePresence tells the room, in every process, where this participant is.
func (c *conn) announcePresence(ctx context.Context) {
	c.publishPerson(ctx, c.me(true))
}

func (c *conn) announceLeaving() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	c.publishPerson(ctx, c.me(false))
}

func (c *conn) publishPerson(ctx context.Context, p person) {
	if c.room.merge(p) {
		c.room.broadcastPeople()
	}
	b, _ := json.Marshal(roomEvent{Kind: "presence", Person: &p})
	if err := c.s.bus.Publish(ctx, roomTopic(c.instance), b); err != nil {
		c.s.log.Warn("web: publishing presence failed", "instance", c.instance, "err", err)
	}
}

// handle answers one message from the page.
func (c *conn) handle(ctx context.Context, m inMsg) {
	now := c.s.c.Now()
	switch m.T {
	case "ping":
		c.send(map[string]any{"t": "pong"})
	case "select":
		cell := -1
		if m.Cell != nil {
			cell = *m.Cell
		}
		if cell < -1 || cell >= 25*25 {
			cell = -1
		}
		c.mu.Lock()
		c.cell = cell
		c.mu.Unlock()
		c.announcePresence(ctx)
	case "move":
		c.move(ctx, m)
	case "undo", "redo":
		c.update(ctx, func(g *game.Game) (bool, error) {
			do := g.UndoBy
			if m.T == "redo" {
				do = g.RedoBy
			}
			err := do(c.id.User, now)
			switch {
			case err == nil:
				return true, nil
			case game.IsNothing(err):
				c.note("info", "Nothing to "+m.T+".")
			case errors.Is(err, game.ErrChangedSince):
				c.note("warn", "Someone changed those cells since, so I cannot "+m.T+" that move.")
			case errors.Is(err, game.ErrFinished):
				c.note("info", "The puzzle is solved.")
			}
			return false, nil
		})
	case "auto":
		c.update(ctx, func(g *game.Game) (bool, error) {
			if err := g.AutoFill(c.id.User, now); err != nil {
				c.note("info", "The puzzle is solved.")
				return false, nil
			}
			return true, nil
		})
	case "check":
		c.update(ctx, func(g *game.Game) (bool, error) {
			if g.Finished {
				return false, nil
			}
			wrong := len(g.Check(now))
			penalty := ""
			if g.Kind == session.KindDaily {
				penalty = fmt.Sprintf(" On the puzzle of the day that adds %s to your ranked time.", chat.Clock(int(store.WrongCheckPenalty/time.Second)))
			}
			switch wrong {
			case 0:
				c.note("info", fmt.Sprintf("✅ No wrong digits so far (%d to go).", g.Left()))
			case 1:
				c.note("warn", "❌ 1 digit is wrong: it is circled."+penalty)
			default:
				c.note("warn", fmt.Sprintf("❌ %d digits are wrong: they are circled.", wrong)+penalty)
			}
			return true, nil
		})
	case "hint":
		c.hint(ctx)
	case "apply":
		c.update(ctx, func(g *game.Game) (bool, error) {
			ok, err := c.s.c.Sessions.ApplyHint(ctx, c.id.User, g)
			if err == nil && !ok {
				c.note("info", "That hint no longer fits the grid: ask for a new one.")
			}
			return ok, err
		})
	case "new":
		if err := c.room.startRound(ctx, c, m.Mode, m.Band, m.Size); err != nil {
			c.note("error", chat.ErrorMessage(err, ""))
		}
	case "settings":
		c.changeSettings(ctx, m)
	case "share":
		c.share(ctx)
	default:
		c.note("warn", "I do not know that message.")
	}
}

// update plays change on the participant's game through the session.
func (c *conn) update(ctx context.Context, change func(g *game.Game) (bool, error)) (session.Outcome, bool) {
	id := c.seatID()
	if id == "" {
		c.note("info", "Choose a game first.")
		return session.Outcome{}, false
	}
	out, err := c.s.c.Sessions.Update(ctx, id, c.player(), change)
	if err != nil {
		c.note("error", chat.ErrorMessage(err, ""))
		if out.Game != nil && !errors.Is(err, session.ErrNotYours) {
			c.sendState(out.Game)
		}
		return out, false
	}
	if out.Daily != "" {
		c.note("info", out.Daily)
	}
	return out, true
}

// move plays the participant's moves, unless one would overwrite a change they have not
// seen (another participant's move on the same cell since the version they showed).
func (c *conn) move(ctx context.Context, m inMsg) {
	if len(m.Moves) == 0 || len(m.Moves) > maxMoves {
		c.note("warn", fmt.Sprintf("Send 1 to %d moves at a time.", maxMoves))
		return
	}
	moves := make([]game.Move, 0, len(m.Moves))
	for _, im := range m.Moves {
		gm, ok := im.gameMove()
		if !ok {
			c.note("warn", "I do not know that kind of move.")
			return
		}
		moves = append(moves, gm)
	}
	stale := -1
	out, ok := c.update(ctx, func(g *game.Game) (bool, error) {
		stale = -1
		for _, mv := range moves {
			if g.ChangedSince(mv.Cell, m.Seen, c.id.User) {
				stale = mv.Cell
				return false, nil
			}
		}
		err := g.Apply(c.id.User, c.s.c.Now(), moves...)
		var me *game.MoveError
		switch {
		case errors.As(err, &me):
			c.note("warn", "⚠️ "+chat.UpperFirst(me.Msg)+".")
			return false, nil
		case errors.Is(err, game.ErrFinished):
			c.note("info", "The puzzle is already solved.")
			return false, nil
		}
		return err == nil, err
	})
	if !ok {
		return
	}
	if !out.Saved {
		if stale >= 0 {
			c.note("warn", "Someone changed "+out.Game.CellName(stale)+" just before you: have a look and play again.")
		}
		c.sendState(out.Game) // the page showed a move that did not happen
	}
}

// hint climbs the hint ladder on the participant's board and shows the rung to them.
func (c *conn) hint(ctx context.Context) {
	var h session.Hint
	out, ok := c.update(ctx, func(g *game.Game) (bool, error) {
		var err error
		h, err = c.s.c.Sessions.Hint(ctx, c.id.User, g)
		return err == nil && !h.Solved, err
	})
	if !ok {
		return
	}
	c.send(map[string]any{"t": "hint", "hint": hintViewOf(h)})
	if out.Game != nil && out.Game.Together && h.Rung == 1 {
		c.room.tellOthers(c, "💡 "+c.id.Name+" asked for a hint.")
	}
}

// changeSettings saves the member's theme or mistakes mode, shared with the chat board.
func (c *conn) changeSettings(ctx context.Context, m inMsg) {
	c.mu.Lock()
	set := c.settings
	c.mu.Unlock()
	switch t := strings.ToLower(m.Theme); t {
	case "":
	case "light", "dark":
		set.Theme = t
	default:
		c.note("warn", "The theme is light or dark.")
		return
	}
	if m.Mistakes != nil {
		set.Mistakes = *m.Mistakes
	}
	set.UpdatedAt = time.Time{}
	if err := c.s.c.Sessions.Games().PutPlayerSettings(ctx, set); err != nil {
		c.note("error", chat.ErrorMessage(session.Unavailable(err), ""))
		return
	}
	c.mu.Lock()
	c.settings = set
	c.mu.Unlock()
	c.send(map[string]any{"t": "settings", "settings": settingsView(set)})
	if id := c.seatID(); id != "" {
		if g, _, err := c.s.c.Sessions.Load(ctx, id); err == nil {
			c.sendState(g)
		}
	}
}

func settingsView(s store.PlayerSettings) map[string]any {
	theme := s.Theme
	if theme == "" {
		theme = "light"
	}
	return map[string]any{"theme": theme, "mistakes": s.Mistakes}
}

// share posts the spoiler-free result line in the channel: once per finish, only by
// someone who played the board — the game's own rule, the same as the chat board's Share,
// so a result shared from either is shared.
func (c *conn) share(ctx context.Context) {
	if c.s.c.Bot == nil {
		c.note("info", "Sharing is not available here.")
		return
	}
	var refusal string
	mark := func(shared bool) func(g *game.Game) (bool, error) {
		return func(g *game.Game) (bool, error) {
			refusal = ""
			switch {
			case !shared: // the post failed: let the player try again
				g.Shared = false
				return true, nil
			case !g.Finished:
				refusal = "Finish the puzzle first, then share."
			case !g.Played(c.id.User):
				refusal = "Only the members who played this board can share its result."
			case !g.MarkShared():
				refusal = "This result has been shared already."
			default:
				return true, nil
			}
			return false, nil
		}
	}
	out, ok := c.update(ctx, mark(true))
	if !ok {
		return
	}
	if refusal != "" {
		c.note("info", refusal)
		return
	}
	text := c.s.c.Bot.ShareLine(ctx, c.player(), out.Game)
	if err := c.s.c.Bot.Post(ctx, c.player(), text); err != nil {
		c.s.log.Warn("web: posting a share failed", "instance", c.instance, "err", err)
		c.update(ctx, mark(false))
		c.note("error", "I could not post in the channel just now; try again in a moment.")
		return
	}
	c.send(map[string]any{"t": "shared", "text": text})
}

// roundOver reports whether the participant's round is over, so that they may start the
// next one although they did not start this one.
func (c *conn) roundOver(ctx context.Context, rec roomRecord) bool {
	id := c.seatID()
	if rec.Mode == modeCoop || rec.Mode == modeSolo {
		id = rec.Game
	}
	if id == "" {
		return true
	}
	g, _, err := c.s.c.Sessions.Load(ctx, id)
	return err == nil && g.Finished
}

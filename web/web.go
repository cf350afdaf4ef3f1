// Package web serves sudokubot's Discord Activity: the board inside Discord where a
// channel plays one puzzle together, live. The bot process serves it beside the chat
// board: the page and its script (embedded, built from web/app), the OAuth2 code exchange
// the Embedded App SDK needs, and one WebSocket per participant. A room is one Activity
// instance; its games are ordinary saved games played through bot/session, so the chat
// board and the Activity are two views of one game, and every move is checked, saved and
// only then sent to the others. Rooms on several bot processes hear each other through a
// [Bus] (PostgreSQL LISTEN/NOTIFY when the bot runs on PostgreSQL).
//
// See docs/activity.md for the operator's steps and the protocol.
package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"html"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/limit"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
)

// Bot is what the Activity needs of the bot beyond the game sessions.
type Bot interface {
	// OpenDaily returns the member's game of the current puzzle of the day of p's server,
	// made on the first open, and starts or moves their daily clock; note is the line to
	// show above the board.
	OpenDaily(ctx context.Context, p session.Player) (g *game.Game, note string, err error)
	// ShareLine is the spoiler-free result line of a finished game for p, with the daily's
	// time for a game of the puzzle of the day.
	ShareLine(ctx context.Context, p session.Player, g *game.Game) string
	// Post sends text as the bot in p's channel.
	Post(ctx context.Context, p session.Player, text string) error
}

// Config is what [New] needs. ClientID, ClientSecret, BotToken and Sessions are required.
type Config struct {
	ClientID     string       // the application's ID
	ClientSecret string       // for the OAuth2 code exchange
	BotToken     string       // asks Discord who is in an Activity instance
	API          string       // Discord's REST API; "" means DefaultAPI
	Client       *http.Client // calls to Discord; nil means a client with a 10 s timeout
	Sessions     *session.Sessions
	Bot          Bot        // the puzzle of the day and posting; nil turns both off
	Launches     session.KV // what members asked to open; nil: every room starts in the lobby
	Bus          Bus        // between bot processes; nil means a MemBus (one process)
	Key          []byte     // signs session tokens; nil means a key derived from ClientSecret
	Logger       *slog.Logger
	Now          func() time.Time // nil means time.Now
	Burst        int              // messages a participant may send at once; 0 means 40
	Window       time.Duration    // the time a spent Burst takes to refill; 0 means 2 s
}

// A Server is the Activity's HTTP handler. It is safe for concurrent use.
type Server struct {
	c       Config
	log     *slog.Logger
	discord *discordAPI
	tokens  signer
	bus     Bus
	hub     *hub
	flood   *limit.Buckets
	assets  map[string]asset
	ctx     context.Context
	cancel  context.CancelFunc
	conns   sync.WaitGroup
}

// New returns a Server built from c.
func New(c Config) (*Server, error) {
	if c.ClientID == "" || c.ClientSecret == "" || c.BotToken == "" || c.Sessions == nil {
		return nil, errors.New("web: the Activity needs the application ID, its client secret, the bot token and the game sessions")
	}
	if c.API == "" {
		c.API = DefaultAPI
	}
	if c.Client == nil {
		c.Client = &http.Client{Timeout: 10 * time.Second}
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Burst == 0 {
		c.Burst = 40
	}
	if c.Window == 0 {
		c.Window = 2 * time.Second
	}
	key := c.Key
	if len(key) == 0 {
		m := hmac.New(sha256.New, []byte(c.ClientSecret))
		m.Write([]byte("sudokubot activity session v1"))
		key = m.Sum(nil)
	}
	bus := c.Bus
	if bus == nil {
		bus = &MemBus{}
	}
	assets, err := loadAssets(c.ClientID)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{c: c, log: c.Logger, tokens: signer{key: key}, bus: bus, assets: assets, ctx: ctx, cancel: cancel,
		flood:   limit.NewBuckets(c.Burst, c.Window),
		discord: &discordAPI{base: strings.TrimRight(c.API, "/"), clientID: c.ClientID, secret: c.ClientSecret, botToken: c.BotToken, client: c.Client, now: c.Now}}
	s.hub = newHub(s)
	return s, nil
}

// Close ends every WebSocket and waits for their goroutines.
func (s *Server) Close() {
	s.cancel()
	s.conns.Wait()
}

// Publish hands a saved game to this process's rooms and tells every other process that
// it was saved: the session.Publisher of the bot's game sessions, so that a move made on
// the chat board shows on the Activity too.
func (s *Server) Publish(ctx context.Context, g *game.Game) {
	s.hub.published(ctx, g)
	if err := s.bus.Publish(ctx, gameTopic(g.ID), []byte(jsonInt(g.Version))); err != nil {
		s.log.Warn("web: publishing a saved game failed", "game", g.ID, "err", err)
	}
}

// ServeHTTP serves the page, its assets, the token exchange and the WebSocket.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	switch {
	case r.URL.Path == "/api/token":
		s.serveToken(w, r)
	case r.URL.Path == "/api/ws":
		s.serveSocket(w, r)
	case strings.HasPrefix(r.URL.Path, "/api/"):
		http.Error(w, "not found", http.StatusNotFound)
	default:
		s.serveAsset(w, r)
	}
}

// csp is the page's Content-Security-Policy: its own scripts, styles and WebSocket only,
// framed by Discord only.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
	"font-src 'self'; base-uri 'none'; form-action 'none'; " +
	"frame-ancestors 'self' https://discord.com https://*.discord.com https://discordapp.com https://*.discordsays.com"

// An asset is one embedded file, ready to serve.
type asset struct {
	typ  string
	body []byte
	gz   []byte // gzip of body, when that is smaller
	etag string
}

// static holds the built bundle (web/app/build.sh) and the page's one source file.
//
//go:embed static app/src/index.html
var static embed.FS

// loadAssets reads the embedded files, puts the application ID into the page, and
// compresses what compresses.
func loadAssets(clientID string) (map[string]asset, error) {
	out := map[string]asset{}
	err := fs.WalkDir(static, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		name := "/" + path.Base(p)
		if name == "/index.html" {
			body = bytes.ReplaceAll(body, []byte("{{CLIENT_ID}}"), []byte(html.EscapeString(clientID)))
		}
		typ := mime.TypeByExtension(path.Ext(name))
		if typ == "" {
			typ = "application/octet-stream"
		}
		a := asset{typ: typ, body: body}
		sum := sha256.Sum256(body)
		a.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(body)
		zw.Close()
		if buf.Len() < len(body) {
			a.gz = buf.Bytes()
		}
		out[name] = a
		return nil
	})
	if err != nil {
		return nil, err
	}
	if _, ok := out["/index.html"]; !ok {
		return nil, errors.New("web: the embedded assets have no index.html (run web/app/build.sh)")
	}
	return out, nil
}

// serveAsset serves an embedded file; any other path is the page, so that Discord's
// launch URL with its query parameters opens the board.
func (s *Server) serveAsset(w http.ResponseWriter, r *http.Request) {
	if r.Method != "GET" && r.Method != "HEAD" {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := r.URL.Path
	a, ok := s.assets[name]
	if !ok {
		if strings.Contains(path.Base(name), ".") {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		name, a = "/index.html", s.assets["/index.html"]
	}
	h := w.Header()
	h.Set("Content-Type", a.typ)
	h.Set("ETag", a.etag)
	h.Set("Vary", "Accept-Encoding")
	if name == "/index.html" {
		h.Set("Content-Security-Policy", csp)
		h.Set("Cache-Control", "no-cache")
	} else {
		h.Set("Cache-Control", "public, max-age=300")
	}
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if a.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	w.Write(body)
}

// serveToken exchanges the SDK's authorization code: Discord gives an access token for
// it, and the member it belongs to; the page gets both, and a session token of ours for
// its WebSocket. Neither token is ever logged.
func (s *Server) serveToken(w http.ResponseWriter, r *http.Request) {
	if r.Method != "POST" {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var in struct {
		Code string `json:"code"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&in); err != nil || in.Code == "" || len(in.Code) > 512 {
		writeJSONError(w, http.StatusBadRequest, "The request has no authorization code.")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	access, err := s.discord.exchange(ctx, in.Code)
	if err != nil {
		s.log.Info("web: code exchange refused", "err", err)
		writeJSONError(w, http.StatusUnauthorized, "Discord did not accept the sign-in; close the Activity and open it again.")
		return
	}
	u, err := s.discord.me(ctx, access)
	if err != nil {
		s.log.Info("web: reading the user failed", "err", err)
		writeJSONError(w, http.StatusBadGateway, "Discord did not say who you are; try again in a moment.")
		return
	}
	tok := s.tokens.sign(identity{User: u.ID, Name: u.name(), Face: u.avatar(), Exp: s.c.Now().Add(sessionTTL).Unix()})
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(map[string]any{"access_token": access, "session": tok,
		"user": map[string]string{"id": u.ID, "name": u.name()}})
}

func writeJSONError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func jsonInt(v int64) string { b, _ := json.Marshal(v); return string(b) }

// sleep returns a channel that fires after a second, or when ctx ends.
func sleep(ctx context.Context) <-chan struct{} {
	c := make(chan struct{})
	go func() {
		t := time.NewTimer(time.Second)
		defer t.Stop()
		select {
		case <-t.C:
		case <-ctx.Done():
		}
		close(c)
	}()
	return c
}

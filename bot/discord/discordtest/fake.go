// Package discordtest is a fake Discord for tests: REST, the gateway websocket and the CDN
// on 127.0.0.1, speaking raw JSON. It never imports discordgo, so that tests check the
// wire format rather than the client's structs.
package discordtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// The values the fake uses for the bot's identity.
const (
	AppID     = "100000000000000001"
	BotUserID = "100000000000000002"
	Token     = "fake-token-Zm9vYmFy"
	GuildID   = "200000000000000001"
	ChannelID = "300000000000000001"
	UserID    = "400000000000000001"
)

// A Request is one HTTP request the fake received, with what it answered.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte         // raw body; for multipart, the payload_json part
	JSON         map[string]any // Body decoded when it is a JSON object
	Files        []File         // multipart files[n] parts
	Status       int            // the status the fake answered
	At           time.Time
}

// A File is one uploaded file part.
type File struct {
	Field, Name, ContentType string
	Data                     []byte
	// Description is the alt text the payload's attachments list gives the file (matched
	// by id: files[n] is attachment id n), as real Discord shows it.
	Description string
}

// A CDNFile is what the fake CDN serves at one path.
type CDNFile struct {
	Body        []byte
	ContentType string
	Status      int           // 0 means 200
	Delay       time.Duration // before answering
	Redirect    string        // answer 302 Found with this Location instead of the body
}

// Server is a fake Discord. Make one with [New]; it is safe for concurrent use.
type Server struct {
	URL  string // http://127.0.0.1:port
	Addr string // 127.0.0.1:port

	// CallbackDeadline is how long after dispatch an interaction may get its initial
	// response (3 s, as Discord). Set before dispatching.
	CallbackDeadline time.Duration
	// HeartbeatInterval is sent in HELLO; 0 means 41.25 s.
	HeartbeatInterval time.Duration
	// RecommendedShards is the shard count GET /gateway/bot recommends; 0 means 1.
	// MaxConcurrency is its session_start_limit.max_concurrency (IDENTIFY buckets); 0
	// means 1. SessionStarts is its session_start_limit.remaining; 0 means 999.
	RecommendedShards, MaxConcurrency, SessionStarts int
	// IdentifyInterval, when set, marks Identify.TooSoon on an IDENTIFY that comes sooner
	// than this after the previous one of its bucket (Discord refuses those within 5 s).
	IdentifyInterval time.Duration
	// HelloDelay, when set, is how long the gateway waits before it sends HELLO on its
	// n-th connection (from 0): a slow connection, whose IDENTIFY goes out late.
	HelloDelay func(n int) time.Duration

	t   testing.TB
	srv *httptest.Server

	mu             sync.Mutex
	reqs           []*Request
	first          map[string]*Request      // first request per "METHOD path"
	waiters        map[string]chan struct{} // closed when first[key] is set
	unknown        []string
	refused        []string
	expectRefusals bool
	changed        chan struct{}
	interactions   map[string]*interaction // by ID
	order          []string                // interaction IDs in the order they were made live
	httpAnswers    []*Request              // initial responses HTTP-mode tests handed to RecordHTTPResponse
	callbacks      map[string]int          // accepted initial responses per interaction ID
	attempts       map[string]int          // initial responses tried per interaction ID (429s excepted)
	cdn            map[string]CDNFile
	limits         []*rateLimit
	latency        map[string]time.Duration // by route prefix
	commands       map[string][]any         // registered commands by "global" or guild ID
	channels       channels                 // per-channel state: nonces, pins, refusals (channel.go)
	activity       activity                 // OAuth users and Activity instances (activity.go)

	gw gateway

	ids atomic.Int64
}

type interaction struct {
	id, token string
	at        time.Time
	http      bool           // delivered over HTTP: its initial response may be the HTTP response body
	payload   map[string]any // what the test sent, for the transcript (record.go)
}

type rateLimit struct {
	method, prefix string
	n              int
}

// New starts a fake Discord on 127.0.0.1 and stops it when the test ends. Register it before
// anything that talks to it (t.Cleanup runs last-in-first-out, so the fake outlives the
// clients). At cleanup it fails the test if any request hit an unknown route, was refused by
// the egress guard, or if an interaction got more than one initial response.
func New(t testing.TB) *Server {
	s := &Server{
		t:                t,
		CallbackDeadline: 3 * time.Second,
		changed:          make(chan struct{}),
		interactions:     make(map[string]*interaction),
		callbacks:        make(map[string]int),
		attempts:         make(map[string]int),
		cdn:              make(map[string]CDNFile),
		first:            make(map[string]*Request),
		waiters:          make(map[string]chan struct{}),
		latency:          make(map[string]time.Duration),
		commands:         make(map[string][]any),
	}
	s.ids.Store(500000000000000000)
	s.gw.init()
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	s.Addr = strings.TrimPrefix(s.URL, "http://")
	t.Cleanup(func() {
		s.gw.closeAll()
		s.srv.CloseClientConnections()
		s.srv.Close()
		s.writeTranscript()
		s.mu.Lock()
		defer s.mu.Unlock()
		if len(s.unknown) > 0 {
			t.Errorf("discordtest: requests to unknown routes: %q", s.unknown)
		}
		if len(s.refused) > 0 && !s.expectRefusals {
			t.Errorf("discordtest: refused non-Discord requests: %q", s.refused)
		}
		for id, n := range s.attempts {
			if n > 1 {
				t.Errorf("discordtest: interaction %s was sent %d initial responses", id, n)
			}
		}
	})
	return s
}

// NewID returns a fresh snowflake.
func (s *Server) NewID() string { return strconv.FormatInt(s.ids.Add(1), 10) }

// ExpectRefusals says that the test deliberately sends requests the egress guard refuses.
func (s *Server) ExpectRefusals() {
	s.mu.Lock()
	s.expectRefusals = true
	s.mu.Unlock()
}

// Refused returns the URLs the egress guard refused.
func (s *Server) Refused() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.refused...)
}

func (s *Server) refuse(u string) {
	s.mu.Lock()
	s.refused = append(s.refused, u)
	s.mu.Unlock()
}

// Unknown returns the requests that hit no route, as "METHOD path".
func (s *Server) Unknown() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.unknown...)
}

// Requests returns every request so far.
func (s *Server) Requests() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

// Callbacks returns the number of accepted initial responses per interaction ID.
func (s *Server) Callbacks() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(s.callbacks))
	for k, v := range s.callbacks {
		out[k] = v
	}
	return out
}

// Commands returns the commands last registered globally (guild "") or in a guild.
func (s *Server) Commands(guild string) []any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.commands[guild]
}

// AddFile serves f on the fake CDN and returns its https://cdn.discordapp.com URL.
func (s *Server) AddFile(name string, f CDNFile) string {
	path := "/attachments/" + ChannelID + "/" + s.NewID() + "/" + name
	s.mu.Lock()
	s.cdn[path] = f
	s.mu.Unlock()
	return "https://cdn.discordapp.com" + path
}

// RateLimit makes the next n requests whose method is method and whose path starts with
// prefix answer 429 with retry_after 0.05 s.
func (s *Server) RateLimit(method, prefix string, n int) {
	s.mu.Lock()
	s.limits = append(s.limits, &rateLimit{method, prefix, n})
	s.mu.Unlock()
}

// Latency delays every request whose path starts with prefix by d.
func (s *Server) Latency(prefix string, d time.Duration) {
	s.mu.Lock()
	s.latency[prefix] = d
	s.mu.Unlock()
}

// WaitFor waits until a request matching ok has been answered, and returns the first such.
func (s *Server) WaitFor(timeout time.Duration, ok func(*Request) bool) (*Request, error) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		for _, r := range s.reqs {
			if ok(r) {
				s.mu.Unlock()
				return r, nil
			}
		}
		ch := s.changed
		s.mu.Unlock()
		select {
		case <-ch:
		case <-deadline.C:
			return nil, fmt.Errorf("discordtest: no matching request within %v", timeout)
		}
	}
}

// WaitRequest waits for a request with this method and path (exact, or a prefix when it
// ends in "*").
func (s *Server) WaitRequest(method, path string, timeout time.Duration) (*Request, error) {
	if !strings.HasSuffix(path, "*") {
		return s.waitFirst(method+" "+path, timeout)
	}
	return s.WaitFor(timeout, func(r *Request) bool {
		if r.Method != method {
			return false
		}
		if p, ok := strings.CutSuffix(path, "*"); ok {
			return strings.HasPrefix(r.Path, p)
		}
		return r.Path == path
	})
}

func (s *Server) waitFirst(key string, timeout time.Duration) (*Request, error) {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	s.mu.Lock()
	r := s.first[key]
	ch := s.waiters[key]
	if r == nil && ch == nil {
		ch = make(chan struct{})
		s.waiters[key] = ch
	}
	s.mu.Unlock()
	if r != nil {
		return r, nil
	}
	select {
	case <-ch:
	case <-deadline.C:
		return nil, fmt.Errorf("discordtest: no %s within %v", key, timeout)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.first[key], nil
}

// CallbackPath returns the callback route of interaction id.
func (s *Server) CallbackPath(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if it, ok := s.interactions[id]; ok {
		return "/api/v9/interactions/" + id + "/" + it.token + "/callback"
	}
	return "/api/v9/interactions/" + id + "/?/callback"
}

// OriginalPath returns the route of interaction id's original response message.
func (s *Server) OriginalPath(id string) string {
	return "/api/v9/webhooks/" + AppID + "/" + s.token(id) + "/messages/@original"
}

// FollowupPath returns the follow-up route of interaction id.
func (s *Server) FollowupPath(id string) string {
	return "/api/v9/webhooks/" + AppID + "/" + s.token(id)
}

func (s *Server) token(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if it, ok := s.interactions[id]; ok {
		return it.token
	}
	return "?"
}

// WaitCallback waits for interaction id's initial response.
func (s *Server) WaitCallback(id string, timeout time.Duration) (*Request, error) {
	return s.WaitRequest(http.MethodPost, s.CallbackPath(id), timeout)
}

func (s *Server) record(r *Request) {
	s.mu.Lock()
	s.reqs = append(s.reqs, r)
	if k := r.Method + " " + r.Path; s.first[k] == nil {
		s.first[k] = r
		if ch := s.waiters[k]; ch != nil {
			close(ch)
			delete(s.waiters, k)
		}
	}
	close(s.changed)
	s.changed = make(chan struct{})
	s.mu.Unlock()
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/gw") {
		s.gw.serve(s, w, r)
		return
	}
	req := &Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), At: time.Now()}
	if err := readBody(r, req); err != nil {
		req.Status = http.StatusBadRequest
		s.record(req)
		writeError(w, http.StatusBadRequest, 50109, "the request body is invalid: "+err.Error())
		return
	}
	s.mu.Lock()
	var delay time.Duration
	for p, d := range s.latency {
		if strings.HasPrefix(r.URL.Path, p) {
			delay = max(delay, d)
		}
	}
	limited := false
	for _, l := range s.limits {
		if l.n > 0 && l.method == r.Method && strings.HasPrefix(r.URL.Path, l.prefix) {
			l.n--
			limited = true
			break
		}
	}
	s.mu.Unlock()
	if delay > 0 {
		time.Sleep(delay)
	}
	rec := &statusWriter{ResponseWriter: w}
	if limited {
		rec.Header().Set("Content-Type", "application/json")
		rec.Header().Set("Retry-After", "1")
		rec.WriteHeader(http.StatusTooManyRequests)
		io.WriteString(rec, `{"message":"You are being rate limited.","retry_after":0.05,"global":false}`)
	} else {
		s.route(rec, r, req)
	}
	req.Status = rec.status
	s.record(req)
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func readBody(r *http.Request, req *Request) error {
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "multipart/form-data" {
		mr, err := r.MultipartReader()
		if err != nil {
			return err
		}
		_ = params
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
			data, err := io.ReadAll(io.LimitReader(p, 26<<20))
			if err != nil {
				return err
			}
			if p.FormName() == "payload_json" {
				req.Body = data
				continue
			}
			req.Files = append(req.Files, File{Field: p.FormName(), Name: p.FileName(), ContentType: p.Header.Get("Content-Type"), Data: data})
		}
	} else {
		data, err := io.ReadAll(io.LimitReader(r.Body, 26<<20))
		if err != nil {
			return err
		}
		req.Body = data
	}
	if len(bytes.TrimSpace(req.Body)) > 0 && bytes.TrimSpace(req.Body)[0] == '{' {
		if err := json.Unmarshal(req.Body, &req.JSON); err != nil {
			return err
		}
	}
	describeFiles(req)
	return nil
}

// describeFiles sets each file's Description from the payload's attachments list (in
// "data" for an interaction response), where attachment id n names part files[n].
func describeFiles(req *Request) {
	payload := req.JSON
	if d, ok := payload["data"].(map[string]any); ok {
		payload = d
	}
	atts, _ := payload["attachments"].([]any)
	for _, a := range atts {
		am, _ := a.(map[string]any)
		desc, _ := am["description"].(string)
		id := fmt.Sprint(am["id"])
		for i := range req.Files {
			if req.Files[i].Field == "files["+id+"]" {
				req.Files[i].Description = desc
			}
		}
	}
}

// set sets (*m)[k] = v, making the map first when *m is nil (the fake's maps start nil).
func set[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil {
		*m = map[K]V{}
	}
	(*m)[k] = v
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status, code int, msg string) {
	writeJSON(w, status, map[string]any{"code": code, "message": msg})
}

// route answers the REST and CDN routes.
func (s *Server) route(w http.ResponseWriter, r *http.Request, req *Request) {
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	if len(parts) > 0 && parts[0] == "attachments" {
		s.serveCDN(w, r)
		return
	}
	if len(parts) < 3 || parts[0] != "api" || (parts[1] != "v9" && parts[1] != "v10") {
		s.notFound(w, r)
		return
	}
	p := parts[2:]
	authed := r.Header.Get("Authorization") == "Bot "+Token
	switch {
	case s.routeActivity(w, r, p, authed, req):
	case r.Method == "GET" && len(p) == 1 && p[0] == "gateway":
		writeJSON(w, 200, map[string]any{"url": "ws://" + s.Addr + "/gw"})
	case r.Method == "GET" && len(p) == 2 && p[0] == "gateway" && p[1] == "bot":
		if !authed {
			writeError(w, 401, 0, "401: Unauthorized")
			return
		}
		shards, mc, left := max(1, s.RecommendedShards), max(1, s.MaxConcurrency), s.SessionStarts
		if left == 0 {
			left = 999
		}
		writeJSON(w, 200, map[string]any{"url": "ws://" + s.Addr + "/gw", "shards": shards,
			"session_start_limit": map[string]any{"total": 1000, "remaining": left, "reset_after": 14400000, "max_concurrency": mc}})
	case r.Method == "GET" && len(p) == 3 && p[0] == "oauth2" && p[1] == "applications" && p[2] == "@me":
		if !authed {
			writeError(w, 401, 0, "401: Unauthorized")
			return
		}
		writeJSON(w, 200, map[string]any{"id": AppID, "name": "sudokubot", "bot_public": true,
			"bot": map[string]any{"id": BotUserID, "username": "sudokubot", "bot": true}})
	case r.Method == "POST" && len(p) == 4 && p[0] == "interactions" && p[3] == "callback":
		s.callback(w, p[1], p[2], req)
	case len(p) >= 3 && p[0] == "webhooks":
		s.webhook(w, r, p, req)
	case r.Method == "PUT" && len(p) == 3 && p[0] == "applications" && p[2] == "commands":
		s.putCommands(w, authed, p[1], "", req)
	case r.Method == "PUT" && len(p) == 5 && p[0] == "applications" && p[2] == "guilds" && p[4] == "commands":
		s.putCommands(w, authed, p[1], p[3], req)
	case r.Method == "POST" && len(p) == 3 && p[0] == "channels" && p[2] == "messages":
		if !authed {
			writeError(w, 401, 0, "401: Unauthorized")
			return
		}
		if msg := checkMessage(req); msg != "" {
			writeError(w, 400, 50035, msg)
			return
		}
		s.channelMessage(w, p[1], req)
	case s.routeThreads(w, r, p, authed, req):
	case s.routeChannel(w, r, p, authed):
	default:
		s.notFound(w, r)
	}
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.unknown = append(s.unknown, r.Method+" "+r.URL.Path)
	s.mu.Unlock()
	writeError(w, 404, 0, "404: Not Found")
}

func (s *Server) serveCDN(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	f, ok := s.cdn[r.URL.Path]
	s.mu.Unlock()
	if !ok {
		http.Error(w, "Not Found", 404) // a real CDN miss, not an unknown route
		return
	}
	if f.Delay > 0 {
		select {
		case <-time.After(f.Delay):
		case <-r.Context().Done():
			return
		}
	}
	if f.Redirect != "" {
		w.Header().Set("Location", f.Redirect)
		w.WriteHeader(http.StatusFound)
		return
	}
	if f.Status != 0 && f.Status != 200 {
		http.Error(w, http.StatusText(f.Status), f.Status)
		return
	}
	if f.ContentType != "" {
		w.Header().Set("Content-Type", f.ContentType)
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(f.Body)))
	w.Write(f.Body)
}

func (s *Server) callback(w http.ResponseWriter, id, token string, req *Request) {
	s.mu.Lock()
	s.attempts[id]++
	it, ok := s.interactions[id]
	if !ok || it.token != token || time.Since(it.at) > s.CallbackDeadline {
		s.mu.Unlock()
		writeError(w, 404, 10062, "Unknown interaction")
		return
	}
	if s.callbacks[id] > 0 {
		s.mu.Unlock()
		writeError(w, 400, 40060, "Interaction has already been acknowledged.")
		return
	}
	if msg := checkResponse(req); msg != "" {
		s.mu.Unlock()
		writeError(w, 400, 50035, msg)
		return
	}
	s.callbacks[id]++
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) webhook(w http.ResponseWriter, r *http.Request, p []string, req *Request) {
	if p[1] != AppID {
		writeError(w, 404, 10015, "Unknown Webhook")
		return
	}
	token := p[2]
	s.mu.Lock()
	var id string
	viaHTTP := false
	for k, it := range s.interactions {
		if it.token == token {
			id, viaHTTP = k, it.http
		}
	}
	acked := id != "" && (s.callbacks[id] > 0 || viaHTTP)
	s.mu.Unlock()
	if !acked {
		writeError(w, 404, 10015, "Unknown Webhook")
		return
	}
	switch {
	case len(p) == 5 && p[3] == "messages" && p[4] == "@original" && r.Method == "PATCH":
		if msg := checkMessage(req); msg != "" {
			writeError(w, 400, 50035, msg)
			return
		}
		writeJSON(w, 200, s.message(ChannelID, req))
	case len(p) == 5 && p[3] == "messages" && r.Method == "DELETE":
		w.WriteHeader(http.StatusNoContent)
	case len(p) == 3 && r.Method == "POST":
		if msg := checkMessage(req); msg != "" {
			writeError(w, 400, 50035, msg)
			return
		}
		writeJSON(w, 200, s.message(ChannelID, req))
	default:
		s.notFound(w, r)
	}
}

// message is the Message object the fake returns for a sent or edited message.
func (s *Server) message(channel string, req *Request) map[string]any {
	m := map[string]any{"id": s.NewID(), "channel_id": channel, "type": 0,
		"author": map[string]any{"id": BotUserID, "username": "sudokubot", "bot": true}}
	if c, ok := req.JSON["content"].(string); ok {
		m["content"] = c
	}
	var att []any
	for _, f := range req.Files {
		att = append(att, map[string]any{"id": s.NewID(), "filename": f.Name, "size": len(f.Data), "description": f.Description,
			"url": "https://cdn.discordapp.com/attachments/" + channel + "/x/" + f.Name})
	}
	if att != nil {
		m["attachments"] = att
	}
	return m
}

// checkResponse returns what real Discord would reject in an interaction response, or "".
func checkResponse(req *Request) string {
	if req.JSON == nil {
		return "the body is not a JSON object"
	}
	typ, _ := req.JSON["type"].(float64)
	data, _ := req.JSON["data"].(map[string]any)
	switch int(typ) {
	case 1, 4, 5, 6, 7, 8, 9:
	case 12: // LAUNCH_ACTIVITY: no data
		if req.JSON["data"] != nil {
			return "a launch response carries no data"
		}
		return ""
	default:
		return fmt.Sprintf("interaction response type %v is invalid", req.JSON["type"])
	}
	if typ == 5 || typ == 6 {
		if data != nil {
			if f, _ := data["flags"].(float64); int(f)&^64 != 0 {
				return "a deferred response may carry only the ephemeral flag"
			}
		}
		return ""
	}
	if typ == 9 {
		if data == nil || data["custom_id"] == nil || data["title"] == nil {
			return "a modal needs custom_id and title"
		}
		return checkComponents(data["components"])
	}
	if data == nil {
		if typ == 4 {
			return "a message response needs data"
		}
		return ""
	}
	return checkPayload(data, req.Files)
}

// checkMessage checks a message body (PATCH @original, follow-up, channel message).
func checkMessage(req *Request) string {
	if req.JSON == nil {
		return "the body is not a JSON object"
	}
	return checkPayload(req.JSON, req.Files)
}

func checkPayload(m map[string]any, files []File) string {
	if c, ok := m["content"].(string); ok && utf8.RuneCountInString(c) > 2000 {
		return fmt.Sprintf("content is %d characters, more than 2000", utf8.RuneCountInString(c))
	}
	if e, ok := m["embeds"].([]any); ok && len(e) > 10 {
		return "more than 10 embeds"
	}
	if len(files) > 10 {
		return fmt.Sprintf("%d files, more than 10", len(files))
	}
	total := 0
	for _, f := range files {
		if len(f.Data) > 10<<20 {
			return fmt.Sprintf("file %s is %d bytes, more than 10 MiB", f.Name, len(f.Data))
		}
		total += len(f.Data)
	}
	if total > 25<<20 {
		return "more than 25 MiB in one request"
	}
	return checkComponents(m["components"])
}

func checkComponents(v any) string {
	rows, _ := v.([]any)
	if len(rows) > 5 {
		return fmt.Sprintf("%d component rows, more than 5", len(rows))
	}
	seen := map[string]bool{}
	for _, r := range rows {
		row, _ := r.(map[string]any)
		if t, _ := row["type"].(float64); t != 1 {
			return "a top-level component is not an action row"
		}
		cs, _ := row["components"].([]any)
		if len(cs) == 0 || len(cs) > 5 {
			return fmt.Sprintf("an action row holds %d components", len(cs))
		}
		for _, c := range cs {
			cm, _ := c.(map[string]any)
			id, _ := cm["custom_id"].(string)
			style, _ := cm["style"].(float64)
			if style != 5 && (len(id) < 1 || len(id) > 100) {
				return fmt.Sprintf("custom_id %q is not 1..100 characters", id)
			}
			if l, ok := cm["label"].(string); ok && utf8.RuneCountInString(l) > 80 {
				return "a button label is longer than 80 characters"
			}
			if typ, _ := cm["type"].(float64); typ == 3 {
				if len(cs) != 1 {
					return "a select menu shares its action row"
				}
				if opts, _ := cm["options"].([]any); len(opts) < 1 || len(opts) > 25 {
					return fmt.Sprintf("a select menu has %d options, want 1..25", len(opts))
				}
			}
			if typ, _ := cm["type"].(float64); typ == 4 {
				if l, _ := cm["label"].(string); utf8.RuneCountInString(l) < 1 || utf8.RuneCountInString(l) > 45 {
					return fmt.Sprintf("text input label %q is not 1..45 characters", l)
				}
				if ml, ok := cm["max_length"].(float64); ok && ml > 4000 {
					return "text input max_length above 4000"
				}
			}
			if id != "" {
				if seen[id] {
					return fmt.Sprintf("custom_id %q is used twice in one message", id)
				}
				seen[id] = true
			}
		}
	}
	return ""
}

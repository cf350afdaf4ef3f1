package discordtest

import (
	"net/http"
	"strconv"
	"strings"
)

// channels is the fake's per-channel state: the messages posted with a nonce (for
// enforce_nonce), the pinned messages, and channels where the bot may not post.
type channels struct {
	byNonce map[string]map[string]any // "channel/nonce" → the message first created
	pins    map[string][]string       // channel → pinned message IDs
	denied  map[string]bool           // channel → posting answers 403 Missing Permissions
	failing map[string]int            // channel → the next n posts answer 500
	created map[string][]string       // channel → IDs of the messages created, in order
	allow   map[string]int64          // channel → the bot's permissions there (absent: everyone's role, everything but Administrator)
	content map[string]string         // message ID → its content, as created or last edited
	edits   map[string]int            // message ID → how many times it was edited
	threads map[string]Thread         // thread ID → the thread
	parent  map[string]string         // message ID → its channel
}

// everyone is the @everyone role's permissions in the fake guild: every bit up to
// PIN_MESSAGES (1<<51) except Administrator.
const everyone int64 = (1<<52 - 1) &^ 8

// SetChannelPermissions makes the bot's computed permissions in channel equal allow
// (a channel overwrite on @everyone). Without VIEW_CHANNEL (1<<10), GET /channels/{c}
// answers 403 Missing Access, as Discord does.
func (s *Server) SetChannelPermissions(channel string, allow int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	set(&s.channels.allow, channel, allow)
}

// DenyChannel makes posts to channel answer 403 (50013 Missing Permissions), as when the
// bot lacks Send Messages there.
func (s *Server) DenyChannel(channel string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	set(&s.channels.denied, channel, true)
}

// FailPosts makes the next n posts to channel answer 500.
func (s *Server) FailPosts(channel string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	set(&s.channels.failing, channel, s.channels.failing[channel]+n)
}

// Pins returns the IDs of the messages pinned in channel, in pin order.
func (s *Server) Pins(channel string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.channels.pins[channel]...)
}

// Messages returns the IDs of the distinct messages created in channel, in order (a
// repeat of an enforced nonce returns an existing message and creates none).
func (s *Server) Messages(channel string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.channels.created[channel]...)
}

// Posts returns the successful POST /channels/{channel}/messages requests, in order.
func (s *Server) Posts(channel string) []*Request {
	var out []*Request
	path := "/api/v9/channels/" + channel + "/messages"
	for _, r := range s.Requests() {
		if r.Method == http.MethodPost && r.Path == path && r.Status == http.StatusOK {
			out = append(out, r)
		}
	}
	return out
}

// channelMessage answers POST /channels/{c}/messages. With enforce_nonce, a repeat of a
// nonce returns the first message instead of creating another, as Discord does for a few
// minutes (the fake: for ever).
func (s *Server) channelMessage(w http.ResponseWriter, channel string, req *Request) {
	s.mu.Lock()
	if s.channels.denied[channel] {
		s.mu.Unlock()
		writeError(w, 403, 50013, "Missing Permissions")
		return
	}
	if s.channels.failing[channel] > 0 {
		s.channels.failing[channel]--
		s.mu.Unlock()
		writeError(w, 500, 0, "500: Internal Server Error")
		return
	}
	nonce, _ := req.JSON["nonce"].(string)
	enforce, _ := req.JSON["enforce_nonce"].(bool)
	key := channel + "/" + nonce
	if enforce && nonce != "" {
		if m, ok := s.channels.byNonce[key]; ok {
			s.mu.Unlock()
			writeJSON(w, 200, m)
			return
		}
	}
	s.mu.Unlock()
	m := s.message(channel, req)
	if nonce != "" {
		m["nonce"] = nonce
	}
	s.mu.Lock()
	if first, ok := s.channels.byNonce[key]; ok && enforce && nonce != "" {
		m = first // a concurrent repeat lost the race
	} else {
		set(&s.channels.created, channel, append(s.channels.created[channel], m["id"].(string)))
		s.noteMessage(channel, m)
		if enforce && nonce != "" {
			set(&s.channels.byNonce, key, m)
		}
	}
	s.mu.Unlock()
	writeJSON(w, 200, m)
}

// routeChannel answers the channel routes beyond sending a message: pinning
// (PUT /channels/{c}/messages/pins/{m}, and the older /channels/{c}/pins/{m}) and the
// lookups of [Server.routeLookup]. It reports whether it answered.
func (s *Server) routeChannel(w http.ResponseWriter, r *http.Request, p []string, authed bool) bool {
	if r.Method == http.MethodGet {
		return s.routeLookup(w, p, authed)
	}
	if len(p) < 4 || p[0] != "channels" || r.Method != http.MethodPut {
		return false
	}
	var channel, msg string
	switch {
	case len(p) == 5 && p[2] == "messages" && p[3] == "pins":
		channel, msg = p[1], p[4]
	case len(p) == 4 && p[2] == "pins":
		channel, msg = p[1], p[3]
	default:
		return false
	}
	if !authed {
		writeError(w, 401, 0, "401: Unauthorized")
		return true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !strings.Contains(strings.Join(s.channels.pins[channel], ","), msg) {
		set(&s.channels.pins, channel, append(s.channels.pins[channel], msg))
	}
	w.WriteHeader(http.StatusNoContent)
	return true
}

// routeLookup answers what a client reads to compute its permissions in a channel:
// GET /users/@me, /channels/{c}, /guilds/{g} and /guilds/{g}/members/{u}. Every channel
// belongs to GuildID, whose owner is UserID.
func (s *Server) routeLookup(w http.ResponseWriter, p []string, authed bool) bool {
	var body any
	switch {
	case len(p) == 2 && p[0] == "users" && p[1] == "@me":
		body = map[string]any{"id": BotUserID, "username": "sudokubot", "discriminator": "0", "bot": true}
	case len(p) == 2 && p[0] == "channels":
		s.mu.Lock()
		allow, set := s.channels.allow[p[1]]
		s.mu.Unlock()
		if set && allow&(1<<10) == 0 {
			if authed {
				writeError(w, 403, 50001, "Missing Access")
				return true
			}
		}
		ch := map[string]any{"id": p[1], "guild_id": GuildID, "type": 0, "name": "daily"}
		if set {
			ch["permission_overwrites"] = []any{map[string]any{"id": GuildID, "type": 0,
				"allow": strconv.FormatInt(allow, 10), "deny": strconv.FormatInt(everyone&^allow, 10)}}
		}
		body = ch
	case len(p) == 2 && p[0] == "guilds":
		body = map[string]any{"id": p[1], "name": "Test server", "owner_id": UserID,
			"roles": []any{map[string]any{"id": p[1], "name": "@everyone", "permissions": strconv.FormatInt(everyone, 10)}}}
	case len(p) == 4 && p[0] == "guilds" && p[2] == "members":
		body = map[string]any{"user": map[string]any{"id": p[3], "username": "member"}, "roles": []any{}, "joined_at": "2026-01-01T00:00:00Z"}
	default:
		return false
	}
	if !authed {
		writeError(w, 401, 0, "401: Unauthorized")
		return true
	}
	writeJSON(w, 200, body)
	return true
}

package discordtest

import (
	"net/http"
	"strings"
)

// channels is the fake's per-channel state: the messages posted with a nonce (for
// enforce_nonce), the pinned messages, and channels where the bot may not post.
type channels struct {
	byNonce map[string]map[string]any // "channel/nonce" → the message first created
	pins    map[string][]string       // channel → pinned message IDs
	denied  map[string]bool           // channel → posting answers 403 Missing Permissions
	failing map[string]int            // channel → the next n posts answer 500
}

// DenyChannel makes posts to channel answer 403 (50013 Missing Permissions), as when the
// bot lacks Send Messages there.
func (s *Server) DenyChannel(channel string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.channels.denied == nil {
		s.channels.denied = map[string]bool{}
	}
	s.channels.denied[channel] = true
}

// FailPosts makes the next n posts to channel answer 500.
func (s *Server) FailPosts(channel string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.channels.failing == nil {
		s.channels.failing = map[string]int{}
	}
	s.channels.failing[channel] += n
}

// Pins returns the IDs of the messages pinned in channel, in pin order.
func (s *Server) Pins(channel string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.channels.pins[channel]...)
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
	if enforce && nonce != "" {
		s.mu.Lock()
		if s.channels.byNonce == nil {
			s.channels.byNonce = map[string]map[string]any{}
		}
		if first, ok := s.channels.byNonce[key]; ok {
			m = first // a concurrent repeat lost the race
		} else {
			s.channels.byNonce[key] = m
		}
		s.mu.Unlock()
	}
	writeJSON(w, 200, m)
}

// routeChannel answers the channel routes beyond sending a message: pinning
// (PUT /channels/{c}/messages/pins/{m}, and the older /channels/{c}/pins/{m}). It reports
// whether it answered.
func (s *Server) routeChannel(w http.ResponseWriter, r *http.Request, p []string, authed bool) bool {
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
	if s.channels.pins == nil {
		s.channels.pins = map[string][]string{}
	}
	if !strings.Contains(strings.Join(s.channels.pins[channel], ","), msg) {
		s.channels.pins[channel] = append(s.channels.pins[channel], msg)
	}
	w.WriteHeader(http.StatusNoContent)
	return true
}

package discordtest

import (
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"
)

// A Thread is a thread started from a message.
type Thread struct {
	ID, ParentID, MessageID, Name string
}

// Permission bits the thread route checks.
const (
	permCreatePublicThreads int64 = 1 << 35
)

// noteMessage records a created message's channel and content. s.mu is held.
func (s *Server) noteMessage(channel string, m map[string]any) {
	id := m["id"].(string)
	c, _ := m["content"].(string)
	set(&s.channels.content, id, c)
	set(&s.channels.parent, id, channel)
}

// Content returns the content of a message the bot created in channel, as last edited,
// and whether there is such a message.
func (s *Server) Content(channel, id string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.channels.parent[id] != channel {
		return "", false
	}
	return s.channels.content[id], true
}

// Edits returns how many times message id was edited.
func (s *Server) Edits(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.channels.edits[id]
}

// Threads returns the threads started in channel, in creation order.
func (s *Server) Threads(channel string) []Thread {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Thread
	for _, t := range s.channels.threads {
		if t.ParentID == channel {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b Thread) int { // snowflakes: shorter is older
		if len(a.ID) != len(b.ID) {
			return len(a.ID) - len(b.ID)
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out
}

// routeThreads answers editing a message the bot sent (PATCH /channels/{c}/messages/{m})
// and starting a thread from one (POST /channels/{c}/messages/{m}/threads), as Discord
// does: an unknown message is 404 10008, a thread needs Create Public Threads in the
// channel and a name of 1–100 characters, and a message has at most one thread (400
// 160004). It reports whether it answered.
func (s *Server) routeThreads(w http.ResponseWriter, r *http.Request, p []string, authed bool, req *Request) bool {
	edit := r.Method == http.MethodPatch && len(p) == 4 && p[0] == "channels" && p[2] == "messages"
	thread := r.Method == http.MethodPost && len(p) == 5 && p[0] == "channels" && p[2] == "messages" && p[4] == "threads"
	if !edit && !thread {
		return false
	}
	if !authed {
		writeError(w, 401, 0, "401: Unauthorized")
		return true
	}
	channel, id := p[1], p[3]
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.channels.parent[id] != channel {
		writeError(w, 404, 10008, "Unknown Message")
		return true
	}
	if edit {
		if msg := checkMessage(req); msg != "" {
			writeError(w, 400, 50035, msg)
			return true
		}
		if c, ok := req.JSON["content"].(string); ok {
			s.channels.content[id] = c
		}
		set(&s.channels.edits, id, s.channels.edits[id]+1)
		writeJSON(w, 200, map[string]any{"id": id, "channel_id": channel, "type": 0, "content": s.channels.content[id],
			"author": map[string]any{"id": BotUserID, "username": "sudokubot", "bot": true}})
		return true
	}
	if allow, set := s.channels.allow[channel]; set && allow&permCreatePublicThreads == 0 {
		writeError(w, 403, 50013, "Missing Permissions")
		return true
	}
	name, _ := req.JSON["name"].(string)
	if n := utf8.RuneCountInString(name); n < 1 || n > 100 {
		writeError(w, 400, 50035, "Invalid Form Body: name must be 1..100 characters")
		return true
	}
	for _, t := range s.channels.threads {
		if t.MessageID == id {
			writeError(w, 400, 160004, "A thread has already been created for this message")
			return true
		}
	}
	t := Thread{ID: s.NewID(), ParentID: channel, MessageID: id, Name: name}
	set(&s.channels.threads, t.ID, t)
	writeJSON(w, 201, map[string]any{"id": t.ID, "type": 11, "guild_id": GuildID, "parent_id": channel, "name": name,
		"owner_id": BotUserID})
	return true
}

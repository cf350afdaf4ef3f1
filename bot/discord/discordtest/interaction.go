package discordtest

import (
	"time"
)

// Interaction types and option types, as on the wire.
const (
	TypePing         = 1
	TypeCommand      = 2
	TypeComponent    = 3
	TypeAutocomplete = 4
	TypeModalSubmit  = 5
)

// An Option modifies an interaction payload before it is dispatched.
type Option func(map[string]any)

// FromUser makes the interaction come from user id.
func FromUser(id string) Option {
	return func(m map[string]any) {
		if mem, ok := m["member"].(map[string]any); ok {
			mem["user"] = map[string]any{"id": id, "username": "user" + id, "discriminator": "0"}
		}
	}
}

// InDM makes the interaction come from a direct message.
func InDM() Option {
	return func(m map[string]any) {
		mem, _ := m["member"].(map[string]any)
		delete(m, "member")
		delete(m, "guild_id")
		if mem != nil {
			m["user"] = mem["user"]
		}
	}
}

// Payload returns an INTERACTION_CREATE payload of type typ with data, with a fresh ID and
// token, from UserID in GuildID/ChannelID, before opts.
func (s *Server) Payload(typ int, data any, opts ...Option) map[string]any {
	m := map[string]any{
		"id":              s.NewID(),
		"application_id":  AppID,
		"type":            typ,
		"token":           "itoken-" + s.NewID(),
		"version":         1,
		"guild_id":        GuildID,
		"channel_id":      ChannelID,
		"locale":          "en-US",
		"app_permissions": "562949953421311",
		"member": map[string]any{
			"user":        map[string]any{"id": UserID, "username": "alice", "discriminator": "0"},
			"permissions": "2147483647",
			"roles":       []any{},
			"joined_at":   "2026-01-01T00:00:00Z",
		},
	}
	if data != nil {
		m["data"] = data
	}
	for _, o := range opts {
		o(m)
	}
	return m
}

// Expect registers an interaction payload (its ID and token) as live, as Discord does when
// it delivers one, without dispatching it: HTTP-mode tests post it themselves.
func (s *Server) Expect(payload map[string]any) {
	id, _ := payload["id"].(string)
	token, _ := payload["token"].(string)
	s.mu.Lock()
	if _, ok := s.interactions[id]; !ok {
		s.order = append(s.order, id)
	}
	s.interactions[id] = &interaction{id: id, token: token, at: time.Now(), payload: payload}
	s.mu.Unlock()
}

// ExpectHTTP is [Server.Expect] for an interaction the test POSTs to an HTTP-mode bot: its
// initial response may be the HTTP response body, so edits need no prior callback.
func (s *Server) ExpectHTTP(payload map[string]any) {
	s.Expect(payload)
	id, _ := payload["id"].(string)
	s.mu.Lock()
	s.interactions[id].http = true
	s.mu.Unlock()
}

// Interact dispatches an INTERACTION_CREATE built by [Server.Payload] and returns its ID.
func (s *Server) Interact(typ int, data any, opts ...Option) (string, error) {
	p := s.Payload(typ, data, opts...)
	s.Expect(p)
	_, err := s.Dispatch("INTERACTION_CREATE", p)
	return p["id"].(string), err
}

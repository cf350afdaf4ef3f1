package discordtest

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// ClientSecret is the application's OAuth2 client secret the fake accepts.
const ClientSecret = "fake-client-secret"

// activity is what the fake knows for the Activity: members who can sign in and the
// Activity instances with their participants.
type activity struct {
	users     map[string]string   // member ID → name
	instances map[string]Instance // by instance ID
	exchanges int
}

// An Instance is one launch of the Activity: where it runs and who is in it.
type Instance struct {
	ID      string
	Guild   string // "" in a DM
	Channel string
	Users   []string
}

// AddUser lets member id (shown as name) sign in to the Activity: the code "mock:<id>",
// which the Activity's page gets from the Embedded App SDK in its mock mode, exchanges
// for the access token "at-<id>".
func (s *Server) AddUser(id, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.activity.users == nil {
		s.activity.users = map[string]string{}
	}
	s.activity.users[id] = name
}

// SetInstance creates or replaces an Activity instance.
func (s *Server) SetInstance(in Instance) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.activity.instances == nil {
		s.activity.instances = map[string]Instance{}
	}
	in.Users = slices.Clone(in.Users)
	s.activity.instances[in.ID] = in
}

// JoinInstance adds member user to instance id's participants.
func (s *Server) JoinInstance(id, user string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	in := s.activity.instances[id]
	if !slices.Contains(in.Users, user) {
		in.Users = append(in.Users, user)
	}
	s.activity.instances[id] = in
}

// Exchanges is how many OAuth2 codes the fake exchanged.
func (s *Server) Exchanges() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.activity.exchanges
}

// routeActivity serves the OAuth2 code exchange, /users/@me and an Activity instance.
func (s *Server) routeActivity(w http.ResponseWriter, r *http.Request, p []string, authed bool, req *Request) bool {
	switch {
	case r.Method == "POST" && len(p) == 2 && p[0] == "oauth2" && p[1] == "token":
		form, err := url.ParseQuery(string(req.Body))
		if err != nil || form.Get("grant_type") != "authorization_code" {
			writeJSON(w, 400, map[string]any{"error": "unsupported_grant_type"})
			return true
		}
		if form.Get("client_id") != AppID || form.Get("client_secret") != ClientSecret {
			writeJSON(w, 401, map[string]any{"error": "invalid_client"})
			return true
		}
		user, ok := strings.CutPrefix(form.Get("code"), "mock:")
		s.mu.Lock()
		_, known := s.activity.users[user]
		if ok && known {
			s.activity.exchanges++
		}
		s.mu.Unlock()
		if !ok || !known {
			writeJSON(w, 400, map[string]any{"error": "invalid_grant"})
			return true
		}
		writeJSON(w, 200, map[string]any{"access_token": "at-" + user, "token_type": "Bearer", "expires_in": 604800, "scope": "identify"})
	case r.Method == "GET" && len(p) == 2 && p[0] == "users" && p[1] == "@me" && strings.HasPrefix(r.Header.Get("Authorization"), "Bearer "):
		user, ok := strings.CutPrefix(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "), "at-")
		s.mu.Lock()
		name, known := s.activity.users[user]
		s.mu.Unlock()
		if !ok || !known {
			writeError(w, 401, 0, "401: Unauthorized")
			return true
		}
		writeJSON(w, 200, map[string]any{"id": user, "username": strings.ToLower(name), "global_name": name, "discriminator": "0"})
	case r.Method == "GET" && len(p) == 4 && p[0] == "applications" && p[2] == "activity-instances":
		if !authed {
			writeError(w, 401, 0, "401: Unauthorized")
			return true
		}
		s.mu.Lock()
		in, ok := s.activity.instances[p[3]]
		s.mu.Unlock()
		if p[1] != AppID || !ok {
			writeError(w, 404, 10068, "Unknown activity instance")
			return true
		}
		kind := "gc"
		if in.Guild == "" {
			kind = "pc"
		}
		writeJSON(w, 200, map[string]any{"application_id": AppID, "instance_id": in.ID, "launch_id": in.ID + "0",
			"location": map[string]any{"id": "gc-" + in.Channel, "kind": kind, "channel_id": in.Channel, "guild_id": in.Guild},
			"users":    in.Users})
	default:
		return false
	}
	return true
}

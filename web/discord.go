package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// DefaultAPI is Discord's REST API, as the bot's Discord adapter uses it.
const DefaultAPI = "https://discord.com/api/v10"

// discordAPI is the part of Discord's REST API the Activity needs: the OAuth2 code
// exchange, the user behind an access token, and an Activity instance's participants.
// It is safe for concurrent use.
type discordAPI struct {
	base     string // DefaultAPI unless a test says otherwise
	clientID string
	secret   string
	botToken string
	client   *http.Client
	now      func() time.Time

	mu        sync.Mutex
	instances map[string]cachedInstance
}

// A discordUser is the member behind an access token.
type discordUser struct {
	ID         string `json:"id"`
	Username   string `json:"username"`
	GlobalName string `json:"global_name"`
	Avatar     string `json:"avatar"` // the avatar's hash, "" for Discord's default
}

// avatar is the member's avatar hash when it has the form Discord gives ("a_" for an
// animated one, then 32 hex digits), so that the page may put it in a path as it is.
func (u discordUser) avatar() string {
	h := strings.TrimPrefix(u.Avatar, "a_")
	if len(h) != 32 || strings.Trim(h, "0123456789abcdef") != "" {
		return ""
	}
	return u.Avatar
}

// name is how the member is shown to the others.
func (u discordUser) name() string {
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
}

// An instance is one launch of the Activity: where it runs and who is in it.
type instance struct {
	ID        string
	GuildID   string // "" in a DM or a group DM
	ChannelID string
	Users     []string
}

// has reports whether user is a participant.
func (in instance) has(user string) bool {
	for _, u := range in.Users {
		if u == user {
			return true
		}
	}
	return false
}

type cachedInstance struct {
	in  instance
	got time.Time
}

// instanceTTL is how long a participant list is trusted before it is asked again; a
// member not in the cached list always causes a fresh look-up.
const instanceTTL = 10 * time.Second

// errDiscord is the error of a refused or failed call to Discord (the body is not kept:
// it may echo a token).
type errDiscord struct {
	what   string
	status int
}

func (e *errDiscord) Error() string {
	return fmt.Sprintf("web: discord: %s: status %d", e.what, e.status)
}

// call sends req and decodes a 2xx JSON answer into out.
func (d *discordAPI) call(req *http.Request, what string, out any) error {
	resp, err := d.client.Do(req)
	if err != nil {
		return fmt.Errorf("web: discord: %s: %w", what, err)
	}
	defer resp.Body.Close()
	body := io.LimitReader(resp.Body, 1<<20)
	if resp.StatusCode/100 != 2 {
		io.Copy(io.Discard, body)
		return &errDiscord{what: what, status: resp.StatusCode}
	}
	if err := json.NewDecoder(body).Decode(out); err != nil {
		return fmt.Errorf("web: discord: %s: decoding the answer: %w", what, err)
	}
	return nil
}

// exchange trades an OAuth2 authorization code from the SDK's authorize command for an
// access token.
func (d *discordAPI) exchange(ctx context.Context, code string) (string, error) {
	form := url.Values{"client_id": {d.clientID}, "client_secret": {d.secret},
		"grant_type": {"authorization_code"}, "code": {code}}
	req, err := http.NewRequestWithContext(ctx, "POST", d.base+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var out struct {
		AccessToken string `json:"access_token"`
	}
	if err := d.call(req, "exchange the code", &out); err != nil {
		return "", err
	}
	if out.AccessToken == "" {
		return "", errors.New("web: discord: exchange the code: no access token in the answer")
	}
	return out.AccessToken, nil
}

// me returns the member an access token belongs to.
func (d *discordAPI) me(ctx context.Context, token string) (discordUser, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", d.base+"/users/@me", nil)
	if err != nil {
		return discordUser{}, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	var u discordUser
	if err := d.call(req, "read the user", &u); err != nil {
		return u, err
	}
	if u.ID == "" {
		return u, errors.New("web: discord: read the user: no id in the answer")
	}
	return u, nil
}

// instance returns an Activity instance with its participants, asking Discord with the
// bot token unless a recent answer lists user already.
func (d *discordAPI) instance(ctx context.Context, id, user string) (instance, error) {
	d.mu.Lock()
	c, ok := d.instances[id]
	d.mu.Unlock()
	if ok && d.now().Sub(c.got) < instanceTTL && c.in.has(user) {
		return c.in, nil
	}
	req, err := http.NewRequestWithContext(ctx, "GET", d.base+"/applications/"+url.PathEscape(d.clientID)+"/activity-instances/"+url.PathEscape(id), nil)
	if err != nil {
		return instance{}, err
	}
	req.Header.Set("Authorization", "Bot "+d.botToken)
	var out struct {
		InstanceID string `json:"instance_id"`
		Location   struct {
			ChannelID string `json:"channel_id"`
			GuildID   string `json:"guild_id"`
		} `json:"location"`
		Users []string `json:"users"`
	}
	if err := d.call(req, "read the activity instance", &out); err != nil {
		return instance{}, err
	}
	in := instance{ID: id, GuildID: out.Location.GuildID, ChannelID: out.Location.ChannelID, Users: out.Users}
	d.mu.Lock()
	if d.instances == nil || len(d.instances) > 10000 {
		d.instances = map[string]cachedInstance{}
	}
	d.instances[id] = cachedInstance{in: in, got: d.now()}
	d.mu.Unlock()
	return in, nil
}

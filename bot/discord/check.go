package discord

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// ErrBadToken is wrapped by [Poster.Application] when Discord refuses the token (401).
var ErrBadToken = errors.New("discord: the token was refused (401 Unauthorized)")

// Application asks Discord which application the token belongs to, with one request
// (GET /oauth2/applications/@me), and returns its ID and name. A refused token gives an
// error wrapping [ErrBadToken].
func (p *Poster) Application(ctx context.Context) (id, name string, err error) {
	ep := discordgo.EndpointOAuth2Application("@me")
	body, err := p.s.RequestWithBucketID("GET", ep, nil, ep, discordgo.WithContext(ctx))
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Response != nil && rest.Response.StatusCode == http.StatusUnauthorized {
		return "", "", ErrBadToken
	}
	if err != nil {
		return "", "", fmt.Errorf("discord: application: %w", err)
	}
	var app struct{ ID, Name string }
	if err := json.Unmarshal(body, &app); err != nil {
		return "", "", fmt.Errorf("discord: application: %w", err)
	}
	return app.ID, app.Name, nil
}

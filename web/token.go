package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// An identity is who a session token says its bearer is: a Discord member, as Discord
// told the server when the token was made.
type identity struct {
	User string `json:"u"`
	Name string `json:"n"`
	Face string `json:"a,omitempty"` // the Discord avatar's hash (discordUser.avatar)
	Exp  int64  `json:"e"`           // Unix seconds
}

// sessionTTL is how long a session token is good for; the page gets a new one each time
// it is opened.
const sessionTTL = 12 * time.Hour

// errBadToken is the error of a session token that is malformed, forged or expired.
var errBadToken = errors.New("web: the session token is not valid")

// signer makes and checks session tokens: the identity in JSON, then its HMAC-SHA256,
// both base64url. Every bot process with the same key accepts the others' tokens.
type signer struct{ key []byte }

func (s signer) sign(id identity) string {
	body, _ := json.Marshal(id)
	p := base64.RawURLEncoding.EncodeToString(body)
	return p + "." + base64.RawURLEncoding.EncodeToString(s.mac(p))
}

func (s signer) mac(p string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(p))
	return m.Sum(nil)
}

func (s signer) verify(tok string, now time.Time) (identity, error) {
	p, sig, ok := strings.Cut(tok, ".")
	if !ok || len(tok) > 2048 {
		return identity{}, errBadToken
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(p)) {
		return identity{}, errBadToken
	}
	body, err := base64.RawURLEncoding.DecodeString(p)
	if err != nil {
		return identity{}, errBadToken
	}
	var id identity
	if err := json.Unmarshal(body, &id); err != nil || id.User == "" || now.Unix() > id.Exp {
		return identity{}, errBadToken
	}
	return id, nil
}

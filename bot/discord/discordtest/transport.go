package discordtest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"
)

// discordHosts are the hosts the fake stands in for.
var discordHosts = map[string]bool{
	"discord.com":          true,
	"cdn.discordapp.com":   true,
	"media.discordapp.net": true,
}

// rewrite sends requests for Discord's hosts to the fake and refuses every other host.
type rewrite struct {
	s    *Server
	next http.RoundTripper
}

func (t rewrite) RoundTrip(r *http.Request) (*http.Response, error) {
	host := r.URL.Hostname()
	if !discordHosts[host] && !isLoopbackHost(host) {
		t.s.refuse(r.URL.String())
		return nil, fmt.Errorf("discordtest: refusing request to %s", r.URL.Host)
	}
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host, r.Host = "http", t.s.Addr, t.s.Addr
	return t.next.RoundTrip(r)
}

func isLoopbackHost(h string) bool {
	ip := net.ParseIP(h)
	return h == "localhost" || (ip != nil && ip.IsLoopback())
}

// Client returns an HTTP client that reaches the fake for discord.com, cdn.discordapp.com
// and media.discordapp.net, and refuses every other host (recording the attempt, which
// fails the test unless [Server.ExpectRefusals] was called).
func (s *Server) Client() *http.Client {
	return &http.Client{Transport: rewrite{s: s, next: &http.Transport{
		DialContext:         s.DialContext,
		MaxIdleConnsPerHost: 64,
		IdleConnTimeout:     30 * time.Second,
	}}, Timeout: 30 * time.Second}
}

// DialContext dials only loopback addresses; use it as the gateway dialer's NetDialContext.
func (s *Server) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if !isLoopbackHost(host) {
		s.refuse(addr)
		return nil, fmt.Errorf("discordtest: refusing to dial %s", addr)
	}
	var d net.Dialer
	return d.DialContext(ctx, network, addr)
}

// LoopbackOnly is an http.RoundTripper that refuses every non-loopback host. Tests may put
// it in http.DefaultTransport to catch stray requests.
type LoopbackOnly struct{ Next http.RoundTripper }

// RoundTrip refuses r unless its host is loopback.
func (l LoopbackOnly) RoundTrip(r *http.Request) (*http.Response, error) {
	if !isLoopbackHost(r.URL.Hostname()) {
		return nil, fmt.Errorf("discordtest: refusing non-loopback request to %s", r.URL.Host)
	}
	return l.Next.RoundTrip(r)
}

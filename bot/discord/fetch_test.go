package discord_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// TestFetchRedirects: a CDN that redirects is followed only to the allowed CDN hosts over
// HTTPS, a few times at most.
func TestFetchRedirects(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	f.ExpectRefusals()
	real := f.AddFile("real.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain"})
	chain := real // five redirects within the CDN, each to the one before
	for i := 0; i < 4; i++ {
		chain = f.AddFile("chain.txt", discordtest.CDNFile{Redirect: chain})
	}
	tests := []struct {
		name, to string
		want     string // "" means the download succeeds
	}{
		{"within the CDN", real, ""},
		{"relative", strings.TrimPrefix(real, "https://cdn.discordapp.com"), ""},
		{"media host", strings.Replace(real, "cdn.discordapp.com", "media.discordapp.net", 1), ""},
		{"loopback", "http://127.0.0.1:" + strings.Split(f.Addr, ":")[1] + "/attachments/1/2/real.txt", "redirected away from Discord's CDN"},
		{"plain http on the CDN", strings.Replace(real, "https://", "http://", 1), "redirected away from Discord's CDN"},
		{"elsewhere", "https://evil.example/x.txt", "redirected away from Discord's CDN"},
		{"a long chain", chain, "too many redirects"},
	}
	fetch := discord.Fetcher(f.Client(), 1<<20, 5*time.Second)
	for _, tt := range tests {
		url := f.AddFile("redirect-"+strings.ReplaceAll(tt.name, " ", "-")+".txt", discordtest.CDNFile{Redirect: tt.to})
		data, err := fetch(context.Background(), chat.Attachment{URL: url, Name: "puzzle.txt"})
		switch {
		case tt.want == "" && (err != nil || string(data) != classic):
			t.Errorf("%s: %q, %v; want the file", tt.name, data, err)
		case tt.want != "" && (err == nil || !strings.Contains(chat.ErrorMessage(err, ""), tt.want)):
			t.Errorf("%s: %q, %v; want an error saying %q", tt.name, data, err, tt.want)
		}
	}
	if r := f.Refused(); len(r) != 0 {
		t.Errorf("requests left the CDN: %v", r)
	}
}

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

func TestSolveFile(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	url := e.f.AddFile("puzzle.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain; charset=utf-8"})
	id := e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "puzzle.txt", "text/plain; charset=utf-8", len(classic)))
	r := e.message(id)
	if respType(r) != 4 {
		t.Fatalf("type %d, want 4", respType(r))
	}
	checkPNG(t, r)
}

func TestSlowDownloadDefers(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{options: func(o *discord.Options) { o.DeferAfter = 100 * time.Millisecond }})
	url := e.f.AddFile("puzzle.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain", Delay: 500 * time.Millisecond})
	id := e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "puzzle.txt", "text/plain", len(classic)))
	r := e.callback(id)
	if respType(r) != 5 || flags(respData(r)) != 0 {
		t.Fatalf("type %d flags %d, want a public deferral (5)", respType(r), flags(respData(r)))
	}
	r = e.edit(id)
	checkPNG(t, r)
	if !strings.Contains(content(r.JSON), "unique") {
		t.Errorf("edited content %q", content(r.JSON))
	}
}

func TestModal(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	id := e.interact(discordtest.TypeCommand, slash("solve"))
	r := e.callback(id)
	d := respData(r)
	if respType(r) != 9 || d["custom_id"] != "modal:solve" {
		t.Fatalf("type %d data %v, want a modal", respType(r), d)
	}
	submit := map[string]any{"custom_id": "modal:solve", "components": []any{map[string]any{"type": 1,
		"components": []any{map[string]any{"type": 4, "custom_id": "puzzle", "value": classic}}}}}
	id = e.interact(discordtest.TypeModalSubmit, submit)
	r = e.message(id)
	if respType(r) != 4 {
		t.Fatalf("modal submit: type %d, want 4", respType(r))
	}
	checkPNG(t, r)
}

func menu(name, text string, attachments ...any) map[string]any {
	if attachments == nil {
		attachments = []any{}
	}
	return map[string]any{"id": "900000000000000002", "name": name, "type": 3, "target_id": "800000000000000001",
		"resolved": map[string]any{"messages": map[string]any{"800000000000000001": map[string]any{
			"id": "800000000000000001", "channel_id": discordtest.ChannelID, "content": text,
			"author": map[string]any{"id": "400000000000000009", "username": "bob"}, "attachments": attachments}}}}
}

func TestContextMenu(t *testing.T) {
	t.Parallel()
	for _, shape := range answerShapes {
		t.Run(shape.name, func(t *testing.T) { testContextMenu(t, setup(t, shape.opts)) })
	}
}

func testContextMenu(t *testing.T, e *env) {
	id := e.interact(discordtest.TypeCommand, menu(discord.MenuSolve, "can someone solve this?\n```\n"+classic+"\n```"))
	r := e.message(id)
	if respType(r) != 4 {
		t.Fatalf("Solve puzzle: type %d, want 4: %s", respType(r), r.Body)
	}
	checkPNG(t, r)

	url := e.f.AddFile("grid.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain"})
	att := map[string]any{"id": "700000000000000002", "filename": "grid.txt", "size": len(classic), "url": url, "proxy_url": url, "content_type": "text/plain"}
	id = e.interact(discordtest.TypeCommand, menu(discord.MenuHint, "", att))
	r = e.message(id)
	if d := respData(r); flags(d)&64 == 0 || !strings.Contains(content(d), "Hint 1/4") {
		t.Errorf("Hint menu: flags %d content %q", flags(d), content(d))
	}
}

func TestMentionAndDM(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	author := map[string]any{"id": discordtest.UserID, "username": "alice"}
	botUser := map[string]any{"id": discordtest.BotUserID, "username": "sudokubot", "bot": true}
	msg := map[string]any{"id": "810000000000000001", "channel_id": discordtest.ChannelID, "guild_id": discordtest.GuildID,
		"content": "<@" + discordtest.BotUserID + "> " + classic, "author": author, "mentions": []any{botUser},
		"attachments": []any{}, "timestamp": "2026-11-22T10:00:00Z"}
	if _, err := e.f.Dispatch("MESSAGE_CREATE", msg); err != nil {
		t.Fatal(err)
	}
	r, err := e.f.WaitRequest("POST", "/api/v9/channels/"+discordtest.ChannelID+"/messages", wait)
	if err != nil {
		t.Fatal(err)
	}
	checkPNG(t, r)
	if ref, _ := r.JSON["message_reference"].(map[string]any); ref["message_id"] != "810000000000000001" {
		t.Errorf("reply does not reference the message: %v", r.JSON["message_reference"])
	}
	// A guild message that does not mention the bot is ignored; a DM is answered.
	quiet := map[string]any{"id": "810000000000000002", "channel_id": discordtest.ChannelID, "guild_id": discordtest.GuildID,
		"content": classic, "author": author, "mentions": []any{}, "attachments": []any{}, "timestamp": "2026-11-22T10:00:00Z"}
	dm := map[string]any{"id": "810000000000000003", "channel_id": "310000000000000009",
		"content": "hint\n" + classic, "author": author, "mentions": []any{}, "attachments": []any{}, "timestamp": "2026-11-22T10:00:00Z"}
	e.f.Dispatch("MESSAGE_CREATE", quiet)
	e.f.Dispatch("MESSAGE_CREATE", dm)
	r, err = e.f.WaitRequest("POST", "/api/v9/channels/310000000000000009/messages", wait)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := r.JSON["content"].(string); !strings.Contains(c, "Hint 1/4") {
		t.Errorf("DM hint reply = %q", c)
	}
	n := 0
	for _, q := range e.f.Requests() {
		if q.Method == "POST" && q.Path == "/api/v9/channels/"+discordtest.ChannelID+"/messages" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d replies in the guild channel, want 1 (the unmentioned message must be ignored)", n)
	}
}

// errorReply checks that interaction id got exactly one ephemeral error containing want.
func (e *env) errorReply(id, want string) {
	e.t.Helper()
	r := e.message(id)
	d := respData(r)
	if respType(r) != 4 || flags(d)&64 == 0 {
		e.t.Errorf("%s: type %d flags %d, want an ephemeral message", want, respType(r), flags(d))
	}
	if c := content(d); !strings.Contains(c, want) {
		e.t.Errorf("error = %q, want it to contain %q", c, want)
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	unsolvable := strings.Replace(classic, "53..7", "532.7", 1)
	several := "123456789\n" + strings.Repeat(".........\n", 8)
	clash := strings.Replace(classic, "53..7", "535.7", 1)
	for _, tc := range []struct{ name, grid, want string }{
		{"cell count", "1234567", "could not read"},
		{"bad symbol", strings.Replace(classic, "6..195", "6Q.195", 1), "could not read"},
		{"clash", clash, "twice"},
		{"unsolvable", unsolvable, "no solution"},
		{"several", several, "more than one solution"},
		{"empty", "```\n```", "no puzzle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", tc.grid)))
			e.errorReply(id, tc.want)
		})
	}
	r := e.message(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", clash))))
	if len(r.Files) != 1 {
		t.Errorf("clashing givens: %d files, want the picture marking the clash", len(r.Files))
	}
}

func TestBadAttachment(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	big := e.f.AddFile("big.txt", discordtest.CDNFile{Body: []byte(classic)})
	zip := e.f.AddFile("grid.zip", discordtest.CDNFile{Body: []byte("PK\x03\x04"), ContentType: "application/zip"})
	gone := e.f.AddFile("gone.txt", discordtest.CDNFile{Status: 404})
	for _, tc := range []struct {
		name, url, file, ctype string
		size                   int
		want                   string
	}{
		{"oversize", big, "big.txt", "text/plain", 5 << 20, "up to"},
		{"binary", zip, "grid.zip", "application/zip", 4, "not text"},
		{"cdn 404", gone, "gone.txt", "text/plain", 10, "could not download"},
		{"not the CDN", "https://evil.example.com/attachments/1/2/p.txt", "p.txt", "text/plain", 10, "Discord's own CDN"},
		{"plain http", "http://cdn.discordapp.com/attachments/1/2/p.txt", "p.txt", "text/plain", 10, "Discord's own CDN"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), tc.url, tc.file, tc.ctype, tc.size))
			e.errorReply(id, tc.want)
		})
	}
	for _, q := range e.f.Requests() {
		if strings.HasSuffix(q.Path, "/big.txt") || strings.HasSuffix(q.Path, "/grid.zip") {
			t.Errorf("downloaded %s although it was rejected up front", q.Path)
		}
	}
}

func TestFetcher(t *testing.T) {
	t.Parallel()
	f := discordtest.New(t)
	fetch := discord.Fetcher(f.Client(), 64, 1500*time.Millisecond) // generous: the machine may be loaded
	ctx := context.Background()
	ok := f.AddFile("ok.txt", discordtest.CDNFile{Body: []byte("1.34..12.1.3.4.1")})
	slow := f.AddFile("slow.txt", discordtest.CDNFile{Body: []byte("x"), Delay: 6 * time.Second})
	liar := f.AddFile("liar.txt", discordtest.CDNFile{Body: []byte(strings.Repeat("1", 1000))})
	media := strings.Replace(ok, "cdn.discordapp.com", "media.discordapp.net", 1)
	for _, tc := range []struct {
		name, url string
		code      chat.Code
		ok        bool
	}{
		{"cdn", ok, 0, true},
		{"media proxy", media, 0, true},
		{"timeout", slow, chat.Unavailable, false},
		{"larger than announced", liar, chat.TooLarge, false},
		{"other host", "https://example.com/a.txt", chat.Invalid, false},
		{"port", "https://cdn.discordapp.com:8443/a.txt", chat.Invalid, false},
	} {
		data, err := fetch(ctx, chat.Attachment{URL: tc.url, Name: "p.txt", Size: 10})
		if tc.ok {
			if err != nil || len(data) == 0 {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		if err == nil || chat.ErrorCode(err) != tc.code {
			t.Errorf("%s: %v, want code %v", tc.name, err, tc.code)
		}
	}
}

package discordtest

// The transcript: when the environment variable named by RecordEnv names a directory, the
// fake writes there, as each test ends, every interaction the test dispatched and every
// request the bot sent, in a canonical text form that does not depend on the machine's
// speed or on random keys. Two runs of the same code give the same files, so a diff of
// two runs' directories shows what a change did to the bot's behaviour on the wire
// (scripts/e2e-compare.sh runs both and diffs them).
//
// What is made canonical:
//   - an interaction's answer: an immediate message (type 4 or 7) and a deferral (type 5
//     or 6) completed by an edit of the original response, or by a private follow-up after
//     a public deferral, are both written as the message they stand for;
//   - snowflakes (IDs, interaction tokens) are named by their first appearance, the fake's
//     fixed IDs by name (APP, GUILD, …);
//   - the random parts of custom IDs (button state keys, game IDs) are named by their first
//     appearance;
//   - elapsed times ("solved in 1.2 ms") are written as <elapsed>;
//   - files are their name, content type, alt text and the SHA-256 of their bytes.
//
// Interactions are written in the order they were made, each with the requests that
// carry its token; the other requests (channel messages, threads, pins, the CDN, the
// gateway's URL) follow in the order they arrived.

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// RecordEnv names the environment variable holding the transcript directory.
const RecordEnv = "SUDOKUBOT_E2E_RECORD"

// transcriptMu keeps two fakes of one test from taking the same file name.
var transcriptMu sync.Mutex

// RecordHTTPResponse records the initial response an HTTP-mode bot gave to interaction id
// in the body of its HTTP answer (the fake never sees it otherwise).
func (s *Server) RecordHTTPResponse(id string, status int, body []byte) {
	req := &Request{Method: "HTTP", Path: "/http-response/" + id, Body: body, Status: status}
	if len(bytes.TrimSpace(body)) > 0 && bytes.TrimSpace(body)[0] == '{' {
		json.Unmarshal(body, &req.JSON)
	}
	s.mu.Lock()
	s.httpAnswers = append(s.httpAnswers, req)
	s.mu.Unlock()
}

// writeTranscript writes the test's transcript when RecordEnv is set.
func (s *Server) writeTranscript() {
	dir := os.Getenv(RecordEnv)
	if dir == "" {
		return
	}
	s.mu.Lock()
	text := s.transcript()
	s.mu.Unlock()
	name := strings.NewReplacer("/", "__", " ", "_", ":", "_").Replace(s.t.Name())
	path := filepath.Join(dir, name+".txt")
	transcriptMu.Lock()
	defer transcriptMu.Unlock()
	for i := 1; ; i++ { // a test's second fake is name.1, its third name.2, whatever runs beside it
		if _, err := os.Stat(path); err != nil {
			break
		}
		path = filepath.Join(dir, fmt.Sprintf("%s.%d.txt", name, i))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		s.t.Errorf("discordtest: transcript: %v", err)
		return
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		s.t.Errorf("discordtest: transcript: %v", err)
	}
}

// transcript builds the canonical text of the exchange. s.mu is held.
func (s *Server) transcript() string {
	var b strings.Builder
	used := make(map[*Request]bool)
	for _, id := range s.order {
		it := s.interactions[id]
		fmt.Fprintf(&b, "== interaction %s\n", canonicalJSON(it.payloadSummary()))
		var mine []*Request
		for _, r := range append(append([]*Request(nil), s.httpAnswers...), s.reqs...) {
			if !used[r] && (strings.Contains(r.Path, "/"+it.token) || strings.Contains(r.Path, "/interactions/"+id+"/") || r.Path == "/http-response/"+id) {
				mine = append(mine, r)
				used[r] = true
			}
		}
		for _, line := range answerLines(mine) {
			b.WriteString("   " + line + "\n")
		}
	}
	for _, r := range s.reqs {
		if !used[r] {
			b.WriteString("-- " + requestLine(r) + "\n")
			for _, f := range fileLines(r.Files) {
				b.WriteString("   " + f + "\n")
			}
		}
	}
	return normalize(b.String())
}

// payloadSummary is what a test sent: the interaction's type, data and caller.
func (it *interaction) payloadSummary() map[string]any {
	out := map[string]any{"type": it.payload["type"], "data": it.payload["data"], "guild": it.payload["guild_id"] != nil}
	if m, ok := it.payload["member"].(map[string]any); ok {
		if u, ok := m["user"].(map[string]any); ok {
			out["user"] = u["id"]
		}
		out["permissions"] = m["permissions"]
	} else if u, ok := it.payload["user"].(map[string]any); ok {
		out["user"] = u["id"]
	}
	if c, ok := it.payload["channel_id"]; ok && c != ChannelID {
		out["channel"] = c
	}
	return out
}

// answerLines writes an interaction's requests, a deferral and the edit or follow-up that
// completes it as the one message they stand for.
func answerLines(rs []*Request) []string {
	var out []string
	deferred := -1 // the type of a pending deferral
	var deferFlags float64
	for _, r := range rs {
		typ, _ := r.JSON["type"].(float64)
		isInitial := strings.HasSuffix(r.Path, "/callback") || r.Method == "HTTP"
		switch {
		case isInitial && r.Status/100 == 2 && (typ == 5 || typ == 6):
			deferred = int(typ)
			deferFlags = 0
			if d, ok := r.JSON["data"].(map[string]any); ok {
				deferFlags, _ = d["flags"].(float64)
			}
			continue
		case isInitial:
			out = append(out, replyLine(int(typ), r.Status, r.JSON["data"], r.Files)...)
			continue
		case deferred >= 0 && r.Method == "DELETE" && strings.HasSuffix(r.Path, "/messages/@original"):
			continue // a public deferral removed before a private follow-up
		case deferred >= 0 && r.Method == "PATCH" && strings.HasSuffix(r.Path, "/messages/@original"):
			data := withoutKeys(r.JSON)
			if deferFlags != 0 {
				data["flags"] = deferFlags
			}
			out = append(out, replyLine(map[int]int{5: 4, 6: 7}[deferred], r.Status, data, r.Files)...)
			deferred = -1
			continue
		case deferred == 5 && r.Method == "POST" && !strings.Contains(r.Path, "/messages/"):
			out = append(out, replyLine(4, r.Status, withoutKeys(r.JSON), r.Files)...)
			deferred = -1
			continue
		}
		out = append(out, requestLine(r))
		out = append(out, fileLines(r.Files)...)
	}
	if deferred >= 0 {
		out = append(out, fmt.Sprintf("deferred %d, never completed", deferred))
	}
	return out
}

// replyLine writes one message an interaction was answered with.
func replyLine(typ, status int, data any, files []File) []string {
	if status/100 != 2 {
		return []string{fmt.Sprintf("reply type %d refused %d %s", typ, status, canonicalJSON(data))}
	}
	d, _ := data.(map[string]any)
	line := fmt.Sprintf("reply type %d %s", typ, canonicalJSON(withoutKeys(d)))
	return append([]string{line}, fileLines(files)...)
}

// withoutKeys drops what differs between the shapes of one message: the attachments list
// (the files are written apart), the mentions policy and tts.
func withoutKeys(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		switch k {
		case "attachments", "allowed_mentions", "tts":
			continue
		}
		out[k] = v
	}
	return out
}

func requestLine(r *Request) string {
	body := string(r.Body)
	if r.JSON != nil {
		body = canonicalJSON(r.JSON)
	}
	return fmt.Sprintf("%s %s %d %s", r.Method, r.Path, r.Status, body)
}

func fileLines(fs []File) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("file %q %s %q sha256:%x", f.Name, f.ContentType, f.Description, sha256.Sum256(f.Data)))
	}
	return out
}

// canonicalJSON writes v with sorted keys and no HTML escaping.
func canonicalJSON(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Sprintf("%#v", v)
	}
	return strings.TrimSuffix(buf.String(), "\n")
}

var (
	snowflakeRE = regexp.MustCompile(`\b\d{17,20}\b`)
	// customIDRE matches the custom_id values of components and modals.
	customIDRE = regexp.MustCompile(`"custom_id":"[^"]*"`)
	// randomKeyRE matches a random key inside a custom ID: 12 or 13 characters of
	// lower-case base32 (button state keys, game IDs).
	randomKeyRE = regexp.MustCompile(`^[a-z2-7]{12,13}$`)
	// optionValueRE matches the value of a select menu's option (a saved game's ID), and
	// the one value a member chose from it.
	optionValueRE = regexp.MustCompile(`"value":"[^"]*"|"values":\["[^"]*"\]`)
	// wallClockRE matches a time of day written in UTC ("last played 2026-11-28 16:00 UTC").
	wallClockRE = regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d UTC`)
	// elapsedRE matches a measured time: a job's, and a board's clock (⏱), which ticks
	// with the wall clock between presses.
	elapsedRE = regexp.MustCompile(`(solved in |after |took |⏱ )\d+(\.\d+)?( ?(µs|ms|s)|m\d+(\.\d+)?s)`)
)

// normalize names the fake's fixed IDs, then the other snowflakes and the random keys of
// custom IDs and of select options by first appearance, and hides times of day and
// elapsed times.
func normalize(text string) string {
	text = strings.NewReplacer(AppID, "APP", BotUserID, "BOTUSER", GuildID, "GUILD", ChannelID, "CHANNEL", UserID, "USER").Replace(text)
	flakes := map[string]string{}
	text = snowflakeRE.ReplaceAllStringFunc(text, func(s string) string {
		if n, ok := flakes[s]; ok {
			return n
		}
		n := fmt.Sprintf("S%d", len(flakes)+1)
		flakes[s] = n
		return n
	})
	keys := map[string]string{}
	text = customIDRE.ReplaceAllStringFunc(text, func(id string) string {
		inner := strings.TrimSuffix(strings.TrimPrefix(id, `"custom_id":"`), `"`)
		parts := strings.Split(inner, ":")
		for i, p := range parts {
			if i == 0 || !randomKeyRE.MatchString(p) {
				continue
			}
			if _, ok := keys[p]; !ok {
				keys[p] = fmt.Sprintf("K%d", len(keys)+1)
			}
			parts[i] = keys[p]
		}
		return `"custom_id":"` + strings.Join(parts, ":") + `"`
	})
	text = optionValueRE.ReplaceAllStringFunc(text, func(v string) string {
		i := strings.Index(v, `:`) + 1
		prefix, suffix, inner := v[:i], "", v[i:]
		if strings.HasPrefix(inner, "[") {
			prefix, suffix, inner = prefix+"[", "]", inner[1:len(inner)-1]
		}
		inner = strings.Trim(inner, `"`)
		if !randomKeyRE.MatchString(inner) {
			return v
		}
		if _, ok := keys[inner]; !ok {
			keys[inner] = fmt.Sprintf("K%d", len(keys)+1)
		}
		return prefix + `"` + keys[inner] + `"` + suffix
	})
	text = wallClockRE.ReplaceAllString(text, "<time>")
	return elapsedRE.ReplaceAllString(text, "${1}<elapsed>")
}

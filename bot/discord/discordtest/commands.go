package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"
)

var chatName = regexp.MustCompile(`^[-_'\p{L}\p{N}\p{Devanagari}\p{Thai}]{1,32}$`)

func (s *Server) putCommands(w http.ResponseWriter, authed bool, app, guild string, req *Request) {
	if !authed {
		writeError(w, 401, 0, "401: Unauthorized")
		return
	}
	if app != AppID {
		writeError(w, 403, 50001, "Missing Access")
		return
	}
	var cmds []map[string]any
	if err := json.Unmarshal(req.Body, &cmds); err != nil {
		writeError(w, 400, 50035, "body is not an array of commands: "+err.Error())
		return
	}
	if msg := CheckCommands(cmds); msg != "" {
		writeError(w, 400, 50035, msg)
		return
	}
	out := make([]any, len(cmds))
	for i, c := range cmds {
		c["id"] = s.NewID()
		c["application_id"] = AppID
		c["version"] = s.NewID()
		if guild != "" {
			c["guild_id"] = guild
		}
		out[i] = c
	}
	s.mu.Lock()
	s.commands[guild] = out
	s.mu.Unlock()
	writeJSON(w, 200, out)
}

// CheckCommands returns the first rule of Discord's that a bulk overwrite breaks, or "":
// unique names; lowercase chat command and option names of 1–32 characters with
// descriptions of 1–100; no description and no options on user and message commands; at
// most 25 options (required ones first) and 25 choices; subcommands at most two deep and not
// mixed with options; at most 8000 characters of text per command; at most 100 chat, 15 user
// and 15 message commands.
func CheckCommands(cmds []map[string]any) string {
	counts := map[float64]int{}
	names := map[string]bool{}
	for _, c := range cmds {
		typ, _ := c["type"].(float64)
		if typ == 0 {
			typ = 1
		}
		counts[typ]++
		name, _ := c["name"].(string)
		key := fmt.Sprint(typ, name)
		if names[key] {
			return fmt.Sprintf("duplicate command name %q", name)
		}
		names[key] = true
		desc, _ := c["description"].(string)
		if typ == 4 {
			if n := utf8.RuneCountInString(name); n < 1 || n > 32 || strings.ToLower(name) != name {
				return fmt.Sprintf("entry point command name %q is invalid", name)
			}
			if n := utf8.RuneCountInString(desc); n < 1 || n > 100 {
				return fmt.Sprintf("entry point %s: description is %d characters, want 1..100", name, n)
			}
			if h, _ := c["handler"].(float64); h != 1 && h != 2 {
				return fmt.Sprintf("entry point %s: handler %v is not 1 (app) or 2 (Discord launches)", name, c["handler"])
			}
			if c["options"] != nil {
				return fmt.Sprintf("entry point %s takes no options", name)
			}
			continue
		}
		if typ == 1 {
			if !chatName.MatchString(name) || strings.ToLower(name) != name {
				return fmt.Sprintf("chat command name %q is invalid", name)
			}
			if n := utf8.RuneCountInString(desc); n < 1 || n > 100 {
				return fmt.Sprintf("command %s: description is %d characters, want 1..100", name, n)
			}
		} else {
			if n := utf8.RuneCountInString(name); n < 1 || n > 32 {
				return fmt.Sprintf("command name %q is not 1..32 characters", name)
			}
			if desc != "" {
				return fmt.Sprintf("user/message command %q must have an empty description", name)
			}
		}
		if p, ok := c["default_member_permissions"]; ok && p != nil {
			if _, isString := p.(string); !isString {
				return fmt.Sprintf("command %s: default_member_permissions must be a string", name)
			}
		}
		if typ != 1 && c["options"] != nil {
			return fmt.Sprintf("command %s: only chat commands take options", name)
		}
		if msg := checkOptions(name, c["options"], 0); msg != "" {
			return msg
		}
		if n := textLen(c); n > 8000 {
			return fmt.Sprintf("command %s holds %d characters of text, more than 8000", name, n)
		}
	}
	if counts[1] > 100 || counts[2] > 15 || counts[3] > 15 || counts[4] > 1 {
		return "too many commands of one type"
	}
	return ""
}

func checkOptions(cmd string, v any, depth int) string {
	opts, _ := v.([]any)
	if len(opts) > 25 {
		return fmt.Sprintf("command %s: %d options, more than 25", cmd, len(opts))
	}
	optional := false
	subs := 0
	for _, o := range opts {
		om, _ := o.(map[string]any)
		name, _ := om["name"].(string)
		desc, _ := om["description"].(string)
		typ, _ := om["type"].(float64)
		if typ < 1 || typ > 11 {
			return fmt.Sprintf("command %s: option %s has type %v", cmd, name, om["type"])
		}
		if !chatName.MatchString(name) || strings.ToLower(name) != name {
			return fmt.Sprintf("command %s: option name %q is invalid", cmd, name)
		}
		if n := utf8.RuneCountInString(desc); n < 1 || n > 100 {
			return fmt.Sprintf("command %s: option %s: description is %d characters", cmd, name, n)
		}
		if typ == 1 || typ == 2 {
			subs++
			if depth >= 2 || (typ == 2 && depth >= 1) {
				return fmt.Sprintf("command %s: subcommands nested too deeply", cmd)
			}
			if msg := checkOptions(cmd+" "+name, om["options"], depth+1); msg != "" {
				return msg
			}
			continue
		}
		req, _ := om["required"].(bool)
		if req && optional {
			return fmt.Sprintf("command %s: required option %s after an optional one", cmd, name)
		}
		if !req {
			optional = true
		}
		if ch, _ := om["choices"].([]any); len(ch) > 25 {
			return fmt.Sprintf("command %s: option %s has %d choices", cmd, name, len(ch))
		}
		if ml, ok := om["max_length"].(float64); ok && (ml < 1 || ml > 6000) {
			return fmt.Sprintf("command %s: option %s: max_length %v", cmd, name, ml)
		}
	}
	if subs > 0 && subs != len(opts) {
		return fmt.Sprintf("command %s mixes subcommands with options", cmd)
	}
	return ""
}

// textLen counts names, descriptions, choice names and values the way Discord's 8000 cap does.
func textLen(v any) int {
	n := 0
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			switch k {
			case "name", "description", "value":
				if s, ok := e.(string); ok {
					n += utf8.RuneCountInString(s)
				}
			case "options", "choices":
				n += textLen(e)
			}
		}
	case []any:
		for _, e := range x {
			n += textLen(e)
		}
	}
	return n
}

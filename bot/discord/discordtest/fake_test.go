package discordtest

import (
	"strings"
	"testing"
)

func TestEgressGuard(t *testing.T) {
	s := New(t)
	s.ExpectRefusals()
	c := s.Client()
	for _, u := range []string{"https://example.com/", "https://discord.com.evil.example/api/v9/gateway", "http://10.0.0.1/"} {
		if resp, err := c.Get(u); err == nil {
			resp.Body.Close()
			t.Errorf("GET %s succeeded, want a refusal", u)
		}
	}
	if n := len(s.Refused()); n != 3 {
		t.Errorf("%d refusals recorded, want 3", n)
	}
	resp, err := c.Get("https://discord.com/api/v9/gateway")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("gateway route answered %d", resp.StatusCode)
	}
	resp, err = c.Get("https://discord.com/api/v9/nothing/here")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 || len(s.Unknown()) != 1 {
		t.Errorf("unknown route: %d, recorded %q", resp.StatusCode, s.Unknown())
	}
	s.mu.Lock()
	s.unknown = nil // recorded as it should be; do not fail the test at cleanup
	s.mu.Unlock()
}

func TestCheckCommands(t *testing.T) {
	long := strings.Repeat("x", 101)
	for _, tc := range []struct {
		name string
		cmd  map[string]any
		want string
	}{
		{"ok", map[string]any{"name": "sudoku", "description": "d"}, ""},
		{"upper case", map[string]any{"name": "Sudoku", "description": "d"}, "invalid"},
		{"space", map[string]any{"name": "su doku", "description": "d"}, "invalid"},
		{"long description", map[string]any{"name": "s", "description": long}, "description"},
		{"message command", map[string]any{"name": "Solve puzzle", "type": 3.0}, ""},
		{"message description", map[string]any{"name": "Solve puzzle", "type": 3.0, "description": "x"}, "empty description"},
		{"permissions as number", map[string]any{"name": "s", "description": "d", "default_member_permissions": 32.0}, "string"},
		{"required after optional", map[string]any{"name": "s", "description": "d", "options": []any{
			map[string]any{"name": "a", "description": "d", "type": 3.0},
			map[string]any{"name": "b", "description": "d", "type": 3.0, "required": true}}}, "required option"},
	} {
		got := CheckCommands([]map[string]any{tc.cmd})
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: CheckCommands = %q, want %q", tc.name, got, tc.want)
		}
	}
}

package chat

import "testing"

func TestButtonIDs(t *testing.T) {
	const key = "abcdefghijklm"
	for _, id := range []string{ButtonID("hint", key, 1), ButtonID("page", key, 999), ButtonID("reveal", key, -1)} {
		if len(id) > MaxCustomID {
			t.Errorf("button ID %q is longer than %d", id, MaxCustomID)
		}
		kind, k, _ := SplitButton(id)
		if k != key || kind == "" {
			t.Errorf("SplitButton(%q) = %q, %q", id, kind, k)
		}
	}
	if kind, key, n := SplitButton("zzz"); kind != "" || key != "" || n != 0 {
		t.Errorf("SplitButton(zzz) = %q, %q, %d", kind, key, n)
	}
}

package chat

import (
	"strconv"
	"strings"
)

// A Row is one row of controls under a reply: up to five buttons, or one select menu.
type Row struct {
	Buttons []Button
	Select  *Select
}

// A Select is a drop-down menu. Its choice comes back as a [CmdButton] request with
// Button = ID and Values holding the chosen option's Value.
type Select struct {
	ID          string // at most 100 characters, like a button's
	Placeholder string // shown when no option is the default
	Options     []Option
	Disabled    bool
}

// An Option is one choice of a [Select]; at most 25 per menu.
type Option struct {
	Label       string
	Value       string
	Description string
	Default     bool // shown as chosen
}

// Limits of Discord's classic components, which replies keep.
const (
	MaxRows       = 5  // rows of controls under one message
	MaxRowButtons = 5  // buttons in one row
	MaxOptions    = 25 // options in one select menu
	MaxCustomID   = 100
)

// ButtonID is the custom ID "<kind>:<key>[:<n>]" of a button whose key names state kept
// for it; n < 0 leaves the number out.
func ButtonID(kind, key string, n int) string {
	if n < 0 {
		return kind + ":" + key
	}
	return kind + ":" + key + ":" + strconv.Itoa(n)
}

// SplitButton reads a custom ID made by [ButtonID]; a missing or bad number is 0.
func SplitButton(id string) (kind, key string, n int) {
	parts := strings.SplitN(id, ":", 3)
	if len(parts) < 2 {
		return "", "", 0
	}
	kind, key = parts[0], parts[1]
	if len(parts) == 3 {
		n, _ = strconv.Atoi(parts[2])
	}
	return kind, key, n
}

// ErrStaleButton is the answer to a button whose ID no longer names anything.
var ErrStaleButton = Errorf(NotFound, "This button is no longer valid.")

// Pressed splits the button of req, refusing one without a key.
func Pressed(req Request) (kind, key string, n int, err error) {
	kind, key, n = SplitButton(req.Button)
	if key == "" {
		return "", "", 0, ErrStaleButton
	}
	return kind, key, n, nil
}

package chat

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

// Package chat is the transport-neutral vocabulary of a conversation with the bot: a
// [Request] (a slash command, a button press, a form, a message) comes in, a [Reply] (text,
// pictures, buttons, or a form) or an [*Error] goes out, with the [Timing] of the
// acknowledgement and the [WorkClass] of the work. Package bot and its rooms (bot/play)
// answer in these words and bot/discord translates them to Discord; chat imports nothing
// of the project.
package chat

import (
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"
)

// Command names what a [Request] asks for.
type Command string

// CmdButton is the command of a button press or a select-menu choice; Request.Button holds
// its ID.
const CmdButton Command = "button"

// An Attachment is a file attached to the request, described before it is downloaded.
type Attachment struct {
	URL         string
	Name        string
	Size        int64
	ContentType string // as the platform reports it; may be empty
}

// A Request is one thing a user asked the bot, already stripped of its transport.
type Request struct {
	ID          string            // interaction or message ID, for logs and error references
	Command     Command           // what is asked
	Text        string            // pasted puzzle text (option, modal field, message content)
	Attachment  *Attachment       // an attached puzzle file, not yet downloaded
	Options     map[string]string // command options by name
	Button      string            // CmdButton: the pressed button's ID
	Values      []string          // CmdButton from a select menu: the chosen options' values
	User        string            // the caller's user ID (rate limits)
	Guild       string            // empty in DMs
	Channel     string
	Locale      string
	FromMessage bool // the puzzle came from a message (mention, DM, context menu)

	MemberPermissions int64 // the caller's permissions in Channel (guild interactions), a Discord bitset
	AppPermissions    int64 // the bot's own permissions in Channel, a Discord bitset

	// Memo is what the bot read from Text and Attachment, kept so that they are read
	// once however many handlers look (bot/input.go). Edges leave it nil.
	Memo any
}

// A File is a file sent with a reply.
type File struct {
	Name        string
	ContentType string
	Data        []byte
	// Description is the alt text of a picture, read out by screen readers ("Solved 9×9
	// Sudoku"); every PNG the bot sends has one. At most 1024 characters.
	Description string
}

// ButtonStyle is how a button looks.
type ButtonStyle uint8

// The button styles.
const (
	Secondary ButtonStyle = iota // grey
	Primary                      // blurple
	Success                      // green
	Danger                       // red
)

// A Button is a clickable button under a reply. ID is at most 100 characters and names
// state kept in the [StateStore], never the puzzle itself.
type Button struct {
	Label    string
	ID       string
	Style    ButtonStyle
	Disabled bool
}

// A Modal is a form with one paragraph field, opened instead of a reply.
type Modal struct {
	ID          string // the modal's ID; its submission comes back as a Request with Command = the ID's command
	Title       string
	Label       string
	Placeholder string
	Value       string // pre-filled text, such as a grid read from a picture to correct
	MaxLength   int
}

// A Reply is what the bot answers. Exactly one of a message (Text, Files, Buttons) or
// Modal is set.
type Reply struct {
	Text      string
	Files     []File
	Buttons   []Button
	Rows      []Row  // rows of buttons and select menus; when set, Buttons is ignored
	Ephemeral bool   // only the caller sees it
	Update    bool   // replace the message whose button was pressed instead of sending a new one
	Modal     *Modal // open a form instead of replying
	Launch    bool   // open the bot's Activity (the board inside Discord) instead of replying
}

// Timing tells the edge how to acknowledge a request before the work is done.
type Timing struct {
	Slow      bool // the work may take more than about a second: defer at once
	Ephemeral bool // the reply will be ephemeral (a deferral must say so up front)
	Update    bool // the reply replaces the message whose button was pressed
}

// Truncate cuts s to at most n bytes on a rune boundary, marking the cut.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - len("…")
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return strings.TrimRight(s[:cut], " \n") + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// UpperFirst capitalises the first letter of s; a leading cell name stays lowercase
// ("r4c7 can't be 5").
func UpperFirst(s string) string {
	if s == "" || (len(s) > 1 && s[0] == 'r' && s[1] >= '0' && s[1] <= '9') {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[n:]
}

// Clock writes a number of seconds as 1h 02m 03s, 4m 05s or 35s.
func Clock(secs int) string {
	h, m, s := secs/3600, secs/60%60, secs%60
	switch {
	case h > 0:
		return fmt.Sprintf("%dh %02dm %02ds", h, m, s)
	case m > 0:
		return fmt.Sprintf("%dm %02ds", m, s)
	}
	return fmt.Sprintf("%ds", s)
}

// RetryIn words a wait for people: "40 s", "2 min", never less than a second.
func RetryIn(d time.Duration) string {
	s := int(math.Ceil(d.Seconds()))
	switch {
	case s < 1:
		s = 1
	case s >= 120:
		return fmt.Sprintf("%d min", (s+59)/60)
	}
	return fmt.Sprintf("%d s", s)
}

// Plural is "s" unless n is 1: fmt.Sprintf("%d hint%s", n, Plural(n)).
func Plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

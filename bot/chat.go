package bot

// The words of a request and its answer live in bot/chat, so that the rooms in
// subpackages (bot/play) answer in them without importing bot. These names let bot's own
// handlers and tests keep writing Request, Reply and Invalid.

import "github.com/sudokubot/sudokubot/bot/chat"

type (
	Command     = chat.Command
	Attachment  = chat.Attachment
	Request     = chat.Request
	File        = chat.File
	ButtonStyle = chat.ButtonStyle
	Button      = chat.Button
	Modal       = chat.Modal
	Reply       = chat.Reply
	Row         = chat.Row
	Select      = chat.Select
	Option      = chat.Option
	Timing      = chat.Timing
	Code        = chat.Code
	Error       = chat.Error
	workClass   = chat.WorkClass
)

// The button styles.
const (
	Secondary = chat.Secondary
	Primary   = chat.Primary
	Success   = chat.Success
	Danger    = chat.Danger
)

// The error codes.
const (
	Internal    = chat.Internal
	Invalid     = chat.Invalid
	NotFound    = chat.NotFound
	Conflict    = chat.Conflict
	Forbidden   = chat.Forbidden
	TooLarge    = chat.TooLarge
	Unavailable = chat.Unavailable
	RateLimited = chat.RateLimited
)

// Discord's limits on controls, which replies keep.
const (
	MaxRows       = chat.MaxRows
	MaxRowButtons = chat.MaxRowButtons
	MaxOptions    = chat.MaxOptions
	MaxCustomID   = chat.MaxCustomID
)

// The work classes (work.go).
var (
	cheapWork      = chat.CheapWork
	navigationWork = chat.NavigationWork
	expensiveWork  = chat.ExpensiveWork
	pressWork      = chat.PressWork
)

// The wording helpers, under the names bot's handlers have always used.
var (
	errorf     = chat.Errorf
	truncate   = chat.Truncate
	upperFirst = chat.UpperFirst
	clock      = chat.Clock
	retryIn    = chat.RetryIn
	plural     = chat.Plural
)

package chat

import (
	"errors"
	"fmt"
)

// Code classifies an [Error] so that the edge can choose how to present it.
// Values are append-only.
type Code uint8

// The error codes.
const (
	Internal    Code = iota // a bug or an unexpected failure: generic text plus a reference
	Invalid                 // the user's input is wrong; the message says exactly why
	NotFound                // the thing asked for (a button's state) no longer exists
	Conflict                // the request clashes with the current state
	Forbidden               // the caller may not do this
	TooLarge                // an attachment or a grid is too big
	Unavailable             // a feature or resource is not available right now
	RateLimited             // the caller sent too many requests; try again shortly
)

var codeNames = [...]string{"internal", "invalid", "not_found", "conflict", "forbidden", "too_large", "unavailable", "rate_limited"}

// String returns the code's lowercase name, as used in logs and metrics.
func (c Code) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", c)
}

// An Error is a failure with a code and a message fit to show a user.
// Err, when set, is the underlying cause; it is logged, never shown.
type Error struct {
	Code    Code
	Message string // for people: a full sentence, no tokens, no stack traces
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("bot: %s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("bot: %s: %s", e.Code, e.Message)
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an [*Error] of code whose message is formatted as [fmt.Sprintf] does.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first [*Error] in err's chain, or [Internal].
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// ErrorMessage returns the text to show a user for err. Internal errors get a generic
// apology that names ref (an interaction ID) so that support can find the log line.
func ErrorMessage(err error, ref string) string {
	var e *Error
	if errors.As(err, &e) && e.Code != Internal && e.Message != "" {
		return e.Message
	}
	if ref == "" {
		return "Something went wrong on our side. Please try again."
	}
	return fmt.Sprintf("Something went wrong on our side (ref %s). Please try again.", ref)
}

// ErrorReply turns err into the ephemeral reply the user sees.
func ErrorReply(err error, ref string) Reply {
	return Reply{Text: "⚠️ " + ErrorMessage(err, ref), Ephemeral: true}
}

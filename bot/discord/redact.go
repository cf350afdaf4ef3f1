package discord

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
)

// tokenPath matches the token-bearing part of interaction and webhook URLs:
// …/interactions/<id>/<token>/callback and …/webhooks/<app>/<token>[/…]. An interaction
// token is a 15-minute credential to answer as the bot; it must never reach a log.
var tokenPath = regexp.MustCompile(`(/(?:interactions|webhooks)/\d+)/[^/\s"'?]+`)

// redactURL hides the interaction or webhook token in s (a URL, an error text, a log line).
func redactURL(s string) string { return tokenPath.ReplaceAllString(s, "$1/…") }

// RedactLogs returns a handler that passes records to h with every interaction and webhook
// token hidden (see redactHandler). The adapter and the poster use it on their loggers
// already; cmd/sudokubot wraps the process's logger in it too.
func RedactLogs(h slog.Handler) slog.Handler {
	if r, ok := h.(redactHandler); ok {
		return r
	}
	return redactHandler{h}
}

// redactHandler is a slog.Handler that hides tokens in the message and in every string,
// error and Stringer attribute before passing the record on. The adapter logs through
// it, so that no error (Go's URL errors quote the whole URL) can leak a token.
type redactHandler struct{ next slog.Handler }

func (h redactHandler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h redactHandler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, redactURL(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(redactAttr(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h redactHandler) WithAttrs(as []slog.Attr) slog.Handler {
	red := make([]slog.Attr, len(as))
	for i, a := range as {
		red[i] = redactAttr(a)
	}
	return redactHandler{h.next.WithAttrs(red)}
}

func (h redactHandler) WithGroup(name string) slog.Handler {
	return redactHandler{h.next.WithGroup(name)}
}

func redactAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, redactURL(v.String()))
	case slog.KindGroup:
		g := v.Group()
		red := make([]any, len(g))
		for i, x := range g {
			red[i] = redactAttr(x)
		}
		return slog.Group(a.Key, red...)
	case slog.KindAny:
		switch x := v.Any().(type) {
		case error:
			return slog.Any(a.Key, redactedError{x})
		case fmt.Stringer:
			return slog.String(a.Key, redactURL(x.String()))
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// redactedError prints an error with its tokens hidden, keeping the chain for errors.Is.
type redactedError struct{ err error }

func (e redactedError) Error() string { return redactURL(e.err.Error()) }
func (e redactedError) Unwrap() error { return e.err }

// Package state keeps what a button's key names between presses and across restarts: a
// puzzle, where the player is in it, the pages of its explanation. A [Kind] is one sort of
// such state (a Sudoku's, a nonogram's), stored as JSON under a key of its own prefix in a
// [Store] (in memory, or bot/store's SQLite and PostgreSQL) for the TTL of [Buttons].
package state

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// Store keeps button state between presses and across restarts. bot/store's States
// implementations satisfy it through [FromStore]; wrap one whose not-found error differs
// with [MapNotFound], so that GetState returns an error matching [ErrNotFound] for a
// missing or expired key.
type Store interface {
	PutState(ctx context.Context, key string, value []byte, expires time.Time) error
	GetState(ctx context.Context, key string) ([]byte, error)
}

// ErrNotFound is matched (errors.Is) by the error of a GetState whose key is missing or
// expired.
var ErrNotFound = errors.New("bot: state not found")

// MapNotFound returns s with its not-found error translated: a GetState error matching
// notFound (errors.Is) comes back as [ErrNotFound]. Use it to plug in a store whose
// sentinel differs, e.g. MapNotFound(db, store.ErrNotFound).
func MapNotFound(s Store, notFound error) Store { return mappedStore{s, notFound} }

type mappedStore struct {
	Store
	notFound error
}

func (m mappedStore) GetState(ctx context.Context, key string) ([]byte, error) {
	v, err := m.Store.GetState(ctx, key)
	if err != nil && errors.Is(err, m.notFound) {
		return nil, fmt.Errorf("%w: %v", ErrNotFound, err)
	}
	return v, err
}

// Buttons is where button state is kept, and for how long. The zero value is not usable:
// Store and Now must be set. It is safe for concurrent use when Store is.
type Buttons struct {
	Store Store
	TTL   time.Duration    // how long state lives after it is written
	Now   func() time.Time // the bot's clock
}

// A Kind is one sort of button state, T: its keys are random, stored under Prefix so that
// the kinds never read each other's values. The zero Check accepts every value decoded.
type Kind[T any] struct {
	Prefix string        // "p:" (a Sudoku), "n:" (a nonogram); part of every stored key
	Name   string        // how errors name it: "state", "nonogram state"
	Check  func(T) error // when set, rejects a decoded value (state written by an old version, or tampered with)
}

// Put stores v under a fresh key and returns the key.
func (k Kind[T]) Put(ctx context.Context, b *Buttons, v T) (string, error) {
	key := newKey()
	if err := k.Replace(ctx, b, key, v); err != nil {
		return "", &chat.Error{Code: chat.Unavailable, Message: "I could not save this puzzle's buttons; please try again.", Err: err}
	}
	return key, nil
}

// Replace stores v under key, which Put returned, for a new TTL.
func (k Kind[T]) Replace(ctx context.Context, b *Buttons, key string, v T) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return b.Store.PutState(ctx, k.Prefix+key, data, b.Now().Add(b.TTL))
}

// Get loads the value under key. A missing or expired key is a NotFound [chat.Error] that
// asks for the puzzle again.
func (k Kind[T]) Get(ctx context.Context, b *Buttons, key string) (T, error) {
	var v T
	data, err := b.Store.GetState(ctx, k.Prefix+key)
	if errors.Is(err, ErrNotFound) {
		return v, chat.Errorf(chat.NotFound, "This button has expired. Please send the puzzle again.")
	}
	if err != nil {
		return v, &chat.Error{Code: chat.Unavailable, Message: "I could not load this puzzle; please try again.", Err: err}
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return v, fmt.Errorf("bot: decode %s %s: %w", k.Name, key, err)
	}
	if k.Check != nil {
		if err := k.Check(v); err != nil {
			return v, err
		}
	}
	return v, nil
}

// newKey returns a fresh random state key: 13 characters of base32.
func newKey() string {
	var b [8]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

// ButtonsUnavailable ends a reply sent without its buttons because their state could not
// be saved.
const ButtonsUnavailable = "⚠️ The buttons are unavailable right now (I could not save this puzzle); send it again later to use them."

// WithoutButtons drops r's buttons (their state could not be saved) and says so, keeping
// the text within limit bytes (0: no limit).
func WithoutButtons(r chat.Reply, err error, limit int) (chat.Reply, error) {
	if err != nil || len(r.Buttons) == 0 {
		return r, err
	}
	r.Buttons = nil
	return Unavailable(r, limit), nil
}

// Unavailable adds [ButtonsUnavailable] to r's text, keeping it within limit bytes (0: no
// limit).
func Unavailable(r chat.Reply, limit int) chat.Reply {
	if limit > 0 {
		r.Text = chat.Truncate(r.Text, limit-len(ButtonsUnavailable)-1)
	}
	r.Text += "\n" + ButtonsUnavailable
	return r
}

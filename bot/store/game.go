package store

import (
	"context"
	"fmt"
	"time"
)

// A GameRecord is one saved game of Sudoku played in Discord. The store keeps the game's
// state as opaque bytes (bot/game's encoding) plus the columns it is looked up by.
type GameRecord struct {
	ID       string // chosen by the caller: short and random, or derived (a daily game's key)
	Kind     string // what the game is for, such as "play" or "daily"; CurrentGame looks within one kind
	Owner    string // the member who opened it
	GuildID  string // empty in DMs
	Channel  string
	Together bool // a co-op board anyone in the channel may play; never a member's current game
	Finished bool
	// Version is the game's version after this save: 1 for a new game, then one more per
	// save. SaveGame writes a record only over Version-1 (compare-and-swap).
	Version   int64
	Data      []byte
	UpdatedAt time.Time // set by SaveGame when zero
}

// PlayerSettings are one member's choices for the boards the bot draws for them.
type PlayerSettings struct {
	UserID   string
	Theme    string // "light" or "dark"; empty means light
	Mistakes bool   // show wrong digits at once (true) or only on Check
	// DigitFirst: a digit button takes that digit in hand and a menu of the cells it may
	// go in places it (instead of choosing the cell first).
	DigitFirst bool
	// NoHighlights turns off the automatic highlights of the selected cell's row, column,
	// box and digit.
	NoHighlights bool
	UpdatedAt    time.Time
}

// DefaultPlayerSettings are a member's settings before they choose any: the light theme,
// wrong digits shown only on Check, cell-first input, automatic highlights.
func DefaultPlayerSettings(userID string) PlayerSettings {
	return PlayerSettings{UserID: userID, Theme: "light"}
}

// Games keeps games in progress and each member's play settings. Every move is saved
// before the board is redrawn; any instance may serve any press, and the version number
// settles races between them.
type Games interface {
	// SaveGame inserts g when g.Version is 1, or replaces the stored game whose version
	// is g.Version-1. It returns ErrConflict (wrapped) when the game was saved by someone
	// else in between, or already exists (Version 1): the caller reloads and tries again.
	SaveGame(ctx context.Context, g GameRecord) error
	// GetGame returns the game with id, or ErrNotFound.
	GetGame(ctx context.Context, id string) (GameRecord, error)
	// CurrentGame returns owner's most recently saved unfinished game of kind that is not
	// a co-op board, or ErrNotFound.
	CurrentGame(ctx context.Context, owner, kind string) (GameRecord, error)
	// ListGames returns owner's unfinished games of kind that are not co-op boards, most
	// recently saved first, at most limit of them.
	ListGames(ctx context.Context, owner, kind string, limit int) ([]GameRecord, error)
	// ChannelGame returns the most recently saved unfinished co-op game of kind in
	// channel, or ErrNotFound.
	ChannelGame(ctx context.Context, channel, kind string) (GameRecord, error)
	// GetPlayerSettings returns a member's settings, or DefaultPlayerSettings when they
	// have none (never ErrNotFound).
	GetPlayerSettings(ctx context.Context, userID string) (PlayerSettings, error)
	// PutPlayerSettings inserts or replaces s.UserID's settings.
	PutPlayerSettings(ctx context.Context, s PlayerSettings) error
}

// Validate reports the first field of a game record that is missing or malformed.
func (g GameRecord) Validate() error {
	switch {
	case g.ID == "" || len(g.ID) > 64:
		return fmt.Errorf("store: game: ID %q is not 1..64 bytes", g.ID)
	case g.Kind == "":
		return fmt.Errorf("store: game %s: kind is empty", g.ID)
	case g.Version < 1:
		return fmt.Errorf("store: game %s: version %d is not positive", g.ID, g.Version)
	case len(g.Data) == 0:
		return fmt.Errorf("store: game %s: no data", g.ID)
	}
	return nil
}

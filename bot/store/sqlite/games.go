package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const gameColumns = `id, kind, owner, guild_id, channel_id, together, finished, version, data, updated_at`

func scanGame(row interface{ Scan(...any) error }) (store.GameRecord, error) {
	var g store.GameRecord
	var updated int64
	err := row.Scan(&g.ID, &g.Kind, &g.Owner, &g.GuildID, &g.Channel, &g.Together, &g.Finished, &g.Version, &g.Data, &updated)
	g.UpdatedAt = fromMicros(updated)
	return g, err
}

// SaveGame inserts a new game (Version 1) or replaces version g.Version-1 of it.
func (db *DB) SaveGame(ctx context.Context, g store.GameRecord) error {
	if err := g.Validate(); err != nil {
		return wrap("save game", err)
	}
	if g.UpdatedAt.IsZero() {
		g.UpdatedAt = time.Now()
	}
	var res sql.Result
	var err error
	if g.Version == 1 {
		res, err = db.write.ExecContext(ctx, `INSERT INTO games (`+gameColumns+`)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
			g.ID, g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, micros(g.UpdatedAt))
	} else {
		res, err = db.write.ExecContext(ctx, `UPDATE games SET kind = ?, owner = ?, guild_id = ?, channel_id = ?,
			together = ?, finished = ?, version = ?, data = ?, updated_at = ?
			WHERE id = ? AND version = ?`,
			g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, micros(g.UpdatedAt),
			g.ID, g.Version-1)
	}
	if err != nil {
		return wrap("save game", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return wrap("save game", err)
	}
	if n == 0 {
		return wrap("save game", fmt.Errorf("%w: game %s is not at version %d", store.ErrConflict, g.ID, g.Version-1))
	}
	return nil
}

// GetGame returns the game with id, or store.ErrNotFound.
func (db *DB) GetGame(ctx context.Context, id string) (store.GameRecord, error) {
	g, err := scanGame(db.read.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games WHERE id = ?`, id))
	if err != nil {
		return store.GameRecord{}, wrap("get game", notFound(err))
	}
	return g, nil
}

// CurrentGame returns owner's latest unfinished private game of kind, or store.ErrNotFound.
func (db *DB) CurrentGame(ctx context.Context, owner, kind string) (store.GameRecord, error) {
	g, err := scanGame(db.read.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games
		WHERE owner = ? AND kind = ? AND finished = 0 AND together = 0
		ORDER BY updated_at DESC, id DESC LIMIT 1`, owner, kind))
	if err != nil {
		return store.GameRecord{}, wrap("current game", notFound(err))
	}
	return g, nil
}

// GetPlayerSettings returns a member's settings, or the defaults.
func (db *DB) GetPlayerSettings(ctx context.Context, userID string) (store.PlayerSettings, error) {
	s := store.PlayerSettings{UserID: userID}
	var updated int64
	err := db.read.QueryRowContext(ctx, `SELECT theme, mistakes, updated_at FROM player_settings WHERE user_id = ?`, userID).
		Scan(&s.Theme, &s.Mistakes, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return store.DefaultPlayerSettings(userID), nil
	}
	if err != nil {
		return store.PlayerSettings{}, wrap("get player settings", err)
	}
	s.UpdatedAt = fromMicros(updated)
	return s, nil
}

// PutPlayerSettings inserts or replaces s.UserID's settings.
func (db *DB) PutPlayerSettings(ctx context.Context, s store.PlayerSettings) error {
	if s.UserID == "" {
		return wrap("put player settings", errors.New("user ID is empty"))
	}
	if s.UpdatedAt.IsZero() {
		s.UpdatedAt = time.Now()
	}
	_, err := db.write.ExecContext(ctx, `INSERT INTO player_settings (user_id, theme, mistakes, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET
			theme = excluded.theme, mistakes = excluded.mistakes, updated_at = excluded.updated_at`,
		s.UserID, s.Theme, s.Mistakes, micros(s.UpdatedAt))
	return wrap("put player settings", err)
}

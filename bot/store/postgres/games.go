package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
)

const gameColumns = `id, kind, owner, guild_id, channel_id, together, finished, version, data, updated_at`

func scanGame(row pgx.Row) (store.GameRecord, error) {
	var g store.GameRecord
	err := row.Scan(&g.ID, &g.Kind, &g.Owner, &g.GuildID, &g.Channel, &g.Together, &g.Finished, &g.Version, &g.Data, &g.UpdatedAt)
	g.UpdatedAt = g.UpdatedAt.UTC()
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
	var n int64
	if g.Version == 1 {
		tag, err := db.pool.Exec(ctx, `INSERT INTO games (`+gameColumns+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
			g.ID, g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, g.UpdatedAt)
		if err != nil {
			return wrap("save game", err)
		}
		n = tag.RowsAffected()
	} else {
		tag, err := db.pool.Exec(ctx, `UPDATE games SET kind = $1, owner = $2, guild_id = $3, channel_id = $4,
			together = $5, finished = $6, version = $7, data = $8, updated_at = $9
			WHERE id = $10 AND version = $11`,
			g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, g.UpdatedAt,
			g.ID, g.Version-1)
		if err != nil {
			return wrap("save game", err)
		}
		n = tag.RowsAffected()
	}
	if n == 0 {
		return wrap("save game", fmt.Errorf("%w: game %s is not at version %d", store.ErrConflict, g.ID, g.Version-1))
	}
	return nil
}

// GetGame returns the game with id, or store.ErrNotFound.
func (db *DB) GetGame(ctx context.Context, id string) (store.GameRecord, error) {
	g, err := scanGame(db.pool.QueryRow(ctx, `SELECT `+gameColumns+` FROM games WHERE id = $1`, id))
	if err != nil {
		return store.GameRecord{}, wrap("get game", notFound(err))
	}
	return g, nil
}

// CurrentGame returns owner's latest unfinished private game of kind, or store.ErrNotFound.
func (db *DB) CurrentGame(ctx context.Context, owner, kind string) (store.GameRecord, error) {
	g, err := scanGame(db.pool.QueryRow(ctx, `SELECT `+gameColumns+` FROM games
		WHERE owner = $1 AND kind = $2 AND NOT finished AND NOT together
		ORDER BY updated_at DESC, id DESC LIMIT 1`, owner, kind))
	if err != nil {
		return store.GameRecord{}, wrap("current game", notFound(err))
	}
	return g, nil
}

// GetPlayerSettings returns a member's settings, or the defaults.
func (db *DB) GetPlayerSettings(ctx context.Context, userID string) (store.PlayerSettings, error) {
	s := store.PlayerSettings{UserID: userID}
	err := db.pool.QueryRow(ctx, `SELECT theme, mistakes, updated_at FROM player_settings WHERE user_id = $1`, userID).
		Scan(&s.Theme, &s.Mistakes, &s.UpdatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.DefaultPlayerSettings(userID), nil
	}
	if err != nil {
		return store.PlayerSettings{}, wrap("get player settings", err)
	}
	s.UpdatedAt = s.UpdatedAt.UTC()
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
	_, err := db.pool.Exec(ctx, `INSERT INTO player_settings (user_id, theme, mistakes, updated_at)
		VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET
			theme = EXCLUDED.theme, mistakes = EXCLUDED.mistakes, updated_at = EXCLUDED.updated_at`,
		s.UserID, s.Theme, s.Mistakes, s.UpdatedAt)
	return wrap("put player settings", err)
}

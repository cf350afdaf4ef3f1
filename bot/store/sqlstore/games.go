package sqlstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokubot/sudokubot/bot/store"
)

const gameColumns = `id, kind, owner, guild_id, channel_id, together, finished, version, data, updated_at`

func scanGame(row Row) (store.GameRecord, error) {
	var g store.GameRecord
	err := row.Scan(&g.ID, &g.Kind, &g.Owner, &g.GuildID, &g.Channel, &g.Together, &g.Finished, &g.Version, &g.Data,
		timeCol{&g.UpdatedAt})
	return g, err
}

// SaveGame inserts a new game (Version 1) or replaces version g.Version-1 of it.
func (s *Store) SaveGame(ctx context.Context, g store.GameRecord) error {
	if err := g.Validate(); err != nil {
		return s.wrap("save game", err)
	}
	g.UpdatedAt = orNow(g.UpdatedAt)
	var n int64
	var err error
	if g.Version == 1 {
		n, err = s.write.Exec(ctx, `INSERT INTO games (`+gameColumns+`)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
			g.ID, g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, s.d.Time(g.UpdatedAt))
	} else {
		n, err = s.write.Exec(ctx, `UPDATE games SET kind = ?, owner = ?, guild_id = ?, channel_id = ?,
			together = ?, finished = ?, version = ?, data = ?, updated_at = ?
			WHERE id = ? AND version = ?`,
			g.Kind, g.Owner, g.GuildID, g.Channel, g.Together, g.Finished, g.Version, g.Data, s.d.Time(g.UpdatedAt),
			g.ID, g.Version-1)
	}
	if err != nil {
		return s.wrap("save game", err)
	}
	if n == 0 {
		return s.wrap("save game", fmt.Errorf("%w: game %s is not at version %d", store.ErrConflict, g.ID, g.Version-1))
	}
	return nil
}

// GetGame returns the game with id, or store.ErrNotFound.
func (s *Store) GetGame(ctx context.Context, id string) (store.GameRecord, error) {
	g, err := scanGame(s.read.QueryRow(ctx, `SELECT `+gameColumns+` FROM games WHERE id = ?`, id))
	if err != nil {
		return store.GameRecord{}, s.wrap("get game", notFound(err))
	}
	return g, nil
}

// CurrentGame returns owner's latest unfinished private game of kind, or store.ErrNotFound.
func (s *Store) CurrentGame(ctx context.Context, owner, kind string) (store.GameRecord, error) {
	return s.latestGame(ctx, "current game", "owner", owner, kind, false)
}

// ListGames returns owner's unfinished private games of kind, latest first, at most limit.
func (s *Store) ListGames(ctx context.Context, owner, kind string, limit int) ([]store.GameRecord, error) {
	out, err := s.openGames(ctx, "owner", owner, kind, false, limit)
	if err != nil {
		return nil, s.wrap("list games", err)
	}
	return out, nil
}

// ChannelGame returns the latest unfinished co-op game of kind in channel, or
// store.ErrNotFound.
func (s *Store) ChannelGame(ctx context.Context, channel, kind string) (store.GameRecord, error) {
	return s.latestGame(ctx, "channel game", "channel_id", channel, kind, true)
}

// latestGame is the first of openGames, or store.ErrNotFound; op names it in errors.
func (s *Store) latestGame(ctx context.Context, op, column, value, kind string, together bool) (store.GameRecord, error) {
	gs, err := s.openGames(ctx, column, value, kind, together, 1)
	if err == nil && len(gs) == 0 {
		err = store.ErrNotFound
	}
	if err != nil {
		return store.GameRecord{}, s.wrap(op, err)
	}
	return gs[0], nil
}

// openGames returns the unfinished games of kind whose column (owner or channel_id) is
// value, the co-op ones or the private ones, latest first, at most limit.
func (s *Store) openGames(ctx context.Context, column, value, kind string, together bool, limit int) ([]store.GameRecord, error) {
	coop := s.d.Not("together")
	if together {
		coop = s.d.Is("together")
	}
	return queryAll(ctx, s.read, scanGame, `SELECT `+gameColumns+` FROM games
		WHERE `+column+` = ? AND kind = ? AND `+s.d.Not("finished")+` AND `+coop+`
		ORDER BY updated_at DESC, id DESC LIMIT ?`, value, kind, max(limit, 0))
}

// GetPlayerSettings returns a member's settings, or the defaults.
func (s *Store) GetPlayerSettings(ctx context.Context, userID string) (store.PlayerSettings, error) {
	p := store.PlayerSettings{UserID: userID}
	err := s.read.QueryRow(ctx, `SELECT theme, mistakes, digit_first, no_highlights, updated_at FROM player_settings WHERE user_id = ?`, userID).
		Scan(&p.Theme, &p.Mistakes, &p.DigitFirst, &p.NoHighlights, timeCol{&p.UpdatedAt})
	if isNoRows(err) {
		return store.DefaultPlayerSettings(userID), nil
	}
	if err != nil {
		return store.PlayerSettings{}, s.wrap("get player settings", err)
	}
	return p, nil
}

// PutPlayerSettings inserts or replaces p.UserID's settings.
func (s *Store) PutPlayerSettings(ctx context.Context, p store.PlayerSettings) error {
	if p.UserID == "" {
		return s.wrap("put player settings", errors.New("user ID is empty"))
	}
	p.UpdatedAt = orNow(p.UpdatedAt)
	_, err := s.write.Exec(ctx, `INSERT INTO player_settings (user_id, theme, mistakes, digit_first, no_highlights, updated_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET
			theme = excluded.theme, mistakes = excluded.mistakes, digit_first = excluded.digit_first,
			no_highlights = excluded.no_highlights, updated_at = excluded.updated_at`,
		p.UserID, p.Theme, p.Mistakes, p.DigitFirst, p.NoHighlights, s.d.Time(p.UpdatedAt))
	return s.wrap("put player settings", err)
}

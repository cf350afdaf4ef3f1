package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
)

const settingsColumns = `guild_id, channel_id, post_time, time_zone, band, size, ramp, pin, enabled, updated_at,
	leaderboard, recap, thread, ping_role`

// scanSettings reads one row of settingsColumns.
func scanSettings(row pgx.Row) (store.GuildSettings, error) {
	var s store.GuildSettings
	err := row.Scan(&s.GuildID, &s.ChannelID, &s.PostTime, &s.TimeZone, &s.Band, &s.Size, &s.Ramp, &s.Pin, &s.Enabled, &s.UpdatedAt,
		&s.Leaderboard, &s.Recap, &s.Thread, &s.PingRole)
	s.UpdatedAt = s.UpdatedAt.UTC()
	return s, err
}

// GetSettings returns the settings of a guild, or store.ErrNotFound.
func (db *DB) GetSettings(ctx context.Context, guildID string) (store.GuildSettings, error) {
	s, err := scanSettings(db.pool.QueryRow(ctx,
		`SELECT `+settingsColumns+` FROM guild_settings WHERE guild_id = $1`, guildID))
	if err != nil {
		return store.GuildSettings{}, wrap("get settings", notFound(err))
	}
	return s, nil
}

// PutSettings inserts or replaces the settings of s.GuildID.
func (db *DB) PutSettings(ctx context.Context, s store.GuildSettings) error {
	if s.GuildID == "" {
		return wrap("put settings", errors.New("guild ID is empty"))
	}
	if s.UpdatedAt.IsZero() {
		s.UpdatedAt = time.Now()
	}
	_, err := db.pool.Exec(ctx, `INSERT INTO guild_settings (`+settingsColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
		ON CONFLICT (guild_id) DO UPDATE SET
			channel_id = EXCLUDED.channel_id, post_time = EXCLUDED.post_time,
			time_zone = EXCLUDED.time_zone, band = EXCLUDED.band, size = EXCLUDED.size,
			ramp = EXCLUDED.ramp, pin = EXCLUDED.pin, enabled = EXCLUDED.enabled,
			updated_at = EXCLUDED.updated_at, leaderboard = EXCLUDED.leaderboard,
			recap = EXCLUDED.recap, thread = EXCLUDED.thread, ping_role = EXCLUDED.ping_role`,
		s.GuildID, s.ChannelID, s.PostTime, s.TimeZone, s.Band, s.Size, s.Ramp, s.Pin, s.Enabled, s.UpdatedAt,
		s.Leaderboard, s.Recap, s.Thread, s.PingRole)
	return wrap("put settings", err)
}

// DeleteSettings removes the settings of a guild, if any.
func (db *DB) DeleteSettings(ctx context.Context, guildID string) error {
	_, err := db.pool.Exec(ctx, `DELETE FROM guild_settings WHERE guild_id = $1`, guildID)
	return wrap("delete settings", err)
}

// ListEnabled returns the settings of every enabled guild, by guild ID.
func (db *DB) ListEnabled(ctx context.Context) ([]store.GuildSettings, error) {
	rows, err := db.pool.Query(ctx,
		`SELECT `+settingsColumns+` FROM guild_settings WHERE enabled ORDER BY guild_id`)
	if err != nil {
		return nil, wrap("list settings", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.GuildSettings, error) { return scanSettings(r) })
	return out, wrap("list settings", err)
}

package sqlite

import (
	"context"
	"errors"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

const settingsColumns = `guild_id, channel_id, post_time, time_zone, band, size, ramp, pin, enabled, updated_at,
	leaderboard, recap, thread, ping_role`

// scanSettings reads one row of settingsColumns.
func scanSettings(row interface{ Scan(...any) error }) (store.GuildSettings, error) {
	var s store.GuildSettings
	var updated int64
	err := row.Scan(&s.GuildID, &s.ChannelID, &s.PostTime, &s.TimeZone, &s.Band, &s.Size, &s.Ramp, &s.Pin, &s.Enabled, &updated,
		&s.Leaderboard, &s.Recap, &s.Thread, &s.PingRole)
	s.UpdatedAt = fromMicros(updated)
	return s, err
}

// GetSettings returns the settings of a guild, or store.ErrNotFound.
func (db *DB) GetSettings(ctx context.Context, guildID string) (store.GuildSettings, error) {
	s, err := scanSettings(db.read.QueryRowContext(ctx,
		`SELECT `+settingsColumns+` FROM guild_settings WHERE guild_id = ?`, guildID))
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
	_, err := db.write.ExecContext(ctx, `INSERT INTO guild_settings (`+settingsColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id) DO UPDATE SET
			channel_id = excluded.channel_id, post_time = excluded.post_time,
			time_zone = excluded.time_zone, band = excluded.band, size = excluded.size,
			ramp = excluded.ramp, pin = excluded.pin, enabled = excluded.enabled,
			updated_at = excluded.updated_at, leaderboard = excluded.leaderboard,
			recap = excluded.recap, thread = excluded.thread, ping_role = excluded.ping_role`,
		s.GuildID, s.ChannelID, s.PostTime, s.TimeZone, s.Band, s.Size, s.Ramp, s.Pin, s.Enabled, micros(s.UpdatedAt),
		s.Leaderboard, s.Recap, s.Thread, s.PingRole)
	return wrap("put settings", err)
}

// DeleteSettings removes the settings of a guild, if any.
func (db *DB) DeleteSettings(ctx context.Context, guildID string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM guild_settings WHERE guild_id = ?`, guildID)
	return wrap("delete settings", err)
}

// ListEnabled returns the settings of every enabled guild, by guild ID.
func (db *DB) ListEnabled(ctx context.Context) ([]store.GuildSettings, error) {
	rows, err := db.read.QueryContext(ctx,
		`SELECT `+settingsColumns+` FROM guild_settings WHERE enabled ORDER BY guild_id`)
	if err != nil {
		return nil, wrap("list settings", err)
	}
	defer rows.Close()
	var out []store.GuildSettings
	for rows.Next() {
		s, err := scanSettings(rows)
		if err != nil {
			return nil, wrap("list settings", err)
		}
		out = append(out, s)
	}
	return out, wrap("list settings", rows.Err())
}

package sqlstore

import (
	"context"
	"errors"

	"github.com/sudokubot/sudokubot/bot/store"
)

const settingsColumns = `guild_id, channel_id, post_time, time_zone, band, size, ramp, pin, enabled, updated_at,
	leaderboard, recap, thread, ping_role`

// scanSettings reads one row of settingsColumns.
func scanSettings(row Row) (store.GuildSettings, error) {
	var s store.GuildSettings
	err := row.Scan(&s.GuildID, &s.ChannelID, &s.PostTime, &s.TimeZone, &s.Band, &s.Size, &s.Ramp, &s.Pin, &s.Enabled,
		timeCol{&s.UpdatedAt}, &s.Leaderboard, &s.Recap, &s.Thread, &s.PingRole)
	return s, err
}

// GetSettings returns the settings of a guild, or store.ErrNotFound.
func (s *Store) GetSettings(ctx context.Context, guildID string) (store.GuildSettings, error) {
	g, err := scanSettings(s.read.QueryRow(ctx,
		`SELECT `+settingsColumns+` FROM guild_settings WHERE guild_id = ?`, guildID))
	if err != nil {
		return store.GuildSettings{}, s.wrap("get settings", notFound(err))
	}
	return g, nil
}

// PutSettings inserts or replaces the settings of g.GuildID.
func (s *Store) PutSettings(ctx context.Context, g store.GuildSettings) error {
	if g.GuildID == "" {
		return s.wrap("put settings", errors.New("guild ID is empty"))
	}
	g.UpdatedAt = orNow(g.UpdatedAt)
	_, err := s.write.Exec(ctx, `INSERT INTO guild_settings (`+settingsColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id) DO UPDATE SET
			channel_id = excluded.channel_id, post_time = excluded.post_time,
			time_zone = excluded.time_zone, band = excluded.band, size = excluded.size,
			ramp = excluded.ramp, pin = excluded.pin, enabled = excluded.enabled,
			updated_at = excluded.updated_at, leaderboard = excluded.leaderboard,
			recap = excluded.recap, thread = excluded.thread, ping_role = excluded.ping_role`,
		g.GuildID, g.ChannelID, g.PostTime, g.TimeZone, g.Band, g.Size, g.Ramp, g.Pin, g.Enabled, s.d.Time(g.UpdatedAt),
		g.Leaderboard, g.Recap, g.Thread, g.PingRole)
	return s.wrap("put settings", err)
}

// DeleteSettings removes the settings of a guild, if any.
func (s *Store) DeleteSettings(ctx context.Context, guildID string) error {
	_, err := s.write.Exec(ctx, `DELETE FROM guild_settings WHERE guild_id = ?`, guildID)
	return s.wrap("delete settings", err)
}

// ListEnabled returns the settings of every enabled guild, by guild ID.
func (s *Store) ListEnabled(ctx context.Context) ([]store.GuildSettings, error) {
	out, err := queryAll(ctx, s.read, scanSettings, `SELECT `+settingsColumns+` FROM guild_settings WHERE enabled ORDER BY guild_id`)
	if err != nil {
		return nil, s.wrap("list settings", err)
	}
	return out, nil
}

-- Games played in Discord (issue 11) and each member's play settings.
-- data is the game as bot/game encodes it; version settles races (compare-and-swap).

CREATE TABLE games (
	id         TEXT PRIMARY KEY,
	kind       TEXT NOT NULL,
	owner      TEXT NOT NULL,
	guild_id   TEXT NOT NULL DEFAULT '',
	channel_id TEXT NOT NULL DEFAULT '',
	together   INTEGER NOT NULL DEFAULT 0,
	finished   INTEGER NOT NULL DEFAULT 0,
	version    INTEGER NOT NULL,
	data       BLOB NOT NULL,
	updated_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX games_current ON games (owner, kind, updated_at) WHERE finished = 0 AND together = 0;

CREATE TABLE player_settings (
	user_id    TEXT PRIMARY KEY,
	theme      TEXT NOT NULL,
	mistakes   INTEGER NOT NULL,
	updated_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

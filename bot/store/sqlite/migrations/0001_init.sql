-- Initial schema. Times are INTEGER microseconds since the Unix epoch (UTC);
-- dates are TEXT 'YYYY-MM-DD', the guild's civil date.

CREATE TABLE guild_settings (
	guild_id   TEXT PRIMARY KEY,
	channel_id TEXT NOT NULL,
	post_time  TEXT NOT NULL,
	time_zone  TEXT NOT NULL,
	band       TEXT NOT NULL,
	size       INTEGER NOT NULL,
	ramp       INTEGER NOT NULL,
	pin        INTEGER NOT NULL,
	enabled    INTEGER NOT NULL,
	updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE puzzles (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	kind       TEXT NOT NULL,
	size       INTEGER NOT NULL,
	band       TEXT NOT NULL,
	puzzle     TEXT NOT NULL,
	solution   TEXT NOT NULL,
	rating     REAL NOT NULL,
	score      INTEGER NOT NULL,
	hardest    TEXT NOT NULL,
	seed       INTEGER NOT NULL,
	created_at INTEGER NOT NULL,
	used_on    TEXT,
	UNIQUE (kind, puzzle)
) STRICT;

CREATE INDEX puzzles_unused ON puzzles (band, size, id) WHERE used_on IS NULL;

-- The puzzle of the day per (band, size, date), shared by every guild.
CREATE TABLE daily_picks (
	band       TEXT NOT NULL,
	size       INTEGER NOT NULL,
	local_date TEXT NOT NULL,
	puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id),
	PRIMARY KEY (band, size, local_date)
) STRICT, WITHOUT ROWID;

CREATE TABLE daily_posts (
	guild_id   TEXT NOT NULL,
	local_date TEXT NOT NULL,
	state      TEXT NOT NULL CHECK (state IN ('claimed', 'posted')),
	owner      TEXT NOT NULL,
	claimed_at INTEGER NOT NULL,
	puzzle_id  INTEGER REFERENCES puzzles (id),
	message_id TEXT NOT NULL DEFAULT '',
	channel_id TEXT NOT NULL DEFAULT '',
	posted_at  INTEGER,
	PRIMARY KEY (guild_id, local_date)
) STRICT, WITHOUT ROWID;

CREATE TABLE results (
	guild_id   TEXT NOT NULL,
	user_id    TEXT NOT NULL,
	local_date TEXT NOT NULL,
	puzzle_id  INTEGER REFERENCES puzzles (id),
	solved     INTEGER NOT NULL DEFAULT 0,
	solved_at  INTEGER,
	seconds    INTEGER NOT NULL DEFAULT 0,
	hints      INTEGER NOT NULL DEFAULT 0,
	attempts   INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (guild_id, user_id, local_date)
) STRICT, WITHOUT ROWID;

CREATE INDEX results_solved ON results (guild_id, local_date) WHERE solved = 1;

CREATE TABLE states (
	key        TEXT PRIMARY KEY,
	value      BLOB NOT NULL,
	expires_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX states_expires ON states (expires_at);

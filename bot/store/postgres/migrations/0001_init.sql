-- Initial schema. Tables are created unqualified, in the first schema of the
-- search_path. Dates are the guild's civil date.

CREATE TABLE guild_settings (
	guild_id   text PRIMARY KEY,
	channel_id text NOT NULL,
	post_time  text NOT NULL,
	time_zone  text NOT NULL,
	band       text NOT NULL,
	size       integer NOT NULL,
	ramp       boolean NOT NULL,
	pin        boolean NOT NULL,
	enabled    boolean NOT NULL,
	updated_at timestamptz NOT NULL
);

CREATE TABLE puzzles (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	kind       text NOT NULL,
	size       integer NOT NULL,
	band       text NOT NULL,
	puzzle     text NOT NULL,
	solution   text NOT NULL,
	rating     double precision NOT NULL,
	score      integer NOT NULL,
	hardest    text NOT NULL,
	seed       bigint NOT NULL,
	created_at timestamptz NOT NULL,
	used_on    date
);

-- Puzzle texts can exceed a B-tree entry (25×25, nonograms): index a digest.
CREATE UNIQUE INDEX puzzles_text ON puzzles (kind, md5(puzzle));
CREATE INDEX puzzles_unused ON puzzles (band, size, id) WHERE used_on IS NULL;

-- The puzzle of the day per (band, size, date), shared by every guild.
CREATE TABLE daily_picks (
	band       text NOT NULL,
	size       integer NOT NULL,
	local_date date NOT NULL,
	puzzle_id  bigint NOT NULL REFERENCES puzzles (id),
	PRIMARY KEY (band, size, local_date)
);

CREATE TABLE daily_posts (
	guild_id   text NOT NULL,
	local_date date NOT NULL,
	state      text NOT NULL CHECK (state IN ('claimed', 'posted')),
	owner      text NOT NULL,
	claimed_at timestamptz NOT NULL,
	puzzle_id  bigint REFERENCES puzzles (id),
	message_id text NOT NULL DEFAULT '',
	channel_id text NOT NULL DEFAULT '',
	posted_at  timestamptz,
	PRIMARY KEY (guild_id, local_date)
);

CREATE TABLE results (
	guild_id   text NOT NULL,
	user_id    text NOT NULL,
	local_date date NOT NULL,
	puzzle_id  bigint REFERENCES puzzles (id),
	solved     boolean NOT NULL DEFAULT false,
	solved_at  timestamptz,
	seconds    integer NOT NULL DEFAULT 0,
	hints      integer NOT NULL DEFAULT 0,
	attempts   integer NOT NULL DEFAULT 0,
	PRIMARY KEY (guild_id, user_id, local_date)
);

CREATE INDEX results_solved ON results (guild_id, local_date) WHERE solved;

CREATE TABLE states (
	key        text PRIMARY KEY,
	value      bytea NOT NULL,
	expires_at timestamptz NOT NULL
);

CREATE INDEX states_expires ON states (expires_at);

-- Games played in Discord (issue 11) and each member's play settings.
-- data is the game as bot/game encodes it; version settles races (compare-and-swap).

CREATE TABLE games (
	id         text PRIMARY KEY,
	kind       text NOT NULL,
	owner      text NOT NULL,
	guild_id   text NOT NULL DEFAULT '',
	channel_id text NOT NULL DEFAULT '',
	together   boolean NOT NULL DEFAULT false,
	finished   boolean NOT NULL DEFAULT false,
	version    bigint NOT NULL,
	data       bytea NOT NULL,
	updated_at timestamptz NOT NULL
);

CREATE INDEX games_current ON games (owner, kind, updated_at) WHERE NOT finished AND NOT together;

CREATE TABLE player_settings (
	user_id    text PRIMARY KEY,
	theme      text NOT NULL,
	mistakes   boolean NOT NULL,
	updated_at timestamptz NOT NULL
);

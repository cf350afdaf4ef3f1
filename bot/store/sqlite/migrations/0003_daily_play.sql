-- The puzzle of the day played on the member's board: first open, active
-- time and wrong checks per result, the member's saved game, the server
-- options, and the claims of the post's companions (leaderboard message,
-- thread, recap). Times are INTEGER microseconds since the Unix epoch.

ALTER TABLE results ADD COLUMN wrong_checks INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN opened_at INTEGER;
ALTER TABLE results ADD COLUMN active_at INTEGER;
ALTER TABLE results ADD COLUMN active_us INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN game_id TEXT NOT NULL DEFAULT '';

ALTER TABLE guild_settings ADD COLUMN leaderboard INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN recap INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN thread INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN ping_role TEXT NOT NULL DEFAULT '';

CREATE TABLE daily_tasks (
	guild_id   TEXT NOT NULL,
	local_date TEXT NOT NULL,
	kind       TEXT NOT NULL,
	state      TEXT NOT NULL CHECK (state IN ('claimed', 'posted')),
	owner      TEXT NOT NULL,
	claimed_at INTEGER NOT NULL,
	message_id TEXT NOT NULL DEFAULT '',
	detail     TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (guild_id, local_date, kind)
) STRICT, WITHOUT ROWID;

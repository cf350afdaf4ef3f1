-- The puzzle of the day played on the member's board: first open, active
-- time and wrong checks per result, the member's saved game, the server
-- options, and the claims of the post's companions (leaderboard message,
-- thread, recap).

ALTER TABLE results
	ADD COLUMN wrong_checks integer NOT NULL DEFAULT 0,
	ADD COLUMN opened_at timestamptz,
	ADD COLUMN active_at timestamptz,
	ADD COLUMN active_us bigint NOT NULL DEFAULT 0,
	ADD COLUMN game_id text NOT NULL DEFAULT '';

ALTER TABLE guild_settings
	ADD COLUMN leaderboard boolean NOT NULL DEFAULT false,
	ADD COLUMN recap boolean NOT NULL DEFAULT false,
	ADD COLUMN thread boolean NOT NULL DEFAULT false,
	ADD COLUMN ping_role text NOT NULL DEFAULT '';

CREATE TABLE daily_tasks (
	guild_id   text NOT NULL,
	local_date date NOT NULL,
	kind       text NOT NULL,
	state      text NOT NULL CHECK (state IN ('claimed', 'posted')),
	owner      text NOT NULL,
	claimed_at timestamptz NOT NULL,
	message_id text NOT NULL DEFAULT '',
	detail     text NOT NULL DEFAULT '',
	PRIMARY KEY (guild_id, local_date, kind)
);

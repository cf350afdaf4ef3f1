-- The chat board (issue 22): a channel's co-op game is found again (/sudoku play
-- together:true resumes it), and two more board settings per member: digit-first input
-- and the automatic highlights (on unless turned off).

CREATE INDEX games_channel ON games (channel_id, kind, updated_at) WHERE NOT finished AND together;

ALTER TABLE player_settings
	ADD COLUMN digit_first boolean NOT NULL DEFAULT false,
	ADD COLUMN no_highlights boolean NOT NULL DEFAULT false;

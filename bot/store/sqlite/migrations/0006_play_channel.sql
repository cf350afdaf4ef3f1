-- The chat board (issue 22): a channel's co-op game is found again (/sudoku play
-- together:true resumes it), and two more board settings per member: digit-first input
-- and the automatic highlights (on unless turned off).

CREATE INDEX games_channel ON games (channel_id, kind, updated_at) WHERE finished = 0 AND together = 1;

ALTER TABLE player_settings ADD COLUMN digit_first INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_settings ADD COLUMN no_highlights INTEGER NOT NULL DEFAULT 0;

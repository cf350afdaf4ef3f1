-- Gateway IDENTIFY turns per bucket, booked by every instance starting shards, so that
-- instances starting together identify as Discord allows (docs/SCALING.md). next_at is
-- the earliest time of the bucket's next turn, in microseconds since the Unix epoch by
-- the booking instance's clock.
CREATE TABLE identify_turns (
	bucket  TEXT PRIMARY KEY,
	next_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

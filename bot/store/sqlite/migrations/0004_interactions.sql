-- Interactions already handled (HTTP mode), remembered for the signature timestamp window
-- so that a replayed request is acknowledged without being acted on twice.
CREATE TABLE interactions (
	id         TEXT PRIMARY KEY,
	expires_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX interactions_expires ON interactions (expires_at);

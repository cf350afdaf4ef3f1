-- Interactions already handled (HTTP mode), remembered for the signature timestamp window
-- so that a replayed request is acknowledged without being acted on twice, by any instance.
CREATE TABLE interactions (
	id         text PRIMARY KEY,
	expires_at timestamptz NOT NULL
);

CREATE INDEX interactions_expires ON interactions (expires_at);

package store

import (
	"context"
	"time"
)

// A PostState is the state of a daily post.
type PostState string

// Post states, as stored.
const (
	// PostClaimed: an instance has claimed the (guild, date) and is posting,
	// or crashed while posting; the claim can be taken over once its lease
	// has expired.
	PostClaimed PostState = "claimed"
	// PostPosted: the puzzle was posted and the message recorded. Final.
	PostPosted PostState = "posted"
)

// A DailyPost records the daily puzzle of one guild on one local date.
type DailyPost struct {
	GuildID   string
	Date      Date      // the guild's local date
	State     PostState // PostClaimed or PostPosted
	Owner     string    // the instance that holds (or held) the claim
	ClaimedAt time.Time // when Owner claimed it, as passed to ClaimPost
	PuzzleID  int64     // set by CompletePost; 0 before
	MessageID string    // set by CompletePost
	ChannelID string    // the guild's channel at CompletePost time
	PostedAt  time.Time // set by CompletePost; zero before
}

// Posts makes each guild's daily post happen exactly once per local date,
// across restarts and instances (see docs/STORE.md).
type Posts interface {
	// ClaimPost claims the post of (guildID, date) for owner, at now. It
	// returns true if owner now holds the claim: no post existed, or the
	// existing one is still PostClaimed and was claimed before now-lease
	// (its owner is presumed dead). It returns false when another claim is
	// live or the post is done, including a still-live claim by the same
	// owner, so owner must be unique per process. It is one atomic
	// statement; exactly one of many concurrent claimers wins.
	ClaimPost(ctx context.Context, guildID string, date Date, owner string, lease time.Duration, now time.Time) (bool, error)
	// CompletePost marks the claimed post as posted with its message and
	// puzzle. It returns ErrNotFound if there is no such post and
	// ErrConflict if owner does not hold the claim (it was taken over) or
	// the post was completed with another message. Completing again with
	// the same owner and message is a no-op.
	CompletePost(ctx context.Context, guildID string, date Date, owner, messageID string, puzzleID int64) error
	// ReleasePost gives up a claim that owner holds and has not completed,
	// so the next claim by anyone succeeds at once. Use it only when the
	// post surely did not happen. Releasing a claim one does not hold
	// returns ErrConflict; a missing post is ErrNotFound.
	ReleasePost(ctx context.Context, guildID string, date Date, owner string) error
	// GetPost returns the post of (guildID, date), or ErrNotFound.
	GetPost(ctx context.Context, guildID string, date Date) (DailyPost, error)
	// LastPost returns the latest PostPosted post of the guild strictly
	// before date (to reveal yesterday's solution), or ErrNotFound.
	LastPost(ctx context.Context, guildID string, before Date) (DailyPost, error)
}

package session

import (
	"context"
	"encoding/json"
	"strings"
	"time"
)

// A Launch is what a member asked the Activity to open from a chat: the game under the
// board whose "Open board" button they pressed, the puzzle of the day from its post, or
// nothing in particular (the App Launcher).
type Launch struct {
	Game  string `json:"game,omitempty"`
	Daily bool   `json:"daily,omitempty"`
}

// KV is a small expiring key-value store shared by every bot process (the bot's button
// state store).
type KV interface {
	PutState(ctx context.Context, key string, value []byte, expires time.Time) error
	GetState(ctx context.Context, key string) ([]byte, error)
}

// LaunchTTL is how long a launch waits for the member's Activity to connect.
const LaunchTTL = 10 * time.Minute

func launchKey(channel, user string) string { return "launch:" + channel + ":" + user }

// LaunchKind is the kind of the "Open board" buttons' IDs: "act:game-<id>" under a chat
// board, "act:daily" under the puzzle of the day's post.
const LaunchKind = "act"

// LaunchButtonID is the button ID that launches the Activity on l.
func LaunchButtonID(l Launch) string {
	if l.Daily {
		return LaunchKind + ":daily"
	}
	return LaunchKind + ":game-" + l.Game
}

// ParseLaunchKey reads the key of a launch button's ID (what follows "act:").
func ParseLaunchKey(key string) (Launch, bool) {
	if key == "daily" {
		return Launch{Daily: true}, true
	}
	if id, ok := strings.CutPrefix(key, "game-"); ok && id != "" && len(id) <= 64 {
		return Launch{Game: id}, true
	}
	return Launch{}, false
}

// SaveLaunch remembers what user asked to open in channel, for the Activity that Discord
// is about to start there.
func SaveLaunch(ctx context.Context, kv KV, channel, user string, l Launch, now time.Time) error {
	b, _ := json.Marshal(l)
	return kv.PutState(ctx, launchKey(channel, user), b, now.Add(LaunchTTL))
}

// TakeLaunch returns what user last asked to open in channel, if it is still waiting, and
// forgets it.
func TakeLaunch(ctx context.Context, kv KV, channel, user string, now time.Time) (Launch, bool) {
	b, err := kv.GetState(ctx, launchKey(channel, user))
	if err != nil {
		return Launch{}, false
	}
	var l Launch
	if json.Unmarshal(b, &l) != nil {
		return Launch{}, false
	}
	_ = kv.PutState(ctx, launchKey(channel, user), []byte("{}"), now) // expired at once
	return l, true
}

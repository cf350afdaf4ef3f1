//go:build !race

package discord_test

import "time"

// testDeferAfter is the adapter's DeferAfter in tests: the default.
const testDeferAfter = 1500 * time.Millisecond

// raceDetector reports whether the tests run under the race detector.
const raceDetector = false

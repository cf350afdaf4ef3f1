//go:build race

package discord_test

import "time"

// testDeferAfter is the adapter's DeferAfter in tests. Under the race detector on a loaded
// machine a solve with its picture can take longer than the default 1.5 s, and the reply
// comes deferred where a test waits for it at once; 2.9 s stays under the 3 s Discord (and
// the HTTP-mode handler) allows for the first response. Tests of deferral set their own.
const testDeferAfter = 2900 * time.Millisecond

// raceDetector reports whether the tests run under the race detector: long figures that
// count rather than race (TestPlayPressesPerDigit's extra orders) are left to plain runs.
const raceDetector = true

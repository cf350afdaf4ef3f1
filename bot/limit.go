package bot

import (
	"sync"
	"time"
)

// userLimiter is a token bucket per user: burst tokens, refilled at burst per window.
// A non-positive burst disables it. It is safe for concurrent use.
type userLimiter struct {
	burst  float64
	rate   float64 // tokens per second
	mu     sync.Mutex
	bucket map[string]*tokens
}

type tokens struct {
	n    float64
	last time.Time
}

func newUserLimiter(burst int, window time.Duration) *userLimiter {
	return &userLimiter{burst: float64(burst), rate: float64(burst) / window.Seconds(), bucket: make(map[string]*tokens)}
}

// allow takes one token from user's bucket and reports whether there was one; when there
// was not, retry is how long until there is.
func (l *userLimiter) allow(user string, now time.Time) (ok bool, retry time.Duration) {
	if l.burst <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.bucket) > 10000 { // drop full buckets so memory stays bounded
		for u, t := range l.bucket {
			if t.n+now.Sub(t.last).Seconds()*l.rate >= l.burst {
				delete(l.bucket, u)
			}
		}
	}
	t, ok := l.bucket[user]
	if !ok {
		t = &tokens{n: l.burst, last: now}
		l.bucket[user] = t
	}
	t.n += now.Sub(t.last).Seconds() * l.rate
	if t.n > l.burst {
		t.n = l.burst
	}
	t.last = now
	if t.n < 1 {
		return false, time.Duration((1 - t.n) / l.rate * float64(time.Second))
	}
	t.n--
	return true, 0
}

// Package limit bounds what each member of a server may ask of the bot: a token bucket
// per member for the rate of requests, and a cap on the jobs one member has in flight.
// Both are safe for concurrent use and take the time as an argument, so tests drive them
// with a fake clock.
package limit

import (
	"sync"
	"time"
)

// Buckets are a token bucket per user: burst tokens, refilled at burst per window.
// A non-positive burst disables it. It is safe for concurrent use.
type Buckets struct {
	burst  float64
	rate   float64 // tokens per second
	mu     sync.Mutex
	bucket map[string]*tokens
}

type tokens struct {
	n    float64
	last time.Time
}

// NewBuckets returns buckets of burst tokens, refilled at burst per window.
func NewBuckets(burst int, window time.Duration) *Buckets {
	return &Buckets{burst: float64(burst), rate: float64(burst) / window.Seconds(), bucket: make(map[string]*tokens)}
}

// Allow takes one token from user's bucket and reports whether there was one; when there
// was not, retry is how long until there is.
func (l *Buckets) Allow(user string, now time.Time) (ok bool, retry time.Duration) {
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

// Jobs caps the work each member has in flight, so that one member cannot
// hold every worker. It is safe for concurrent use.
type Jobs struct {
	max    int // a non-positive max means no cap
	mu     sync.Mutex
	starts map[string][]time.Time // in-flight jobs' start times per member
}

// NewJobs returns a cap of max jobs per member; a non-positive max means no cap.
func NewJobs(max int) *Jobs {
	return &Jobs{max: max, starts: make(map[string][]time.Time)}
}

// Enter records a job of user started at now. When user already has max jobs, it returns
// false and the time until the oldest of them runs out of its budget.
func (m *Jobs) Enter(user string, now time.Time, budget time.Duration) (leave func(), retry time.Duration, ok bool) {
	if m.max <= 0 {
		return func() {}, 0, true
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	jobs := m.starts[user]
	if len(jobs) >= m.max {
		oldest := jobs[0]
		for _, t := range jobs[1:] {
			if t.Before(oldest) {
				oldest = t
			}
		}
		return nil, oldest.Add(budget).Sub(now), false
	}
	m.starts[user] = append(jobs, now)
	var once sync.Once
	return func() {
		once.Do(func() {
			m.mu.Lock()
			defer m.mu.Unlock()
			jobs := m.starts[user]
			for i, t := range jobs {
				if t.Equal(now) {
					jobs = append(jobs[:i], jobs[i+1:]...)
					break
				}
			}
			if len(jobs) == 0 {
				delete(m.starts, user)
			} else {
				m.starts[user] = jobs
			}
		})
	}, 0, true
}

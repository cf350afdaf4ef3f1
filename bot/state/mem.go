package state

import (
	"context"
	"sync"
	"time"
)

// Mem is a [Store] in memory: state survives as long as the process (or as long as the
// value is shared, as tests do across restarts of a Bot). Use a persistent store in
// production. The zero value is not usable; call [NewMem]. It is safe for concurrent use.
type Mem struct {
	mu   sync.Mutex
	m    map[string]memEntry
	now  func() time.Time
	puts int
}

type memEntry struct {
	value   []byte
	expires time.Time
}

// NewMem returns an empty Mem.
func NewMem() *Mem { return &Mem{m: make(map[string]memEntry), now: time.Now} }

// PutState stores value under key until expires.
func (s *Mem) PutState(ctx context.Context, key string, value []byte, expires time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.puts++; s.puts%1024 == 0 { // keep memory bounded by the TTL: sweep now and then
		now := s.now()
		for k, e := range s.m {
			if now.After(e.expires) {
				delete(s.m, k)
			}
		}
	}
	s.m[key] = memEntry{append([]byte(nil), value...), expires}
	return nil
}

// GetState returns the value under key, or an error matching [ErrNotFound].
func (s *Mem) GetState(ctx context.Context, key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.m[key]
	if !ok || s.now().After(e.expires) {
		return nil, ErrNotFound
	}
	return append([]byte(nil), e.value...), nil
}

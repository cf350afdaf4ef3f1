package session

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// memGames is a store.Games in memory, for a bot configured without a store (tests, a
// quick local run): games are lost on restart.
type memGames struct {
	mu       sync.Mutex
	games    map[string]store.GameRecord
	settings map[string]store.PlayerSettings
}

// NewMemGames returns an empty store.Games in memory.
func NewMemGames() store.Games {
	return &memGames{games: map[string]store.GameRecord{}, settings: map[string]store.PlayerSettings{}}
}

func (m *memGames) SaveGame(_ context.Context, g store.GameRecord) error {
	if err := g.Validate(); err != nil {
		return err
	}
	if g.UpdatedAt.IsZero() {
		g.UpdatedAt = time.Now()
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	old, ok := m.games[g.ID]
	if (g.Version == 1 && ok) || (g.Version > 1 && (!ok || old.Version != g.Version-1)) {
		return fmt.Errorf("session: save game: %w: game %s is not at version %d", store.ErrConflict, g.ID, g.Version-1)
	}
	g.Data = append([]byte(nil), g.Data...)
	m.games[g.ID] = g
	return nil
}

func (m *memGames) GetGame(_ context.Context, id string) (store.GameRecord, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	g, ok := m.games[id]
	if !ok {
		return store.GameRecord{}, store.ErrNotFound
	}
	return g, nil
}

func (m *memGames) CurrentGame(_ context.Context, owner, kind string) (store.GameRecord, error) {
	return first(m.open(kind, false, func(g store.GameRecord) bool { return g.Owner == owner }))
}

func (m *memGames) ListGames(_ context.Context, owner, kind string, limit int) ([]store.GameRecord, error) {
	out := m.open(kind, false, func(g store.GameRecord) bool { return g.Owner == owner })
	return out[:min(len(out), max(limit, 0))], nil
}

func (m *memGames) ChannelGame(_ context.Context, channel, kind string) (store.GameRecord, error) {
	return first(m.open(kind, true, func(g store.GameRecord) bool { return g.Channel == channel }))
}

// open returns the unfinished games of kind, co-op or private as together says, that mine
// accepts, latest first.
func (m *memGames) open(kind string, together bool, mine func(store.GameRecord) bool) []store.GameRecord {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []store.GameRecord
	for _, g := range m.games {
		if g.Kind == kind && !g.Finished && g.Together == together && mine(g) {
			out = append(out, g)
		}
	}
	latestFirst(out)
	return out
}

// first returns the first of gs, or store.ErrNotFound.
func first(gs []store.GameRecord) (store.GameRecord, error) {
	if len(gs) == 0 {
		return store.GameRecord{}, store.ErrNotFound
	}
	return gs[0], nil
}

// latestFirst sorts games as the store lists them: the latest saved first, then by ID.
func latestFirst(gs []store.GameRecord) {
	slices.SortFunc(gs, func(a, b store.GameRecord) int {
		if c := b.UpdatedAt.Compare(a.UpdatedAt); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
}

func (m *memGames) GetPlayerSettings(_ context.Context, user string) (store.PlayerSettings, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if s, ok := m.settings[user]; ok {
		return s, nil
	}
	return store.DefaultPlayerSettings(user), nil
}

func (m *memGames) PutPlayerSettings(_ context.Context, s store.PlayerSettings) error {
	if s.UserID == "" {
		return fmt.Errorf("session: put player settings: user ID is empty")
	}
	if s.UpdatedAt.IsZero() {
		s.UpdatedAt = time.Now()
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.settings[s.UserID] = s
	return nil
}

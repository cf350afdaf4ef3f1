package state

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

// FromStore adapts a [store.States] (SQLite or PostgreSQL) to a [Store], so that button
// state survives restarts and any instance can answer any button.
func FromStore(s store.States) Store { return storeState{s} }

type storeState struct{ s store.States }

func (st storeState) PutState(ctx context.Context, key string, value []byte, expires time.Time) error {
	return st.s.PutState(ctx, key, value, expires)
}

func (st storeState) GetState(ctx context.Context, key string) ([]byte, error) {
	v, err := st.s.GetState(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	return v, err
}

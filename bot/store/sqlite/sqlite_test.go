package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/bot/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storetest.Opener {
		path := filepath.Join(t.TempDir(), "sudokubot.db")
		return func() (store.Store, error) { return sqlite.Open(path) }
	})
}

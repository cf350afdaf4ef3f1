package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/bot/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(tb testing.TB) storetest.Opener {
		path := filepath.Join(tb.TempDir(), "sudokubot.db")
		return func() (store.Store, error) { return sqlite.Open(path) }
	})
}

func BenchmarkStore(b *testing.B) {
	storetest.Bench(b, func(tb testing.TB) storetest.Opener {
		path := filepath.Join(tb.TempDir(), "sudokubot.db")
		return func() (store.Store, error) { return sqlite.Open(path) }
	})
}

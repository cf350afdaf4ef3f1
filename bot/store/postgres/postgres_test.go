package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
	"github.com/sudokubot/sudokubot/bot/store/storetest"
)

// envURL names the variable holding the test database's URL, such as
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const envURL = "SUDOKUBOT_TEST_POSTGRES"

// testURL returns the test database's URL, or skips the test.
func testURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(envURL)
	if base == "" {
		t.Skipf("%s is not set; set it to a PostgreSQL URL (postgres://…/test?sslmode=disable) to run the PostgreSQL tests", envURL)
	}
	return base
}

// freshSchema creates an empty schema for one test, dropped when it ends, and
// returns a URL whose connections use it.
func freshSchema(t testing.TB, base string) string {
	t.Helper()
	var b [6]byte
	rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to %s: %v", envURL, err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	dropSchemaAtEnd(t, base, schema)
	return withSearchPath(t, base, schema)
}

// dropSchemaAtEnd drops schema (if it exists) when the test ends.
func dropSchemaAtEnd(t testing.TB, base, schema string) {
	t.Cleanup(func() {
		admin, err := pgx.Connect(context.Background(), base)
		if err != nil {
			t.Errorf("connect to drop schema: %v", err)
			return
		}
		defer admin.Close(context.Background())
		if _, err := admin.Exec(context.Background(), "DROP SCHEMA IF EXISTS "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema: %v", err)
		}
	})
}

// withSearchPath adds search_path=schema to a URL's parameters; pgx sends
// unknown parameters to the server as run-time settings.
func withSearchPath(t testing.TB, base, schema string) string {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		t.Fatalf("%s must be a postgres:// URL", envURL)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func TestConformance(t *testing.T) {
	base := testURL(t)
	storetest.Run(t, func(tb testing.TB) storetest.Opener {
		u := freshSchema(tb, base)
		return func() (store.Store, error) { return postgres.Open(context.Background(), u) }
	})
}

func BenchmarkStore(b *testing.B) {
	base := testURL(b)
	storetest.Bench(b, func(tb testing.TB) storetest.Opener {
		u := freshSchema(tb, base)
		return func() (store.Store, error) { return postgres.Open(context.Background(), u) }
	})
}

package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlstore"
)

// TestEmbeddedMigrations: the embedded set loads and starts at 1 (the loader's rules are
// tested in bot/store/sqlstore).
func TestEmbeddedMigrations(t *testing.T) {
	ms, err := sqlstore.LoadMigrations(migrations)
	if err != nil || len(ms) == 0 || ms[0].Version != 1 {
		t.Fatalf("embedded migrations: %v, %v", ms, err)
	}
}

// appliedVersions reads the schema_migrations table.
func appliedVersions(t *testing.T, db *DB) []int {
	t.Helper()
	rows, err := db.read.QueryContext(context.Background(), `SELECT version FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var vs []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return vs
}

// TestConcurrentOpen opens one new file from several goroutines at once, as
// processes starting together would: each migration is applied once.
func TestConcurrentOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "db.sqlite")
	var wg sync.WaitGroup
	dbs := make([]*DB, 6)
	for i := range dbs {
		wg.Go(func() {
			db, err := Open(path)
			if err != nil {
				t.Errorf("Open %d: %v", i, err)
				return
			}
			dbs[i] = db
		})
	}
	wg.Wait()
	for _, db := range dbs {
		if db != nil {
			defer db.Close()
		}
	}
	if t.Failed() {
		return
	}
	ms, _ := sqlstore.LoadMigrations(migrations)
	if got := appliedVersions(t, dbs[0]); len(got) != len(ms) {
		t.Errorf("schema_migrations = %v, want each of %d migrations once", got, len(ms))
	}
	var mode string
	if err := dbs[0].read.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
	var fk int
	if err := dbs[0].write.QueryRow(`PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
		t.Errorf("foreign_keys = %d, %v; want 1", fk, err)
	}
}

func TestNewerSchemaRejected(t *testing.T) {
	path := filepath.Join(t.TempDir(), "db.sqlite")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.write.Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_future.sql', 0)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = Open(path)
	if err == nil {
		db.Close()
		t.Fatal("Open of a database from a newer program succeeded")
	}
	if !strings.HasPrefix(err.Error(), "sqlite: migrate: ") || !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open error = %q", err)
	}
}

func TestOpenBadPath(t *testing.T) {
	for _, path := range []string{"", ":memory:", "file:x.db", "x.db?mode=ro", filepath.Join(t.TempDir(), "missing", "dir", "x.db")} {
		db, err := Open(path)
		if err == nil {
			db.Close()
			t.Errorf("Open(%q) succeeded", path)
			continue
		}
		if !strings.HasPrefix(err.Error(), "sqlite: ") {
			t.Errorf("Open(%q) error %q lacks the package prefix", path, err)
		}
	}
}

func TestErrorsArePrefixed(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "db.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	ctx := context.Background()
	_, err = db.RecordAnswer(ctx, answer("g", "u"))
	if err == nil || !strings.HasPrefix(err.Error(), "sqlite: record answer: ") {
		t.Errorf("RecordAnswer on a closed store: %v", err)
	}
	if _, err := db.ClaimPost(ctx, "g", answer("g", "u").Date, "o", 1, answer("g", "u").At); err == nil ||
		!strings.HasPrefix(err.Error(), "sqlite: claim post: ") {
		t.Errorf("ClaimPost on a closed store: %v", err)
	}
}

// answer returns a correct answer of user in guild.
func answer(guild, user string) store.Answer {
	return store.Answer{GuildID: guild, UserID: user, Date: store.Date{Year: 2026, Month: time.May, Day: 4},
		Correct: true, At: time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC), Seconds: 42}
}

// TestMigrationGap: a migration numbered below one already applied (another branch's 0002
// merged after 0004 shipped) is still applied, once. The test adds a top migration 0999
// first, then a gap 0500 below it.
func TestMigrationGap(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "db.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	before := appliedVersions(t, db)
	if len(before) == 0 {
		t.Fatal("no migration applied")
	}
	later := fstest.MapFS{}
	for _, m := range mustLoad(t) {
		later["migrations/"+m.Name] = &fstest.MapFile{Data: []byte(m.SQL)}
	}
	later["migrations/0999_top.sql"] = &fstest.MapFile{Data: []byte("CREATE TABLE top_applied (x INTEGER)")}
	if err := sqlstore.Migrate(ctx, db.Store, later); err != nil {
		t.Fatal(err)
	}
	later["migrations/0500_gap.sql"] = &fstest.MapFile{Data: []byte("CREATE TABLE gap_filled (x INTEGER)")}
	for range 2 { // the second run applies nothing
		if err := sqlstore.Migrate(ctx, db.Store, later); err != nil {
			t.Fatal(err)
		}
	}
	var n int
	if err := db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = 500`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("migration 0500 recorded %d times (%v), want once", n, err)
	}
	if _, err := db.read.ExecContext(ctx, `SELECT x FROM gap_filled`); err != nil {
		t.Errorf("the gap's migration did not run: %v", err)
	}
	if got := appliedVersions(t, db); len(got) != len(before)+2 {
		t.Errorf("applied %v, want %v and 500, 999", got, before)
	}
}

func mustLoad(t *testing.T) []sqlstore.Migration {
	t.Helper()
	ms, err := sqlstore.LoadMigrations(migrations)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

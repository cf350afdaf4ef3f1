package postgres_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
)

// TestConcurrentOpen opens one fresh schema from several goroutines at once,
// as instances starting together would: the advisory lock makes each
// migration apply once and every Open succeed.
func TestConcurrentOpen(t *testing.T) {
	u := freshSchema(t, testURL(t))
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Go(func() {
			db, err := postgres.Open(ctx, u)
			if err != nil {
				t.Errorf("Open %d: %v", i, err)
				return
			}
			db.Close()
		})
	}
	wg.Wait()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n, distinct int
	if err := conn.QueryRow(ctx, `SELECT COUNT(*), COUNT(DISTINCT version) FROM schema_migrations`).Scan(&n, &distinct); err != nil {
		t.Fatal(err)
	}
	if n == 0 || n != distinct {
		t.Errorf("schema_migrations has %d rows, %d versions; want each version once", n, distinct)
	}
}

func TestNewerSchemaRejected(t *testing.T) {
	u := freshSchema(t, testURL(t))
	ctx := context.Background()
	db, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES (9999, '9999_future.sql')`); err != nil {
		t.Fatal(err)
	}
	db, err = postgres.Open(ctx, u)
	if err == nil {
		db.Close()
		t.Fatal("Open of a database from a newer program succeeded")
	}
	if !strings.HasPrefix(err.Error(), "postgres: migrate: ") || !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open error = %q", err)
	}
}

// TestOpenErrors needs no server: bad URLs fail at once, never echo the password.
func TestOpenErrors(t *testing.T) {
	ctx := context.Background()
	for _, u := range []string{
		"postgres://user:s3cret@127.0.0.1:notaport/db",
		"postgres://user:s3cret@127.0.0.1:5432/db?pool_max_conns=lots",
	} {
		db, err := postgres.Open(ctx, u)
		if err == nil {
			db.Close()
			t.Errorf("Open(%q) succeeded", u)
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "postgres: ") || strings.Contains(msg, "s3cret") {
			t.Errorf("Open(%q) error = %q", u, msg)
		}
	}
}

// TestReconnect kills the store's server connections, as a database restart
// would: calls may fail while it is down, and the store recovers on its own
// once the server answers again, with nothing committed lost.
func TestReconnect(t *testing.T) {
	u := freshSchema(t, testURL(t))
	app := fmt.Sprintf("sudokubot_reconnect_%d", time.Now().UnixNano())
	u += "&application_name=" + app
	ctx := context.Background()
	db, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	d := store.Date{Year: 2026, Month: time.June, Day: 1}
	answer := func(user string) error {
		_, err := db.RecordAnswer(ctx, store.Answer{GuildID: "g", UserID: user, Date: d, Correct: true, At: time.Now(), Seconds: 1})
		return err
	}
	if err := answer("before"); err != nil {
		t.Fatal(err)
	}
	admin, err := pgx.Connect(ctx, testURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	var killed int
	if err := admin.QueryRow(ctx, `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1`, app).Scan(&killed); err != nil {
		t.Fatal(err)
	}
	if killed == 0 {
		t.Fatal("found no connection of the store to kill")
	}
	// The pool checks a connection idle for over a second before handing it out.
	time.Sleep(1100 * time.Millisecond)
	if err := answer("after"); err != nil {
		t.Fatalf("RecordAnswer after the connections were killed: %v", err)
	}
	board, err := db.Leaderboard(ctx, "g", d)
	if err != nil || len(board) != 2 {
		t.Errorf("Leaderboard = %+v, %v; want both answers", board, err)
	}
}

// TestSearchPathSchemaCreated follows docs/SCALING.md and docs/STORE.md as written:
// ?search_path=sudokubot on a database without that schema. Open creates the schema,
// and instances opening at once all succeed.
func TestSearchPathSchemaCreated(t *testing.T) {
	base := testURL(t)
	schema := fmt.Sprintf("t_new_%d", time.Now().UnixNano())
	dropSchemaAtEnd(t, base, schema)
	u := withSearchPath(t, base, schema)
	errs := make(chan error, 3)
	for range 3 {
		go func() {
			db, err := postgres.Open(context.Background(), u)
			if err == nil {
				err = db.Close()
			}
			errs <- err
		}()
	}
	for range 3 {
		if err := <-errs; err != nil {
			t.Errorf("Open with a new search_path schema: %v", err)
		}
	}
	db, err := postgres.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n, err := db.CountUnused(context.Background(), "medium", 9); err != nil || n != 0 {
		t.Errorf("CountUnused in the new schema = %d, %v", n, err)
	}
}

// TestSearchPathSchemaNotCreatable: a role that may not create the schema gets the one
// command to run, naming the schema and the role.
func TestSearchPathSchemaNotCreatable(t *testing.T) {
	base := testURL(t)
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	const role = "sudokubot_test_nocreate"
	if _, err := admin.Exec(ctx, `DO $$ BEGIN CREATE ROLE `+role+` LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`); err != nil {
		t.Skipf("cannot create a test role (the test database's user is no superuser?): %v", err)
	}
	schema := fmt.Sprintf("t_denied_%d", time.Now().UnixNano())
	dropSchemaAtEnd(t, base, schema)
	u, err := url.Parse(withSearchPath(t, base, schema))
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.User(role)
	db, err := postgres.Open(ctx, u.String())
	if err == nil {
		db.Close()
		t.Fatalf("Open as %s created schema %s", role, schema)
	}
	want := "run, as the database's owner: CREATE SCHEMA " + schema + " AUTHORIZATION " + role + ";"
	if !strings.Contains(err.Error(), want) {
		t.Errorf("Open error = %q, want it to say %q", err, want)
	}
}

package sqlstore

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"
)

// A Migration is one schema change, read from migrations/NNNN_what.sql.
type Migration struct {
	Version int
	Name    string // the file's base name
	SQL     string
}

// LoadMigrations reads fsys's migrations/*.sql in version order. Each name
// starts with a positive version number and '_'; no two share a version.
func LoadMigrations(fsys fs.FS) ([]Migration, error) {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []Migration
	for _, name := range names {
		base := strings.TrimPrefix(name, "migrations/")
		prefix, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(prefix)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: name must start with a version number and '_'", base)
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, Migration{v, base, string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i := 1; i < len(ms); i++ {
		if ms[i].Version == ms[i-1].Version {
			return nil, fmt.Errorf("migrations %s and %s share a version", ms[i-1].Name, ms[i].Name)
		}
	}
	return ms, nil
}

// Migrate applies the migrations of fsys that s's database lacks, all in one
// transaction (after the dialect's MigrationLock), so that a failure leaves
// the schema as it was and stores opening one database at once apply each
// migration once. A database with a version newer than fsys's is refused.
// It is a function, not a method, so that it is no method of the adapters'
// DB types, which embed Store.
func Migrate(ctx context.Context, s *Store, fsys fs.FS) error {
	ms, err := LoadMigrations(fsys)
	if err != nil {
		return s.wrap("migrate", err)
	}
	err = s.inTx(ctx, func(tx Conn) error {
		if s.d.MigrationLock != "" {
			if _, err := tx.Exec(ctx, s.d.MigrationLock); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, s.d.MigrationsTable); err != nil {
			return err
		}
		applied, err := readApplied(ctx, tx)
		if err != nil {
			return err
		}
		for v := range applied {
			if latest := ms[len(ms)-1].Version; v > latest {
				return fmt.Errorf("database schema version %d is newer than this program's %d", v, latest)
			}
		}
		// Apply every migration not yet applied, not only those above the highest applied:
		// branches number their migrations apart, so a gap (0001, 0004) may fill later.
		for _, m := range ms {
			if applied[m.Version] {
				continue
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return fmt.Errorf("%s: %w", m.Name, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
				m.Version, m.Name, s.d.Time(time.Now())); err != nil {
				return err
			}
		}
		return nil
	})
	return s.wrap("migrate", err)
}

// readApplied returns the versions recorded in schema_migrations.
func readApplied(ctx context.Context, tx Conn) (map[int]bool, error) {
	applied := map[int]bool{}
	err := tx.Query(ctx, func(row Row) error {
		var v int
		err := row.Scan(&v)
		applied[v] = true
		return err
	}, `SELECT version FROM schema_migrations`)
	return applied, err
}

package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"

	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// openStore opens the store named by dsn: sqlite://path (the default, one instance) or
// postgres://… (several instances sharing one database).
func openStore(ctx context.Context, dsn string) (store.Store, error) {
	switch {
	case strings.HasPrefix(dsn, "sqlite://"):
		path := strings.TrimPrefix(dsn, "sqlite://")
		if path == "" {
			return nil, fmt.Errorf("SUDOKUBOT_DB %q names no file", dsn)
		}
		if err := creatable(path); err != nil {
			return nil, fmt.Errorf("SUDOKUBOT_DB %q: cannot create the SQLite file %s: %w (set SUDOKUBOT_DB to a writable path, e.g. sqlite:///data/sudokubot.db in Docker)", dsn, path, err)
		}
		db, err := sqlite.Open(path)
		if err != nil {
			return nil, fmt.Errorf("SUDOKUBOT_DB %q: %w", dsn, err)
		}
		return db, nil
	case strings.HasPrefix(dsn, "postgres://"), strings.HasPrefix(dsn, "postgresql://"):
		return postgres.Open(ctx, dsn)
	}
	return nil, fmt.Errorf("SUDOKUBOT_DB %q is neither sqlite://… nor postgres://…", redactDSN(dsn))
}

// creatable checks that the SQLite file at path exists or can be created, so that a
// read-only or missing directory is reported with the path rather than as SQLite's
// "out of memory (14)".
func creatable(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return pe.Err
		}
		return err
	}
	return f.Close()
}

// dailyJobs is the background side of the puzzle of the day: the scheduler and the bank.
type dailyJobs struct {
	store  store.Store
	sched  *daily.Scheduler
	bank   *daily.Bank
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// start runs the scheduler and the bank worker until stop, unless manual (tests tick
// the scheduler and fill the bank themselves).
func (d *dailyJobs) start(manual bool) {
	if manual {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	d.wg.Add(2)
	go func() { defer d.wg.Done(); d.sched.Run(ctx) }()
	go func() { defer d.wg.Done(); d.bank.Run(ctx) }()
}

// stop cancels the scheduler and the bank worker and waits for them.
func (d *dailyJobs) stop() {
	if d.cancel != nil {
		d.cancel()
	}
	d.wg.Wait()
}

// Scheduler returns the daily scheduler once Run has started it (nil before).
func (m *Main) Scheduler() *daily.Scheduler {
	if m.daily == nil {
		return nil
	}
	return m.daily.sched
}

// Bank returns the daily puzzle bank once Run has started it (nil before).
func (m *Main) Bank() *daily.Bank {
	if m.daily == nil {
		return nil
	}
	return m.daily.bank
}

// Store returns the open store once Run has opened it (nil before, or when State was set
// and no store is used).
func (m *Main) Store() store.Store {
	if m.daily == nil {
		return nil
	}
	return m.daily.store
}

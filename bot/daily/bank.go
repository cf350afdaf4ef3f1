package daily

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// Generator makes rated puzzles; bot.Engine is one.
type Generator interface {
	Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error)
}

// logicGenerator is the [Generator] of package logic.
type logicGenerator struct{}

func (logicGenerator) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return logic.Generate(ctx, opt)
}

// BankStore is what a [Bank] needs from the store: the settings (to know which bands and
// sizes are in use) and the puzzle bank.
type BankStore interface {
	store.Settings
	store.Puzzles
}

// BankOptions configure a [Bank]. The zero value works.
type BankOptions struct {
	Target int           // unused puzzles to keep per band and size; 0 means 7 (a week)
	Every  time.Duration // how often Run checks the bank; 0 means 1 min
	Budget time.Duration // time allowed to generate one puzzle; 0 means 2 min
	Engine Generator     // generator and rater; nil means logic.Generate
	Logger *slog.Logger  // nil means slog.Default()
	// Always lists bank keys kept full even when no guild uses them yet, so that a new
	// server gets its first post at once.
	Always []BankKey
}

// A BankKey names one shelf of the bank: a band and a grid size.
type BankKey struct {
	Band string
	Size int
}

// A Bank keeps the puzzle bank topped up in the background with generated, rated puzzles,
// per band and size in use, so that no tick or handler ever generates. Several instances
// may run one on the same store: each counts the shelf again before generating, and the
// store adds a puzzle only while the shelf is below the target (store.Puzzles.AddPuzzleUpTo),
// so instances starting together fill it to the target, not to a multiple of it. Run it in
// its own goroutine.
type Bank struct {
	st   BankStore
	opts BankOptions
	log  *slog.Logger
}

// NewBank returns a Bank filling st.
func NewBank(st BankStore, o BankOptions) *Bank {
	if o.Target <= 0 {
		o.Target = 7
	}
	if o.Every <= 0 {
		o.Every = time.Minute
	}
	if o.Budget <= 0 {
		o.Budget = 2 * time.Minute
	}
	if o.Engine == nil {
		o.Engine = logicGenerator{}
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return &Bank{st: st, opts: o, log: o.Logger}
}

// Run fills the bank now and then every period until ctx ends, and returns ctx's error.
func (k *Bank) Run(ctx context.Context) error {
	t := time.NewTicker(k.opts.Every)
	defer t.Stop()
	for {
		if _, err := k.Fill(ctx); err != nil && ctx.Err() == nil {
			k.log.Warn("daily bank: refill failed; retrying later", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Keys returns the bank keys in use: every band the enabled guilds may need this week
// (the ramp spans three bands) with their sizes, plus Always.
func (k *Bank) Keys(ctx context.Context) ([]BankKey, error) {
	guilds, err := k.st.ListEnabled(ctx)
	if err != nil {
		return nil, err
	}
	keys := append([]BankKey(nil), k.opts.Always...)
	for _, g := range guilds {
		days := 1
		if g.Ramp {
			days = 7
		}
		d := store.Date{Year: 2026, Month: time.January, Day: 5} // a Monday
		for i := 0; i < days; i++ {
			keys = append(keys, BankKey{DayBand(g, d.AddDays(i)), g.Size})
		}
	}
	slices.SortFunc(keys, func(a, b BankKey) int {
		if a.Size != b.Size {
			return a.Size - b.Size
		}
		return BandIndex(a.Band) - BandIndex(b.Band)
	})
	return slices.Compact(keys), nil
}

// Fill tops up every bank key in use to Target unused puzzles and returns how many it
// added. It stops at ctx's end. A puzzle that cannot be generated within Budget is
// skipped until the next call.
func (k *Bank) Fill(ctx context.Context) (int, error) {
	keys, err := k.Keys(ctx)
	if err != nil {
		return 0, err
	}
	added := 0
	var errs []error
	for _, key := range keys {
		// Another instance may fill the shelf meanwhile: count before each puzzle, and let
		// the store refuse one past the target. A duplicate costs an attempt; a shelf is
		// given at most twice its target of attempts per call.
		for attempt := 0; attempt < 2*k.opts.Target; attempt++ {
			n, err := k.st.CountUnused(ctx, key.Band, key.Size)
			if err != nil {
				errs = append(errs, err)
				break
			}
			if n >= k.opts.Target {
				break
			}
			if ctx.Err() != nil {
				return added, ctx.Err()
			}
			p, err := k.generate(ctx, key)
			if err != nil {
				errs = append(errs, err)
				break
			}
			ok, err := k.st.AddPuzzleUpTo(ctx, p, k.opts.Target)
			if err != nil && !errors.Is(err, store.ErrConflict) {
				errs = append(errs, err)
				break
			}
			if ok {
				added++
			}
		}
	}
	if added > 0 {
		k.log.Info("daily bank: refilled", "added", added)
	}
	return added, errors.Join(errs...)
}

// generate makes and rates one puzzle for key, and solves it for the stored solution.
func (k *Bank) generate(ctx context.Context, key BankKey) (store.PuzzleRecord, error) {
	var b [8]byte
	rand.Read(b[:])
	seed := binary.LittleEndian.Uint64(b[:]) >> 12
	gctx, cancel := context.WithTimeout(ctx, k.opts.Budget)
	defer cancel()
	g, r, err := k.opts.Engine.Generate(gctx, logic.GenerateOptions{Size: key.Size, Band: GenerateBand(key.Band), Symmetry: "rot180", Seed: seed})
	if err != nil {
		return store.PuzzleRecord{}, fmt.Errorf("daily: generate %s %d×%d: %w", key.Band, key.Size, key.Size, err)
	}
	var s sudoku.Solver
	sol := s.Solve(gctx, g)
	if sol.Status != sudoku.Unique {
		return store.PuzzleRecord{}, fmt.Errorf("daily: generated %s %d×%d puzzle (seed %d) has no unique solution", key.Band, key.Size, key.Size, seed)
	}
	return store.PuzzleRecord{Kind: store.KindSudoku, Size: key.Size, Band: key.Band, Puzzle: g.String(),
		Solution: sol.Grid.String(), Rating: r.SE, Score: r.Score, Hardest: r.Hardest.String(), Seed: int64(seed)}, nil
}

package daily_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/postgres"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// relabelGenerator makes a distinct valid puzzle per seed quickly: one 9×9 puzzle with its
// digits relabelled by a permutation chosen by the seed. Each call takes a little time, so
// that banks filling at once overlap as real generation (seconds a puzzle) does.
type relabelGenerator struct{}

const basePuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

func (relabelGenerator) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	time.Sleep(2 * time.Millisecond)
	perm := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	for i, s := len(perm)-1, opt.Seed; i > 0; i-- { // Fisher–Yates driven by the seed
		j := int(s % uint64(i+1))
		s /= uint64(i + 1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	b := []byte(basePuzzle)
	for i, c := range b {
		if c != '.' {
			b[i] = byte('0' + perm[c-'1'])
		}
	}
	g, err := sudoku.Parse(string(b))
	return g, logic.Rating{SE: 2.0, Band: opt.Band, Hardest: technique.HiddenSingle}, err
}

// Instances starting together each run a bank on the shared database: together they fill
// each shelf to the target, not to a multiple of it (issue 24: 14 unused instead of 7).
func TestBanksStartingTogether(t *testing.T) {
	openers := map[string]func(t *testing.T) func() (store.Store, error){
		"sqlite": func(t *testing.T) func() (store.Store, error) {
			path := filepath.Join(t.TempDir(), "bank.db")
			return func() (store.Store, error) { return sqlite.Open(path) }
		},
		"postgres": func(t *testing.T) func() (store.Store, error) {
			base := os.Getenv("SUDOKUBOT_TEST_POSTGRES")
			if base == "" {
				t.Skip("SUDOKUBOT_TEST_POSTGRES is not set; set it to a PostgreSQL URL to fill one bank from several instances")
			}
			// A schema of its own, which Open creates, dropped at the end.
			schema := fmt.Sprintf("t_bank_%d", time.Now().UnixNano())
			t.Cleanup(func() {
				conn, err := pgx.Connect(context.Background(), base)
				if err != nil {
					t.Errorf("connect to drop schema: %v", err)
					return
				}
				defer conn.Close(context.Background())
				conn.Exec(context.Background(), "DROP SCHEMA IF EXISTS "+schema+" CASCADE")
			})
			u, err := url.Parse(base)
			if err != nil {
				t.Fatal("SUDOKUBOT_TEST_POSTGRES is not a URL")
			}
			q := u.Query()
			q.Set("search_path", schema)
			u.RawQuery = q.Encode()
			return func() (store.Store, error) { return postgres.Open(context.Background(), u.String()) }
		},
	}
	for name, opener := range openers {
		t.Run(name, func(t *testing.T) {
			open := opener(t)
			const band = "medium"
			const target, instances = 7, 3
			var wg sync.WaitGroup
			quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
			for range instances {
				st, err := open()
				if err != nil {
					t.Fatal(err)
				}
				defer st.Close()
				bank := daily.NewBank(st, daily.BankOptions{Target: target, Engine: relabelGenerator{}, Logger: quiet,
					Always: []daily.BankKey{{Band: band, Size: 9}}})
				wg.Go(func() {
					if _, err := bank.Fill(t.Context()); err != nil {
						t.Errorf("Fill: %v", err)
					}
				})
			}
			wg.Wait()
			st, err := open()
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			if n, err := st.CountUnused(t.Context(), band, 9); err != nil || n != target {
				t.Errorf("%d banks filling at once left %d unused puzzles (%v), want %d", instances, n, err, target)
			}
		})
	}
}

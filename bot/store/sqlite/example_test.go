package sqlite_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// Two instances (here two handles on one file) try to post the same guild's
// daily puzzle; only the one that wins the claim posts.
func ExampleOpen() {
	dir, _ := os.MkdirTemp("", "sudokubot")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	a, err := sqlite.Open(filepath.Join(dir, "bot.db"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer a.Close()
	b, _ := sqlite.Open(filepath.Join(dir, "bot.db"))
	defer b.Close()

	date := store.Date{Year: 2026, Month: time.November, Day: 22}
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	okA, _ := a.ClaimPost(ctx, "guild", date, "instance-a", 10*time.Minute, now)
	okB, _ := b.ClaimPost(ctx, "guild", date, "instance-b", 10*time.Minute, now)
	fmt.Println(okA, okB)
	fmt.Println(b.CompletePost(ctx, "guild", date, "instance-b", "msg", 0))
	fmt.Println(a.CompletePost(ctx, "guild", date, "instance-a", "msg", 0))
	// Output:
	// true false
	// sqlite: complete post: store: conflict
	// <nil>
}

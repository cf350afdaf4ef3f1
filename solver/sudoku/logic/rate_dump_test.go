package logic

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestSEDump writes RateSE's rating of every top1465 puzzle and of every puzzle of the
// shared SE-rated files (SERATE_DUMP_SETS=hard: only the forum ones asked for below) to
// the file named by SERATE_DUMP, one line each (puzzle, ER/EP/ED, hardest technique,
// steps, CPU time), so two builds can be compared with diff. It skips unless SERATE_DUMP
// is set.
func TestSEDump(t *testing.T) {
	out := os.Getenv("SERATE_DUMP")
	if out == "" {
		t.Skip("set SERATE_DUMP=file to write every rating")
	}
	var puzzles []string
	if os.Getenv("SERATE_DUMP_SETS") != "hard" {
		for _, l := range sharedtest.Lines(t, "sudoku/9x9/puzzles3_magictour_top1465") {
			puzzles = append(puzzles, l[:81])
		}
		for _, c := range sharedtest.SECases(t, "techniques/sudokuexchange_diabolical_first60_se_ratings.txt") {
			puzzles = append(puzzles, c.Puzzle)
		}
		for _, c := range sharedtest.SECases(t, "techniques/calibration_se_hodoku_qqwing_261.tsv") {
			puzzles = append(puzzles, c.Puzzle)
		}
	}
	// SERATE_DUMP_HARD=k adds every k-th rated puzzle of the forum-hardest file.
	if k, _ := strconv.Atoi(os.Getenv("SERATE_DUMP_HARD")); k > 0 {
		n := 0
		for _, l := range sharedtest.Lines(t, "techniques/forum_HardestDatabase110626_se_ratings.txt") {
			if f := strings.Split(l, ","); len(f) >= 7 && len(f[0]) == 81 && f[5] != "" {
				if n++; n%k == 1 || k == 1 {
					puzzles = append(puzzles, f[0])
				}
			}
		}
	}
	// SERATE_DUMP_P5=n adds n puzzles spread over puzzles5_forum_hardest_1905_11+.
	if k, _ := strconv.Atoi(os.Getenv("SERATE_DUMP_P5")); k > 0 {
		lines := sharedtest.Lines(t, "sudoku/9x9/puzzles5_forum_hardest_1905_11+")
		for i := 0; i < len(lines) && k > 0; i, k = i+len(lines)/k, k-1 {
			puzzles = append(puzzles, lines[i][:81])
		}
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range puzzles {
		g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		start := sharedtest.CPUTime()
		r, err := Rate(ctx, g)
		el := sharedtest.CPUTime() - start
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		fmt.Fprintf(f, "%s %.1f/%.1f/%.1f %v %d %.2fms\n", p, r.SE, r.EP, r.ED, r.Hardest, r.Steps, float64(el.Microseconds())/1000)
	}
}

package logic

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

type calRow struct {
	puzzle, set string
	se          float64
	seHardest   string
	hodokuLevel string
	hodokuScore int
	ours        Rating
	steps       []technique.Step
}

// rateFast rates with the package's own counter for the solution (the engine alone).
func rateFast(t testing.TB, p string) ([]technique.Step, Rating) {
	g, err := sudoku.Parse(strings.ReplaceAll(p, "0", "."))
	if err != nil {
		t.Fatal(err)
	}
	b := board.New(g)
	cnt := newCounter(b.Sh)
	if k, _ := cnt.countFrom(b, 2, 0); k != 1 {
		t.Fatalf("%s: %d solutions", p, k)
	}
	steps, err := pathFrom(context.Background(), b, cnt.first, false)
	if err != nil {
		t.Fatal(err)
	}
	return steps, RatePath(steps)
}

// TestCalibration compares our ratings with Sukaku Explainer's (SE) and HoDoKu's on the
// calibration set and the Sudoku Exchange diabolical sample: the share of puzzles with
// |ER - SE| <= 0.5 per set, rank correlation, and band agreement with HoDoKu's levels.
func TestCalibration(t *testing.T) {
	var rows []calRow
	for _, l := range sharedtest.Lines(t, "techniques/calibration_se_hodoku_qqwing_261.tsv") {
		f := strings.Split(l, "\t")
		if len(f) < 10 {
			continue
		}
		se, _ := strconv.ParseFloat(f[3], 64)
		sc, _ := strconv.Atoi(f[8])
		rows = append(rows, calRow{puzzle: f[0], set: f[1] + " " + f[2], se: se, seHardest: f[6], hodokuLevel: f[7], hodokuScore: sc})
	}
	for _, l := range sharedtest.Lines(t, "techniques/sudokuexchange_diabolical_first60_se_ratings.txt") {
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		se, _ := strconv.ParseFloat(f[2], 64)
		rows = append(rows, calRow{puzzle: f[1], set: "sudokuexchange diabolical", se: se})
	}
	for i := range rows {
		rows[i].steps, rows[i].ours = rateFast(t, rows[i].puzzle)
	}
	bySet := map[string][]calRow{}
	var sets []string
	for _, r := range rows {
		if _, ok := bySet[r.set]; !ok {
			sets = append(sets, r.set)
		}
		bySet[r.set] = append(bySet[r.set], r)
	}
	sort.Strings(sets)
	within := 0
	for _, s := range sets {
		rs := bySet[s]
		k := 0
		var ours, theirs []float64
		for _, r := range rs {
			if math.Abs(r.ours.SE-r.se) <= 0.5+1e-9 {
				k++
			}
			ours = append(ours, r.ours.SE)
			theirs = append(theirs, r.se)
		}
		within += k
		t.Logf("%-28s n=%3d  |ER-SE|<=0.5: %3d (%3.0f%%)  median ours %.1f SE %.1f", s, len(rs), k, 100*float64(k)/float64(len(rs)), median(ours), median(theirs))
	}
	var ours, theirs []float64
	for _, r := range rows {
		ours = append(ours, r.ours.SE)
		theirs = append(theirs, r.se)
	}
	rho := spearman(ours, theirs)
	t.Logf("all: n=%d within 0.5: %d (%.0f%%), Spearman rho %.2f", len(rows), within, 100*float64(within)/float64(len(rows)), rho)
	// band vs HoDoKu level
	levels := []string{"Easy", "Medium", "Hard", "Unfair", "Extreme"}
	for _, lv := range levels {
		var cnt [6]int
		var sc []float64
		for _, r := range rows {
			if r.hodokuLevel == lv {
				cnt[r.ours.Band]++
				sc = append(sc, float64(r.ours.Score))
			}
		}
		t.Logf("HoDoKu %-8s ours: beginner %d easy %d medium %d hard %d expert %d beyond %d; median score %.0f", lv, cnt[0], cnt[1], cnt[2], cnt[3], cnt[4], cnt[5], median(sc))
	}
	if testing.Verbose() {
		for _, r := range rows {
			if math.Abs(r.ours.SE-r.se) > 0.5 {
				t.Logf("miss %s %-26s SE %.1f (%s) ours %.1f (%v)", r.puzzle, r.set, r.se, r.seHardest, r.ours.SE, r.ours.Hardest)
			}
		}
	}
	if rho < 0.6 {
		t.Errorf("rank correlation with SE is %.2f; want >= 0.6", rho)
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && xs[idx[j+1]] == xs[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return r
}

func spearman(a, b []float64) float64 {
	ra, rb := ranks(a), ranks(b)
	var ma, mb float64
	for i := range ra {
		ma += ra[i]
		mb += rb[i]
	}
	ma /= float64(len(ra))
	mb /= float64(len(rb))
	var num, da, db float64
	for i := range ra {
		num += (ra[i] - ma) * (rb[i] - mb)
		da += (ra[i] - ma) * (ra[i] - ma)
		db += (rb[i] - mb) * (rb[i] - mb)
	}
	return num / math.Sqrt(da*db)
}

var _ = fmt.Sprint

package scan_test

import (
	"context"
	"errors"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
)

// countCtx is a context that ends at its after+1-th check: Err counts the checks. Read is
// single-threaded, so the count is the same on every run of one picture. When first is
// not nil, it records for each function that asks (by its name) the number of its first
// check.
type countCtx struct {
	context.Context
	checks, after int
	first         map[string]int
}

func (c *countCtx) Err() error {
	c.checks++
	if c.first != nil {
		if pc, _, _, ok := runtime.Caller(1); ok {
			name := runtime.FuncForPC(pc).Name()
			if _, seen := c.first[name]; !seen {
				c.first[name] = c.checks
			}
		}
	}
	if c.checks > c.after {
		return context.Canceled
	}
	return nil
}

// TestReadStops: wherever in its searches the context ends (after the k-th check, for
// k spread over all the checks a whole reading makes), Read returns context.Canceled,
// making only a few checks more on its way out (each search left finds nothing at its
// first); given as many checks as a whole reading makes, it reads the grid as it does
// without a context that ends. The pictures take the long ways: a sheet's block halved as
// JPEG (lattice, tiles, outline, faint and dim lattices, box lines), a photo, a board of
// tiles.
func TestReadStops(t *testing.T) {
	for _, file := range []string{
		"testdata/libreoffice/halved-tinted-no-borders-short-rows.jpg",
		"testdata/photos/image1.jpg",
		"testdata/shots/shot01.png",
	} {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			opt := scan.Options{Budget: scan.NewBudget(1 << 30)} // never waits: countCtx's Done never closes
			whole := &countCtx{Context: context.Background(), after: math.MaxInt}
			want, wantErr := scan.Read(whole, data, opt)
			if wantErr != nil {
				t.Fatalf("read whole: %v", wantErr)
			}
			checks := whole.checks
			t.Logf("%d checks", checks)
			for i := range 12 {
				k := i * checks / 12
				c := &countCtx{Context: context.Background(), after: k}
				if _, err := scan.Read(c, data, opt); !errors.Is(err, context.Canceled) {
					t.Errorf("ended after check %d of %d: %v, want context.Canceled", k, checks, err)
				}
				if more := c.checks - k - 1; more > maxChecksAfterEnd {
					t.Errorf("ended after check %d of %d: %d checks more before Read returned, want %d at most", k, checks, more, maxChecksAfterEnd)
				}
			}
			got, err := scan.Read(&countCtx{Context: context.Background(), after: checks}, data, opt)
			if err != nil || got.Grid.String() != want.Grid.String() {
				t.Errorf("given all %d checks: %v, %v; want %v", checks, got, err, want.Grid)
			}
		})
	}
}

// maxChecksAfterEnd is how many checks Read may make once its context has ended: one for
// each search left to ask, which finds nothing.
const maxChecksAfterEnd = 40

// TestReadStopsInEveryStage: the stages of Read that once ran to their end, their work
// linear in the picture's pixels, whatever ctx said (up to half a second under load on a
// large page: robust65, issue 23), ask ctx: labelling the ink for the outlines and each of
// NewSearch's steps, the edge maps and peaks of the lattice searches and of the box lines,
// gathering the tiles' blobs; and those bounded by one grid, each up to a tenth of a
// second on a large page (robust75): straightening an outline's grid (outline.Try), the
// panel's and the broken lattice's searches, cutting the found grid's cells. Each is seen
// asking in one of the pictures at least, and ending ctx at its first check there, Read
// returns context.Canceled within maxChecksAfterEnd checks.
func TestReadStopsInEveryStage(t *testing.T) {
	const mod = "github.com/sudokubot/sudokubot/scan/internal/"
	stages := []string{
		mod + "raster.label", // LabelContext and Label4 are its wrappers
		mod + "outline.NewSearch",
		mod + "outline.outlinesIn",
		mod + "lattice.(*Cache).search",
		mod + "lattice.Boxes",
		mod + "tiles.flatBlobs",
		mod + "outline.Try",
		mod + "lattice.Panel",
		mod + "lattice.crossed",
		"github.com/sudokubot/sudokubot/scan.(*picture).cutCells",
	}
	seen := map[string]bool{}
	for _, file := range []string{
		"testdata/libreoffice/halved-tinted-no-borders-short-rows.jpg",
		"testdata/photos/image1.jpg",
		"testdata/shots/shot01.png",
		"testdata/chromium/phone16-dark-panel-halved.jpg",
	} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		opt := scan.Options{Budget: scan.NewBudget(1 << 30)}
		whole := &countCtx{Context: context.Background(), after: math.MaxInt, first: map[string]int{}}
		if _, err := scan.Read(whole, data, opt); err != nil {
			t.Fatalf("%s: read whole: %v", file, err)
		}
		for _, stage := range stages {
			k, ok := whole.first[stage]
			if !ok {
				continue
			}
			seen[stage] = true
			c := &countCtx{Context: context.Background(), after: k - 1}
			if _, err := scan.Read(c, data, opt); !errors.Is(err, context.Canceled) {
				t.Errorf("%s: ended at %s's first check (%d of %d): %v, want context.Canceled", file, stage, k, whole.checks, err)
			}
			if more := c.checks - k; more > maxChecksAfterEnd {
				t.Errorf("%s: ended at %s's first check (%d of %d): %d checks more before Read returned, want %d at most", file, stage, k, whole.checks, more, maxChecksAfterEnd)
			}
		}
	}
	for _, stage := range stages {
		if !seen[stage] {
			t.Errorf("%s never asks ctx", strings.TrimPrefix(stage, mod))
		}
	}
}

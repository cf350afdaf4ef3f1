package raster

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"
)

// TestLabel: Label's 8-connected and Label4's 4-connected components, their boxes, sizes
// and ids in the order of their first pixel, and every ink pixel labelled.
func TestLabel(t *testing.T) {
	tests := []struct {
		name  string
		four  bool // Label4
		rows  []string
		boxes [][4]int // each component's MinX, MinY, MaxX, MaxY, in order of first pixel
		sizes []int
	}{
		{name: "empty", rows: []string{"...", "..."}},
		{name: "one pixel", rows: []string{"...", ".#."}, boxes: [][4]int{{1, 1, 1, 1}}, sizes: []int{1}},
		{name: "diagonal joins (8-connected)", rows: []string{"#..", ".#.", "..#"}, boxes: [][4]int{{0, 0, 2, 2}}, sizes: []int{3}},
		{name: "two apart", rows: []string{"#.#", "#.#"}, boxes: [][4]int{{0, 0, 0, 1}, {2, 0, 2, 1}}, sizes: []int{2, 2}},
		{name: "ring", rows: []string{"###", "#.#", "###"}, boxes: [][4]int{{0, 0, 2, 2}}, sizes: []int{8}},
		{name: "4: empty", four: true, rows: []string{"...", "..."}},
		{name: "4: diagonal apart", four: true, rows: []string{"#..", ".#.", "..#"}, boxes: [][4]int{{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}}, sizes: []int{1, 1, 1}},
		{name: "4: ring", four: true, rows: []string{"###", "#.#", "###"}, boxes: [][4]int{{0, 0, 2, 2}}, sizes: []int{8}},
		{name: "4: squares corner to corner", four: true, rows: []string{"##..", "##..", "..##", "..##"}, boxes: [][4]int{{0, 0, 1, 1}, {2, 2, 3, 3}}, sizes: []int{4, 4}},
		{name: "8: squares corner to corner", rows: []string{"##..", "##..", "..##", "..##"}, boxes: [][4]int{{0, 0, 3, 3}}, sizes: []int{8}},
		{name: "4: an L and a pixel at its corner", four: true, rows: []string{"..#", ".##", "#.."}, boxes: [][4]int{{1, 0, 2, 1}, {0, 2, 0, 2}}, sizes: []int{3, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, h := len(tc.rows[0]), len(tc.rows)
			bin := make([]uint8, 0, w*h)
			for _, r := range tc.rows {
				for _, c := range r {
					bin = append(bin, uint8(strings.Count(string(c), "#")))
				}
			}
			label := Label
			if tc.four {
				label = Label4
			}
			labels, comps := label(bin, w, h)
			if len(comps) != len(tc.boxes) {
				t.Fatalf("%d components, want %d", len(comps), len(tc.boxes))
			}
			for i, c := range comps {
				if got := [4]int{c.MinX, c.MinY, c.MaxX, c.MaxY}; got != tc.boxes[i] || c.N != tc.sizes[i] || c.ID != int32(i+1) {
					t.Errorf("component %d: box %v, %d pixels, id %d; want %v, %d, %d", i, got, c.N, c.ID, tc.boxes[i], tc.sizes[i], i+1)
				}
			}
			for i, v := range bin {
				if (v != 0) != (labels[i] != 0) {
					t.Errorf("pixel %d: ink %d, label %d", i, v, labels[i])
				}
			}
		})
	}
}

// endCtx is a context whose Err ends at its after+1-th call and counts the calls.
type endCtx struct {
	context.Context
	checks, after int
}

func (c *endCtx) Err() error {
	if c.checks++; c.checks > c.after {
		return context.Canceled
	}
	return nil
}

// TestLabelContextStops: LabelContext labels as Label does while ctx lasts, asking it at
// least once every LabelEvery pixels, also inside one component the size of the picture
// (graph paper's lines are one); ended at any of its checks, it stops there.
func TestLabelContextStops(t *testing.T) {
	const w, h = 700, 500
	bin := make([]uint8, w*h)
	for y := range h {
		for x := range w {
			if x%7 == 0 || y%7 == 0 || (x*31+y*17)%97 == 0 {
				bin[y*w+x] = 1
			}
		}
	}
	wantLabels, wantComps := Label(bin, w, h)
	whole := &endCtx{Context: context.Background(), after: math.MaxInt}
	labels, comps, ok := LabelContext(whole, bin, w, h)
	if !ok || !slices.Equal(labels, wantLabels) || !slices.Equal(comps, wantComps) {
		t.Fatalf("LabelContext with ctx lasting: ok %v, %d components; Label: %d", ok, len(comps), len(wantComps))
	}
	if least := w * h / LabelEvery; whole.checks < least {
		t.Errorf("%d checks, want %d at least (one every %d pixels)", whole.checks, least, LabelEvery)
	}
	for k := range whole.checks {
		c := &endCtx{Context: context.Background(), after: k}
		if _, _, ok := LabelContext(c, bin, w, h); ok || c.checks != k+1 {
			t.Errorf("ended after check %d: ok %v after %d checks, want false after %d", k, ok, c.checks, k+1)
		}
	}
}

package raster

import (
	"strings"
	"testing"
)

func TestLabel(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		boxes [][4]int // each component's MinX, MinY, MaxX, MaxY, in order of first pixel
		sizes []int
	}{
		{name: "empty", rows: []string{"...", "..."}},
		{name: "one pixel", rows: []string{"...", ".#."}, boxes: [][4]int{{1, 1, 1, 1}}, sizes: []int{1}},
		{name: "diagonal joins (8-connected)", rows: []string{"#..", ".#.", "..#"}, boxes: [][4]int{{0, 0, 2, 2}}, sizes: []int{3}},
		{name: "two apart", rows: []string{"#.#", "#.#"}, boxes: [][4]int{{0, 0, 0, 1}, {2, 0, 2, 1}}, sizes: []int{2, 2}},
		{name: "ring", rows: []string{"###", "#.#", "###"}, boxes: [][4]int{{0, 0, 2, 2}}, sizes: []int{8}},
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
			labels, comps := Label(bin, w, h)
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

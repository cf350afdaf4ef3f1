package main

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestReadClasses reads htmlshots' .cls files: classes, m for marked empty cells, and the
// errors of a bad class, a bad field and a grid that is not square.
func TestReadClasses(t *testing.T) {
	tests := []struct {
		file   string
		truth  []uint8
		marked []int // indices of the marked cells
		bad    bool
	}{
		{file: "good.cls", truth: []uint8{1, 0, 0, 2, 3, 4, 0, 0, 17, 23, 0, 1, 0, 0, 0, 9}, marked: []int{2, 7, 12, 13}},
		{file: "badclass.cls", bad: true},
		{file: "word.cls", bad: true},
		{file: "notsquare.cls", bad: true},
	}
	for _, tc := range tests {
		truth, marked, err := readClasses(filepath.Join("testdata", tc.file))
		if tc.bad {
			if err == nil {
				t.Errorf("%s: no error", tc.file)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		var got []int
		for i, m := range marked {
			if m {
				got = append(got, i)
			}
		}
		if !slices.Equal(truth, tc.truth) || !slices.Equal(got, tc.marked) {
			t.Errorf("%s: truth %v marked %v, want %v %v", tc.file, truth, got, tc.truth, tc.marked)
		}
	}
}

package cellink

import (
	"image"
	"testing"
)

// TestStacks: the pieces of a grey 4 and 1 binarised apart (0x3a002 calc-02's cells
// r1c12 and r16c13, the warped cells' coordinates) stack into boxes as tall as the digit;
// a piece beside another, sharing no column, or too far below it, stays alone.
func TestStacks(t *testing.T) {
	tests := []struct {
		name string
		in   []image.Rectangle
		gap  int
		want []image.Rectangle
	}{
		{
			name: "4's upright over its bar",
			in:   []image.Rectangle{image.Rect(7, 9, 12, 23), image.Rect(20, 10, 23, 17), image.Rect(16, 18, 24, 23)},
			gap:  3,
			want: []image.Rectangle{image.Rect(7, 9, 12, 23), image.Rect(16, 10, 24, 23), image.Rect(16, 10, 24, 23)},
		},
		{
			name: "1's stem, a speck, its foot",
			in:   []image.Rectangle{image.Rect(8, 9, 12, 14), image.Rect(10, 16, 12, 20), image.Rect(8, 21, 14, 23)},
			gap:  3,
			want: []image.Rectangle{image.Rect(8, 9, 14, 23), image.Rect(8, 9, 14, 23), image.Rect(8, 9, 14, 23)},
		},
		{
			name: "side by side, no shared column",
			in:   []image.Rectangle{image.Rect(2, 5, 8, 19), image.Rect(8, 5, 14, 19)},
			gap:  3,
			want: []image.Rectangle{image.Rect(2, 5, 8, 19), image.Rect(8, 5, 14, 19)},
		},
		{
			name: "three rows apart at gap 3",
			in:   []image.Rectangle{image.Rect(4, 2, 8, 8), image.Rect(4, 11, 8, 16)},
			gap:  3,
			want: []image.Rectangle{image.Rect(4, 2, 8, 8), image.Rect(4, 11, 8, 16)},
		},
		{
			name: "two rows apart at gap 3",
			in:   []image.Rectangle{image.Rect(4, 2, 8, 8), image.Rect(4, 10, 8, 16)},
			gap:  3,
			want: []image.Rectangle{image.Rect(4, 2, 8, 16), image.Rect(4, 2, 8, 16)},
		},
	}
	for _, tt := range tests {
		got := Stacks(tt.in, tt.gap)
		for i := range tt.want {
			if got[i] != tt.want[i] {
				t.Errorf("%s: box %d: got %v, want %v", tt.name, i, got[i], tt.want[i])
			}
		}
	}
}

// TestWidens: a faint box round a digit's box widens it when as tall and half as wide
// again at least, holding it.
func TestWidens(t *testing.T) {
	tests := []struct {
		name     string
		faint, b image.Rectangle
		want     bool
	}{
		{"grey 1 left of a 6", image.Rect(9, 13, 26, 27), image.Rect(17, 13, 26, 27), true},
		{"grey 4 right of a 1", image.Rect(7, 9, 24, 23), image.Rect(7, 9, 13, 23), true},
		{"the same box", image.Rect(7, 9, 13, 23), image.Rect(7, 9, 13, 23), false},
		{"a speck a little wider", image.Rect(5, 9, 13, 23), image.Rect(7, 9, 13, 23), false},
		{"taller: a mark above", image.Rect(3, 2, 13, 23), image.Rect(7, 9, 13, 23), false},
		{"beside, not round it", image.Rect(14, 9, 24, 23), image.Rect(7, 9, 13, 23), false},
	}
	for _, tt := range tests {
		if got := Widens(tt.faint, tt.b); got != tt.want {
			t.Errorf("%s: Widens(%v, %v) = %v, want %v", tt.name, tt.faint, tt.b, got, tt.want)
		}
	}
}

// TestStackHeight: a stack within the digit's rows counts its height; rows of pencil
// marks stacked taller than the digit count the piece's own.
func TestStackHeight(t *testing.T) {
	tests := []struct {
		name             string
		stack            image.Rectangle
		own, top, bottom int
		want             int
	}{
		{"4's pieces beside a 1 in rows 9-22", image.Rect(16, 10, 24, 23), 7, 9, 22, 13},
		{"a stack over the digit's rows", image.Rect(16, 2, 24, 23), 7, 9, 22, 7},
		{"a stack below them", image.Rect(16, 12, 24, 28), 5, 9, 22, 5},
		{"a piece taller than its stack's rows", image.Rect(16, 10, 24, 14), 4, 9, 22, 4},
	}
	for _, tt := range tests {
		if got := StackHeight(tt.stack, tt.own, tt.top, tt.bottom); got != tt.want {
			t.Errorf("%s: StackHeight = %d, want %d", tt.name, got, tt.want)
		}
	}
}

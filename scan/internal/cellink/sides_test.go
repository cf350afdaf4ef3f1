package cellink

import (
	"image"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// TestTileArc: half of a round tile's outline, taller than a third over the symbols and
// thin, is the tile's (0xc2e5 tiles-16-01: an empty tile's right half read 3, its left
// half 12); a symbol as tall, a thick piece that tall and any piece with no barH are not.
func TestTileArc(t *testing.T) {
	tests := []struct {
		name string
		cp   raster.Component
		barH int
		want bool
	}{
		{"a tile's right half (r7c8: 18×27, 81 pixels; symbols 12, barH 16)", raster.Component{N: 81, MinX: 9, MinY: 0, MaxX: 26, MaxY: 26}, 16, true},
		{"a tile's left half (r6c9: 20×26, 77 pixels)", raster.Component{N: 77, MinX: 2, MinY: 0, MaxX: 21, MaxY: 25}, 16, true},
		{"a symbol of the grid's height (a 3: 9×12, 40 pixels)", raster.Component{N: 40, MinX: 10, MinY: 8, MaxX: 18, MaxY: 19}, 16, false},
		{"a thick piece as tall as a half (a marks column joined: 8×20, 60 pixels)", raster.Component{N: 60, MinX: 10, MinY: 4, MaxX: 17, MaxY: 23}, 16, false},
		{"no barH (a 9×9 grid's cell)", raster.Component{N: 81, MinX: 9, MinY: 0, MaxX: 26, MaxY: 26}, 0, false},
	}
	for _, tt := range tests {
		if got := TileArc(&tt.cp, tt.barH); got != tt.want {
			t.Errorf("%s: TileArc = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestFramed: a cell cursor's frame, a few pixels thick along all four sides of the cell
// (a digit or not inside), is a frame; a cell's own thin lines, a thick box line along two
// sides, and a frame with a side missing are not.
func TestFramed(t *testing.T) {
	const s = 40 // the picture's side; the cell is (4,4)-(36,36)
	cellR := image.Rect(4, 4, 36, 36)
	// drawn is the cell's ink with bars of thickness th along the sides named (t, b, l, r),
	// and a 2's likeness inside when digit is set.
	drawn := func(th int, sides string, digit bool) []uint8 {
		bin := make([]uint8, s*s)
		for y := cellR.Min.Y; y < cellR.Max.Y; y++ {
			for x := cellR.Min.X; x < cellR.Max.X; x++ {
				in := func(side byte) bool { return strings.IndexByte(sides, side) >= 0 }
				switch {
				case in('t') && y < cellR.Min.Y+th, in('b') && y >= cellR.Max.Y-th,
					in('l') && x < cellR.Min.X+th, in('r') && x >= cellR.Max.X-th:
					bin[y*s+x] = 1
				case digit && x >= 22 && x < 29 && (y == 12 || y == 23 || x == 28 && y < 18 || x == 22 && y > 17):
					bin[y*s+x] = 1
				}
			}
		}
		return bin
	}
	tests := []struct {
		name string
		bin  []uint8
		want bool
	}{
		{"a cursor's frame, 5 pixels thick, a 2 inside", drawn(5, "tblr", true), true},
		{"a cursor's frame, 2 pixels thick, empty", drawn(2, "tblr", false), true},
		{"the cell's own thin lines all round", drawn(1, "tblr", true), false},
		{"a thick box line along the top and left", drawn(5, "tl", true), false},
		{"a thick frame with its right side missing", drawn(5, "tbl", true), false},
		{"no ink", drawn(0, "", false), false},
	}
	for _, tt := range tests {
		if got := Framed(tt.bin, s, cellR); got != tt.want {
			t.Errorf("%s: Framed = %v, want %v", tt.name, got, tt.want)
		}
	}
}

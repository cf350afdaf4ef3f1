package cellink

import (
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

package raster

import (
	"image"
	"image/color"
	"testing"
)

// TestContent checks a window on an empty screen, a picture whose corners differ, and an
// empty one.
func TestContent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bg     uint8
		window image.Rectangle // drawn at grey 200, its inside at 90
		corner bool            // the top-left corner set light
		want   image.Rectangle
		ok     bool
	}{
		{"a window on a black screen", 0, image.Rect(30, 20, 70, 50), false, image.Rect(30, 20, 70, 50), true},
		{"a window at the screen's edge, the corners empty", 10, image.Rect(0, 40, 25, 60), false, image.Rect(0, 40, 25, 60), true},
		{"corners that differ", 0, image.Rect(30, 20, 70, 50), true, image.Rectangle{}, false},
		{"an empty screen", 0, image.Rectangle{}, false, image.Rectangle{}, false},
	} {
		g := image.NewGray(image.Rect(0, 0, 100, 80))
		for i := range g.Pix {
			g.Pix[i] = tc.bg
		}
		for y := tc.window.Min.Y; y < tc.window.Max.Y; y++ {
			for x := tc.window.Min.X; x < tc.window.Max.X; x++ {
				v := uint8(200)
				if x > tc.window.Min.X+2 && x < tc.window.Max.X-3 && y > tc.window.Min.Y+2 && y < tc.window.Max.Y-3 {
					v = 90
				}
				g.SetGray(x, y, color.Gray{v})
			}
		}
		if tc.corner {
			g.SetGray(0, 0, color.Gray{255})
		}
		got, ok := Content(g, 8)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: Content = %v, %v, want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

package lattice

import (
	"image"
	"math/rand/v2"
	"testing"
)

// panelPicture is a page of grey 30, w×h, with a panel of grey 48 over [x0,x1)×[y0,y1)
// holding light digit-like bars, one row of the panel broken by a dark fringe 5 pixels
// wide (the page's grey) beside a bar.
func panelPicture(w, h, x0, y0, x1, y1 int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8(30)
			if x >= x0 && x < x1 && y >= y0 && y < y1 {
				v = 48
				if (x-x0)%29 >= 12 && (x-x0)%29 < 15 && (y-y0)%29 >= 8 && (y-y0)%29 < 20 {
					v = 220
				}
			}
			g.Pix[y*w+x] = v
		}
	}
	fringe := (y0 + y1) / 2
	for x := x0 + 40; x < x0+45; x++ {
		g.Pix[fringe*w+x] = 30
	}
	return g
}

// TestPanel: a square panel on a page is cut into equal cells from its sides; a panel
// far from square is none, nor a square of noise; a picture cropped to the panel and a
// little page above and below it (the panel its commonest grey) still shows it.
func TestPanel(t *testing.T) {
	l, ok := Panel(t.Context(), panelPicture(300, 400, 20, 50, 281, 311), 9)
	if !ok {
		t.Fatal("Panel found no panel")
	}
	if l.N != 9 || l.Xs[0] != 20 || l.Xs[9] != 281 || l.Ys[0] != 50 || l.Ys[9] != 311 || l.Xs[1] != 20+261.0/9 {
		t.Errorf("Panel = %d, %v, %v; want 9 cells of 29 from (20,50) to (281,311)", l.N, l.Xs, l.Ys)
	}
	if _, ok := Panel(t.Context(), panelPicture(300, 400, 20, 50, 281, 251), 9); ok {
		t.Error("Panel took a 261×201 panel")
	}
	l, ok = Panel(t.Context(), panelPicture(261, 300, 0, 20, 261, 281), 16)
	if !ok || l.N != 16 || l.Xs[0] != 0 || l.Xs[16] != 261 || l.Ys[0] != 20 || l.Ys[16] != 281 {
		t.Errorf("Panel of a cropped picture = %v, %v, %v; want 16 cells from (0,20) to (261,281)", ok, l.Xs, l.Ys)
	}
	if _, ok := Panel(t.Context(), panelPicture(300, 400, 0, 0, 0, 0), 9); ok {
		t.Error("Panel took a page with no panel")
	}
	// Noise is off its commonest grey nearly everywhere, but not flat, nor on a page.
	noise := panelPicture(300, 400, 20, 50, 281, 311)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise.Pix {
		if noise.Pix[i] == 48 {
			noise.Pix[i] = uint8(rng.IntN(256))
		}
	}
	if _, ok := Panel(t.Context(), noise, 9); ok {
		t.Error("Panel took a square of noise")
	}
}

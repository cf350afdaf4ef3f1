package lattice

import (
	"image"
	"testing"
)

// TestFindFaint: a sheet whose grey lines are steps of 5 from white (a sheet at pixel
// ratio 2 halved twice, its lines spread over two pixels), a 9×9 block of dark digits
// at its columns 3-11 and rows 2-10: no lattice of edgeStep's lines nor of faintStep's,
// the block among the windows FindFaint returns at fainterStep.
func TestFindFaint(t *testing.T) {
	const cw, ch, cols, rows = 36, 17, 14, 18
	const x0, y0 = 3, 2 // the block's first column and row
	w, h := cols*cw+1, rows*ch+1
	g := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8(255)
			if x%cw == 0 || y%ch == 0 {
				v = 250
			}
			g.Pix[y*g.Stride+x] = v
		}
	}
	for r := range 9 {
		for c := range 9 {
			if (r*9+c)%5 == 2 || (r+2*c)%3 == 0 { // about half the cells: a digit
				continue
			}
			for y := (y0+r)*ch + 4; y < (y0+r+1)*ch-4; y++ {
				for x := (x0+c+1)*cw - 9; x < (x0+c+1)*cw-4; x++ {
					g.Pix[y*g.Stride+x] = 40
				}
			}
		}
	}
	if l, ok := Find(t.Context(), g, g, 9); ok {
		t.Fatalf("Find: a window at %v, %v; want none", l.Xs[0], l.Ys[0])
	}
	found := FindFaint(t.Context(), g, g, 9)
	if len(found) == 0 {
		t.Fatal("FindFaint: no window")
	}
	l := found[0]
	if l.N != 9 || abs(int(l.Xs[0]+0.5)-x0*cw) > 1 || abs(int(l.Ys[0]+0.5)-y0*ch) > 1 {
		t.Errorf("FindFaint's first window: %d×%d at (%.1f, %.1f), want 9×9 at (%d, %d)", l.N, l.N, l.Xs[0], l.Ys[0], x0*cw, y0*ch)
	}
}

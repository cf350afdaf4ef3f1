package render

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// TestEncodePNGFaithful encodes every golden picture and checks that the decoded image
// matches the drawing: same size, and any colours merged into the palette stay close.
func TestEncodePNGFaithful(t *testing.T) {
	for _, pc := range pictures {
		img, err := pc.draw(t)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := EncodePNG(&buf, img); err != nil {
			t.Fatal(err)
		}
		size := buf.Len()
		dec, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if !dec.Bounds().Eq(img.Bounds()) {
			t.Fatalf("%s: decoded %v, drew %v", pc.name, dec.Bounds(), img.Bounds())
		}
		worst, changed := 0, 0
		r := img.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				a := img.(*image.RGBA).RGBAAt(x, y)
				r1, g1, b1, _ := dec.At(x, y).RGBA()
				d := max(abs(int(a.R)-int(r1>>8)), abs(int(a.G)-int(g1>>8)), abs(int(a.B)-int(b1>>8)))
				if d > 0 {
					changed++
				}
				worst = max(worst, d)
			}
		}
		t.Logf("%s: %d bytes, %d pixels changed, worst channel error %d", pc.name, size, changed, worst)
		if worst > 16 || changed*100 > r.Dx()*r.Dy() {
			t.Errorf("%s: palette changed %d pixels, worst by %d", pc.name, changed, worst)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestEncodePNGTranslucent keeps images with transparency as they are.
func TestEncodePNGTranslucent(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	img.Pix[3] = 0x80
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
		t.Fatal(err)
	}
	dec, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, a := dec.At(0, 0).RGBA(); a>>8 != 0x80 {
		t.Errorf("alpha %d, want 0x80", a>>8)
	}
}

// TestSudokuPNGRecycles writes pictures of several sizes in turn with SudokuPNG, whose
// memory is reused from one to the next, and wants each to decode to what Sudoku draws.
func TestSudokuPNGRecycles(t *testing.T) {
	p, s, cur := nine(t)
	four, four2 := patternGrid(t, 4, 2, 2, sparse)
	cases := []struct {
		puzzle, grid sudoku.Grid
		opt          Options
	}{
		{p, cur, Options{Marks: candidates(cur), Labels: true}},
		{four, four2, Options{Labels: true}},
		{p, s, Options{Labels: true, CellSize: 56}},
		{p, cur, Options{Marks: candidates(cur), Labels: true}},
		{p, s, Options{Theme: Dark, Selected: []int{3}, Highlight: 5}},
	}
	for round := 0; round < 2; round++ {
		for k, tc := range cases {
			var buf bytes.Buffer
			if err := SudokuPNG(&buf, tc.puzzle, tc.grid, tc.opt); err != nil {
				t.Fatal(err)
			}
			want, err := Sudoku(tc.puzzle, tc.grid, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			if n := diffPixels(got, want, 0); n > 0 || !got.Bounds().Eq(want.Bounds()) {
				t.Errorf("round %d, picture %d: %d pixels differ from Sudoku's", round, k, n)
			}
		}
	}
}

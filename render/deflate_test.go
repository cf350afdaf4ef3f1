package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// decodeExact encodes img with EncodePNG, decodes it with image/png and returns the number
// of pixels that differ from want (nil want: img itself).
func decodeExact(t *testing.T, img image.Image, want image.Image) int {
	t.Helper()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
		t.Fatal(err)
	}
	dec, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if want == nil {
		want = img
	}
	r := want.Bounds()
	if dec.Bounds().Dx() != r.Dx() || dec.Bounds().Dy() != r.Dy() {
		t.Fatalf("decoded %v, want the size of %v", dec.Bounds(), r)
	}
	bad := 0
	d0 := dec.Bounds().Min
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			r1, g1, b1, a1 := want.At(r.Min.X+x, r.Min.Y+y).RGBA()
			r2, g2, b2, a2 := dec.At(d0.X+x, d0.Y+y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				bad++
			}
		}
	}
	return bad
}

// randomFlat draws w×h pixels from k colours in runs, rows often repeating the one above:
// the shapes of a board, without its regularity.
func randomFlat(rng *rand.Rand, w, h, k int) *image.RGBA {
	cols := make([]color.RGBA, k)
	for i := range cols {
		cols[i] = color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 0xff}
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		if y > 0 && rng.IntN(3) == 0 {
			copy(img.Pix[y*img.Stride:(y+1)*img.Stride], img.Pix[(y-1)*img.Stride:y*img.Stride])
			continue
		}
		for x := 0; x < w; {
			c := cols[rng.IntN(k)]
			n := 1 + rng.IntN(1+rng.IntN(300))
			for ; n > 0 && x < w; n-- {
				img.SetRGBA(x, y, c)
				x++
			}
		}
	}
	return img
}

// TestEncodePNGExact checks that the fast encoder's files decode to exactly the pixels
// drawn (up to 256 colours) or to toPaletted's pixels (more), whatever the shape.
func TestEncodePNGExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 26))
	gradient := image.NewRGBA(image.Rect(0, 0, 40, 30)) // 1200 colours: the general path
	for y := 0; y < 30; y++ {
		for x := 0; x < 40; x++ {
			gradient.SetRGBA(x, y, color.RGBA{uint8(6 * x), uint8(8 * y), uint8(x * y), 0xff})
		}
	}
	one := image.NewRGBA(image.Rect(0, 0, 1, 1))
	one.SetRGBA(0, 0, color.RGBA{1, 2, 3, 0xff})
	board, err := Sudoku(parseLine(t, fixture(t, 0)), parseLine(t, fixture(t, 0)), Options{Labels: true, Title: "Exact"})
	if err != nil {
		t.Fatal(err)
	}
	sub := randomFlat(rng, 90, 70, 12).SubImage(image.Rect(13, 7, 80, 61))
	pal := image.NewPaletted(image.Rect(0, 0, 50, 20), color.Palette{color.Black, color.White, color.RGBA{200, 10, 10, 255}})
	for i := range pal.Pix {
		pal.Pix[i] = uint8(i / 37 % 3)
	}
	cases := []struct {
		name string
		img  image.Image
		want image.Image
	}{
		{"1×1", one, nil},
		{"board", board, nil},
		{"runs of 256 colours", randomFlat(rng, 500, 60, 256), nil},
		{"two colours", randomFlat(rng, 1000, 40, 2), nil},
		{"row longer than a match distance", randomFlat(rng, 33000, 3, 5), nil},
		{"sub-image", sub, nil},
		{"paletted", pal, nil},
		{"1200 colours", gradient, toPaletted(gradient)},
	}
	for _, tc := range cases {
		if bad := decodeExact(t, tc.img, tc.want); bad > 0 {
			t.Errorf("%s: %d pixels differ", tc.name, bad)
		}
	}
	// Rows whose runs end just past a 258-byte match, where the last piece must stay ≥ 3.
	for w := 255; w <= 265; w++ {
		img := image.NewRGBA(image.Rect(0, 0, w, 3))
		for i := 0; i < len(img.Pix); i += 4 {
			img.Pix[i+3] = 0xff
		}
		img.SetRGBA(w-1, 1, color.RGBA{9, 9, 9, 0xff})
		if bad := decodeExact(t, img, nil); bad > 0 {
			t.Errorf("width %d: %d pixels differ", w, bad)
		}
	}
}

// TestEncodePNGSmaller pins that the fast path is not bought with bigger files: the 9×9
// board in chat is smaller than compress/flate's BestSpeed made it.
func TestEncodePNGSmaller(t *testing.T) {
	p, s, _ := nine(t)
	img, err := Solution(p, s, Options{Labels: true, CellSize: 56})
	if err != nil {
		t.Fatal(err)
	}
	var fast, std bytes.Buffer
	if err := EncodePNG(&fast, img); err != nil {
		t.Fatal(err)
	}
	if err := encoder.Encode(&std, toPaletted(img.(*image.RGBA))); err != nil {
		t.Fatal(err)
	}
	t.Logf("fast %d bytes, compress/flate BestSpeed %d bytes", fast.Len(), std.Len())
	if fast.Len() > std.Len() {
		t.Errorf("fast path %d bytes, more than BestSpeed's %d", fast.Len(), std.Len())
	}
}

// TestHuffmanLengthsLimit checks the length limit on counts that would need longer codes
// (a Fibonacci sequence), and that the lengths form a complete prefix code.
func TestHuffmanLengthsLimit(t *testing.T) {
	freq := make([]int32, 30)
	a, b := int32(1), int32(1)
	for i := range freq {
		freq[i] = a
		a, b = b, a+b
	}
	for _, limit := range []int{7, 15} {
		lens := huffmanLengths(freq, limit)
		kraft := 0.0
		for s, l := range lens {
			if l == 0 || int(l) > limit {
				t.Fatalf("limit %d: symbol %d has length %d", limit, s, l)
			}
			kraft += 1 / float64(uint(1)<<l)
		}
		if kraft != 1 {
			t.Errorf("limit %d: Kraft sum %v, want 1", limit, kraft)
		}
	}
	if lens := huffmanLengths(make([]int32, 19), 7); lens[0] != 1 || lens[1] != 1 {
		t.Errorf("no symbols: lengths %v, want two codes of one bit", lens)
	}
}

// FuzzEncodePNG encodes small pictures made from the input (width, then pixels from a
// palette of up to 300 colours) and checks the decoded pixels.
func FuzzEncodePNG(f *testing.F) {
	f.Add([]byte{3, 0, 0, 1, 1, 1, 2, 2, 2, 0})
	f.Add(bytes.Repeat([]byte{200, 7}, 300))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 || len(data) > 4096 {
			return
		}
		w := int(data[0]) + 1
		px := data[1:]
		h := (len(px) + w - 1) / w
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		for i := 0; i < w*h; i++ {
			v := int(px[i%len(px)])
			if i >= len(px) {
				v = int(px[len(px)-1])
			}
			v = v * 300 / 256 // up to 300 colours: both paths
			img.SetRGBA(i%w, i/w, color.RGBA{uint8(v * 7), uint8(v / 2), uint8(v * 13 % 256), 0xff})
		}
		var want image.Image = img
		if p := toPaletted(img); p != nil && len(p.Palette) == 256 {
			want = p
		}
		if bad := decodeExact(t, img, want); bad > 0 {
			t.Fatalf("%d×%d: %d pixels differ", w, h, bad)
		}
	})
}

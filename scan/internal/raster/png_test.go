package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// The two sizes scan decodes to (its workSide and fineSide).
const workSide, fineSide = 1100, 2200

// pngVariants encodes one picture in every colour model Go's encoder writes: grey, 16-bit
// grey, RGBA (written as RGB when opaque), NRGBA with transparency, 16-bit RGBA, paletted.
func pngVariants(t testing.TB) map[string][]byte {
	t.Helper()
	const w, h = 67, 45
	rng := rand.New(rand.NewPCG(5, 6))
	gray := image.NewGray(image.Rect(0, 0, w, h))
	gray16 := image.NewGray16(gray.Rect)
	rgba := image.NewRGBA(gray.Rect)
	nrgba := image.NewNRGBA(gray.Rect)
	rgba64 := image.NewRGBA64(gray.Rect)
	pal := image.NewPaletted(gray.Rect, color.Palette{color.White, color.Black, color.RGBA{200, 30, 30, 255}, color.RGBA{0, 0, 255, 255}})
	for y := range h {
		for x := range w {
			v := uint8(rng.IntN(256))
			c := color.NRGBA{v, uint8(x * 3), uint8(y * 5), uint8(rng.IntN(256))}
			gray.SetGray(x, y, color.Gray{v})
			gray16.SetGray16(x, y, color.Gray16{uint16(v)<<8 | uint16(x)})
			rgba.Set(x, y, color.RGBA{c.R, c.G, c.B, 255})
			nrgba.SetNRGBA(x, y, c)
			rgba64.Set(x, y, color.RGBA64{uint16(c.R) << 8, uint16(c.G) << 8, uint16(c.B) << 8, 0xffff})
			pal.SetColorIndex(x, y, uint8(rng.IntN(4)))
		}
	}
	out := map[string][]byte{}
	for name, img := range map[string]image.Image{"gray": gray, "gray16": gray16, "rgb": rgba, "nrgba": nrgba, "rgba64": rgba64, "paletted": pal} {
		for _, level := range []png.CompressionLevel{png.DefaultCompression, png.NoCompression} {
			var b bytes.Buffer
			if err := (&png.Encoder{CompressionLevel: level}).Encode(&b, img); err != nil {
				t.Fatal(err)
			}
			out[name+map[png.CompressionLevel]string{png.DefaultCompression: "", png.NoCompression: " stored"}[level]] = b.Bytes()
		}
	}
	return out
}

// TestStreamPNG: the row-by-row decoder gives the grey pictures the standard decoder and
// shrink give, for every colour model and the testdata screenshots.
func TestStreamPNG(t *testing.T) {
	cases := pngVariants(t)
	files, _ := filepath.Glob("../../testdata/shots/*.png")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases[f] = data
	}
	for name, data := range cases {
		h, err := ReadHeader(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		work, fine, ok, err := StreamPNG(t.Context(), data, h, workSide, fineSide)
		if err != nil || !ok {
			t.Fatalf("%s: StreamPNG: ok %v, %v", name, ok, err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			got  *image.Gray
			side int
		}{{work, workSide}, {fine, fineSide}} {
			want := Shrink(img, c.side)
			if c.got.Rect != want.Rect {
				t.Fatalf("%s: %v, want %v", name, c.got.Rect, want.Rect)
			}
			diff := 0
			for i := range want.Pix {
				d := int(c.got.Pix[i]) - int(want.Pix[i])
				if d > 1 || d < -1 {
					diff++
				}
			}
			if diff > 0 {
				t.Errorf("%s at side %d: %d of %d pixels differ", name, c.side, diff, len(want.Pix))
			}
		}
	}
}

// TestStreamPNGDamaged: a damaged PNG is an error, never a panic.
func TestStreamPNGDamaged(t *testing.T) {
	data := pngVariants(t)["rgb"]
	h, err := ReadHeader(data)
	if err != nil {
		t.Fatal(err)
	}
	for cut := 33; cut < len(data); cut += 97 {
		if _, _, _, err := StreamPNG(t.Context(), data[:cut], h, workSide, fineSide); err == nil {
			t.Errorf("cut at %d: no error", cut)
		}
	}
}

// FuzzStreamPNG: the row-by-row decoder never panics, and when it and the standard decoder
// both read a picture they agree on its grey levels.
func FuzzStreamPNG(f *testing.F) {
	for _, name := range []string{"gray", "rgb", "nrgba", "paletted", "gray16"} {
		f.Add(pngVariants(f)[name])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := ReadHeader(data)
		if err != nil || h.Format != "png" || int64(h.Width)*int64(h.Height) > 1<<18 {
			return
		}
		work, _, ok, err := StreamPNG(t.Context(), data, h, workSide, fineSide)
		if err != nil || !ok {
			return
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return // the standard decoder is stricter (an index past the palette, say)
		}
		if _, isPal := img.(*image.Paletted); isPal {
			return // transparency in a palette: composited on white here, on black there
		}
		want := Shrink(img, workSide)
		if work.Rect != want.Rect {
			t.Fatalf("size %v, want %v", work.Rect, want.Rect)
		}
	})
}

package decode

import (
	"bytes"
	"errors"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/scan/bombtest"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// The two sizes scan decodes to (its workSide and fineSide).
const workSide, fineSide = 1100, 2200

// encoded is a w×h picture of grey stripes in format ("png", "jpeg" or "gif").
func encoded(t *testing.T, format string, w, h int) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i % w % 200)
	}
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGray: Gray refuses what is over a limit or no picture with the error scan returns,
// and decodes every format it accepts to the two grey sizes of the header's picture
// (PNG row by row, the others with the standard decoders). The cap on decoded bytes
// refuses what the pixel cap lets through, and the default cap lets the same file decode
// (the cap, not the file, refused it).
func TestGray(t *testing.T) {
	shot := encoded(t, "png", 3000, 1400)
	tests := []struct {
		name   string
		data   []byte
		lim    Limits
		budget int64 // 0: 1 GiB
		want   error // nil: decoded
	}{
		{name: "text", data: []byte("53..7....6..195..."), want: ErrNotImage},
		{name: "empty", want: ErrNotImage},
		{name: "over the byte cap", data: shot, lim: Limits{MaxBytes: 1000}, want: ErrTooLarge},
		{name: "over the pixel cap", data: shot, lim: Limits{MaxPixels: 1000}, want: ErrTooLarge},
		{name: "16-bit PNG over a 1 MB decoded cap", data: bombtest.PNG16(600), lim: Limits{MaxDecodedBytes: 1 << 20}, want: ErrTooLarge},
		{name: "16-bit PNG under the default cap", data: bombtest.PNG16(600)},
		{name: "over the budget", data: encoded(t, "jpeg", 800, 600), budget: 1 << 10, want: ErrTooLarge},
		{name: "header only", data: shot[:40], want: ErrCorrupt},
		{name: "truncated", data: shot[:len(shot)/2], want: ErrCorrupt},
		{name: "PNG", data: shot},
		{name: "JPEG", data: encoded(t, "jpeg", 2500, 700)},
		{name: "GIF", data: encoded(t, "gif", 300, 200)},
		{name: "WebP", data: bombtest.LosslessWebP(96)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			budget := NewBudget(1 << 30)
			if tt.budget > 0 {
				budget = NewBudget(tt.budget)
			}
			work, fine, h, err := Gray(t.Context(), tt.data, tt.lim, budget, workSide, fineSide)
			if tt.want != nil {
				if !errors.Is(err, tt.want) || !strings.HasPrefix(err.Error(), "scan: ") {
					t.Errorf("Gray = %v, want a scan error wrapping %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("Gray: %v", err)
			}
			for _, s := range []struct {
				g    *image.Gray
				side int
			}{{work, workSide}, {fine, fineSide}} {
				w, ht := raster.ShrunkSize(h.Width, h.Height, s.side)
				if got := s.g.Rect.Size(); got != image.Pt(w, ht) {
					t.Errorf("at side %d: %v, want %d×%d", s.side, got, w, ht)
				}
			}
		})
	}
}

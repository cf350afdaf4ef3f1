package raster

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokubot/sudokubot/scan/bombtest"
)

// TestHeaderTestdata: the header of every testdata picture gives the size the decoder
// finds, and a cost at least the decoded pixels.
func TestHeaderTestdata(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*/*.[jpw][pne][gb]*")
	if len(files) < 10 {
		t.Fatalf("%d testdata pictures", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkHeader(t, f, data)
	}
}

// checkHeader compares ReadHeader with the standard decoders on data: when both read it,
// they agree on the size and the cost covers the decoded pixels.
func checkHeader(t *testing.T, name string, data []byte) {
	t.Helper()
	h, err := ReadHeader(data)
	if err != nil {
		return
	}
	if h.Decoded < int64(h.Width)*int64(h.Height) {
		t.Errorf("%s: cost %d bytes for %d×%d pixels", name, h.Decoded, h.Width, h.Height)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width != h.Width || cfg.Height != h.Height {
		return // decode.Gray refuses a header the decoder reads otherwise
	}
	if int64(cfg.Width)*int64(cfg.Height) > 1<<18 {
		return // keep the fuzzer's work small
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return
	}
	if d := bombtest.DecodedBytes(img); d > h.Decoded {
		t.Errorf("%s: header cost %d bytes, but %T decoded to %d", name, h.Decoded, img, d)
	}
}

// FuzzHeader: ReadHeader never panics, and what it lets through never decodes to more
// than it said.
func FuzzHeader(f *testing.F) {
	for _, b := range bombtest.All(40) {
		f.Add(b.Data)
	}
	for _, g := range []string{"../../testdata/shots/shot00.jpg", "../../testdata/shots/shot01.png"} {
		if data, err := os.ReadFile(g); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("GIF89a\x10\x00\x10\x00\x00\x00\x00;"))
	f.Add([]byte("RIFF\x20\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x00\x00\x00\x00\x0f\x00\x00\x0f\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		checkHeader(t, "fuzz input", data)
	})
}

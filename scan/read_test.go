package scan_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

var update = flag.Bool("update", false, "redraw testdata/shots (held-out screenshots) and their .txt grids")

// TestMain (re)writes the held-out screenshots with -update: they come from a seed that
// scan/train never trains on.
func TestMain(m *testing.M) {
	flag.Parse()
	if *update {
		rng := rand.New(rand.NewPCG(0x7e57, 0x7e57))
		for k := range 12 {
			s := synth.Screenshot(rng)
			base := filepath.Join("testdata", "shots", fmt.Sprintf("shot%02d", k))
			var line strings.Builder
			for _, v := range s.Grid {
				if v == 0 {
					line.WriteByte('.')
				} else {
					line.WriteByte('0' + v)
				}
			}
			ext := ".png"
			if s.Format == "jpeg" {
				ext = ".jpg"
			}
			if err := os.WriteFile(base+ext, s.Data, 0o644); err != nil {
				panic(err)
			}
			if err := os.WriteFile(base+".txt", []byte(line.String()+"\n"), 0o644); err != nil {
				panic(err)
			}
		}
	}
	os.Exit(m.Run())
}

// cases lists every testdata picture with the grid it shows, as one line with '.' blanks.
func cases(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	shots, _ := filepath.Glob("testdata/shots/*.txt")
	for _, f := range shots {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pic, _ := filepath.Glob(strings.TrimSuffix(f, ".txt") + ".[jp][pn]g")
		if len(pic) != 1 {
			t.Fatalf("%s: no picture beside it", f)
		}
		out[pic[0]] = strings.TrimSpace(string(b))
	}
	photos, _ := filepath.Glob("testdata/photos/*.dat")
	for _, f := range photos {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var line strings.Builder
		for _, l := range strings.Split(strings.ReplaceAll(string(b), "\r", ""), "\n")[2:] {
			for _, fld := range strings.Fields(l) {
				if fld == "0" {
					fld = "."
				}
				line.WriteString(fld)
			}
		}
		out[strings.TrimSuffix(f, ".dat")+".jpg"] = line.String()
	}
	if len(out) < 10 {
		t.Fatalf("only %d testdata pictures", len(out))
	}
	return out
}

func TestReadTestdata(t *testing.T) {
	for path, want := range cases(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res, err := scan.Read(t.Context(), data, scan.Options{})
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if got := res.Grid.Line(); got != want {
				t.Errorf("read\n%s\nwant\n%s\n(unsure %v, changed %v)", got, want, res.Unsure, res.Changed)
			}
			if !res.Unique {
				t.Errorf("the reading has no unique solution")
			}
			if len(res.Confidence) != 81 {
				t.Errorf("%d confidences, want 81", len(res.Confidence))
			}
		})
	}
}

// TestShippedModel checks that the embedded weights load and classify the digit patches of
// the testdata pictures.
func TestShippedModel(t *testing.T) {
	m, err := scan.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var total, right int
	for path, want := range cases(t) {
		data, _ := os.ReadFile(path)
		patches, err := scan.Patches(t.Context(), data, scan.Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for i, p := range patches {
			if p == nil {
				continue
			}
			probs := m.Classify(p)
			best := 0
			for k := range probs {
				if probs[k] > probs[best] {
					best = k
				}
			}
			label := 0
			if want[i] != '.' {
				label = int(want[i] - '0')
			}
			total++
			if best == label {
				right++
			} else {
				t.Logf("%s r%dc%d: classified %d, want %d", path, i/9+1, i%9+1, best, label)
			}
		}
	}
	if total < 300 || right < total*995/1000 {
		t.Errorf("%d of %d digit patches right, want at least 99.5%%", right, total)
	}
}

func TestModelRoundTrip(t *testing.T) {
	m, err := scan.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back scan.Model
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if len(back.Members) != len(m.Members) {
		t.Fatalf("%d members after a round trip, want %d", len(back.Members), len(m.Members))
	}
	for i := range m.W1 {
		if m.W1[i] != back.W1[i] {
			t.Fatalf("W1[%d]: %v after a round trip, want %v", i, back.W1[i], m.W1[i])
		}
	}
	for _, bad := range [][]byte{nil, []byte("nope"), data[:len(data)-2]} {
		if err := back.UnmarshalBinary(bad); err == nil {
			t.Errorf("UnmarshalBinary(%d bytes) accepted a damaged model", len(bad))
		}
	}
}

func pngOf(t *testing.T, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// noGridPictures are pictures with no Sudoku in them.
func noGridPictures(t *testing.T) map[string][]byte {
	white := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range white.Pix {
		white.Pix[i] = 250
	}
	noise := image.NewGray(image.Rect(0, 0, 300, 300))
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	// A single box outline: a square, but no grid inside.
	box := image.NewGray(image.Rect(0, 0, 300, 300))
	for i := range box.Pix {
		box.Pix[i] = 255
	}
	for k := 40; k < 260; k++ {
		for d := range 4 {
			box.SetGray(k, 40+d, color.Gray{})
			box.SetGray(k, 256+d, color.Gray{})
			box.SetGray(40+d, k, color.Gray{})
			box.SetGray(256+d, k, color.Gray{})
		}
	}
	// Stripes: many lines one way only.
	stripes := image.NewGray(image.Rect(0, 0, 300, 300))
	for y := range 300 {
		for x := range 300 {
			if y%33 < 3 {
				stripes.SetGray(x, y, color.Gray{})
			} else {
				stripes.SetGray(x, y, color.Gray{Y: 255})
			}
		}
	}
	return map[string][]byte{"white": pngOf(t, white), "noise": pngOf(t, noise), "box": pngOf(t, box), "stripes": pngOf(t, stripes)}
}

func TestNoGrid(t *testing.T) {
	for name, data := range noGridPictures(t) {
		res, err := scan.Read(t.Context(), data, scan.Options{})
		if !errors.Is(err, scan.ErrNoGrid) {
			t.Errorf("%s: Read = %v, %v; want ErrNoGrid", name, res, err)
		}
	}
}

// bombPNG is a valid PNG header announcing a w×h picture, with no pixel data.
func bombPNG(w, h uint32) []byte {
	var b bytes.Buffer
	img := image.NewGray(image.Rect(0, 0, 1, 1))
	_ = png.Encode(&b, img)
	data := b.Bytes()
	// IHDR starts at byte 16: width, height (big-endian); then fix the chunk CRC.
	out := append([]byte(nil), data...)
	for i, v := range []uint32{w, h} {
		out[16+4*i], out[17+4*i], out[18+4*i], out[19+4*i] = byte(v>>24), byte(v>>16), byte(v>>8), byte(v)
	}
	crc := crc32IEEE(out[12:29])
	out[29], out[30], out[31], out[32] = byte(crc>>24), byte(crc>>16), byte(crc>>8), byte(crc)
	return out
}

func TestBadInput(t *testing.T) {
	shot, err := os.ReadFile("testdata/shots/shot00.png")
	if err != nil {
		shot, _ = os.ReadFile("testdata/shots/shot00.jpg")
	}
	tests := []struct {
		name string
		data []byte
		opt  scan.Options
		want error
	}{
		{"text", []byte("53..7....6..195..."), scan.Options{}, scan.ErrNotImage},
		{"empty", nil, scan.Options{}, scan.ErrNotImage},
		{"bomb", bombPNG(100000, 100000), scan.Options{}, scan.ErrTooLarge},
		{"over the pixel cap", shot, scan.Options{Limits: scan.Limits{MaxPixels: 1000}}, scan.ErrTooLarge},
		{"over the byte cap", shot, scan.Options{Limits: scan.Limits{MaxBytes: 1000}}, scan.ErrTooLarge},
		{"truncated", shot[:len(shot)/2], scan.Options{}, scan.ErrCorrupt},
		{"header only", shot[:40], scan.Options{}, scan.ErrCorrupt},
		{"size 5", shot, scan.Options{Size: 5}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := scan.Read(t.Context(), tt.data, tt.opt)
			if err == nil {
				t.Fatalf("Read = %v, want an error", res.Grid.Line())
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("Read error %q, want %q", err, tt.want)
			}
			if !strings.HasPrefix(err.Error(), "scan: ") {
				t.Errorf("error %q lacks the package prefix", err)
			}
		})
	}
}

func TestIsImage(t *testing.T) {
	tests := []struct {
		data string
		want bool
	}{
		{"\x89PNG\r\n\x1a\n....", true},
		{"\xff\xd8\xff\xe0", true},
		{"GIF89a", true},
		{"RIFF\x00\x00\x00\x00WEBPVP8 ", true},
		{"53..7....", false},
		{"", false},
		{"RIFF\x00\x00\x00\x00WAVE", false},
	}
	for _, tt := range tests {
		if got := scan.IsImage([]byte(tt.data)); got != tt.want {
			t.Errorf("IsImage(%q) = %v, want %v", tt.data, got, tt.want)
		}
	}
}

// FuzzRead feeds random bytes to the decoder entry point: it must return (a grid or an
// error) without panicking. Seeds: testdata/fuzz/FuzzRead and a few small pictures.
func FuzzRead(f *testing.F) {
	small := image.NewGray(image.Rect(0, 0, 40, 40))
	var b bytes.Buffer
	_ = png.Encode(&b, small)
	f.Add(b.Bytes())
	f.Add(bombPNG(70000, 70000))
	f.Add([]byte("\xff\xd8\xff\xe0\x00\x10JFIF"))
	f.Add([]byte("RIFF\x10\x00\x00\x00WEBPVP8 "))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := scan.Read(t.Context(), data, scan.Options{Limits: scan.Limits{MaxPixels: 4_000_000}})
		if err == nil && res.Grid.Size() != 9 {
			t.Fatalf("a grid of size %d", res.Grid.Size())
		}
	})
}

func ExampleRead() {
	data, err := os.ReadFile("testdata/photos/image1.jpg")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := scan.Read(context.Background(), data, scan.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(res.Grid)
	fmt.Println("unique:", res.Unique, "changed:", len(res.Changed))
	// Output:
	// ...7...8.
	// .9...31..
	// ..68.5.7.
	// .2.6...49
	// ...2...5.
	// ..8.4...7
	// ...9...3.
	// 37......6
	// 1.5..4...
	// unique: true changed: 0
}

func crc32IEEE(b []byte) uint32 { return crc32.ChecksumIEEE(b) }

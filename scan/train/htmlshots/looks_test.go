package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// testFonts stand for fc-list's families, so the pages do not depend on the machine's fonts.
var testFonts = []string{"DejaVu Sans", "DejaVu Serif", "Liberation Sans", "Nimbus Sans", "Noto Sans", "C059"}

// pageOf is the page draw makes for a kind, size and index of a seed, and its HTML.
func pageOf(seed uint64, kind string, size, index int) (*page, string) {
	stream := uint64(slices.Index(allKinds, kind))<<40 | uint64(size)<<32 | uint64(index)
	rng := rand.New(rand.NewPCG(seed, stream))
	b := newBoard(rng, size)
	if slices.Contains(looks, kind) {
		p := newLookPage(rng, testFonts, kind, b)
		return p, p.lookHTML()
	}
	p := newPage(rng, testFonts, kind, b)
	return p, p.html()
}

// TestDefaultKindsUnchanged checks that the opt-in looks leave the default kinds' pages as
// they were: each page's SHA-256 (its first 8 bytes), as main drew them before the looks.
func TestDefaultKindsUnchanged(t *testing.T) {
	if !slices.Equal(allKinds[:len(kinds)], kinds) || slices.ContainsFunc(looks, func(k string) bool { return slices.Contains(kinds, k) }) {
		t.Fatalf("allKinds %v: the default kinds %v must come first and the looks must not be among them", allKinds, kinds)
	}
	for _, tc := range defaultPageSums {
		_, html := pageOf(0x70002, tc.kind, tc.size, tc.index)
		if got := fmt.Sprintf("%x", sha256.Sum256([]byte(html)))[:16]; got != tc.sum {
			t.Errorf("%s %d×%d #%d: page %s, want %s as before the looks", tc.kind, tc.size, tc.size, tc.index, got, tc.sum)
		}
	}
}

// defaultPageSums are the default kinds' pages of seed 0x70002 drawn by main at 194dd89.
var defaultPageSums = []struct {
	kind        string
	size, index int
	sum         string
}{
	{"phone-light", 9, 0, "138bbcd7884a17ee"},
	{"phone-light", 9, 1, "ecc58746829f4b80"},
	{"phone-light", 16, 0, "4e2e703e93cae8d5"},
	{"phone-dark", 9, 0, "b267c9954a238bf1"},
	{"phone-dark", 9, 1, "9dde49f95db71a5a"},
	{"phone-dark", 16, 0, "5c105494f7662bba"},
	{"sheet", 9, 0, "e7fda9dd3639730f"},
	{"sheet", 9, 1, "9be97dd2fe212d4c"},
	{"sheet", 16, 0, "5806cc078960e69a"},
	{"desktop", 9, 0, "aad70b19873b0e98"},
	{"desktop", 9, 1, "46b6ff70d0678e9d"},
	{"desktop", 16, 0, "3dbdb9f0c37f786e"},
	{"tiles", 9, 0, "bca98ae45a2aaf31"},
	{"tiles", 9, 1, "459ec2bae00e025e"},
	{"tiles", 16, 0, "3cd072a31f596175"},
}

// TestLookPages builds every look's page at both sizes and checks what it must show: each
// big symbol in the grid's font size, no pencil marks on the printed page, the look's
// colours, and the same page again from the same seed.
func TestLookPages(t *testing.T) {
	for _, kind := range looks {
		for _, size := range []int{9, 16} {
			for index := range 20 / size { // 16×16 puzzles are slow to make: two 9×9, one 16×16
				p, html := pageOf(0x70003, kind, size, index)
				if size == 9 && html != second(pageOf(0x70003, kind, size, index)) {
					t.Fatalf("%s %d×%d #%d: another page from the same seed", kind, size, size, index)
				}
				if p.cell < 12 || p.w < 360 || p.dpr < 1 {
					t.Errorf("%s %d×%d #%d: cell %d px, window %d wide at %g", kind, size, size, index, p.cell, p.w, p.dpr)
				}
				fs := fmt.Sprintf("font-size:%.1fpx", float64(p.cell)*p.digit)
				shown := 0
				for _, v := range p.b.grid {
					if v != 0 {
						shown++
					}
				}
				if got := strings.Count(html, fs); got < shown {
					t.Errorf("%s %d×%d #%d: %d symbols in the grid's size %s, want at least %d", kind, size, size, index, got, fs, shown)
				}
				if kind == "print-page" && slices.ContainsFunc(p.b.marks, func(m []int) bool { return len(m) > 0 }) {
					t.Errorf("%s #%d: pencil marks on a printed page", kind, index)
				}
				if !strings.Contains(html, p.given) || !strings.Contains(html, p.look.body) {
					t.Errorf("%s %d×%d #%d: the look's colours %s, %s not on the page", kind, size, size, index, p.given, p.look.body)
				}
			}
		}
	}
}

// TestLooksRender has Chromium take one 9×9 screenshot of every look (it skips without
// Chromium, and with -short) and checks that the picture is the window at its pixel ratio
// (or half of it) and shows more than one colour.
func TestLooksRender(t *testing.T) {
	if testing.Short() {
		t.Skip("Chromium is slow: not with -short")
	}
	bin := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		t.Skip("no Chromium on PATH")
	}
	dir := t.TempDir()
	for _, kind := range looks {
		stream := uint64(slices.Index(allKinds, kind))<<40 | 9<<32
		s, err := draw(rand.New(rand.NewPCG(0x70004, stream)), bin, dir, testFonts, kind, 9, 0)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		img, _, err := image.Decode(bytes.NewReader(s.data))
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		p, _ := pageOf(0x70004, kind, 9, 0)
		w, h := int(float64(p.w)*p.dpr+0.5), int(float64(p.h)*p.dpr+0.5)
		got := img.Bounds().Size()
		if !(near(got.X, w) && near(got.Y, h)) && !(near(2*got.X, w) && near(2*got.Y, h)) {
			t.Errorf("%s (%s): %v pixels, want %d×%d or half", kind, s.desc, got, w, h)
		}
		colours := map[[3]uint32]bool{}
		for y := 0; y < got.Y; y += 7 {
			for x := 0; x < got.X; x += 7 {
				r, g, b, _ := img.At(x, y).RGBA()
				colours[[3]uint32{r >> 12, g >> 12, b >> 12}] = true
			}
		}
		if len(colours) < 3 {
			t.Errorf("%s (%s): %d colours, a blank page?", kind, s.desc, len(colours))
		}
	}
}

// second is its second argument (a page's HTML).
func second(_ *page, html string) string { return html }

// near says whether a and b differ by at most 2 pixels (the pixel ratio's rounding).
func near(a, b int) bool { return a-b <= 2 && b-a <= 2 }

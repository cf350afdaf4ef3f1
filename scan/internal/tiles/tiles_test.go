package tiles

import (
	"context"
	"image"
	"math"
	"testing"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
)

// tileBoard draws n×n tiles of side s, grey tile, on a page of grey bg: gap pixels between
// tiles, box pixels between boxes, corners rounded by r, a dark bar (a digit) in every
// third tile. It returns the picture and the middles of the gaps each way.
func tileBoard(n, s, gap, box, r int, tile, bg uint8) (*image.Gray, []float64) {
	br := lattice.BoxRows(n)
	at := make([]int, n) // each tile's first pixel
	x := 20
	for i := range n {
		at[i] = x
		x += s + gap
		if (i+1)%br == 0 {
			x += box - gap
		}
	}
	side := at[n-1] + s + 20
	g := image.NewGray(image.Rect(0, 0, side, side))
	for i := range g.Pix {
		g.Pix[i] = bg
	}
	for ty := range n {
		for tx := range n {
			for y := range s {
				for x := range s {
					dx := math.Max(math.Max(float64(r-x), float64(x-(s-1-r))), 0)
					dy := math.Max(math.Max(float64(r-y), float64(y-(s-1-r))), 0)
					if math.Hypot(dx, dy) > float64(r) {
						continue
					}
					v := tile
					if (ty*n+tx)%3 == 0 && x > s/3 && x < s/2 && y > s/4 && y < 3*s/4 {
						v = 30
					}
					g.Pix[(at[ty]+y)*g.Stride+at[tx]+x] = v
				}
			}
		}
	}
	mids := make([]float64, n+1)
	mids[0], mids[n] = float64(at[0])-float64(gap)/2, float64(at[n-1]+s)+float64(gap)/2
	for i := 1; i < n; i++ {
		mids[i] = float64(at[i-1]+s+at[i]) / 2
	}
	return g, mids
}

// blendRims sets every tile pixel beside the page to the level between them.
func blendRims(g *image.Gray, tile, bg uint8) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	src := append([]uint8(nil), g.Pix...)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			i := y*g.Stride + x
			if src[i] == tile && (src[i-1] == bg || src[i+1] == bg || src[i-g.Stride] == bg || src[i+g.Stride] == bg) {
				g.Pix[i] = tile/2 + bg/2 + (tile%2+bg%2)/2
			}
		}
	}
}

// crossOnly paints the tiles of the cells between lines mids the page's grey bg but for
// those in row 6, in column 3 and every seventh.
func crossOnly(g *image.Gray, mids []float64, bg uint8) {
	n := len(mids) - 1
	for r := range n {
		for c := range n {
			if r == 6 || c == 3 || (r*n+c)%7 == 0 {
				continue
			}
			for y := int(mids[r]) + 1; y < int(mids[r+1]); y++ {
				for x := int(mids[c]) + 1; x < int(mids[c+1]); x++ {
					if g.Pix[y*g.Stride+x] != 30 {
						g.Pix[y*g.Stride+x] = bg
					}
				}
			}
		}
	}
}

// bridgeGaps sets one in five of the page's pixels between two tiles' pixels, left and
// right or above and below, to the tiles' grey.
func bridgeGaps(g *image.Gray, tile, bg uint8) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	src := append([]uint8(nil), g.Pix...)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			i := y*g.Stride + x
			across := src[i-1] == tile && src[i+1] == tile || src[i-g.Stride] == tile && src[i+g.Stride] == tile
			if src[i] == bg && across && (x+y)%5 == 0 {
				g.Pix[i] = tile
			}
		}
	}
}

// joinRims draws, across every gap between two tiles side by side, a band three pixels
// wide of grey rim through the tiles' middles (cells between lines mids): where a dark
// board's rims, blended with the page, touch across the gaps.
func joinRims(g *image.Gray, mids []float64, bg, rim uint8) {
	n := len(mids) - 1
	for i := 1; i < n; i++ {
		for j := range n {
			c := int(mids[j]+mids[j+1]) / 2
			for d := -1; d <= 1; d++ {
				for _, step := range []int{-1, 1} { // across the column gap, then the row gap
					for x := int(mids[i]); g.Pix[(c+d)*g.Stride+x] == bg; x += step {
						g.Pix[(c+d)*g.Stride+x] = rim
					}
					for y := int(mids[i]); g.Pix[y*g.Stride+c+d] == bg; y += step {
						g.Pix[y*g.Stride+c+d] = rim
					}
				}
			}
		}
	}
}

// tintAndNoise tints the tiles (grey tile) of row and column 8 of the cells between
// lines mids four levels up, then moves one pixel in two up to five levels up or down.
func tintAndNoise(g *image.Gray, mids []float64, tile uint8) {
	n := len(mids) - 1
	for y := int(mids[0]); y < int(mids[n]); y++ {
		for x := int(mids[0]); x < int(mids[n]); x++ {
			if i := y*g.Stride + x; g.Pix[i] == tile && (y > int(mids[n-1]) || x > int(mids[n-1])) {
				g.Pix[i] = tile + 4
			}
		}
	}
	r := uint32(1)
	for i := range g.Pix {
		r = r*1664525 + 1013904223
		if k := r >> 16; k%2 == 0 {
			g.Pix[i] = uint8(int(g.Pix[i]) + int(k/2%11) - 5)
		}
	}
}

func TestTiles(t *testing.T) {
	for _, tc := range []struct {
		name              string
		n, s, gap, box, r int
		tile, bg          uint8
		blend             bool // the tiles' rims a level between tile and bg (a JPEG, halved)
		cross             bool // only row 6's, column 3's and a few other tiles shown
		specks            bool // a pixel in five of the gaps between tiles the tiles' colour
		noise             bool // row and column 8 tinted 4 levels up, half the pixels ±5
		joined            bool // the blended rims joined across the gaps (with blend)
	}{
		{"white on cream, rounded, wide box gaps", 9, 36, 3, 12, 9, 255, 250, false, false, false, false, false},
		{"dark, square", 9, 30, 2, 2, 0, 40, 20, false, false, false, false, false},
		{"16×16 small tiles", 16, 16, 2, 6, 3, 250, 244, false, false, false, false, false},
		// Two levels off the page, the level between holding a fifth of the tiles' pixels:
		// a colour of its own (0x38002 tiles-9-33, a dark board halved twice).
		{"dark, two levels off, rims blended", 9, 25, 3, 9, 4, 40, 38, true, false, false, false, false},
		// The level between is neither the tiles' nor the page's: the rims touching
		// across the gaps do not join the tiles (0xb1d7 tiles-9-03, halved, JPEG 80).
		{"dark, two levels off, rims joined across the gaps", 9, 25, 4, 9, 4, 40, 38, true, false, false, false, true},
		// The selected cell's row and column highlighted, the board's own tiles the
		// page's grey (0x38003 tiles-9-33).
		{"a cross of tiles", 9, 30, 3, 8, 3, 60, 40, false, true, false, false, false},
		{"a cross of tiles, 16×16", 16, 18, 2, 6, 2, 60, 40, false, true, false, false, false},
		// Gaps of a pixel inside the boxes, JPEG specks in them the tiles' colour
		// (0x38003 tiles-9-35, halved).
		{"white on grey, one-pixel gaps bridged", 9, 22, 1, 4, 2, 255, 247, false, false, true, false, false},
		// A JPEG of quality 47 (0x38003 tiles-9-00, halved).
		{"dark, tinted, noisy", 9, 30, 4, 8, 3, 43, 30, false, false, false, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, mids := tileBoard(tc.n, tc.s, tc.gap, tc.box, tc.r, tc.tile, tc.bg)
			if tc.blend {
				blendRims(g, tc.tile, tc.bg)
			}
			if tc.joined {
				joinRims(g, mids, tc.bg, tc.tile/2+tc.bg/2)
			}
			if tc.cross {
				crossOnly(g, mids, tc.bg)
			}
			if tc.specks {
				bridgeGaps(g, tc.tile, tc.bg)
			}
			if tc.noise {
				tintAndNoise(g, mids, tc.tile)
			}
			l, ok := Find(t.Context(), g, 0)
			if !ok || l.N != tc.n {
				t.Fatalf("Tiles: %v, %v; want %d×%d", l.N, ok, tc.n, tc.n)
			}
			for i, m := range mids {
				if math.Abs(l.Xs[i]-m) > 1 || math.Abs(l.Ys[i]-m) > 1 {
					t.Errorf("line %d at %.1f, %.1f; want %.1f", i, l.Xs[i], l.Ys[i], m)
				}
			}
		})
	}
}

// TestTilesNone: no grid in a blank page, a single row of tiles or a 3×3 keypad.
func TestTilesNone(t *testing.T) {
	blank := image.NewGray(image.Rect(0, 0, 300, 300))
	keypad, _ := tileBoard(3, 40, 8, 8, 6, 240, 250)
	for name, g := range map[string]*image.Gray{"blank": blank, "keypad": keypad, "tiny": image.NewGray(image.Rect(0, 0, 5, 5))} {
		if l, ok := Find(t.Context(), g, 0); ok {
			t.Errorf("%s: found %d×%d", name, l.N, l.N)
		}
	}
}

// TestTilesStop: a board found while ctx lasts is not once it has ended.
func TestTilesStop(t *testing.T) {
	g, _ := tileBoard(9, 30, 3, 8, 3, 60, 40)
	ended, cancel := context.WithCancel(t.Context())
	cancel()
	if _, ok := Find(t.Context(), g, 0); !ok {
		t.Fatal("no board found")
	}
	if l, ok := Find(ended, g, 0); ok {
		t.Errorf("a %d×%d board found once ctx ended", l.N, l.N)
	}
}

// TestTilesHeaderEdge: a board whose last row of tiles is the page's grey (its cells'
// digits showing), under a page's header bar whose bottom edge runs through the middle
// of the row a step above the tiles (0x54000 desktop-9-07: the row put back on top,
// the header's edge counted as digits, the board read a row off). The edge is no digit:
// the row goes back at the bottom, where the digits are.
func TestTilesHeaderEdge(t *testing.T) {
	const s, gap, pad = 30, 3, 40
	board, mids := tileBoard(9, s, gap, 8, 3, 80, 50)
	g := image.NewGray(image.Rect(0, 0, board.Rect.Dx(), board.Rect.Dy()+pad))
	for i := range g.Pix {
		g.Pix[i] = 50
	}
	for y := range board.Rect.Dy() {
		copy(g.Pix[(y+pad)*g.Stride:], board.Pix[y*board.Stride:(y+1)*board.Stride])
	}
	ys := make([]float64, len(mids))
	for i := range mids {
		ys[i] = mids[i] + pad
	}
	// The last row's tiles the page's grey, a dark bar (a digit) in six of its nine cells.
	for c := range 9 {
		for y := int(ys[8]) + 1; y < int(ys[9]); y++ {
			for x := int(mids[c]) + 1; x < int(mids[c+1]); x++ {
				v := uint8(50)
				if c%3 != 2 && x > int(mids[c])+s/3 && x < int(mids[c])+s/2 && y > int(ys[8])+s/4 && y < int(ys[8])+3*s/4 {
					v = 0
				}
				g.Pix[y*g.Stride+x] = v
			}
		}
	}
	// The header bar, 50 levels over the page, ends half a row above the board.
	edge := int(ys[0]) - (s+gap)/2
	for y := range edge {
		for x := range g.Rect.Dx() {
			g.Pix[y*g.Stride+x] = 100
		}
	}
	l, ok := Find(t.Context(), g, 0)
	if !ok || l.N != 9 {
		t.Fatalf("Tiles: %v, %v; want 9×9", l.N, ok)
	}
	for i, m := range mids {
		if math.Abs(l.Xs[i]-m) > 1.5 || math.Abs(l.Ys[i]-ys[i]) > 1.5 {
			t.Errorf("line %d at %.1f, %.1f; want %.1f, %.1f", i, l.Xs[i], l.Ys[i], m, ys[i])
		}
	}
}

// TestTilesInApart: tiles of one size none of them side by side (a low-quality JPEG broke
// the others into pieces) are worth Find's median when there are sixteen of them.
func TestTilesInApart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tiles int // tiles of side 30, six to a row, 70 pixels apart each way
		want  int // the third result of tilesIn
	}{
		{"sixteen apart", 16, 12},
		{"twenty-four apart", 24, 12},
		{"fifteen apart", 15, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := image.NewGray(image.Rect(0, 0, 2000, 2000))
			var blobs []blob
			for i := range tc.tiles {
				x, y := 100*(i%6), 100*(i/6)
				blobs = append(blobs, blob{x0: x, y0: y, x1: x + 30, y1: y + 30, px: 900})
			}
			if _, ok, seen := tilesIn(g, 0, blobs); ok || seen != tc.want {
				t.Errorf("tilesIn: %v, %d; want false, %d", ok, seen, tc.want)
			}
		})
	}
}

// TestTilesRowGone: a 16×16 board whose row above a box gap and one column show no tiles
// (the selected cell's row and column highlighted, the tiles there the page's grey: own
// 0x6e001 tiles-16-02). The row parts the tiles in two groups, neither a board, unless
// tiles are joined across it; the row and column are put back between their neighbours.
func TestTilesRowGone(t *testing.T) {
	const n, s, gap, box, gone, col = 16, 16, 4, 12, 3, 5
	g, mids := tileBoard(n, s, gap, box, 3, 255, 244)
	for r := range n {
		for c := range n {
			if r != gone && c != col {
				continue
			}
			for y := int(mids[r]) + 1; y < int(mids[r+1]); y++ {
				for x := int(mids[c]) + 1; x < int(mids[c+1]); x++ {
					if g.Pix[y*g.Stride+x] != 30 {
						g.Pix[y*g.Stride+x] = 244
					}
				}
			}
		}
	}
	cs, _ := tileColours(g)
	if _, ok, _ := tilesIn(g, n, sameSize(flatBlobs(t.Context(), g, cs, g.Rect.Dx(), g.Rect.Dy(), false))); !ok {
		t.Fatal("no board found")
	}
	l, ok := Find(t.Context(), g, 0)
	if !ok || l.N != n {
		t.Fatalf("Tiles: %v, %v; want %d×%d", l.N, ok, n, n)
	}
	// A row or column put back sits halfway between its neighbours' gaps: a box gap on one
	// side moves it by half the box gap's extra width.
	for i, m := range mids {
		tol := 1.0
		if i == gone || i == gone+1 || i == col || i == col+1 {
			tol = float64(box-gap)/2 + 1
		}
		if math.Abs(l.Xs[i]-m) > tol || math.Abs(l.Ys[i]-m) > tol {
			t.Errorf("line %d at %.1f, %.1f; want %.1f", i, l.Xs[i], l.Ys[i], m)
		}
	}
}

// TestTilesSparse: a 16×16 board most of whose tiles are broken (a halved JPEG's ringing
// round the symbols: own 0x77001 tiles-16-05), the whole ones in every other row and a few
// columns between, an outer column holding one whole tile (strays drops it) and no row or
// column nearly full (no cross). The group in all 16 columns and rows is the board; with
// its last row's tile broken too, tileGrid puts the row back on the side holding digits.
func TestTilesSparse(t *testing.T) {
	const n, s, gap, box = 16, 16, 4, 12
	for _, tc := range []struct {
		name    string
		lastRow bool // the last row's one whole tile kept
	}{
		{"all rows", true},
		{"last row broken", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, mids := tileBoard(n, s, gap, box, 3, 255, 244)
			whole := func(r, c int) bool { // the even rows but for a column, joined by two columns
				switch {
				case c == 0:
					return r == 2
				case c == n-1:
					return r == 4
				case r%2 == 0:
					return c != 8 || r == 8
				}
				return (c == 3 || c == 11) && (tc.lastRow || r != n-1)
			}
			for r := range n {
				for c := range n {
					if whole(r, c) {
						continue
					}
					// Two stripes of the page across the tile: its pieces are too thin to be tiles.
					mid := int((mids[r] + mids[r+1]) / 2)
					for _, y := range []int{mid - 4, mid - 3, mid + 3, mid + 4} {
						for x := int(mids[c]) + 1; x < int(mids[c+1]); x++ {
							g.Pix[y*g.Stride+x] = 244
						}
					}
				}
			}
			l, ok := Find(t.Context(), g, 0)
			if !ok || l.N != n {
				t.Fatalf("Find: %v, %v; want %d×%d", l.N, ok, n, n)
			}
			for i, m := range mids {
				if math.Abs(l.Xs[i]-m) > 1 || math.Abs(l.Ys[i]-m) > 1 {
					t.Errorf("line %d at %.1f, %.1f; want %.1f", i, l.Xs[i], l.Ys[i], m)
				}
			}
		})
	}
}

// TestTilesSparse9: a 9×9 board of pale grey tiles on white, most of whose tiles holding
// a digit are broken (a JPEG's ringing round crimson digits: held-out 0xf5cb tiles-9-07),
// no row nearly full, is found by its whole tiles when its gaps are the page's; the same
// tiles between ink lines two pixels wide (a photo's cells between lines) are not.
func TestTilesSparse9(t *testing.T) {
	const n, s, gap, box = 9, 30, 2, 7
	for _, ink := range []bool{false, true} {
		g, mids := tileBoard(n, s, gap, box, 6, 238, 255)
		whole := func(r, c int) bool { // the even rows but for two columns, joined by two columns
			if r%2 == 0 {
				return c != r && c != (r+4)%n
			}
			return c == 2 || c == 6
		}
		for r := range n {
			for c := range n {
				if whole(r, c) {
					continue
				}
				mid := int((mids[r] + mids[r+1]) / 2)
				for _, y := range []int{mid - 5, mid - 4, mid - 3, mid + 3, mid + 4, mid + 5} {
					for x := int(mids[c]) + 1; x < int(mids[c+1]); x++ {
						g.Pix[y*g.Stride+x] = 255
					}
				}
			}
		}
		if ink {
			lo, hi := int(mids[0]), int(mids[n])
			for _, m := range mids[1:n] {
				for d := -1; d <= 0; d++ {
					for t := lo; t < hi; t++ {
						g.Pix[t*g.Stride+int(m)+d] = 60
						g.Pix[(int(m)+d)*g.Stride+t] = 60
					}
				}
			}
		}
		l, ok := Find(t.Context(), g, 0)
		if ink {
			if ok {
				t.Errorf("ink lines: Find: %d×%d; want none", l.N, l.N)
			}
			continue
		}
		if !ok || l.N != n {
			t.Fatalf("Find: %v, %v; want %d×%d", l.N, ok, n, n)
		}
		for i, m := range mids {
			if math.Abs(l.Xs[i]-m) > 1 || math.Abs(l.Ys[i]-m) > 1 {
				t.Errorf("line %d at %.1f, %.1f; want %.1f", i, l.Xs[i], l.Ys[i], m)
			}
		}
	}
}

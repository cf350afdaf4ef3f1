package tiles

import (
	"cmp"
	"context"
	"image"
	"math"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Tile search limits: the grey levels whose pixels are taken for a tile colour, the blobs
// looked at (a picture of noise has many), and the smallest tile side in g's pixels.
const (
	tileModes    = 6
	maxTileBlobs = 3000
	// blobEvery is how many pixels flatBlobs looks at between two checks of its context:
	// a millisecond's work or so.
	blobEvery   = 1 << 16
	minTileSide = 6
)

// blob is a connected set of pixels of one colour: its bounding box, right and bottom
// exclusive, and its pixel count.
type blob struct {
	x0, y0, x1, y1, px int
}

func (b blob) w() int             { return b.x1 - b.x0 }
func (b blob) h() int             { return b.y1 - b.y0 }
func (b blob) cx() float64        { return float64(b.x0+b.x1) / 2 }
func (b blob) cy() float64        { return float64(b.y0+b.y1) / 2 }
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol*b }

// Find looks for an upright grid of n×n cells in g (9 or 16; n 0: either) by its cells
// alone: blobs of one flat colour (tiles, or cells between lines a few grey levels off
// them), of about the same size, side by side in rows and columns, with gaps between
// them under most of a tile (boxes set apart by wider gaps than their tiles, corners
// rounded, the tiles a few grey levels off the page). It finds grids whose lines or edges
// are too faint or too irregular for [lattice.Find], and boards whose tiles show only in the
// selected cell's row and column (a cross). The Lines, in g's pixels, run through the
// middle of the gaps; the outer ones half the narrowest gap outside the tiles. When ctx
// ends, Find stops soon after (it asks ctx before each try and while it gathers the blobs)
// and finds nothing: the caller asks ctx why.
func Find(ctx context.Context, g *image.Gray, n int) (lattice.Lines, bool) {
	l, ok, _ := find(ctx, g, n)
	return l, ok
}

// FindFiner is [Find] in g, then, when g shows twelve tiles side by side or more but no
// board, Find in fine (g's picture, finer), its Lines brought back to g's pixels: a
// picture shrunk for the search blurs gaps of a pixel or two (white tiles on a light
// gradient, JPEG 45: 19-pixel tiles in g, their gaps two levels off, 40 in fine).
func FindFiner(ctx context.Context, g, fine *image.Gray, n int) (lattice.Lines, bool) {
	l, ok, seen := find(ctx, g, n)
	if ok || seen < 12 || fine == nil || fine.Rect.Dx() <= g.Rect.Dx() || ctx.Err() != nil {
		return l, ok
	}
	if l, ok, _ = find(ctx, fine, n); !ok {
		return lattice.Lines{}, false
	}
	sx, sy := float64(g.Rect.Dx())/float64(fine.Rect.Dx()), float64(g.Rect.Dy())/float64(fine.Rect.Dy())
	for i := range l.Xs {
		l.Xs[i] *= sx
	}
	for i := range l.Ys {
		l.Ys[i] *= sy
	}
	return l, true
}

// find is Find's grid, and the most tiles side by side a try found (12 when the tiles of
// one size were too few or too broken to be side by side).
func find(ctx context.Context, g *image.Gray, n int) (lattice.Lines, bool, int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 4*minTileSide || h < 4*minTileSide {
		return lattice.Lines{}, false, 0
	}
	cs, peaks := tileColours(g)
	// Tiles joined by a few pixels of the gaps between them (a JPEG's specks in gaps of a
	// pixel or two, a picture halved) make blobs of two or more tiles, too wide: the
	// pixels whose four neighbours share their colour, one in from each blob's edge, part
	// them.
	seen := 0 // the most tiles side by side a try found
	for _, inset := range []bool{false, true} {
		if ctx.Err() != nil {
			return lattice.Lines{}, false, seen
		}
		blobs := flatBlobs(ctx, g, cs, w, h, inset)
		if ctx.Err() != nil {
			return lattice.Lines{}, false, seen
		}
		l, ok, group := tilesIn(g, n, blobs)
		if ok {
			return l, true, seen
		}
		seen = max(seen, group)
	}
	// Tiles one level off the gaps between them (a PNG's white tiles on white panels over a
	// light gradient, the gaps 253 and 254), seen in part where the gaps are darker: each
	// colour its peak's level alone.
	if seen >= 12 && ctx.Err() == nil {
		exact := make([][2]int, len(peaks))
		for i, v := range peaks {
			exact[i] = [2]int{v, v}
		}
		if l, ok, _ := tilesIn(g, n, flatBlobs(ctx, g, exact, w, h, false)); ok && ctx.Err() == nil {
			return l, true, seen
		}
	}
	// A JPEG of low quality scatters a tile's pixels out of its colour's range (a dark
	// tile four levels off a tinted one), a board of tiles seen in part: the picture
	// smoothed by the median of each pixel's 3×3 neighbourhood keeps gaps two pixels wide
	// or more.
	if seen < 12 || ctx.Err() != nil {
		return lattice.Lines{}, false, seen
	}
	m := raster.Median3x3(g)
	mcs, _ := tileColours(m)
	blobs := flatBlobs(ctx, m, mcs, w, h, false)
	if ctx.Err() != nil {
		return lattice.Lines{}, false, seen
	}
	l, ok, _ := tilesIn(m, n, blobs)
	return l, ok, seen
}

// tilesIn is Tiles' grid of the blobs found, and the number of tiles side by side in it
// (12 at least when 16 or more are of one size).
func tilesIn(g *image.Gray, n int, blobs []blob) (lattice.Lines, bool, int) {
	tiles := sameSize(blobs)
	if len(tiles) < 16 {
		return lattice.Lines{}, false, 0
	}
	group := largestGroup(tiles)
	if len(group) < 12 {
		// A JPEG of low quality breaks most tiles holding a digit into pieces of other
		// sizes: the whole ones, of one size, are seldom side by side (a light board
		// halved, JPEG 58: 24 tiles of one size, 7 together). Sixteen of one size (the
		// floor above) count as twelve together: Find's median may mend the rest.
		return lattice.Lines{}, false, 12
	}
	kept, cols, rows := strays(group)
	if l, ok := tileGrid(g, n, kept, cols, rows, true); ok {
		return l, true, len(group)
	}
	// A board whose own tiles do not show (the page's grey), but for the selected cell's
	// row and column highlighted (and the cells holding its digit, or given digits): a
	// cross of tiles over the whole board, whose arms strays drops and whose tiles fill
	// a fraction of the cells. Its columns and rows of tiles, all kept, are the grid's
	// when a row and a column hold a tile in all of them, the selected cell's (another
	// colour) missing at most.
	cols = clusters(group, blob.cx, float64(group[0].w())/2)
	rows = clusters(group, blob.cy, float64(group[0].h())/2)
	cross := len(cols) == len(rows) && fullLine(cols, len(rows)) && fullLine(rows, len(cols))
	if cross || sparse(group, cols, rows) {
		if l, ok := tileGrid(g, n, group, cols, rows, false); ok && (cross || l.N == 16 || paleGaps(g, l)) {
			return l, true, len(group)
		}
	}
	// A whole row (column) of tiles another colour (the selected cell's row highlighted,
	// its tiles tinted) beside a box gap parts the board's tiles in two groups: the tiles
	// joined across one missing tile too are the board when their rows and columns make
	// it, most cells holding a tile (tileLines puts the missing row back).
	if wide := largestGroupAcross(tiles, 1); len(wide) > len(group) {
		kept, cols, rows := strays(wide)
		if l, ok := tileGrid(g, n, kept, cols, rows, true); ok {
			return l, true, len(wide)
		}
	}
	return lattice.Lines{}, false, len(group)
}

// sparse reports whether group, in columns cols and rows rows of tiles, is a board whose
// whole tiles are few: a JPEG's ringing around the symbols (a dark board halved, JPEG 49;
// crimson digits on pale grey tiles, JPEG 81) breaks most tiles holding one, and an outer
// column kept 3 whole tiles of 16 (strays drops it). All its columns and rows its own, but
// for an outer row or column (tileGrid puts it back: a dark board's top row lost to the
// median, JPEG 45), and a third of its cells holding a whole tile, the group is the board:
// a 9×9 one only when its gaps are not ink (paleGaps), for a photo's cells between lines,
// the grid turned a little, make nine columns and rows of such blobs.
func sparse(group []blob, cols, rows [][]blob) bool {
	k := max(len(cols), len(rows))
	return (k == 9 || k == 16) && min(len(cols), len(rows)) >= k-1 && 3*len(group) >= k*k
}

// paleGaps reports whether the inner lines of l run through gaps as light as the grid's
// cells, or nearly (pale tiles whose shadows darken the gaps inside a box a few levels),
// not through ink: the median, along those lines, of the darkest pixel within one of each
// point across the line is at most 40 grey levels under the median of the grid's pixels.
func paleGaps(g *image.Gray, l lattice.Lines) bool {
	x0, x1, y0, y1 := int(l.Xs[0]), int(l.Xs[l.N]), int(l.Ys[0]), int(l.Ys[l.N])
	r := image.Rect(x0, y0, x1, y1).Intersect(g.Rect)
	if r.Dx() < 3 || r.Dy() < 3 {
		return false
	}
	var line [256]int
	count := 0
	dark := func(x, y, dx, dy int) uint8 {
		v := uint8(255)
		for d := -1; d <= 1; d++ {
			if p := image.Pt(x+d*dx, y+d*dy); p.In(r) {
				v = min(v, g.GrayAt(p.X, p.Y).Y)
			}
		}
		return v
	}
	for i := 1; i < l.N; i++ {
		x, y := int(l.Xs[i]+0.5), int(l.Ys[i]+0.5)
		for t := r.Min.Y; t < r.Max.Y; t++ {
			line[dark(x, t, 1, 0)]++
			count++
		}
		for t := r.Min.X; t < r.Max.X; t++ {
			line[dark(t, y, 0, 1)]++
			count++
		}
	}
	return raster.Median(&line, count) >= raster.MedianIn(g, r)-40
}

// fullLine reports whether one of cs (columns of tiles) holds k-1 tiles or more.
func fullLine(cs [][]blob, k int) bool {
	return slices.ContainsFunc(cs, func(c []blob) bool { return len(c) >= k-1 })
}

// tileGrid is the grid of the tiles in group, in columns cols and rows rows, for Tiles:
// n×n cells (n 0: 9 or 16), most holding a tile when full.
func tileGrid(g *image.Gray, n int, group []blob, cols, rows [][]blob, full bool) (lattice.Lines, bool) {
	if len(cols) > 16 || len(rows) > 16 {
		return lattice.Lines{}, false
	}
	xs, ok := tileLines(cols, blob.cx, func(b blob) (int, int) { return b.x0, b.x1 })
	if !ok {
		return lattice.Lines{}, false
	}
	ys, ok := tileLines(rows, blob.cy, func(b blob) (int, int) { return b.y0, b.y1 })
	if !ok {
		return lattice.Lines{}, false
	}
	// A whole outer row (column) of tiles the page's grey (a tinted box's row: a green
	// tint on a blue-grey page is two grey levels off it) leaves one row fewer than
	// columns: it is put back on the side whose cells hold digits.
	switch {
	case len(ys) == len(xs)-1:
		ys = outerRow(g, ys, xs, false)
	case len(xs) == len(ys)-1:
		xs = outerRow(g, xs, ys, true)
	}
	k := len(xs) - 1
	if len(ys)-1 != k || n > 0 && k != n || k != 9 && k != 16 {
		return lattice.Lines{}, false
	}
	// Most cells hold a tile: a row of a keypad beside the grid is another group.
	if full && 10*len(group) < 7*k*k {
		return lattice.Lines{}, false
	}
	return lattice.Lines{N: k, Xs: xs, Ys: ys}, true
}

// tileColours are the grey ranges [lo, hi] of g's most common levels, and those levels (peaks of its
// histogram holding 1% of the pixels at least, up to tileModes), each reaching halfway
// to the next peak less a level, and no further than the levels next to it hold a
// fortieth of its pixels: a tile's colour, the page's, the gaps'. Tinted tiles a few
// levels off the others, a nearly empty level between, are a colour of their own.
func tileColours(g *image.Gray) ([][2]int, []int) {
	var hist [256]int
	for y := range g.Rect.Dy() {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()] {
			hist[v]++
		}
	}
	total := g.Rect.Dx() * g.Rect.Dy()
	var peaks []int
	for v := range 256 {
		if 100*hist[v] < total {
			continue
		}
		// The most within three levels, or apart from a larger peak by a level under a
		// third of it (tinted tiles two or three levels off the others; dark tiles two
		// levels off the page, their rims blended into the level between by halving and
		// a JPEG: a second mode, where a shoulder of one colour's noise has no dip).
		top := true
		for d := -3; d <= 3 && top; d++ {
			u := v + d
			top = d == 0 || u < 0 || u > 255 || hist[u] < hist[v] || hist[u] == hist[v] && u > v || valley(&hist, v, u)
		}
		if top {
			peaks = append(peaks, v)
		}
	}
	slices.SortFunc(peaks, func(a, b int) int { return hist[b] - hist[a] })
	peaks = peaks[:min(len(peaks), tileModes)]
	out := make([][2]int, len(peaks))
	for i, v := range peaks {
		reach := 12
		for _, u := range peaks {
			if u != v {
				reach = min(reach, max((max(u-v, v-u)-1)/2, 1))
			}
		}
		// A flat colour's pixels sit within a few levels of its peak (a JPEG's noise
		// spreads them): the range ends where the histogram falls under a fortieth of the
		// peak for two levels, so a gap of a pixel a few levels off the tiles (the page
		// blended with a tile's shadow) does not join them, and tinted tiles two levels
		// off (one level between, nearly empty) do.
		lo, hi := v, v
		for lo > max(v-reach, 0) && 40*hist[lo-1] >= hist[v] {
			lo--
		}
		for hi < min(v+reach, 255) && 40*hist[hi+1] >= hist[v] {
			hi++
		}
		// Two colours two levels apart (dark tiles on a page) both reach the level between,
		// a blend of the two (the tiles' rims, a picture halved and a JPEG): it is neither's,
		// or the rims join the tiles across the gaps where they touch.
		for _, u := range peaks {
			switch u {
			case v + 2:
				hi = min(hi, v)
			case v - 2:
				lo = max(lo, v)
			}
		}
		out[i] = [2]int{lo, hi}
	}
	return out, peaks
}

// valley reports whether a level between v and u holds under a third of v's pixels.
func valley(hist *[256]int, v, u int) bool {
	for w := min(u, v) + 1; w < max(u, v); w++ {
		if 3*hist[w] < hist[v] {
			return true
		}
	}
	return false
}

// flatBlobs are the 4-connected sets of g's pixels with grey levels in one of the ranges
// cs shaped like a tile: at least minTileSide each way, under a quarter of the picture
// across, at most twice as wide as tall or tall as wide, and filling over half their box (a
// digit inside, corners rounded). At most maxTileBlobs. inset: only the pixels whose four
// neighbours are in their range. It asks ctx after every blobEvery pixels it looks at, and
// returns none once ctx has ended.
func flatBlobs(ctx context.Context, g *image.Gray, cs [][2]int, w, h int, inset bool) []blob {
	var class [256]uint8 // 1 + the range a grey level is in, 0 for none
	for i, c := range cs {
		for v := c[0]; v <= c[1]; v++ {
			class[v] = uint8(i + 1)
		}
	}
	cls := make([]uint8, w*h) // a pixel's class, 0 once taken into a blob
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			cls[y*w+x] = class[v]
		}
	}
	if inset {
		in := make([]uint8, w*h)
		for y := 1; y < h-1; y++ {
			for x := 1; x < w-1; x++ {
				p := y*w + x
				if c := cls[p]; c == cls[p-1] && c == cls[p+1] && c == cls[p-w] && c == cls[p+w] {
					in[p] = c
				}
			}
		}
		cls = in
	}
	var out []blob
	stack := make([]int, 0, 1024)
	work := 0 // pixels looked at since the last check
	for s, c := range cls {
		if work++; work >= blobEvery {
			if work = 0; ctx.Err() != nil {
				return nil
			}
		}
		if c == 0 {
			continue
		}
		b := blob{x0: s % w, y0: s / w, x1: s%w + 1, y1: s/w + 1}
		cls[s] = 0
		stack = append(stack[:0], s)
		for len(stack) > 0 { // each pixel is pushed once: bounded by w·h
			if work++; work >= blobEvery {
				if work = 0; ctx.Err() != nil {
					return nil
				}
			}
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := p%w, p/w
			b.px++
			b.x0, b.x1, b.y0, b.y1 = min(b.x0, x), max(b.x1, x+1), min(b.y0, y), max(b.y1, y+1)
			if x > 0 && cls[p-1] == c {
				cls[p-1] = 0
				stack = append(stack, p-1)
			}
			if x < w-1 && cls[p+1] == c {
				cls[p+1] = 0
				stack = append(stack, p+1)
			}
			if y > 0 && cls[p-w] == c {
				cls[p-w] = 0
				stack = append(stack, p-w)
			}
			if y < h-1 && cls[p+w] == c {
				cls[p+w] = 0
				stack = append(stack, p+w)
			}
		}
		bw, bh := b.w(), b.h()
		if bw < minTileSide || bh < minTileSide || 4*bw > w || 4*bh > h || bw > 2*bh || bh > 2*bw || 2*b.px < bw*bh {
			continue
		}
		out = append(out, b)
		if len(out) >= maxTileBlobs {
			break
		}
	}
	return out
}

// sameSize keeps the blobs within 12% of the size most of them share (the largest such
// set, larger tiles first on a tie).
func sameSize(bs []blob) []blob {
	best, bestN := -1, 0
	for i, a := range bs {
		cnt := 0
		for _, b := range bs {
			if near(float64(b.w()), float64(a.w()), 0.12) && near(float64(b.h()), float64(a.h()), 0.12) {
				cnt++
			}
		}
		if cnt > bestN || cnt == bestN && best >= 0 && a.w() > bs[best].w() {
			best, bestN = i, cnt
		}
	}
	if best < 0 {
		return nil
	}
	a := bs[best]
	var out []blob
	for _, b := range bs {
		if near(float64(b.w()), float64(a.w()), 0.12) && near(float64(b.h()), float64(a.h()), 0.12) {
			out = append(out, b)
		}
	}
	return out
}

// largestGroup is the largest set of tiles joined as neighbours: side by side in a row
// (or a column) with a gap between them of under 80% of a tile, overlapping by none.
func largestGroup(ts []blob) []blob { return largestGroupAcross(ts, 0) }

// largestGroupAcross is largestGroup with tiles also joined across skip missing tiles:
// a gap under 80% of a tile and skip pitches of a tile and such a gap.
func largestGroupAcross(ts []blob, skip int) []blob {
	parent := make([]int, len(ts))
	for i := range parent {
		parent[i] = i
	}
	var root func(int) int
	root = func(i int) int {
		for parent[i] != i { // path halving: bounded by the set's depth
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i, a := range ts {
		for j := i + 1; j < len(ts); j++ {
			b := ts[j]
			gx := max(b.x0-a.x1, a.x0-b.x1)
			gy := max(b.y0-a.y1, a.y0-b.y1)
			side := math.Abs(a.cy()-b.cy()) < 0.3*float64(a.h()) && gx >= 0 && 5*gx < 9*a.w()+skip*14*a.w()
			above := math.Abs(a.cx()-b.cx()) < 0.3*float64(a.w()) && gy >= 0 && 5*gy < 9*a.h()+skip*14*a.h()
			if side || above {
				parent[root(i)] = root(j)
			}
		}
	}
	size := make([]int, len(ts))
	big := 0
	for i := range ts {
		r := root(i)
		size[r]++
		if size[r] > size[big] {
			big = r
		}
	}
	var out []blob
	for i, t := range ts {
		if root(i) == big {
			out = append(out, t)
		}
	}
	return out
}

// strays splits the group into columns and rows of tiles, leaving out an outer column or
// row of a few tiles (a quarter of the fullest's at most): a blob of the tiles' size
// beside the grid (the inside of an icon below it) joined as a neighbour across a gap
// as wide as a box gap.
func strays(group []blob) (kept []blob, cols, rows [][]blob) {
	for pass := 0; ; pass++ { // each pass but the last drops a column or row: bounded
		cols = clusters(group, blob.cx, float64(group[0].w())/2)
		rows = clusters(group, blob.cy, float64(group[0].h())/2)
		var drop [][]blob
		for _, cs := range [][][]blob{cols, rows} {
			most := 0
			for _, c := range cs {
				most = max(most, len(c))
			}
			for _, c := range []int{0, len(cs) - 1} {
				if len(cs) > 1 && 4*len(cs[c]) <= most {
					drop = append(drop, cs[c])
				}
			}
		}
		if len(drop) == 0 || pass == 4 {
			return group, cols, rows
		}
		group = slices.DeleteFunc(slices.Clone(group), func(b blob) bool {
			return slices.ContainsFunc(drop, func(c []blob) bool { return slices.Contains(c, b) })
		})
		if len(group) == 0 {
			return nil, nil, nil
		}
	}
}

// clusters splits tiles into columns (rows) by their centres at(b): a new one where the
// next centre is more than gap beyond the last.
func clusters(ts []blob, at func(blob) float64, gap float64) [][]blob {
	s := slices.Clone(ts)
	slices.SortFunc(s, func(a, b blob) int { return cmp.Compare(at(a), at(b)) })
	var out [][]blob
	for i, t := range s {
		if i == 0 || at(t)-at(s[i-1]) > gap {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], t)
	}
	return out
}

// tileLines are the lines between columns (rows) of tiles: through the middle of each gap
// between one's median far edge and the next's median near edge, the outer ones half the
// narrowest gap outside. Not when one tile in five has an edge off its column's (a turned
// or photographed grid: its outline finds it; a digit or a frame touching the edge moves
// a few), or when the columns are unevenly spaced (centres more than 1.6 times the
// closest pair apart: a column missing) or overlap.
func tileLines(cs [][]blob, at func(blob) float64, span func(blob) (int, int)) ([]float64, bool) {
	k := len(cs)
	lo, hi, mid := make([]float64, k), make([]float64, k), make([]float64, k)
	off, all := 0, 0
	for i, c := range cs {
		a, b, m := make([]float64, len(c)), make([]float64, len(c)), make([]float64, len(c))
		for j, t := range c {
			x0, x1 := span(t)
			a[j], b[j], m[j] = float64(x0), float64(x1), at(t)
		}
		lo[i], hi[i], mid[i] = median(a), median(b), median(m)
		// Upright: the tiles' edges within two pixels or 5% of a tile of the column's.
		tol := math.Max(2, 0.05*(hi[i]-lo[i]))
		for j := range a {
			if math.Abs(a[j]-lo[i]) > tol || math.Abs(b[j]-hi[i]) > tol {
				off++
			}
		}
		all += len(c)
	}
	if 5*off > all {
		return nil, false
	}
	step, gap := math.Inf(1), math.Inf(1)
	for i := 1; i < k; i++ {
		step = math.Min(step, mid[i]-mid[i-1])
		gap = math.Min(gap, lo[i]-hi[i-1])
	}
	if gap < 0 {
		return nil, false
	}
	// A column whose tiles all share the page's colour (a tinted column, the selected
	// cell's) leaves a gap of two steps: it is put back, as wide as the tiles around.
	var wide []float64
	for i := range k {
		wide = append(wide, hi[i]-lo[i])
	}
	side := median(wide) / 2
	for i := k - 1; i >= 1; i-- {
		d := mid[i] - mid[i-1]
		switch {
		case d > 2.5*step:
			return nil, false
		case d > 1.6*step:
			m := mid[i-1] + d/2
			lo, hi, mid = slices.Insert(lo, i, m-side), slices.Insert(hi, i, m+side), slices.Insert(mid, i, m)
		}
	}
	k = len(mid)
	half := math.Max(gap/2, 0.5)
	out := make([]float64, k+1)
	out[0], out[k] = lo[0]-half, hi[k-1]+half
	for i := 1; i < k; i++ {
		out[i] = (hi[i-1] + lo[i]) / 2
	}
	return out, true
}

func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}

// outerRow returns the lines of the rows of tiles (ys; across, the columns' lines xs;
// transpose: columns and rows swapped) with one more row at the top or the bottom, one
// step of the rows within a box from the outer line: on the side where more of its
// cells hold ink at their centre (a digit) and over a third of them do. ys unchanged when
// neither side does, or the row would leave the picture.
func outerRow(g *image.Gray, ys, xs []float64, transpose bool) []float64 {
	if len(ys) < 3 {
		return ys
	}
	step := math.Inf(1)
	for i := 1; i < len(ys); i++ {
		step = math.Min(step, ys[i]-ys[i-1])
	}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	at := func(a, b int) uint8 { // a along xs, b along ys
		if transpose {
			a, b = b, a
		}
		return g.Pix[b*g.Stride+a]
	}
	dimA, dimB := w, h
	if transpose {
		dimA, dimB = h, w
	}
	// inked counts the cells of the row from y0 to y1 with ink at their centre: pixels
	// over 40 grey levels off the cell's median in its middle third.
	inked := func(y0, y1 float64) int {
		if y0 < 0 || y1 > float64(dimB-1) {
			return -1
		}
		cnt := 0
		for c := 1; c < len(xs); c++ {
			x0, x1 := xs[c-1], xs[c]
			if x0 < 0 || x1 > float64(dimA-1) {
				continue
			}
			var hist [256]int
			var px []uint8
			for b := int(y0 + (y1-y0)/3); b < int(y1-(y1-y0)/3); b++ {
				for a := int(x0 + (x1-x0)/3); a < int(x1-(x1-x0)/3); a++ {
					v := at(a, b)
					hist[v]++
					px = append(px, v)
				}
			}
			if len(px) == 0 {
				continue
			}
			med, seen := 0, 0
			for v := range hist {
				if seen += hist[v]; 2*seen >= len(px) {
					med = v
					break
				}
			}
			// A row of the middle third off nearly all across is an edge running through
			// (a page's header bar above the board, its bottom edge), not a digit's stroke.
			off, across := 0, int(x1-(x1-x0)/3)-int(x0+(x1-x0)/3)
			for k := 0; across > 0 && k+across <= len(px); k += across {
				row := 0
				for _, v := range px[k : k+across] {
					if max(int(v)-med, med-int(v)) > 40 {
						row++
					}
				}
				if 10*row < 9*across {
					off += row
				}
			}
			if 20*off >= len(px) {
				cnt++
			}
		}
		return cnt
	}
	n := len(ys) - 1
	top, bottom := inked(ys[0]-step, ys[0]), inked(ys[n], ys[n]+step)
	switch {
	case top > bottom && 3*top > len(xs)-1:
		return slices.Insert(slices.Clone(ys), 0, ys[0]-step)
	case bottom > top && 3*bottom > len(xs)-1:
		return append(slices.Clone(ys), ys[n]+step)
	}
	return ys
}

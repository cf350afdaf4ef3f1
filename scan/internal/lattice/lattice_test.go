package lattice

import (
	"image"
	"math"
	"slices"
	"testing"
)

// TestRegular: drawn grids' lines are regular even when the picture was scaled by a
// fractional factor (each line rounded to a pixel) or its boxes are set apart by wider
// gaps, and a tile grid's outer lines (its outer tiles' edges) sit half a gap inside; a
// photo's perspective (a pitch growing along the grid) is not regular.
func TestRegular(t *testing.T) {
	lines := func(n, box int, pitch, boxExtra, outerIn float64, grow float64, round bool) []float64 {
		out := make([]float64, n+1)
		p := 10.0
		for i := range out {
			out[i] = p
			step := pitch * math.Pow(1+grow, float64(i))
			if i%box == 0 || (i+1)%box == 0 {
				step += boxExtra
			}
			p += step
		}
		out[0] += outerIn
		out[n] -= outerIn
		if round {
			for i := range out {
				out[i] = math.Round(out[i])
			}
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		lines []float64
		box   int
		want  bool
	}{
		{"even", lines(9, 3, 30, 0, 0, 0, false), 3, true},
		{"scaled by 0.713, rounded", lines(9, 3, 21.4, 0, 0, 0, true), 3, true},
		{"16×16 of 9.7 px cells, rounded", lines(16, 4, 9.7, 0, 0, 0, true), 4, true},
		{"tiles, box gaps 3 px wider", lines(9, 3, 60, 3, 0, 0, true), 3, true},
		{"tiles, outer edges half a gap in", lines(9, 3, 60, 3, 6, 0, true), 3, true},
		{"4×4, boxes of 2", lines(4, 2, 40, 0, 0, 0, true), 2, true},
		{"perspective, pitch 2% longer a cell", lines(9, 3, 40, 0, 0, 0.02, false), 3, false},
		{"one line 4 px off", func() []float64 { l := lines(9, 3, 30, 0, 0, 0, false); l[4] += 4; return l }(), 3, false},
	} {
		if got := regular(tc.lines, tc.box, false); got != tc.want {
			t.Errorf("%s: regular(%.1f) = %v, want %v", tc.name, tc.lines, got, tc.want)
		}
	}
}

// TestPairGaps: the two edges of a gap between tiles become one line at their middle; a
// tile's outer edge stays single, and a weak edge between (a digit's) is no neighbour.
func TestPairGaps(t *testing.T) {
	ps := []peak{
		{214, 400, []float64{214}, 400, false},            // the outer tiles' top edge
		{240, 60, []float64{240}, 60, false},              // a digit's edge, weak
		{268, 420, []float64{268}, 420, false},            // a gap: this tile's bottom
		{273.5, 410, []float64{273.5}, 410, false},        // and the next one's top
		{327.5, 430, []float64{327.5}, 430, false},        // the next gap
		{332.5, 400, []float64{332.5}, 400, false},        //
		{386.5, 420, []float64{386.5, 386.5}, 420, false}, // a wider gap between boxes
		{398.5, 420, []float64{398.5}, 420, false},        //
		{452.5, 410, []float64{452.5}, 410, false},        // the last tiles' bottom edge
	}
	got := pairGaps(ps)
	want := []float64{214, 240, 270.75, 330, 392.5, 452.5}
	if len(got) != len(want) {
		t.Fatalf("pairGaps = %v, want lines at %v", got, want)
	}
	for i, p := range got {
		if math.Abs(p.at-want[i]) > 1e-9 {
			t.Errorf("line %d at %.2f, want %.2f", i, p.at, want[i])
		}
	}
	if len(got[2].parts) != 2 || got[2].parts[0] != 268 || got[2].parts[1] != 273.5 {
		t.Errorf("the gap's edges = %v, want [268 273.5]", got[2].parts)
	}
}

// TestPairGapsUnlike: a line and, beside it, the edges of a column of digits (weaker, not
// as long) are no gap: they stay two candidates.
func TestPairGapsUnlike(t *testing.T) {
	ps := []peak{
		{22.8, 423, []float64{22.8}, 423, false},
		{70, 295, []float64{70}, 295, false}, // a thin line
		{79, 234, []float64{79}, 234, false}, // the digits' left edges beside it
		{117.5, 281, []float64{117.5}, 281, false},
		{165, 300, []float64{165}, 300, false},
	}
	if got := pairGaps(ps); len(got) != len(ps) {
		t.Errorf("pairGaps joined unlike edges: %v", got)
	}
}

// TestPairGapsThinLine: a sheet's thin line (both its edges in one peak) and, 5.6 pixels
// before it, the right edges of a column of right-aligned digits, about as strong, are no
// gap (0x2f800's d801 calc-07, pictures38: joined, the block was found a column off); two
// tiles' sides, each one edge, still are.
func TestPairGapsThinLine(t *testing.T) {
	for _, tc := range []struct {
		name       string
		both       bool
		wantJoined bool
	}{
		{"a thin line and digits' edges", true, false},
		{"two tiles' sides", false, true},
	} {
		ps := []peak{
			{117.5, 539, []float64{117.5}, 539, true},
			{152.9, 489, []float64{152.9}, 489, false},
			{158.5, 572, []float64{158.5}, 572, tc.both},
			{199.5, 556, []float64{199.5}, 556, true},
		}
		if joined := len(pairGaps(ps)) < len(ps); joined != tc.wantJoined {
			t.Errorf("%s: joined %v, want %v", tc.name, joined, tc.wantJoined)
		}
	}
}

// TestRising: a dark line a pixel wide has a falling and a rising edge, found together as
// one peak of both; a tile's side (one step) is not.
func TestRising(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 120, 100))
	for y := range 100 {
		for x := range 120 {
			v := uint8(255)
			switch {
			case x == 40: // a thin dark line
				v = 120
			case x >= 80: // a darker tile from x 80 on
				v = 200
			}
			g.Pix[y*g.Stride+x] = v
		}
	}
	_, vt := edges(g)
	got := map[int]bool{}
	for _, p := range edgePeaks(g, vt, true, 30, false) {
		got[int(math.Round(p.at))] = p.both
	}
	for at, want := range map[int]bool{40: true, 79: false} {
		if both, ok := got[at]; !ok || both != want {
			t.Errorf("peak at %d: found %v, both %v; want both %v (peaks %v)", at, ok, both, want, got)
		}
	}
}

// TestPairGapsRinging: a faint line's edge and a speck of JPEG ringing three pixels
// from it (one run of rows, so of one strength, but of unlike own strengths) are no gap:
// joined, the line was placed half-way and the grid was not found (issue 23, fifth round).
func TestPairGapsRinging(t *testing.T) {
	ps := []peak{
		{169.5, 357, []float64{169.5}, 357, false},
		{207, 183, []float64{207}, 97, false},  // the ringing
		{211, 183, []float64{211}, 183, false}, // the line
		{255, 339, []float64{255}, 339, false},
	}
	got := pairGaps(ps)
	if len(got) != len(ps) || got[2].at != 211 {
		t.Errorf("pairGaps = %v, want the line alone at 211", got)
	}
}

// TestPartlyHidden: a sheet's block line drawn across its untinted box (white, 255) and
// missing under the tinted boxes beside it (242) is hidden there, also where digits beside
// the line make a cell uneven or a tinted box's edge meets the white; a line missing on
// the white sheet, drawn along too few cells, or drawn everywhere is not.
func TestPartlyHidden(t *testing.T) {
	type fill struct {
		a, b float64 // the grey either side of the line
		even bool
	}
	white, tint, digit, edge := fill{255, 255, true}, fill{242, 242, true}, fill{240, 200, false}, fill{242, 255, true}
	drawn3 := []float64{0, 0, 0, 1, 1, 0.9, 0, 0, 0.05}
	for _, tc := range []struct {
		name  string
		cov   []float64
		fills []fill
		want  bool
	}{
		{"tinted boxes either side", drawn3, []fill{tint, tint, tint, white, white, white, tint, tint, tint}, true},
		{"digits beside it in a third of the tinted cells", drawn3, []fill{digit, tint, tint, digit, white, white, tint, digit, tint}, true},
		{"a tinted box's edge", drawn3, []fill{edge, edge, edge, white, white, white, edge, tint, tint}, true},
		{"missing on the white sheet", drawn3, []fill{tint, tint, tint, white, white, white, white, tint, tint}, false},
		{"digits beside it in most tinted cells", drawn3, []fill{digit, digit, digit, white, white, white, digit, tint, tint}, false},
		{"drawn along two cells only", []float64{0, 0, 0, 1, 1, 0, 0, 0, 0}, []fill{tint, tint, tint, white, white, tint, tint, tint, tint}, false},
		{"drawn everywhere", []float64{1, 1, 1, 1, 1, 1, 1, 1, 1}, []fill{white, white, white, white, white, white, white, white, white}, false},
	} {
		fillAt := func(j int) (float64, float64, bool) { return tc.fills[j].a, tc.fills[j].b, tc.fills[j].even }
		if got := partlyHidden(tc.cov, fillAt); got != tc.want {
			t.Errorf("%s: partlyHidden = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestHiddenAlong: a window's part of a line drawn along its untinted box and missing
// along the tinted ones is there (the share 1); missing on the white sheet inside the
// window, or drawn along two cells only, it is as drawn. The whole lattice's line, run on
// past the block into the formula bar's white, is not partlyHidden (pictures49: appshots
// -calc-edge -shared seed 0x3b002 calc-00).
func TestHiddenAlong(t *testing.T) {
	type fill struct {
		a, b float64
		even bool
	}
	white, tint := fill{255, 255, true}, fill{242, 242, true}
	drawn := []float64{0, 0, 0, 0.97, 1, 1, 1, 0.22, 0}
	boxes := []fill{tint, tint, tint, white, white, white, tint, tint, tint}
	for _, tc := range []struct {
		name  string
		cov   []float64
		fills []fill
		want  float64
	}{
		{"tinted boxes either side", drawn, boxes, 8.97 / 9},
		{"missing on the white sheet", drawn, []fill{tint, tint, tint, white, white, white, tint, white, tint}, 4.19 / 9},
		{"drawn along two cells only", []float64{0, 0, 0, 1, 1, 0, 0, 0, 0}, boxes, 2.0 / 9},
		{"the lattice's line past the block", append([]float64{0.63, 0.24, 0}, drawn...),
			append([]fill{{239, 239, true}, {239, 239, true}, white}, boxes...), (0.63 + 0.24 + 4.19) / 12},
	} {
		fillAt := func(j int) (float64, float64, bool) { return tc.fills[j].a, tc.fills[j].b, tc.fills[j].even }
		if got := hiddenAlong(tc.cov, fillAt); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: hiddenAlong = %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

// TestProgressionsPaneEdge: the row peaks of a Calc block at the sheet pane's top edge,
// saved as JPEG (pictures49: appshots -calc-edge -shared seed 0x3b002 calc-00, 36-pixel
// rows, no headers): the toolbars' lines above at nearly the block's pitch start a run
// that reaches the pane's edge, the block's first line, 5.5 pixels from where it looks;
// the edge is one (no thin line's two edges), stronger than the run's lines, and the run
// goes on one pitch past it. The run takes the edge there, not a line made up 5 pixels
// below it (the block's window was then irregular and not found).
func TestProgressionsPaneEdge(t *testing.T) {
	ps := []peak{
		{9.03, 391, []float64{6, 12}, 391, true}, {18.00, 608, []float64{18}, 608, false}, {32.52, 478, []float64{31, 34}, 478, true},
		{38.49, 465, []float64{38.49}, 465, true}, {44.00, 747, []float64{44}, 747, false}, {59.46, 424, []float64{56, 63}, 424, true},
		{72.82, 652, []float64{72.82}, 652, false}, {77.94, 589, []float64{77.94}, 589, false}, {99.13, 595, []float64{97, 101}, 595, true},
		{107.00, 736, []float64{107}, 736, false}, {142.50, 371, []float64{142.50}, 371, true}, {152.52, 77, []float64{152.52}, 77, true},
		{170.00, 83, []float64{170}, 83, false}, {178.50, 401, []float64{178.50}, 401, true}, {187.02, 60, []float64{187.02}, 60, false},
		{204.37, 73, []float64{203, 206}, 73, true}, {214.58, 531, []float64{214.58}, 531, true}, {250.50, 553, []float64{250.50}, 553, true},
		{275.50, 61, []float64{275.50}, 61, false}, {286.50, 528, []float64{286.5}, 528, true}, {306.00, 62, []float64{306}, 62, true},
		{322.42, 511, []float64{322.42}, 511, true}, {358.53, 424, []float64{358.53}, 424, true}, {384.00, 70, []float64{384}, 70, false},
		{394.50, 379, []float64{394.50}, 379, true}, {430.65, 686, []float64{430.65}, 686, false}, {455.50, 687, []float64{455.50}, 687, true},
		{480.50, 688, []float64{480.5}, 688, true}, {505.50, 688, []float64{505.5}, 688, true}, {530.50, 688, []float64{530.50}, 688, true},
		{555.50, 688, []float64{555.50}, 688, true}, {578.00, 704, []float64{578}, 704, false}, {594.00, 688, []float64{594}, 688, true},
		{600.06, 70, []float64{600.06}, 70, false}, {616.91, 747, []float64{615, 619}, 747, true}, {626.61, 448, []float64{623, 630}, 448, true},
	}
	runs := 0
	for _, p := range progressions(ps, 637, 7, 2) {
		if p.pitch < 34 || p.pitch > 37 || p.lines[0] > 107 || p.lines[len(p.lines)-1] < 430 {
			continue
		}
		runs++
		for _, at := range p.lines {
			if at > 100 && at < 120 && math.Abs(at-107) > 0.5 {
				t.Errorf("run of pitch %.1f from %.1f: a line at %.1f, want the pane's edge at 107 (lines %.1f)", p.pitch, p.lines[0], at, p.lines)
			}
		}
	}
	if runs == 0 {
		t.Errorf("no run of the block's rows through the pane's edge")
	}
}

// TestEdgeBands: the inside of a halved sheet's cell 11×6 pixels (pictures49: appshots
// -shared seed 0x3b001 calc-02, rows 8 pixels tall below the block) whose first column is
// the cell's line (grey 222 on 253) with one dark pixel where a row's line crosses it:
// that pixel is the line's, not a digit's; a tiny digit's strokes, a dark pixel on a
// white first column, a line along a third of the side or a digit's dark stroke along it
// are not set aside.
func TestEdgeBands(t *testing.T) {
	const w, h = 11, 6
	draw := func(first func(y int) uint8, digit bool) *image.Gray {
		g := image.NewGray(image.Rect(0, 0, w, h))
		for y := range h {
			for x := range w {
				g.Pix[y*w+x] = 253
			}
			g.Pix[y*w] = first(y)
		}
		if digit {
			for y := 1; y < 5; y++ {
				g.Pix[y*w+5] = 60
			}
			g.Pix[1*w+4] = 60
		}
		return g
	}
	line := func(y int) uint8 {
		if y == 1 {
			return 197
		}
		return 222
	}
	speck := func(y int) uint8 {
		if y == 1 {
			return 197
		}
		return 253
	}
	third := func(y int) uint8 {
		if y < 2 {
			return 197
		}
		return 253
	}
	for _, tc := range []struct {
		name  string
		first func(y int) uint8
		digit bool
		want  int
	}{
		{"a line crossed by another", line, false, 1},
		{"the line beside a digit", line, true, 1},
		{"a dark speck on white", speck, false, 0},
		{"a line along a third", third, false, 0},
		{"a digit alone", func(int) uint8 { return 253 }, true, 0},
		{"a digit's stroke along the side", func(int) uint8 { return 60 }, false, 0},
	} {
		if got := edgeBands(draw(tc.first, tc.digit), 0, 0, w, h, 253); got != tc.want {
			t.Errorf("%s: edgeBands = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestProgressionsThinLineOff: the column peaks of a halved sheet saved as JPEG (pictures39,
// htmlshots 0x30004 sheet-9-24: 22.3-pixel cells, black box borders two pixels wide, thin
// grey lines between): the run from the picture's border and the first line has a pitch of
// 22.0, the border's edges put it at 67.1, and the next thin line, at 91.5, is 2.3 pixels
// from where the run looks (more than its tolerance). The run takes the thin line there,
// not a line made up 2.3 pixels off it (the cells' middles then crossed the line and the
// block had no window).
func TestProgressionsThinLineOff(t *testing.T) {
	thin := func(at, s float64) peak { return peak{at, s, []float64{at}, s, true} }
	ps := []peak{
		{1.37, 398, []float64{0, 3}, 398, false}, {6, 208, []float64{6}, 208, false},
		thin(23.5, 397), thin(45.5, 410), {67.14, 427, []float64{65, 69}, 427, true},
		thin(79, 55), thin(91.48, 411), {101.5, 57, []float64{101.5}, 57, false},
		thin(112.5, 395), {122, 69, []float64{122}, 69, false}, thin(134.77, 395),
		thin(157.5, 395), {168, 72, []float64{168}, 72, false}, {178.52, 411, []float64{177, 180}, 411, true},
		{202.32, 410, []float64{201, 204}, 410, false}, thin(224.5, 395), thin(246.5, 397),
		{268.15, 395, []float64{266, 270}, 395, true}, {291.5, 395, []float64{290, 293}, 395, true},
		thin(312.5, 395), thin(334.5, 397), {355.5, 395, []float64{354, 357}, 395, true},
	}
	for _, p := range progressions(ps, 400, 7, 2) {
		if p.pitch < 20 || p.pitch > 25 {
			continue
		}
		for _, at := range p.lines {
			if at > 85 && at < 95 && math.Abs(at-91.48) > 0.5 {
				t.Errorf("run of pitch %.1f from %.1f: a line at %.1f, want the thin line at 91.5 (lines %.1f)", p.pitch, p.lines[0], at, p.lines)
			}
		}
	}
}

// TestMidLines: a cell whose middle third a line as strong as half the lattice's runs
// through is two cells of a finer lattice (a sheet's short rows past a block, issue 23);
// a line near the cell's side (the lattice a pixel or two off a sheet's irregular lines)
// or a weak one (digits' strokes in a row) is not.
func TestMidLines(t *testing.T) {
	lines := []float64{0, 12, 24, 36}
	for _, tc := range []struct {
		name string
		ps   []peak
		want []bool
	}{
		{"none", nil, []bool{false, false, false}},
		{"the middle of the second cell", []peak{{at: 18, strength: 200}}, []bool{false, true, false}},
		{"the middle third's ends", []peak{{at: 4.5, strength: 200}, {at: 31.5, strength: 200}}, []bool{true, false, true}},
		{"near a side", []peak{{at: 3, strength: 200}, {at: 21, strength: 200}}, []bool{false, false, false}},
		{"weak", []peak{{at: 18, strength: 90}}, []bool{false, false, false}},
		{"the lattice's own lines", []peak{{at: 0, strength: 200}, {at: 12, strength: 200}, {at: 24, strength: 200}}, []bool{false, false, false}},
	} {
		if got := midLines(tc.ps, lines, 200); !slices.Equal(got, tc.want) {
			t.Errorf("%s: midLines = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestProgressionsEnd: the peaks of a halved Calc sheet saved as JPEG (0x44000 calc-05 as
// shared, issue 23), dense rows of text 3–6 pixels apart under a tolerance of 4.5 pixels.
// Walking back from the pair at 133 and 140, each line was pulled back onto the last one,
// the pitch shrank towards nothing and the walk never left the picture (scan.Read ran for
// minutes). Every run ends, none longer than the picture holds at half the least pitch.
func TestProgressionsEnd(t *testing.T) {
	ps := []peak{
		{92.68, 922, []float64{91, 95}, 922, false}, {102, 471, []float64{102}, 471, false}, {106, 400, []float64{106}, 400, true},
		{110, 408, []float64{110}, 408, true}, {115.50, 526, []float64{115.50}, 526, false}, {120, 428, []float64{120}, 428, false},
		{124, 419, []float64{124}, 419, true}, {130, 560, []float64{130}, 560, false}, {133, 804, []float64{133}, 804, false},
		{136, 472, []float64{136}, 472, false}, {140.02, 856, []float64{140.02}, 856, false}, {154.50, 912, []float64{154.50}, 912, true},
		{181.52, 132, []float64{181.52}, 132, true}, {195.42, 135, []float64{192, 199}, 135, true}, {203.50, 135, []float64{203.50}, 135, true},
		{214.5, 120, []float64{214.5}, 120, false}, {225.5, 119, []float64{225.5}, 119, true}, {236.5, 120, []float64{236.5}, 120, true},
		{247.50, 120, []float64{247.50}, 120, true}, {252, 67, []float64{252}, 67, false}, {258.50, 120, []float64{258.50}, 120, true},
		{269.12, 120, []float64{269.12}, 120, true}, {280.5, 120, []float64{280.5}, 120, true}, {287, 67, []float64{287}, 67, true},
		{472.76, 903, []float64{471, 474}, 903, false}, {479.90, 903, []float64{477, 482}, 892, false}, {497.55, 923, []float64{492, 503}, 923, true},
	}
	const dim, minPitch = 540, 7
	for _, p := range progressions(ps, dim, minPitch, 4.5) {
		if len(p.lines) > 2*dim/minPitch+4 {
			t.Errorf("a run of %d lines (pitch %.2f) in %d pixels", len(p.lines), p.pitch, dim)
		}
	}
}

// TestEdgePeaksRingingCopy: a sheet's light grey row line (235 on white) with a fainter
// copy of it three pixels away (247: JPEG ringing in the line's 8-pixel block, a halved
// sheet) makes one wide peak of both; the peak is the line, not their middle (Chromium
// 0x54002 sheet-9-04: the row runs broke there). Two lines as deep, a copy more than two
// thirds as deep, a line 30 levels deep or more, or a line with two copies stay the two
// edges of a wide peak at their middle.
func TestEdgePeaksRingingCopy(t *testing.T) {
	for _, tc := range []struct {
		name      string
		rows      map[int]uint8 // the grey of the rows drawn across the picture (white elsewhere)
		want      float64       // the peak's place
		wantParts int
	}{
		{"copy above", map[int]uint8{46: 247, 49: 235}, 48.5, 1},
		{"copy below", map[int]uint8{49: 235, 52: 247}, 48.5, 1},
		{"two as deep", map[int]uint8{46: 235, 49: 235}, 47, 2},
		{"copy over two thirds as deep", map[int]uint8{46: 241, 49: 235}, 47, 2},
		{"both too faint", map[int]uint8{46: 248, 49: 247}, 47, 2},
		{"line too deep", map[int]uint8{46: 245, 49: 215}, 47, 2},
		{"two copies", map[int]uint8{45: 247, 48: 235, 51: 247}, 47, 2},
	} {
		g := image.NewGray(image.Rect(0, 0, 200, 100))
		for y := range 100 {
			v, ok := tc.rows[y]
			if !ok {
				v = 255
			}
			for x := range 200 {
				g.Pix[y*g.Stride+x] = v
			}
		}
		hz, _ := edges(g)
		ps := edgePeaks(g, hz, false, 30, true)
		if len(ps) != 1 || math.Abs(ps[0].at-tc.want) > 0.5 || len(ps[0].parts) != tc.wantParts {
			t.Errorf("%s: peaks %+v, want one at %v of %d parts", tc.name, ps, tc.want, tc.wantParts)
		}
	}
}

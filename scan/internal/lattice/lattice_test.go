package lattice

import (
	"math"
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
		{214, 400, []float64{214}, 400},            // the outer tiles' top edge
		{240, 60, []float64{240}, 60},              // a digit's edge, weak
		{268, 420, []float64{268}, 420},            // a gap: this tile's bottom
		{273.5, 410, []float64{273.5}, 410},        // and the next one's top
		{327.5, 430, []float64{327.5}, 430},        // the next gap
		{332.5, 400, []float64{332.5}, 400},        //
		{386.5, 420, []float64{386.5, 386.5}, 420}, // a wider gap between boxes
		{398.5, 420, []float64{398.5}, 420},        //
		{452.5, 410, []float64{452.5}, 410},        // the last tiles' bottom edge
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
		{22.8, 423, []float64{22.8}, 423},
		{70, 295, []float64{70}, 295}, // a thin line
		{79, 234, []float64{79}, 234}, // the digits' left edges beside it
		{117.5, 281, []float64{117.5}, 281},
		{165, 300, []float64{165}, 300},
	}
	if got := pairGaps(ps); len(got) != len(ps) {
		t.Errorf("pairGaps joined unlike edges: %v", got)
	}
}

// TestPairGapsRinging: a faint line's edge and a speck of JPEG ringing three pixels
// from it (one run of rows, so of one strength, but of unlike own strengths) are no gap:
// joined, the line was placed half-way and the grid was not found (issue 23, fifth round).
func TestPairGapsRinging(t *testing.T) {
	ps := []peak{
		{169.5, 357, []float64{169.5}, 357},
		{207, 183, []float64{207}, 97},  // the ringing
		{211, 183, []float64{211}, 183}, // the line
		{255, 339, []float64{255}, 339},
	}
	got := pairGaps(ps)
	if len(got) != len(ps) || got[2].at != 211 {
		t.Errorf("pairGaps = %v, want the line alone at 211", got)
	}
}

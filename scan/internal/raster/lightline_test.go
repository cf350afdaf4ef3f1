package raster

import "testing"

// TestLightLine: a dark line is the darkest row; a light frame with a slope beside it
// is the frame, not the slope's foot; a flat profile keeps the outline's place.
func TestLightLine(t *testing.T) {
	flat := func() []float64 {
		p := make([]float64, 40)
		for i := range p {
			p[i] = 120
		}
		return p
	}
	dark := flat()
	dark[21], dark[22] = 60, 70
	slope := flat()
	for i := 20; i < 40; i++ {
		slope[i] = 130 - float64(i-20)/2 // falls to the right
	}
	slope[17], slope[18] = 140, 152
	rim := flat()
	rim[22], rim[17] = 60, 170
	for _, c := range []struct {
		name          string
		prof          []float64
		dark, e, want int
	}{
		{"dark line", dark, 21, 20, 21},
		{"light frame beside a slope", slope, 26, 20, 18},
		{"nothing", flat(), 23, 20, 20},
		{"a light rim beside a dark gap", rim, 22, 20, 22},
	} {
		if got := LightLine(c.prof, c.dark, c.e); got != c.want {
			t.Errorf("%s: line at %d, want %d", c.name, got, c.want)
		}
	}
}

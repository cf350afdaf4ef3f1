package reread

import (
	"slices"
	"testing"
)

// ink is an Ink whose measures are fixed; asked counts the times either was asked.
func ink(alone bool, contrast float64, asked *int) Ink {
	return Ink{
		Alone:    func() bool { *asked++; return alone },
		Contrast: func() float64 { *asked++; return contrast },
		Stroke:   func() int { *asked++; return printedStroke },
	}
}

// printedStroke is the stroke width ink gives: a printed digit's stem in symbols 20 pixels
// tall, wider than a pen's eighth of them.
const printedStroke = 4

// screen9 is a halved screenshot's 9×9 grid of 16-pixel cells whose symbols are 20
// pixels tall in the warp; photo9 the same grid read as a photo.
var (
	screen9 = Grid{N: 9, Digital: true, Height: 9 * 16, Tall: 20}
	photo9  = Grid{N: 9, Height: 9 * 16, Tall: 20}
	big9    = Grid{N: 9, Digital: true, Height: 9 * 40, Tall: 20}
	sheet16 = Grid{N: 16, Digital: true, Height: 16 * 30, Tall: 20}
)

func TestAskedAgain(t *testing.T) {
	yes, no := func() bool { return true }, func() bool { return false }
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"loose: 70% of the symbols", Loose(screen9, 14), true},
		{"loose: under 70%", Loose(screen9, 13), false},
		{"loose: symbols' height not known", Loose(Grid{N: 9}, 30), false},
		{"loose: not over 9×9", Loose(sheet16, 20), false},
		{"against lines: a sheet's cell", AgainstLines(screen9, true, false), true},
		{"against lines: no lines known", AgainstLines(screen9, false, false), false},
		{"against lines: a bare cell", AgainstLines(screen9, true, true), false},
		{"against lines: a photo", AgainstLines(photo9, true, false), false},
		{"against lines: 16×16", AgainstLines(sheet16, true, false), false},
		{"against lines: symbols' height not known", AgainstLines(Grid{N: 9, Digital: true}, true, false), false},
		{"midway: a screenshot's unsure digit", Midway(big9, Reading{Digit: 4, Second: 0, P: 0.4, P2: 0.3}, 18), true},
		{"midway: a sure digit", Midway(big9, Reading{Digit: 4, P: 0.95}, 18), false},
		{"midway: blank, short ink", Midway(big9, Reading{Digit: 0, P: 0.5}, 4), false},
		{"midway: blank, ink as tall as the digits", Midway(big9, Reading{Digit: 0, P: 0.5}, 18), true},
		{"midway: surely blank", Midway(big9, Reading{Digit: 0, P: 0.95}, 18), false},
		{"midway: a photo", Midway(photo9, Reading{Digit: 4, P: 0.4}, 18), false},
		{"midway: 16×16", Midway(sheet16, Reading{Digit: 4, P: 0.4}, 18), false},
		{"shaded: a photo's blank, a third ink", Shaded(photo9, Reading{Digit: 0, P: 0.9}, yes), true},
		{"shaded: a photo's unsure digit", Shaded(photo9, Reading{Digit: 3, P: 0.52}, yes), true},
		{"shaded: a photo's sure digit", Shaded(photo9, Reading{Digit: 3, P: 0.95}, yes), false},
		{"shaded: under a third ink", Shaded(photo9, Reading{Digit: 0, P: 0.9}, no), false},
		{"shaded: a screenshot's", Shaded(screen9, Reading{Digit: 0, P: 0.9}, yes), false},
		{"shaded: 16×16", Shaded(Grid{N: 16, Height: 16 * 30, Tall: 20}, Reading{Digit: 0, P: 0.9}, yes), false},
		{"lone: alone, tall", Lone(screen9, Box{H: 14}), true},
		{"lone: beside marks", Lone(screen9, Box{H: 14, Company: 1}), false},
		{"lone: short", Lone(screen9, Box{H: 13}), false},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func TestFaint(t *testing.T) {
	screen16 := Grid{N: 16, Digital: true, Height: 16 * 30, Tall: 13}
	photo16 := Grid{N: 16, Height: 16 * 30, Tall: 13}
	screen9 := Grid{N: 9, Digital: true, Height: 9 * 40, Tall: 20}
	tests := []struct {
		name              string
		g                 Grid
		r                 Reading
		h, cellH, company int
		want              bool
	}{
		{"sure and tall", screen9, Reading{Digit: 7, P: 0.99}, 16, 40, 0, true},
		{"sure, short", screen9, Reading{Digit: 7, P: 0.99}, 15, 40, 0, false},
		{"tall, not sure", screen9, Reading{Digit: 7, P: 0.97}, 20, 40, 0, false},
		{"blank", screen9, Reading{Digit: 0, P: 0.99}, 20, 40, 0, false},
		{"16×16 screenshot, alone", screen16, Reading{Digit: 7, P: 0.998}, 13, 32, 0, true},
		{"16×16 screenshot, one piece beside", screen16, Reading{Digit: 7, P: 0.998}, 13, 32, 1, true},
		{"16×16 screenshot, marks beside: a wrapped string's second line", screen16, Reading{Digit: 7, P: 0.998}, 13, 32, 4, false},
		{"16×16 photo, marks beside", photo16, Reading{Digit: 7, P: 0.998}, 13, 32, 4, true},
		{"9×9 screenshot, marks beside", screen9, Reading{Digit: 7, P: 0.99}, 16, 40, 4, true},
		{"alone, as tall as the symbols, a small share of its tile", screen9, Reading{Digit: 5, P: 0.998}, 17, 44, 0, true},
		{"as tall as the symbols, a small share of its tile, beside a piece", screen9, Reading{Digit: 5, P: 0.998}, 17, 44, 1, false},
	}
	for _, tc := range tests {
		if got := Faint(tc.g, tc.r, tc.h, tc.cellH, tc.company); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestBlankFirst(t *testing.T) {
	small9 := Grid{N: 9, Digital: true, Height: 9 * 12, Tall: 20}
	tests := []struct {
		name  string
		g     Grid
		r     Reading
		b     Box
		light bool
		want  bool
	}{
		{"joined marks read 1", screen9, Reading{Digit: 1, P: 0.8}, Box{H: 17}, false, true},
		{"a 1 the network is sure of", screen9, Reading{Digit: 1, P: 0.95}, Box{H: 17}, false, false},
		{"a 4 at 0.8 alone", screen9, Reading{Digit: 4, P: 0.8}, Box{H: 17}, false, false},
		{"a 4 at 0.8 beside marks", screen9, Reading{Digit: 4, P: 0.8}, Box{H: 17, Company: 1}, false, true},
		{"any digit under one half", screen9, Reading{Digit: 4, P: 0.4}, Box{H: 17}, false, true},
		{"as tall as 90% of the symbols", screen9, Reading{Digit: 1, P: 0.4}, Box{H: 18}, false, false},
		{"cells too tall for marks to join", big9, Reading{Digit: 1, P: 0.4}, Box{H: 17}, false, false},
		{"a photo", photo9, Reading{Digit: 1, P: 0.4}, Box{H: 17}, false, false},
		{"small cells, alone, 3/4 tall", small9, Reading{Digit: 1, P: 0.4}, Box{H: 15}, false, false},
		{"small cells, alone, under 3/4", small9, Reading{Digit: 1, P: 0.4}, Box{H: 14}, false, true},
		{"a sheet's 1 against its right line", screen9, Reading{Digit: 1, P: 0.8}, Box{H: 17, Right: true}, false, false},
		{"marks beside others against the line", screen9, Reading{Digit: 4, P: 0.8}, Box{H: 17, Company: 1, Right: true}, false, true},
		{"a light tile's digit not sure", photo9, Reading{Digit: 8, P: 0.9}, Box{H: 20}, true, true},
		{"a light tile's digit sure", photo9, Reading{Digit: 8, P: 0.99}, Box{H: 20}, true, false},
		{"blank", screen9, Reading{Digit: 0, P: 0.4}, Box{H: 17}, true, false},
		{"a photo's box 1.3 symbols tall, unsure", photo9, Reading{Digit: 2, P: 0.61}, Box{H: 26}, false, true},
		{"a photo's box 1.25 symbols tall", photo9, Reading{Digit: 2, P: 0.61}, Box{H: 25}, false, false},
		{"a photo's tall box read sure", photo9, Reading{Digit: 2, P: 0.95}, Box{H: 26}, false, false},
		{"a screen's tall box", screen9, Reading{Digit: 2, P: 0.61}, Box{H: 26}, false, false},
		{"a photo's marks stacked in a column read 1", photo9, Reading{Digit: 1, P: 0.6}, Box{H: 15, PieceH: 7, Stacked: true}, false, true},
		{"a photo's marks stacked read 3 sure", photo9, Reading{Digit: 3, P: 0.95}, Box{H: 15, PieceH: 7, Stacked: true}, false, false},
		{"a photo's 1 in two pieces, not a mark wide", photo9, Reading{Digit: 1, P: 0.6}, Box{H: 15, PieceH: 7}, false, false},
	}
	for _, tc := range tests {
		if got := BlankFirst(tc.g, tc.r, tc.b, func() bool { return tc.light }); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestRefillableAndGlow(t *testing.T) {
	symbol := Box{H: 20, PieceH: 20}
	tests := []struct {
		name  string
		got   func(Ink) bool
		alone bool
		core  float64
		want  bool
	}{
		{"refillable: a symbol's shape, alone", func(in Ink) bool { return Refillable(sheet16, symbol, in) }, true, 200, true},
		{"refillable: not alone", func(in Ink) bool { return Refillable(sheet16, symbol, in) }, false, 200, false},
		{"refillable: not over 9×9", func(in Ink) bool { return Refillable(screen9, symbol, in) }, true, 200, false},
		{"refillable: too short", func(in Ink) bool { return Refillable(sheet16, Box{H: 16, PieceH: 16}, in) }, true, 200, false},
		{"refillable: too tall", func(in Ink) bool { return Refillable(sheet16, Box{H: 25, PieceH: 25}, in) }, true, 200, false},
		{"refillable: marks in rows", func(in Ink) bool { return Refillable(sheet16, Box{H: 20, PieceH: 15}, in) }, true, 200, false},
		{"refillable: a tile's edge", func(in Ink) bool { return Refillable(sheet16, Box{H: 20, PieceH: 20, Edge: true}, in) }, true, 200, false},
		{"glow: a letter, faint", func(in Ink) bool { return Glow(screen9, Reading{Digit: 5, P: 0.6}, 0.6, in) }, true, 40, true},
		{"glow: a letter, crisp", func(in Ink) bool { return Glow(screen9, Reading{Digit: 5, P: 0.6}, 0.6, in) }, true, 120, false},
		{"glow: no letter", func(in Ink) bool { return Glow(screen9, Reading{Digit: 5, P: 0.6}, 0.5, in) }, true, 40, false},
		{"glow: 16×16", func(in Ink) bool { return Glow(sheet16, Reading{Digit: 5, P: 0.6}, 0.6, in) }, true, 40, false},
	}
	for _, tc := range tests {
		asked := 0
		if got := tc.got(ink(tc.alone, tc.core, &asked)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// inkCase is a case of a rule on a grid, a reading, a box and its ink's measures.
type inkCase struct {
	name  string
	g     Grid
	r     Reading
	b     Box
	alone bool
	core  float64
	want  bool
}

// runInk checks rule on each case.
func runInk(t *testing.T, rule func(Grid, Reading, Box, Ink) bool, cases []inkCase) {
	t.Helper()
	for _, tc := range cases {
		asked := 0
		if got := rule(tc.g, tc.r, tc.b, ink(tc.alone, tc.core, &asked)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestThick(t *testing.T) {
	digit := Box{H: 18, W: 12, PieceH: 18, Inner: true}
	runInk(t, Thick, []inkCase{
		{"thin digit read blank", big9, Reading{Digit: 0, P: 0.6}, digit, true, 200, true},
		{"surely blank", big9, Reading{Digit: 0, P: 0.95}, digit, true, 200, false},
		{"a digit under one half", big9, Reading{Digit: 3, P: 0.45}, digit, true, 200, true},
		{"a digit at one half", big9, Reading{Digit: 3, P: 0.5}, digit, true, 200, false},
		{"beside marks", big9, Reading{Digit: 0, P: 0.6}, Box{H: 18, PieceH: 18, Inner: true, Company: 1}, true, 200, false},
		{"not alone", big9, Reading{Digit: 0, P: 0.6}, digit, false, 200, false},
		{"short", big9, Reading{Digit: 0, P: 0.6}, Box{H: 13, PieceH: 13, Inner: true}, true, 200, false},
		{"marks stacked", big9, Reading{Digit: 0, P: 0.6}, Box{H: 18, PieceH: 10, Inner: true}, true, 200, false},
		{"out of the inner part", big9, Reading{Digit: 0, P: 0.6}, Box{H: 18, PieceH: 18}, true, 200, false},
		{"a wide cell", big9, Reading{Digit: 0, P: 0.6}, Box{H: 18, PieceH: 18, Inner: true, Wide: true}, true, 200, false},
		{"16-pixel cells, crisp ink", screen9, Reading{Digit: 0, P: 0.6}, digit, true, 200, false},
		{"16-pixel cells, faint ink", screen9, Reading{Digit: 0, P: 0.6}, digit, true, 60, true},
		{"16×16", sheet16, Reading{Digit: 0, P: 0.6}, digit, true, 60, false},
		{"16×16: a 1 read blank", sheet16, Reading{Digit: 0, P: 0.6}, Box{H: 18, W: 4, PieceH: 18, Inner: true}, true, 60, true},
		{"16×16: a 1 surely blank", sheet16, Reading{Digit: 0, P: 0.95}, Box{H: 18, W: 4, PieceH: 18, Inner: true}, true, 60, false},
		{"16×16: a number surely blank", sheet16, Reading{Digit: 0, P: 0.98}, Box{H: 18, W: 16, PieceH: 18, Inner: true, Pair: true}, true, 60, true},
		{"16×16: a number read a digit", sheet16, Reading{Digit: 8, P: 0.6}, Box{H: 18, W: 16, PieceH: 18, Inner: true, Pair: true}, true, 60, false},
	})
}

func TestFaintFit(t *testing.T) {
	box := Box{H: 12, PieceH: 12}
	runInk(t, FaintFit, []inkCase{
		{"faint thin 1 read blank", photo9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, box, true, 60, true},
		{"a screenshot", screen9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, box, true, 60, false},
		{"second under minFaintFit", photo9, Reading{Digit: 0, Second: 1, P: 0.76, P2: 0.24}, box, true, 60, false},
		{"read as a digit", photo9, Reading{Digit: 1, Second: 0, P: 0.6, P2: 0.3}, box, true, 60, false},
		{"short", photo9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, Box{H: 11}, true, 60, false},
		{"not alone", photo9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, box, false, 60, false},
		{"marks stacked in a column (KSudoku's 4 over 7 read 3 second)", photo9, Reading{Digit: 0, Second: 3, P: 0.6, P2: 0.4}, Box{H: 14, PieceH: 6, Stacked: true}, true, 60, false},
		{"crisp", photo9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, box, true, 90, false},
		{"symbols' height not known", Grid{N: 9, Height: 9 * 16}, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, box, true, 60, false},
	})
	// Crisp ink drawn with a thin pen (Scribble's dark blue 4s): strokes an eighth of the
	// symbols' 20 pixels wide at most.
	for _, tc := range []struct {
		stroke int
		want   bool
	}{{2, true}, {3, false}} {
		asked := 0
		in := ink(true, 90, &asked)
		in.Stroke = func() int { return tc.stroke }
		if got := FaintFit(photo9, Reading{Digit: 0, Second: 4, P: 0.5, P2: 0.5}, box, in); got != tc.want {
			t.Errorf("crisp ink, strokes %d pixels wide: %v, want %v", tc.stroke, got, tc.want)
		}
	}
}

func TestNumber(t *testing.T) {
	pair := Box{H: 20, Pair: true}
	tests := []struct {
		name string
		g    Grid
		r    Reading
		b    Box
		over bool
		want bool
	}{
		{"two pieces read 12 second", sheet16, Reading{Digit: 0, Second: 12, P: 0.8, P2: 0.15}, pair, true, true},
		{"the letter's class over the number's", sheet16, Reading{Digit: 0, Second: 12, P: 0.8, P2: 0.15}, pair, false, false},
		{"one piece", sheet16, Reading{Digit: 0, Second: 12, P: 0.8, P2: 0.15}, Box{H: 20}, true, false},
		{"second under pairSure", sheet16, Reading{Digit: 0, Second: 12, P: 0.95, P2: 0.05}, pair, true, false},
		{"second a digit", sheet16, Reading{Digit: 0, Second: 7, P: 0.8, P2: 0.15}, pair, true, false},
		{"read as a symbol", sheet16, Reading{Digit: 3, Second: 12, P: 0.8, P2: 0.15}, pair, true, false},
		{"9×9", screen9, Reading{Digit: 0, Second: 12, P: 0.8, P2: 0.15}, pair, true, false},
		{"as tall as the symbols", Grid{N: 16, Digital: true, Tall: 16}, Reading{Digit: 0, Second: 11, P: 0.77, P2: 0.23}, pair, true, true},
		{"over a quarter taller: rows of marks", Grid{N: 16, Digital: true, Tall: 12}, Reading{Digit: 0, Second: 11, P: 0.77, P2: 0.23},
			Box{H: 19, Pair: true}, true, false},
	}
	for _, tc := range tests {
		if got := Number(tc.g, tc.r, tc.b, func() bool { return tc.over }); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCostlyAskedLast: the measures of the ink (Ink) are not asked when a cheaper test
// already fails.
func TestCostlyAskedLast(t *testing.T) {
	asked := 0
	in := ink(true, 0, &asked)
	Thick(big9, Reading{Digit: 0, P: 0.99}, Box{H: 18, PieceH: 18, Inner: true}, in)
	FaintFit(screen9, Reading{Digit: 0, Second: 1, P: 0.6, P2: 0.3}, Box{H: 12}, in)
	Refillable(screen9, Box{H: 20, PieceH: 20}, in)
	Glow(screen9, Reading{Digit: 0}, 0.9, in)
	if asked != 0 {
		t.Errorf("the ink was measured %d times, want 0", asked)
	}
}

func TestSmallCells(t *testing.T) {
	if !(Grid{N: 9, Height: 9*14 - 1}).SmallCells() || (Grid{N: 9, Height: 9 * 14}).SmallCells() || (Grid{N: 16, Height: 16}).SmallCells() {
		t.Error("SmallCells: want 9×9 cells under 14 pixels only")
	}
}

func TestFaintOther(t *testing.T) {
	for _, tc := range []struct {
		p    float64
		want bool
	}{{0.21, true}, {0.2, true}, {0.19, false}, {0.002, false}} {
		if got := FaintOther(tc.p); got != tc.want {
			t.Errorf("FaintOther(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
}

// TestFaintFitOf: the pale hand-written 6 of a small Scribble window (blank 0.48, 9 0.26,
// 6 0.21) is left to the solution as 9 or 6, the rest nought; the second keeps its p2.
func TestFaintFitOf(t *testing.T) {
	probs := []float64{0.48, 0.01, 0, 0, 0, 0, 0.21, 0.03, 0.01, 0.26}
	for _, tc := range []struct {
		name   string
		second int
		p2     float64
		want   []float64
	}{
		{"second 9", 9, 0.26, []float64{0, 0, 0, 0, 0, 0, 0.21, 0, 0, 0.26}},
		{"second 7, at its p2", 7, 0.3, []float64{0, 0, 0, 0, 0, 0, 0.21, 0.3, 0, 0.26}},
	} {
		if got := FaintFitOf(probs, tc.second, tc.p2); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

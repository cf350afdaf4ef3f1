package main

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/synth"
)

// calcFamilies are the font families LibreOffice Calc's sheets are drawn in here (appshots
// picks among them): Liberation Sans, Serif and Mono, DejaVu Sans and Mono, Noto Sans.
var calcFamilies = []string{"Liberation Sans", "Liberation Serif", "Liberation Mono", "DejaVu Sans", "DejaVu Mono", "Noto Sans"}

// calcFonts are the faces of fonts in calcFamilies; all of fonts when none is installed.
func calcFonts(fonts []synth.Font) []synth.Font {
	var out []synth.Font
	for _, f := range fonts {
		if slices.Contains(calcFamilies, f.Family) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return fonts
	}
	return out
}

// tinySamples draws n spreadsheets whose digits stand about 3-8 pixels high (from seed, in
// a stream of their own) in the Calc fonts and returns their cells' patches, the training
// set of the tiny-glyph network (scan.TinyHeight): half drawn with rows 7-16 pixels high
// (synth's Vary.RowPx, the digits on whole pixels), a sixth drawn twice that and halved,
// a third drawn at the look's sizes and scaled down (Vary.SymbolPx); two in three 9×9,
// the third 16×16 (numbers and letters in turn); one in four with pale digits; half of
// them saved as JPEG every time (the others two times in five, as every look).
func tinySamples(n int, seed uint64, fonts []synth.Font) []sample {
	calc := calcFonts(fonts)
	return drawSamples("tiny sheets", n, rand.New(rand.NewPCG(seed, 0x71e7)), 0x71e7, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: []synth.Look{synth.Spreadsheet}, Fonts: calc, Size: 9}
		if k%3 == 2 {
			spec.Size, spec.Numbers = 16, k%6 == 2
		}
		switch k % 6 {
		case 0, 3, 5: // drawn at the size Calc shows them (at 75% and under, say)
			spec.Vary.RowPx = 7 + 9*r.Float64()
		case 1: // drawn twice that, then halved (shared)
			spec.Vary.RowPx, spec.Vary.Scale = 14+14*r.Float64(), 0.5
		default: // drawn large, then scaled down
			spec.Vary.SymbolPx = 3 + 5*r.Float64()
		}
		spec.Vary.Light = r.IntN(4) == 0
		spec.Vary.JPEG = r.IntN(2) == 0
		return spec
	})
}

// tinySet is the tiny-glyph network's training set: n tiny sheets' patches (tinySamples),
// kept in cacheDir.
func tinySet(cacheDir string, n int, seed uint64, fonts []synth.Font) ([]sample, error) {
	calc := calcFonts(fonts)
	return cached(cacheDir, fmt.Sprintf("tiny%d-seed%d-fonts%d-marks%v", n, seed, len(calc), learn.marks), func() []sample {
		return tinySamples(n, seed, fonts)
	})
}

// tinyPhoneSamples draws n phone and tile boards (from seed, in a stream of their own)
// scaled down until their symbols stand about 3-7 pixels high, in every font, and returns
// their cells' patches: the tiny-glyph network's second training set (-tiny-phones), for
// the 16×16 boards of phone apps halved as people share them, whose two-digit numbers and
// letters the sheets' digits did not teach it (Chromium's halved dark phones: 13 read 11,
// 15 blank, issue 23). Two in three 16×16 (numbers and letters in turn), the third 9×9;
// light, dark and tiles in turn; half saved as JPEG every time.
func tinyPhoneSamples(n int, seed uint64, fonts []synth.Font) []sample {
	looks := []synth.Look{synth.PhoneLight, synth.PhoneDark, synth.Tiles}
	return drawSamples("tiny phones", n, rand.New(rand.NewPCG(seed, 0x71e8)), 0x71e8, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: []synth.Look{looks[k%3]}, Fonts: fonts, Size: 16, Numbers: k%2 == 0}
		if k%3 == 2 {
			spec.Size, spec.Numbers = 9, false
		}
		spec.Vary.SymbolPx = 3 + 4*r.Float64()
		spec.Vary.JPEG = r.IntN(2) == 0
		return spec
	})
}

// tinyPhoneSet is tinyPhoneSamples' patches, kept in cacheDir.
func tinyPhoneSet(cacheDir string, n int, seed uint64, fonts []synth.Font) ([]sample, error) {
	return cached(cacheDir, fmt.Sprintf("tinyphones%d-seed%d-fonts%d-marks%v", n, seed, len(fonts), learn.marks), func() []sample {
		return tinyPhoneSamples(n, seed, fonts)
	})
}

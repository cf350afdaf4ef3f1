package scan

import (
	"image"
	"slices"

	"github.com/sudokubot/sudokubot/scan/internal/cellink"
)

// shallowInk reports, for a grid whose cells are not flat fills (shaded tiles, photos),
// the boxes whose ink barely stands out from its cell: its core (the darkest tenth of the
// ink in the box) under a sixth as far from the cell's median grey as the grid's digits'
// cores are, at the median. Such ink is the texture of a game's empty tile that the
// local-mean binarisation took for ink (KSudoku's grey-green tiles: 7-8 grey levels, its
// digits 115-150), or a speck on a photo's paper; a photo's faint digits keep two thirds of
// the others' contrast (23 of 35 at the faintest of the 160 training photos). The
// digits' contrast is told from boxes at least a quarter as wide as tall (a grid line's
// remnant is no digit), ten of them at least; with fewer nothing is shallow.
func shallowInk(wps []*image.Gray, inks [][]uint8, cs []cell, bs []digitBox, small []bool) []bool {
	shallow := make([]bool, len(bs))
	con := make([]float64, len(bs))
	var ref []float64
	for i, b := range bs {
		if !b.ok || small[i] {
			continue
		}
		con[i] = coreContrast(wps[i], inks[i], cs[i], b)
		if 4*(b.width()) >= b.height() {
			ref = append(ref, con[i])
		}
	}
	if len(ref) < 10 {
		return shallow
	}
	slices.Sort(ref)
	med := ref[len(ref)/2]
	for i, b := range bs {
		shallow[i] = b.ok && !small[i] && 6*con[i] < med
	}
	return shallow
}

// coreContrast is how much darker than its cell's median grey the core of box b's ink is
// (cellink.Core: the darkest tenth of the ink in the box).
func coreContrast(wp *image.Gray, bin []uint8, c cell, b digitBox) float64 {
	return cellMedian(wp, c) - float64(inkCore(wp, bin, b))
}

// inkCore is the grey of the core of box b's ink, bin's marked pixels of wp (cellink.Core).
func inkCore(wp *image.Gray, bin []uint8, b digitBox) int {
	return cellink.Core(wp, bin, wp.Rect.Dx(), b.rect())
}

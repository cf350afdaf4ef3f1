package shown

import (
	"image"
	"math"

	"github.com/sudokubot/sudokubot/scan/internal/lattice"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// The functions below check a straightened grid (package scan's warp of an outline it
// found: a square picture of n×n cells, each cell pixels a side) for the lines it should
// show.

// LineScore is the mean share of each expected grid line (n+1 across, n+1 down) that is
// inked in the binarised straightened grid bin (side s).
func LineScore(bin []uint8, s, n int) float64 {
	step := float64(s) / float64(n)
	total := 0.0
	for i := 0; i <= n; i++ {
		at := int(math.Round(float64(i) * step))
		var across, down int
		for t := 0; t < s; t++ {
			hitA, hitD := false, false
			for d := -3; d <= 3; d++ {
				k := at + d
				if k < 0 || k >= s {
					continue
				}
				hitA = hitA || bin[k*s+t] != 0
				hitD = hitD || bin[t*s+k] != 0
			}
			if hitA {
				across++
			}
			if hitD {
				down++
			}
		}
		total += float64(across+down) / float64(2*s)
	}
	return total / float64(n+1)
}

// ProfileScore is the share of the expected grid lines (n+1 across, n+1 down) of the
// straightened grid g whose median grey level is darker than the cell interiors beside
// them (LineDips): lines drawn lighter than the background (the other polarity) do not
// count.
func ProfileScore(g *image.Gray, n, cell int) float64 {
	rows, cols := LineDips(g, n, cell)
	present := 0
	for i := range rows {
		present += raster.Bit(rows[i]) + raster.Bit(cols[i])
	}
	return float64(present) / float64(2*(n+1))
}

// LineDips reports, for each expected grid line across (rows) and down (cols) of the
// straightened grid g (n×n cells of cell pixels), whether its median grey level is darker
// than the cell interiors beside it by more than the profile's jitter.
func LineDips(g *image.Gray, n, cell int) (rows, cols []bool) {
	s := g.Rect.Dx()
	rowMed, colMed := raster.Profiles(g)
	step := float64(s) / float64(n)
	rows, cols = make([]bool, n+1), make([]bool, n+1)
	for d, prof := range [][]float64{rowMed, colMed} {
		// The jitter of the profile between neighbouring rows inside the cells: a line must
		// stand out from it (noise and texture have lines everywhere and nowhere).
		var jit float64
		var nj int
		for k := 1; k < s; k++ {
			if d := k % cell; d > 5 && d < cell-5 {
				jit += math.Abs(prof[k] - prof[k-1])
				nj++
			}
		}
		need := 3 + 1.5*jit/float64(max(nj, 1))
		for i := 0; i <= n; i++ {
			at := int(math.Round(float64(i) * step))
			line := math.Inf(1)
			for d := -3; d <= 3; d++ {
				if k := at + d; k >= 0 && k < s {
					line = math.Min(line, prof[k])
				}
			}
			var sum float64
			var cnt int
			for d := 6; d < cell/2; d++ {
				for _, k := range []int{at - d, at + d} {
					if k >= 0 && k < s {
						sum += prof[k]
						cnt++
					}
				}
			}
			if cnt > 0 && sum/float64(cnt)-line >= need {
				[][]bool{rows, cols}[d][i] = true
			}
		}
	}
	return rows, cols
}

// boxInked is the share, in tenths, of a box line BoxLinesShown wants inked: 9, or 8 for
// the outline's own lines (outer), which lie at the straightened grid's edge, where a thin
// line a pixel out (a halved JPEG's) has half its ink cut off.
func boxInked(outer bool) int {
	if outer {
		return 8
	}
	return 9
}

// BoxLinesShown reports whether a straightened grid wp of n×n cells (9 or 16, cell pixels
// a side) shows every line of its boxes, outline included, both in its ink bin and in its
// median profile, though not its cells' lines: a dark theme's cell lines may be a shade
// off the fills.
func BoxLinesShown(wp *image.Gray, bin []uint8, n, cell int) bool {
	if n != 9 && n != 16 {
		return false
	}
	s := n * cell
	rows, cols := LineDips(wp, n, cell)
	b := lattice.BoxRows(n)
	for i := 0; i <= n; i += b {
		if !rows[i] || !cols[i] {
			return false
		}
		at := i * cell
		across, down := 0, 0
		for t := range s {
			hitA, hitD := false, false
			for k := max(at-3, 0); k <= min(at+3, s-1); k++ {
				hitA = hitA || bin[k*s+t] != 0
				hitD = hitD || bin[t*s+k] != 0
			}
			across, down = across+raster.Bit(hitA), down+raster.Bit(hitD)
		}
		if need := boxInked(i == 0 || i == n); 10*across < need*s || 10*down < need*s {
			return false
		}
	}
	return true
}

// LinesThroughCells reports whether lines run through the middle of a third of the cells
// or more of a straightened grid's ink bin (n cells a side, cell pixels each): the outline found is a block of
// a finer lattice (a spreadsheet's cells), not a grid. A digit's bars are shorter.
func LinesThroughCells(bin []uint8, n, cell int) bool {
	s := n * cell
	if len(bin) < s*s {
		return false
	}
	crossed := 0
	for i := range n * n {
		x0, y0 := i%n*cell, i/n*cell
		through := false
		for a := cell / 4; a < 3*cell/4 && !through; a++ {
			// Across the cell (a row of ink) and down it (a column of ink).
			for _, down := range [2]bool{false, true} {
				run, best, gap := 0, 0, 0
				for b := 2; b < cell-2; b++ {
					x, y := x0+b, y0+a
					if down {
						x, y = x0+a, y0+b
					}
					if bin[y*s+x] != 0 {
						run += 1 + gap
						gap = 0
						best = max(best, run)
					} else if run > 0 {
						if gap++; gap > 1 {
							run, gap = 0, 0
						}
					}
				}
				if best >= (cell-4)*17/20 {
					through = true
				}
			}
		}
		if through {
			crossed++
		}
	}
	return 3*crossed >= n*n
}

package cellink

import "image"

// Reink marks as ink (1 in bin, s pixels a row) every pixel of r in g darker than cut
// ([AddDarker]), and returns keep, which puts r's ink back as it was unless told to keep
// it (and says what it was told). A cell's ink found against the mean of its
// neighbourhood loses a thin number's faint strokes beside a thick box line (the line
// darkens the mean); cut against the cell's own fill keeps them. An empty r marks
// nothing; keep may be called once.
func Reink(g *image.Gray, bin []uint8, s int, r image.Rectangle, cut float64) (keep func(bool) bool) {
	return marked(g, bin, s, r, func(r image.Rectangle) { AddDarker(g, bin, s, r, cut) })
}

// ReinkAgainstLines is [Reink] marking r's ink anew against its rows' and columns' fills
// by contrast ([AgainstLines]): a thin 1 set against a thick box line, of which the
// binarisation kept the core alone, a 5 joined to the cell cursor's frame.
func ReinkAgainstLines(g *image.Gray, bin []uint8, s int, r image.Rectangle, contrast int) (keep func(bool) bool) {
	return marked(g, bin, s, r, func(r image.Rectangle) { AgainstLines(g, bin, s, r, contrast) })
}

// ReinkPale is [Reink] cutting at cut, or, told lines (a screenshot's cell), [ReinkAgainstLines]
// by contrast: a halved sheet's pale grey digit by thick box lines, which darken its
// cell's median below the digit's lighter strokes, is marked against its rows' and
// columns' own fills.
func ReinkPale(g *image.Gray, bin []uint8, s int, r image.Rectangle, cut float64, contrast int, lines bool) (keep func(bool) bool) {
	if lines {
		return ReinkAgainstLines(g, bin, s, r, contrast)
	}
	return Reink(g, bin, s, r, cut)
}

// BrokenPiece is the height of a box's tallest piece (piece; 0: no box) that [Fuller] is
// to take as first found: 0 for a pale screenshot's box (paleShot: a halved sheet's grey
// digit, its lighter strokes lost to the local mean) under five sixths of the grid's
// symbols' median height (tall) or with pieces beside it (company: the digit's halves), so
// that its ink is marked again; else piece.
func BrokenPiece(paleShot bool, piece, h, company, tall int) int {
	if paleShot && (company > 0 || 6*h < 5*tall) {
		return 0
	}
	return piece
}

// marked is keep for r's ink in bin (r within g) as it is, then marks it anew by mark.
func marked(g *image.Gray, bin []uint8, s int, r image.Rectangle, mark func(r image.Rectangle)) (keep func(bool) bool) {
	r = r.Intersect(g.Rect)
	keep = saved(bin, s, r)
	mark(r)
	return keep
}

// saved is keep for r's ink in bin as it is now: put back unless told to keep the new.
func saved(bin []uint8, s int, r image.Rectangle) (keep func(bool) bool) {
	kept := make([]uint8, 0, r.Dx()*r.Dy())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		kept = append(kept, bin[y*s+r.Min.X:y*s+r.Max.X]...)
	}
	return func(ok bool) bool {
		for y := r.Min.Y; !ok && y < r.Max.Y; y++ {
			copy(bin[y*s+r.Min.X:y*s+r.Max.X], kept[(y-r.Min.Y)*r.Dx():])
		}
		return ok
	}
}

// Fuller reports whether a symbol's box found again in reinked ink (Reink), again with
// pieces of height againPiece, pair telling whether it joined two pieces side by side
// (a two-digit number), is the symbol the box found first missed: first found no pair
// where again does, or first's tallest piece (firstPiece; 0: no box) is under three
// quarters of the grid's symbols' median height (tall) where again's reaches it, no
// taller than five quarters of it (not a line or marks joined), with no other pieces
// beside it (company: pencil marks joined up).
func Fuller(firstPair, againPair bool, firstPiece, againPiece, againH, company, tall int) bool {
	if againPair && !firstPair {
		return true
	}
	return 4*firstPiece < 3*tall && 4*againPiece >= 3*tall && 4*againH <= 5*tall && company == 0
}

// Selected reports whether cell i of an n×n grid, whose cells' median greys are meds
// (row-major), is filled darker by at least by than each of the cells beside it (above,
// below, left and right): a selected cell's strong fill. The binarisation's local mean
// beside it takes in the lighter cells round it and marks the fill along its sides as
// ink, in which a digit drowns: its ink is found against its own fill instead.
func Selected(meds []float64, n, i int, by float64) bool {
	r, c := i/n, i%n
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n && meds[rr*n+cc]-meds[i] < by {
			return false
		}
	}
	return true
}

// Shaded reports whether cell i of an n×n grid, whose cells' median greys are meds
// (row-major), is filled darker by at least by than a cell beside it (above, below, left
// or right): a given's grey fill against a white cell, as GNOME Sudoku shades its givens.
// A picture read as a photo (a halved JPEG) marks the fill along that lighter side as
// ink, a stripe or a bar the cell's box took, or joined to its digit, instead of the digit
// (a grey 1 and 7 read blank, issue 23): its ink is found against its own fill, as a
// selected cell's is.
func Shaded(meds []float64, n, i int, by float64) bool {
	r, c := i/n, i%n
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n && meds[rr*n+cc]-meds[i] >= by {
			return true
		}
	}
	return false
}

// FillTaken reports whether more than fillShare of inside's pixels are ink in bin (s
// pixels a row): a cell's fill taken for ink, not a digit's strokes. A light tile read
// inverted is darker than the board round it, and the local mean, lightened by the board,
// marks the whole tile (KSudoku's white digits on its light and gold tiles, issue 23):
// the digit is joined to the tile. An empty inside is not taken.
func FillTaken(bin []uint8, s int, inside image.Rectangle) bool {
	return inkOver(bin, s, inside, fillShare)
}

// ShadeTaken reports whether more than shadeShare of inside's pixels are ink in bin (s
// pixels a row): a cell that held no box (its ink joined to the cell's sides) whose
// tile's shade was taken for ink round its digit. KSudoku's glass tiles show the page's
// picture through, a light swirl across a light tile read inverted, and the local mean
// marked the swirl with a white 3 (issue 23).
func ShadeTaken(bin []uint8, s int, inside image.Rectangle) bool {
	return inkOver(bin, s, inside, shadeShare)
}

// inkOver reports whether more than share of inside's pixels are ink in bin (s pixels a
// row); an empty inside is not.
func inkOver(bin []uint8, s int, inside image.Rectangle, share float64) bool {
	ink, all := 0, 0
	for y := inside.Min.Y; y < inside.Max.Y; y++ {
		for x := inside.Min.X; x < inside.Max.X; x++ {
			ink += int(min(bin[y*s+x], 1))
			all++
		}
	}
	return all > 0 && float64(ink) > share*float64(all)
}

// shadeShare is the share of a cell's inside over which ShadeTaken says a cell's shade
// was taken for ink where no box was found: a digit's strokes alone are cut into a box.
const shadeShare = 0.3

// fillShare is the share of a cell's inside over which FillTaken says its fill is ink:
// a bold digit's strokes cover under half of it.
const fillShare = 0.6

// RecutKept is [Recut] returning keep, as [Reink] does: r's ink is put back as it was
// unless keep is told to keep the new. keep may be called once.
func RecutKept(g *image.Gray, bin []uint8, s int, r image.Rectangle, cut float64) (keep func(bool) bool) {
	return marked(g, bin, s, r, func(r image.Rectangle) { Recut(g, bin, s, r, cut) })
}

// Recut clears the ink of r in bin (s pixels a row) and marks again only the pixels of g
// darker than cut: a cell whose fill was taken for ink ([FillTaken]) cut against its own
// fill. An empty r (or one outside g) is left alone.
func Recut(g *image.Gray, bin []uint8, s int, r image.Rectangle, cut float64) {
	r = r.Intersect(g.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		clear(bin[y*s+r.Min.X : y*s+r.Max.X])
	}
	AddDarker(g, bin, s, r, cut)
}

// Glowing reports whether the ink in box r of a cell (dark on light in g, its ink in bin,
// g's width a row) whose median grey is med is mostly a glow round a crisp digit: its
// core (the darkest tenth of its ink, [Core]) is crisp (darker than med by crisp at
// least), and its pixels nearer med than that core outnumber those past cut (a share of
// the way from med to the core) toward it. A crisp digit's anti-aliased edge on a flat
// fill is a pixel or so of its strokes' width, no more than their core.
func Glowing(g *image.Gray, bin []uint8, r image.Rectangle, med, crisp, cut float64) bool {
	s := g.Rect.Dx()
	core := float64(Core(g, bin, s, r))
	if med-core < crisp {
		return false
	}
	soft, hard := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if bin[y*s+x] == 0 {
				continue
			}
			switch v := float64(g.Pix[y*g.Stride+x]); {
			case v > (med+core)/2:
				soft++
			case v <= med+cut*(core-med):
				hard++
			}
		}
	}
	return soft > hard
}

// Saved is keep for r's ink in bin (s pixels a row) as it is now: a cut of it put back
// unless told to keep it (and says what it was told). Only r's part within bin is kept.
func Saved(bin []uint8, s int, r image.Rectangle) (keep func(bool) bool) {
	return saved(bin, s, r.Intersect(image.Rect(0, 0, s, len(bin)/max(s, 1))))
}

// Outgrown reports whether a box found again (after, ok: found) in ink a cut only cleared
// reaches past the box found before it: the cut broke ink dropped before, a grid line
// (a pale sheet's grey line, lighter than the cut in places), into pieces the box took in.
func Outgrown(before, after image.Rectangle, ok bool) bool { return ok && !after.In(before) }

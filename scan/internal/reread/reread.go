// Package reread is when a cell's reading is asked of the network again or turned: the
// rules scan's classify follows on what it measured of the grid, of the cell's box of ink
// and of the network's reading. Asked again: the box before tighten's cut (Loose), the ink
// marked against a sheet's lines (AgainstLines), the strokes a pixel thicker (Thick).
// Turned: faint ink read as its digit (Faint), a digit read blank first (BlankFirst,
// Glow), two pieces read as a number (Number); a blank left for a unique reading's
// solution to fill (Refillable, FaintFit). Stdlib only.
package reread

// Thresholds the rules share with scan: FaintSure is the network's confidence from which
// faint ink the strict cut dropped is read as the digit it shows rather than as blank (a
// light font or a pale colour in a screenshot; specks on photos are rarely that sure), and
// from which the box before tighten's cut is read when what tighten left is blank.
// LooseSure is the confidence from which a box tighten cut whole is read as the digit it
// shows: a pale font's single digit in a halved JPEG screenshot, read at 0.93 to 0.99
// (issue 23); a sheet's cell marked against its lines is kept at it too. Unsure is scan's
// UnsureBelow, the confidence under which a cell is reported as unsure. Crisp is how much
// darker than its cell a digit's core (the darkest tenth of its ink) is at least for it to
// be crisp: under it, ink is faint.
const (
	FaintSure = 0.98
	LooseSure = 0.9
	Unsure    = 0.9
	Crisp     = 90
)

// minFaintH is the least height of faint ink, as a share of its cell's, for Faint;
// pairSure the least confidence in a 16×16 grid's number, second to blank, for Number;
// minFaintFit the least probability of faint ink's digit, second to blank, for FaintFit.
const (
	minFaintH   = 0.4
	pairSure    = 0.1
	minFaintFit = 0.25
	// minFaintOther is the least probability of another digit FaintFit's cell leaves to
	// the solution (FaintOther).
	minFaintOther = 0.2
)

// maxMarkCell is the height of a cell in the picture's pixels under which JoinedMarks is
// asked; maxPaleCell the height under which a grid's cells are small (SmallCells).
// minThickCell is the least height of a cell in the picture's pixels for Thick: in smaller
// cells (16 pixels: a small window halved) pencil marks stacked two high join into one
// stroke as tall as a thin digit, read as 1 once thickened. Faint ink (its core under
// Crisp darker than its cell: Scribble's pale blue digits halved; the stacked marks are
// dark) is asked in cells of minFaintCell.
const (
	maxMarkCell  = 26
	maxPaleCell  = 14
	minThickCell = 20
	minFaintCell = 16
)

// Grid is what the rules know of the whole grid.
type Grid struct {
	N       int  // cells a side
	Digital bool // a screenshot's: ink must stand out from its cell's own colour
	Height  int  // the grid's height in the picture's pixels
	Tall    int  // the median height of its symbols' boxes; 0 when not known (under 20 boxes)
}

// Box is a cell's box of ink, in the straightened grid's pixels.
type Box struct {
	H       int  // its height
	W       int  // its width
	PieceH  int  // its tallest piece of ink's height
	Company int  // the pieces of ink beside it in the cell, three fifths of its tallest or taller
	Pair    bool // two pieces side by side, each about as tall as the box: a two-digit number
	Edge    bool // shaped like a tile's edge or outline, not a symbol
	Inner   bool // inside its cell's inner part (the cell without a sixth along each side)
	Wide    bool // in a wide cell whose features are taken from the wider picture
	Right   bool // set against its cell's right line (a sheet's right-aligned number)
	Stacked bool // pencil marks stacked in a cell's column, a mark wide (glyph.StackedMarks)
}

// Reading is the network's reading of a box: its first and second choices (0 is blank)
// and their probabilities.
type Reading struct {
	Digit, Second int
	P, P2         float64
}

// Ink is what is measured of a cell's ink on demand: each is asked only once the cheaper
// tests have passed.
type Ink struct {
	Alone    func() bool    // the box holds all of the cell's ink (no pencil marks beside it)
	Contrast func() float64 // how much darker than its cell the core of the box's ink is
	Stroke   func() int     // how wide the box's strokes are, in pixels (a pen's width)
}

// Sure reports whether r is a digit read at min or more.
func (r Reading) Sure(min float64) bool { return r.Digit > 0 && r.P >= min }

// asTall reports whether h is 70% of the grid's symbols' height at least, that known.
func (g Grid) asTall(h int) bool { return g.Tall > 0 && 10*h >= 7*g.Tall }

// SmallCells reports whether g is a 9×9 or smaller grid of cells under maxPaleCell pixels
// high in the picture.
func (g Grid) SmallCells() bool { return g.N <= 9 && g.Height < g.N*maxPaleCell }

// Loose reports whether the box before tighten's cut, h high, of a cell tighten cut all of
// the ink of (a pale or thin font halved, a JPEG's strokes lighter than the cut) is asked
// of the network: in a 9×9 or smaller grid, as tall as 70% of the symbols. It is read as if
// tighten had left it when the network is sure of it (LooseSure: halved JPEG phone boards'
// single 2s, 5s, 6s and 7s read blank, issue 23). Not over 9×9: a small Solo window's
// marks, cut whole, were read as digits.
func Loose(g Grid, h int) bool { return g.N <= 9 && g.asTall(h) }

// AgainstLines reports whether a cell read blank of a sheet's 9×9 or smaller grid, whose
// lines are known, is marked again against its lines (a thin 1 right-aligned against a
// thick box line, its strokes left out of the ink but its core; a 5 joined to the cursor's
// frame: issue 23): a screenshot's, its symbols' height known, the cell not bare (cut off
// its box lines, already marked against its fills).
func AgainstLines(g Grid, lines, bare bool) bool {
	return g.N <= 9 && lines && g.Digital && g.Tall > 0 && !bare
}

// Midway reports whether a screenshot's 9×9 or smaller cell read r, a digit under Unsure,
// is cut again at the grey halfway between its digit's core and its fill, and read again:
// a screen draws a digit in one colour, and a glossy tile's gradient (KSudoku's gold tiles,
// lighter at one corner, issue 23), darker than the fill by more than the cut's contrast
// but far lighter than the digit, joined a white 1's flag and it was read as 4. The new
// reading is kept when the network is sure of it (LooseSure). So is a cell read blank under
// Unsure whose box, h high, is as tall as 70% of the symbols: a speck of a dark tile's
// texture, darker than the fill by the cut's contrast, joined a thin 1's flag and widened
// its box, read blank (a halved KSudoku window's dark theme).
func Midway(g Grid, r Reading, h int) bool {
	return g.Digital && g.N <= 9 && r.P < Unsure && (r.Digit > 0 || g.asTall(h))
}

// Shaded reports whether a 9×9 or smaller cell of a grid not read as a screenshot's, read
// blank or a digit under Unsure (r), whose inside is a third ink or more (shadeTaken: its grey fill taken for
// ink round its digit by the local mean, lightened by the white cells round it), is cut
// again as Midway's are: GNOME Sudoku's given cells halved and saved as JPEG (read as a
// photo), a 1 and a 7 on grey read blank (issue 23). The new reading is kept when the
// network is sure of it (LooseSure).
func Shaded(g Grid, r Reading, shadeTaken func() bool) bool {
	return !g.Digital && g.N <= 9 && (r.Digit == 0 || r.P < Unsure) && shadeTaken()
}

// Lone reports whether box b, found in a cell's ink marked again, is asked of the network
// (AgainstLines): alone in its cell and as tall as 70% of the symbols. Its reading is kept
// when the network is sure of it (LooseSure).
func Lone(g Grid, b Box) bool { return b.Company == 0 && g.asTall(b.H) }

// Faint reports whether faint ink the strict cut dropped, read r, h high in a cell cellH
// high, company pieces of ink as tall beside it (Box.Company), is read as its digit in g:
// thin light strokes (a light font, a pale colour) the network is sure of (FaintSure), as
// tall as a digit (minFaintH of the cell), or, alone in its cell, 85% of the grid's symbols
// at least (a tile board's small serif 5 at a pixel ratio of 3, its hairlines lost to the
// warp and its pieces 39% of the tile: issue 23, read blank). Not in a screenshot's 16×16 grid beside two
// pieces or more: a centred string of pencil marks wrapped onto two lines, the second
// line's lone mark joined to the marks above it (an F under "45" read 7 at 0.998:
// Chromium 0x71000 phone-dark-16-02); such a grid's symbols stand alone in their cells.
// Otherwise blank stays the first choice and the network's digit, if it sees one, is the
// second.
func Faint(g Grid, r Reading, h, cellH, company int) bool {
	tall := float64(h) >= minFaintH*float64(cellH) || company == 0 && g.Tall > 0 && 20*h >= 17*g.Tall
	return r.Sure(FaintSure) && tall && !(g.Digital && g.N > 9 && company >= 2)
}

// JoinedMarks reports whether box b, read r, shorter than 90% of the grid's symbols, may be
// pencil marks joined into one piece: in a screenshot's 9×9 or smaller grid of cells under
// maxMarkCell pixels tall in the picture (a small window halved, issue 23), marks stacked
// two high blur into a stroke read as 1, a selected tile's glow as 8. It holds when the
// network reads the box as 1, or beside other marks (company), under 0.9, or as any digit
// under one half (a halved sheet's small digits, read at 0.6-0.8, are kept). Not in small
// cells (SmallCells) for a box alone in its cell as tall as three quarters of the symbols:
// a picture's pixel there is a fifth of a digit's height, and a halved sheet's 9-pixel
// cells' pale 1s and 9s, a pixel short, were read blank (GNOME Sudoku's tiny marks there
// are 60% of the digits, beside other marks). Nor for a box alone set against its cell's
// right line: a sheet's right-aligned number (a pale 1 in a halved Calc window, without
// the round digits' overshoot 85% of their height, read blank: issue 23); an app's pencil
// marks stand inside their cell, its padding (4 pixels of the warp at least) off its side.
func JoinedMarks(g Grid, r Reading, b Box) bool {
	unsure := r.P < 0.5 || (r.Digit == 1 || b.Company > 0) && r.P < 0.9
	return unsure && g.Tall > 0 && g.Digital && g.N <= 9 && 10*b.H < 9*g.Tall && g.Height < g.N*maxMarkCell &&
		!(g.SmallCells() && b.Company == 0 && 4*b.H >= 3*g.Tall) && !(b.Right && b.Company == 0)
}

// BlankFirst reports whether digit r of box b is read blank first, the digit second: a
// light digit or marks on a light tile (lightTile, asked after the rest) the network is not
// sure of (FaintSure), pencil marks joined into one piece (JoinedMarks) or stacked in a
// column (StackedMarks), or ink towering over the symbols (Towering).
func BlankFirst(g Grid, r Reading, b Box, lightTile func() bool) bool {
	return r.Digit > 0 && (r.P < FaintSure && lightTile() || JoinedMarks(g, r, b) || StackedMarks(g, r, b) || Towering(g, r, b))
}

// StackedMarks reports whether box b, read r, a digit under Unsure, of a 9×9 or smaller
// grid, is pencil marks stacked in a cell's column (b.Stacked: two marks or more, one
// over the other, a mark wide). A screenshot's are told as marks before they are read
// (scan's smallMarks); KSudoku's gold theme is read as a photo, and its columns of marks
// (a 4 over a 7, a 2 over a 5, 14-15 pixels of the symbols' 16, two pieces of 6-7) were read
// blank at 0.5-0.8 with 1 or 3 second at 0.5-0.8, a few pixels of scaling or JPEG from 1
// or 3 first (issue 23). A digit the network is sure of is kept (a photo's 1 broken in two).
func StackedMarks(g Grid, r Reading, b Box) bool {
	return r.Digit > 0 && r.P < Unsure && g.N <= 9 && b.Stacked
}

// Towering reports whether box b, read r, a digit under Unsure, of a 9×9 or smaller grid
// not read as a screen's, is ink no symbol is: thirteen tenths of the symbols' height or
// taller. A grid's symbols share one height (a photo's drift a little with its
// perspective); a taller box joined a pencil mark to the shade beside it (KSudoku's glass
// theme, its translucent tiles showing the page's picture through: a 7 mark under a light
// swirl, 22 pixels of the symbols' 16, read 2 at 0.61, issue 23).
func Towering(g Grid, r Reading, b Box) bool {
	return r.Digit > 0 && r.P < Unsure && !g.Digital && g.N <= 9 && g.Tall > 0 && 10*b.H >= 13*g.Tall
}

// Refillable reports whether box b of a 16×16 (or larger) screenshot's cell is shaped like
// the grid's symbols, all of its cell's ink (ink.Alone): seventeen twentieths to six
// fifths as tall (a thin 1 of 7 pixels among 8), its tallest piece four fifths of it (not
// marks stacked in rows), alone in its cell, no tile's edge. Left blank, a unique reading's
// solution may fill it (scan's refill).
func Refillable(g Grid, b Box, ink Ink) bool {
	return g.N > 9 && g.Digital && g.Tall > 0 && b.Company == 0 && 20*b.H >= 17*g.Tall && 5*b.H <= 6*g.Tall &&
		5*b.PieceH >= 4*b.H && !b.Edge && ink.Alone()
}

// Glow reports whether digit r of a 9×9 or smaller grid, which the network takes for a
// letter by letter more than a half over B (letterOverB), is read blank first: ink no crisp
// digit's (an empty tile's glow read E). Not B: a halved sheet's pale 8, blurred, is read B.
func Glow(g Grid, r Reading, letterOverB float64, ink Ink) bool {
	return r.Digit > 0 && g.N <= 9 && letterOverB > 0.5 && ink.Contrast() < Crisp
}

// Thick reports whether box b, read r, not surely blank or read as a digit under one half,
// is read again with its strokes a pixel thicker each way: thin hand-written digits
// (KSudoku's Scribble theme, its players' blue 4s and 8s, issue 23; a thin 1 in Calc) are
// read blank by a network trained on fonts, and as the digit once thickened. Asked of a
// box as tall as 70% of the symbols, with no company and alone in its cell (pencil marks
// stacked into a digit's height were read as 1s); over 9×9 only of a stroke (a 1) or of a
// pair (a number) read blank however sure, for a 16×16 grid's letters, thickened, were read
// as other letters (a halved Noto Mono 11, its strokes seven pixels apart, read blank at
// 0.98, is 11 at 0.41 thickened, for Number); its tallest piece 55% of them at least (two
// of KSudoku's marks stacked a pixel apart, joined into one box, were read as 1), not in a
// wide cell, inside the cell's inner part (a tile's corner in a window a column off was
// read as 7), in cells tall enough (minThickCell; minFaintCell for faint ink). scan does
// not ask it of a box JoinedMarks read blank first: marks joined into one stroke, alone
// in a small window's cell, were thickened back into the 1 they look (issue 23).
func Thick(g Grid, r Reading, b Box, ink Ink) bool {
	unsure := r.Digit == 0 && r.P < Unsure || r.P < 0.5
	if g.N > 9 {
		unsure = b.Pair && r.Digit == 0 || unsure && 5*b.W <= 2*b.H
	}
	return unsure && g.Tall > 0 && b.Company == 0 &&
		g.asTall(b.H) && 20*b.PieceH >= 11*g.Tall && !b.Wide && tallCells(g, ink) && b.Inner && ink.Alone()
}

// tallCells reports whether g's cells are tall enough in the picture for Thick
// (minThickCell, or minFaintCell for ink whose core is under Crisp darker than its cell).
func tallCells(g Grid, ink Ink) bool {
	return g.Height >= g.N*minThickCell || g.Height >= g.N*minFaintCell && ink.Contrast() < Crisp
}

// FaintFit reports whether a cell of a 9×9 or smaller grid not read as a screen's, read
// blank first and digit r.Second second at minFaintFit or more, is left for a unique
// reading's solution to set to that digit (scan's refill): its box b, found by the strict
// cut, as tall as three fifths of the symbols, alone, its ink faint (its core under Crisp
// darker than the cell) or thin (strokes an eighth of the symbols wide at most: Scribble's
// pen, not a printed stem). Halved Scribble's thin hand-written 1s and 4s read blank at
// 0.5-0.7 (issue 23; its blue 4s at 0.5 in dark ink too), and an over-determined puzzle
// stays unique without them, so no repair asks. Not asked of the faint cut's boxes: a
// photo's smudges, two pieces joined, were read 4 at 0.61. Nor of marks stacked in a
// column (b.Stacked): KSudoku's 4 over 7, alone in a cell of its gold theme read as a
// photo, thin and as tall as a digit, was read blank first and 3 second at 0.74, and the
// solution's 3 set it (issue 23).
//
// A bare stroke (Bar) is left to the solution as 1 too, at any probability the network gives 1.
func FaintFit(g Grid, r Reading, b Box, ink Ink) bool {
	return g.N <= 9 && !g.Digital && r.Digit == 0 && r.Second > 0 && g.Tall > 0 && b.Company == 0 && !b.Stacked && ink.Alone() &&
		(r.P2 >= minFaintFit && 5*b.H >= 3*g.Tall && (ink.Contrast() < Crisp || 8*ink.Stroke() <= g.Tall) || Bar(g, r, b))
}

// Bar reports whether box b, read r (blank first, 1 second), is a 1 drawn as a bare stroke:
// one piece three times as tall as wide at least, four fifths to six fifths of the symbols'
// height (g.Tall), inside its cell's inner part, no tile's edge. A sans font's 1 with no
// flag nor foot (URW Gothic's, italic, a player's digit in a halved dark phone's JPEG, 14
// pixels of the symbols' 13 and 4 wide) was read blank at 0.79, 1 second at 0.16 (issue 23).
func Bar(g Grid, r Reading, b Box) bool {
	return r.Digit == 0 && r.Second == 1 && g.Tall > 0 && 5*b.H >= 4*g.Tall && 5*b.H <= 6*g.Tall && b.PieceH == b.H &&
		3*b.W <= b.H && b.Inner && !b.Edge
}

// FaintOther reports whether a digit the network gave probability p, besides the second
// of a cell FaintFit leaves to the solution, is left to it too: minFaintOther or more. A
// player's pale hand-written 6 in a small Scribble window (17-pixel cells) was read blank
// at 0.48, 9 at 0.26 and 6 at 0.21: a 6 and a 9 alike, turned (issue 23).
func FaintOther(p float64) bool { return p >= minFaintOther }

// FaintFitOf is the fit FaintFit's cell is left to the solution with, given the network's
// probability of each value (probs: blank, then 1 to n): its second choice at p2, the other
// digits FaintOther leaves to it at theirs, nought for the rest.
func FaintFitOf(probs []float64, second int, p2 float64) []float64 {
	fit := make([]float64, len(probs))
	for k := 1; k < len(probs); k++ {
		if FaintOther(probs[k]) {
			fit[k] = probs[k]
		}
	}
	fit[second] = p2
	return fit
}

// Number reports whether box b of a 16×16 grid's cell, read blank first and r.Second (10 or
// more) second at pairSure or more, is that number: two pieces side by side as tall as the
// grid's symbols, the network giving the number's class more than the letter's
// (numberOverLetter, asked last), even in a font the network calls no symbol (a mono font
// at pixel ratio 1, a bold one squeezed from a wide cell). A pair a quarter taller than the
// symbols (g.Tall, when known) is no number but two rows of pencil marks joined side by side
// and one over the other (Solo's 16×16 marks in a 407-pixel window: 158% of the letters, read
// 11 at 0.23).
func Number(g Grid, r Reading, b Box, numberOverLetter func() bool) bool {
	return g.N > 9 && b.Pair && r.Digit == 0 && r.Second >= 10 && r.P2 >= pairSure && (g.Tall == 0 || 4*b.H <= 5*g.Tall) &&
		numberOverLetter()
}

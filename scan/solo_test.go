package scan_test

import "testing"

// TestReadSolo reads a screenshot of Simon Tatham's Solo (`go run ./scan/train/appshots
// -apps solo`, seed 0x5a17, the held-out set measured before scan was tuned on it;
// testdata/solo/README.md): its pencil marks are 65-70% of its digits' height, above
// cellDigit's fixed floor, and were read as digits before smallMarks (docs/BENCHMARKS.md
// §11, "Screenshots of real apps, second round"); paper-lone-centred-mark (seed 0x21000)
// has a cell's only mark centred, read as a 6 before the third round; the 16-lower-case
// pictures (seeds 0x27001, 0x27002) show 10-16 as the lower-case a-g, which the network has
// no classes for, read by lowerLetters since pictures27; 16-marks-in-rows and
// 16-lower-case-f-narrow (seed 0x2a001) are pictures30's: pencil marks in rows, each as tall
// as marks' floor, and f in a box 7 pixels wide; 16-lower-case-short-row (seed 0x37002)
// is pictures45's: a row cut a pixel short, its a read blank; 16-marks-rows-joined and
// 16-marks-rows-joined-jpeg (seed 0xb63) are pictures55's: two rows of marks joined into
// one box, read as b; 16-lower-case-jpeg-blurred (seed 0xb63, shared 0x41010) too: a
// JPEG's blurred f, e, a and g; 16-small-window-marks (seed 0x41001) is pictures59's: a
// small 16×16 window whose marks made a 9×9 lattice at half its cells' pitch, and
// 16-lower-case-row-cut-taller: a row cut taller, its letters read blank;
// 16-dark-marks-joined-pieces (seed 0xb69) is pictures64's: rows of marks touching into one
// box of pieces side by side, with no company left, read as letters; 16-few-short-letters
// (seed 0x45000): a puzzle with few a, c, e for its g, whose letters were not found (one e
// still read a); 16-halved-lattice-off (seed 0x4a002, shared 0x4a020): a halved copy whose
// lattice ran off the grid's top line; 16-dark-jpeg-f-bar-second-column (seed 0xb69, shared
// 0x4a010): an f whose blurred crossbar reaches its narrow box's second column;
// 16-halved-columns-half-pitch (seed 0x4a005, shared 0x4a050): a halved copy whose lattice
// took columns at half the cells' pitch; 16-jpeg-e-opening-filled (seed 0x51001, taken
// -vary -shared) is pictures71's: a 299-pixel JPEG crop whose e's opening the cut filled,
// read a or blank, and whose g's box took in two rows of blur over it, read 9;
// 16-halved-jpeg-f-stem-three-pixels (seed 0x59000, taken -vary -shared) is pictures80's:
// f in boxes of 5 pixels whose blurred stem is 3 wide, read 1, and a c 58% of a digit wide;
// 16-dark-jpeg-one-flag-crossbar (seed 0x67000, taken -vary) is pictures96's: 1s whose
// blurred flag reaches the box's first column like f's crossbar, read f;
// 16-jpeg-narrow-c-half-digit (seed 0x67001, taken -vary): c half a digit wide, blank;
// 16-halved-jpeg-seven-leaning-f-narrow (seed 0x67002, shared 0x67012): a 7 read f and an
// f in a box of 5 pixels, its hook's second row reaching the first column, read blank;
// 16-cropped-first-row-two-digits (seed 0x67004, taken -vary -shared): a first row of two
// digits a pixel higher in their cells, its e and a read c and 8;
// 16-halved-dark-four-cut-short-bowl-open (seed 0x67003, taken -vary -shared) is
// pictures98's: a's whose bowl is open below, a g hanging 45.5% of a digit and a 4 cut
// short read a; 16-halved-jpeg-a-bowl-filled (seed 0x67002, shared 0x67012): an a whose
// bowl the cut filled; 16-halved-small-g-hanging-low (seed 0x66100, taken -vary -shared):
// both in a 512×384 copy, one empty cell's marks still read E (floor);
// 16-halved-blur-rows-x-height (seed 0x67004, taken -vary -shared): e and a whose boxes
// take in a row of blur over and under them, read blank and 8;
// 16-halved-jpeg-narrow-e (seed 0x6f000, shared 0x6f000) is pictures104's: an e 58% of a
// digit wide, read blank; 16-jpeg-ascenders-blur-rows (seed 0x6f003, shared 0x6f003): an f
// and a d whose boxes took in blur rows (125% of a digit), read 6 and 4;
// 16-jpeg-mark-columns-joined (seed 0x78001, taken -vary) is pictures114's: columns of
// marks joined into one piece, read g and 1, and two rows joined side by side, read 11;
// 16-dark-jpeg-digits-without-blur-rows (seed 0x78002, shared 0x78002): 4s and a 6 whose
// boxes took in no blur rows where their rows' others did, read a;
// 16-jpeg-green-letters-cut-short (seed 0xbae, taken -vary): a player's paler f and d cut a
// row short at both ends, read as x-height letters (c) and 6; 16-halved-jpeg-letters-five-pixels
// (seed 0xbb0, taken -vary -shared): a 198-pixel 16×16 whose letters stand 3-6 pixels high,
// 36 wrong before (floor: 11 still are, f read as digits).
func TestReadSolo(t *testing.T) {
	readStored(t, "testdata/solo", map[string]int{"16-halved-small-g-hanging-low": 255, "16-halved-jpeg-letters-five-pixels": 245})
}

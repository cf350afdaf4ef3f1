package render

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

var (
	update = flag.Bool("update", false, "rewrite the golden images in testdata/")
	look   = flag.String("look", "", "also write every golden picture at its default size into this directory, to look at")
)

// cs returns the cell size a golden is drawn at: small for the files in testdata, the
// default (0) when writing pictures to look at.
func cs(size int) int {
	if *look != "" {
		return 0
	}
	return size
}

// tolerance is the largest per-channel difference that still counts as the same pixel, and
// maxOddPixels the share of pixels (per million) allowed to differ more: anti-aliased edges
// may move by a step across architectures (FMA), while a real change moves whole shapes.
const (
	tolerance    = 8
	maxOddPixels = 500 // 0.05%
)

// A picture is one golden case.
type picture struct {
	name string
	draw func(t *testing.T) (image.Image, error)
}

// nine returns the 9×9 fixture: puzzle, solution and a player's grid half-way there.
func nine(t testing.TB) (puzzle, solution, current sudoku.Grid) {
	puzzle = parseLine(t, fixture(t, 0))
	solution = parseLine(t, fixture(t, 1))
	current = puzzle.Clone()
	for i := 0; i < 27; i++ { // the player filled the top three rows
		current.SetCell(i, solution.Cell(i))
	}
	return puzzle, solution, current
}

func cand(r, c, d int) technique.Candidate {
	return technique.Candidate{Cell: cellOf(9, r, c), Digit: d}
}

func mark(r, c, d int, role technique.Role) technique.Mark {
	return technique.Mark{Candidate: cand(r, c, d), Role: role}
}

// Hand-made steps on the 9×9 fixture (the step engine is built elsewhere).
var (
	// Naked Single: r3c5=7, with its box shaded.
	placementStep = technique.Step{Technique: technique.NakedSingle, Rating: 23,
		Houses:     []sudoku.House{{Kind: sudoku.Box, Index: 1}},
		Placements: []technique.Candidate{cand(3, 5, 7)}}
	// Naked Pair: 1,3 in r57c9 => r6c9<>1,3.
	eliminationStep = technique.Step{Rating: 30, Digits: []int{1, 3},
		Houses:       []sudoku.House{{Kind: sudoku.Col, Index: 8}},
		Pattern:      []technique.Mark{mark(5, 9, 1, technique.RoleBase), mark(5, 9, 3, technique.RoleBase), mark(7, 9, 1, technique.RoleBase), mark(7, 9, 3, technique.RoleBase)},
		Eliminations: []technique.Candidate{cand(6, 9, 1), cand(6, 9, 3)}}
	// An XY-chain-like picture: strong links inside bivalue cells, weak links between them.
	chainStep = technique.Step{Rating: 70,
		Pattern: []technique.Mark{mark(5, 9, 1, technique.RoleNode), mark(5, 9, 3, technique.RoleNode), mark(5, 8, 3, technique.RoleNode),
			mark(5, 8, 6, technique.RoleNode), mark(4, 6, 6, technique.RoleNode), mark(4, 6, 1, technique.RoleNode)},
		Links: []technique.Link{
			{From: cand(5, 9, 1), To: cand(5, 9, 3), Strong: true},
			{From: cand(5, 9, 3), To: cand(5, 8, 3)},
			{From: cand(5, 8, 3), To: cand(5, 8, 6), Strong: true},
			{From: cand(5, 8, 6), To: cand(4, 6, 6)},
			{From: cand(4, 6, 6), To: cand(4, 6, 1), Strong: true},
		},
		Eliminations: []technique.Candidate{cand(4, 7, 1), cand(6, 7, 1)}}
	// XY-Wing: pivot r4c4 (5/7), pincers r3c4 (7/9) and r6c4 (5/9) => r1c4<>9. Real on
	// the fixture's start position (and, all in column 4, also a naked triple).
	xyWingStep = technique.Step{Rating: 42, Digits: []int{5, 7, 9},
		Houses: []sudoku.House{{Kind: sudoku.Col, Index: 3}},
		Pattern: []technique.Mark{
			mark(4, 4, 5, technique.RolePivot), mark(4, 4, 7, technique.RolePivot),
			mark(3, 4, 7, technique.RolePincer), mark(3, 4, 9, technique.RolePincer),
			mark(6, 4, 5, technique.RolePincer), mark(6, 4, 9, technique.RolePincer),
		},
		Eliminations: []technique.Candidate{cand(1, 4, 9)}}
	// Every role at once: a pivot and pincers, a fish base, cover and fin, two colours.
	rolesStep = technique.Step{Rating: 42,
		Houses: []sudoku.House{{Kind: sudoku.Row, Index: 3}},
		Pattern: []technique.Mark{
			mark(4, 6, 1, technique.RolePivot), mark(4, 6, 6, technique.RolePivot),
			mark(4, 7, 1, technique.RolePincer), mark(4, 7, 8, technique.RolePincer),
			mark(6, 6, 1, technique.RolePincer), mark(6, 6, 9, technique.RolePincer),
			mark(7, 1, 2, technique.RoleBase), mark(7, 2, 2, technique.RoleBase),
			mark(2, 1, 2, technique.RoleCover), mark(2, 2, 2, technique.RoleCover), mark(2, 3, 2, technique.RoleFin),
			mark(8, 1, 4, technique.RoleColorA), mark(8, 2, 4, technique.RoleColorB),
			mark(6, 1, 4, technique.RoleColorB), mark(6, 2, 4, technique.RoleColorA),
		},
		Eliminations: []technique.Candidate{cand(6, 7, 8)}}
)

// wrongGrid is the 9×9 player's grid with two wrong digits.
func wrongGrid(t testing.TB) (puzzle, current sudoku.Grid, mistakes []sudoku.Mistake) {
	puzzle, _, current = nine(t)
	current = current.Clone()
	current.SetCell(cellOf(9, 4, 4), 5) // should be 7
	current.SetCell(cellOf(9, 2, 5), 7) // should be 6
	return puzzle, current, []sudoku.Mistake{
		{Cell: cellOf(9, 4, 4), Digit: 5, Kind: sudoku.MistakeWrong},
		{Cell: cellOf(9, 2, 5), Digit: 7, Kind: sudoku.MistakeClash, House: sudoku.House{Kind: sudoku.Col, Index: 4}, Other: cellOf(9, 3, 5)},
	}
}

// playBoard is a board being played: a player's digits, pencil marks, the selected cell
// r5c5 outlined, the digit 3 highlighted, a conflict (two 7s in column 5) and a wrong digit
// circled.
func playBoard(t testing.TB) (puzzle, current sudoku.Grid, opt Options) {
	puzzle, current, ms := wrongGrid(t)
	marks := candidates(current)
	return puzzle, current, Options{Labels: true, CellSize: cs(small), Marks: marks, Selected: []int{cellOf(9, 5, 5)},
		Highlight: 3, Conflicts: []int{cellOf(9, 2, 5), cellOf(9, 3, 5)}, Mistakes: ms[:1]}
}

// small draws overlay goldens at a reduced cell size so that the files stay small.
const small = 44

var pictures = []picture{
	{"size4_solution", func(t *testing.T) (image.Image, error) {
		p, s := patternGrid(t, 4, 2, 2, sparse)
		return Solution(p, s, Options{Labels: true})
	}},
	{"size6_puzzle", func(t *testing.T) (image.Image, error) {
		p, _ := patternGrid(t, 6, 2, 3, sparse)
		return Sudoku(p, p, Options{Marks: candidates(p), CellSize: cs(64)})
	}},
	{"size9_solution", func(t *testing.T) (image.Image, error) {
		p, s, _ := nine(t)
		return Solution(p, s, Options{Labels: true, Title: "Easy · SE 1.5 · Hidden Single"})
	}},
	{"size12_solution", func(t *testing.T) (image.Image, error) {
		p, s := patternGrid(t, 12, 3, 4, sparse)
		return Solution(p, s, Options{CellSize: cs(36)})
	}},
	{"size16_puzzle", func(t *testing.T) (image.Image, error) {
		p := parseLine(t, fixture(t, 2))
		return Sudoku(p, p, Options{CellSize: cs(32), Labels: true})
	}},
	{"size25_marks", func(t *testing.T) (image.Image, error) {
		p := parseLine(t, fixture(t, 3))
		return Sudoku(p, p, Options{Marks: candidates(p), CellSize: cs(36)})
	}},
	{"overlay_placement", func(t *testing.T) (image.Image, error) {
		p, _, cur := nine(t)
		cur.SetCell(cellOf(9, 3, 5), 0)
		return Hint(p, cur, candidates(cur), &placementStep, nil, Options{CellSize: cs(small)})
	}},
	{"overlay_elimination", func(t *testing.T) (image.Image, error) {
		p, _, cur := nine(t)
		return Hint(p, cur, candidates(cur), &eliminationStep, nil, Options{CellSize: cs(small)})
	}},
	{"overlay_chain", func(t *testing.T) (image.Image, error) {
		p, _, cur := nine(t)
		return Hint(p, cur, nil, &chainStep, nil, Options{CellSize: cs(small)})
	}},
	{"overlay_roles", func(t *testing.T) (image.Image, error) {
		p, _, _ := nine(t)
		return Hint(p, p, candidates(p), &rolesStep, nil, Options{CellSize: cs(small)})
	}},
	{"overlay_xywing", func(t *testing.T) (image.Image, error) {
		p, _, _ := nine(t)
		return Hint(p, p, candidates(p), &xyWingStep, nil, Options{CellSize: cs(small), Title: "Hard · SE 4.2 · XY-Wing"})
	}},
	{"overlay_mistakes", func(t *testing.T) (image.Image, error) {
		p, cur, ms := wrongGrid(t)
		return Mistakes(p, cur, ms, Options{CellSize: cs(small)})
	}},
	{"overlay_marks", func(t *testing.T) (image.Image, error) {
		p, _, cur := nine(t)
		return Sudoku(p, cur, Options{Marks: candidates(cur), CellSize: cs(small)})
	}},
	{"play_board", func(t *testing.T) (image.Image, error) {
		p, cur, board := playBoard(t)
		return Sudoku(p, cur, board)
	}},
	{"play_board_dark", func(t *testing.T) (image.Image, error) {
		p, cur, board := playBoard(t)
		board.Theme = Dark
		return Sudoku(p, cur, board)
	}},
	{"theme_dark", func(t *testing.T) (image.Image, error) {
		p, _, cur := nine(t)
		return Hint(p, cur, candidates(cur), &chainStep, nil,
			Options{Theme: Dark, Labels: true, Title: "Expert · SE 7.0 · XY-Chain", CellSize: cs(small)})
	}},
}

func TestGolden(t *testing.T) {
	for _, pc := range pictures {
		t.Run(pc.name, func(t *testing.T) {
			got, err := pc.draw(t)
			if err != nil {
				t.Fatal(err)
			}
			if *look != "" {
				writePNG(t, filepath.Join(*look, pc.name+".png"), got)
				return
			}
			path := filepath.Join("testdata", pc.name+".png")
			if *update {
				writePNG(t, path, got)
				return
			}
			want := readPNG(t, path)
			if !got.Bounds().Eq(want.Bounds()) {
				t.Fatalf("size %v, golden %v; got image saved to %s", got.Bounds(), want.Bounds(), saveGot(t, pc.name, got))
			}
			if n := diffPixels(got, want, tolerance); n*1_000_000 > maxOddPixels*got.Bounds().Dx()*got.Bounds().Dy() {
				t.Errorf("%d pixels differ by more than %d; got image saved to %s", n, tolerance, saveGot(t, pc.name, got))
			}
		})
	}
}

// TestDeterministic draws the busiest picture twice and wants identical PNG bytes.
func TestDeterministic(t *testing.T) {
	var out [2]bytes.Buffer
	for k := range out {
		img, err := pictures[len(pictures)-1].draw(t)
		if err != nil {
			t.Fatal(err)
		}
		if err := EncodePNG(&out[k], img); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Error("two drawings of the same board differ")
	}
}

func diffPixels(a, b image.Image, tol int) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if far(r1, r2, tol) || far(g1, g2, tol) || far(b1, b2, tol) || far(a1, a2, tol) {
				n++
			}
		}
	}
	return n
}

// far compares two 16-bit channels at 8-bit precision.
func far(a, b uint32, tol int) bool {
	d := int(a>>8) - int(b>>8)
	return d > tol || d < -tol
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create the golden images)", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	// Goldens are kept in git: the same palette as EncodePNG, with the best compression.
	var src image.Image = img
	if p := toPaletted(img.(*image.RGBA)); p != nil {
		src = p
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, src); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// saveGot writes a failing image next to the test's temporary files and returns its path.
func saveGot(t *testing.T, name string, img image.Image) string {
	path := filepath.Join(os.TempDir(), fmt.Sprintf("render_%s_got.png", name))
	writePNG(t, path, img)
	return path
}

// TestBaseLayerExact draws every golden picture with the cached base layer (twice, so that
// the second comes from the cache) and without it, and wants the same pixels.
func TestBaseLayerExact(t *testing.T) {
	for _, pc := range pictures {
		var got [3]*image.RGBA
		for k := range got {
			drawBaseEachTime = k == 2
			img, err := pc.draw(t)
			if err != nil {
				t.Fatal(err)
			}
			got[k] = img.(*image.RGBA)
		}
		drawBaseEachTime = false
		for k := 0; k < 2; k++ {
			if !bytes.Equal(got[k].Pix, got[2].Pix) {
				t.Errorf("%s: drawing %d with the cached base differs from drawing it all", pc.name, k+1)
			}
		}
	}
}

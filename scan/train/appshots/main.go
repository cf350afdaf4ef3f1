// Command appshots runs real Sudoku programs under Xvfb with a known puzzle, takes their
// screenshots and measures scan.Read on them: a source of pictures the project did not draw
// (GNOME Sudoku, KSudoku, LibreOffice Calc, Simon Tatham's Solo). It is a dev-time tool;
// the tests never need it. Run it from the module root:
//
//	go run ./scan/train/appshots -seed 0x51 -n 10                 # measure, per app
//	go run ./scan/train/appshots -seed 0x51 -failed /tmp/fail     # and write the misses
//	go run ./scan/train/appshots -apps calc -only 3 -o /tmp/one -read=false  # one picture again
//	go run ./scan/train/appshots -vary -seed 0x21002 -n 6 -o /tmp/vary   # more sizes, 16×16, clicks, crops
//	go run ./scan/train/appshots -dir /tmp/vary -shared -o /tmp/vary-shared  # the same pictures as people share them
//
// The puzzle is written into the app's own file before it starts (GNOME Sudoku's saved game,
// a .ksudoku game, a flat ODF spreadsheet, a Solo saved game), with player digits and pencil marks where the app
// keeps them. Every picture is drawn from a seed of its own (the run's seed, its app and
// index). Without Xvfb, xdotool, ImageMagick or the app it says which Debian packages to
// install and stops.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
	"github.com/sudokubot/sudokubot/scan/train/internal/shotrun"
)

// app is one program: its binary and Debian package, and how to show a board with it.
type app struct {
	name, bin, pkg string
	// show writes the board into the app's files under home, starts it on d and returns
	// the board window's id and a description of its choices.
	// The window should take the rectangle win of the screen.
	// v holds the extra choices of -vary (its zero value: none).
	show func(ctx context.Context, rng *rand.Rand, d *display, home string, b *board, win image.Rectangle, v variant) (stop func(), desc string, err error)
	// window is the pattern of the board window's name (or "class:" and its class).
	window string
	// ready is how long the app takes at least to show the board after its window appears.
	ready time.Duration
	// poke, if set, acts on the board window (id) once it has its size and place, before
	// the screenshot (a click selecting a cell), and describes what it did.
	poke func(ctx context.Context, rng *rand.Rand, d *display, id string, win image.Rectangle, n int) string
	// sixteen says the app shows 16×16 boards.
	sixteen bool
	// unready, if set, tells from the window's rectangle r of a screenshot that the
	// app does not show the board yet (KSudoku's welcome page).
	unready func(img image.Image, r image.Rectangle) bool
}

// variant is what -vary adds to a picture, drawn from a stream of its own (so the
// picture's other choices are those it has without -vary): another window size, a 16×16
// board (Calc; Solo, whose 4x4 boxes show 10-16 as lower-case a-g), a cell clicked in
// GNOME Sudoku, the picture cropped to the grid, and KSudoku's theme (its default,
// Abstraction or Scribble, one in three each, drawn last: the other choices are those of
// the earlier -vary runs). KSudoku's theme setting was not found (ksudokurc's Theme in
// [KgTheme], [General], [Themes], [ksudoku] or [Game] changed nothing); the other theme
// is put in the user's data folder as its "default" (shadowTheme). KSudoku is left 9×9
// (its 16×16 board shows the letters A-P, which scan does not read) and unclicked (a
// click enters the digit chosen in its side panel).
type variant struct {
	on     bool
	size   string // "" (the usual 60-100% of the screen), "small" or "full"
	n      int    // the board's side: 9 or 16
	click  bool   // click a cell (GNOME Sudoku)
	crop   bool   // crop the picture to the grid found in it, margin cropPad
	cropAt int    // the margin in pixels, -2..4 (negative: into the outer line)
	theme  string // KSudoku's theme ("": its default)
}

// kthemes are KSudoku's themes (/usr/share/ksudoku/themes), its default first.
var kthemes = []string{"", "abstraction", "ksudoku_scrible"}

// drawVariant draws a picture's -vary choices for app a.
func drawVariant(vr *rand.Rand, a app) variant {
	v := variant{on: true, n: 9}
	v.size = []string{"", "", "small", "full"}[vr.IntN(4)]
	if a.sixteen && vr.IntN(3) == 0 {
		v.n = 16
	}
	v.click = vr.IntN(2) == 0
	v.crop = vr.IntN(4) == 0
	v.cropAt = vr.IntN(7) - 2
	if a.name == "ksudoku" {
		v.theme = kthemes[vr.IntN(len(kthemes))]
	}
	return v
}

var apps = []app{
	{name: "gnome-sudoku", bin: "gnome-sudoku", pkg: "gnome-sudoku", show: showGnome, window: "class:gnome-sudoku", poke: pokeCentre},
	{name: "ksudoku", bin: "ksudoku", pkg: "ksudoku", show: showKSudoku, window: "class:ksudoku", ready: 12 * time.Second, unready: welcome},
	{name: "calc", bin: "soffice", pkg: "libreoffice-calc", show: showCalc, window: "LibreOffice Calc", sixteen: true},
	{name: "solo", bin: "sgt-solo", pkg: "sgt-puzzles", show: showSolo, window: "^Solo$", poke: pokeSolo, sixteen: true},
}

// shot is one picture and what it shows.
type shot struct {
	app   string
	index int
	truth []uint8
	data  []byte
	ext   string
	desc  string
}

func main() {
	seed := flag.Uint64("seed", 0x51, "the run's seed (every picture's own seed derives from it)")
	n := flag.Int("n", 10, "pictures per app")
	only := flag.Int("only", -1, "take only the picture of this index")
	appList := flag.String("apps", "gnome-sudoku,ksudoku,calc,solo", "comma-separated apps")
	out := flag.String("o", "", "write every picture and its grid (.txt) to `DIR`")
	failed := flag.String("failed", "", "write every picture read wrongly and its grid to `DIR`")
	read := flag.Bool("read", true, "read the pictures with scan.Read and report")
	dir := flag.String("dir", "", "read the pictures an earlier run wrote to `DIR` (-o) instead of taking them: no app needed")
	modelFile := flag.String("model", "", "read with the weights in `FILE` instead of the shipped ones")
	vary := flag.Bool("vary", false, "vary more: small and full-screen windows, 16×16 boards, KSudoku's themes, a cell clicked, the picture cropped to the grid (a stream of its own)")
	shared := flag.Bool("shared", false, "make every picture (taken, or read from -dir) one as people share it: halved one time in two, then saved as JPEG at quality 60-85 (a stream of its own)")
	flag.BoolVar(&calcEdge, "calc-edge", false, "put Calc's block at A1 with no row and column headers: at the sheet pane's top left edge")
	flag.Parse()
	var model *scan.Model // nil: the shipped weights
	if *modelFile != "" {
		var err error
		if model, err = shotrun.ReadModel(*modelFile); err != nil {
			fmt.Fprintln(os.Stderr, "appshots:", err)
			os.Exit(1)
		}
	}

	if !strings.Contains(os.Getenv("PATH"), "/usr/games") { // Debian installs the games there
		os.Setenv("PATH", os.Getenv("PATH")+":/usr/games")
	}
	var chosen []app
	need := map[string]string{}
	for k, v := range tools {
		need[k] = v
	}
	for _, name := range strings.Split(*appList, ",") {
		i := slices.IndexFunc(apps, func(a app) bool { return a.name == name })
		if i < 0 {
			fmt.Fprintf(os.Stderr, "appshots: unknown app %q (apps: gnome-sudoku, ksudoku, calc, solo)\n", name)
			os.Exit(2)
		}
		chosen = append(chosen, apps[i])
		need[apps[i].bin] = apps[i].pkg
	}
	if pkgs := missing(need); len(pkgs) > 0 && *dir == "" {
		slices.Sort(pkgs)
		fmt.Fprintf(os.Stderr, "appshots: missing programs; install them (Debian): apt-get install -y %s\n", strings.Join(pkgs, " "))
		os.Exit(1)
	}
	tmp, err := shotrun.Folders("appshots", *out, *failed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "appshots:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)

	type tally = shotrun.Tally
	var all tally
	sums := map[string]*tally{}
	var cpu []time.Duration
	for _, a := range chosen {
		t := &tally{}
		sums[a.name] = t
		for i := range *n {
			if *only >= 0 && i != *only {
				continue
			}
			name := fmt.Sprintf("%s-%02d", a.name, i)
			var s *shot
			var err error
			if *dir != "" {
				if s, err = stored(*dir, name); os.IsNotExist(err) {
					continue
				}
			} else {
				stream := uint64(slices.IndexFunc(apps, func(x app) bool { return x.name == a.name }))<<40 | uint64(i)
				rng := rand.New(rand.NewPCG(*seed, stream))
				var v variant
				if *vary {
					v = drawVariant(rand.New(rand.NewPCG(*seed, stream|1<<39)), a)
				}
				s, err = take(rng, a, filepath.Join(tmp, a.name), i, v)
			}
			if err == nil && *shared {
				stream := uint64(slices.IndexFunc(apps, func(x app) bool { return x.name == a.name }))<<40 | uint64(i) | 1<<38
				err = s.share(rand.New(rand.NewPCG(*seed, stream)))
			}
			if err != nil {
				// An app that did not show its board is no reading failure: say so, go on.
				fmt.Fprintf(os.Stderr, "appshots: %s #%d: %v\n", a.name, i, err)
				continue
			}
			if *out != "" {
				write(*out, name, s)
			}
			if !*read {
				continue
			}
			why, used := shotrun.Check(s.data, s.truth, s.size(), model, t)
			cpu = append(cpu, used)
			if why == "" {
				fmt.Printf("  %s.%s (%s): exact\n", name, s.ext, s.desc)
				continue
			}
			fmt.Printf("  %s.%s (%s): %s\n", name, s.ext, s.desc, why)
			if *failed != "" {
				write(*failed, name, s)
			}
		}
	}
	if !*read {
		return
	}
	for _, a := range chosen {
		t := sums[a.name]
		fmt.Printf("%-14s %3d/%-3d exact, cells %d/%d, not found %d\n", a.name, t.Exact, t.Grids, t.Right, t.Cells, t.NotFound)
		all.Add(*t)
	}
	med := shotrun.Median(cpu)
	fmt.Printf("all: %d/%d exact, cells %d/%d (%.2f%%), not found %d, scan.Read CPU median %d ms\n",
		all.Exact, all.Grids, all.Right, all.Cells, 100*float64(all.Right)/float64(max(1, all.Cells)), all.NotFound, med.Milliseconds())
}

// screens are the Xvfb screen sizes drawn from.
var screens = [][2]int{{1024, 768}, {1280, 800}, {1366, 768}, {1440, 900}, {1600, 900}, {1920, 1080}, {800, 1000}}

// take starts Xvfb, shows the board with the app, waits until it is drawn, takes the
// screenshot, crops it and perhaps saves it as JPEG.
func take(rng *rand.Rand, a app, home string, index int, v variant) (*shot, error) {
	os.RemoveAll(home)
	if err := os.MkdirAll(home, 0o755); err != nil {
		return nil, err
	}
	b := newBoard(rng, 9)
	if v.n == 16 {
		b = newBoard(rng, 16)
	}
	scr := screens[rng.IntN(len(screens))]
	d, err := startX(scr[0], scr[1])
	if err != nil {
		return nil, err
	}
	defer d.stop()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// The window's place (there is no window manager): most of the screen, or a part of it.
	w, h := scr[0]*(60+rng.IntN(41))/100, scr[1]*(70+rng.IntN(31))/100
	switch v.size {
	case "small": // 30-50% of the screen's width, 40-60% of its height: a small grid
		w, h = max(420, scr[0]*(30+w%21)/100), max(460, scr[1]*(40+h%21)/100)
	case "full":
		w, h = scr[0], scr[1]
	}
	x, y := rng.IntN(scr[0]-w+1), rng.IntN(scr[1]-h+1)
	stop, desc, err := a.show(ctx, rng, d, home, b, image.Rect(x, y, x+w, y+h), v)
	if err != nil {
		return nil, err
	}
	defer stop()
	id, err := d.window(a.window, 3*time.Minute)
	if err != nil {
		return nil, err
	}
	time.Sleep(time.Second + a.ready)
	d.run(ctx, "xdotool", "windowsize", id, fmt.Sprint(w), fmt.Sprint(h))
	d.run(ctx, "xdotool", "windowmove", id, fmt.Sprint(x), fmt.Sprint(y))
	if a.poke != nil && (a.name == "solo" || v.click) {
		time.Sleep(time.Second)
		desc += " " + a.poke(ctx, rng, d, id, image.Rect(0, 0, w, h), b.n)
	}
	if v.size != "" {
		desc += " " + v.size
	}
	img, err := d.settle(1500*time.Millisecond, 40*time.Second)
	if err != nil {
		return nil, err
	}
	r, gerr := d.geometry(id)
	// Under load an app may sit on an empty window for seconds (LibreOffice after a
	// resize) or on its welcome page (KSudoku): that still picture is no board. Wait for
	// the window to show the board.
	empty := func() bool { return gerr == nil && (plain(img, r) || a.unready != nil && a.unready(img, r)) }
	for tries := 0; empty() && tries < 6; tries++ {
		time.Sleep(10 * time.Second)
		if img, err = d.settle(1500*time.Millisecond, 40*time.Second); err != nil {
			return nil, err
		}
	}
	if empty() {
		return nil, fmt.Errorf("the window stayed empty or showed no board")
	}
	s := &shot{app: a.name, index: index, truth: b.shown(), desc: fmt.Sprintf("screen %dx%d window %dx%d %s", scr[0], scr[1], r.Dx(), r.Dy(), desc)}
	if gerr == nil && rng.IntN(3) > 0 {
		img = crop(img, r.Intersect(img.Bounds()))
		s.desc += " window-crop"
	} else {
		s.desc += " screen"
	}
	if v.crop {
		// The grid touching the picture's edge: crop to the grid the reader finds in the
		// picture, with a margin of v.cropAt pixels, when it reads that picture exactly
		// (so the crop is the grid's, and only the edge is new to the reader).
		var buf bytes.Buffer
		png.Encode(&buf, img)
		if res, err := scan.Read(ctx, buf.Bytes(), scan.Options{}); err == nil && slices.Equal(res.Grid.Digits(), s.truth) {
			r := image.Rectangle{Min: res.Outline[0], Max: res.Outline[0]}
			for _, p := range res.Outline[1:] {
				r = r.Union(image.Rectangle{Min: p, Max: p.Add(image.Pt(1, 1))})
			}
			r = r.Inset(-v.cropAt).Intersect(img.Bounds())
			img = crop(img, r)
			s.desc += fmt.Sprintf(" crop%+d", v.cropAt)
		}
	}
	var buf bytes.Buffer
	if rng.IntN(5) < 2 {
		q := 45 + rng.IntN(51)
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
			return nil, err
		}
		s.ext = "jpg"
		s.desc += fmt.Sprintf(" jpeg%d", q)
	} else {
		if err := png.Encode(&buf, img); err != nil {
			return nil, err
		}
		s.ext = "png"
	}
	s.data = buf.Bytes()
	return s, nil
}

// share makes s a picture as people share it: halved one time in two (shotrun.Halve, as a
// phone's or a chat's downscale), then saved as JPEG at quality 60-85.
func (s *shot) share(rng *rand.Rand) error {
	img, _, err := image.Decode(bytes.NewReader(s.data))
	if err != nil {
		return err
	}
	if rng.IntN(2) == 0 {
		img = shotrun.Halve(img)
		s.desc += " halved"
	}
	q := 60 + rng.IntN(26)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
		return err
	}
	s.data, s.ext = buf.Bytes(), "jpg"
	s.desc += fmt.Sprintf(" shared-jpeg%d", q)
	return nil
}

// plain reports whether the rectangle r of img shows fewer than eight colours (sampled)
// or one colour in 98% of it: an app window that shows nothing yet (LibreOffice's grey
// window under load, which may fill only a part of the rectangle Xvfb reports for it).
func plain(img image.Image, r image.Rectangle) bool {
	r = r.Intersect(img.Bounds())
	if r.Dx() < 8 || r.Dy() < 8 {
		return true
	}
	count := map[[3]uint32]int{}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			count[[3]uint32{cr >> 8, cg >> 8, cb >> 8}]++
			n++
		}
	}
	top := 0
	for _, c := range count {
		top = max(top, c)
	}
	return len(count) < 8 || top*100 >= n*98
}

// welcome reports whether KSudoku shows its welcome page (a list of games on white)
// rather than a board (on a dark textured page): 15% or more of the window's pixels
// (sampled) pure white. Of the 26 KSudoku pictures of seeds 0x21000-0x21003 the boards
// had 0-6.4% (its side panel), the welcome pages 22-61% (22% at QT_SCALE_FACTOR=2).
func welcome(img image.Image, r image.Rectangle) bool {
	r = r.Intersect(img.Bounds())
	white, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cr>>8 == 255 && cg>>8 == 255 && cb>>8 == 255 {
				white++
			}
			n++
		}
	}
	return 100*white >= 15*n
}

func crop(img image.Image, r image.Rectangle) image.Image {
	dst := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(dst, dst.Rect, img, r.Min, draw.Src)
	return dst
}

// stored reads a picture and its grid that write saved.
func stored(dir, name string) (*shot, error) {
	txt, err := os.ReadFile(filepath.Join(dir, name+".txt"))
	if err != nil {
		return nil, err
	}
	s := &shot{desc: "stored"}
	for _, ch := range strings.TrimSpace(string(txt)) {
		v := uint8(0)
		switch {
		case ch >= '1' && ch <= '9':
			v = uint8(ch - '0')
		case ch >= 'A' && ch <= 'G':
			v = uint8(ch-'A') + 10
		}
		s.truth = append(s.truth, v)
	}
	for _, ext := range []string{"png", "jpg"} {
		if s.data, err = os.ReadFile(filepath.Join(dir, name+"."+ext)); err == nil {
			s.ext = ext
			return s, nil
		}
	}
	return nil, err
}

// size is the side of the grid the shot shows.
func (s *shot) size() int {
	if len(s.truth) == 256 {
		return 16
	}
	return 9
}

// write saves a picture and its grid (one line, '.' blank, 10-16 as A-G).
func write(dir, name string, s *shot) {
	line := make([]byte, len(s.truth))
	for i, v := range s.truth {
		switch {
		case v == 0:
			line[i] = '.'
		case v > 9:
			line[i] = 'A' + v - 10
		default:
			line[i] = '0' + v
		}
	}
	err := os.WriteFile(filepath.Join(dir, name+"."+s.ext), s.data, 0o644)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".txt"), append(line, '\n'), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "appshots:", err)
		os.Exit(1)
	}
}

// board is the puzzle shown (9×9 or 16×16): the givens, the player's digits, the pencil marks.
type board struct {
	n, box  int
	grid    []uint8 // givens and the player's digits
	entered []bool  // the player's
	marks   [][]int
}

func newBoard(rng *rand.Rand, n int) *board {
	givens := 24 + rng.IntN(12)
	box := 3
	if n == 16 {
		givens, box = 100+rng.IntN(40), 4
	}
	puzzle, solution := synth.PuzzleN(rng, n, givens)
	b := &board{n: n, box: box}
	b.grid, b.entered, b.marks = synth.PlayLists(rng, n, puzzle, solution)
	return b
}

// shown is what the picture shows in big digits.
func (b *board) shown() []uint8 { return slices.Clone(b.grid) }

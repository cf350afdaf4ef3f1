// Command htmlshots draws Sudoku boards in the looks of real apps as HTML/CSS, has headless
// Chromium take their screenshots, and measures scan.Read on them: real browser text
// rendering (hinting, subpixel positioning, the system's fonts), layouts synth does not
// draw. It is a dev-time tool; the tests never need Chromium. Run it from the module root:
//
//	go run ./scan/train/htmlshots -seed 0x51 -n 20 -n16 6           # measure, per kind
//	go run ./scan/train/htmlshots -seed 0x51 -failed /tmp/fail      # and write the misses
//	go run ./scan/train/htmlshots -seed 0x51 -o /tmp/shots -read=false  # only draw them
//	go run ./scan/train/htmlshots -seed 0x51 -model /tmp/a.bin,/tmp/b.bin  # measure other weights
//	go run ./scan/train/htmlshots -train -seed 1 -n 40 -n16 10 -o /tmp/t -read=false  # training pictures
//
// Every picture is drawn from a seed of its own (the run's seed, its kind, size and index),
// so a picture can be drawn again alone (-kinds, -only). Without Chromium it says so and
// stops.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
	"github.com/sudokubot/sudokubot/scan/train/internal/shotrun"
)

// kinds are the app kinds, in the order they are reported.
var kinds = []string{"phone-light", "phone-dark", "sheet", "desktop", "tiles"}

// shot is one picture and what it shows.
type shot struct {
	kind    string
	size    int
	index   int
	truth   []uint8 // every big symbol shown (givens and the player's), 0 blank
	marked  []bool  // the cells with pencil marks
	numbers bool    // 16×16 written 1-16 rather than 1-9, A-G
	data    []byte
	ext     string // "png" or "jpg"
	desc    string // the random choices, to find a kind of failure again
	html    string // the page Chromium rendered (written beside the picture by -o and -failed)
}

func main() {
	seed := flag.Uint64("seed", 0x51, "the run's seed (every picture's own seed derives from it)")
	n := flag.Int("n", 20, "9×9 pictures per kind")
	n16 := flag.Int("n16", 6, "16×16 pictures per kind")
	only := flag.Int("only", -1, "draw only the picture of this index (with -kinds, to look at one again)")
	kindList := flag.String("kinds", strings.Join(kinds, ","), "comma-separated kinds; \"looks\" names the opt-in looks (looks.go): "+strings.Join(looks, ","))
	out := flag.String("o", "", "write every picture and its grid (.txt) to `DIR`")
	failed := flag.String("failed", "", "write every picture read wrongly and its grid to `DIR`")
	read := flag.Bool("read", true, "read the pictures with scan.Read and report")
	jobs := flag.Int("jobs", 2, "Chromium processes at once")
	browser := flag.String("chromium", "", "the Chromium binary (default: chromium, chromium-browser or google-chrome on PATH)")
	models := flag.String("model", "", "read with the weights in `FILE` instead of the shipped ones (comma-separated: each in turn, on the same pictures)")
	train := flag.Bool("train", false, "draw from the training stream (scan/train -html): no evaluation seed draws these pictures")
	from := flag.String("from", "", "read the pictures an earlier run wrote with -o to `DIR` instead of drawing (no Chromium needed)")
	flag.Parse()

	ms, names, err := loadModels(*models)
	if err != nil {
		fmt.Fprintln(os.Stderr, "htmlshots:", err)
		os.Exit(1)
	}
	if *from != "" {
		shots, err := load(*from)
		if err != nil {
			fmt.Fprintln(os.Stderr, "htmlshots:", err)
			os.Exit(1)
		}
		report(shots, ms, names, *failed)
		return
	}
	bin := *browser
	if bin == "" {
		for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
			if p, err := exec.LookPath(name); err == nil {
				bin = p
				break
			}
		}
	}
	if bin == "" {
		fmt.Fprintln(os.Stderr, "htmlshots: no Chromium on PATH (Debian: apt-get install chromium); nothing drawn")
		return
	}
	fonts := systemFonts()
	if len(fonts) == 0 {
		fonts = []string{"sans-serif", "serif", "monospace"}
	}
	tmp, err := shotrun.Folders("htmlshots", *out, *failed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "htmlshots:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)

	type job struct {
		kind        string
		size, index int
	}
	var todo []job
	for _, k := range strings.Split(strings.ReplaceAll(*kindList, "looks", strings.Join(looks, ",")), ",") {
		if !slices.Contains(allKinds, k) {
			fmt.Fprintf(os.Stderr, "htmlshots: unknown kind %q (kinds: %s)\n", k, strings.Join(allKinds, ","))
			os.Exit(2)
		}
		for _, sz := range []struct{ size, count int }{{9, *n}, {16, *n16}} {
			for i := range sz.count {
				if *only < 0 || *only == i {
					todo = append(todo, job{k, sz.size, i})
				}
			}
		}
	}
	shots := make([]*shot, len(todo))
	errs := make([]error, len(todo))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := range max(1, *jobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dir := filepath.Join(tmp, fmt.Sprint(w))
			for i := range next {
				j := todo[i]
				ki := slices.Index(allKinds, j.kind)
				stream := uint64(ki)<<40 | uint64(j.size)<<32 | uint64(j.index)
				if *train {
					stream |= trainStream
				}
				rng := rand.New(rand.NewPCG(*seed, stream))
				shots[i], errs[i] = draw(rng, bin, dir, fonts, j.kind, j.size, j.index)
			}
		}()
	}
	for i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()

	for i, s := range shots {
		if errs[i] != nil {
			fmt.Fprintf(os.Stderr, "htmlshots: %s %d×%d #%d: %v\n", todo[i].kind, todo[i].size, todo[i].size, todo[i].index, errs[i])
			os.Exit(1)
		}
		if *out != "" {
			write(*out, name(s), s)
		}
	}
	if *read {
		report(shots, ms, names, *failed)
	}
}

// report measures each model in turn on the same pictures.
func report(shots []*shot, ms []*scan.Model, names []string, failed string) {
	for k, m := range ms {
		if len(ms) > 1 {
			fmt.Printf("model %s:\n", names[k])
		}
		measure(shots, m, failed)
	}
}

// load reads the pictures and grids an earlier run wrote to dir (-o), in the order it
// drew them (kind, size, index).
func load(dir string) ([]*shot, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no pictures in %s", dir)
	}
	var shots []*shot
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), ".txt")
		s := &shot{desc: "from " + dir}
		cut := strings.LastIndexByte(base, '-')
		mid := strings.LastIndexByte(base[:max(cut, 0)], '-')
		if cut < 0 || mid < 0 {
			return nil, fmt.Errorf("%s: not a name htmlshots writes", f)
		}
		s.kind = base[:mid]
		// In base 10: Sscan reads "09" as octal (0, then 9 left over).
		var err error
		if s.size, err = strconv.Atoi(base[mid+1 : cut]); err == nil {
			s.index, err = strconv.Atoi(base[cut+1:])
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		line, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, c := range strings.TrimSpace(string(line)) {
			switch {
			case c == '.':
				s.truth = append(s.truth, 0)
			case c >= '1' && c <= '9':
				s.truth = append(s.truth, uint8(c-'0'))
			case c >= 'A' && c <= 'G':
				s.truth = append(s.truth, uint8(c-'A'+10))
			default:
				return nil, fmt.Errorf("%s: bad cell %q", f, c)
			}
		}
		if len(s.truth) != s.size*s.size {
			return nil, fmt.Errorf("%s: %d cells, want %d", f, len(s.truth), s.size*s.size)
		}
		for _, ext := range []string{"png", "jpg"} {
			if s.data, err = os.ReadFile(filepath.Join(dir, base+"."+ext)); err == nil {
				s.ext = ext
				break
			}
		}
		if err != nil {
			return nil, err
		}
		if h, err := os.ReadFile(filepath.Join(dir, base+".html")); err == nil { // the choices, written as its first line
			line, _, _ := strings.Cut(string(h), "\n")
			s.desc = strings.TrimSuffix(strings.TrimPrefix(line, "<!-- "), " -->")
		}
		shots = append(shots, s)
	}
	slices.SortStableFunc(shots, func(a, b *shot) int {
		if c := slices.Index(allKinds, a.kind) - slices.Index(allKinds, b.kind); c != 0 {
			return c
		}
		if a.size != b.size {
			return a.size - b.size
		}
		return a.index - b.index
	})
	return shots, nil
}

// name is a picture's file name without extension.
func name(s *shot) string { return fmt.Sprintf("%s-%d-%02d", s.kind, s.size, s.index) }

// measure reads every picture with m (nil: the shipped weights) and reports each miss (and
// writes it to failed, when set), per kind and in all.
func measure(shots []*shot, m *scan.Model, failed string) {
	type tally = shotrun.Tally
	sums := map[string]*tally{}
	var order []string
	var cpu []time.Duration
	for _, s := range shots {
		key := fmt.Sprintf("%s %d×%d", s.kind, s.size, s.size)
		t := sums[key]
		if t == nil {
			t = &tally{}
			sums[key] = t
			order = append(order, key)
		}
		why, used := shotrun.Check(s.data, s.truth, s.size, m, t)
		cpu = append(cpu, used)
		if why == "" {
			continue
		}
		fmt.Printf("  %s.%s (%s): %s\n", name(s), s.ext, s.desc, why)
		if failed != "" {
			write(failed, name(s), s)
		}
	}
	var all tally
	apps9 := tally{}
	for _, key := range order {
		t := sums[key]
		fmt.Printf("%-18s %3d/%-3d exact, cells %d/%d, not found %d\n", key, t.Exact, t.Grids, t.Right, t.Cells, t.NotFound)
		for _, a := range []*tally{&all, &apps9} {
			if a == &apps9 && !strings.HasSuffix(key, "9×9") {
				continue
			}
			a.Add(*t)
		}
	}
	med := shotrun.Median(cpu)
	fmt.Printf("all 9×9: %d/%d exact; all: %d/%d exact, cells %d/%d (%.2f%%), not found %d, scan.Read CPU median %d ms\n",
		apps9.Exact, apps9.Grids, all.Exact, all.Grids, all.Right, all.Cells, 100*float64(all.Right)/float64(max(1, all.Cells)), all.NotFound, med.Milliseconds())
}

// write saves a picture, its grid (name.txt: one line, '.' blank, 1-9 then A-G) and its
// cells' classes as scan/train labels them (name.cls: one field per cell, the class 0-23 of
// scan's network, or m for an empty cell with pencil marks) and the page Chromium rendered
// (name.html, its random choices in a comment on the first line).
func write(dir, name string, s *shot) {
	line := make([]byte, len(s.truth))
	for i, v := range s.truth {
		switch {
		case v == 0:
			line[i] = '.'
		case v <= 9:
			line[i] = '0' + v
		default:
			line[i] = 'A' + v - 10
		}
	}
	err := os.WriteFile(filepath.Join(dir, name+"."+s.ext), s.data, 0o644)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".txt"), append(line, '\n'), 0o644)
	}
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".cls"), classes(s), 0o644)
	}
	if err == nil && s.html != "" {
		err = os.WriteFile(filepath.Join(dir, name+".html"), []byte("<!-- "+s.desc+" -->\n"+s.html), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "htmlshots:", err)
		os.Exit(1)
	}
}

// systemFonts lists the font families fontconfig knows that a puzzle app might use.
func systemFonts() []string {
	outp, err := exec.Command("fc-list", ":", "family").Output()
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var fams []string
	for _, line := range strings.Split(string(outp), "\n") {
		for _, f := range strings.Split(line, ",") {
			f = strings.TrimSpace(f)
			if f == "" || seen[f] || strings.Contains(f, "Math") || strings.Contains(f, "Emoji") || strings.Contains(f, "Symbol") ||
				f == "D050000L" || strings.Contains(f, "Dingbat") { // no digits: dingbats at their code points
				continue
			}
			seen[f] = true
			fams = append(fams, f)
		}
	}
	slices.Sort(fams)
	return fams
}

// draw makes one picture: the board as HTML, Chromium's screenshot, maybe a JPEG of it.
func draw(rng *rand.Rand, bin, dir string, fonts []string, kind string, size, index int) (*shot, error) {
	b := newBoard(rng, size)
	var page *page
	var html string
	if slices.Contains(looks, kind) {
		page = newLookPage(rng, fonts, kind, b)
		html = page.lookHTML()
	} else {
		page = newPage(rng, fonts, kind, b)
		html = page.html()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	hf := filepath.Join(dir, "board.html")
	pf := filepath.Join(dir, "board.png")
	os.Remove(pf)
	if err := os.WriteFile(hf, []byte(html), 0o644); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--no-first-run", "--font-render-hinting="+page.hinting,
		fmt.Sprintf("--force-device-scale-factor=%g", page.dpr),
		"--screenshot="+pf, fmt.Sprintf("--window-size=%d,%d", page.w, page.h), "file://"+hf)
	if outp, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("chromium: %v: %s", err, lastLine(string(outp)))
	}
	data, err := os.ReadFile(pf)
	if err != nil {
		return nil, err
	}
	s := &shot{kind: kind, size: size, index: index, truth: b.grid, data: data, ext: "png", desc: page.desc(), numbers: b.numbers, html: html}
	s.marked = make([]bool, len(b.marks))
	for i, m := range b.marks {
		s.marked[i] = len(m) > 0
	}
	if rng.IntN(5) < 2 {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		if rng.IntN(3) == 0 { // a chat preview or a shared copy, scaled down
			img = shotrun.Halve(img)
			s.desc += " halved"
		}
		q := 45 + rng.IntN(51)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
			return nil, err
		}
		s.data, s.ext = buf.Bytes(), "jpg"
		s.desc += fmt.Sprintf(" jpeg%d", q)
	}
	return s, nil
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// board is the puzzle shown: the grid, which cells the player entered, the pencil marks.
type board struct {
	n, box  int
	grid    []uint8
	entered []bool
	marks   [][]int
	numbers bool // 16×16 written 1-16 rather than 1-9, A-G
}

func newBoard(rng *rand.Rand, n int) *board {
	givens := 24 + rng.IntN(12)
	box := 3
	if n == 16 {
		givens, box = 110+rng.IntN(30), 4
	}
	puzzle, solution := synth.PuzzleN(rng, n, givens)
	b := &board{n: n, box: box, numbers: n == 16 && rng.IntN(2) == 0}
	b.grid, b.entered, b.marks = synth.PlayLists(rng, n, puzzle, solution)
	return b
}

// symbol is how value d is written.
func (b *board) symbol(d int) string {
	if d <= 9 || b.numbers {
		return fmt.Sprint(d)
	}
	return string(rune('A' + d - 10))
}

// trainStream is set in the stream of every picture -train draws: evaluation pictures
// (kind<<40 | size<<32 | index) never have it, whatever the seed.
const trainStream = 1 << 63

// classes are a picture's cells as scan/train labels them: the network's class of each
// symbol (10-16 written as numbers have classes of their own), 0 for a blank cell, m for
// an empty cell with pencil marks (class 0 too, but not counted as blank by its check).
func classes(s *shot) []byte {
	var b []byte
	for i, v := range s.truth {
		if i > 0 {
			b = append(b, ' ')
		}
		switch {
		case v == 0 && i < len(s.marked) && s.marked[i]:
			b = append(b, 'm')
		case v >= 10 && s.numbers:
			b = fmt.Append(b, int(v)-10+scan.NumberClass)
		default:
			b = fmt.Append(b, v)
		}
	}
	return append(b, '\n')
}

// loadModels reads the weights named in list (comma-separated); list "" is the shipped
// weights (a nil model).
func loadModels(list string) ([]*scan.Model, []string, error) {
	if list == "" {
		return []*scan.Model{nil}, []string{"shipped"}, nil
	}
	var ms []*scan.Model
	names := strings.Split(list, ",")
	for _, f := range names {
		m, err := shotrun.ReadModel(f)
		if err != nil {
			return nil, nil, err
		}
		ms = append(ms, m)
	}
	return ms, names, nil
}

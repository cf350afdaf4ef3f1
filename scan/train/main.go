// Command train fits the digit classifier of package scan and measures how well scan reads
// pictures. Run it from the module root; see README.md in this folder.
//
//	go run ./scan/train              # train on the photos and synthetic screenshots, write scan/weights.bin
//	go run ./scan/train -cv          # cross-validated accuracy on the photos (k folds), nothing written
//	go run ./scan/train -eval        # accuracy of the shipped weights on fresh screenshots and the photos
package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/image/font/sfnt"

	"github.com/sudokubot/sudokubot/internal/cputime"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/scan"
	"github.com/sudokubot/sudokubot/scan/internal/synth"
	"github.com/sudokubot/sudokubot/scan/train/internal/shotrun"
)

// ctx is the context of every read: training has no deadline.
var ctx = context.Background()

func main() {
	photos := flag.String("photos", "../shared/data/images/wicht-v2-train", "folder of imageN.jpg + imageN.dat (Wicht v2)")
	nSynth := flag.Int("synth", 500, "synthetic screenshots to train on")
	flag.BoolVar(&learn.faint, "faint", false, "also train on the faint ink Read shows the network in the screenshots' cells the strict cut leaves blank (scan.FaintPatches)")
	flag.BoolVar(&learn.marks, "marks", false, "keep screenshots whose marked empty cells have patches (class 0) instead of leaving them out")
	nHTML := flag.Int("html", 0, "Chromium screenshots (scan/train/htmlshots -train) per app kind to train on: N 9×9 and N/4 16×16 of each of its five kinds; needs Chromium")
	htmlWeight := flag.Int("html-weight", 1, "with -html: each Chromium patch counts this many times (repeated in every epoch, each copy augmented afresh)")
	nHard := flag.Int("hard", 0, "further screenshots of the hard cases to train on: 16×16 in small cells, tall pencil marks, pale thin digits (see hardSamples)")
	hidden := flag.Int("hidden", 128, "hidden units")
	epochs := flag.Int("epochs", 14, "training epochs")
	members := flag.Int("members", 1, "networks in the ensemble, each trained from its own seed (their probabilities are averaged)")
	seed := flag.Uint64("seed", 1, "random seed (training is reproducible for a seed)")
	fitSeed := flag.Uint64("fit-seed", 0, "the seed of the networks' first weights, batch order and augmentation only (0: -seed); the screenshots stay those of -seed, so another -fit-seed reuses -cache")
	out := flag.String("o", "scan/weights.bin", "where to write the weights")
	cv := flag.Int("cv", 0, "run k-fold cross-validation on the photos instead of training (e.g. -cv 4)")
	eval := flag.Bool("eval", false, "measure the shipped weights instead of training")
	evalShots := flag.Int("shots", 300, "fresh screenshots for -eval (a seed never used in training)")
	big := flag.String("big", "", "write a 12-megapixel (4000×3000) JPEG photo made from the first photo to `FILE`, for timing")
	foldDir := flag.String("folds", "", "with -cv: write each fold's model to `DIR`/foldK.bin, or, when DIR already holds them, evaluate those models instead of training")
	figure := flag.String("figure", "", "write the before/after picture for the docs (the first photo beside the grid read) to `FILE`")
	holdLooks := flag.String("hold-looks", "", "comma-separated looks left out of training (and, with -eval, the only ones measured), e.g. phone-dark,desktop")
	holdFonts := flag.String("hold-fonts", "", "comma-separated font families left out of training (and, with -eval, the only ones measured), e.g. 'Noto Sans,Liberation Serif'")
	modelFile := flag.String("model", "", "with -eval: measure the weights in `FILE` instead of the shipped ones")
	shots16 := flag.Int("shots16", 10, "16×16 screenshots per look for -eval")
	evalSeed := flag.Uint64("eval-seed", 0xe7a1, "with -eval: the seed of the fresh screenshots (training never uses seeds this high; take a new one for a final measure)")
	samples := flag.String("samples", "", "write a few screenshots of every look to `DIR` (to look at them) and stop")
	nGlow := flag.Int("glow", 0, "further screenshots of themed tiles to train on (synth's Vary.Glow: textured page, shaded tiles, a glow in the empty ones, class 0)")
	nSlant := flag.Int("slant", 0, "further screenshots drawn only with the italic, oblique and slab faces installed (slantFamilies: the URW base35 fonts Chromium uses, DejaVu and Liberation italics), where a 1 has a long flag")
	nTiny := flag.Int("tiny", 0, "train the tiny-glyph network (scan/tiny.bin) instead: on N spreadsheets whose digits stand 3-8 pixels high in the Calc fonts (tinySamples), nothing else")
	nTinyPhones := flag.Int("tiny-phones", 0, "with -tiny: also N phone and tile boards, mostly 16×16, scaled down until their symbols stand 3-7 pixels high (tinyPhoneSamples)")
	cacheDir := flag.String("cache", "", "keep the screenshots' patches in `DIR` (one file per -synth, -hard and -seed) and reuse them, to try other -hidden or -epochs without drawing again")
	flag.Parse()
	if *fitSeed == 0 {
		*fitSeed = *seed
	}
	if *samples != "" {
		if err := writeSamples(*samples, *seed); err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		return
	}

	if *nTiny > 0 { // the tiny-glyph network: no photo, no other screenshot
		tiny, err := tinySet(*cacheDir, *nTiny, *seed, trainFonts())
		if err == nil && *nTinyPhones > 0 {
			var phones []sample
			phones, err = tinyPhoneSet(*cacheDir, *nTinyPhones, *seed, trainFonts())
			tiny = append(tiny, phones...)
		}
		if err == nil {
			err = writeModel(*out, tiny, fitEnsemble(tiny, *hidden, *epochs, *members, *fitSeed))
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		return
	}
	ph, err := loadPhotos(*photos)
	if err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	switch {
	case *big != "":
		if err := writeBig(*big, ph[0].data); err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		return
	case *figure != "":
		if err := writeFigure(*figure, ph[0].data); err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		return
	case *eval:
		m, err := scan.Shipped()
		if *modelFile != "" {
			m, err = shotrun.ReadModel(*modelFile)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		fonts, looks := trainFonts(), synth.Looks()
		if *holdLooks != "" || *holdFonts != "" {
			fonts, looks = split(fonts, looks, *holdLooks, *holdFonts, true)
			ph = nil
		}
		evaluate(m, ph, *evalShots, *shots16, *evalSeed, fonts, looks)
		return
	}
	var html []sample
	if *nHTML > 0 {
		html, err = cached(*cacheDir, fmt.Sprintf("html%d-seed%d-marks%v", *nHTML, *seed, learn.marks), func() []sample {
			s, err := htmlSamples(*nHTML, *seed, *cacheDir)
			if err != nil {
				fmt.Fprintln(os.Stderr, "train:", err)
				os.Exit(1)
			}
			return s
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		one := html
		for range *htmlWeight - 1 {
			html = append(html, one...)
		}
	}
	fonts, looks := split(trainFonts(), synth.Looks(), *holdLooks, *holdFonts, false)
	screens := func() ([]sample, error) {
		return screenshots(*cacheDir, *nSynth, *nHard, *nGlow, *nSlant, *seed, fonts, looks)
	}
	if *cv > 1 {
		crossValidate(ph, *cv, *hidden, *epochs, *members, *fitSeed, *foldDir, screens, html)
		return
	}
	shots, err := screens()
	if err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	train := append(append(photoSamples(ph, nil), shots...), html...)
	if err := writeModel(*out, train, fitEnsemble(train, *hidden, *epochs, *members, *fitSeed)); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

// writeModel writes m, trained on train, to path and says so.
func writeModel(path string, train []sample, m *scan.Model) error {
	data, err := m.MarshalBinary()
	if err == nil {
		err = os.WriteFile(path, data, 0o644)
	}
	if err == nil {
		fmt.Printf("wrote %s (%d bytes) from %d samples\n", path, len(data), len(train))
	}
	return err
}

// synthAndHard returns the patches of n synthetic and nHard hard screenshots (in that
// order), each set kept in cacheDir under a name of its own, so that another -hard reuses
// the synthetic ones (the synthetic set's name is the one it had when both were one file
// and -hard was 0).
func synthAndHard(cacheDir string, n, nHard int, seed uint64, fonts []synth.Font, looks []synth.Look) ([]sample, error) {
	tail := fmt.Sprintf("seed%d-fonts%d-looks%d-faint%v-marks%v", seed, len(fonts), len(looks), learn.faint, learn.marks)
	shots, err := cached(cacheDir, fmt.Sprintf("synth%d-hard0-%s", n, tail), func() []sample {
		return synthSamples(n, seed, fonts, looks)
	})
	if err != nil || nHard <= 0 {
		return shots, err
	}
	hard, err := cached(cacheDir, fmt.Sprintf("hard%d-%s", nHard, tail), func() []sample {
		return hardSamples(nHard, seed, fonts, looks)
	})
	return append(shots, hard...), err
}

// screenshots returns the patches of every screenshot set of the recipe: n synthetic, nHard
// hard, the empty tiles of nGlow themed-tile and nSlant slant-face screenshots, in that
// order, each set cached in cacheDir (training and -cv use the same set).
func screenshots(cacheDir string, n, nHard, nGlow, nSlant int, seed uint64, fonts []synth.Font, looks []synth.Look) ([]sample, error) {
	shots, err := synthAndHard(cacheDir, n, nHard, seed, fonts, looks)
	if err == nil && nGlow > 0 && slices.Contains(looks, synth.Tiles) {
		var glow []sample
		tail := fmt.Sprintf("seed%d-fonts%d-faint%v-marks%v", seed, len(fonts), learn.faint, learn.marks)
		glow, err = cached(cacheDir, fmt.Sprintf("glow%d-%s", nGlow, tail), func() []sample {
			return glowSamples(nGlow, seed, fonts)
		})
		for _, g := range glow {
			if g.label == 0 { // only the empty tiles: their digits' glow taught blanks as digits
				shots = append(shots, g)
			}
		}
	}
	if err == nil && nSlant > 0 {
		slant := slantFonts()
		var more []sample
		tail := fmt.Sprintf("seed%d-fonts%d-looks%d-faint%v-marks%v", seed, len(slant), len(looks), learn.faint, learn.marks)
		more, err = cached(cacheDir, fmt.Sprintf("slant%d-%s", nSlant, tail), func() []sample {
			return slantSamples(nSlant, seed, slant, looks)
		})
		shots = append(shots, more...)
	}
	return shots, err
}

// trainFonts are the fonts the shipped weights are trained on: the Go fonts and, where
// Debian's fonts-dejavu-core, fonts-liberation2 and fonts-noto-core are installed, those.
func trainFonts() []synth.Font {
	return append(append([]synth.Font(nil), synth.GoFonts...), loadFamilies(fontFamilies)...)
}

// fontFamily is a font family and the glob patterns of its files.
type fontFamily struct {
	family   string
	patterns []string
}

// loadFamilies loads the faces of families that are installed, in order; it says on
// stderr which it could not load and goes on without them.
func loadFamilies(families []fontFamily) []synth.Font {
	var fonts []synth.Font
	for _, f := range families {
		more, err := synth.LoadFonts(f.family, f.patterns...)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train: fonts:", err)
			continue
		}
		fonts = append(fonts, more...)
	}
	return fonts
}

// split returns the fonts and looks to train on (held false: all but those named in
// holdLooks and holdFonts) or to measure held-out performance on (held true: those named;
// all looks when only fonts are held out, all fonts when only looks are).
func split(fonts []synth.Font, looks []synth.Look, holdLooks, holdFonts string, held bool) ([]synth.Font, []synth.Look) {
	named := func(list, name string) bool {
		for _, x := range strings.Split(list, ",") {
			if strings.TrimSpace(x) == name {
				return true
			}
		}
		return false
	}
	var fs []synth.Font
	for _, f := range fonts {
		if holdFonts == "" || named(holdFonts, f.Family) == held {
			fs = append(fs, f)
		}
	}
	if held && holdFonts == "" {
		fs = fonts
	}
	var ls []synth.Look
	for _, l := range looks {
		if holdLooks == "" || named(holdLooks, l.String()) == held {
			ls = append(ls, l)
		}
	}
	if held && holdLooks == "" {
		ls = looks
	}
	return fs, ls
}

// fontFamilies are the system fonts training uses when they are installed.
var fontFamilies = []fontFamily{
	{"DejaVu Sans", []string{"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed*.ttf"}},
	{"DejaVu Serif", []string{"/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"}},
	{"DejaVu Mono", []string{"/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"}},
	{"Liberation Sans", []string{"/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf"}},
	{"Liberation Serif", []string{"/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf"}},
	{"Liberation Mono", []string{"/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"}},
	{"Noto Sans", []string{"/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSansDisplay-Regular.ttf"}},
	{"Noto Serif", []string{"/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"}},
}

// slantFamilies are the italic, oblique and slab faces -slant draws with when they are
// installed: Debian's fonts-urw-base35 (the fonts Chromium falls back to here; not its
// dingbats D050000L nor Standard Symbols PS), and the italics of DejaVu and Liberation.
var slantFamilies = []fontFamily{
	{"URW base35", []string{"/usr/share/fonts/opentype/urw-base35/[CNPUZ]*.otf"}},
	{"DejaVu Italic", []string{"/usr/share/fonts/truetype/dejavu/DejaVuSans*Oblique.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif*Italic.ttf"}},
	{"Liberation Italic", []string{"/usr/share/fonts/truetype/liberation2/*Italic.ttf", "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-*Italic.ttf"}},
}

// slantFonts loads slantFamilies (those installed); none when none is.
func slantFonts() []synth.Font {
	return loadFamilies(slantFamilies)
}

// photo is one Wicht picture with its ground truth.
type photo struct {
	name  string
	data  []byte
	truth []uint8
}

func loadPhotos(dir string) ([]photo, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.dat"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no .dat files in %s (the photos live in ../shared/data/images/wicht-v2-train)", dir)
	}
	sort.Strings(files)
	var out []photo
	for _, f := range files {
		truth, err := readDat(f)
		if err != nil {
			return nil, err
		}
		data, err := os.ReadFile(strings.TrimSuffix(f, ".dat") + ".jpg")
		if err != nil {
			return nil, err
		}
		out = append(out, photo{name: filepath.Base(f), data: data, truth: truth})
	}
	return out, nil
}

// readDat reads a Wicht .dat file: two header lines (phone, resolution), then 9 rows of 9
// digits with 0 for blank.
func readDat(path string) ([]uint8, error) {
	g := make([]uint8, 81)
	b, err := os.ReadFile(path)
	if err != nil {
		return g, err
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r", ""), "\n")
	k := 0
	for _, l := range lines[min(2, len(lines)):] {
		for _, f := range strings.Fields(l) {
			d, err := strconv.Atoi(f)
			if err != nil || d < 0 || d > 9 || k >= 81 {
				return g, fmt.Errorf("%s: bad cell %q", path, f)
			}
			g[k] = uint8(d)
			k++
		}
	}
	if k != 81 {
		return g, fmt.Errorf("%s: %d cells, want 81", path, k)
	}
	return g, nil
}

type sample struct {
	x     []float32
	label int
}

// cellSamples turns one picture's patches into labelled samples: a patch in a blank cell is
// class 0 (ink that is no digit).
func cellSamples(patches [][]float32, truth []uint8) []sample {
	var out []sample
	for i, p := range patches {
		if p != nil {
			out = append(out, sample{x: p, label: int(truth[i])})
		}
	}
	return out
}

func photoSamples(ph []photo, skip map[int]bool) []sample {
	var out []sample
	for i, p := range ph {
		if skip[i] {
			continue
		}
		patches, err := scan.Patches(ctx, p.data, scan.Options{Size: 9})
		if err != nil {
			continue // no grid found: nothing to learn from this photo
		}
		out = append(out, cellSamples(patches, p.truth)...)
	}
	return out
}

// synthSamples draws n screenshots in the given looks and fonts (from seed) and returns
// their cells' patches: 70% 9×9, 20% 16×16 (half with numbers 10-16, half with letters
// A-G), 10% 6×6 or 4×4.
func synthSamples(n int, seed uint64, fonts []synth.Font, looks []synth.Look) []sample {
	return drawSamples("screenshots", n, rand.New(rand.NewPCG(seed, 0x5c4e)), 0x5c4e, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: looks, Fonts: fonts, Size: 9}
		switch m := k % 10; {
		case m == 3 || m == 7:
			spec.Size, spec.Numbers = 16, k%20 < 10
		case m == 5:
			spec.Size = []int{4, 6}[k/10%2]
		}
		return spec
	})
}

// slantSamples draws n screenshots in the italic, oblique and slab faces (slantFonts; from
// seed, in a stream of their own) and returns their cells' patches: four in five 9×9,
// the fifth 16×16 (numbers and letters in turn). Chromium draws boards in such faces, and
// the network trained on the upright ones read their 1 (a long flag, a slanted stem, a
// slab foot) as 7 or blank (issue 23).
func slantSamples(n int, seed uint64, fonts []synth.Font, looks []synth.Look) []sample {
	if len(fonts) == 0 {
		fmt.Fprintln(os.Stderr, "train: -slant: none of the slant fonts is installed (apt-get install -y fonts-urw-base35 fonts-dejavu-core fonts-liberation2)")
		return nil
	}
	return drawSamples("slant screenshots", n, rand.New(rand.NewPCG(seed, 0x5a17)), 0x5a17, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: looks, Fonts: fonts, Size: 9}
		if k%5 == 4 {
			spec.Size, spec.Numbers = 16, k%10 < 5
		}
		return spec
	})
}

// hardSamples draws n screenshots of the cases the network misread most (from seed, in
// a stream of its own: they are not synthSamples' pictures) and returns their cells'
// patches. In every look, a fifth each:
//   - 16×16 in small cells (the picture scaled by 0.4-0.75), numbers and letters in turn;
//   - the same at the looks' own sizes, with pencil marks in more cells, set at 0.6-0.95 of
//     the symbols' size (class 0: they are no symbol);
//   - 16×16 with pale digits in the regular and light fonts, JPEG, often scaled down;
//   - 9×9 the same, two in three of them spreadsheets (thin light digits in small cells);
//   - 16×16 small and pale at once, with tall marks.
func hardSamples(n int, seed uint64, fonts []synth.Font, looks []synth.Look) []sample {
	light := lightFonts(fonts)
	sheet := slices.Contains(looks, synth.Spreadsheet)
	return drawSamples("hard screenshots", n, rand.New(rand.NewPCG(seed, 0x4a7d)), 0x4a7d, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: looks, Fonts: fonts, Size: 16, Numbers: k/5%2 == 0}
		small := func() float64 { return 0.4 + 0.35*r.Float64() }
		switch k % 5 {
		case 0:
			spec.Vary.Scale = small()
		case 1:
			spec.Vary.Marks = 0.6 + 0.35*r.Float64()
		case 2, 3:
			spec.Fonts, spec.Vary.Light, spec.Vary.JPEG = light, true, true
			if r.IntN(3) > 0 {
				spec.Vary.Scale = 0.45 + 0.45*r.Float64()
			}
			if k%5 == 3 {
				spec.Size = 9
				if sheet && r.IntN(3) > 0 {
					spec.Looks = []synth.Look{synth.Spreadsheet}
				}
			}
		case 4:
			spec.Fonts, spec.Vary.Light = light, true
			spec.Vary.Scale, spec.Vary.Marks = small(), 0.6+0.35*r.Float64()
		}
		return spec
	})
}

// glowSamples draws n screenshots of themed tiles (synth's Vary.Glow; from seed, in a
// stream of its own) and returns their cells' patches, 9×9 but every fifth 16×16. Their
// empty tiles' glow is often cut as ink: those patches are class 0, so the blank cells
// do not count against the grid's alignment here (the digits' cells still do). main
// trains on the class-0 patches only: with the digits' patches too (a glow over the
// digit), the network read more empty tiles as digits (docs/BENCHMARKS.md §11).
func glowSamples(n int, seed uint64, fonts []synth.Font) []sample {
	return drawSamplesAs("glow screenshots", n, rand.New(rand.NewPCG(seed, 0x610e)), 0x610e, true, func(k int, r *rand.Rand) synth.Spec {
		spec := synth.Spec{Looks: []synth.Look{synth.Tiles}, Fonts: fonts, Size: 9, Vary: synth.Vary{Glow: true}}
		if k%5 == 4 {
			spec.Size, spec.Numbers = 16, k%10 < 5
		}
		return spec
	})
}

// lightFonts are the fonts of regular or lighter weight (no bold, no medium), the thin
// strokes some apps and sheets use; all of them when none is.
func lightFonts(fonts []synth.Font) []synth.Font {
	var out []synth.Font
	for _, f := range fonts {
		name, err := f.F.Name(nil, sfnt.NameIDFull)
		if err == nil && !strings.Contains(name, "Bold") && !strings.Contains(name, "Medium") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return fonts
	}
	return out
}

// drawSamples draws n screenshots as specOf says and returns their cells' patches. Each
// screenshot gets its own seed, drawn in order from rng (and stream), so that the set does
// not depend on how the workers share the drawing; specOf draws its choices from that
// screenshot's own generator.
func drawSamples(what string, n int, rng *rand.Rand, stream uint64, specOf func(k int, r *rand.Rand) synth.Spec) []sample {
	return drawSamplesAs(what, n, rng, stream, false, specOf)
}

// drawSamplesAs is drawSamples; anyBlank keeps the screenshots whatever ink their blank
// cells show (only the symbols' cells must be seen).
func drawSamplesAs(what string, n int, rng *rand.Rand, stream uint64, anyBlank bool, specOf func(k int, r *rand.Rand) synth.Spec) []sample {
	seeds := make([]uint64, n)
	for k := range seeds {
		seeds[k] = rng.Uint64()
	}
	per := make([][]sample, n)
	var next, skipped atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for k := int(next.Add(1) - 1); k < n; k = int(next.Add(1) - 1) {
				r := rand.New(rand.NewPCG(seeds[k], stream))
				s := synth.Draw(r, specOf(k, r))
				cut := scan.Patches
				if learn.faint {
					cut = scan.FaintPatches
				}
				patches, err := cut(ctx, s.Data, scan.Options{Size: s.Size})
				if err != nil || !aligned(patches, s, learn.marks || anyBlank) && !(anyBlank && alignedCells(patches, s.Grid, blanks(s.Grid), true)) {
					skipped.Add(1)
					continue
				}
				per[k] = cellSamples(patches, labels(s))
			}
		})
	}
	wg.Wait()
	var out []sample
	for _, p := range per {
		out = append(out, p...)
	}
	if n > 0 {
		fmt.Fprintf(os.Stderr, "%d %s, %d left out (grid not found, or found elsewhere), %d patches\n", n, what, skipped.Load(), len(out))
	}
	return out
}

// cached returns the samples kept in dir under name, or draws them and keeps them there
// (dir "": draws them).
func cached(dir, name string, draw func() []sample) ([]sample, error) {
	if dir == "" {
		return draw(), nil
	}
	path := filepath.Join(dir, name+".bin")
	if b, err := os.ReadFile(path); err == nil {
		const size = 1 + 4*scan.Features
		out := make([]sample, len(b)/size)
		for k := range out {
			rec := b[k*size : (k+1)*size]
			out[k] = sample{label: int(rec[0]), x: make([]float32, scan.Features)}
			for i := range out[k].x {
				out[k].x[i] = math.Float32frombits(binary.LittleEndian.Uint32(rec[1+4*i:]))
			}
		}
		fmt.Fprintf(os.Stderr, "%d patches from %s\n", len(out), path)
		return out, nil
	}
	out := draw()
	var b []byte
	for _, s := range out {
		b = append(b, byte(s.label))
		for _, v := range s.x {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return out, os.WriteFile(path, b, 0o644)
}

// aligned reports whether the patches were cut where the grid is: ink shaped like a symbol
// in at least 95% of the cells that hold one and in at most 5% of the blank ones (pencil
// marks are mostly too small to count). A grid found in the wrong place would teach the
// network wrong labels. With marks (-marks), empty cells with pencil marks do not count,
// their patches are class 0 (marks the cut keeps are what the network must learn to call
// no symbol), and up to 15% of the other empty cells may have a patch (a speck or faint
// remnant, class 0 too): a grid found a cell off has most of them full.
func aligned(patches [][]float32, s synth.Shot, marks bool) bool {
	return alignedCells(patches, s.Grid, s.Marked, marks)
}

// alignedCells is aligned for a picture whose cells hold truth (0 blank) and marked says
// which have pencil marks.
func alignedCells(patches [][]float32, truth []uint8, marked []bool, marks bool) bool {
	if len(patches) != len(truth) {
		return false
	}
	var full, seen, blank, specks int
	for i, p := range patches {
		if truth[i] != 0 {
			full++
			if p != nil {
				seen++
			}
		} else if !marks || !marked[i] {
			blank++
			if p != nil {
				specks++
			}
		}
	}
	limit := 5
	if marks {
		limit = 15
	}
	return seen*100 >= full*95 && specks*100 <= blank*limit
}

// blanks marks every blank cell of truth.
func blanks(truth []uint8) []bool {
	out := make([]bool, len(truth))
	for i, v := range truth {
		out[i] = v == 0
	}
	return out
}

// labels are the classes of a shot's cells: the symbols 10-16 written as numbers have
// classes of their own.
func labels(s synth.Shot) []uint8 {
	out := append([]uint8(nil), s.Grid...)
	if s.Numbers {
		for i, v := range out {
			if v >= 10 {
				out[i] = v - 10 + scan.NumberClass
			}
		}
	}
	return out
}

// fitEnsemble trains members networks on data, each from its own seed (its own starting
// weights, order and augmentation), and returns them as one model.
func fitEnsemble(data []sample, hidden, epochs, members int, seed uint64) *scan.Model {
	m := fit(data, hidden, epochs, seed)
	for k := 1; k < members; k++ {
		m.Members = append(m.Members, fit(data, hidden, epochs, seed+uint64(k)*1000))
	}
	return m
}

// fit trains a Features→hidden→Classes perceptron with Adam on mini-batches, with a little
// noise and shift added to each sample every epoch.
func fit(data []sample, hidden, epochs int, seed uint64) *scan.Model {
	rng := rand.New(rand.NewPCG(seed, 0x7a11))
	t := newTrainer(hidden, rng)
	const batch = 32
	lr := 2e-3
	start := time.Now()
	// Each batch's samples are augmented in order (the rng's sequence fixes the run), then
	// split among the workers; their gradients are added up in worker order, so that a run
	// is reproducible for a seed however the goroutines are scheduled.
	ws := make([]*trainer, workers)
	for w := range ws {
		ws[w] = t.clone()
	}
	xs := make([][]float32, batch)
	for k := range xs {
		xs[k] = make([]float32, scan.Features)
	}
	for ep := range epochs {
		order := rng.Perm(len(data))
		var loss float64
		correct := 0
		for b := 0; b < len(order); b += batch {
			end := min(b+batch, len(order))
			idx := order[b:end]
			for k, i := range idx {
				augment(data[i].x, xs[k], rng)
			}
			per := (len(idx) + workers - 1) / workers
			var wg sync.WaitGroup
			losses := make([]float64, workers)
			rights := make([]int, workers)
			for w, wt := range ws {
				lo, hi := min(w*per, len(idx)), min((w+1)*per, len(idx))
				wg.Go(func() {
					for _, g := range wt.grads {
						clear(g)
					}
					for k := lo; k < hi; k++ {
						copy(wt.x, xs[k])
						label := data[idx[k]].label
						probs, best := wt.forward()
						if best == label {
							rights[w]++
						}
						losses[w] -= math.Log(math.Max(probs[label], 1e-12))
						wt.backward(&probs, label)
					}
				})
			}
			wg.Wait()
			for _, g := range t.grads {
				clear(g)
			}
			for w, wt := range ws {
				for k, g := range wt.grads {
					tg := t.grads[k]
					for i, v := range g {
						tg[i] += v
					}
				}
				loss += losses[w]
				correct += rights[w]
			}
			t.adam(lr, end-b)
		}
		if ep == epochs*2/3 {
			lr /= 4
		}
		fmt.Fprintf(os.Stderr, "epoch %2d: loss %.4f, train accuracy %.4f (%s)\n", ep+1, loss/float64(len(data)),
			float64(correct)/float64(len(data)), time.Since(start).Round(time.Second))
	}
	return t.m
}

// learn holds what -faint and -marks add to the screenshots' samples (both off: as the
// shipped weights were trained).
var learn struct{ faint, marks bool }

// workers is how many goroutines share each batch's samples and the screenshots to draw.
const workers = 4

// clone returns a trainer that shares t's network and has buffers and gradients of its own.
func (t *trainer) clone() *trainer {
	c := &trainer{m: t.m, params: t.params, x: make([]float32, len(t.x)), h: make([]float32, len(t.h)), dh: make([]float32, len(t.dh))}
	c.grads = make([][]float32, len(t.grads))
	for k, g := range t.grads {
		c.grads[k] = make([]float32, len(g))
	}
	return c
}

// A trainer is the network being trained with its gradients, Adam's moments and the
// buffers of one sample (x, the input; h and dh, the hidden layer and its gradient).
type trainer struct {
	m                       *scan.Model
	params, grads, mom, vel [][]float32
	x, h, dh                []float32
	step                    int
}

// newTrainer starts a network of hidden units with He-initialised weights.
func newTrainer(hidden int, rng *rand.Rand) *trainer {
	in := scan.Features
	m := &scan.Model{In: in, Hidden: hidden, Out: scan.Classes,
		W1: make([]float32, in*hidden), B1: make([]float32, hidden),
		W2: make([]float32, scan.Classes*hidden), B2: make([]float32, scan.Classes)}
	for i := range m.W1 {
		m.W1[i] = float32(rng.NormFloat64() * math.Sqrt(2/float64(in)))
	}
	for i := range m.W2 {
		m.W2[i] = float32(rng.NormFloat64() * math.Sqrt(2/float64(hidden)))
	}
	t := &trainer{m: m, params: [][]float32{m.W1, m.B1, m.W2, m.B2},
		x: make([]float32, in), h: make([]float32, hidden), dh: make([]float32, hidden)}
	t.grads, t.mom, t.vel = make([][]float32, 4), make([][]float32, 4), make([][]float32, 4)
	for k, p := range t.params {
		t.grads[k], t.mom[k], t.vel[k] = make([]float32, len(p)), make([]float32, len(p)), make([]float32, len(p))
	}
	return t
}

// forward runs the network on t.x: the class probabilities (softmax) and the likeliest class.
func (t *trainer) forward() (probs [scan.Classes]float64, best int) {
	m, in, hidden := t.m, t.m.In, t.m.Hidden
	for j := range hidden {
		row := m.W1[j*in : (j+1)*in]
		v := m.B1[j]
		for i, xi := range t.x {
			v += row[i] * xi
		}
		t.h[j] = max(v, 0)
	}
	top := math.Inf(-1)
	for k := range probs {
		row := m.W2[k*hidden : (k+1)*hidden]
		v := m.B2[k]
		for j, hj := range t.h {
			v += row[j] * hj
		}
		probs[k] = float64(v)
		top = math.Max(top, probs[k])
	}
	var sum float64
	for k := range probs {
		probs[k] = math.Exp(probs[k] - top)
		sum += probs[k]
	}
	for k := range probs {
		probs[k] /= sum
		if probs[k] > probs[best] {
			best = k
		}
	}
	return probs, best
}

// backward adds the gradient of the cross-entropy of probs against label to t.grads.
func (t *trainer) backward(probs *[scan.Classes]float64, label int) {
	m, in, hidden := t.m, t.m.In, t.m.Hidden
	clear(t.dh)
	for k := range probs {
		d := float32(probs[k])
		if k == label {
			d--
		}
		t.grads[3][k] += d
		g2 := t.grads[2][k*hidden : (k+1)*hidden]
		row := m.W2[k*hidden : (k+1)*hidden]
		for j, hj := range t.h {
			g2[j] += d * hj
			t.dh[j] += d * row[j]
		}
	}
	for j := range hidden {
		if t.h[j] <= 0 {
			continue
		}
		d := t.dh[j]
		t.grads[1][j] += d
		g1 := t.grads[0][j*in : (j+1)*in]
		for i, xi := range t.x {
			g1[i] += d * xi
		}
	}
}

// adam takes one Adam step with the mean gradient of a batch of n samples.
func (t *trainer) adam(lr float64, n int) {
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	t.step++
	scale := float32(1) / float32(n)
	c1 := 1 - math.Pow(beta1, float64(t.step))
	c2 := 1 - math.Pow(beta2, float64(t.step))
	a := float32(lr * math.Sqrt(c2) / c1)
	for k, p := range t.params {
		g, mo, ve := t.grads[k], t.mom[k], t.vel[k]
		for i := range p {
			gi := g[i] * scale
			mo[i] = beta1*mo[i] + (1-beta1)*gi
			ve[i] = beta2*ve[i] + (1-beta2)*gi*gi
			p[i] -= a * mo[i] / (float32(math.Sqrt(float64(ve[i]))) + eps)
		}
	}
}

// augment copies src to dst with the patch shifted by up to one pixel, and sometimes
// strokes made thicker or thinner, blurred or fainter (print and focus vary between
// photos), plus a little noise.
func augment(src, dst []float32, rng *rand.Rand) {
	const side = scan.PatchSide
	var tmp [side * side]float32
	dx, dy := rng.IntN(3)-1, rng.IntN(3)-1
	for y := range side {
		for x := range side {
			sx, sy := x-dx, y-dy
			v := float32(0)
			if sx >= 0 && sy >= 0 && sx < side && sy < side {
				v = src[sy*side+sx]
			}
			tmp[y*side+x] = v
		}
	}
	at := func(x, y int) float32 {
		if x < 0 || y < 0 || x >= side || y >= side {
			return 0
		}
		return tmp[y*side+x]
	}
	switch k := rng.IntN(8); k {
	case 0, 1, 2: // thicker (k 0), thinner (k 1) or blurred (k 2), by a random share
		w := float32(0.3 + 0.7*rng.Float64())
		for y := range side {
			for x := range side {
				c := at(x, y)
				hi, lo, sum := c, c, c
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					v := at(x+d[0], y+d[1])
					hi, lo, sum = max(hi, v), min(lo, v), sum+v
				}
				f := [3]float32{hi, lo, sum / 5}[k]
				dst[y*side+x] = c + w*(f-c)
			}
		}
	default:
		copy(dst[:side*side], tmp[:])
	}
	gain := float32(1)
	if rng.IntN(4) == 0 {
		gain = float32(0.6 + 0.4*rng.Float64()) // fainter ink
	}
	for i := range side * side {
		dst[i] = min(1, max(0, gain*dst[i]+float32(rng.NormFloat64()*0.05)))
	}
	copy(dst[side*side:], src[side*side:])
}

// score counts grids read exactly and cells read right (a grid not found gets no cell right).
type score struct {
	grids, exact, cells, right, notFound int
	cpu                                  []time.Duration // per picture: user + system time of Read
}

// medianCPU is the median of the pictures' CPU times.
func (s score) medianCPU() time.Duration {
	if len(s.cpu) == 0 {
		return 0
	}
	c := slices.Clone(s.cpu)
	slices.Sort(c)
	return c[len(c)/2]
}

// add reads one picture as the bot does (any size) and scores it against truth.
func (s *score) add(m *scan.Model, data []byte, truth []uint8) (exact bool, err error) {
	s.grids++
	s.cells += len(truth)
	t0 := cputime.Process()
	res, err := scan.Read(ctx, data, scan.Options{Model: m})
	s.cpu = append(s.cpu, cputime.Process()-t0)
	if err != nil {
		s.notFound++
		return false, err
	}
	if res.Grid.Len() != len(truth) {
		return false, fmt.Errorf("read a %d×%d grid", res.Grid.Size(), res.Grid.Size())
	}
	ok := 0
	for i := range truth {
		if res.Grid.Cell(i) == int(truth[i]) {
			ok++
		}
	}
	s.right += ok
	if ok == len(truth) {
		s.exact++
	}
	return ok == len(truth), nil
}

// diagnose says, for a picture read wrongly, which cells are wrong and the likely cause:
// "not found" (no grid), "warp" (many wrong cells: outline or lines off), "cut" (a digit read
// blank with no ink seen near the centre), "faint" (a digit seen only as faint ink, which the
// repair did not restore), "class" (the network's first choice is wrong), "repair" (the first
// choice was right and the repair changed it) or "repair-missed" (wrong first choice whose
// second choice is right, not restored by the repair).
func diagnose(m *scan.Model, data []byte, truth []uint8) string {
	n := sizeOf(truth)
	res, err := scan.Read(ctx, data, scan.Options{Model: m})
	if err != nil {
		return "not found: " + err.Error()
	}
	raw, err := scan.Read(ctx, data, scan.Options{Model: m, NoRepair: true, Size: res.Grid.Size()})
	if err != nil {
		return "not found without repair: " + err.Error()
	}
	var parts []string
	wrong := 0
	if res.Grid.Len() != len(truth) {
		return fmt.Sprintf("read a %d×%d grid", res.Grid.Size(), res.Grid.Size())
	}
	for i := range truth {
		got, want := res.Grid.Cell(i), int(truth[i])
		if got == want {
			continue
		}
		wrong++
		first := raw.Grid.Cell(i)
		var why string
		switch {
		case first == want:
			why = "repair"
		case first == 0 && raw.Confidence[i] == 1:
			why = "cut"
		case first == 0:
			why = "faint"
		default:
			why = "class"
		}
		parts = append(parts, fmt.Sprintf("r%dc%d %d→%d %s (p %.2f)", i/n+1, i%n+1, want, got, why, raw.Confidence[i]))
	}
	head := ""
	if wrong > 6 {
		head = "warp? "
	}
	return fmt.Sprintf("%s%d wrong, unique %v, changed %v: %s", head, wrong, res.Unique, res.Changed, strings.Join(parts, "; "))
}

// sizeOf is the side of a grid of len(truth) cells.
func sizeOf(truth []uint8) int {
	return int(math.Round(math.Sqrt(float64(len(truth)))))
}

func (s score) String() string {
	return fmt.Sprintf("%d/%d grids exact (%.1f%%), %d/%d cells right (%.2f%%), grid not found in %d, CPU median %d ms",
		s.exact, s.grids, 100*float64(s.exact)/float64(s.grids), s.right, s.cells,
		100*float64(s.right)/float64(s.cells), s.notFound, s.medianCPU().Milliseconds())
}

func crossValidate(ph []photo, k, hidden, epochs, members int, seed uint64, dir string, screens func() ([]sample, error), html []sample) {
	var shots []sample
	var total score
	for f := range k {
		fold := map[int]bool{}
		for i := range ph {
			if i%k == f {
				fold[i] = true
			}
		}
		m, err := foldModel(dir, f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		if m == nil {
			if shots == nil {
				shots, err = screens()
				if err != nil {
					fmt.Fprintln(os.Stderr, "train:", err)
					os.Exit(1)
				}
			}
			train := append(append(photoSamples(ph, fold), shots...), html...)
			m = fitEnsemble(train, hidden, epochs, members, seed)
			if dir != "" {
				data, err := m.MarshalBinary()
				if err == nil {
					err = os.WriteFile(filepath.Join(dir, fmt.Sprintf("fold%d.bin", f+1)), data, 0o644)
				}
				if err != nil {
					fmt.Fprintln(os.Stderr, "train:", err)
					os.Exit(1)
				}
			}
		}
		var s score
		for i := range ph {
			if !fold[i] {
				continue
			}
			if exact, _ := s.add(m, ph[i].data, ph[i].truth); !exact {
				fmt.Printf("  fold %d: %s: %s\n", f+1, ph[i].name, diagnose(m, ph[i].data, ph[i].truth))
			}
		}
		fmt.Printf("fold %d of %d: %s\n", f+1, k, s)
		total.grids += s.grids
		total.exact += s.exact
		total.cells += s.cells
		total.right += s.right
		total.notFound += s.notFound
	}
	fmt.Printf("cross-validated on %d photos (%d folds): %s\n", len(ph), k, total)
}

// foldModel loads fold f's model from dir, or returns nil when dir is empty or has none.
func foldModel(dir string, f int) (*scan.Model, error) {
	if dir == "" {
		return nil, nil
	}
	data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("fold%d.bin", f+1)))
	if os.IsNotExist(err) {
		return nil, os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		return nil, err
	}
	m := new(scan.Model)
	return m, m.UnmarshalBinary(data)
}

// evaluate measures m on fresh screenshots of every look (9×9, and 16×16 for the looks
// that draw it) from a seed training never uses, then on the photos.
func evaluate(m *scan.Model, ph []photo, nShots, nShots16 int, seed uint64, fonts []synth.Font, looks []synth.Look) {
	// Seed 0xe7a1 (the default) is never used for training, so these screenshots are held out.
	rng := rand.New(rand.NewPCG(seed, seed))
	var all score
	for _, n := range []int{9, 16} {
		for _, look := range looks {
			var s score
			count := nShots
			if n == 16 {
				count = nShots16
			}
			for k := range count {
				shot := synth.Draw(rng, synth.Spec{Looks: []synth.Look{look}, Fonts: fonts, Size: n, Numbers: n == 16 && k%2 == 1})
				if exact, _ := s.add(m, shot.Data, shot.Grid); !exact {
					fmt.Printf("  %s %d×%d #%d (%s, %s): %s\n", look, n, n, k, shot.Font, shot.Format, diagnose(m, shot.Data, shot.Grid))
					if dir := os.Getenv("SCAN_EVAL_FAILED"); dir != "" { // to look at them
						_ = os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%d-%d.%s", look, n, k, shot.Format)), shot.Data, 0o644)
					}
				}
			}
			fmt.Printf("%-12s %2d×%-2d %s\n", look, n, n, s)
			all.merge(s)
		}
	}
	fmt.Printf("screenshots (held out, seed %#x): %s\n", seed, all)
	if len(ph) == 0 {
		return
	}
	var p score
	for _, x := range ph {
		if exact, _ := p.add(m, x.data, x.truth); !exact {
			fmt.Printf("  %s: %s\n", x.name, diagnose(m, x.data, x.truth))
		}
	}
	fmt.Printf("photos (training set, not held out): %s\n", p)
}

func (s *score) merge(o score) {
	s.cpu = append(s.cpu, o.cpu...)
	s.grids += o.grids
	s.exact += o.exact
	s.cells += o.cells
	s.right += o.right
	s.notFound += o.notFound
}

// writeBig scales a photo up to 4000×3000 (a 12-megapixel phone photo) with a little noise,
// so that timing tests see a picture of that size that still shows the grid.
func writeBig(path string, data []byte) error {
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return err
	}
	const w, h = 4000, 3000
	b := src.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(12, 12))
	for y := range h {
		for x := range w {
			r, g, bl, _ := src.At(b.Min.X+x*b.Dx()/w, b.Min.Y+y*b.Dy()/h).RGBA()
			n := rng.IntN(9) - 4
			c := func(v uint32) uint8 { return uint8(max(0, min(255, int(v>>8)+n))) }
			out.Pix[out.PixOffset(x, y)] = c(r)
			out.Pix[out.PixOffset(x, y)+1] = c(g)
			out.Pix[out.PixOffset(x, y)+2] = c(bl)
			out.Pix[out.PixOffset(x, y)+3] = 255
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := jpeg.Encode(f, out, &jpeg.Options{Quality: 90}); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeFigure draws a photo and, beside it, the grid scan.Read reads from it.
func writeFigure(path string, data []byte) error {
	photo, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return err
	}
	res, err := scan.Read(ctx, data, scan.Options{})
	if err != nil {
		return err
	}
	board, err := render.Sudoku(res.Grid, res.Grid, render.Options{})
	if err != nil {
		return err
	}
	pb, bb := photo.Bounds(), board.Bounds()
	const gap = 60
	h := max(pb.Dy(), bb.Dy())
	out := image.NewRGBA(image.Rect(0, 0, pb.Dx()+gap+bb.Dx(), h))
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(out, pb.Sub(pb.Min).Add(image.Pt(0, (h-pb.Dy())/2)), photo, pb.Min, draw.Src)
	draw.Draw(out, bb.Sub(bb.Min).Add(image.Pt(pb.Dx()+gap, (h-bb.Dy())/2)), board, bb.Min, draw.Src)
	// An arrow from the photo to the grid read.
	grey := image.NewUniform(color.RGBA{0x60, 0x60, 0x60, 0xff})
	y := h / 2
	draw.Draw(out, image.Rect(pb.Dx()+10, y-2, pb.Dx()+gap-12, y+2), grey, image.Point{}, draw.Src)
	for k := 0; k < 12; k++ {
		draw.Draw(out, image.Rect(pb.Dx()+gap-24+k, y-12+k, pb.Dx()+gap-22+k, y+12-k), grey, image.Point{}, draw.Src)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := render.EncodePNG(f, out); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeSamples writes three screenshots of every look and size to dir.
func writeSamples(dir string, seed uint64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 0x5a3e))
	fonts := trainFonts()
	for _, look := range synth.Looks() {
		for _, n := range []int{9, 16} {
			for k := range 3 {
				s := synth.Draw(rng, synth.Spec{Looks: []synth.Look{look}, Size: n, Fonts: fonts, Numbers: k == 2})
				ext := ".png"
				if s.Format == "jpeg" {
					ext = ".jpg"
				}
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%d-%d%s", look, n, k, ext)), s.Data, 0o644); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

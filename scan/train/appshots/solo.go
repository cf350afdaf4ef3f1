package main

import (
	"context"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// soloThemes are colour sets for Simon Tatham's Solo, given as SOLO_COLOUR_n (rrggbb) in
// the order of its colours: background, X diagonals, grid, clue, player's digit,
// highlight, error, pencil mark, killer cage. The first is its own (none given).
var soloThemes = []struct {
	name   string
	colour []string
}{
	{"default", nil},
	{"dark", []string{"202124", "303030", "c8c8c8", "f0f0f0", "6cb6ff", "3a4a5a", "ff6060", "a0a0a0", "808080"}},
	{"paper", []string{"fbf6e8", "ece4cc", "3c3228", "1a1a1a", "1f4e9c", "e8d8a8", "c00000", "7a6a50", "a09070"}},
	{"blue", []string{"dde8f5", "c8d8ec", "1f3a5f", "000000", "c00000", "a8c4e8", "ff0000", "4a6a8a", "6080a0"}},
	{"white", []string{"ffffff", "eeeeee", "000000", "000000", "2a7a2a", "d0d0d0", "ff0000", "606060", "909090"}},
}

// soloSave writes the board as a saved game of Solo (the collection's save format): the
// givens in its game description, each player's digit ("R") and pencil mark ("P") a move.
func soloSave(b *board) string {
	var desc strings.Builder
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			desc.WriteByte(byte('a' - 1 + k))
			run -= k
		}
	}
	for i, v := range b.grid {
		if v == 0 || b.entered[i] {
			run++
			continue
		}
		if run > 0 {
			flush()
		} else if desc.Len() > 0 {
			desc.WriteByte('_') // two givens in a row
		}
		fmt.Fprint(&desc, v)
	}
	flush()
	var moves []string
	for i, v := range b.grid {
		x, y := i%b.n, i/b.n
		switch {
		case b.entered[i]:
			moves = append(moves, fmt.Sprintf("R%d,%d,%d", x, y, v))
		case v == 0:
			for _, m := range b.marks[i] {
				moves = append(moves, fmt.Sprintf("P%d,%d,%d", x, y, m))
			}
		}
	}
	var s strings.Builder
	put := func(key, val string) { fmt.Fprintf(&s, "%-8s:%d:%s\n", key, len(val), val) }
	put("SAVEFILE", "Simon Tatham's Portable Puzzle Collection")
	put("VERSION", "1")
	put("GAME", "Solo")
	params := fmt.Sprintf("%dx%d", b.box, b.box)
	put("PARAMS", params)
	put("CPARAMS", params)
	put("DESC", desc.String())
	put("NSTATES", fmt.Sprint(len(moves)+1))
	put("STATEPOS", fmt.Sprint(len(moves)+1))
	for _, m := range moves {
		put("MOVE", m)
	}
	return s.String()
}

// showSolo writes the board as a Solo saved game and opens it, in one of soloThemes, at
// a tile size of its own.
func showSolo(ctx context.Context, rng *rand.Rand, d *display, home string, b *board, win image.Rectangle, v variant) (func(), string, error) {
	file := filepath.Join(home, "puzzle.sav")
	if err := os.WriteFile(file, []byte(soloSave(b)), 0o644); err != nil {
		return nil, "", err
	}
	th := soloThemes[rng.IntN(len(soloThemes))]
	tile := 24 + rng.IntN(40)
	env := []string{fmt.Sprintf("SOLO_TILESIZE=%d", tile)}
	for i, c := range th.colour {
		env = append(env, fmt.Sprintf("SOLO_COLOUR_%d=%s", i, c))
	}
	stop, err := launch(d, home, env, "sgt-solo", file)
	desc := fmt.Sprintf("%s tile %d", th.name, tile)
	if b.n == 16 {
		desc += " 16x16"
	}
	return stop, desc, err
}

// pokeSolo clicks a cell of the board in one picture in two, which Solo highlights (a
// given's cell stays as it is): the board is centred in the window, below the menu bar.
func pokeSolo(ctx context.Context, rng *rand.Rand, d *display, id string, win image.Rectangle, n int) string {
	if rng.IntN(2) == 0 {
		return "no-click"
	}
	side := min(win.Dx(), win.Dy()-60)
	r, c := rng.IntN(n), rng.IntN(n)
	x := win.Dx()/2 + (2*c-(n-1))*side/(2*(n+1))
	y := 30 + (win.Dy()-30)/2 + (2*r-(n-1))*side/(2*(n+1))
	d.run(ctx, "xdotool", "mousemove", "--window", id, fmt.Sprint(x), fmt.Sprint(y), "click", "1")
	d.run(ctx, "xdotool", "mousemove", "--window", id, "1", "1")
	return fmt.Sprintf("click r%dc%d", r+1, c+1)
}

// pokeCentre clicks near the middle of the window (within a fifth of its smaller side),
// where GNOME Sudoku draws the board: the cell there is selected. GNOME Sudoku opens its
// number picker over the board then, which Escape closes (typed through XTEST: sent to
// the window, or a click on the title bar, did not close it).
func pokeCentre(ctx context.Context, rng *rand.Rand, d *display, id string, win image.Rectangle, n int) string {
	side := min(win.Dx(), win.Dy())
	x := win.Dx()/2 + (rng.IntN(41)-20)*side/100
	y := win.Dy()/2 + (rng.IntN(41)-20)*side/100
	d.run(ctx, "xdotool", "mousemove", "--window", id, fmt.Sprint(x), fmt.Sprint(y), "click", "1")
	time.Sleep(time.Second)
	d.run(ctx, "xdotool", "key", "Escape")
	d.run(ctx, "xdotool", "mousemove", "--window", id, "1", "1")
	return fmt.Sprintf("click %d,%d", x, y)
}

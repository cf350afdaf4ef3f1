// Package repair picks other readings of a grid's least certain cells: the most probable
// change of one or two cells under which the grid has a unique solution ([Best]). It
// knows nothing of pictures or of Sudoku's rules (the caller's unique function does).
// Its functions hold no state and are safe for concurrent use; nothing in it prints.
package repair

import (
	"slices"
	"sort"
)

// Reading is how one cell was read: the first and second choices (0 blank; Second -1:
// none) with their probabilities, and the probability of blank (P0).
type Reading struct {
	Digit, Second int
	P, P2, P0     float64
}

// A Change is one alternative Best may make: a cell set to another value, and the odds of
// that value against the cell's first choice.
type Change struct {
	Cell, Value int
	Odds        float64
}

// Best tries other readings of the least certain cells (at most cells of them, P under
// 0.999 with a second choice) and returns the most probable change with which unique
// holds: the second choices, one cell and then two at a time; failing that, the same with
// blank as a further choice for a digit (a speck or smudge read as one). Blank comes last
// because taking a clue away rarely spoils a grid's uniqueness, so it would too often be
// chosen where the second choice is right; but a single blank likelier than the best pair
// of second choices wins over it. It returns nil when no change makes unique hold.
func Best(readings []Reading, cells int, unique func([]Change) bool) []Change {
	var idx []int
	for i, c := range readings {
		if c.Second >= 0 && c.P < 0.999 {
			idx = append(idx, i)
		}
	}
	sort.Slice(idx, func(a, b int) bool { return readings[idx[a]].P < readings[idx[b]].P })
	if len(idx) > cells {
		idx = idx[:cells]
	}
	var seconds, blanks []Change
	for _, i := range idx {
		c := readings[i]
		seconds = append(seconds, Change{i, c.Second, c.P2 / c.P})
		if c.Digit != 0 && c.Second != 0 {
			blanks = append(blanks, Change{i, 0, c.P0 / c.P})
		}
	}
	var best []Change
	bestOdds := 0.0
	try := func(ch ...Change) {
		odds := 1.0
		for _, c := range ch {
			odds *= c.Odds
		}
		if odds > bestOdds && unique(ch) {
			best, bestOdds = ch, odds
		}
	}
	search := func(alts []Change) {
		for _, a := range alts {
			try(a)
		}
		if best != nil {
			return
		}
		for x, a := range alts {
			for _, b := range alts[x+1:] {
				if a.Cell != b.Cell {
					try(a, b)
				}
			}
		}
	}
	search(seconds)
	if len(best) == 2 {
		// One speck read as a digit, blank, outranks two cells' second choices when its odds
		// are higher: two sure digits' second choice (blank) also fit the grid it broke.
		for _, b := range blanks {
			try(b)
		}
	}
	if best == nil && len(blanks) > 0 {
		search(append(seconds, blanks...))
	}
	return best
}

// Untangle reads otherwise the less certain cell of each clashing pair (two cells whose
// readings break a rule: the same symbol twice in a row): solve, asked for the grid's
// solution with those cells blank, returns it (each cell's value) when there is one only,
// and each such cell takes its value there, or blank when blank was its second choice.
// It returns the changes, or nil when solve returns nil. A symbol misread as another the
// network was less sure of (a small letter B read as 8, E as 8, in a 16×16 grid) clashes
// with that symbol in most grids, and the other readings, if sound, tell what it is; a
// speck or a tile's edge read as a symbol, blank second, was blank in every grid seen
// (0x39001, 0x39002). A change's Odds are the value's against the first choice when it
// was the second choice, else 0 (the network did not see it).
//
// When that finds no solution, every cell of a clashing pair read under UnsureClash is
// left out at once and read blank when the rest has one solution: one kind of ink
// misread as one symbol in many cells (a halved window's pencil marks stacked into
// strokes read as 1, issue 23) clashes in chains, and the less certain cell of each pair
// leaves the other misread. Blank, not the second choice: such ink's second choice
// (a stack of marks read 1, then 2) matched the solution by chance.
// Failing both, the less certain cells are read as their second choices at once
// (seconds).
func Untangle(readings []Reading, pairs [][2]int, solve func([]Change) []uint8) []Change {
	var without, unsure []int
	for _, p := range pairs {
		a := p[0]
		if readings[p[1]].P < readings[a].P {
			a = p[1]
		}
		if !slices.Contains(without, a) {
			without = append(without, a)
		}
		for _, i := range p {
			if readings[i].P < UnsureClash && !slices.Contains(unsure, i) {
				unsure = append(unsure, i)
			}
		}
	}
	if out, ok := untangle(readings, without, solve, false); ok {
		return out
	}
	if len(unsure) > len(without) {
		if out, ok := untangle(readings, unsure, solve, true); ok {
			return out
		}
	}
	return seconds(readings, without, solve)
}

// seconds is Untangle's last try: each cell of without (the less certain of each clashing
// pair) read as its second choice (blank where it has none), all at once, when the grid
// then has one solution; nil when it has none. One font's symbol misread as another in
// many cells clashes with that symbol's givens in each (phone-light-16-05: Z003's script
// 16s, their two digits joined, read 10 in six cells, 16 second), and left blank together
// they leave the grid too few clues for one solution (as a 16×16 sheet's bold serif B
// read 8 in five cells and a D read B in a sixth, each letter second).
func seconds(readings []Reading, without []int, solve func([]Change) []uint8) []Change {
	var out []Change
	for _, i := range without {
		c := readings[i]
		v, p := max(c.Second, 0), 0.0
		if v == c.Second {
			p = c.P2
		}
		out = append(out, Change{i, v, p / c.P})
	}
	if len(out) == 0 || solve(out) == nil {
		return nil
	}
	return out
}

// UnsureClash is the probability under which Untangle's second try leaves a clashing
// cell's reading out.
const UnsureClash = 0.9

// untangle asks solve without the cells of without and sets each as Untangle says, or
// blank when blanks is set. ok is false when solve returns nil.
func untangle(readings []Reading, without []int, solve func([]Change) []uint8, blanks bool) (out []Change, ok bool) {
	if len(without) == 0 {
		return nil, false
	}
	slices.Sort(without)
	blank := make([]Change, len(without))
	for k, i := range without {
		blank[k].Cell = i
	}
	sol := solve(blank)
	if sol == nil {
		return nil, false
	}
	for _, i := range without {
		c, v := readings[i], int(sol[i])
		if c.Second == 0 || blanks {
			v = 0 // a speck read as a symbol: blank, the network's second choice
		}
		if v == c.Digit {
			continue
		}
		p := 0.0
		if v == c.Second {
			p = c.P2
		}
		out = append(out, Change{i, v, p / c.P})
	}
	return out, true
}

// Inked is a cell read blank whose ink is shaped like the grid's symbols (as tall as
// they, alone in its cell): its index and the network's probability of each value
// (Probs[v], 0 blank).
type Inked struct {
	Cell  int
	Probs []float64
}

// Refill returns, for a grid whose reading has one solution (solution, each cell's
// value), a change of each cell of inked to its value there when the network gave that
// value minFit or more; the Change's Odds are that probability. Small letters in a halved
// sheet's wide cells (a bold C, B or G of 7 pixels, issue 23) are read blank at 0.4-0.8,
// the letter a fifth or less: the other symbols' readings, sound and unique, tell what
// each is. A cell with no symbol, its ink as tall as the symbols, is left to the caller.
func Refill(inked []Inked, solution []uint8, minFit float64) []Change {
	var out []Change
	for _, c := range inked {
		v := int(solution[c.Cell])
		if v > 0 && v < len(c.Probs) && c.Probs[v] >= minFit {
			out = append(out, Change{c.Cell, v, c.Probs[v]})
		}
	}
	return out
}

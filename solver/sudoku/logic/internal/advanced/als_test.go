package advanced

import (
	"bufio"
	"math/bits"
	"os"
	"reflect"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/basic"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
)

// refFindALS is the obvious enumeration findALS must agree with: every subset of every
// house's free cells, as a number counting up, kept when its k cells hold k+1 digits.
func refFindALS(b *board.Board, maxCells int) []alSet {
	seen := map[cellBits]bool{}
	var out []alSet
	for h := 0; h < 27; h++ {
		var free []int
		for _, c := range b.Sh.House[h] {
			if b.Vals[c] == 0 {
				free = append(free, c)
			}
		}
		n := len(free)
		for sub := 1; sub < 1<<n; sub++ {
			k := bits.OnesCount(uint(sub))
			if k > maxCells || k >= n {
				continue
			}
			var m uint32
			var cs cellBits
			for i := 0; i < n; i++ {
				if sub&(1<<i) != 0 {
					m |= b.Cand[free[i]]
					cs.add(free[i])
				}
			}
			if bits.OnesCount32(m) != k+1 || seen[cs] {
				continue
			}
			seen[cs] = true
			out = append(out, newALS(b, cs, m, h))
		}
	}
	return out
}

// alsPositions returns positions of the first hard test puzzles: each as given, and again
// after its singles are placed.
func alsPositions(t *testing.T) []*board.Board {
	f, err := os.Open("../../../testdata/sets/tdoku_test_puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*board.Board
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < 40 {
		g, err := sudoku.Parse(sc.Text()[:81])
		if err != nil {
			t.Fatal(err)
		}
		b := board.New(g)
		out = append(out, b.Clone())
		for {
			steps := basic.FindNakedSingles(b, basic.FindHiddenSingles(b, nil))
			if len(steps) == 0 {
				break
			}
			b.Apply(&steps[0])
		}
		out = append(out, b)
	}
	return out
}

func TestFindALSMatchesEnumeration(t *testing.T) {
	for i, b := range alsPositions(t) {
		for size := 1; size <= 8; size++ {
			want := refFindALS(b, size)
			if got := findALS(b, size); !reflect.DeepEqual(got, want) {
				t.Fatalf("position %d, up to %d cells: findALS gives %d sets, the enumeration %d (or another order)", i, size, len(got), len(want))
			}
			if got := alsUpTo(b, size); !reflect.DeepEqual(got, want) {
				t.Fatalf("position %d, up to %d cells: alsUpTo gives %d sets, the enumeration %d (or another order)", i, size, len(got), len(want))
			}
		}
	}
}

// TestAlsUpToFollowsThePosition checks that the shared list is found again once the
// candidates change.
func TestAlsUpToFollowsThePosition(t *testing.T) {
	b := alsPositions(t)[0]
	before := alsUpTo(b, 8)
	for c := range b.Cand {
		if bits.OnesCount32(b.Cand[c]) < 3 {
			continue
		}
		o := b.Clone()
		o.Cand[c] &= o.Cand[c] - 1 // drop one candidate
		if want := refFindALS(o, 8); !reflect.DeepEqual(want, before) {
			b.Cand[c] = o.Cand[c]
			if got := alsUpTo(b, 8); !reflect.DeepEqual(got, want) {
				t.Fatalf("after an elimination in cell %d: %d sets (had %d), want %d", c, len(got), len(before), len(want))
			}
			return
		}
	}
	t.Fatal("no elimination changes the sets")
}

// TestALSLinksMatchPairs checks the shared link table against rccs over every pair.
func TestALSLinksMatchPairs(t *testing.T) {
	for p, b := range alsPositions(t) {
		sets, links := alsUpTo(b, 8), alsLinks(b)
		for i := range sets {
			var want []alsLink
			for j := range sets {
				if rc := rccs(&sets[i], &sets[j]); j != i && rc != 0 {
					want = append(want, alsLink{j, rc})
				}
			}
			if !reflect.DeepEqual(links[i], want) {
				t.Fatalf("position %d, set %d: links %v, want %v", p, i, links[i], want)
			}
		}
	}
}

// TestAimedALSChainsMatchPlain checks that aiming the wide ALS-Chain search at the chains'
// ends (chainAim) loses no chain: on each position of up to 300 sets (as where the path runs
// it), the chains of 4, 5 and 6 sets over sets of up to 7 cells are the same with and
// without the aim, with no budget (on larger positions the plain search takes minutes),
// and so are those of the path's FindALSChain (4 to 6 sets of up to 5 cells).
func TestAimedALSChainsMatchPlain(t *testing.T) {
	checked, found := 0, 0
	for p, b := range alsPositions(t) {
		als, links := alsUpTo(b, 8), alsLinks(b)
		if len(als) > 300 {
			continue
		}
		adj := make([][]int, len(als))
		adjRC := make([][]uint32, len(als))
		for i := range links {
			for _, l := range links[i] {
				if len(als[i].list) <= maxWideChainCells && len(als[l.to].list) <= maxWideChainCells {
					adj[i] = append(adj[i], l.to)
					adjRC[i] = append(adjRC[i], l.rc)
				}
			}
		}
		for n := 4; n <= 6; n++ {
			want := newALSChains(b, als, adj, adjRC).search(nil, n, n, true)
			c := newALSChains(b, als, adj, adjRC)
			c.aim = newChainAim(b, als, adj, adjRC, n-2)
			got := c.search(nil, n, n, true)
			c.aim.release()
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("position %d, %d sets: %d chains aimed, %d plain", p, n, len(got), len(want))
			}
			if len(want) > 0 {
				found++
			}
		}
		// the path's ALS-Chain: 4 to 6 sets of up to 5 cells, one digit a link
		sets, sadj, srcs := alsChainSets(b)
		want := newALSChains(b, sets, sadj, srcs).search(nil, 4, 6, false)
		c := newALSChains(b, sets, sadj, srcs)
		c.aim = newChainAim(b, sets, sadj, srcs, 4)
		got := c.search(nil, 4, 6, false)
		c.aim.release()
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("position %d, FindALSChain: %d chains aimed, %d plain", p, len(got), len(want))
		}
		checked++
	}
	if checked == 0 || found == 0 {
		t.Fatalf("%d positions checked, %d with chains", checked, found)
	}
	t.Logf("%d positions checked, %d with chains", checked, found)
}

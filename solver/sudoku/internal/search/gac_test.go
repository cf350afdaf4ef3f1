package search

import (
	"bufio"
	"math/bits"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/sharedtest"
)

// TestRootCandidates25 logs, for each puzzle of the 25×25 Gecode set, the candidates left
// at the root after the default propagation, after pruning every house to domain
// consistency (GAC), with the digits' layers too, and with failed-literal probing on top.
// It only logs (the figures of docs/BENCHMARKS.md §13) and runs when SUDOKU_ROOT25 is set:
//
//	SUDOKU_ROOT25=1 go test -run RootCandidates25 -v ./solver/sudoku/internal/search
func TestRootCandidates25(t *testing.T) {
	if os.Getenv("SUDOKU_ROOT25") == "" {
		t.Skip("set SUDOKU_ROOT25=1 to run")
	}
	dir := sharedtest.Dir()
	if dir == "" {
		t.Skip("shared data folder not found")
	}
	f, err := os.Open(filepath.Join(dir, "sudoku/25x25/gecode_25x25.txt"))
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	k := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if len(line) != 625 || line[0] == '#' {
			continue
		}
		k++
		p := Puzzle{N: 25, BoxRows: 5, BoxCols: 5, Cells: make([]uint8, 625)}
		for i, x := range line {
			switch {
			case x >= '1' && x <= '9':
				p.Cells[i] = uint8(x - '0')
			case x >= 'A' && x <= 'P':
				p.Cells[i] = uint8(x-'A') + 10
			}
		}
		var out []string
		for mode := 0; mode < 4; mode++ {
			s := &search{cpEngine: newCPEngine(p), limit: 2, weight: make([]int32, 75)}
			if !s.start(p) {
				t.Fatalf("#%d: root contradiction", k)
			}
			if mode >= 1 {
				s.gac, s.layers, s.ldirty = true, mode >= 2, s.full
				for h := 0; h < 75; h++ {
					s.gdirty[h>>6] |= 1 << (h & 63)
				}
				if !s.propagate() {
					t.Fatalf("#%d: GAC contradiction", k)
				}
			}
			if mode == 3 && !s.probe() {
				t.Fatalf("#%d: probing contradiction", k)
			}
			c := 0
			for i, m := range s.cand {
				if s.val[i] == 0 {
					c += bits.OnesCount32(m)
				}
			}
			out = append(out, strconv.Itoa(c))
		}
		t.Logf("#%d candidates: default %s, GAC %s, GAC+layers %s, +probing %s", k, out[0], out[1], out[2], out[3])
	}
}

package search

import (
	"math/bits"
	"sort"

	"github.com/sudokubot/sudokubot/solver/sudoku/internal/cdcl"
)

// satSearch finishes the search of s from its root state with the CDCL solver: one
// variable per remaining candidate, "exactly one" clauses for every cell and for every digit
// of every house. Solutions already recorded in s are kept and excluded; the count goes on
// up to s.limit, each new solution excluded by a blocking clause, except that counting to 2
// from one known solution proves uniqueness cell by cell ([search.proveEachCell]). It
// reports false when it stopped on a limit.
func (s *search) satSearch() bool {
	n := s.n
	varOf := make([]int32, len(s.cand)*n)
	var cellOf []int32
	var digitOf []uint8
	for i, m := range s.cand {
		for d := 0; d < n; d++ {
			varOf[i*n+d] = -1
			if s.val[i] == 0 && m&(1<<d) != 0 {
				varOf[i*n+d] = int32(len(cellOf))
				cellOf = append(cellOf, int32(i))
				digitOf = append(digitOf, uint8(d+1))
			}
		}
	}
	nx := len(cellOf)
	sat := cdcl.New(nx)
	sat.Glucose = s.opt.Glucose
	if s.opt.Positive {
		for v := range sat.Phase {
			sat.Phase[v] = true
		}
	}
	sat.Stop = func() bool {
		if s.stopped != running {
			return true
		}
		s.nodes = s.baseNodes + sat.Decisions
		return s.checkLimits()
	}
	var lits []int32
	exactlyOne := func(vars []int32, pairsToo func(a, b int) bool) {
		lits = lits[:0]
		for _, v := range vars {
			lits = append(lits, 2*v)
		}
		sat.AddClause(append([]int32(nil), lits...))
		for a := 0; a < len(vars); a++ {
			for b := a + 1; b < len(vars); b++ {
				if pairsToo == nil || pairsToo(a, b) {
					sat.AddClause([]int32{2*vars[a] + 1, 2*vars[b] + 1})
				}
			}
		}
	}
	var vars []int32
	for i := range s.cand {
		if s.val[i] != 0 {
			continue
		}
		vars = vars[:0]
		for d := 0; d < n; d++ {
			if v := varOf[i*n+d]; v >= 0 {
				vars = append(vars, v)
			}
		}
		exactlyOne(vars, nil)
	}
	var cells []int32
	for h := 0; h < 3*n; h++ {
		isBox := h >= 2*n
		for d := 0; d < n; d++ {
			vars, cells = vars[:0], cells[:0]
			placed := false
			for _, c := range s.houseCells[h*n : h*n+n] {
				if s.val[c] != 0 {
					if int(s.val[c]) == d+1 {
						placed = true
						break
					}
					continue
				}
				if v := varOf[int(c)*n+d]; v >= 0 {
					vars = append(vars, v)
					cells = append(cells, c)
				}
			}
			if placed {
				continue
			}
			var pairs func(a, b int) bool
			if isBox {
				// Pairs sharing a row or a column already have their clause.
				pairs = func(a, b int) bool {
					ca, cb := int(cells[a]), int(cells[b])
					return ca/n != cb/n && ca%n != cb%n
				}
			}
			exactlyOne(vars, pairs)
		}
	}
	block := func(sol []uint8) {
		lits = lits[:0]
		for i, d := range sol {
			if v := varOf[i*n+int(d)-1]; s.val[i] == 0 && v >= 0 {
				lits = append(lits, 2*v+1)
			}
		}
		sat.CancelUntil(0)
		sat.AddClause(append([]int32(nil), lits...))
	}
	// Counting to 2 with one solution known, prove each cell's digit in turn (a backbone
	// search): every proof fixes a cell for good, so the later ones get easier, where one
	// long blocking clause would prune almost nothing.
	backbone := s.opt.Backbone && s.limit == 2
	if !backbone || s.count > 1 {
		for k := 0; k < s.count && k < 2; k++ {
			block(s.sols[k])
		}
	}
	buf := make([]uint8, len(s.cand))
	defer func() {
		s.nodes = s.baseNodes + sat.Decisions
		s.guesses += sat.Decisions
		s.maxDepth = max(s.maxDepth, sat.MaxLevel)
	}()
	for s.count < s.limit {
		if backbone && s.count == 1 {
			switch r := s.proveEachCell(sat, varOf); r {
			case 0:
				return false
			case -1:
				return true
			}
		} else {
			switch sat.Solve() {
			case 0:
				return false
			case -1:
				return true
			}
		}
		for i, v := range s.val {
			buf[i] = v
		}
		for v, a := range sat.Assign {
			if a == 1 {
				buf[cellOf[v]] = digitOf[v]
			}
		}
		if s.count < 2 {
			copy(s.sols[s.count], buf)
		}
		s.count++
		if s.count < s.limit && !(backbone && s.count == 1) {
			block(buf)
		}
	}
	return true
}

// proveEachCell looks for a solution other than s.sols[0] one cell at a time: for each cell
// not yet fixed at level 0, it solves under the assumption that the cell holds another
// digit. It returns 1 with the model in sat.assign when one is found, -1 when every cell
// is proved, 0 when stopped.
func (s *search) proveEachCell(sat *cdcl.Solver, varOf []int32) int {
	n := s.n
	sol := s.sols[0]
	order := make([]int, 0, len(s.cand))
	for i := range s.cand {
		if s.val[i] == 0 {
			order = append(order, i)
		}
	}
	// Cells with few candidates first: their proofs are quick and fix cells for the rest.
	sort.SliceStable(order, func(a, b int) bool {
		return bits.OnesCount32(s.cand[order[a]]) < bits.OnesCount32(s.cand[order[b]])
	})
	for _, i := range order {
		v := varOf[i*n+int(sol[i])-1]
		if v < 0 {
			continue
		}
		sat.CancelUntil(0)
		if sat.Value(2*v) == 1 {
			continue
		}
		sat.Assump = 2*v + 1
		r := sat.Solve()
		sat.Assump = -1
		switch r {
		case 0, 1:
			return r
		case -1:
			return -1 // cannot happen: sol is a model
		}
	}
	return -1
}

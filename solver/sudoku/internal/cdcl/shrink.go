package cdcl

// shrink shortens the learnt clause in s.learnt, minimised already, by all-UIP shrinking
// (Feng and Bacchus, "Clause Size Reduction with all-UIP Learning", 2020; CaDiCaL's
// shrink): the literals of each lower decision level are replaced by the negation of that
// level's unique implication point, when one exists whose derivation needs no literal of
// another level outside the clause. The clause keeps its levels (so its LBD and its
// backjump) and loses literals: on Sudoku a level's several "y is false" literals often
// give way to one "x is not true", x the literal that falsified them.
func (s *Solver) shrink() {
	l := s.learnt
	if len(l) < 3 {
		return
	}
	for _, q := range l[1:] {
		s.seen[q>>1] = true
	}
	if len(s.smark) < s.nvars {
		s.smark = make([]bool, s.nvars)
	}
	// The literals of each level side by side, by level: a counting sort.
	out := append(s.shrinkBuf[:0], l[0])
	blocks := s.stack[:0]
	blocks = append(blocks, l[1:]...)
	sortByLevel(s, blocks)
	for i := 0; i < len(blocks); {
		lv := s.vars[blocks[i]>>1].level
		k := i + 1
		for k < len(blocks) && s.vars[blocks[k]>>1].level == lv {
			k++
		}
		block := blocks[i:k]
		i = k
		if len(block) > 1 {
			if u, ok := s.levelUIP(lv, block); ok {
				s.ShrinkRemoved += int64(len(block) - 1)
				out = append(out, u)
				continue
			}
		}
		out = append(out, block...)
	}
	for _, q := range l[1:] {
		s.seen[q>>1] = false
	}
	s.stack = blocks[:0]
	s.shrinkBuf = l[:0]
	s.learnt = out
}

// sortByLevel sorts the literals by decision level (insertion sort: a clause is short).
func sortByLevel(s *Solver, lits []int32) {
	for i := 1; i < len(lits); i++ {
		x := lits[i]
		lx := s.vars[x>>1].level
		j := i
		for j > 0 && s.vars[lits[j-1]>>1].level > lx {
			lits[j] = lits[j-1]
			j--
		}
		lits[j] = x
	}
}

// levelUIP returns the negation of the unique implication point of level lv for block, the
// clause's literals of that level (all false), when the derivation from block back to it
// meets, outside level lv, only literals of the clause (marked seen) or of level 0.
func (s *Solver) levelUIP(lv int32, block []int32) (int32, bool) {
	open := len(block)
	touched := s.mstack[:0]
	for _, q := range block {
		s.smark[q>>1] = true
		touched = append(touched, q)
	}
	u, ok := int32(-1), false
	var buf [2]uint16
	start, end := s.trailLim[lv-1], s.trailLim[lv]
scan:
	for k := end - 1; k >= start; k-- {
		t := s.trail[k]
		v := t >> 1
		if !s.smark[v] {
			continue
		}
		if open == 1 {
			u, ok = t^1, true
			break
		}
		s.smark[v] = false
		open--
		r := s.vars[v].reason
		if r == noReason {
			break
		}
		for _, q16 := range s.reasonLits(r, &buf, t) {
			q := int32(q16)
			if q == t {
				continue
			}
			w := q >> 1
			switch qv := s.vars[w].level; {
			case qv == 0:
			case qv == lv:
				if !s.smark[w] {
					s.smark[w] = true
					touched = append(touched, q)
					open++
				}
			case !s.seen[w]:
				break scan
			}
		}
	}
	for _, q := range touched {
		s.smark[q>>1] = false
	}
	s.mstack = touched[:0]
	return u, ok
}

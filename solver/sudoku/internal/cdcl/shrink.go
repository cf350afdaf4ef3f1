package cdcl

// shrink shortens the learnt clause in s.learnt by all-UIP shrinking (Feng and Bacchus,
// "Clause Size Reduction with all-UIP Learning", 2020; CaDiCaL's shrink): the literals of
// each lower decision level are replaced by the negation of that level's unique
// implication point, when one exists whose derivation needs no literal of another level
// but the clause's (or, with Shrink 2, literals the clause implies: minimisation's test).
// The clause keeps its levels (so its LBD and its backjump) and loses literals: on Sudoku a
// level's several "y is false" literals often give way to one "x is not true", x the
// literal that falsified them.
//
// With Shrink 1 it runs after minimisation, the clause's variables not marked seen; with
// Shrink 2 before it, inside analyze: the clause's variables are marked seen and listed in
// s.stack (cleared after minimisation), abstract is the clause's levels, and the variables
// it marks (the new literals, the implied ones) join s.stack.
func (s *Solver) shrink(abstract uint32) {
	l := s.learnt
	if len(l) < 3 {
		return
	}
	before := s.Shrink >= 2
	if !before {
		for _, q := range l[1:] {
			s.seen[q>>1] = true
		}
	}
	if len(s.smark) < s.nvars {
		s.smark = make([]bool, s.nvars)
	}
	// The literals of each level side by side, by level.
	out := append(s.shrinkOut[:0], l[0])
	blocks := append(s.shrinkBlocks[:0], l[1:]...)
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
			if u, ok := s.levelUIP(lv, block, abstract); ok {
				s.ShrinkRemoved += int64(len(block) - 1)
				out = append(out, u)
				if before && !s.seen[u>>1] {
					s.seen[u>>1] = true
					s.stack = append(s.stack, u)
				}
				continue
			}
		}
		out = append(out, block...)
	}
	if !before {
		for _, q := range l[1:] {
			s.seen[q>>1] = false
		}
	}
	s.shrinkBlocks = blocks[:0]
	s.shrinkOut = l[:0]
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
// meets, outside level lv, only literals of level 0, of the clause (marked seen) or, with
// Shrink 2, implied by the clause (redundant, of the levels in abstract).
func (s *Solver) levelUIP(lv int32, block []int32, abstract uint32) (int32, bool) {
	open := len(block)
	touched := s.shrinkTouched[:0]
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
			// A literal of level lv is resolved in turn even when marked seen: one
			// minimisation marked may be implied only through the block replaced.
			switch qv := s.vars[w].level; {
			case qv == lv:
				if !s.smark[w] {
					s.smark[w] = true
					touched = append(touched, q)
					open++
				}
			case qv == 0 || s.seen[w]:
			case s.Shrink >= 2 && s.vars[w].reason != noReason && s.redundant(q, abstract):
				s.seen[w] = true
				s.stack = append(s.stack, q)
			default:
				break scan
			}
		}
	}
	for _, q := range touched {
		s.smark[q>>1] = false
	}
	s.shrinkTouched = touched[:0]
	return u, ok
}

package cdcl

import "sort"

// vivify shortens learnt clauses (Piette, Hamadi and Saïs, "Vivifying Propositional Clausal
// Formulae", 2008; as CaDiCaL and Kissat do it for their middle tier): for a clause
// (l1 ∨ … ∨ lk), taken out of the watch lists, it assumes ¬l1, ¬l2, … one at a time at new
// decision levels and propagates. A conflict after ¬l1 … ¬li proves (l1 ∨ … ∨ li); a
// literal found true proves the assumed ones and it; a literal found false is implied by
// the others and goes. The learnt clauses of LBD ≤ Vivify not tried yet are taken in order
// of LBD (the newest first among equals), until the propagations reach VivifyEffort per
// mille of those of the search since the last call. Called at level 0; it returns false
// when the formula became unsatisfiable.
func (s *Solver) vivify() bool {
	budget := (s.props - s.vivProps) * int64(s.VivifyEffort) / 1000
	var cand []int32
	for k := len(s.crefs) - 1; k >= 0; k-- {
		c := s.crefs[k]
		if f := s.arena[c+1]; f&(flagLearnt|flagDeleted|flagVivified) == flagLearnt && int(f>>lbdShift) <= s.Vivify {
			cand = append(cand, c)
		}
	}
	sort.SliceStable(cand, func(a, b int) bool {
		return s.arena[cand[a]+1]>>lbdShift < s.arena[cand[b]+1]>>lbdShift
	})
	fixed := s.FixedPhase
	s.FixedPhase = true // the saved phases stay the search's
	defer func() { s.FixedPhase = fixed }()
	p0 := s.props
	for _, c := range cand {
		if s.props-p0 > budget {
			break
		}
		if !s.vivifyClause(c) {
			s.vivProps = s.props
			return false
		}
	}
	s.vivProps = s.props
	return true
}

// vivifyClause vivifies the learnt clause at offset c (see vivify); it returns false when
// the formula became unsatisfiable.
func (s *Solver) vivifyClause(c int32) bool {
	lits := s.lits(c)
	val := s.vals()
	for _, l := range lits {
		if val[l] == 1 {
			return true // true at level 0 (the reason of a literal there, perhaps)
		}
	}
	s.VivTried++
	s.arena[c+1] |= flagVivified
	s.unwatch(c, int32(lits[0]))
	s.unwatch(c, int32(lits[1]))
	kept := s.vivBuf[:0]
	for _, l16 := range lits {
		l := int32(l16)
		if v := val[l16]; v != 0 {
			if v == 1 {
				kept = append(kept, l) // the assumed ones imply it
				break
			}
			continue // implied false by the assumed ones (or false at level 0)
		}
		kept = append(kept, l)
		s.trailLim = append(s.trailLim, int32(len(s.trail)))
		s.enqueue(l^1, noReason)
		if s.propagate() >= 0 || s.binConflict {
			s.binConflict = false
			break
		}
	}
	s.vivBuf = kept
	s.CancelUntil(0)
	if len(kept) == len(lits) {
		s.watchClause(c)
		return true
	}
	s.VivShortened++
	s.VivRemoved += int64(len(lits) - len(kept))
	lbd := int32(s.arena[c+1] >> lbdShift)
	s.arena[c+1] |= flagDeleted
	s.learnts--
	n := len(s.crefs)
	if !s.addAtRoot(kept, true, lbd) {
		return false
	}
	if len(s.crefs) > n {
		s.arena[s.crefs[n]+1] |= flagVivified
	}
	return true
}

// unwatch removes the long clause at offset c from the watch list of its literal l.
func (s *Solver) unwatch(c, l int32) {
	ws := s.watches[l^1]
	for i, w := range ws {
		if w.cref == c {
			s.watches[l^1] = append(ws[:i], ws[i+1:]...)
			return
		}
	}
}

// watchClause puts the long clause at offset c back in the watch lists of its first two
// literals.
func (s *Solver) watchClause(c int32) {
	lits := s.lits(c)
	a, b := int32(lits[0]), int32(lits[1])
	s.watches[a^1] = append(s.watches[a^1], watch{c, b})
	s.watches[b^1] = append(s.watches[b^1], watch{c, a})
}

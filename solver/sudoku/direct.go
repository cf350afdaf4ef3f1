package sudoku

// The "direct" techniques of Sudoku Explainer: a hidden single that appears once the
// eliminations of a pointing, claiming, hidden pair or hidden triple are made. They are
// placements rated between the hidden single and the naked single (1.7 to 2.5).

var _ = addFinders(
	finder{DirectPointing, 17, func(b *board, out []Step) []Step {
		return findDirect(b, out, DirectPointing, func(b *board, o []Step) []Step { return findIntersections(b, o, false) })
	}},
	finder{DirectClaiming, 19, func(b *board, out []Step) []Step {
		return findDirect(b, out, DirectClaiming, func(b *board, o []Step) []Step { return findIntersections(b, o, true) })
	}},
	finder{DirectHiddenPair, 20, func(b *board, out []Step) []Step {
		return findDirect(b, out, DirectHiddenPair, func(b *board, o []Step) []Step { return findHiddenSubsets(b, o, 2) })
	}},
	finder{DirectHiddenTriple, 25, func(b *board, out []Step) []Step {
		return findDirect(b, out, DirectHiddenTriple, func(b *board, o []Step) []Step { return findHiddenSubsets(b, o, 3) })
	}},
)

// directBase is the pattern technique behind a direct technique.
func directBase(t Technique) Technique {
	switch t {
	case DirectPointing:
		return Pointing
	case DirectClaiming:
		return Claiming
	case DirectHiddenPair:
		return HiddenPair
	case DirectHiddenTriple:
		return HiddenTriple
	}
	return NoTechnique
}

func findDirect(b *board, out []Step, tech Technique, gen func(*board, []Step) []Step) []Step {
	base := gen(b, nil)
	if len(base) == 0 {
		return out
	}
	sh := b.sh
	after := b.clone()
	for _, s := range base {
		after.copyFrom(b)
		var digits uint32
		for _, e := range s.Eliminations {
			after.cand[e.Cell] &^= 1 << (e.Digit - 1)
			digits |= 1 << (e.Digit - 1)
		}
		for h, cells := range sh.house {
			touched := false
			for _, e := range s.Eliminations {
				if inHouse(sh, e.Cell, h) {
					touched = true
					break
				}
			}
			if !touched {
				continue
			}
			var once, twice, once0, twice0 uint32
			for _, c := range cells {
				m, m0 := after.cand[c], b.cand[c]
				twice |= once & m
				once |= m
				twice0 |= once0 & m0
				once0 |= m0
			}
			fresh := (once &^ twice) &^ (once0 &^ twice0) & digits
			for ; fresh != 0; fresh &= fresh - 1 {
				bit := fresh & -fresh
				d := firstDigit(bit)
				for _, c := range cells {
					if after.cand[c]&bit == 0 {
						continue
					}
					var because []Candidate
					for _, e := range s.Eliminations {
						if e.Digit == d && inHouse(sh, e.Cell, h) {
							because = append(because, e)
						}
					}
					houses := append(append([]House(nil), s.Houses...), sh.houseOf(h))
					out = append(out, Step{Technique: tech, Rating: tech.BaseRating(), Digits: s.Digits, Size: b.n,
						Houses: houses, Pattern: s.Pattern, Because: because,
						Placements: []Candidate{{c, d}}})
					break
				}
			}
		}
	}
	return out
}

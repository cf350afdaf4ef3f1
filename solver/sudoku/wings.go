package sudoku

import "math/bits"

// Wings: XY-Wing, XYZ-Wing, W-Wing.

var _ = addFinders(
	finder{XYWing, 42, findXYWing},
	finder{XYZWing, 44, findXYZWing},
	finder{WWing, 55, findWWing},
	finder{WXYZWing, 55, findWXYZWing},
)

// seenByAll appends to out every cell other than the given ones that sees all of them and
// still has candidate d.
func seenByAll(b *board, out []Candidate, d int, cells ...int) []Candidate {
	bit := uint32(1) << (d - 1)
	sh := b.sh
next:
	for _, p := range sh.peers[cells[0]] {
		if b.cand[p]&bit == 0 {
			continue
		}
		for _, c := range cells[1:] {
			if p == c || !sh.sees(p, c) {
				continue next
			}
		}
		out = append(out, Candidate{p, d})
	}
	return out
}

func marksOfCell(b *board, c int, role Role, out []Mark) []Mark {
	for m := b.cand[c]; m != 0; m &= m - 1 {
		out = append(out, Mark{Candidate{c, bits.TrailingZeros32(m) + 1}, role})
	}
	return out
}

// findXYWing: a pivot {x,y} sees pincers {x,z} and {y,z}; whichever the pivot is, one
// pincer is z, so cells seeing both pincers lose z.
func findXYWing(b *board, out []Step) []Step {
	sh := b.sh
	for piv, pm := range b.cand {
		if bits.OnesCount32(pm) != 2 {
			continue
		}
		peers := sh.peers[piv]
		for ai, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || am == pm || bits.OnesCount32(am&pm) != 1 {
				continue
			}
			z := am &^ pm
			for _, c := range peers[ai+1:] {
				cm := b.cand[c]
				if bits.OnesCount32(cm) != 2 || cm&z == 0 || cm == am || cm&pm != pm&^am {
					continue
				}
				d := firstDigit(z)
				elims := seenByAll(b, nil, d, a, c)
				if len(elims) == 0 {
					continue
				}
				x, y := firstDigit(pm&am), firstDigit(pm&cm)
				s := Step{Technique: XYWing, Rating: 42, Digits: []int{x, y, d}, Size: b.n, Eliminations: elims}
				s.Pattern = marksOfCell(b, piv, RolePivot, s.Pattern)
				s.Pattern = marksOfCell(b, a, RolePincer, s.Pattern)
				s.Pattern = marksOfCell(b, c, RolePincer, s.Pattern)
				out = append(out, s)
			}
		}
	}
	return out
}

// findXYZWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; one of the three is z, so
// cells seeing all three lose z.
func findXYZWing(b *board, out []Step) []Step {
	sh := b.sh
	for piv, pm := range b.cand {
		if bits.OnesCount32(pm) != 3 {
			continue
		}
		peers := sh.peers[piv]
		for ai, a := range peers {
			am := b.cand[a]
			if bits.OnesCount32(am) != 2 || am&pm != am {
				continue
			}
			for _, c := range peers[ai+1:] {
				cm := b.cand[c]
				if bits.OnesCount32(cm) != 2 || cm&pm != cm || cm == am {
					continue
				}
				z := am & cm
				d := firstDigit(z)
				elims := seenByAll(b, nil, d, piv, a, c)
				if len(elims) == 0 {
					continue
				}
				s := Step{Technique: XYZWing, Rating: 44, Digits: maskDigits(pm), Size: b.n, Eliminations: elims}
				s.Pattern = marksOfCell(b, piv, RolePivot, s.Pattern)
				s.Pattern = marksOfCell(b, a, RolePincer, s.Pattern)
				s.Pattern = marksOfCell(b, c, RolePincer, s.Pattern)
				out = append(out, s)
			}
		}
	}
	return out
}

// findWWing: two cells {x,y} that do not see each other, joined by a strong link on x (a
// house where x has only two places, one seeing each cell): one of the two cells is y, so
// cells seeing both lose y.
func findWWing(b *board, out []Step) []Step {
	sh := b.sh
	for a, am := range b.cand {
		if bits.OnesCount32(am) != 2 {
			continue
		}
		for c := a + 1; c < len(b.cand); c++ {
			if b.cand[c] != am || sh.sees(a, c) {
				continue
			}
			for xm := am; xm != 0; xm &= xm - 1 {
				xbit := xm & -xm
				x := bits.TrailingZeros32(xbit) + 1
				y := firstDigit(am &^ xbit)
				elims := seenByAll(b, nil, y, a, c)
				if len(elims) == 0 {
					continue
				}
				for h, cells := range sh.house {
					p, q, k := -1, -1, 0
					for _, e := range cells {
						if b.cand[e]&xbit != 0 {
							k++
							if p < 0 {
								p = e
							} else {
								q = e
							}
						}
					}
					if k != 2 || p == a || p == c || q == a || q == c {
						continue
					}
					if !(sh.sees(p, a) && sh.sees(q, c)) && !(sh.sees(p, c) && sh.sees(q, a)) {
						continue
					}
					s := Step{Technique: WWing, Rating: 55, Digits: []int{y, x}, Size: b.n, Eliminations: elims,
						Houses: []House{sh.houseOf(h)}}
					s.Pattern = marksOfCell(b, a, RolePincer, s.Pattern)
					s.Pattern = marksOfCell(b, c, RolePincer, s.Pattern)
					s.Pattern = append(s.Pattern, Mark{Candidate{p, x}, RoleNode}, Mark{Candidate{q, x}, RoleNode})
					out = append(out, s)
					break
				}
			}
		}
	}
	return out
}

// findWXYZWing: a pivot and three cells it sees hold four digits between them, and every
// digit but one (z) is restricted: all the pattern's cells holding it see each other. The
// four cells cannot all avoid z (three digits, each at most once among them, cannot fill
// four cells), so a cell seeing every z of the pattern loses z.
func findWXYZWing(b *board, out []Step) []Step {
	sh := b.sh
	var pool [3 * MaxSize]int
	for piv, pm := range b.cand {
		if k := bits.OnesCount32(pm); k < 2 || k > 4 {
			continue
		}
		np := 0
		for _, c := range sh.peers[piv] {
			if m := b.cand[c]; m != 0 && bits.OnesCount32(m) <= 4 && bits.OnesCount32(m|pm) <= 4 {
				pool[np] = c
				np++
			}
		}
		for i := 0; i < np; i++ {
			mi := pm | b.cand[pool[i]]
			for j := i + 1; j < np; j++ {
				mj := mi | b.cand[pool[j]]
				if bits.OnesCount32(mj) > 4 {
					continue
				}
				for k := j + 1; k < np; k++ {
					u := mj | b.cand[pool[k]]
					if bits.OnesCount32(u) != 4 {
						continue
					}
					cells := [4]int{piv, pool[i], pool[j], pool[k]}
					z := 0
					bad := false
					for dm := u; dm != 0; dm &= dm - 1 {
						bit := dm & -dm
						restricted := true
						for x := 0; x < 4 && restricted; x++ {
							if b.cand[cells[x]]&bit == 0 {
								continue
							}
							for y := x + 1; y < 4; y++ {
								if b.cand[cells[y]]&bit != 0 && !sh.sees(cells[x], cells[y]) {
									restricted = false
									break
								}
							}
						}
						if !restricted {
							if z != 0 {
								bad = true
								break
							}
							z = bits.TrailingZeros32(bit) + 1
						}
					}
					if bad || z == 0 {
						continue
					}
					zbit := uint32(1) << (z - 1)
					var zc []int
					for _, c := range cells {
						if b.cand[c]&zbit != 0 {
							zc = append(zc, c)
						}
					}
					elims := seenByAll(b, nil, z, zc...)
					// seenByAll excludes only zc; the pattern's other cells have no z
					if len(elims) == 0 {
						continue
					}
					s := Step{Technique: WXYZWing, Rating: 55, Digits: maskDigits(u), Size: b.n, Eliminations: elims}
					s.Pattern = marksOfCell(b, piv, RolePivot, s.Pattern)
					for _, c := range cells[1:] {
						s.Pattern = marksOfCell(b, c, RolePincer, s.Pattern)
					}
					out = append(out, s)
				}
			}
		}
	}
	return out
}

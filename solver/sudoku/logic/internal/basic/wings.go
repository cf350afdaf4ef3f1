package basic

import (
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Wings: XY-Wing, XYZ-Wing, W-Wing.

// SeenByAll appends to out every cell other than the given ones that sees all of them and
// still has candidate d.
func SeenByAll(b *board.Board, out []technique.Candidate, d int, cells ...int) []technique.Candidate {
	bit := uint32(1) << (d - 1)
	sh := b.Sh
next:
	for _, p := range sh.Peers[cells[0]] {
		if b.Cand[p]&bit == 0 {
			continue
		}
		for _, c := range cells[1:] {
			if p == c || !sh.Sees(p, c) {
				continue next
			}
		}
		out = append(out, technique.Candidate{Cell: p, Digit: d})
	}
	return out
}

func MarksOfCell(b *board.Board, c int, role technique.Role, out []technique.Mark) []technique.Mark {
	for m := b.Cand[c]; m != 0; m &= m - 1 {
		out = append(out, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: bits.TrailingZeros32(m) + 1}, Role: role})
	}
	return out
}

// FindXYWing: a pivot {x,y} sees pincers {x,z} and {y,z}; whichever the pivot is, one
// pincer is z, so cells seeing both pincers lose z.
func FindXYWing(b *board.Board, out []technique.Step) []technique.Step {
	return findWings(b, out, 2)
}

// FindXYZWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; one of the three is z, so
// cells seeing all three lose z.
func FindXYZWing(b *board.Board, out []technique.Step) []technique.Step {
	return findWings(b, out, 3)
}

// findWings finds the XY-Wings (size 2) or XYZ-Wings (size 3): a pivot of size candidates
// and two bivalue pincers among its peers that share one digit z, their other digits
// being the pivot's own but z ({x,z} and {y,z}). In an XY-Wing z is not the pivot's, in an
// XYZ-Wing it is, and the pivot then also sees the cells that lose z.
func findWings(b *board.Board, out []technique.Step, size int) []technique.Step {
	sh := b.Sh
	for piv, pm := range b.Cand {
		if bits.OnesCount32(pm) != size {
			continue
		}
		peers := sh.Peers[piv]
		for ai, a := range peers {
			am := b.Cand[a]
			if bits.OnesCount32(am) != 2 || bits.OnesCount32(am&pm) != size-1 {
				continue
			}
			for _, c := range peers[ai+1:] {
				cm := b.Cand[c]
				z := am & cm
				if bits.OnesCount32(cm) != 2 || cm == am || bits.OnesCount32(z) != 1 || (am|cm)&^z != pm&^z {
					continue
				}
				d := board.FirstDigit(z)
				var s technique.Step
				if size == 2 {
					elims := SeenByAll(b, nil, d, a, c)
					if len(elims) == 0 {
						continue
					}
					x, y := board.FirstDigit(pm&am), board.FirstDigit(pm&cm)
					s = technique.Step{Technique: technique.XYWing, Rating: technique.XYWing.BaseRating(), Digits: []int{x, y, d}, Size: b.N, Eliminations: elims}
				} else {
					elims := SeenByAll(b, nil, d, piv, a, c)
					if len(elims) == 0 {
						continue
					}
					s = technique.Step{Technique: technique.XYZWing, Rating: technique.XYZWing.BaseRating(), Digits: board.MaskDigits(pm), Size: b.N, Eliminations: elims}
				}
				s.Pattern = wingPattern(b, piv, a, c)
				out = append(out, s)
			}
		}
	}
	return out
}

// FindWWing: two cells {x,y} that do not see each other, joined by a strong link on x (a
// house where x has only two places, one seeing each cell): one of the two cells is y, so
// cells seeing both lose y.
func FindWWing(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	for a, am := range b.Cand {
		if bits.OnesCount32(am) != 2 {
			continue
		}
		for c := a + 1; c < len(b.Cand); c++ {
			if b.Cand[c] != am || sh.Sees(a, c) {
				continue
			}
			for xm := am; xm != 0; xm &= xm - 1 {
				xbit := xm & -xm
				x := bits.TrailingZeros32(xbit) + 1
				y := board.FirstDigit(am &^ xbit)
				elims := SeenByAll(b, nil, y, a, c)
				if len(elims) == 0 {
					continue
				}
				for h, cells := range sh.House {
					p, q, k := -1, -1, 0
					for _, e := range cells {
						if b.Cand[e]&xbit != 0 {
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
					if !(sh.Sees(p, a) && sh.Sees(q, c)) && !(sh.Sees(p, c) && sh.Sees(q, a)) {
						continue
					}
					s := technique.Step{Technique: technique.WWing, Rating: technique.WWing.BaseRating(), Digits: []int{y, x}, Size: b.N, Eliminations: elims,
						Houses: []sudoku.House{sh.HouseOf(h)}}
					s.Pattern = MarksOfCell(b, a, technique.RolePincer, s.Pattern)
					s.Pattern = MarksOfCell(b, c, technique.RolePincer, s.Pattern)
					s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: p, Digit: x}, Role: technique.RoleNode}, technique.Mark{Candidate: technique.Candidate{Cell: q, Digit: x}, Role: technique.RoleNode})
					out = append(out, s)
					break
				}
			}
		}
	}
	return out
}

// FindWXYZWing: a pivot and three cells it sees hold four digits between them, and every
// digit but one (z) is restricted: all the pattern's cells holding it see each other. The
// four cells cannot all avoid z (three digits, each at most once among them, cannot fill
// four cells), so a cell seeing every z of the pattern loses z.
func FindWXYZWing(b *board.Board, out []technique.Step) []technique.Step {
	sh := b.Sh
	var pool [3 * sudoku.MaxSize]int
	for piv, pm := range b.Cand {
		if k := bits.OnesCount32(pm); k < 2 || k > 4 {
			continue
		}
		np := 0
		for _, c := range sh.Peers[piv] {
			if m := b.Cand[c]; m != 0 && bits.OnesCount32(m) <= 4 && bits.OnesCount32(m|pm) <= 4 {
				pool[np] = c
				np++
			}
		}
		for i := 0; i < np; i++ {
			mi := pm | b.Cand[pool[i]]
			for j := i + 1; j < np; j++ {
				mj := mi | b.Cand[pool[j]]
				if bits.OnesCount32(mj) > 4 {
					continue
				}
				for k := j + 1; k < np; k++ {
					u := mj | b.Cand[pool[k]]
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
							if b.Cand[cells[x]]&bit == 0 {
								continue
							}
							for y := x + 1; y < 4; y++ {
								if b.Cand[cells[y]]&bit != 0 && !sh.Sees(cells[x], cells[y]) {
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
						if b.Cand[c]&zbit != 0 {
							zc = append(zc, c)
						}
					}
					elims := SeenByAll(b, nil, z, zc...)
					// seenByAll excludes only zc; the pattern's other cells have no z
					if len(elims) == 0 {
						continue
					}
					s := technique.Step{Technique: technique.WXYZWing, Rating: technique.WXYZWing.BaseRating(), Digits: board.MaskDigits(u), Size: b.N, Eliminations: elims}
					s.Pattern = wingPattern(b, piv, cells[1:]...)
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// wingPattern marks the candidates of a wing: the pivot's, then each pincer's.
func wingPattern(b *board.Board, piv int, pincers ...int) []technique.Mark {
	pattern := MarksOfCell(b, piv, technique.RolePivot, nil)
	for _, c := range pincers {
		pattern = MarksOfCell(b, c, technique.RolePincer, pattern)
	}
	return pattern
}

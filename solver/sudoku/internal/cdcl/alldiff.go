package cdcl

import "math/bits"

// An allDiff is a permutation constraint the solver propagates beside its clauses: k
// positions take k distinct values, one each. The formula itself must imply it (every
// position takes at least one value, every value at most one position); the propagator only
// draws more from it than unit propagation can: every Hall set (h positions whose values
// not yet ruled out are h values) rules those values out for the other positions.
type allDiff struct {
	k     int
	vars  []int32  // vars[i*k+j]: the variable "position i takes value j", or -1
	dom   []uint64 // per position: the values whose variable is not false
	match []int8   // position → its value in the kept matching, or -1
	owner []int8   // value → its position in the kept matching, or -1
	dirty bool     // a value was ruled out since the last run
}

// adRef says that a variable is position pos taking value val in constraint c.
type adRef struct {
	c        int32
	pos, val int8
}

// adReason is the lazy reason of the literals an all-different constraint implied from one
// Hall set: positions rows can only take values vals (as many), so the other positions
// cannot. Its clause, built only when conflict analysis asks, is the implied literal or one
// of "position h takes value w" for h in rows, w not in vals (all false when it was built).
type adReason struct {
	c          int32
	rows, vals uint64
	trailPos   int32 // where its first literal sits on the trail
}

// AddAllDifferent adds a permutation constraint over k positions and k values (k ≤ 64):
// vars[i*k+j] is the variable "position i takes value j", or -1 when it cannot. The
// clauses already added (or added later) must imply that every position takes at least
// one value and every value at most one position: the constraint adds no models' worth of
// meaning, only stronger propagation (Hall sets of every size, by bipartite matching, with
// explanation clauses built when conflict analysis needs them). It reports false, adding
// nothing, when k is out of range or vars has not k·k entries.
func (s *Solver) AddAllDifferent(k int, vars []int32) bool {
	if k < 1 || k > 64 || len(vars) != k*k {
		return false
	}
	if s.adOf == nil {
		s.adOf = make([][]adRef, s.nvars)
		s.hooks = true
	}
	c := int32(len(s.ads))
	a := allDiff{k: k, vars: append([]int32(nil), vars...), dom: make([]uint64, k), match: make([]int8, k), owner: make([]int8, k)}
	for i := 0; i < k; i++ {
		a.match[i], a.owner[i] = -1, -1
		for j := 0; j < k; j++ {
			v := vars[i*k+j]
			if v < 0 || int(v) >= s.nvars {
				continue
			}
			s.adOf[v] = append(s.adOf[v], adRef{c, int8(i), int8(j)})
			if s.litVal[2*v] >= 0 {
				a.dom[i] |= 1 << j
			}
		}
	}
	s.ads = append(s.ads, a)
	s.adMark(c)
	return true
}

// adMark queues constraint c for the propagator.
func (s *Solver) adMark(c int32) {
	if !s.ads[c].dirty {
		s.ads[c].dirty = true
		s.adDirty = append(s.adDirty, c)
	}
}

// adFalse records that variable v became false (undo: restored true).
func (s *Solver) adFalse(v int32, restored bool) {
	for _, r := range s.adOf[v] {
		if restored {
			s.ads[r.c].dom[r.pos] |= 1 << r.val
		} else {
			s.ads[r.c].dom[r.pos] &^= 1 << r.val
			s.adMark(r.c)
		}
	}
}

// adReasonCode is the reason value of the lazy reason at index id of s.adReasons.
func adReasonCode(id int) int32 { return noReason - 1 - int32(id) }

// adReasonLits builds into s.expBuf the clause of lazy reason r for the literal implied.
func (s *Solver) adReasonLits(r int32, implied int32) []int32 {
	rs := s.adReasons[noReason-1-r]
	out := append(s.expBuf[:0], implied)
	out = s.adExplain(out, rs.c, rs.rows, rs.vals)
	s.expBuf = out
	return out
}

// adExplain appends "position h takes value w" for h in rows and w not in vals.
func (s *Solver) adExplain(out []int32, c int32, rows, vals uint64) []int32 {
	a := &s.ads[c]
	k := a.k
	for rs := rows; rs != 0; rs &= rs - 1 {
		h := bits.TrailingZeros64(rs)
		for w := 0; w < k; w++ {
			if vals&(1<<w) == 0 {
				if v := a.vars[h*k+w]; v >= 0 {
					out = append(out, 2*v)
				}
			}
		}
	}
	return out
}

// adPropagate runs the queued all-different constraints until one implies something (it
// returns 1), one fails (-1: the false clause is in s.adConfl) or none is left (0).
func (s *Solver) adPropagate() int {
	for len(s.adDirty) > 0 {
		c := s.adDirty[len(s.adDirty)-1]
		s.adDirty = s.adDirty[:len(s.adDirty)-1]
		s.ads[c].dirty = false
		if r := s.adRun(c); r != 0 {
			return r
		}
	}
	return 0
}

// adRun makes constraint c arc consistent: it repairs the kept matching of positions to
// values, fails when no perfect one exists, then rules out every value no perfect matching
// gives its position (Régin): position i can take value j, held by position o in the
// matching, only when o reaches i in the graph "p → q when p can take q's value".
func (s *Solver) adRun(c int32) int {
	a := &s.ads[c]
	k := a.k
	for i := 0; i < k; i++ {
		if m := a.match[i]; m >= 0 && a.dom[i]&(1<<m) == 0 {
			a.owner[m], a.match[i] = -1, -1
		}
	}
	for i := 0; i < k; i++ {
		if a.match[i] >= 0 {
			continue
		}
		if rows, vals, ok := a.augment(i); !ok {
			s.adConfl = s.adExplain(s.adConfl[:0], c, rows, vals)
			s.ADConflicts++
			return -1
		}
	}
	// The graph on positions: p → q when p can take the value q holds. Positions with one
	// value left are left out (after unit propagation nobody else can take it).
	var adj, radj [64]uint64
	var open uint64
	for i := 0; i < k; i++ {
		d := a.dom[i]
		if d&(d-1) == 0 {
			continue
		}
		open |= 1 << i
		for ; d != 0; d &= d - 1 {
			o := a.owner[bits.TrailingZeros64(d)]
			adj[i] |= 1 << o
			radj[o] |= 1 << i
		}
	}
	// Strongly connected components, forward-backward: each one is the positions both
	// reachable from and reaching its first one, among those not yet in a component.
	var comp [64]uint64 // per position: its component
	for rest := open; rest != 0; {
		r := bits.TrailingZeros64(rest)
		c := closure(&adj, 1<<r, rest) & closure(&radj, 1<<r, rest)
		for m := c; m != 0; m &= m - 1 {
			comp[bits.TrailingZeros64(m)] = c
		}
		rest &^= c
	}
	var recOf [64]int32 // per position o: 1 + the reason for the positions o reaches, or 0
	implied := 0
	for rows := open; rows != 0; rows &= rows - 1 {
		i := bits.TrailingZeros64(rows)
		for out := adj[i] & open &^ comp[i]; out != 0; out &= out - 1 {
			// i can take the value of o, and o does not reach i: the positions o reaches
			// are a Hall set without i.
			o := bits.TrailingZeros64(out)
			j := int(a.match[o])
			v := a.vars[i*k+j]
			if recOf[o] == 0 {
				h := closure(&adj, 1<<o, ^uint64(0))
				if lim := s.MaxHall; lim > 0 && min(bits.OnesCount64(h&open), bits.OnesCount64(open&^h)) > lim {
					recOf[o] = -1
				}
			}
			if recOf[o] < 0 {
				continue
			}
			if recOf[o] == 0 {
				h := closure(&adj, 1<<o, ^uint64(0))
				s.adReasons = append(s.adReasons, adReason{c, h, a.valsOf(h), int32(len(s.trail))})
				recOf[o] = int32(len(s.adReasons))
			}
			if s.litVal[2*v] == 1 {
				// Cannot happen after unit propagation; a conflict all the same.
				rs := s.adReasons[recOf[o]-1]
				s.adConfl = append(s.adExplain(s.adConfl[:0], c, rs.rows, rs.vals), 2*v+1)
				s.ADConflicts++
				return -1
			}
			s.enqueue(2*v+1, adReasonCode(int(recOf[o]-1)))
			s.ADImplied++
			implied++
		}
	}
	if implied > 0 {
		return 1
	}
	return 0
}

// closure returns the positions reachable from from in the graph adj, within the positions
// in.
func closure(adj *[64]uint64, from, in uint64) uint64 {
	reach, front := from, from
	for front != 0 {
		var next uint64
		for f := front; f != 0; f &= f - 1 {
			next |= adj[bits.TrailingZeros64(f)]
		}
		front = next & in &^ reach
		reach |= front
	}
	return reach
}

// valsOf returns the values the matching gives positions rows.
func (a *allDiff) valsOf(rows uint64) uint64 {
	var vals uint64
	for r := rows; r != 0; r &= r - 1 {
		vals |= 1 << a.match[bits.TrailingZeros64(r)]
	}
	return vals
}

// augment looks for an augmenting path from the unmatched position i (breadth first) and
// applies it. When there is none it reports false with the positions reached and the values
// they can take: one value fewer than positions, a Hall set that cannot be satisfied.
func (a *allDiff) augment(i int) (rows, vals uint64, ok bool) {
	var queue [64]int8
	var from [64]int8
	queue[0] = int8(i)
	n := 1
	rows = 1 << i
	for q := 0; q < n; q++ {
		r := queue[q]
		for d := a.dom[r] &^ vals; d != 0; d &= d - 1 {
			j := bits.TrailingZeros64(d)
			vals |= 1 << j
			from[j] = r
			if a.owner[j] < 0 {
				for jj := int8(j); ; {
					p := from[jj]
					prev := a.match[p]
					a.match[p], a.owner[jj] = jj, p
					if int(p) == i {
						return rows, vals, true
					}
					jj = prev
				}
			}
			o := a.owner[j]
			rows |= 1 << o
			queue[n] = o
			n++
		}
	}
	return rows, vals, false
}

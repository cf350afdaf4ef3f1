// Package alldiff prunes the domains of one permutation constraint — n variables taking n
// distinct values out of 0..n-1, as the cells of a Sudoku house take its digits — to
// domain consistency (generalised arc consistency), after Régin (1994): a maximum
// matching of variables to values, then the strongly connected components of the residual
// graph; a value stays in a variable's domain exactly when some solution of the constraint
// alone gives it to that variable.
//
// Domains are bit sets (bit v for value v), so n is at most [MaxN].
package alldiff

import "math/bits"

// MaxN is the largest number of variables (and values) a [Filter] handles.
const MaxN = 32

// Filter prunes permutation constraints. Its zero value is ready to use; the matching it
// found last is kept as the starting point of the next call (any matching is a valid
// start, so calls on different constraints only cost speed). A Filter is not safe for
// concurrent use.
type Filter struct {
	mate  [MaxN]int8 // value matched to each variable, or -1
	owner [MaxN]int8 // variable matched to each value, or -1
	seen  uint32     // values visited by the current augmenting search

	// Tarjan's scratch.
	index, low [MaxN]int8
	stack      [MaxN]int8
	sp         int
	counter    int8
	onStack    uint32
	succ       [MaxN]uint32 // variables reachable in one step
	comp       [MaxN]uint32 // values of each variable's component
}

// Prune narrows dom (len(dom) variables, values 0..len(dom)-1) to domain consistency in
// place. It reports false when the constraint has no solution (no perfect matching), in
// which case dom is left unchanged. It panics if len(dom) > MaxN.
func (f *Filter) Prune(dom []uint32) bool {
	n := len(dom)
	if n > MaxN {
		panic("alldiff: more than MaxN variables")
	}
	if n == 0 {
		return true
	}
	all := uint32(1)<<n - 1
	if n == 32 {
		all = ^uint32(0)
	}
	// Keep the previous matching where it still fits; drop the rest.
	var used uint32
	for x := 0; x < n; x++ {
		v := f.mate[x]
		if v < 0 || int(v) >= n || dom[x]&(1<<v) == 0 || used&(1<<v) != 0 {
			f.mate[x] = -1
			continue
		}
		used |= 1 << v
	}
	for v := 0; v < n; v++ {
		f.owner[v] = -1
	}
	for x := 0; x < n; x++ {
		if v := f.mate[x]; v >= 0 {
			f.owner[v] = int8(x)
		}
	}
	// Greedy, then augmenting paths for the variables still free.
	for x := 0; x < n; x++ {
		if f.mate[x] >= 0 {
			continue
		}
		if free := dom[x] & all &^ used; free != 0 {
			v := int8(bits.TrailingZeros32(free))
			f.mate[x], f.owner[v] = v, int8(x)
			used |= 1 << v
		}
	}
	for x := 0; x < n; x++ {
		if f.mate[x] >= 0 {
			continue
		}
		f.seen = 0
		if !f.augment(dom, all, x) {
			return false
		}
	}
	// The residual graph on variables: x → y when x may take y's value. Every value is
	// matched (n variables, n values), so an unmatched edge x–v is consistent exactly
	// when x and owner(v) lie in one strongly connected component.
	for x := 0; x < n; x++ {
		var s uint32
		for m := dom[x] & all &^ (1 << f.mate[x]); m != 0; m &= m - 1 {
			s |= 1 << f.owner[bits.TrailingZeros32(m)]
		}
		f.succ[x] = s
		f.index[x] = -1
	}
	f.sp, f.counter, f.onStack = 0, 0, 0
	for x := 0; x < n; x++ {
		if f.index[x] < 0 {
			f.strong(x)
		}
	}
	for x := 0; x < n; x++ {
		dom[x] &= f.comp[x]
	}
	return true
}

// augment looks for an alternating path from the free variable x to a free value and
// flips it.
func (f *Filter) augment(dom []uint32, all uint32, x int) bool {
	for m := dom[x] & all &^ f.seen; m != 0; m &= m - 1 {
		v := bits.TrailingZeros32(m)
		if f.seen&(1<<v) != 0 {
			continue
		}
		f.seen |= 1 << v
		if y := f.owner[v]; y < 0 || f.augment(dom, all, int(y)) {
			f.mate[x], f.owner[v] = int8(v), int8(x)
			return true
		}
	}
	return false
}

// strong is Tarjan's visit of variable x; each finished component's variables get the set
// of the component's matched values in comp.
func (f *Filter) strong(x int) {
	f.index[x], f.low[x] = f.counter, f.counter
	f.counter++
	f.stack[f.sp] = int8(x)
	f.sp++
	f.onStack |= 1 << x
	for m := f.succ[x]; m != 0; m &= m - 1 {
		y := bits.TrailingZeros32(m)
		if f.index[y] < 0 {
			f.strong(y)
			f.low[x] = min(f.low[x], f.low[y])
		} else if f.onStack&(1<<y) != 0 {
			f.low[x] = min(f.low[x], f.index[y])
		}
	}
	if f.low[x] != f.index[x] {
		return
	}
	var vars, vals uint32
	for {
		f.sp--
		y := f.stack[f.sp]
		f.onStack &^= 1 << y
		vars |= 1 << y
		vals |= 1 << f.mate[y]
		if int(y) == x {
			break
		}
	}
	for m := vars; m != 0; m &= m - 1 {
		f.comp[bits.TrailingZeros32(m)] = vals
	}
}

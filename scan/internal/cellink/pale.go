package cellink

import "slices"

// Paler returns pale, which reports whether a symbol's ink whose core stands contrast grey
// levels out of its cell's fill is pale: under crisp, or under two thirds of the grid's
// dark ink, the contrast that nine in ten of its n boxes' cores reach at most (box i's:
// contrast(i), when it has a box). A player's hand-written digit in a lighter pen than the
// printed givens (KSudoku's Scribble theme: its blue digits 95-140 levels out of the paper,
// the givens 200-230) is broken by the local mean in a small cell; a pencil mark, as dark
// as the givens, is not pale. With no boxes, only crisp counts.
func Paler(n int, crisp float64, contrast func(i int) (float64, bool)) (pale func(contrast float64) bool) {
	var cons []float64
	for i := range n {
		if c, ok := contrast(i); ok {
			cons = append(cons, c)
		}
	}
	dark := 0.0
	if len(cons) > 0 {
		slices.Sort(cons)
		dark = cons[len(cons)*9/10]
	}
	return func(c float64) bool { return c < crisp || 3*c < 2*dark }
}

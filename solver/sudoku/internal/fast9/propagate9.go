package fast9

import "math/bits"

// The propagation of solve9.go in Go: propagateGo and the steps it runs. On amd64,
// propagate9_amd64.s does the same in assembly, step for step (the same rules on the same
// masks in the same order, so the same results, nodes and guesses; the Go code is cut into
// functions where the compiler keeps more in registers so); the search picks one, and the
// tests run both against each other. Every function here returns the masks it changed as
// dirty bits (bit i for f[i]), or contradiction9.

// contradiction9 is the result of the propagation steps on a contradiction.
const contradiction9 = 1 << 31

// propagateGo applies the rules described at the top of solve9.go until nothing changes:
// the band rules to the masks in dirty (bit i for f[i]), and to the masks that change
// meanwhile, until none is left; then the rows they noted with one cell left (placed, which
// marks more masks); then the pending triads; then the naked singles; then the column rules
// of the next digit whose masks the band rules examined; each time back to the band rules
// when masks changed. When no digit is left and nothing changed, it returns 0; on a
// contradiction, contradiction9.
func propagateGo(s *state9, dirty uint32) uint32 {
	var digits uint32 // digits whose masks changed since their column rules last ran
	naked := true     // the naked singles are to run before the next column pass
	for {
		if dirty != 0 {
			dg, ok := passGo(s, dirty)
			if !ok {
				return contradiction9
			}
			digits |= dg
		}
		if s.hTrig[0]|s.hTrig[1]|s.hTrig[2]|s.vTrig[0]|s.vTrig[1]|s.vTrig[2] != 0 {
			if dirty = triadsGo(s); dirty&contradiction9 != 0 {
				return contradiction9
			}
			naked = true
			continue
		}
		// The naked singles before the column rules: a cell they place spares column
		// passes (6 % of the time on top1465).
		if naked {
			if dirty = nakedGo(s); dirty&contradiction9 != 0 {
				return contradiction9
			}
			if dirty != 0 {
				continue
			}
			naked = false
		}
		if digits == 0 {
			return 0
		}
		d := bits.TrailingZeros32(digits)
		digits &= digits - 1
		if dirty = columnsGo(s, d); dirty&contradiction9 != 0 {
			return contradiction9
		}
		naked = dirty != 0 // when nothing changed, they have nothing new to find
	}
}

// notes9 are the rows the band rules found with one cell left, placed once the pass has run
// out of masks: mask number and cells. A pass examines each mask at most once, so 27
// entries suffice.
type notes9 struct {
	i [32]uint8
	s [32]uint32
}

// bandsGo is a pass of the band rules over the masks in dirty and those that change
// meanwhile, until none is left. It notes the rows left with one cell in nt and returns how
// many (or contradiction9). A function of its own, so that the compiler keeps its values
// in registers (inside propagateGo it spilled them).
// passGo runs the band rules over the masks in dirty and those that change meanwhile, then
// places the rows they noted with one cell left, and again, until no row is noted. It
// returns the digits whose masks the band rules examined, and false on a contradiction.
// A function of its own: inside propagateGo the compiler spilled the loop's values.
func passGo(s *state9, dirty uint32) (digits uint32, ok bool) {
	var nt notes9
	for {
		digits |= (dirty | dirty>>9 | dirty>>18) & 0x1ff
		var np uint32
		for dirty != 0 {
			i := bits.TrailingZeros32(dirty) & 31
			dirty &= dirty - 1
			a := s.f[i]
			// rows: the cells alone in their minirow, and above bit 32 the segment pattern.
			rows := rows9X.row[0][a&0x1ff] | rows9X.row[1][a>>9&0x1ff] | rows9X.row[2][a>>18&0x1ff]
			x := band9X[rows>>32&0x1ff]
			a &= uint32(x) // the count above bit 26 is not in a
			if a == 0 {
				return 0, false
			}
			b := rows9X.bandOf[i] & 3
			s.hConfigs[i] = uint8(uint32(x) >> 27)
			forced := uint32(x >> 32)
			// Minirow triads: count the digit into the minirows it is newly forced into. A
			// count of 3 in a minirow with two or more unsolved cells (with one, the row rule
			// has placed the digit) is handled after the loop, like a count of 4 (a
			// contradiction), so that no call interrupts this loop.
			more := forced &^ s.hForced[i]
			s.hForced[i] |= more
			n := s.hCount[b] + more
			s.hCount[b] = n
			trig := n >> 1 & n & s.hTwo[b]
			s.hTrig[b] |= (trig | n>>2) & more
			// A row with one cell left: its only minirow (forced) has one cell. It is placed
			// after the pass (noted without a branch: which rows those are is hard to predict).
			solved := a & ((forced & uint32(rows)) * 7) & s.unsolved[b]
			nt.i[np&31], nt.s[np&31] = uint8(i), solved
			np += nz27(solved)
			s.f[i] = a
		}
		if np == 0 {
			return digits, true
		}
		dirty = 0
		for k := uint32(0); k < np; k++ {
			i := uint32(nt.i[k&31]) & 31
			own := s.f[i]
			b := uint32(rows9X.bandOf[i]) & 3
			if nt.s[k&31]&^own != 0 {
				// A noted cell went to another digit (or its column to another band's
				// placement): the digit has no cell left in that row.
				return 0, false
			}
			u := s.unsolved[b]
			solved := nt.s[k&31] & u
			u &^= solved
			s.unsolved[b] = u
			s.hTwo[b] = (u&(u>>1) | u&(u>>2) | (u>>1)&(u>>2)) & spread9
			s.vTwo[b] = spreadBits9[(u&(u>>9|u>>18)|u>>9&(u>>18))&0x1ff]
			base := 9 * b
			fb := (*[9]uint32)(s.f[base : base+9])
			t0, t1, t2 := fb[0]&solved, fb[1]&solved, fb[2]&solved
			t3, t4, t5 := fb[3]&solved, fb[4]&solved, fb[5]&solved
			t6, t7, t8 := fb[6]&solved, fb[7]&solved, fb[8]&solved
			fb[0] ^= t0
			fb[1] ^= t1
			fb[2] ^= t2
			fb[3] ^= t3
			fb[4] ^= t4
			fb[5] ^= t5
			fb[6] ^= t6
			fb[7] ^= t7
			fb[8] ^= t8
			ch := nz27(t0) | nz27(t1)<<1 | nz27(t2)<<2 | nz27(t3)<<3 | nz27(t4)<<4 | nz27(t5)<<5 |
				nz27(t6)<<6 | nz27(t7)<<7 | nz27(t8)<<8
			cols := (solved | solved>>9 | solved>>18) & 0x1ff * 0x40201
			j0, j1 := uint32(next9[i]), uint32(next18[i]) // the other bands of the digit
			t0, t1 = s.f[j0]&cols, s.f[j1]&cols
			s.f[j0] ^= t0
			s.f[j1] ^= t1
			s.f[i] = own // it keeps its own cells (and stays marked if an earlier placement took one)
			dirty |= (ch<<base | nz27(t0)<<j0 | nz27(t1)<<j1) &^ (1 << i)
		}
	}
}

// keepInRows9 removes from band mask a the other cells of each row that has a cell of x.
func keepInRows9(a, x uint32) uint32 {
	rows := nz9(x&0x1ff) | nz9(x&(0x1ff<<9))<<1 | nz9(x&(0x1ff<<18))<<2
	return a &^ (rows9[rows&7] &^ x)
}

// nakedGo applies the naked singles: a cell with a single candidate keeps only that digit's
// cell in its band, which the band rules then place; a cell with no candidate is a
// contradiction.
func nakedGo(s *state9) (dirty uint32) {
	// The three bands written out (the loop cost a tenth of the function's instructions).
	d0 := nakedBand9((*[9]uint32)(s.f[0:9]), s.unsolved[0])
	d1 := nakedBand9((*[9]uint32)(s.f[9:18]), s.unsolved[1])
	d2 := nakedBand9((*[9]uint32)(s.f[18:27]), s.unsolved[2])
	if (d0|d1|d2)&contradiction9 != 0 {
		return contradiction9
	}
	return d0 | d1<<9 | d2<<18
}

// nakedBand9 applies the naked singles to the masks fb of one band, whose unsolved cells are
// u; it returns the digits whose masks changed (bit e), or contradiction9.
func nakedBand9(fb *[9]uint32, u uint32) (dirty uint32) {
	if u == 0 {
		return 0
	}
	// r1, r2: cells with one candidate or more, two or more (written out: the exit of a
	// loop over the nine masks costs a mispredicted branch nearly every time).
	r1, r2 := fb[0], fb[0]&fb[1]
	r1 |= fb[1]
	r2 |= r1 & fb[2]
	r1 |= fb[2]
	r2 |= r1 & fb[3]
	r1 |= fb[3]
	r2 |= r1 & fb[4]
	r1 |= fb[4]
	r2 |= r1 & fb[5]
	r1 |= fb[5]
	r2 |= r1 & fb[6]
	r1 |= fb[6]
	r2 |= r1 & fb[7]
	r1 |= fb[7]
	r2 |= r1 & fb[8]
	r1 |= fb[8]
	if u&^r1 != 0 {
		return contradiction9
	}
	one := u &^ r2
	if one == 0 {
		return 0
	}
	// The digit of a cell with one candidate, bit by bit.
	i0 := fb[1] | fb[3] | fb[5] | fb[7]
	i1 := fb[2] | fb[3] | fb[6] | fb[7]
	i2 := fb[4] | fb[5] | fb[6] | fb[7]
	i3 := fb[8]
	for ; one != 0; one &= one - 1 {
		pos := uint32(bits.TrailingZeros32(one))
		e := (i0>>pos&1 | i1>>pos&1<<1 | i2>>pos&1<<2 | i3>>pos&1<<3) & 15
		if e > 8 {
			return contradiction9 // not reached: the cell has one candidate
		}
		fb[e] &= keep9[pos&31]
		dirty |= 1 << e
	}
	return dirty
}

// triadsGo handles the pending minirow and minicol triggers (hTrig, vTrig): a count of 4
// is a contradiction; in a minirow or minicol with a count of 3, every digit not forced into
// it loses its cells.
func triadsGo(s *state9) (dirty uint32) {
	if (s.hCount[0]|s.vCount[0]|s.hCount[1]|s.vCount[1]|s.hCount[2]|s.vCount[2])>>2&spread9 != 0 {
		return contradiction9 // four digits forced into one minirow or minicol
	}
	for b := 0; b < 3; b++ {
		th, tv := s.hTrig[b], s.vTrig[b]
		if th|tv == 0 {
			continue
		}
		// tv: from bit 3j to bit j.
		tv = uint32(unspread9[tv&0x1ff]) | uint32(unspread9[tv>>9&0x1ff])<<3 | uint32(unspread9[tv>>18&0x1ff])<<6
		f := (*[9]uint32)(s.f[9*b : 9*b+9])
		hf := (*[9]uint32)(s.hForced[9*b : 9*b+9])
		vf := (*[9]uint32)(s.vForced[9*b : 9*b+9])
		// Written out (the loop cost a third of the function's instructions).
		ch := triad9(&f[0], hf[0], vf[0], th, tv) | triad9(&f[1], hf[1], vf[1], th, tv)<<1 |
			triad9(&f[2], hf[2], vf[2], th, tv)<<2 | triad9(&f[3], hf[3], vf[3], th, tv)<<3 |
			triad9(&f[4], hf[4], vf[4], th, tv)<<4 | triad9(&f[5], hf[5], vf[5], th, tv)<<5 |
			triad9(&f[6], hf[6], vf[6], th, tv)<<6 | triad9(&f[7], hf[7], vf[7], th, tv)<<7 |
			triad9(&f[8], hf[8], vf[8], th, tv)<<8
		dirty |= ch << (9 * b)
	}
	s.hTrig, s.vTrig = [4]uint32{}, [4]uint32{}
	return dirty
}

// triad9 removes from the mask *f the cells of the minirows th (bit 3s: cells 3s..3s+2) and
// minicols tv (column j) it is not forced into (hf, vf); 1 when it changed, else 0.
func triad9(f *uint32, hf, vf, th, tv uint32) uint32 {
	t := *f & ((th&^hf)*7 | (tv&^vf)*0x40201)
	*f ^= t
	return nz27(t)
}

// columnsGo applies the column rules to digit d. In each stack the (band, column) pairs
// holding d must contain a permutation (box-column pointing and claiming); a column with one
// cell left, not yet solved, keeps it in its row (hidden single in a column: the band rules
// then clear the box and place it); and the minicol triads are counted.
func columnsGo(s *state9, d int) (dirty uint32) {
	d &= 15
	a0, a1, a2 := s.f[d], s.f[d+9], s.f[d+18]
	c0, t0 := colCount9(a0)
	c1, t1 := colCount9(a1)
	c2, t2 := colCount9(a2)
	// c and t: the columns where band b has d once or more, twice or more, at bits 9b+j.
	c, t := c0|c1<<9|c2<<18, t0|t1<<9|t2<<18
	// The three stacks (written out, like the rest of this function: the loops cost 10 %
	// of its instructions): stack k's pattern p (bit 3b+j for its column j of band b).
	y0, y1, y2 := c&0x1c0e07, c>>3&0x1c0e07, c>>6&0x1c0e07
	p0, p1, p2 := (y0|y0>>6|y0>>12)&0x1ff, (y1|y1>>6|y1>>12)&0x1ff, (y2|y2>>6|y2>>12)&0x1ff
	n0, n1, n2 := permCount9[p0], permCount9[p1], permCount9[p2]
	if n0 == 0 || n1 == 0 || n2 == 0 {
		return contradiction9
	}
	s.vConfigs[d], s.vConfigs[9+d], s.vConfigs[18+d] = n0, n1, n2
	keep := permScatter9[p0] | permScatter9[p1]<<3 | permScatter9[p2]<<6
	// Most passes remove nothing here; then the masks change only by a hidden single.
	if c&^keep != 0 {
		c &= keep
		t &= keep
		a0 &= keep & 0x1ff * 0x40201
		a1 &= keep >> 9 & 0x1ff * 0x40201
		a2 &= keep >> 18 * 0x40201
	}
	c0, c1, c2 = c&0x1ff, c>>9&0x1ff, c>>18
	if one := (c0 | c1 | c2) &^ (t | t>>9 | t>>18 | c0&(c1|c2) | c1&c2) & 0x1ff; one != 0 {
		one *= 0x40201
		if x0, x1, x2 := a0&one&s.unsolved[0], a1&one&s.unsolved[1], a2&one&s.unsolved[2]; x0|x1|x2 != 0 {
			a0, a1, a2 = keepInRows9(a0, x0), keepInRows9(a1, x1), keepInRows9(a2, x2)
		}
	}
	if ch := nz27(a0^s.f[d]) | nz27(a1^s.f[d+9])<<9 | nz27(a2^s.f[d+18])<<18; ch != 0 {
		dirty = ch << d
		s.f[d], s.f[d+9], s.f[d+18] = a0, a1, a2
	}
	// Minicol triads, from the columns before the hidden singles (a placement there only
	// narrows them further, which the next pass counts). A count of 3 only in minicols
	// with two or more unsolved cells (with one, the column or box rule has placed the
	// digit); 4 is a contradiction.
	m0 := colForced9[c0] &^ s.vForced[d]
	m1 := colForced9[c1] &^ s.vForced[d+9]
	m2 := colForced9[c2&0x1ff] &^ s.vForced[d+18]
	s.vForced[d] |= m0
	s.vForced[d+9] |= m1
	s.vForced[d+18] |= m2
	ms0, ms1, ms2 := spreadBits9[m0&0x1ff], spreadBits9[m1&0x1ff], spreadBits9[m2&0x1ff]
	v0, v1, v2 := s.vCount[0]+ms0, s.vCount[1]+ms1, s.vCount[2]+ms2
	s.vCount[0], s.vCount[1], s.vCount[2] = v0, v1, v2
	s.vTrig[0] |= (v0>>2 | v0&(v0>>1)&s.vTwo[0]) & ms0
	s.vTrig[1] |= (v1>>2 | v1&(v1>>1)&s.vTwo[1]) & ms1
	s.vTrig[2] |= (v2>>2 | v2&(v2>>1)&s.vTwo[2]) & ms2
	return dirty
}

// nz27 is 1 when the 27-bit x is not 0, else 0, without a branch.
func nz27(x uint32) uint32 { return (x + 1<<27 - 1) >> 27 }

// colCount9 returns the columns of band mask a with at least one and at least two cells.
func colCount9(a uint32) (one, two uint32) {
	r0, r1, r2 := a&0x1ff, a>>9&0x1ff, a>>18
	return r0 | r1 | r2, r0&(r1|r2) | r1&r2
}

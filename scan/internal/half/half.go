// Package half converts float32 values to and from IEEE 754 half precision: the 16-bit
// form in which scan's model stores its weights. Stdlib only.
package half

import "math"

// Encode rounds f to the nearest IEEE 754 half-precision value, a finite one (f beyond
// the largest is clamped to it).
func Encode(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int((b>>23)&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case exp >= 31:
		return sign | 0x7bff // clamp to the largest finite half
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint32(14 - exp)
		half := mant >> shift
		if mant>>(shift-1)&1 != 0 {
			half++
		}
		return sign | uint16(half)
	}
	half := uint32(exp)<<10 | mant>>13
	if mant&0x1000 != 0 {
		half++ // round half up; a carry into the exponent is still correct
	}
	return sign | uint16(half)
}

// Decode is the value of the IEEE 754 half-precision bits h.
func Decode(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := int(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0:
		return math.Float32frombits(sign) + float32(math.Ldexp(float64(mant), -24))*signOf(h)
	case exp == 31:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	}
	return math.Float32frombits(sign | uint32(exp-15+127)<<23 | mant<<13)
}

// signOf is -1 for a negative h, else 1.
func signOf(h uint16) float32 {
	if h&0x8000 != 0 {
		return -1
	}
	return 1
}

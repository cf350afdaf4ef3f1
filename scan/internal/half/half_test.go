package half

import (
	"math"
	"testing"
)

func TestEncodeDecode(t *testing.T) {
	tests := []struct {
		f    float32
		bits uint16
		back float32
	}{
		{0, 0x0000, 0},
		{1, 0x3c00, 1},
		{-2, 0xc000, -2},
		{0.5, 0x3800, 0.5},
		{65504, 0x7bff, 65504},
		{1e6, 0x7bff, 65504},          // clamped to the largest finite half
		{-1e6, 0xfbff, -65504},        // and its negative
		{1.0 / 3, 0x3555, 0.33325195}, // rounded to nearest
		{float32(math.Ldexp(1, -24)), 0x0001, float32(math.Ldexp(1, -24))}, // the smallest subnormal
		{float32(math.Ldexp(1, -26)), 0x0000, 0},                           // under it: zero
	}
	for _, tc := range tests {
		if got := Encode(tc.f); got != tc.bits {
			t.Errorf("Encode(%g) = %#04x, want %#04x", tc.f, got, tc.bits)
		}
		if got := Decode(tc.bits); got != tc.back {
			t.Errorf("Decode(%#04x) = %g, want %g", tc.bits, got, tc.back)
		}
	}
}

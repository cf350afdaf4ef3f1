package half

import (
	"math"
	"testing"
)

// TestEncodeDecode: f is encoded as bits, and bits decoded as back.
func TestEncodeDecode(t *testing.T) {
	check := func(f float32, bits uint16, back float32) {
		t.Helper()
		if got := Encode(f); got != bits {
			t.Errorf("Encode(%g) = %#04x, want %#04x", f, got, bits)
		}
		if got := Decode(bits); got != back {
			t.Errorf("Decode(%#04x) = %g, want %g", bits, got, back)
		}
	}
	check(0, 0x0000, 0)
	check(1, 0x3c00, 1)
	check(-2, 0xc000, -2)
	check(0.5, 0x3800, 0.5)
	check(65504, 0x7bff, 65504)
	check(1e6, 0x7bff, 65504)           // clamped to the largest finite half
	check(-1e6, 0xfbff, -65504)         // and its negative
	check(1.0/3, 0x3555, 0.33325195)    // rounded to nearest
	tiny := float32(math.Ldexp(1, -24)) // the smallest subnormal
	check(tiny, 0x0001, tiny)
	check(float32(math.Ldexp(1, -26)), 0, 0) // under it: zero
}

package fast9

// drain9 runs drainAsm, or drainGo when useAsm9 is false (tests compare the two).
func drain9(s *state9, dirty uint32) uint32 {
	if useAsm9 {
		return drainAsm(s, dirty)
	}
	return drainGo(s, dirty)
}

// columns9 runs columnsAsm, or columnsGo when useAsm9 is false.
func columns9(s *state9, d int) uint32 {
	if useAsm9 {
		return columnsAsm(s, uint32(d))
	}
	return columnsGo(s, d)
}

// useAsm9 selects the assembly versions of the band loop and the column rules; the tests
// switch it off to check the Go versions against them.
var useAsm9 = true

// drainAsm is drainGo in assembly (drain9_amd64.s).
//
//go:noescape
func drainAsm(s *state9, dirty uint32) uint32

// columnsAsm is columnsGo in assembly (drain9_amd64.s).
//
//go:noescape
func columnsAsm(s *state9, d uint32) uint32

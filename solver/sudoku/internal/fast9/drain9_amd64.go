package fast9

// drain9 runs drainAsm, or drainGo when useAsm9 is false (tests compare the two).
func drain9(s *state9, dirty uint32) uint32 {
	if useAsm9 {
		return drainAsm(s, dirty)
	}
	return drainGo(s, dirty)
}

// useAsm9 selects the assembly version of the band and column rules; the tests switch it
// off to check the Go version against it.
var useAsm9 = true

// drainAsm is drainGo in assembly (drain9_amd64.s).
//
//go:noescape
func drainAsm(s *state9, dirty uint32) uint32

// columnsAsm is columnsGo in assembly (drain9_amd64.s), called by drainAsm.
//
//go:noescape
func columnsAsm(s *state9, d uint32) uint32

// nakedAsm is nakedGo in assembly (drain9_amd64.s), called by drainAsm.
//
//go:noescape
func nakedAsm(s *state9) uint32

// triadsAsm is triadsGo in assembly (drain9_amd64.s), called by drainAsm.
//
//go:noescape
func triadsAsm(s *state9) uint32

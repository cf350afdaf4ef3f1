//go:build !purego

package fast9

// useAsm9 picks the assembly version of the propagation, which uses only baseline amd64
// instructions (GOAMD64=v1), so it runs on every amd64 machine. The tests switch it off to
// run the Go version against it; nothing else changes it.
var useAsm9 = true

// propagateAsm is propagateGo in assembly (propagate9_amd64.s).
//
//go:noescape
func propagateAsm(s *state9, dirty uint32) uint32

// columnsAsm is columnsGo in assembly (propagate9_amd64.s), called by propagateAsm.
//
//go:noescape
func columnsAsm(s *state9, d uint32) uint32

// nakedAsm is nakedGo in assembly (propagate9_amd64.s), called by propagateAsm.
//
//go:noescape
func nakedAsm(s *state9) uint32

// triadsAsm is triadsGo in assembly (propagate9_amd64.s), called by propagateAsm.
//
//go:noescape
func triadsAsm(s *state9) uint32

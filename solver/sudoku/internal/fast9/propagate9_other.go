//go:build !amd64 || purego

package fast9

// useAsm9 is false: there is no assembly path on this architecture, or the purego build tag
// asked for none.
var useAsm9 = false

func propagate9(s *state9, dirty uint32) uint32 { return propagateGo(s, dirty) }

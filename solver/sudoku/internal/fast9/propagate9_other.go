//go:build !amd64 || purego

package fast9

// useAsm9 is false: there is no assembly path on this architecture, or the purego build tag
// asked for none.
var useAsm9 = false

// propagateAsm is not called (useAsm9 is false); it lets the search name it on every
// architecture.
func propagateAsm(s *state9, dirty uint32) uint32 { return propagateGo(s, dirty) }

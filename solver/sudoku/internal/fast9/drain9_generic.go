//go:build !amd64

package fast9

// useAsm9 is false: there is no assembly path on this architecture.
var useAsm9 = false

func drain9(s *state9, dirty uint32) uint32 { return drainGo(s, dirty) }

//go:build !amd64

package fast9

func drain9(s *state9, dirty, digits uint32) uint32 { return drainGo(s, dirty, digits) }

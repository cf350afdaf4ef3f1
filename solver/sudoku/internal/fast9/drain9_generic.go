//go:build !amd64

package fast9

func drain9(s *state9, dirty uint32) uint32 { return drainGo(s, dirty) }

func columns9(s *state9, d int) uint32 { return columnsGo(s, d) }

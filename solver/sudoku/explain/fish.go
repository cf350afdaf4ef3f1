package explain

import "fmt"

// Basic fish: X-Wing, Swordfish, Jellyfish.

func (t texter) fish(level int) string {
	s := t.s
	name := s.Technique.String()
	bk := s.Houses[0].Kind
	switch level {
	case 1:
		return fmt.Sprintf("Look at the %ss in %s.", t.digit(), t.lines(bk))
	case 2:
		return fmt.Sprintf("The %ss in %s form %s %s on %s.", t.digit(), t.lines(bk), article(name), name, t.lines(1-bk))
	}
	return fmt.Sprintf("In %s, the %s can only sit in %s. Each of those %d lines uses one of them, so %s get their %s from %s. %s.",
		t.lines(bk), t.digit(), t.lines(1-bk), len(s.Houses)/2, t.lines(1-bk), t.digit(), t.lines(bk), capitalize(t.removal()))
}

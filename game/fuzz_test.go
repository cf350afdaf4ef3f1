package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/game"
)

// FuzzParseMoves checks that any text gives moves on the board or a *MoveError, never a
// panic, and that the moves it reads can be played or are refused with a *MoveError.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"r3c5 7", "r3c5=7, p r2c3 148", "x r3c5", "r0c5 7", "r3c5 12", "p r1c1 -"} {
		f.Add(s, uint8(9))
	}
	f.Fuzz(func(t *testing.T, text string, size uint8) {
		n := []int{4, 6, 9, 12, 16}[int(size)%5]
		moves, err := game.ParseMoves(text, n)
		if err != nil {
			var me *game.MoveError
			if !errors.As(err, &me) {
				t.Fatalf("ParseMoves(%q, %d): %v is not a *MoveError", text, n, err)
			}
			if !strings.Contains(text, me.Part) {
				t.Fatalf("ParseMoves(%q, %d): the error quotes %q, which the member did not write", text, n, me.Part)
			}
			return
		}
		for _, m := range moves {
			if m.Cell < 0 || m.Cell >= n*n || m.Digit < 0 || m.Digit > n || m.Set>>n != 0 {
				t.Fatalf("ParseMoves(%q, %d) = %+v: off the board", text, n, m)
			}
		}
		if n != 9 {
			return
		}
		g := newGame(&testing.T{})
		if err := g.Apply("fuzz", t0, moves...); err != nil {
			var me *game.MoveError
			if !errors.As(err, &me) {
				t.Fatalf("Apply: %v is not a *MoveError", err)
			}
		}
	})
}

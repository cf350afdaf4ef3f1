package game

import (
	"errors"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// ErrFinished is returned by actions that change the grid once the game is solved.
var ErrFinished = errors.New("game: the puzzle is already solved")

// ErrNoCell is returned by a digit press or an erase while no cell is selected.
var ErrNoCell = errors.New("game: no cell is selected")

// Touch adds the time since the last action to the active time, unless the gap is over
// [IdleGap], and records now as the last action. Every action calls it; a front end calls
// it when the player merely looks (opens the board again).
func (g *Game) Touch(now time.Time) {
	if gap := now.Sub(g.LastAction); gap > 0 && gap <= IdleGap && !g.Finished {
		g.Active += gap
	}
	if now.After(g.LastAction) {
		g.LastAction = now
	}
}

// Apply plays moves by member by, at now, as one undoable step. Either every move is
// played or, on an error, none: the error is a *MoveError naming the move and what is
// wrong ("a given cannot change"). Placing a digit removes it from the pencil marks of the
// cell's row, column and box, within the same step.
func (g *Game) Apply(by string, now time.Time, moves ...Move) error {
	if g.Finished {
		return ErrFinished
	}
	cells := append([]uint8(nil), g.Cells...)
	marks := append([]uint32(nil), g.Marks...)
	authors := append([]string(nil), g.Authors...)
	n := g.N
	peers := g.Grid()
	for k, m := range moves {
		text := m.Text
		if text == "" {
			text = g.describe(m)
		}
		fail := func(msg string) error { return &MoveError{Index: k + 1, Move: text, Msg: msg} }
		if m.Cell < 0 || m.Cell >= n*n {
			return fail(fmt.Sprintf("cell %d is off the board", m.Cell))
		}
		if g.Givens[m.Cell] != 0 {
			return fail(fmt.Sprintf("%s is a given: a given cannot change", g.CellName(m.Cell)))
		}
		switch m.Kind {
		case Place:
			if m.Digit < 0 || m.Digit > n {
				return fail(fmt.Sprintf("`%d` is not a digit of a %d×%d", m.Digit, n, n))
			}
			cells[m.Cell] = uint8(m.Digit)
			authors[m.Cell] = ""
			if m.Digit != 0 {
				authors[m.Cell] = by
				bit := uint32(1) << (m.Digit - 1)
				for _, h := range peers.Houses(m.Cell) {
					for j := 0; j < n; j++ {
						marks[peers.HouseCell(h, j)] &^= bit
					}
				}
			}
		case Erase:
			cells[m.Cell], marks[m.Cell], authors[m.Cell] = 0, 0, ""
		case Marks:
			if m.Set>>n != 0 {
				return fail(fmt.Sprintf("the pencil marks name a digit above %d", n))
			}
			if cells[m.Cell] != 0 {
				return fail(fmt.Sprintf("%s holds a digit: erase it before pencilling", g.CellName(m.Cell)))
			}
			marks[m.Cell] = m.Set
		case Toggle:
			if m.Digit < 1 || m.Digit > n {
				return fail(fmt.Sprintf("`%d` is not a digit of a %d×%d", m.Digit, n, n))
			}
			if cells[m.Cell] != 0 {
				return fail(fmt.Sprintf("%s holds a digit: erase it before pencilling", g.CellName(m.Cell)))
			}
			marks[m.Cell] ^= 1 << (m.Digit - 1)
		default:
			return fail("unknown kind of move")
		}
	}
	g.commit(by, now, cells, marks, authors)
	return nil
}

// commit records the difference between the game and the new cells, marks and authors as
// one step, counts new wrong digits, and checks for the finish.
func (g *Game) commit(by string, now time.Time, cells []uint8, marks []uint32, authors []string) {
	g.Touch(now)
	var s Step
	s.By = by
	for i := range cells {
		if cells[i] == g.Cells[i] && marks[i] == g.Marks[i] && authors[i] == g.Authors[i] {
			continue
		}
		s.Changes = append(s.Changes, Change{Cell: i, Digit: g.Cells[i], NewDigit: cells[i],
			Marks: g.Marks[i], NewMarks: marks[i], Author: g.Authors[i], NewAuthor: authors[i]})
		if cells[i] != 0 && cells[i] != g.Cells[i] && cells[i] != g.Solution[i] {
			g.Mistakes++
		}
	}
	if len(s.Changes) == 0 {
		return
	}
	g.Cells, g.Marks, g.Authors = cells, marks, authors
	g.Undo = append(g.Undo, s)
	if len(g.Undo) > maxHistory {
		g.Undo = g.Undo[len(g.Undo)-maxHistory:]
	}
	g.Redo = nil
	g.Reveal = false
	g.finish(now)
}

// finish marks the game finished when the grid is the solution.
func (g *Game) finish(now time.Time) {
	if !g.Finished && g.Solved() {
		g.Finished, g.FinishedAt = true, now
		g.Selected, g.Light, g.Pencil = -1, 0, false
	}
}

// describe writes a move in the typed grammar, for error messages.
func (g *Game) describe(m Move) string {
	if m.Cell < 0 || m.Cell >= g.N*g.N {
		return "?"
	}
	c := g.CellName(m.Cell)
	switch m.Kind {
	case Erase:
		return "x " + c
	case Marks, Toggle:
		return "p " + c
	}
	if m.Digit >= 1 && m.Digit <= g.N {
		return c + " " + g.Symbol(m.Digit)
	}
	return c + " " + fmt.Sprint(m.Digit)
}

// Press is a digit button: it places d in the selected cell, or toggles pencil mark d
// there in pencil mode. Pressing the digit a cell already holds erases it.
func (g *Game) Press(by string, now time.Time, d int) error {
	if g.Selected < 0 {
		return ErrNoCell
	}
	if g.Pencil {
		return g.Apply(by, now, Move{Kind: Toggle, Cell: g.Selected, Digit: d})
	}
	if g.Cells[g.Selected] == uint8(d) && g.Givens[g.Selected] == 0 {
		d = 0
	}
	return g.Apply(by, now, Move{Kind: Place, Cell: g.Selected, Digit: d})
}

// EraseSelected clears the selected cell's digit and pencil marks.
func (g *Game) EraseSelected(by string, now time.Time) error {
	if g.Selected < 0 {
		return ErrNoCell
	}
	return g.Apply(by, now, Move{Kind: Erase, Cell: g.Selected})
}

// Select makes cell i (-1 for none) the selected cell. Selecting is not an undoable step.
func (g *Game) Select(now time.Time, i int) {
	if i < -1 || i >= g.N*g.N {
		i = -1
	}
	g.Selected = i
	g.Touch(now)
}

// SelectRow moves the selection to row r (0-based), keeping its column (column 1 when no
// cell was selected); SelectCol does the same for a column.
func (g *Game) SelectRow(now time.Time, r int) {
	c := 0
	if g.Selected >= 0 {
		c = g.Selected % g.N
	}
	if r >= 0 && r < g.N {
		g.Select(now, r*g.N+c)
	}
}

// SelectCol moves the selection to column c (0-based), keeping its row.
func (g *Game) SelectCol(now time.Time, c int) {
	r := 0
	if g.Selected >= 0 {
		r = g.Selected / g.N
	}
	if c >= 0 && c < g.N {
		g.Select(now, r*g.N+c)
	}
}

// Highlight makes d (0 for none) the highlighted digit; highlighting the highlighted digit
// again turns the highlight off.
func (g *Game) Highlight(now time.Time, d int) {
	if d < 0 || d > g.N || d == g.Light {
		d = 0
	}
	g.Light = d
	g.Touch(now)
}

// TogglePencil switches digit presses between placing digits and toggling pencil marks.
func (g *Game) TogglePencil(now time.Time) {
	g.Pencil = !g.Pencil
	g.Touch(now)
}

// UndoStep undoes the last step; it reports false when there is nothing to undo.
func (g *Game) UndoStep(now time.Time) bool {
	if g.Finished || len(g.Undo) == 0 {
		return false
	}
	s := g.Undo[len(g.Undo)-1]
	g.Undo = g.Undo[:len(g.Undo)-1]
	for _, c := range s.Changes {
		g.Cells[c.Cell], g.Marks[c.Cell], g.Authors[c.Cell] = c.Digit, c.Marks, c.Author
	}
	g.Redo = append(g.Redo, s)
	g.Reveal = false
	g.Touch(now)
	return true
}

// RedoStep redoes the last undone step; it reports false when there is nothing to redo.
func (g *Game) RedoStep(now time.Time) bool {
	if g.Finished || len(g.Redo) == 0 {
		return false
	}
	s := g.Redo[len(g.Redo)-1]
	g.Redo = g.Redo[:len(g.Redo)-1]
	for _, c := range s.Changes {
		g.Cells[c.Cell], g.Marks[c.Cell], g.Authors[c.Cell] = c.NewDigit, c.NewMarks, c.NewAuthor
	}
	g.Undo = append(g.Undo, s)
	g.Reveal = false
	g.Touch(now)
	g.finish(now)
	return true
}

// AutoFill sets the pencil marks of every empty cell to its candidates (the digits no
// visible peer holds), as one undoable step.
func (g *Game) AutoFill(by string, now time.Time) error {
	if g.Finished {
		return ErrFinished
	}
	c := sudoku.NewCandidates(g.Grid())
	marks := append([]uint32(nil), g.Marks...)
	for i := range marks {
		if g.Cells[i] == 0 {
			marks[i] = c.Mask[i]
		}
	}
	g.commit(by, now, append([]uint8(nil), g.Cells...), marks, append([]string(nil), g.Authors...))
	return nil
}

// Check counts a check and returns the player's wrong digits; they stay shown
// ([Game.Reveal]) until the grid next changes. A check that finds one counts as wrong.
func (g *Game) Check(now time.Time) []int {
	wrong := g.WrongCells()
	if g.Finished {
		return wrong
	}
	g.Checks++
	if len(wrong) > 0 {
		g.Wrong++
	}
	g.Reveal = true
	g.Touch(now)
	return wrong
}

// NextRung counts a hint and returns the rung of the ladder (1..[LadderTop]) to show: the
// next rung when the grid and marks are as they were at the last hint, else rung 1.
// After the top rung it stays at the top.
func (g *Game) NextRung(now time.Time) int {
	fp := g.fingerprint()
	if g.Rung >= 1 && g.RungAt == fp {
		g.Rung = min(g.Rung+1, LadderTop)
	} else {
		g.Rung = 1
	}
	g.RungAt = fp
	g.Hints++
	g.Touch(now)
	return g.Rung
}

// fingerprint hashes the cells and marks, so that the hint ladder knows whether the player
// moved since the last hint.
func (g *Game) fingerprint() uint64 {
	h := fnv.New64a()
	h.Write(g.Cells)
	var b [4]byte
	for i, m := range g.Marks {
		if g.Cells[i] != 0 {
			m = 0
		}
		b[0], b[1], b[2], b[3] = byte(m), byte(m>>8), byte(m>>16), byte(m>>24)
		h.Write(b[:])
	}
	return h.Sum64()
}

// Elapsed returns the active playing time, rounded down to the second.
func (g *Game) Elapsed() time.Duration { return g.Active.Truncate(time.Second) }

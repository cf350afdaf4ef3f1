package game

import (
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
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
// cell's row, column and box, within the same step; taking it back (erasing it, or
// placing another digit over it) puts those marks back where no other copy of the digit
// rules them out. Placing the digit a cell already holds changes nothing, not even who
// placed it.
func (g *Game) Apply(by string, now time.Time, moves ...Move) error {
	if g.Finished {
		return ErrFinished
	}
	w := g.draft()
	n := g.N
	for k, m := range moves {
		text := m.Text
		if text == "" {
			text = g.describe(m)
		}
		fail := func(msg string) error { return &MoveError{Index: k + 1, Move: text, Msg: msg} } // no member text in msg
		if m.Cell < 0 || m.Cell >= n*n {
			return fail(fmt.Sprintf("cell %d is off the board", m.Cell))
		}
		if g.Givens[m.Cell] != 0 {
			return fail(fmt.Sprintf("%s is a given: a given cannot change", g.CellName(m.Cell)))
		}
		switch m.Kind {
		case Place:
			if m.Digit < 0 || m.Digit > n {
				return fail(fmt.Sprintf("%d is not a digit of a %d×%d", m.Digit, n, n))
			}
			if int(w.cells[m.Cell]) == m.Digit {
				continue
			}
			w.takeBack(g, m.Cell)
			if m.Digit != 0 {
				w.place(g, by, m.Cell, m.Digit)
			}
		case Erase:
			if w.cells[m.Cell] != 0 {
				w.takeBack(g, m.Cell) // the digit goes; the marks under it are back
			} else {
				w.marks[m.Cell] = 0
			}
		case Marks:
			if m.Set>>n != 0 {
				return fail(fmt.Sprintf("the pencil marks name a digit above %d", n))
			}
			if w.cells[m.Cell] != 0 {
				return fail(fmt.Sprintf("%s holds a digit: erase it before pencilling", g.CellName(m.Cell)))
			}
			w.marks[m.Cell] = m.Set
		case Toggle:
			if m.Digit < 1 || m.Digit > n {
				return fail(fmt.Sprintf("%d is not a digit of a %d×%d", m.Digit, n, n))
			}
			if w.cells[m.Cell] != 0 {
				return fail(fmt.Sprintf("%s holds a digit: erase it before pencilling", g.CellName(m.Cell)))
			}
			w.marks[m.Cell] ^= 1 << (m.Digit - 1)
		default:
			return fail("unknown kind of move")
		}
	}
	g.commit(by, now, w)
	return nil
}

// A draft is the cells, marks, authors, credits and cleared peers a step is building,
// copied from the game so that a failing move list changes nothing.
type draft struct {
	cells   []uint8
	marks   []uint32
	authors []string
	credit  []string
	cleared map[int][]int
}

func (g *Game) draft() *draft {
	w := &draft{cells: append([]uint8(nil), g.Cells...), marks: append([]uint32(nil), g.Marks...),
		authors: append([]string(nil), g.Authors...), credit: append([]string(nil), g.Credit...),
		cleared: make(map[int][]int, len(g.Cleared))}
	for c, l := range g.Cleared {
		w.cleared[c] = l
	}
	return w
}

// place puts digit d in the empty cell i for member by: by is its author, and its
// first correct placer unless someone was before; d leaves the pencil marks of i's peers,
// which are remembered for a take-back.
func (w *draft) place(g *Game, by string, i, d int) {
	w.cells[i] = uint8(d)
	w.authors[i] = by
	if uint8(d) == g.Solution[i] && w.credit[i] == "" {
		w.credit[i] = by
	}
	bit := uint32(1) << (d - 1)
	var cleared []int
	g.eachPeer(i, func(p int) {
		if w.marks[p]&bit != 0 && w.cells[p] == 0 {
			w.marks[p] &^= bit
			cleared = append(cleared, p)
		}
	})
	if len(cleared) > 0 {
		w.cleared[i] = cleared
	} else {
		delete(w.cleared, i)
	}
}

// takeBack empties cell i and gives its digit back to the pencil marks its placement
// cleared, except where another copy of the digit in sight still rules it out.
func (w *draft) takeBack(g *Game, i int) {
	d := int(w.cells[i])
	w.cells[i], w.authors[i] = 0, ""
	if d == 0 {
		return
	}
	bit := uint32(1) << (d - 1)
	for _, p := range w.cleared[i] {
		if w.cells[p] == 0 && !w.sees(g, p, d) {
			w.marks[p] |= bit
		}
	}
	delete(w.cleared, i)
}

// sees reports whether a peer of cell i holds digit d.
func (w *draft) sees(g *Game, i, d int) bool {
	found := false
	g.eachPeer(i, func(p int) { found = found || int(w.cells[p]) == d })
	return found
}

// eachPeer calls f for every cell that shares a row, column or box with cell i (i
// excluded), once each.
func (g *Game) eachPeer(i int, f func(p int)) {
	n := g.N
	r, c := i/n, i%n
	br, bc := r/g.BoxRows*g.BoxRows, c/g.BoxCols*g.BoxCols
	for k := 0; k < n; k++ {
		if k != c {
			f(r*n + k)
		}
		if k != r {
			f(k*n + c)
		}
		rr, cc := br+k/g.BoxCols, bc+k%g.BoxCols
		if rr != r && cc != c {
			f(rr*n + cc)
		}
	}
}

// commit records the difference between the game and the draft as one step, counts new
// wrong digits, stamps the changed cells with the version the game will be saved at, and
// checks for the finish.
func (g *Game) commit(by string, now time.Time, w *draft) {
	g.Touch(now)
	var s Step
	s.By = by
	for i := range w.cells {
		if w.cells[i] == g.Cells[i] && w.marks[i] == g.Marks[i] && w.authors[i] == g.Authors[i] &&
			w.credit[i] == g.Credit[i] && slices.Equal(w.cleared[i], g.Cleared[i]) {
			continue
		}
		s.Changes = append(s.Changes, Change{Cell: i, Digit: g.Cells[i], NewDigit: w.cells[i],
			Marks: g.Marks[i], NewMarks: w.marks[i], Author: g.Authors[i], NewAuthor: w.authors[i],
			Credit: g.Credit[i], NewCredit: w.credit[i], Cleared: g.Cleared[i], NewCleared: w.cleared[i]})
		if w.cells[i] != 0 && w.cells[i] != g.Cells[i] && w.cells[i] != g.Solution[i] {
			g.Mistakes++
		}
	}
	if len(s.Changes) == 0 {
		return
	}
	g.Cells, g.Marks, g.Authors, g.Credit = w.cells, w.marks, w.authors, w.credit
	g.Cleared = w.cleared
	if len(g.Cleared) == 0 {
		g.Cleared = nil
	}
	g.stamp(s, by)
	g.addPlayer(by)
	g.Undo = append(g.Undo, s)
	if len(g.Undo) > maxHistory {
		g.Undo = g.Undo[len(g.Undo)-maxHistory:]
	}
	g.dropRedo(s)
	g.Reveal = false
	g.finish(now)
}

// addPlayer records by as a player of the game, once.
func (g *Game) addPlayer(by string) {
	if by != "" && !slices.Contains(g.Players, by) {
		g.Players = append(g.Players, by)
	}
}

// stamp marks the cells of s as changed by by at the version the game will be saved at.
func (g *Game) stamp(s Step, by string) {
	for _, c := range s.Changes {
		g.Stamps[c.Cell], g.StampBy[c.Cell] = g.Version+1, by
	}
}

// dropRedo forgets the undone steps that s makes impossible to redo: its player's own,
// and anyone's that touch a cell s changed.
func (g *Game) dropRedo(s Step) {
	touched := map[int]bool{}
	for _, c := range s.Changes {
		touched[c.Cell] = true
	}
	keep := g.Redo[:0]
	for _, r := range g.Redo {
		clash := r.By == s.By
		for _, c := range r.Changes {
			clash = clash || touched[c.Cell]
		}
		if !clash {
			keep = append(keep, r)
		}
	}
	g.Redo = keep
	if len(g.Redo) == 0 {
		g.Redo = nil
	}
}

// finish marks the game finished when the grid is the solution.
func (g *Game) finish(now time.Time) {
	if !g.Finished && g.Solved() {
		g.Finished, g.FinishedAt = true, now
		g.Selected, g.Light, g.Pencil, g.Brush, g.Panel = -1, 0, false, 0, 0
		g.Cursors = nil
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

// ErrChangedSince is returned by [Game.UndoBy] and [Game.RedoBy] when someone else has
// changed a cell of the step since.
var ErrChangedSince = errors.New("game: someone changed those cells since")

// UndoStep undoes the last step, whoever made it; it reports false when there is nothing
// to undo.
func (g *Game) UndoStep(now time.Time) bool { return g.UndoBy("", now) == nil }

// RedoStep redoes the last undone step, whoever made it; it reports false when there is
// nothing to redo.
func (g *Game) RedoStep(now time.Time) bool { return g.RedoBy("", now) == nil }

// errNothing is what UndoBy and RedoBy return when there is no step of the player.
var errNothing = errors.New("game: nothing to undo or redo")

// UndoBy undoes the last step member by made ("" means anyone's): on a co-op board each
// member undoes their own moves, not the last move of whoever played last. It returns
// [ErrChangedSince] when a cell of that step changed after it, and an error for which
// [IsNothing] is true when by has no step to undo.
func (g *Game) UndoBy(by string, now time.Time) error {
	return g.replay(&g.Undo, &g.Redo, by, now, Change.after, Change.before)
}

// RedoBy redoes the last step member by undid ("" means anyone's), with the same errors
// as [Game.UndoBy].
func (g *Game) RedoBy(by string, now time.Time) error {
	if err := g.replay(&g.Redo, &g.Undo, by, now, Change.before, Change.after); err != nil {
		return err
	}
	g.finish(now)
	return nil
}

// replay moves by's last step of from to to, turning each of its cells from its side was
// (which the cell must still show) to its side then: undo is replay(Undo, Redo, after,
// before), redo the mirror.
func (g *Game) replay(from, to *[]Step, by string, now time.Time, was, then func(Change) side) error {
	if g.Finished {
		return ErrFinished
	}
	k := lastBy(*from, by)
	if k < 0 {
		return errNothing
	}
	s := (*from)[k]
	for _, c := range s.Changes {
		if w := was(c); g.Cells[c.Cell] != w.digit || g.Marks[c.Cell] != w.marks {
			return ErrChangedSince
		}
	}
	*from = slices.Delete(*from, k, k+1)
	if len(*from) == 0 {
		*from = nil
	}
	for _, c := range s.Changes {
		t := then(c)
		g.Cells[c.Cell], g.Marks[c.Cell], g.Authors[c.Cell], g.Credit[c.Cell] = t.digit, t.marks, t.author, t.credit
		g.setCleared(c.Cell, t.cleared)
	}
	g.stamp(s, by)
	*to = append(*to, s)
	g.Reveal = false
	g.Touch(now)
	return nil
}

// A side is one cell as a [Change] holds it before or after its step.
type side struct {
	digit          uint8
	marks          uint32
	author, credit string
	cleared        []int
}

// before is c's cell before its step.
func (c Change) before() side { return side{c.Digit, c.Marks, c.Author, c.Credit, c.Cleared} }

// after is c's cell after its step.
func (c Change) after() side {
	return side{c.NewDigit, c.NewMarks, c.NewAuthor, c.NewCredit, c.NewCleared}
}

// IsNothing reports whether err says there was no step to undo or redo.
func IsNothing(err error) bool { return errors.Is(err, errNothing) }

// lastBy returns the index of the last step of steps made by by ("" matches any), or -1.
func lastBy(steps []Step, by string) int {
	for k := len(steps) - 1; k >= 0; k-- {
		if by == "" || steps[k].By == by {
			return k
		}
	}
	return -1
}

// setCleared sets the cleared peers of cell i.
func (g *Game) setCleared(i int, peers []int) {
	if len(peers) == 0 {
		delete(g.Cleared, i)
		if len(g.Cleared) == 0 {
			g.Cleared = nil
		}
		return
	}
	if g.Cleared == nil {
		g.Cleared = map[int][]int{}
	}
	g.Cleared[i] = peers
}

// AutoFill sets the pencil marks of every empty cell to its candidates (the digits no
// visible peer holds), as one undoable step.
func (g *Game) AutoFill(by string, now time.Time) error {
	if g.Finished {
		return ErrFinished
	}
	c := sudoku.NewCandidates(g.Grid())
	w := g.draft()
	for i := range w.marks {
		if g.Cells[i] == 0 {
			w.marks[i] = c.Mask[i]
		}
	}
	g.commit(by, now, w)
	return nil
}

// Check counts a check and returns the player's wrong digits; they stay shown
// ([Game.Reveal]) until the grid next changes. A check that finds one counts as wrong,
// unless the last check's are still shown (nothing changed since): pressing Check again
// shows nothing new, as Hint again on the same list of mistakes does not.
func (g *Game) Check(now time.Time) []int {
	wrong := g.WrongCells()
	if g.Finished {
		return wrong
	}
	g.Checks++
	if len(wrong) > 0 && !g.Reveal {
		g.Wrong++
	}
	g.Reveal = true
	g.Touch(now)
	return wrong
}

// NextRung returns the rung of the hint ladder (1..[LadderTop]) to show and moves the
// ladder there: the next rung when the grid and marks are as they were at the last hint,
// else rung 1; after the top rung it stays at the top.
//
// One rule counts hints everywhere ([Game.Hints], the finish, the puzzle of the day): a
// hint is counted when the ladder starts at rung 1, on a new step or a new list of
// mistakes. Climbing the same step's ladder, and pressing again at its top rung or on the
// same list of mistakes, is free.
func (g *Game) NextRung(now time.Time) int {
	fp := g.fingerprint()
	if g.Rung >= 1 && g.RungAt == fp {
		g.Rung = min(g.Rung+1, LadderTop)
	} else {
		g.Rung = 1
		g.Hints++
	}
	g.RungAt = fp
	g.Touch(now)
	return g.Rung
}

// AtLadderTop reports whether the last hint reached the top rung of the ladder on the grid
// and marks as they are now: the rung whose step a player may apply.
func (g *Game) AtLadderTop() bool {
	return g.Rung == LadderTop && g.RungAt == g.fingerprint()
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

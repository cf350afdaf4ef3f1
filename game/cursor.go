package game

import (
	"slices"
	"time"
)

// A Cursor is what one member sees of a board and where their presses land: the selected
// cell, the highlighted digit, pencil mode, the digit in hand for digit-first input, and
// the page of controls. On a co-op board each member has their own, in [Game.Cursors]; a
// private board keeps its owner's in the game's own fields (Selected, Light, Pencil,
// Panel, Page, Brush). The zero Cursor selects cell 0: use [NoCursor] for none.
type Cursor struct {
	Selected int   `json:"s"`            // the selected cell, -1 for none
	Light    int   `json:"l,omitempty"`  // the highlighted digit, 0 for none
	Pencil   bool  `json:"p,omitempty"`  // digit presses toggle pencil marks
	Panel    int   `json:"pn,omitempty"` // which page of controls the member's view shows
	Page     int   `json:"pg,omitempty"` // which page of digit buttons (grids above 9×9)
	Brush    int   `json:"b,omitempty"`  // digit-first input: the digit in hand, 0 for none, -1 for the eraser
	Colour   int   `json:"c,omitempty"`  // co-op: which of the view's cursor colours the member's is drawn in
	At       int64 `json:"at,omitempty"` // co-op: the version at which the member last moved it
}

// NoCursor is the cursor of a member who has not chosen anything yet.
var NoCursor = Cursor{Selected: -1}

// CursorOf returns member by's cursor: theirs on a co-op board, the game's own on a
// private one.
func (g *Game) CursorOf(by string) Cursor {
	if !g.Together {
		return Cursor{Selected: g.Selected, Light: g.Light, Pencil: g.Pencil, Panel: g.Panel, Page: g.Page, Brush: g.Brush, At: g.Version}
	}
	if c, ok := g.Cursors[by]; ok {
		return c
	}
	return NoCursor
}

// SetCursor makes c member by's cursor, with its cell and digits brought into the grid,
// and records the action at now. Moving a cursor is not an undoable step and stamps no
// cell: it never makes another member's move out of date.
func (g *Game) SetCursor(by string, now time.Time, c Cursor) {
	c = g.clampCursor(c)
	g.Touch(now)
	if !g.Together {
		g.Selected, g.Light, g.Pencil, g.Panel, g.Page, g.Brush = c.Selected, c.Light, c.Pencil, c.Panel, c.Page, c.Brush
		return
	}
	if g.Finished {
		return
	}
	c.At = g.Version + 1
	if g.Cursors == nil {
		g.Cursors = map[string]Cursor{}
	}
	g.Cursors[by] = c
}

// clampCursor brings c's cell and digits into the grid.
func (g *Game) clampCursor(c Cursor) Cursor {
	if c.Selected < -1 || c.Selected >= g.N*g.N {
		c.Selected = -1
	}
	if c.Light < 0 || c.Light > g.N {
		c.Light = 0
	}
	if c.Brush < -1 || c.Brush > g.N {
		c.Brush = 0
	}
	c.Panel, c.Page = max(c.Panel, 0), max(c.Page, 0)
	return c
}

// Select makes cell i (-1 for none) member by's selected cell.
func (g *Game) Select(by string, now time.Time, i int) {
	c := g.CursorOf(by)
	c.Selected = i
	g.SetCursor(by, now, c)
}

// SelectRow moves by's selection to row r (0-based), keeping its column (column 1 when
// no cell was selected).
func (g *Game) SelectRow(by string, now time.Time, r int) {
	col := 0
	if s := g.CursorOf(by).Selected; s >= 0 {
		col = s % g.N
	}
	if r >= 0 && r < g.N {
		g.Select(by, now, r*g.N+col)
	}
}

// SelectCol moves by's selection to column c (0-based), keeping its row.
func (g *Game) SelectCol(by string, now time.Time, c int) {
	row := 0
	if s := g.CursorOf(by).Selected; s >= 0 {
		row = s / g.N
	}
	if c >= 0 && c < g.N {
		g.Select(by, now, row*g.N+c)
	}
}

// Highlight makes d (0 for none) by's highlighted digit; highlighting the highlighted
// digit again turns the highlight off.
func (g *Game) Highlight(by string, now time.Time, d int) {
	c := g.CursorOf(by)
	if d < 0 || d > g.N || d == c.Light {
		d = 0
	}
	c.Light = d
	g.SetCursor(by, now, c)
}

// TogglePencil switches by's digit presses between placing digits and toggling pencil
// marks.
func (g *Game) TogglePencil(by string, now time.Time) {
	c := g.CursorOf(by)
	c.Pencil = !c.Pencil
	g.SetCursor(by, now, c)
}

// Press is a digit button pressed by member by: it places d in by's selected cell, or
// toggles pencil mark d there in pencil mode. Pressing the digit a cell already holds
// takes it back.
func (g *Game) Press(by string, now time.Time, d int) error {
	c := g.CursorOf(by)
	return g.PressAt(by, now, c.Selected, d, c.Pencil)
}

// PressAt is a digit press on cell i (-1: none selected, [ErrNoCell]): it places d, or
// toggles pencil mark d when pencil is set; placing the digit the cell holds takes it back.
func (g *Game) PressAt(by string, now time.Time, i, d int, pencil bool) error {
	if i < 0 || i >= g.N*g.N {
		return ErrNoCell
	}
	if pencil {
		return g.Apply(by, now, Move{Kind: Toggle, Cell: i, Digit: d})
	}
	if g.Cells[i] == uint8(d) && g.Givens[i] == 0 {
		d = 0
	}
	return g.Apply(by, now, Move{Kind: Place, Cell: i, Digit: d})
}

// EraseSelected clears by's selected cell's digit, or its pencil marks when it has no
// digit.
func (g *Game) EraseSelected(by string, now time.Time) error {
	i := g.CursorOf(by).Selected
	if i < 0 {
		return ErrNoCell
	}
	return g.Apply(by, now, Move{Kind: Erase, Cell: i})
}

// NextEmpty returns the first empty cell after cell i in reading order (along i's row,
// then the rows below, then from the top), or -1 when the grid is full. i = -1 starts at
// the first cell.
func (g *Game) NextEmpty(i int) int {
	size := g.N * g.N
	for k := 1; k <= size; k++ {
		if j := (i + k + size) % size; g.Cells[j] == 0 {
			return j
		}
	}
	return -1
}

// Played reports whether member by took part in the game: the owner of a private game,
// or anyone who changed a co-op board.
func (g *Game) Played(by string) bool {
	switch {
	case by == "":
		return false
	case !g.Together:
		return by == g.Owner
	case slices.Contains(g.Players, by) || slices.Contains(g.Credit, by) || slices.Contains(g.Authors, by):
		return true
	}
	for _, h := range [][]Step{g.Undo, g.Redo} {
		for _, s := range h {
			if s.By == by {
				return true
			}
		}
	}
	return false
}

// MarkShared records that the result of the finished game was posted. It reports false,
// changing nothing, when the game is not finished or its result was posted already: a
// result is posted once per finish.
func (g *Game) MarkShared() bool {
	if !g.Finished || g.Shared {
		return false
	}
	g.Shared = true
	return true
}

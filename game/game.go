// Package game is one Sudoku game being played: the puzzle and its solution, the player's
// digits and pencil marks, each member's cursor (selected cell, highlighted digit, pencil
// mode, digit in hand), undo and redo, who placed which digit first (for the co-op board),
// hints (counted once per step), checks, mistakes and the active time. It also reads the
// typed-move grammar ([ParseMoves]).
//
// It knows nothing of Discord or SQL: bot drives it from button presses, keeps it in the
// store as the bytes of [Game.Encode], and draws it through render. A web front end could
// drive the same type. It imports only the standard library and solver/sudoku.
//
// A Game is a plain value that one goroutine changes at a time; concurrent players are
// serialised by the store's version check ([Game.Version]), never by locks in here.
package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// IdleGap is the longest pause counted as playing time: a gap between two actions longer
// than this is idle and adds nothing to [Game.Active].
const IdleGap = 5 * time.Minute

// LadderTop is the last rung of the hint ladder (where to look, the technique, the
// deduction, the result).
const LadderTop = 4

// maxHistory bounds the undo history kept in a game, so that a stored game stays small.
const maxHistory = 500

// A Game is one Sudoku being played. Its fields are exported so that the store and the
// views can read them; change a game only through its methods, which keep the history,
// the counters and the clock right.
type Game struct {
	ID       string `json:"id"`
	Kind     string `json:"kind,omitempty"`     // what the game is for, as the store files it ("play", "daily")
	Owner    string `json:"owner"`              // the member who opened it
	Together bool   `json:"together,omitempty"` // a co-op board: anyone in the channel may play
	Band     string `json:"band,omitempty"`     // difficulty band name, for the finish line ("medium")

	N       int `json:"n"`
	BoxRows int `json:"br"`
	BoxCols int `json:"bc"`

	Givens   []uint8  `json:"givens"`             // the puzzle, 0 for blank
	Solution []uint8  `json:"solution"`           // the unique solution
	Cells    []uint8  `json:"cells"`              // the player's grid, givens included
	Marks    []uint32 `json:"marks"`              // pencil marks, bit d-1 for digit d
	Authors  []string `json:"authors,omitempty"`  // who placed each cell's current digit ("" for givens and blanks)
	Credit   []string `json:"credit,omitempty"`   // who first placed each cell's correct digit: the co-op board's thanks
	Stamps   []int64  `json:"stamps,omitempty"`   // the version at which each cell's digit or marks last changed
	StampBy  []string `json:"stamp_by,omitempty"` // and who changed it then
	// Cleared lists, for each cell holding a placed digit, the peers whose pencil mark of
	// that digit the placement removed, so that taking the digit back restores them.
	Cleared map[int][]int `json:"cleared,omitempty"`
	// The owner's cursor on a private board (see [Cursor]); a co-op board keeps each
	// member's in Cursors instead.
	Selected int               `json:"selected"`           // the selected cell, -1 for none
	Light    int               `json:"highlight"`          // the highlighted digit, 0 for none
	Pencil   bool              `json:"pencil,omitempty"`   // digit presses toggle pencil marks
	Panel    int               `json:"panel,omitempty"`    // which page of controls a front end shows
	Page     int               `json:"page,omitempty"`     // which page of digit buttons (grids above 9×9)
	Brush    int               `json:"brush,omitempty"`    // digit-first input: the digit in hand, 0 for none, -1 for the eraser
	Cursors  map[string]Cursor `json:"cursors,omitempty"`  // co-op: each member's cursor, by member
	Players  []string          `json:"players,omitempty"`  // who changed the board, in order of their first change
	Shared   bool              `json:"shared,omitempty"`   // the finished game's result was posted
	Reveal   bool              `json:"reveal,omitempty"`   // wrong digits are shown until the next change (after a check)
	Undo     []Step            `json:"undo,omitempty"`     // most recent last
	Redo     []Step            `json:"redo,omitempty"`     // most recent last
	Hints    int               `json:"hints,omitempty"`    // hints taken: new steps (or lists of mistakes), see NextRung
	Rung     int               `json:"rung,omitempty"`     // the last hint's rung, 1..LadderTop
	RungAt   uint64            `json:"rung_at,omitempty"`  // fingerprint of the grid and marks the rung was given on
	Checks   int               `json:"checks,omitempty"`   // checks made
	Wrong    int               `json:"wrong,omitempty"`    // checks that found a wrong digit
	Mistakes int               `json:"mistakes,omitempty"` // wrong digits placed

	Started    time.Time     `json:"started"`
	LastAction time.Time     `json:"last_action"`
	Active     time.Duration `json:"active"` // playing time, idle gaps over IdleGap left out
	Finished   bool          `json:"finished,omitempty"`
	FinishedAt time.Time     `json:"finished_at,omitzero"`

	// Version counts saved changes: 1 for a new game, one more for each save. The store
	// saves a game only over the version it was loaded at (compare-and-swap).
	Version int64 `json:"version"`
}

// A Step is one undoable action: the cells it changed, before and after.
type Step struct {
	By      string   `json:"by,omitempty"`
	Changes []Change `json:"c"`
}

// A Change is one cell's digit, marks, author, credit and cleared peers before and after
// a step.
type Change struct {
	Cell       int    `json:"i"`
	Digit      uint8  `json:"d0,omitempty"`
	NewDigit   uint8  `json:"d1,omitempty"`
	Marks      uint32 `json:"m0,omitempty"`
	NewMarks   uint32 `json:"m1,omitempty"`
	Author     string `json:"a0,omitempty"`
	NewAuthor  string `json:"a1,omitempty"`
	Credit     string `json:"c0,omitempty"`
	NewCredit  string `json:"c1,omitempty"`
	Cleared    []int  `json:"k0,omitempty"`
	NewCleared []int  `json:"k1,omitempty"`
}

// New starts a game of puzzle, whose unique solution is solution, at now. The id names it
// in the store and in button IDs; owner is the member who opened it.
func New(id, owner string, puzzle, solution sudoku.Grid, now time.Time) (*Game, error) {
	n := puzzle.Size()
	if n < 4 || n > sudoku.MaxSize || puzzle.Len() != n*n {
		return nil, fmt.Errorf("game: new: the puzzle is %d×%d, want 4×4 to %d×%d", n, n, sudoku.MaxSize, sudoku.MaxSize)
	}
	if solution.Size() != n || solution.BoxRows() != puzzle.BoxRows() || !solution.Filled() {
		return nil, errors.New("game: new: the solution is not a full grid of the puzzle's shape")
	}
	g := &Game{ID: id, Owner: owner, N: n, BoxRows: puzzle.BoxRows(), BoxCols: puzzle.BoxCols(),
		Givens: make([]uint8, n*n), Solution: make([]uint8, n*n), Cells: make([]uint8, n*n),
		Marks: make([]uint32, n*n), Authors: make([]string, n*n), Credit: make([]string, n*n), Stamps: make([]int64, n*n), StampBy: make([]string, n*n), Selected: -1,
		Started: now, LastAction: now, Version: 1}
	for i := range g.Givens {
		d, s := puzzle.Cell(i), solution.Cell(i)
		if d != 0 && d != s {
			return nil, fmt.Errorf("game: new: %s holds %d but the solution has %d", sudoku.CellName(i, n), d, s)
		}
		g.Givens[i], g.Solution[i], g.Cells[i] = uint8(d), uint8(s), uint8(d)
	}
	return g, nil
}

// Decode reads a game written by [Game.Encode] and checks that its parts fit together.
func Decode(data []byte) (*Game, error) {
	var g Game
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("game: decode: %w", err)
	}
	n := g.N
	if n < 4 || n > sudoku.MaxSize || g.BoxRows*g.BoxCols != n {
		return nil, fmt.Errorf("game: decode: bad shape %d×%d with %d×%d boxes", n, n, g.BoxRows, g.BoxCols)
	}
	if len(g.Authors) == 0 {
		g.Authors = make([]string, n*n)
	}
	if len(g.Credit) == 0 { // a game saved before credits were kept: its authors placed first
		g.Credit = make([]string, n*n)
		for i, a := range g.Authors {
			if len(g.Cells) == n*n && len(g.Solution) == n*n && g.Cells[i] != 0 && g.Cells[i] == g.Solution[i] {
				g.Credit[i] = a
			}
		}
	}
	if len(g.Stamps) == 0 {
		g.Stamps = make([]int64, n*n)
	}
	if len(g.StampBy) == 0 {
		g.StampBy = make([]string, n*n)
	}
	if len(g.Givens) != n*n || len(g.Solution) != n*n || len(g.Cells) != n*n || len(g.Marks) != n*n ||
		len(g.Authors) != n*n || len(g.Credit) != n*n || len(g.Stamps) != n*n || len(g.StampBy) != n*n {
		return nil, fmt.Errorf("game: decode: cell lists do not hold %d cells", n*n)
	}
	for c, peers := range g.Cleared {
		if c < 0 || c >= n*n || !cellsIn(peers, n*n) {
			return nil, errors.New("game: decode: the cleared pencil marks name a cell outside the grid")
		}
	}
	for i := range g.Cells {
		if int(g.Cells[i]) > n || int(g.Solution[i]) > n || g.Solution[i] == 0 {
			return nil, fmt.Errorf("game: decode: %s holds a digit outside 1..%d", sudoku.CellName(i, n), n)
		}
	}
	if g.Selected < -1 || g.Selected >= n*n {
		g.Selected = -1
	}
	if g.Light < 0 || g.Light > n {
		g.Light = 0
	}
	if g.Brush < -1 || g.Brush > n {
		g.Brush = 0
	}
	for by, c := range g.Cursors {
		g.Cursors[by] = g.clampCursor(c)
	}
	for _, h := range [][]Step{g.Undo, g.Redo} {
		for _, s := range h {
			for _, c := range s.Changes {
				if c.Cell < 0 || c.Cell >= n*n || int(c.Digit) > n || int(c.NewDigit) > n || !cellsIn(c.Cleared, n*n) || !cellsIn(c.NewCleared, n*n) {
					return nil, errors.New("game: decode: the history names a cell or digit outside the grid")
				}
			}
		}
	}
	return &g, nil
}

// cellsIn reports whether every cell of list is in 0..size-1.
func cellsIn(list []int, size int) bool {
	for _, c := range list {
		if c < 0 || c >= size {
			return false
		}
	}
	return true
}

// Encode writes the game for the store.
func (g *Game) Encode() ([]byte, error) {
	b, err := json.Marshal(g)
	if err != nil {
		return nil, fmt.Errorf("game: encode: %w", err)
	}
	return b, nil
}

// grid builds a sudoku.Grid of the game's shape from cells.
func (g *Game) grid(cells []uint8) sudoku.Grid {
	out, err := sudoku.NewGridBoxes(g.N, g.BoxRows, g.BoxCols)
	if err != nil {
		// The shape was checked by New and Decode.
		panic("game: " + err.Error())
	}
	for i, d := range cells {
		if d != 0 {
			out.SetCell(i, int(d))
		}
	}
	return out
}

// Puzzle returns the givens as a grid.
func (g *Game) Puzzle() sudoku.Grid { return g.grid(g.Givens) }

// Grid returns the player's grid (givens and the player's digits).
func (g *Game) Grid() sudoku.Grid { return g.grid(g.Cells) }

// SolutionGrid returns the solution as a grid.
func (g *Game) SolutionGrid() sudoku.Grid { return g.grid(g.Solution) }

// Candidates returns the player's pencil marks (filled cells have none).
func (g *Game) Candidates() sudoku.Candidates {
	m := make([]uint32, len(g.Marks))
	for i, v := range g.Marks {
		if g.Cells[i] == 0 {
			m[i] = v
		}
	}
	return sudoku.Candidates{N: g.N, Mask: m}
}

// HasMarks reports whether any empty cell has a pencil mark.
func (g *Game) HasMarks() bool {
	for i, v := range g.Marks {
		if v != 0 && g.Cells[i] == 0 {
			return true
		}
	}
	return false
}

// Given reports whether cell i is a given.
func (g *Game) Given(i int) bool { return g.Givens[i] != 0 }

// Left returns the number of blank cells.
func (g *Game) Left() int {
	k := 0
	for _, d := range g.Cells {
		if d == 0 {
			k++
		}
	}
	return k
}

// Solved reports whether the player's grid is the solution.
func (g *Game) Solved() bool {
	for i, d := range g.Cells {
		if d != g.Solution[i] {
			return false
		}
	}
	return true
}

// WrongCells returns the player's digits that differ from the solution, in cell order.
func (g *Game) WrongCells() []int {
	var out []int
	for i, d := range g.Cells {
		if d != 0 && d != g.Solution[i] {
			out = append(out, i)
		}
	}
	return out
}

// Conflicts returns the cells whose digit another digit of the same row, column or box
// repeats, in cell order: what a player sees is wrong without knowing the solution.
func (g *Game) Conflicts() []int {
	n := g.N
	bad := make([]bool, n*n)
	cur := g.Grid()
	seen := make([]int, n+1)
	for kind := sudoku.Row; kind <= sudoku.Box; kind++ {
		for h := 0; h < n; h++ {
			house := sudoku.House{Kind: kind, Index: h}
			for d := range seen {
				seen[d] = -1
			}
			for k := 0; k < n; k++ {
				i := cur.HouseCell(house, k)
				d := g.Cells[i]
				if d == 0 {
					continue
				}
				if j := seen[d]; j >= 0 {
					bad[i], bad[j] = true, true
				} else {
					seen[d] = i
				}
			}
		}
	}
	var out []int
	for i, b := range bad {
		if b {
			out = append(out, i)
		}
	}
	return out
}

// Credits returns, for each member, how many cells of the grid hold a correct digit that
// member was the first to place there (givens excluded): retyping or re-placing a digit
// someone else found first takes nothing from them. On a finished co-op board these are
// the people to thank.
func (g *Game) Credits() map[string]int {
	out := map[string]int{}
	for i, a := range g.Credit {
		if a != "" && g.Givens[i] == 0 && g.Cells[i] == g.Solution[i] {
			out[a]++
		}
	}
	return out
}

// Credited returns the members [Game.Credits] names, most digits first (then by ID).
func (g *Game) Credited() []string {
	c := g.Credits()
	users := make([]string, 0, len(c))
	for u := range c {
		users = append(users, u)
	}
	slices.SortFunc(users, func(a, b string) int {
		if c[a] != c[b] {
			return c[b] - c[a]
		}
		return strings.Compare(a, b)
	})
	return users
}

// ChangedSince reports whether someone other than by changed cell i's digit or pencil
// marks after version v: a move by by made on a board drawn at v would overwrite a change
// they have not seen. Their own later changes (moves sent before the board caught up)
// never count.
func (g *Game) ChangedSince(i int, v int64, by string) bool {
	return i >= 0 && i < len(g.Stamps) && g.Stamps[i] > v && g.StampBy[i] != by
}

// CellName returns the notation of cell i: "r3c5".
func (g *Game) CellName(i int) string { return sudoku.CellName(i, g.N) }

// Symbol returns how digit d is written on this board: 1-9, then A=10, B=11, ….
func (g *Game) Symbol(d int) string { return sudoku.DefaultSymbols(g.N).Format(d) }

package web

// The WebSocket protocol: one JSON object per message, its kind in "t". The page sends
// hello first, then moves and requests; the server answers with the room, the game as
// this participant may see it, the people in the room, hints and notes. docs/activity.md
// lists every message.

import (
	"sort"

	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// inMsg is a message from the page. Which fields matter depends on T.
type inMsg struct {
	T        string   `json:"t"`
	Token    string   `json:"token,omitempty"`    // hello: the session token from /api/token
	Instance string   `json:"instance,omitempty"` // hello: the SDK's instanceId
	Seen     int64    `json:"seen,omitempty"`     // move: the game version the page showed
	Moves    []inMove `json:"moves,omitempty"`    // move
	Cell     *int     `json:"cell,omitempty"`     // select: -1 for none
	Mode     string   `json:"mode,omitempty"`     // new: coop, race or solo
	Band     string   `json:"band,omitempty"`     // new
	Size     int      `json:"size,omitempty"`     // new
	Theme    string   `json:"theme,omitempty"`    // settings: light or dark
	Mistakes *bool    `json:"mistakes,omitempty"` // settings: show wrong digits at once
}

// inMove is one change to a cell: place (d 0 erases the digit), erase (digit and marks),
// toggle (pencil mark d) or marks (set the pencil marks to set).
type inMove struct {
	K    string `json:"k"`
	Cell int    `json:"cell"`
	D    int    `json:"d,omitempty"`
	Set  uint32 `json:"set,omitempty"`
}

// gameMove turns an inMove into a game.Move; ok is false for an unknown kind.
func (m inMove) gameMove() (game.Move, bool) {
	switch m.K {
	case "place":
		return game.Move{Kind: game.Place, Cell: m.Cell, Digit: m.D}, true
	case "erase":
		return game.Move{Kind: game.Erase, Cell: m.Cell}, true
	case "toggle":
		return game.Move{Kind: game.Toggle, Cell: m.Cell, Digit: m.D}, true
	case "marks":
		return game.Move{Kind: game.Marks, Cell: m.Cell, Set: m.Set}, true
	}
	return game.Move{}, false
}

// gameView is a game as one participant may see it: never the solution; wrong digits
// only when their settings show them at once (never on the puzzle of the day) or a Check
// revealed them.
type gameView struct {
	ID       string   `json:"id"`
	Version  int64    `json:"version"`
	Kind     string   `json:"kind"`
	N        int      `json:"n"`
	BoxRows  int      `json:"br"`
	BoxCols  int      `json:"bc"`
	Band     string   `json:"band"`
	Together bool     `json:"together"`
	Owner    string   `json:"owner"`
	Givens   []int    `json:"givens"` // numbers, not Go's base64 of a []uint8
	Cells    []int    `json:"cells"`
	Marks    []uint32 `json:"marks"`
	Wrong    []int    `json:"wrong"`
	Active   int      `json:"active"` // seconds of playing time
	Finished bool     `json:"finished"`
	Hints    int      `json:"hints"`
	Checks   int      `json:"checks"`
	Mistakes int      `json:"mistakes"`
	CanUndo  bool     `json:"canUndo"`
	CanRedo  bool     `json:"canRedo"`
	Credits  []credit `json:"credits"`
	Rung     int      `json:"rung"` // the ladder's rung on this very grid, 0 when the grid changed since
}

func ints(b []uint8) []int {
	out := make([]int, len(b))
	for i, v := range b {
		out[i] = int(v)
	}
	return out
}

// A credit is one member's correct digits on a co-op board.
type credit struct {
	User   string `json:"user"`
	Digits int    `json:"digits"`
}

// viewOf builds what user may see of g with settings set.
func viewOf(g *game.Game, user string, set store.PlayerSettings) gameView {
	v := gameView{ID: g.ID, Version: g.Version, Kind: g.Kind, N: g.N, BoxRows: g.BoxRows, BoxCols: g.BoxCols,
		Band: g.Band, Together: g.Together, Owner: g.Owner, Givens: ints(g.Givens), Cells: ints(g.Cells),
		Marks: g.Candidates().Mask, Wrong: []int{}, Active: int(g.Elapsed().Seconds()), Finished: g.Finished,
		Hints: g.Hints, Checks: g.Checks, Mistakes: g.Mistakes, Credits: []credit{}}
	if g.Reveal || (set.Mistakes && g.Kind != session.KindDaily) {
		v.Wrong = append(v.Wrong, g.WrongCells()...)
	}
	for _, s := range g.Undo {
		v.CanUndo = v.CanUndo || s.By == user || !g.Together
	}
	for _, s := range g.Redo {
		v.CanRedo = v.CanRedo || s.By == user || !g.Together
	}
	for u, n := range g.Credits() {
		v.Credits = append(v.Credits, credit{User: u, Digits: n})
	}
	sort.Slice(v.Credits, func(i, j int) bool {
		a, b := v.Credits[i], v.Credits[j]
		return a.Digits > b.Digits || (a.Digits == b.Digits && a.User < b.User)
	})
	if g.AtLadderTop() {
		v.Rung = game.LadderTop
	}
	return v
}

// hintView is one rung of the hint ladder, with what the board draws for it.
type hintView struct {
	Rung         int           `json:"rung"`
	Top          int           `json:"top"`
	Text         string        `json:"text"`
	Technique    string        `json:"technique"`
	Houses       []houseView   `json:"houses"`
	Cells        []int         `json:"cells"`        // the pattern's cells
	Marks        []markView    `json:"marks"`        // the pattern's candidates
	Links        []linkView    `json:"links"`        // a chain's links
	Placements   []markView    `json:"placements"`   // rung 4
	Eliminations []markView    `json:"eliminations"` // rung 4
	Mistakes     []mistakeView `json:"mistakes"`     // fix these first
	Apply        bool          `json:"apply"`        // the top rung: the step can be played
	Solved       bool          `json:"solved"`
	None         bool          `json:"none"`
}

type houseView struct {
	Kind  string `json:"kind"` // row, col or box
	Index int    `json:"index"`
}

type markView struct {
	Cell  int `json:"cell"`
	Digit int `json:"d"`
	Role  int `json:"role,omitempty"`
}

type linkView struct {
	From   markView `json:"from"`
	To     markView `json:"to"`
	Strong bool     `json:"strong"`
}

type mistakeView struct {
	Cell  int    `json:"cell"`
	Digit int    `json:"d"`
	Why   string `json:"why"`
}

var houseKinds = map[sudoku.HouseKind]string{sudoku.Row: "row", sudoku.Col: "col", sudoku.Box: "box"}

// hintViewOf builds the view of h: what its rung may show, and nothing more.
func hintViewOf(h session.Hint) hintView {
	v := hintView{Rung: h.Rung, Top: game.LadderTop, Text: h.Text, Solved: h.Solved, None: h.None,
		Houses: []houseView{}, Cells: []int{}, Marks: []markView{}, Links: []linkView{},
		Placements: []markView{}, Eliminations: []markView{}, Mistakes: []mistakeView{}}
	for i, m := range h.Mistakes {
		v.Mistakes = append(v.Mistakes, mistakeView{Cell: m.Cell, Digit: m.Digit, Why: h.Why[i]})
	}
	if h.Step == nil {
		return v
	}
	shown := technique.Rung(*h.Step, h.Rung)
	if h.Rung >= 2 {
		v.Technique = shown.Technique.String()
	}
	for _, hs := range shown.Houses {
		v.Houses = append(v.Houses, houseView{Kind: houseKinds[hs.Kind], Index: hs.Index})
	}
	v.Cells = append(v.Cells, shown.PatternCells()...)
	for _, m := range shown.Pattern {
		v.Marks = append(v.Marks, markView{Cell: m.Cell, Digit: m.Digit, Role: int(m.Role)})
	}
	for _, l := range shown.Links {
		v.Links = append(v.Links, linkView{From: markView{Cell: l.From.Cell, Digit: l.From.Digit}, To: markView{Cell: l.To.Cell, Digit: l.To.Digit}, Strong: l.Strong})
	}
	if h.Rung >= game.LadderTop {
		for _, p := range shown.Placements {
			v.Placements = append(v.Placements, markView{Cell: p.Cell, Digit: p.Digit})
		}
		for _, e := range shown.Eliminations {
			v.Eliminations = append(v.Eliminations, markView{Cell: e.Cell, Digit: e.Digit})
		}
		v.Apply = true
	}
	return v
}

// A person is one participant of a room as the others see them: no game, only where they
// look and, in a race or on the puzzle of the day, how far they are (cells filled, never
// which).
type person struct {
	User     string `json:"user"`
	Name     string `json:"name"`
	Avatar   string `json:"avatar,omitempty"` // the Discord avatar's hash, for the page's /cdn URL mapping
	Color    int    `json:"color"`            // an index into the page's palette
	Cell     int    `json:"cell"`             // the selected cell on the shared board, -1 for none
	Game     string `json:"game"`             // the game they play
	Filled   int    `json:"filled"`           // race and daily: their filled cells
	Total    int    `json:"total"`            // and how many there are to fill
	Finished bool   `json:"finished"`
	Seconds  int    `json:"seconds"` // playing time at the finish
	Online   bool   `json:"online"`
	At       int64  `json:"at"` // Unix milliseconds of this news, so that old news loses
}

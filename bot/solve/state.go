package solve

import (
	"fmt"

	"github.com/sudokubot/sudokubot/bot/state"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// State is what a Sudoku button's key names: the puzzle and where the player is in it.
type State struct {
	N       int      `json:"n"`
	BoxRows int      `json:"br"`
	BoxCols int      `json:"bc"`
	Given   []byte   `json:"given"`             // the puzzle as posed
	Current []byte   `json:"current,omitempty"` // the player's grid (hints); empty means Given
	Marks   []uint32 `json:"marks,omitempty"`   // pencil marks after elimination steps
	Explain []string `json:"explain,omitempty"` // explanation pages, once computed
	// Options are the options of the command a grid read from a picture answers (together,
	// given, …), kept until the member confirms or fixes the reading.
	Options map[string]string `json:"opts,omitempty"`
}

// States keeps a Sudoku's button state; a state whose puzzle does not decode is refused.
var States = state.Kind[State]{Prefix: "p:", Name: "state", Check: func(st State) error {
	_, err := st.Puzzle()
	return err
}}

// NewState records the puzzle given and the player's grid current.
func NewState(given, current sudoku.Grid) State {
	st := State{N: given.Size(), BoxRows: given.BoxRows(), BoxCols: given.BoxCols(), Given: cellsOf(given)}
	if current.Size() == given.Size() && !current.Equal(given) {
		st.Current = cellsOf(current)
	}
	return st
}

func cellsOf(g sudoku.Grid) []byte {
	out := make([]byte, g.Len())
	for i := range out {
		out[i] = byte(g.Cell(i))
	}
	return out
}

func (st State) grid(cells []byte) (sudoku.Grid, error) {
	g, err := sudoku.NewGridBoxes(st.N, st.BoxRows, st.BoxCols)
	if err != nil {
		return sudoku.Grid{}, err
	}
	if len(cells) != g.Len() {
		return sudoku.Grid{}, fmt.Errorf("bot: state holds %d cells, want %d", len(cells), g.Len())
	}
	for i, d := range cells {
		if int(d) > st.N {
			return sudoku.Grid{}, fmt.Errorf("bot: state cell %d holds %d", i, d)
		}
		g.SetCell(i, int(d))
	}
	return g, nil
}

// Puzzle is the puzzle as posed.
func (st State) Puzzle() (sudoku.Grid, error) { return st.grid(st.Given) }

// Progress is the player's grid.
func (st State) Progress() (sudoku.Grid, error) {
	if len(st.Current) == 0 {
		return st.grid(st.Given)
	}
	return st.grid(st.Current)
}

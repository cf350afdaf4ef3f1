package sudoku

import "fmt"

// explainMore is level 3 for the single-digit patterns, wings, uniqueness and chains.
func (t texter) explainMore() string {
	return fmt.Sprintf("%s: %s.", t.which(), capitalize(t.removal()))
}

package sudoku

// validSolution reports whether sol is a full grid obeying the rules that keeps g's givens.
func validSolution(g, sol Grid) bool {
	if sol.n != g.n || len(sol.cells) != len(g.cells) {
		return false
	}
	for i, v := range g.cells {
		if sol.cells[i] == 0 || int(sol.cells[i]) > g.n || (v != 0 && sol.cells[i] != v) {
			return false
		}
	}
	return Check(sol) == nil
}

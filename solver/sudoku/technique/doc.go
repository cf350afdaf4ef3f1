// Package technique is the vocabulary of logical Sudoku steps: the techniques, each with
// one descriptor (name, HoDoKu codes, rating, score, tier, words key) in the table of
// technique.go, and the [Step] a technique makes: its pattern and the roles of its
// candidates, its houses and links, its placements or eliminations, the reasons of a
// single, the notation ([Step.String]) and what each rung of the hint ladder may show
// ([Rung]).
//
// Package logic finds steps, package explain words them and package render draws them;
// this package only describes them. It imports the root package sudoku (grids, houses)
// and nothing else of the project, and nothing here prints or keeps mutable state.
package technique

//go:build !race

package sudoku

const raceEnabled = false

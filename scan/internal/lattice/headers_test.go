package lattice

import "testing"

// TestHeaders: a row of a table of 19 cells (the first the sheet's row numbers, the grid
// 16 cells wide) is a header of column letters when ink fills it but at its ends; a 16×16
// puzzle's full row has empty cells between it and its row number.
func TestHeaders(t *testing.T) {
	tests := []struct {
		name string
		row  string // one character a cell: '#' ink shaped like a digit, '.' empty
		want bool
	}{
		{"column letters, the corner empty", ".##################", true},
		{"column letters, the corner and the last cell empty", ".#################.", true},
		{"column letters, every cell", "###################", true},
		{"a grid's full row beside its row number", "#.################.", false},
		{"a grid's full row, empty cells both sides", "..################.", false},
		{"a grid's row with one empty cell", "#.#######.########.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Three rows: a sheet's empty row, the row tested, another empty row; every
			// cell the sheet's white, so only the ink tells.
			n := len(tt.row)
			tb := &table{rows: 3, cols: n}
			tb.med, tb.occupied = make([][]float64, 3), make([][]bool, 3)
			for r := range 3 {
				tb.med[r], tb.occupied[r] = make([]float64, n), make([]bool, n)
				for c := range n {
					tb.med[r][c] = 250
					tb.occupied[r][c] = r == 1 && tt.row[c] == '#'
				}
			}
			rows, _ := tb.headers(16)
			if rows[1] != tt.want {
				t.Errorf("row %q: header %v, want %v", tt.row, rows[1], tt.want)
			}
		})
	}
}

// TestHeadersCursorLit: a row of 16 cells on a background of its own, unlike the sheet's
// white, ink in every cell, is a header of column letters when one cell at most is far off
// that background (Calc draws the cell cursor's letter white on dark blue); a puzzle's row
// tinted as the selected cell's, that cell a few tens of levels darker, is not, nor one
// with an empty cell, its selected cell dark (a Go-drawn desktop 16×16's, 0x7c3b).
func TestHeadersCursorLit(t *testing.T) {
	tests := []struct {
		name  string
		meds  []float64 // the row's cells' median grey
		empty int       // the one cell holding no ink, -1 none
		want  bool
	}{
		{"column letters on grey", rep(192, 16), -1, true},
		{"column letters, the cursor's lit", with(rep(192, 16), 8, 15), -1, true},
		{"column letters, two lit", with(with(rep(192, 16), 8, 15), 3, 15), -1, false},
		{"a tinted row, the selected cell darker", with(rep(225, 16), 5, 190), -1, false},
		{"a tinted row, the selected cell dark, a cell empty", with(rep(225, 16), 5, 40), 9, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := len(tt.meds)
			tb := &table{rows: 3, cols: n}
			tb.med, tb.occupied = make([][]float64, 3), make([][]bool, 3)
			for r := range 3 {
				tb.med[r], tb.occupied[r] = make([]float64, n), make([]bool, n)
				for c := range n {
					tb.med[r][c] = 255
					if r == 1 {
						tb.med[r][c], tb.occupied[r][c] = tt.meds[c], c != tt.empty
					}
				}
			}
			rows, _ := tb.headers(16)
			if rows[1] != tt.want {
				t.Errorf("row %v: header %v, want %v", tt.meds, rows[1], tt.want)
			}
		})
	}
}

// rep is n cells of grey v.
func rep(v float64, n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// with is s with cell i set to v.
func with(s []float64, i int, v float64) []float64 {
	s[i] = v
	return s
}

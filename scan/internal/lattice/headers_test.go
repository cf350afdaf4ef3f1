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

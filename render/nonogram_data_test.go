package render

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// sharedNonograms returns the directory of the project's nonogram data set, outside the
// repository (../shared beside the checkout, for a worktree or the main checkout), or "".
func sharedNonograms() string {
	for _, dir := range []string{"../../../shared/data/nonogram/non", "../../shared/data/nonogram/non"} {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return dir
		}
	}
	return ""
}

// readNon reads the keys of a Simpson .non file that a picture needs: width, height, rows,
// columns and, when present, goal (as the solved cells). Just enough for the data set.
func readNon(t testing.TB, path string) (b NonogramBoard, title string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	var section *[][]int
	want := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if section != nil && len(*section) < want {
			var clue []int
			for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' }) {
				v, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("%s: clue line %q: %v", path, line, err)
				}
				if v > 0 {
					clue = append(clue, v)
				}
			}
			*section = append(*section, clue)
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		val = strings.Trim(strings.TrimSpace(val), `"`)
		switch key {
		case "width":
			b.Width, _ = strconv.Atoi(val)
		case "height":
			b.Height, _ = strconv.Atoi(val)
		case "title":
			title = val
		case "rows":
			section, want = &b.Rows, b.Height
		case "columns":
			section, want = &b.Cols, b.Width
		case "goal":
			b.Cells = make([]uint8, len(val))
			for i, ch := range val {
				b.Cells[i] = NonogramWhite
				if ch == '1' {
					b.Cells[i] = NonogramBlack
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return b, title
}

// TestNonogramDataSet draws every puzzle of the data set: its clues on an empty board, and
// its goal when it has one, with every clue then greyed as done.
func TestNonogramDataSet(t *testing.T) {
	dir := sharedNonograms()
	paths, _ := filepath.Glob(filepath.Join(dir, "*.non"))
	if dir == "" || len(paths) == 0 {
		t.Skip("the shared nonogram data set is absent")
	}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".non")
		b, title := readNon(t, path)
		goal := b.Cells
		b.Cells = nil
		if testing.Short() && b.Width > 100 {
			continue
		}
		img, err := Nonogram(b, nil, Options{Title: title})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if r := img.Bounds(); max(r.Dx(), r.Dy()) > maxImageSide {
			t.Errorf("%s: %v", name, r)
		}
		if goal == nil {
			continue
		}
		b.Cells, b.Progress = goal, true
		np := newNonogramPicture(b, nil, Options{})
		for r, st := range np.rowStates {
			for j, s := range st {
				if s != clueDone {
					t.Errorf("%s: the goal leaves entry %d of row %d in state %d", name, j+1, r+1, s)
				}
			}
		}
		b.Progress = false
		img, err = Nonogram(b, nil, Options{Title: title + " · " + strconv.Itoa(b.Width) + "×" + strconv.Itoa(b.Height)})
		if err != nil {
			t.Errorf("%s solved: %v", name, err)
		}
		if *look != "" && b.Width <= 60 {
			writePNG(t, filepath.Join(*look, name+".png"), img)
		}
	}
}

// Package shotrun holds what the dev-time screenshot tools (scan/train, htmlshots,
// appshots) share around their pictures: the weights to read them with and the folders
// they write to.
package shotrun

import (
	"context"
	"fmt"
	"image"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/internal/cputime"
	"github.com/sudokubot/sudokubot/scan"
)

// ReadModel reads the weights MarshalBinary wrote to file.
func ReadModel(file string) (*scan.Model, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	m := new(scan.Model)
	if err := m.UnmarshalBinary(data); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// Folders makes each output folder named (an empty name is no folder) and a temporary
// folder for the tool named tool, which the caller removes.
func Folders(tool string, outputs ...string) (tmp string, err error) {
	for _, d := range outputs {
		if d != "" {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return "", err
			}
		}
	}
	return os.MkdirTemp("", tool)
}

// A Tally counts the pictures read: grids, those read exactly, their cells, the cells read
// right, and the grids not found. The zero value is an empty tally.
type Tally struct{ Grids, Exact, Cells, Right, NotFound int }

// Add adds u's counts to t's.
func (t *Tally) Add(u Tally) {
	t.Grids += u.Grids
	t.Exact += u.Exact
	t.Cells += u.Cells
	t.Right += u.Right
	t.NotFound += u.NotFound
}

// Check reads the picture data with the weights m (nil: the shipped ones), counts it in t
// against truth (the size×size symbols row by row, 0 blank) and returns why it is not
// read exactly ("" when it is) and the read's CPU time.
func Check(data []byte, truth []uint8, size int, m *scan.Model, t *Tally) (why string, cpu time.Duration) {
	t.Grids++
	t.Cells += len(truth)
	t0 := cputime.Process()
	res, err := scan.Read(context.Background(), data, scan.Options{Model: m})
	cpu = cputime.Process() - t0
	switch {
	case err != nil:
		t.NotFound++
		return "not found: " + err.Error(), cpu
	case res.Grid.Len() != len(truth):
		return fmt.Sprintf("read a %d×%d grid", res.Grid.Size(), res.Grid.Size()), cpu
	}
	var wrong []string
	for c, v := range truth {
		if got := res.Grid.Cell(c); got != int(v) {
			wrong = append(wrong, fmt.Sprintf("r%dc%d %d→%d", c/size+1, c%size+1, v, got))
		} else {
			t.Right++
		}
	}
	if len(wrong) > 0 {
		return fmt.Sprintf("%d wrong: %s", len(wrong), strings.Join(wrong, "; ")), cpu
	}
	t.Exact++
	return "", cpu
}

// Median returns the median of the CPU times (sorting them), or 0 for none.
func Median(cpu []time.Duration) time.Duration {
	if len(cpu) == 0 {
		return 0
	}
	slices.Sort(cpu)
	return cpu[len(cpu)/2]
}

// Halve scales a picture to half its size by averaging 2×2 pixels (the sum truncated).
func Halve(src image.Image) image.Image {
	r := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, r.Dx()/2, r.Dy()/2))
	for y := range dst.Rect.Dy() {
		for x := range dst.Rect.Dx() {
			var s [3]uint32
			for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				cr, cg, cb, _ := src.At(r.Min.X+2*x+d[0], r.Min.Y+2*y+d[1]).RGBA()
				s[0], s[1], s[2] = s[0]+cr>>8, s[1]+cg>>8, s[2]+cb>>8
			}
			i := dst.PixOffset(x, y)
			dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3] = uint8(s[0]/4), uint8(s[1]/4), uint8(s[2]/4), 255
		}
	}
	return dst
}

// Package shotrun holds what the dev-time screenshot tools (scan/train, htmlshots,
// appshots) share around their pictures: the weights to read them with and the folders
// they write to.
package shotrun

import (
	"fmt"
	"os"
	"slices"
	"time"

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

// Median returns the median of the CPU times (sorting them), or 0 for none.
func Median(cpu []time.Duration) time.Duration {
	if len(cpu) == 0 {
		return 0
	}
	slices.Sort(cpu)
	return cpu[len(cpu)/2]
}

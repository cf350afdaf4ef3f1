package scan

import (
	_ "embed"
	"sync"

	"github.com/sudokubot/sudokubot/scan/internal/mlp"
)

// Classes is the number of classes the network tells apart: 0 is "no digit" (pencil marks,
// specks, grid remnants), 1-9 are the digits, 10-16 the letters A-G (the symbols 10-16 of
// a 16×16 grid) and 17-23 the same symbols written as the numbers 10-16.
const Classes = mlp.Classes

// NumberClass is the class of the symbol 10 written as a number; 11-16 follow it.
const NumberClass = mlp.NumberClass

// A Model is the small multilayer perceptron scan reads symbols with ([mlp.Model]):
// Features inputs, one hidden ReLU layer, Classes outputs (10 for a model of digits only),
// its ensemble's further members in Members. Its zero value is no model; a Model is not
// changed by reading with it, so one may be shared by goroutines.
type Model = mlp.Model

// checkModel says whether m has scan's Features inputs and consistent shapes.
func checkModel(m *Model) error { return m.Check(Features) }

//go:embed weights.bin
var shippedWeights []byte

var shipped = embeddedModel(shippedWeights)

// embeddedModel returns a function that reads the model in weights the first time it is
// called and returns it (or the error) every time; safe for concurrent use.
func embeddedModel(weights []byte) func() (*Model, error) {
	return sync.OnceValues(func() (*Model, error) {
		m := new(Model)
		if err := m.UnmarshalBinary(weights); err != nil {
			return nil, err
		}
		return m, checkModel(m)
	})
}

// Shipped returns the model embedded in the binary.
func Shipped() (*Model, error) { return shipped() }

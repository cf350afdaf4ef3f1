// Package mlp is the small multilayer perceptron package scan reads symbols with: its
// shape, its file format (half-precision weights, ensembles as members one after the other)
// and its forward pass. It knows nothing of pictures: the features are scan's.
package mlp

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/sudokubot/sudokubot/scan/internal/half"
)

// Classes is the number of classes the network tells apart: 0 is "no digit" (pencil marks,
// specks, grid remnants), 1-9 are the digits, 10-16 the letters A-G (the symbols 10-16 of
// a 16×16 grid) and 17-23 the same symbols written as the numbers 10-16.
const Classes = 24

// NumberClass is the class of the symbol 10 written as a number; 11-16 follow it.
const NumberClass = 17

// A Model is a small multilayer perceptron: Features inputs, one hidden ReLU layer, Out
// outputs with a softmax (Classes, or 10 for a model of digits only). Weights are row-major:
// W1[j*In+i] links input i to hidden unit j. Members, when set, are further perceptrons
// trained apart: the model's probabilities are then the mean of theirs and its own (an
// ensemble errs less than each of its members).
type Model struct {
	In, Hidden, Out int
	W1, B1          []float32
	W2, B2          []float32
	Members         []*Model
}

// The magics that start a model file; the numbers after them are little-endian. A version 1
// model has 10 outputs (blank and the digits 1-9), a version 2 one says how many.
const (
	modelMagic1 = "sudokubot-scan-mlp1\n"
	modelMagic  = "sudokubot-scan-mlp2\n"
)

// MarshalBinary writes the model compactly: for it and then each member, the magic, In,
// Hidden and Out as uint16, then every weight as an IEEE half-precision float.
func (m *Model) MarshalBinary() ([]byte, error) {
	var out []byte
	for _, p := range append([]*Model{m}, m.Members...) {
		if err := p.Check(p.In); err != nil {
			return nil, err
		}
		if len(p.Members) > 0 && p != m {
			return nil, errors.New("mlp: model: a member has members")
		}
		out = append(out, modelMagic...)
		out = binary.LittleEndian.AppendUint16(out, uint16(p.In))
		out = binary.LittleEndian.AppendUint16(out, uint16(p.Hidden))
		out = binary.LittleEndian.AppendUint16(out, uint16(p.Out))
		for _, part := range [][]float32{p.W1, p.B1, p.W2, p.B2} {
			for _, v := range part {
				out = binary.LittleEndian.AppendUint16(out, half.Encode(v))
			}
		}
	}
	return out, nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (m *Model) UnmarshalBinary(data []byte) error {
	var all []*Model
	for len(data) > 0 || len(all) == 0 {
		magic := ""
		for _, m := range []string{modelMagic, modelMagic1} {
			if len(data) >= len(m)+6 && string(data[:len(m)]) == m {
				magic = m
			}
		}
		if magic == "" {
			return errors.New("mlp: model: bad magic")
		}
		data = data[len(magic):]
		in, hid, out := int(binary.LittleEndian.Uint16(data)), int(binary.LittleEndian.Uint16(data[2:])), 10
		data = data[4:]
		if magic == modelMagic {
			out = int(binary.LittleEndian.Uint16(data))
			data = data[2:]
		}
		want := 2 * (hid*in + hid + out*hid + out)
		if len(data) < want || len(data) > want && (len(data)-want < len(magic) || string(data[want:want+len(magic)]) != magic) {
			return fmt.Errorf("mlp: model %d: %d bytes of weights, want %d for %d×%d×%d", len(all)+1, len(data), want, in, hid, out)
		}
		next := func(k int) []float32 {
			v := make([]float32, k)
			for i := range v {
				v[i] = half.Decode(binary.LittleEndian.Uint16(data[2*i:]))
			}
			data = data[2*k:]
			return v
		}
		p := &Model{In: in, Hidden: hid, Out: out}
		p.W1, p.B1, p.W2, p.B2 = next(hid*in), next(hid), next(out*hid), next(out)
		all = append(all, p)
	}
	*m = *all[0]
	m.Members = all[1:]
	if len(m.Members) == 0 {
		m.Members = nil
	}
	return nil
}

// Check says whether the model and its members have the shapes their sizes say, with in
// inputs each and Out outputs alike.
func (m *Model) Check(in int) error {
	for _, p := range append([]*Model{m}, m.Members...) {
		if p.In != in || p.Hidden < 1 || p.Hidden > 4096 || p.Out < 10 || p.Out > Classes || p.Out != m.Out ||
			len(p.W1) != p.In*p.Hidden || len(p.B1) != p.Hidden || len(p.W2) != p.Out*p.Hidden || len(p.B2) != p.Out {
			return fmt.Errorf("mlp: model: inconsistent shapes (in %d, hidden %d, out %d)", p.In, p.Hidden, p.Out)
		}
	}
	return nil
}

// Classify returns the probability of each class for one patch's features: the mean over
// the model and its members; classes past the model's outputs have probability 0.
func (m *Model) Classify(x []float32) [Classes]float64 {
	out := m.classifyOne(x)
	for _, p := range m.Members {
		q := p.classifyOne(x)
		for k := range out {
			out[k] += q[k]
		}
	}
	for k := range out {
		out[k] /= float64(1 + len(m.Members))
	}
	return out
}

func (m *Model) classifyOne(x []float32) [Classes]float64 {
	hid := make([]float32, m.Hidden)
	for j := range hid {
		row := m.W1[j*m.In : (j+1)*m.In]
		s := m.B1[j]
		for i, v := range x[:m.In] {
			s += row[i] * v
		}
		hid[j] = max(s, 0)
	}
	var logits [Classes]float64
	top := math.Inf(-1)
	for k := range m.Out {
		row := m.W2[k*m.Hidden : (k+1)*m.Hidden]
		s := m.B2[k]
		for j, v := range hid {
			s += row[j] * v
		}
		logits[k] = float64(s)
		top = math.Max(top, logits[k])
	}
	var sum float64
	for k := range m.Out {
		logits[k] = math.Exp(logits[k] - top)
		sum += logits[k]
	}
	for k := range m.Out {
		logits[k] /= sum
	}
	return logits
}

package scan

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"
)

// Classes is the number of classes the network tells apart: 0 is "no digit" (pencil marks,
// specks, grid remnants) and 1-9 are the digits.
const Classes = 10

// A Model is a small multilayer perceptron: Features inputs, one hidden ReLU layer, Classes
// outputs with a softmax. Weights are row-major: W1[j*In+i] links input i to hidden unit j.
// Members, when set, are further perceptrons trained apart: the model's probabilities are
// then the mean of theirs and its own (an ensemble errs less than each of its members).
type Model struct {
	In, Hidden int
	W1, B1     []float32
	W2, B2     []float32
	Members    []*Model
}

// modelMagic starts a model file; the numbers after it are little-endian.
const modelMagic = "sudokubot-scan-mlp1\n"

// MarshalBinary writes the model compactly: for it and then each member, the magic, In and
// Hidden as uint16, then every weight as an IEEE half-precision float.
func (m *Model) MarshalBinary() ([]byte, error) {
	var out []byte
	for _, p := range append([]*Model{m}, m.Members...) {
		if err := p.check(); err != nil {
			return nil, err
		}
		if len(p.Members) > 0 && p != m {
			return nil, errors.New("scan: model: a member has members")
		}
		out = append(out, modelMagic...)
		out = binary.LittleEndian.AppendUint16(out, uint16(p.In))
		out = binary.LittleEndian.AppendUint16(out, uint16(p.Hidden))
		for _, part := range [][]float32{p.W1, p.B1, p.W2, p.B2} {
			for _, v := range part {
				out = binary.LittleEndian.AppendUint16(out, toHalf(v))
			}
		}
	}
	return out, nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (m *Model) UnmarshalBinary(data []byte) error {
	var all []*Model
	for len(data) > 0 || len(all) == 0 {
		if len(data) < len(modelMagic)+4 || string(data[:len(modelMagic)]) != modelMagic {
			return errors.New("scan: model: bad magic")
		}
		data = data[len(modelMagic):]
		in, hid := int(binary.LittleEndian.Uint16(data)), int(binary.LittleEndian.Uint16(data[2:]))
		data = data[4:]
		want := 2 * (hid*in + hid + Classes*hid + Classes)
		if len(data) < want || len(data) > want && (len(data)-want < len(modelMagic) || string(data[want:want+len(modelMagic)]) != modelMagic) {
			return fmt.Errorf("scan: model %d: %d bytes of weights, want %d for %d×%d", len(all)+1, len(data), want, in, hid)
		}
		next := func(k int) []float32 {
			v := make([]float32, k)
			for i := range v {
				v[i] = fromHalf(binary.LittleEndian.Uint16(data[2*i:]))
			}
			data = data[2*k:]
			return v
		}
		p := &Model{In: in, Hidden: hid}
		p.W1, p.B1, p.W2, p.B2 = next(hid*in), next(hid), next(Classes*hid), next(Classes)
		all = append(all, p)
	}
	*m = *all[0]
	m.Members = all[1:]
	if len(m.Members) == 0 {
		m.Members = nil
	}
	return nil
}

func (m *Model) check() error {
	for _, p := range append([]*Model{m}, m.Members...) {
		if p.In != Features || p.Hidden < 1 || p.Hidden > 4096 ||
			len(p.W1) != p.In*p.Hidden || len(p.B1) != p.Hidden || len(p.W2) != Classes*p.Hidden || len(p.B2) != Classes {
			return fmt.Errorf("scan: model: inconsistent shapes (in %d, hidden %d)", p.In, p.Hidden)
		}
	}
	return nil
}

// Classify returns the probability of each class for one patch's features: the mean over
// the model and its members.
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
	for k := range logits {
		row := m.W2[k*m.Hidden : (k+1)*m.Hidden]
		s := m.B2[k]
		for j, v := range hid {
			s += row[j] * v
		}
		logits[k] = float64(s)
		top = math.Max(top, logits[k])
	}
	var sum float64
	for k := range logits {
		logits[k] = math.Exp(logits[k] - top)
		sum += logits[k]
	}
	for k := range logits {
		logits[k] /= sum
	}
	return logits
}

//go:embed weights.bin
var shippedWeights []byte

var shipped = sync.OnceValues(func() (*Model, error) {
	m := new(Model)
	if err := m.UnmarshalBinary(shippedWeights); err != nil {
		return nil, err
	}
	return m, m.check()
})

// Shipped returns the model embedded in the binary.
func Shipped() (*Model, error) { return shipped() }

// toHalf rounds f to the nearest IEEE 754 half-precision value.
func toHalf(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int((b>>23)&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case exp >= 31:
		return sign | 0x7bff // clamp to the largest finite half
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint32(14 - exp)
		half := mant >> shift
		if mant>>(shift-1)&1 != 0 {
			half++
		}
		return sign | uint16(half)
	}
	half := uint32(exp)<<10 | mant>>13
	if mant&0x1000 != 0 {
		half++ // round half up; a carry into the exponent is still correct
	}
	return sign | uint16(half)
}

func fromHalf(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := int(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0:
		return math.Float32frombits(sign) + float32(math.Ldexp(float64(mant), -24))*signOf(h)
	case exp == 31:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	}
	return math.Float32frombits(sign | uint32(exp-15+127)<<23 | mant<<13)
}

func signOf(h uint16) float32 {
	if h&0x8000 != 0 {
		return -1
	}
	return 1
}

package mlp

import (
	"math"
	"testing"
)

// model is an In-input perceptron with one hidden unit and out outputs: every weight 0 but
// the bias of output hot, which is bias.
func model(in, out, hot int, bias float32) *Model {
	m := &Model{In: in, Hidden: 1, Out: out, W1: make([]float32, in), B1: make([]float32, 1),
		W2: make([]float32, out), B2: make([]float32, out)}
	m.B2[hot] = bias
	return m
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    *Model
		ok   bool
	}{
		{"consistent", model(3, 10, 0, 0), true},
		{"other input count", model(4, 10, 0, 0), false},
		{"too few outputs", model(3, 9, 0, 0), false},
		{"short W1", &Model{In: 3, Hidden: 1, Out: 10, W1: make([]float32, 2), B1: make([]float32, 1), W2: make([]float32, 10), B2: make([]float32, 10)}, false},
		{"member of other outputs", &Model{In: 3, Hidden: 1, Out: 10, W1: make([]float32, 3), B1: make([]float32, 1), W2: make([]float32, 10), B2: make([]float32, 10), Members: []*Model{model(3, 24, 0, 0)}}, false},
	} {
		if err := tc.m.Check(3); (err == nil) != tc.ok {
			t.Errorf("%s: Check = %v, want ok %v", tc.name, err, tc.ok)
		}
	}
}

func TestClassify(t *testing.T) {
	flat := model(2, 10, 0, 0)
	sure := model(2, 10, 4, 30)
	for _, tc := range []struct {
		name string
		m    *Model
		want map[int]float64 // class → probability; classes not named: 0.1 for k < 10, else 0
	}{
		{"zero weights are uniform over the outputs", flat, nil},
		{"a large bias takes the class", sure, map[int]float64{4: 1, 0: 0, 9: 0}},
		{"an ensemble is its members' mean", &Model{In: 2, Hidden: 1, Out: 10, W1: sure.W1, B1: sure.B1, W2: sure.W2, B2: sure.B2, Members: []*Model{flat}},
			map[int]float64{4: 0.55, 0: 0.05}},
	} {
		p := tc.m.Classify([]float32{1, 2})
		sum := 0.0
		for k, v := range p {
			sum += v
			want, named := tc.want[k]
			if !named {
				want = 0
				if k < 10 && tc.want == nil {
					want = 0.1
				}
			}
			if (named || tc.want == nil || k >= 10) && math.Abs(v-want) > 1e-6 {
				t.Errorf("%s: class %d: %v, want %v", tc.name, k, v, want)
			}
		}
		if math.Abs(sum-1) > 1e-6 {
			t.Errorf("%s: probabilities sum to %v", tc.name, sum)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	m := model(3, 24, 7, 1.5)
	m.Members = []*Model{model(3, 24, 2, -0.25)}
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Model
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	if back.B2[7] != 1.5 || len(back.Members) != 1 || back.Members[0].B2[2] != -0.25 {
		t.Errorf("round trip: B2[7] %v, %d members", back.B2[7], len(back.Members))
	}
	for _, bad := range [][]byte{nil, []byte("nope"), data[:len(data)-2], append(data[:len(data):len(data)], 'x')} {
		if err := back.UnmarshalBinary(bad); err == nil {
			t.Errorf("UnmarshalBinary accepted %d damaged bytes", len(bad))
		}
	}
}

package technique

import "github.com/sudokubot/sudokubot/solver/sudoku"

// A Candidate is digit Digit (1..N) in cell Cell (row-major, 0-based).
type Candidate struct {
	Cell  int
	Digit int
}

// Role is the part a candidate plays in a step's pattern; the picture colours it by role.
type Role uint8

// The roles of pattern candidates.
const (
	RoleBase   Role = iota // the pattern itself (subset cells, fish base, chain nodes): blue
	RoleCover              // cover sets of a fish
	RoleFin                // fins: purple
	RolePivot              // the pivot of a wing: yellow
	RolePincer             // the pincers of a wing
	RoleNode               // a chain node
	RoleColorA             // colouring: first colour
	RoleColorB             // colouring: second colour
)

// A Mark is a candidate of a step's pattern with its role.
type Mark struct {
	Candidate
	Role Role
}

// A Link joins two candidates of a chain; Strong links are drawn solid, weak ones dashed.
type Link struct {
	From, To Candidate
	Strong   bool
}

// A Step is one logical deduction: a technique applied to a pattern, giving placements or
// eliminations. All text (notation, explanations) and all highlights derive from it.
//
// Exactly one of Placements and Eliminations is non-empty.
type Step struct {
	Technique    Technique
	Rating       int            // SE-style, in tenths: 26 means 2.6
	Digits       []int          // the pattern's digits, e.g. {4, 7}
	Houses       []sudoku.House // the houses the argument uses
	Pattern      []Mark         // candidates forming the pattern, with roles
	Links        []Link         // chains only, in order
	Placements   []Candidate
	Eliminations []Candidate
	// Because lists, for the "direct" techniques, the eliminations of the underlying
	// pattern that leave the placed digit a single place (drawn struck through).
	Because []Candidate
	// Implications are the links of a forcing chain, in order: each placement the
	// assumption forces, and the single that forces it.
	Implications []Implication
	// Sights are the reasons of a single, recorded for the steps logic hands out (hints and
	// paths): HiddenSingle, what rules out each other cell of its house; NakedSingle, what
	// rules out each other digit of its cell. See [Sight].
	Sights []Sight
	// Size is the grid side N the cells refer to (0 means 9); it is needed for the notation.
	Size int
	// Nodes lists a chain's nodes in order (AIC and nice loops): one digit in one cell or
	// in a group of cells. Links[i] joins Nodes[i] and Nodes[i+1] (a loop closes back).
	Nodes []ChainNode
}

// A Sight is one reason a single's other places or digits are ruled out: Digit is already
// placed at At, which shares the house Via with Cell. At is -1 when no placed digit sees Cell
// (earlier eliminations removed the candidate), and At == Cell when Cell itself is filled
// (a hidden single's house cell that holds another digit).
type Sight struct {
	Cell  int
	Digit int
	At    int
	Via   sudoku.House
}

// An Implication is one link of a forcing chain: given the assumption and the links
// before it, cell Cell must be Digit, as a naked single (no other candidate left in the
// cell) or a hidden single (no other place for Digit in House).
//
// In a dynamic forcing chain an implication may instead be an elimination made by a
// pattern (Eliminated is set): Single is then the pattern's technique (Pointing, Naked
// Pair...) and House the house it works in.
//
// A cell or house forcing chain follows several assumptions, its branches (the first
// marks of its pattern, in order): Branch is the index of the one an implication follows
// from, and each branch's implications are consecutive.
type Implication struct {
	Candidate
	Single     Technique    // NakedSingle or HiddenSingle (or the pattern, when Eliminated)
	House      sudoku.House // HiddenSingle: the house where Cell is Digit's only place
	Eliminated bool         // the pattern removes Digit from Cell rather than placing it
	Branch     int          // cell and house forcing chains: the branch (0 for the others)
}

// Apply returns a copy of g with the step's placements made (eliminations do not change
// the digits).
func (s Step) Apply(g sudoku.Grid) sudoku.Grid {
	h := g.Clone()
	for _, p := range s.Placements {
		h.SetCell(p.Cell, p.Digit)
	}
	return h
}

// ApplyCandidates removes the step's eliminations from c and fills its placements (the
// placed cell's marks are cleared and the digit removed from its peers).
func (s Step) ApplyCandidates(g sudoku.Grid, c sudoku.Candidates) sudoku.Candidates {
	out := c.Clone()
	for _, p := range s.Placements {
		for _, h := range g.Houses(p.Cell) {
			for k := range g.Size() {
				out.Mask[g.HouseCell(h, k)] &^= 1 << (p.Digit - 1)
			}
		}
		out.Mask[p.Cell] = 0
	}
	for _, e := range s.Eliminations {
		out.Mask[e.Cell] &^= 1 << (e.Digit - 1)
	}
	return out
}

// A ChainNode is one node of a chain: digit Digit in every cell of Cells (one cell, or a
// group whose cells share a box and a line, or the cells of an almost locked set holding
// the digit; the node is true when one of them is Digit).
type ChainNode struct {
	Digit int
	Cells []int
}

// LinkCount returns the number of links of a chain-like step, or 0 for other steps: the
// notation's count, the "N links" of [Step.String] and of the explanation. A chain or loop
// counts its links (a Kraken fish, the links of all its chains); a forcing chain, net or
// proof its implications as [Step.ForcingLinks] does (eliminations by one pattern in one
// house are one link), not the links of its drawing, which join each implication to every
// earlier one it needs. It is the "links" field of `explain --format json`.
func (s Step) LinkCount() int {
	switch {
	case len(s.Implications) > 0:
		return s.ForcingLinks()
	case len(s.Links) > 0:
		return len(s.Links)
	case len(s.Implications) > 0:
		return len(s.Implications)
	case s.Technique == ALSChain || s.Technique == ALSXYWing || s.Technique == ALSXZ:
		return max(0, len(s.Houses)-1)
	}
	return 0
}

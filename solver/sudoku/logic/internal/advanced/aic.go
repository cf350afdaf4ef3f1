package advanced

import (
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Alternating inference chains (AIC) and nice loops, plain and grouped: one chain engine.
//
// A node is one digit in one cell, or in a group of two or three cells of one box that
// also share a row or column. Two nodes of the same digit are strongly linked when they
// hold all of that digit's places in some house (one of them is true), weakly linked when
// every cell of one sees every cell of the other (at most one is true). Two digits of one
// cell are weakly linked, and strongly linked when the cell has only those two.
//
// A chain N0 = N1 - N2 = ... = Nk (strong links first and last) proves "N0 or Nk": a
// candidate weakly linked to both ends is false. When the last node is weakly linked back
// to the first, the chain is a continuous loop and every weak link in it behaves like a
// strong one. A chain that returns to its start as true places it.

// candBits is a set of candidates (cell*N + digit-1) of an N×N grid, in words of 64 bits;
// the sets of one graph all have its length.
type candBits []uint64

func (s candBits) add(i int) { s[i>>6] |= 1 << (i & 63) }

// intersects reports whether s and o share a candidate.
func (s candBits) intersects(o candBits) bool {
	for i := range s {
		if s[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

// orAnd adds the candidates of both x and y to s.
func (s candBits) orAnd(x, y candBits) {
	for i := range s {
		s[i] |= x[i] & y[i]
	}
}

// list returns the candidates of s on an N×N grid.
func (s candBits) list(n int) []technique.Candidate {
	var out []technique.Candidate
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			i := w*64 + bits.TrailingZeros64(x)
			out = append(out, technique.Candidate{Cell: i / n, Digit: i%n + 1})
		}
	}
	return out
}

// chainGraph is the link graph of one position.
type chainGraph struct {
	b      *board.Board
	n      int // the grid's size N
	nodes  []technique.ChainNode
	single []int32 // cell*N+digit-1 → node id, -1 when not a candidate
	strong [][]int32
	weak   [][]int32
	seen   []candBits // node → the single candidates weakly linked to it
}

// newChainGraph builds the nodes and links of b; grouped adds group nodes, alsSize > 0
// (9×9 only) the nodes of almost locked sets of up to alsSize cells.
func newChainGraph(b *board.Board, grouped bool, alsSize int) *chainGraph {
	n, cells := b.N, len(b.Vals)
	g := &chainGraph{b: b, n: n, single: make([]int32, cells*n)}
	for i := range g.single {
		g.single[i] = -1
	}
	for c := 0; c < cells; c++ {
		for m := b.Cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m) + 1
			g.single[c*n+d-1] = int32(len(g.nodes))
			g.nodes = append(g.nodes, technique.ChainNode{Digit: d, Cells: []int{c}})
		}
	}
	if grouped {
		g.addGroups()
	}
	var alsLinks [][2]int32
	if alsSize > 0 {
		alsLinks = g.addALSNodes(alsSize)
	}
	nn := len(g.nodes)
	g.strong = make([][]int32, nn)
	g.weak = make([][]int32, nn)
	g.seen = make([]candBits, nn)
	words := (cells*n + 63) / 64
	flat := make([]uint64, nn*words)
	for id := range g.seen {
		g.seen[id] = flat[id*words : (id+1)*words : (id+1)*words]
	}
	g.linkHouses()
	g.linkCells()
	for _, l := range alsLinks {
		g.strong[l[0]] = append(g.strong[l[0]], l[1])
		g.strong[l[1]] = append(g.strong[l[1]], l[0])
	}
	for id := range g.nodes {
		g.weak[id] = uniq32(g.weak[id])
		g.strong[id] = uniq32(g.strong[id])
		for _, o := range g.weak[id] {
			if nd := g.nodes[o]; len(nd.Cells) == 1 {
				g.seen[id].add(nd.Cells[0]*n + nd.Digit - 1)
			}
		}
	}
	return g
}

// addGroups adds a node for the candidates of a digit where a box meets a row or a
// column, when there are two or more.
func (g *chainGraph) addGroups() {
	b, sh, n := g.b, g.b.Sh, g.n
	for bx := 0; bx < n; bx++ {
		box := sh.House[2*n+bx]
		for d := 1; d <= n; d++ {
			bit := uint32(1) << (d - 1)
			for kind := 0; kind < 2; kind++ {
				line := func(c int) int {
					if kind == 1 {
						return sh.Col[c]
					}
					return sh.Row[c]
				}
				var lines []int
				for _, c := range box {
					if l := line(c); !slices.Contains(lines, l) {
						lines = append(lines, l)
					}
				}
				for _, l := range lines {
					var cells []int
					for _, c := range box {
						if line(c) == l && b.Cand[c]&bit != 0 {
							cells = append(cells, c)
						}
					}
					if len(cells) >= 2 {
						g.nodes = append(g.nodes, technique.ChainNode{Digit: d, Cells: cells})
					}
				}
			}
		}
	}
}

// addALSNodes adds, for each digit d of each almost locked set, the node "d in the set's d
// cells", and returns the strong links between the nodes of one set (without one digit
// the set is locked and holds the other).
func (g *chainGraph) addALSNodes(size int) [][2]int32 {
	var links [][2]int32
	ids := map[nodeKey]int32{}
	for id, nd := range g.nodes {
		ids[keyOf(nd)] = int32(id)
	}
	for _, a := range alsUpTo(g.b, size) {
		if len(a.list) < 2 {
			continue
		}
		var digitNodes []int32
		for m := a.mask; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m) + 1
			nd := technique.ChainNode{Digit: d, Cells: a.with[d-1].cells()}
			k := keyOf(nd)
			id, ok := ids[k]
			if !ok {
				id = int32(len(g.nodes))
				ids[k] = id
				g.nodes = append(g.nodes, nd)
			}
			digitNodes = append(digitNodes, id)
		}
		for i, x := range digitNodes {
			for _, y := range digitNodes[i+1:] {
				links = append(links, [2]int32{x, y})
			}
		}
	}
	return links
}

// linkHouses links the nodes of one digit that lie in one house: weakly, and strongly
// when the two hold all the digit's places in the house.
func (g *chainGraph) linkHouses() {
	b, sh, n := g.b, g.b.Sh, g.n
	inHouse := make([][]int32, 3*n*n) // nodes per (house, digit)
	for id, nd := range g.nodes {
		c0 := nd.Cells[0] // a house holding every cell of the node holds this one
		for _, h := range [3]int{sh.Row[c0], n + sh.Col[c0], 2*n + sh.Box[c0]} {
			all := true
			for _, c := range nd.Cells {
				if !sh.InHouse(c, h) {
					all = false
					break
				}
			}
			if all {
				inHouse[h*n+nd.Digit-1] = append(inHouse[h*n+nd.Digit-1], int32(id))
			}
		}
	}
	for h := 0; h < 3*n; h++ {
		for d := 1; d <= n; d++ {
			bit := uint32(1) << (d - 1)
			places := 0
			for _, c := range sh.House[h] {
				if b.Cand[c]&bit != 0 {
					places++
				}
			}
			ids := inHouse[h*n+d-1]
			for i, a := range ids {
				for _, o := range ids[i+1:] {
					na, no := g.nodes[a], g.nodes[o]
					if overlaps(na.Cells, no.Cells) {
						continue
					}
					g.weak[a] = append(g.weak[a], o)
					g.weak[o] = append(g.weak[o], a)
					if len(na.Cells)+len(no.Cells) == places {
						g.strong[a] = append(g.strong[a], o)
						g.strong[o] = append(g.strong[o], a)
					}
				}
			}
		}
	}
}

// linkCells links the digits of one cell: weakly, and strongly when the cell has only two.
func (g *chainGraph) linkCells() {
	for c := range g.b.Cand {
		ds := board.MaskDigits(g.b.Cand[c])
		for i, x := range ds {
			for _, y := range ds[i+1:] {
				a, o := g.single[c*g.n+x-1], g.single[c*g.n+y-1]
				g.weak[a] = append(g.weak[a], o)
				g.weak[o] = append(g.weak[o], a)
				if len(ds) == 2 {
					g.strong[a] = append(g.strong[a], o)
					g.strong[o] = append(g.strong[o], a)
				}
			}
		}
	}
}

// maxChainALS is the size of the largest almost locked set used as a node of an AIC.
const maxChainALS = 3

type nodeKey struct {
	d     int
	cells cellBits
}

func keyOf(n technique.ChainNode) nodeKey {
	k := nodeKey{d: n.Digit}
	for _, c := range n.Cells {
		k.cells.add(c)
	}
	return k
}

func overlaps(a, b []int) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

func uniq32(xs []int32) []int32 {
	slices.Sort(xs)
	k := 0
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			xs[k] = x
			k++
		}
	}
	return xs[:k]
}

// maxChainLinks bounds the chains the engine looks for: the end of a rating band
// (board.ChainRating rates 17 to 24 links alike), so that no band is cut in two. HoDoKu's
// nice loops reach it on top1465 (a grouped discontinuous loop of 23 links, 21 here
// without the two weak links to the removed candidate, at puzzle 357's 36th step).
const maxChainLinks = 24

// FindAICs finds the shortest chain for each pair of ends (and each loop) that removes
// candidates, one step per distinct result, shortest first.
//
// On the solving path the chains use candidates and groups only: almost locked sets as
// nodes (findAICsWith) triple the cost and, on top1465 puzzles, spare no forcing chain.
//
// The path only ever takes the chain of the lowest rating, and of those the one with the
// fewest links, so once a chain of m links is found the search stops following chains
// longer than the end of m's rating band (board.ChainRating: 4, 6, 8, 12, 16 or 20
// links): a longer chain rates at least as high and has more links. The chains it skips
// are never chosen; FindAICsWith finds them all.
func FindAICs(b *board.Board, out []technique.Step) []technique.Step {
	return findAICs(b, out, false, true)
}

// FindAICsWith is FindAICs with or without almost locked sets as nodes (chains without
// them are the nice loops and AICs of HoDoKu's plain search), every chain up to
// maxChainLinks links.
func FindAICsWith(b *board.Board, out []technique.Step, useALS bool) []technique.Step {
	return findAICs(b, out, useALS, false)
}

// chainBand returns the last length of the rating band of a chain of m links
// (board.ChainRating): a chain of more links rates higher than one of m links of the same
// base rating. It is at most maxChainLinks.
func chainBand(m int) int {
	end := m
	for end < maxChainLinks && board.ChainRating(0, end+1) == board.ChainRating(0, m) {
		end++
	}
	return end
}

// findAICs is FindAICs (prune) or FindAICsWith.
func findAICs(b *board.Board, out []technique.Step, useALS, prune bool) []technique.Step {
	alsSize := 0
	if useALS {
		if b.N != 9 {
			return out // almost locked sets are found on 9×9 grids only
		}
		alsSize = maxChainALS
	}
	g := newChainGraph(b, true, alsSize)
	nn := len(g.nodes)
	a := &aicSearch{g: g, prev: make([]int32, 2*nn), dist: make([]int16, 2*nn), loopMark: make([]int32, nn),
		best: map[string]int{}, limit: maxChainLinks, prune: prune}
	for i := range a.loopMark {
		a.loopMark[i] = -1
	}
	for start := 0; start < nn; start++ {
		if len(g.strong[start]) > 0 {
			a.from(start)
		}
	}
	sort.SliceStable(a.found, func(i, j int) bool { return len(a.found[i].Links) < len(a.found[j].Links) })
	return append(out, a.found...)
}

// aicSearch is the state of findAICs: a breadth-first search from each start over the
// states node*2 + truth (reached as false, the first of a pair, or true).
type aicSearch struct {
	g        *chainGraph
	prev     []int32
	dist     []int16
	loopMark []int32        // node → the start it is weakly linked to (closes a loop)
	best     map[string]int // result → index in found
	found    []technique.Step
	queue    []int32
	limit    int  // the longest chain followed
	prune    bool // lower limit to the band of the shortest chain found
}

// from searches the chains that start at node start, assumed false.
func (a *aicSearch) from(start int) {
	g, dist := a.g, a.dist
	for i := range dist {
		dist[i] = -1
	}
	for _, o := range g.weak[start] {
		a.loopMark[o] = int32(start)
	}
	s0 := int32(start * 2)
	dist[s0] = 0
	a.queue = append(a.queue[:0], s0)
	for qi := 0; qi < len(a.queue); qi++ {
		st := a.queue[qi]
		node, truth := int(st/2), st%2
		if int(dist[st]) >= a.limit {
			continue
		}
		next := g.weak[node]
		if truth == 0 {
			next = g.strong[node]
		}
		for _, o := range next {
			ns := o*2 + 1 - truth
			if dist[ns] >= 0 {
				continue
			}
			dist[ns], a.prev[ns] = dist[st]+1, st
			a.queue = append(a.queue, ns)
			if truth == 0 {
				a.reached(start, ns)
			}
		}
	}
}

// reached offers the chains that end at state ns, node end reached as true: start or end
// is true.
func (a *aicSearch) reached(start int, ns int32) {
	g, end := a.g, int(ns/2)
	if end == start {
		if len(g.nodes[start].Cells) == 1 {
			a.emit(start, ns, false)
		}
		return
	}
	if a.dist[ns] >= 3 && a.loopMark[end] == int32(start) {
		a.emit(start, ns, true)
	}
	if g.seen[start].intersects(g.seen[end]) {
		a.emit(start, ns, false)
	}
}

// emit keeps the chain ending at ns (see chainGraph.emit) and, when pruning, lowers the
// limit to the band of its length.
func (a *aicSearch) emit(start int, ns int32, loop bool) {
	var kept bool
	a.found, kept = a.g.emit(a.found, a.best, a.prev, a.dist, start, ns, loop)
	if kept && a.prune {
		a.limit = min(a.limit, chainBand(int(a.dist[ns])))
	}
}

// emit builds the step of the chain ending at state end (a loop when loop is set) and
// keeps it when its result is new or it is shorter than the chain found before.
func (g *chainGraph) emit(found []technique.Step, best map[string]int, prev []int32, dist []int16, start int, end int32, loop bool) ([]technique.Step, bool) {
	var path []int
	for st := end; ; st = prev[st] {
		path = append(path, int(st/2))
		if dist[st] == 0 {
			break
		}
	}
	slices.Reverse(path)
	// a placement loop returns to its start
	closed := path[len(path)-1] == start && len(path) > 1
	if !g.usesNodesOnce(path, closed, loop) {
		return found, false
	}
	elims, places := g.chainResult(path, closed, loop)
	if len(elims) == 0 && len(places) == 0 {
		return found, false
	}
	s := g.chainStep(path, closed, loop, elims, places)
	key := resultKey(&s)
	if k, ok := best[key]; ok {
		if len(found[k].Links) > len(s.Links) {
			found[k] = s
			return found, true
		}
		return found, false
	}
	best[key] = len(found)
	return append(found, s), true
}

// usesNodesOnce reports whether a chain uses each node once (a placement loop's closing
// node excepted) and, for a loop, no two overlapping nodes of one digit.
func (g *chainGraph) usesNodesOnce(path []int, closed, loop bool) bool {
	body := path
	if closed {
		body = path[:len(path)-1]
	}
	for i, x := range body {
		for _, y := range body[i+1:] {
			if x == y {
				return false
			}
			if loop && g.nodes[x].Digit == g.nodes[y].Digit && overlaps(g.nodes[x].Cells, g.nodes[y].Cells) {
				return false
			}
		}
	}
	return true
}

// chainResult returns what a chain proves: the start placed (a closed chain), the
// candidates that see both ends of a weak link (a loop), or those that see both ends.
func (g *chainGraph) chainResult(path []int, closed, loop bool) ([]technique.Candidate, []technique.Candidate) {
	start := path[0]
	elims := make(candBits, len(g.seen[start]))
	switch {
	case closed:
		nd := g.nodes[start]
		return nil, []technique.Candidate{{Cell: nd.Cells[0], Digit: nd.Digit}}
	case loop:
		// every weak link of the loop (odd positions, and the closing one) is one true of two
		for i := 1; i+1 < len(path); i += 2 {
			elims.orAnd(g.seen[path[i]], g.seen[path[i+1]])
		}
		elims.orAnd(g.seen[path[len(path)-1]], g.seen[path[0]])
		for _, id := range path {
			if nd := g.nodes[id]; len(nd.Cells) == 1 {
				k := nd.Cells[0]*g.n + nd.Digit - 1
				elims[k>>6] &^= 1 << (k & 63)
			}
		}
	default:
		elims.orAnd(g.seen[start], g.seen[path[len(path)-1]])
	}
	return elims.list(g.n), nil
}

// chainTechnique names a chain: a loop, a discontinuous loop (it places its start, or
// removes a candidate from a cell at one of its ends) or an AIC, grouped when a node has
// several cells.
func (g *chainGraph) chainTechnique(path []int, closed, loop bool, elims []technique.Candidate) technique.Technique {
	tech := technique.AIC
	switch {
	case loop:
		tech = technique.ContinuousNiceLoop
	case closed:
		tech = technique.DiscontinuousNiceLoop
	default:
		ends := append(append([]int(nil), g.nodes[path[0]].Cells...), g.nodes[path[len(path)-1]].Cells...)
		for _, e := range elims {
			if slices.Contains(ends, e.Cell) {
				tech = technique.DiscontinuousNiceLoop
			}
		}
	}
	for _, id := range path {
		if len(g.nodes[id].Cells) > 1 {
			return tech + technique.GroupedContinuousNiceLoop - technique.ContinuousNiceLoop
		}
	}
	return tech
}

// chainStep builds the step of a chain: its nodes (a closed chain's last node, the start
// again, left out), pattern, digits and links.
func (g *chainGraph) chainStep(path []int, closed, loop bool, elims, places []technique.Candidate) technique.Step {
	links := len(path) - 1
	if loop {
		links++
	}
	tech := g.chainTechnique(path, closed, loop, elims)
	s := technique.Step{Technique: tech, Rating: board.ChainRating(tech.BaseRating(), links), Size: g.n, Eliminations: elims, Placements: places}
	var digits []int
	for i, id := range path {
		nd := g.nodes[id]
		if closed && i == len(path)-1 {
			break
		}
		s.Nodes = append(s.Nodes, technique.ChainNode{Digit: nd.Digit, Cells: append([]int(nil), nd.Cells...)})
		if !slices.Contains(digits, nd.Digit) {
			digits = append(digits, nd.Digit)
		}
		role := technique.RoleNode
		if i == 0 || i == len(path)-1 {
			role = technique.RoleBase
		}
		for _, c := range nd.Cells {
			s.Pattern = append(s.Pattern, technique.Mark{Candidate: technique.Candidate{Cell: c, Digit: nd.Digit}, Role: role})
		}
	}
	sort.Ints(digits)
	s.Digits = digits
	for i := 0; i+1 < len(path); i++ {
		a, o := g.nodes[path[i]], g.nodes[path[i+1]]
		s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: a.Cells[0], Digit: a.Digit}, To: technique.Candidate{Cell: o.Cells[0], Digit: o.Digit}, Strong: i%2 == 0})
	}
	if loop {
		a, o := g.nodes[path[len(path)-1]], g.nodes[path[0]]
		s.Links = append(s.Links, technique.Link{From: technique.Candidate{Cell: a.Cells[0], Digit: a.Digit}, To: technique.Candidate{Cell: o.Cells[0], Digit: o.Digit}, Strong: false})
	}
	return s
}

// resultKey identifies a step's result (its placements and eliminations).
func resultKey(s *technique.Step) string {
	var sb strings.Builder
	for _, c := range s.Placements {
		sb.WriteString("+")
		sb.WriteByte(byte(c.Cell))
		sb.WriteByte(byte(c.Digit))
	}
	for _, c := range s.Eliminations {
		sb.WriteByte(byte(c.Cell))
		sb.WriteByte(byte(c.Digit))
	}
	return sb.String()
}

// IsChainFamily reports whether t is one of the chain engine's techniques.
func IsChainFamily(t technique.Technique) bool {
	return t >= technique.ContinuousNiceLoop && t <= technique.GroupedAIC
}

func StepLinks(s *technique.Step) int { return s.LinkCount() }

// chainSearch is a breadth-first search of a chain graph's alternating links from one
// node assumed true: a state is node*2+truth; dist is -1 for a state not reached within
// the bound, prev the state each was reached from.
type chainSearch struct {
	dist []int16
	prev []int32
}

// chainsFrom searches g from node id assumed true, following at most maxLinks links: a
// true node makes the nodes weakly linked to it false, a false node makes the nodes
// strongly linked to it true. Every state reached is implied by the assumption. queue is
// scratch space.
func (g *chainGraph) chainsFrom(id int32, maxLinks int, queue []int32) (chainSearch, []int32) {
	nn := len(g.nodes)
	cs := chainSearch{dist: make([]int16, 2*nn), prev: make([]int32, 2*nn)}
	for i := range cs.dist {
		cs.dist[i] = -1
	}
	s0 := id*2 + 1
	cs.dist[s0] = 0
	queue = append(queue[:0], s0)
	for qi := 0; qi < len(queue); qi++ {
		st := queue[qi]
		node, truth := st/2, st%2
		if int(cs.dist[st]) >= maxLinks {
			continue
		}
		next := g.strong[node]
		if truth == 1 {
			next = g.weak[node]
		}
		for _, o := range next {
			if ns := o*2 + 1 - truth; cs.dist[ns] < 0 {
				cs.dist[ns], cs.prev[ns] = cs.dist[st]+1, st
				queue = append(queue, ns)
			}
		}
	}
	return cs, queue
}

// path returns the nodes from the search's start to state st, in order.
func (cs chainSearch) path(st int32) []int32 {
	var p []int32
	for ; ; st = cs.prev[st] {
		p = append(p, st/2)
		if cs.dist[st] == 0 {
			break
		}
	}
	slices.Reverse(p)
	return p
}

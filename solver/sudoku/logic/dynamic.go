package logic

import (
	"context"
	"math/bits"

	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/board"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic/internal/find"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Dynamic forcing chains: when singles alone do not refute any assumption, assume a
// candidate and follow singles *and* the simple patterns (pointing, claiming, naked and
// hidden pairs) until the grid breaks. Rated 8.5 and up, like Sudoku Explainer's dynamic
// forcing chains; used before the last-resort Contradiction.

// dynamicPatterns are the pattern finders a dynamic chain may use.
var dynamicPatterns = []find.Finder{
	find.Of(technique.Pointing), find.Of(technique.Claiming), find.Of(technique.NakedPair), find.Of(technique.HiddenPair),
}

// dynamicChain tries cells with two candidates first and keeps the shortest refutation.
func (e *engine) dynamicChain(ctx context.Context, b *board.Board) (technique.Step, bool) {
	const maxRounds = 40
	best := technique.Step{}
	bestLen := 1 << 30
	var imps []technique.Implication
	var buf []technique.Step
	for want := 2; want <= b.N && bestLen == 1<<30; want++ {
		for i, m := range b.Cand {
			if bits.OnesCount32(m) != want {
				continue
			}
			for dm := m; dm != 0; dm &= dm - 1 {
				if ctx.Err() != nil {
					return best, bestLen < 1<<30
				}
				d := bits.TrailingZeros32(dm) + 1
				st := e.scratch
				st.CopyFrom(b)
				st.Place(i, d)
				imps = imps[:0]
				var why contradiction
				seq := e.seq[:0]
				for round := 0; round < maxRounds && len(imps) < bestLen; round++ {
					start := len(seq)
					seq, why = propagate(st, seq, true, 1<<30)
					for _, p := range seq[start:] {
						imps = append(imps, technique.Implication{Candidate: p}) // a single; which kind is not recorded
					}
					if why.found {
						break
					}
					buf = buf[:0]
					for _, f := range dynamicPatterns {
						buf = f.Find(st, buf)
						if len(buf) > 0 {
							break
						}
					}
					if len(buf) == 0 {
						break
					}
					s := buf[0]
					for _, el := range s.Eliminations {
						st.Cand[el.Cell] &^= 1 << (el.Digit - 1)
						imp := technique.Implication{Candidate: el, Single: s.Technique, Eliminated: true}
						if len(s.Houses) > 0 {
							imp.House = s.Houses[len(s.Houses)-1]
						}
						imps = append(imps, imp)
					}
				}
				e.seq = seq
				if !why.found || len(imps) >= bestLen {
					continue
				}
				bestLen = len(imps)
				best = proofStep(b, technique.DynamicForcingChain, board.ChainRating(technique.DynamicForcingChain.BaseRating(), len(imps)),
					technique.Candidate{Cell: i, Digit: d}, imps, why)
			}
		}
	}
	return best, bestLen < 1<<30
}

// Package serate is the rater that emulates Sudoku Explainer (SE, Nicolas Juillerat; its
// successor Sukaku Explainer). SE rates a puzzle by one solving path: at each point it asks its rules, in a
// fixed order of increasing difficulty, for a step, applies the first rule's cheapest step
// and keeps the highest difficulty met. This package follows that procedure with SE's own
// rule set and values (hints.md §2), which differ from the teaching path of package logic:
//
//   - the direct techniques keep SE's narrow definitions (the hidden single a pointing
//     exposes lies in a house of the pointing's own kind; a direct hidden pair exposes a
//     hidden single in its own house);
//   - there is no W-Wing, Remote Pair, Simple Colouring, X-Chain or XY-Chain finder: SE
//     finds all of them as chains and rates them as chains (6.5 and up);
//   - chains are SE's families, each with its base value plus the length increment
//     ([chainRating] of the chain's node count minus 2): bidirectional X- and Y-cycles
//     6.5, forcing X-chains 6.6, XY cycles and forcing chains 7.0, Nishio 7.5, cell and
//     region forcing chains 8.0, dynamic forcing chains 8.5, dynamic chains that also use
//     pointing, claiming, pairs and X-Wings inside ("Dynamic Forcing Chains (+)") 9.0.
//     SE's nested forcing chains run the same dynamic chains with whole chaining rules
//     inside (nested.go): forcing chains and cycles ("(+ Forcing Chains)") 9.5,
//     then also cell and region forcing chains ("(+ Multiple Forcing Chains)") 10.0. The
//     levels above (dynamic chains inside, 10.5 and 11.0) are not run. A puzzle whose
//     path needs them, or whose nested chains spend the work budget [nestedWork] or
//     ctx's deadline, ends in Contradiction steps rated the lowest value the next rule
//     could give (9.5, 10.0 or 10.5): the band is beyond logic and the ER a lower bound.
//
// Besides SE 1.2.1's rules it keeps the default patterns of Sukaku Explainer that the
// published ratings of ../shared use: sudoku.Skyscraper 4.0, 2-String Kite 4.1, Empty Rectangle
// 4.3 (Sukaku's grouped turbot fish) and the wings of 4, 5 and 6 cells (WXYZ-, VWXYZ- and
// UVWXYZ-Wing, [findWings]: 5.5–5.6, 6.2–6.4 and 6.6).
//
// The rules it has in common with the teaching path are the finders of packages
// logic/internal/basic and advanced; the chains are its own (chain.go, links.go, unary.go,
// multiple.go, nested.go). Package logic calls it ([Path]) for Rate and Generate on 9×9
// grids; nothing else does.
//
// Concurrency: Path may run concurrently on separate boards; the chainers it reuses come
// from a sync.Pool.
package serate

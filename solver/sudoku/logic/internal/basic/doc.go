// Package basic holds the finders of the techniques up to the wings: singles and the
// direct techniques, locked candidates and subsets, the basic fish, the single-digit
// patterns (Skyscraper, 2-String Kite, Empty Rectangle, Simple Colouring, X-Chain), the
// wings, Remote Pairs and XY-Chains. (Unique Rectangle type 1 and BUG+1, of the same
// tier, are in package uniqueness with the other patterns that assume one solution.)
//
// One file per family. A finder appends one Step per instance it finds and records its
// reasons in the Step (houses, pattern, links, sights); package explain words them. The
// ordered table of finders is in package find. Finders only read the Board
// they are given and are safe to call concurrently on different Boards.
package basic

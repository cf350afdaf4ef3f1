// Package advanced holds the finders of the hard-end techniques: finned, sashimi,
// Franken and mutant fish, the uniqueness patterns beyond type 1 (Unique Rectangles 2–6,
// Hidden and Avoidable Rectangles, BUG+n), Multi-Colouring and the dual patterns,
// alternating inference chains and nice loops (grouped, optionally through almost locked
// sets), the ALS techniques (ALS-XZ, ALS-XY-Wing, ALS-Chain, Death Blossom), Sue de Coq
// and templates.
//
// One file per family; it builds on package basic's helpers. A finder appends one Step
// per instance it finds and records its reasons in the Step; package explain words them.
// The ordered table of finders is in package find. Finders only read the
// Board they are given and are safe to call concurrently on different Boards.
package advanced

// Package advanced holds the finders of the hard-end techniques: finned, sashimi,
// Franken and mutant fish, Multi-Colouring and the dual patterns,
// alternating inference chains and nice loops (grouped, optionally through almost locked
// sets), the ALS techniques (ALS-XZ, ALS-XY-Wing, ALS-Chain, Death Blossom) and
// templates. (Sue de Coq is in package suedecoq, the uniqueness patterns in package
// uniqueness.)
//
// One file per family; it builds on package basic's helpers. A finder appends one Step
// per instance it finds and records its reasons in the Step; package explain words them.
// The ordered table of finders is in package find. Finders only read the
// Board they are given and are safe to call concurrently on different Boards.
package advanced

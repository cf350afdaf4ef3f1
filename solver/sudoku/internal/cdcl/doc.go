// Package cdcl is a small conflict-driven clause-learning SAT solver ([Solver]), used by
// package search once propagation stalls on big grids. It depends on nothing else in the
// project.
package cdcl

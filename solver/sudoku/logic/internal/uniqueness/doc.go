// Package uniqueness holds the finders of the patterns that assume the puzzle has one
// solution: Unique Rectangles of every type, Hidden and Avoidable Rectangles, BUG+1 and
// BUG+n: the basic tier's (Unique Rectangle types 1, 2 and 4, BUG+1) first, then the
// advanced tier's (types 3, 5 and 6, rectangles with placed corners or missing
// candidates, Hidden and Avoidable Rectangles, BUG+n).
//
// A finder appends one Step per instance it finds and records its reasons in the Step;
// package explain words them. The ordered table of finders is in package find. Finders
// only read the Board they are given and are safe to call concurrently on different Boards.
package uniqueness

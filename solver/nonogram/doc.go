// Package nonogram reads, solves and explains black-and-white nonograms (paint by numbers).
//
// [Parse] reads the usual formats: the project's seed format (`H W`, then the row clues, then
// the column clues), Steve Simpson's .non, webpbn XML, a plain JSON object and clue text pasted
// into a chat. [Solve] (or a configured [Solver]) settles a puzzle with an exact line solver, a
// queue of changed lines, probing and depth-first search that stops at the second solution; it
// always ends in one [Status]. [NextStep] explains the next line-logic deduction as a hint.
//
// Nothing in this package prints or logs, and it imports only the standard library.
package nonogram

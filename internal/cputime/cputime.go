// Package cputime reads the CPU time the process has used, which a loaded machine inflates
// far less than the wall clock: the figure the project's benchmarks and the CLI's bench
// report next to wall time. It is the one home of that reading (getrusage on Unix).
package cputime

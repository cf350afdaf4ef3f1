//go:build race

package logic

// raceEnabled shrinks the data-set sweeps under the race detector, which runs them ~10×
// slower; the plain run keeps the full samples.
const raceEnabled = true

//go:build !race

package sharedtest

// Race is false: see race_on.go.
const Race = false

package sudoku

import (
	"os"
	"strconv"
)

// knob reads an integer experiment setting from the environment.
func knob(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// knobOptions returns defaultOptions(n) changed by the T_* environment variables.
func knobOptions(n int) options {
	o := defaultOptions(n)
	if v := knob("T_PROBE", -1); v >= 0 {
		o.probeDepth = v
	}
	if v := knob("T_WDEG", -1); v >= 0 {
		o.wdeg = v == 1
	}
	if v := knob("T_RESTART", -1); v >= 0 {
		o.restart = int64(v)
	}
	if v := knob("T_SAT", -1); v >= 0 {
		o.sat, o.cpBudget = v > 0, int64(v)
	}
	if v := knob("T_GLUCOSE", -1); v >= 0 {
		o.glucose = v == 1
	}
	if v := knob("T_POS", -1); v >= 0 {
		o.positive = v == 1
	}
	if v := knob("T_SATPROBE", -1); v >= 0 {
		o.satProbe = v == 1
	}
	if v := knob("T_BACKBONE", -1); v >= 0 {
		o.backbone = v == 1
	}
	return o
}

package sudoku

import (
	"os"
	"strconv"
)

func knob(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

func init() {
	tuning.probeDepth = knob("T_PROBE", -1)
	tuning.pairs = knob("T_PAIRS", -1)
	tuning.probeMax = knob("T_PROBEMAX", -1)
	tuning.heur = knob("T_HEUR", -1)
	tuning.restart = knob("T_RESTART", 0)
	tuning.growth = knob("T_GROWTH", 15)
	tuning.sat = knob("T_SAT", 1)
}

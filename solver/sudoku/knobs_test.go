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
}

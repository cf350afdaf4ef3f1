#!/bin/sh
# tdoku-ratio.sh TDOKU ROUNDS TEST... — issue 26's measurement: the 9×9 count-to-2 CPU time of
# one or more builds of BenchmarkSolve9 against tdoku, in the same run, on the four shared sets.
# TDOKU is the shared tool's build (../shared/tools/tdoku/build.sh OUT); each TEST a test binary
# of solver/sudoku (`go test -c -o /tmp/x.test ./solver/sudoku`, any build tags). In each of
# ROUNDS rounds every set in turn runs tdoku, then each TEST, one after the other (interleaved,
# so that the machine's load hits all alike). tdoku's CPU time is `perf stat -e task-clock` of a
# run minus a run with 0 repetitions (its own figure is wall time); a TEST's is the benchmark's
# cpu-usec/puzzle (getrusage). It prints every round, then per set and TEST the median ratio
# and the range over the rounds. Needs perf; run it under `nice -n 10` on a shared machine.
#
# Usage: scripts/tdoku-ratio.sh /tmp/tdoku 5 /tmp/main.test /tmp/branch.test
set -eu
tdoku=$1
rounds=$2
shift 2
root=$(git rev-parse --show-toplevel)
data=${SUDOKUBOT_SHARED:-$root/../shared}/data/sudoku/9x9
out=$(mktemp)
trap 'rm -f "$out"' EXIT
cd "$root/solver/sudoku"

# task_ms CMD...: the task-clock of CMD in milliseconds.
task_ms() {
	perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { print $1 }'
}

r=1
while [ "$r" -le "$rounds" ]; do
	# set name and repetitions (about a second of tdoku each)
	for sr in puzzles2_17_clue:3 puzzles3_magictour_top1465:50 'puzzles5_forum_hardest_1905_11+:1' puzzles6_forum_hardest_1106:20; do
		set_=${sr%:*}
		reps=${sr##*:}
		n=$("$tdoku" "$data/$set_" 0 | awk '{ print $1 }')
		t1=$(task_ms "$tdoku" "$data/$set_" "$reps")
		t0=$(task_ms "$tdoku" "$data/$set_" 0)
		td=$(awk -v a="$t1" -v b="$t0" -v n="$n" -v r="$reps" 'BEGIN { printf "%.3f", (a - b) * 1000 / (n * r) }')
		line="round $r $set_ tdoku $td"
		pat=$(printf '%s' "$set_" | sed 's/+/\\+/')
		for t in "$@"; do
			us=$("$t" -test.run '^$' -test.bench "Solve9\$/$pat\$" -test.benchtime "${reps}x" |
				awk '{ for (i = 2; i <= NF; i++) if ($i == "cpu-usec/puzzle") print $(i-1) }')
			line="$line $(basename "$t") $us $(awk -v a="$us" -v b="$td" 'BEGIN { printf "%.3f", a / b }')"
			echo "$r $set_ $(basename "$t") $(awk -v a="$us" -v b="$td" 'BEGIN { printf "%.4f", a / b }')" >>"$out"
		done
		echo "$line (load $(cut -d' ' -f1 /proc/loadavg))"
	done
	r=$((r + 1))
done

echo "median ratio to tdoku (range over $rounds rounds):"
sort -k2,2 -k3,3 -k4,4n "$out" | awk '
	{ key = $2 " " $3; v[key, ++n[key]] = $4; if (!(key in seen)) { seen[key] = 1; order[++k] = key } }
	END {
		for (i = 1; i <= k; i++) {
			key = order[i]; c = n[key]
			m = (c % 2) ? v[key, (c + 1) / 2] : (v[key, c / 2] + v[key, c / 2 + 1]) / 2
			printf "  %-44s %.3f  (%.3f-%.3f)\n", key, m, v[key, 1], v[key, c]
		}
	}'

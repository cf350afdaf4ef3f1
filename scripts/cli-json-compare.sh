#!/bin/sh
# cli-json-compare.sh BIN OUTDIR — writes the CLI's JSON outputs (solve, explain, rate, hint) on
# a fixed sample of the shared data sets into OUTDIR, so that two builds can be compared with
# `diff -r OUTDIR1 OUTDIR2`. The refactor of issue 12 must leave these byte-identical (solve's
# per-puzzle wall time is zeroed). N (default 200) puzzles of magictour top1465 are used.
# Usage: scripts/cli-json-compare.sh /tmp/sudoku-old /tmp/old && scripts/cli-json-compare.sh /tmp/sudoku-new /tmp/new && diff -r /tmp/old /tmp/new
set -eu
bin=$1
out=$2
data=${SUDOKUBOT_SHARED:-/work/shared}/data
n=${N:-200}
mkdir -p "$out/tmp"
top="$data/sudoku/9x9/puzzles3_magictour_top1465"
grep -v '^#' "$top" | head -n "$n" >"$out/tmp/top.txt"
grep -v '^#' "$data/sudoku/16x16/gecode_16x16.txt" | head -n 10 >"$out/tmp/16.txt"
grep -v '^#' "$data/sudoku/9x9/norvig_easy50.txt" | grep . | head -n 20 >"$out/tmp/easy.txt" || true

"$bin" solve --format json "$out/tmp/top.txt" >"$out/solve-top.json" 2>&1 || echo "exit $?" >>"$out/solve-top.json"
"$bin" solve --format json "$out/tmp/16.txt" >"$out/solve-16.json" 2>&1 || echo "exit $?" >>"$out/solve-16.json"
"$bin" rate --format json "$out/tmp/top.txt" >"$out/rate-top.json" 2>&1 || echo "exit $?" >>"$out/rate-top.json"
"$bin" rate --format json "$out/tmp/easy.txt" >"$out/rate-easy.json" 2>&1 || echo "exit $?" >>"$out/rate-easy.json"
for f in "$data"/formats/*; do
	b=$(basename "$f")
	case $b in EXPECTED | README.md) continue ;; esac
	"$bin" solve --format json "$f" >"$out/solve-fmt-$b.json" 2>&1 || echo "exit $?" >>"$out/solve-fmt-$b.json"
	"$bin" explain --format json "$f" >"$out/explain-fmt-$b.json" 2>&1 || echo "exit $?" >>"$out/explain-fmt-$b.json"
done
i=0
cat "$out/tmp/top.txt" "$out/tmp/easy.txt" | while read -r p; do
	i=$((i + 1))
	echo "$p" >"$out/tmp/p.txt"
	"$bin" explain --format json "$out/tmp/p.txt" >"$out/explain-$i.json" 2>&1 || echo "exit $?" >>"$out/explain-$i.json"
	for l in 1 2 3 4; do
		"$bin" hint --format json --level $l "$out/tmp/p.txt" >>"$out/hint-$i.json" 2>&1 || echo "exit $?" >>"$out/hint-$i.json"
	done
	# A player's mistake: a 1 (or 2) in the first empty cell, and pencil marks (N³ form) that
	# lack the solution digit of that cell, so both mistake kinds are worded.
	wrong=$(echo "$p" | sed 's/[.0]/1/')
	echo "$wrong" >"$out/tmp/w.txt"
	"$bin" hint --format json --level 3 --given "$out/tmp/p.txt" "$out/tmp/w.txt" >>"$out/hint-$i.json" 2>&1 || echo "exit $?" >>"$out/hint-$i.json"
	marks=$(echo "$p" | awk '{for (i = 1; i <= 81; i++) { c = substr($0, i, 1); if ((c == "." || c == "0") && !done) { printf "........."; done = 1 } else printf "123456789" } }')
	echo "$marks" >"$out/tmp/m.txt"
	"$bin" hint --format json --level 3 --marks "$out/tmp/m.txt" "$out/tmp/p.txt" >>"$out/hint-$i.json" 2>&1 || echo "exit $?" >>"$out/hint-$i.json"
done
rm -r "$out/tmp"
# solve's "usec" is the wall time of each puzzle: the one field allowed to differ.
sed -i -E 's/"usec":[0-9.]+/"usec":0/g' "$out"/solve-*.json

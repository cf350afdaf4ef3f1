#!/bin/sh
# compare.sh HODOKU_SRC [OUTDIR] — issue 27's side-by-side of sudokubot's hints and HoDoKu's
# at the same positions, on magictour top1465.
#
# HODOKU_SRC is a HoDoKu source tree (PseudoFish/Hodoku on GitHub: the directory holding
# src/, or src/ itself). HoDoKu is GPL-3.0: it is built here into OUTDIR, never into the
# repository, and only measured. Driver.java (ours) calls its public API: Options.resetAll(),
# Sudoku2.setSudoku, SudokuSolver.solve()/getSteps() for its path, getHint for its next step
# at a position. sbhodoku (ours, Go) does the same for sudokubot and prints the table.
#
# Each engine's path is replayed to each step; at every position where sudokubot takes a
# forcing chain or net or a Kraken fish, the grid and candidates (HoDoKu's library format)
# go to HoDoKu, and at every position where HoDoKu takes a forcing chain or net they come
# to sudokubot.
#
# Environment: EVERY=k takes every k-th puzzle (default 1: all 1,465); FROM/TO bound the
# puzzle numbers (1-based among the file's puzzle lines, '#' lines skipped); KRAKEN=1 also
# asks HoDoKu with its Kraken fish turned on; SBHODOKU is a prebuilt sbhodoku to use
# instead of building this tree's (to measure an earlier commit); HODPATH is HoDoKu's path
# file (hodpath.tsv) of an earlier run on the same sample, reused; SUDOKUBOT_SHARED is the
# shared folder (default /work/shared). Needs javac/java 8 or later and Go.
set -eu
src=$1
out=${2:-/tmp/hodoku-compare}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
data=${SUDOKUBOT_SHARED:-/work/shared}/data
top="$data/sudoku/9x9/puzzles3_magictour_top1465"
every=${EVERY:-1}
[ -d "$src/src" ] && src="$src/src"
mkdir -p "$out/classes" "$out/driver"

# Build HoDoKu (classes plus its resources: the solver reads some at start).
if [ ! -f "$out/classes/solver/SudokuSolver.class" ]; then
	find "$src" -name '*.java' >"$out/sources.txt"
	javac --release 8 -encoding UTF-8 -nowarn -d "$out/classes" @"$out/sources.txt"
	(cd "$src" && find . -type f ! -name '*.java' -exec cp --parents {} "$out/classes/" \;)
fi
javac --release 8 -encoding UTF-8 -nowarn -cp "$out/classes" -d "$out/driver" "$here/Driver.java"
if [ -n "${SBHODOKU:-}" ]; then
	cp "$SBHODOKU" "$out/sbhodoku" # a prebuilt sbhodoku: an earlier sudokubot, for before/after
else
	(cd "$root" && go build -o "$out/sbhodoku" ./scripts/hodoku/sbhodoku)
fi
hod() { java -cp "$out/classes:$out/driver" Driver "$@"; }

# The puzzle sample, numbered as in the whole file.
grep -v '^#' "$top" | awk -v e="$every" -v f="${FROM:-1}" -v t="${TO:-999999}" \
	'NF && NR >= f && NR <= t && (NR - f) % e == 0 { print NR "\t" $0 }' >"$out/sample.tsv"
"$out/sbhodoku" path "$out/sample.tsv" >"$out/ours.tsv"
# HoDoKu numbers the sample's puzzles 1, 2, ...: back to their numbers in the file.
if [ -n "${HODPATH:-}" ]; then
	cp "$HODPATH" "$out/hodpath.tsv" # HoDoKu's path of the same sample from an earlier run
else
	cut -f2 "$out/sample.tsv" | hod path | awk 'BEGIN { FS = OFS = "\t" } NR == FNR { num[FNR] = $1; next } { $1 = num[$1]; print }' "$out/sample.tsv" - >"$out/hodpath.tsv"
fi

# Positions handed over: ours (forcing or Kraken) to HoDoKu, HoDoKu's forcing ones to us.
awk -F'\t' '$4 == "F" || $4 == "K" { print $1 ":" $2 "\t" $6 }' "$out/ours.tsv" >"$out/ours-pos.tsv"
awk -F'\t' '$4 == "F" { print $1 ":" $2 "\t" $7 }' "$out/hodpath.tsv" >"$out/hod-pos.tsv"
hod hint <"$out/ours-pos.tsv" >"$out/hod-at-ours.tsv"
"$out/sbhodoku" hint <"$out/hod-pos.tsv" >"$out/ours-at-hod.tsv"
echo "== HoDoKu default ($(wc -l <"$out/sample.tsv") puzzles, every $every-th)"
"$out/sbhodoku" table "$out/ours.tsv" "$out/hod-at-ours.tsv" "$out/hodpath.tsv" "$out/ours-at-hod.tsv"
if [ "${KRAKEN:-}" = 1 ]; then
	hod hint kraken <"$out/ours-pos.tsv" >"$out/hodk-at-ours.tsv"
	echo "== HoDoKu with Kraken fish, at our positions"
	"$out/sbhodoku" table "$out/ours.tsv" "$out/hodk-at-ours.tsv" "$out/hodpath.tsv" "$out/ours-at-hod.tsv" | grep -A30 '^at our'
fi

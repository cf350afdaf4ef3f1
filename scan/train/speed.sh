#!/bin/sh
# Times the whole `sudoku read` process (start, decode, find, classify, repair, print) for
# each picture: the shared photos, the held-out screenshots in scan/testdata/shots and a
# 12-megapixel photo. Prints the median and worst CPU time (user + system, which a busy
# machine inflates less) and wall time, and the peak memory (RSS). Needs GNU time and gawk.
# Run from the module root: sh scan/train/speed.sh
set -e
bin=$(mktemp -d)
go build -o "$bin/sudoku" ./cmd/sudoku
go run ./scan/train -big "$bin/photo-12mp.jpg"
measure() {
	label=$1
	shift
	for f in "$@"; do
		/usr/bin/time -f "TIME %e %U %S %M" -o "$bin/t" "$bin/sudoku" read --format line "$f" >/dev/null 2>&1 || true
		grep '^TIME' "$bin/t"
	done | awk -v label="$label" '{ wall[NR] = $2; cpu[NR] = $3 + $4; if ($5 > m) m = $5 } END {
		n = NR; asort(wall); asort(cpu)
		printf "%-26s %3d pictures: CPU median %.0f ms, worst %.0f ms; wall median %.0f ms, worst %.0f ms; peak RSS %.0f MB\n",
			label, n, 1000 * cpu[int((n + 1) / 2)], 1000 * cpu[n], 1000 * wall[int((n + 1) / 2)], 1000 * wall[n], m / 1024 }'
}
photos=../shared/data/images/wicht-v2-train
if [ -d "$photos" ]; then
	measure "photos (Wicht v2 train)" "$photos"/*.jpg
fi
measure "screenshots (testdata)" scan/testdata/shots/*.png scan/testdata/shots/*.jpg
measure "12-megapixel photo" "$bin/photo-12mp.jpg" "$bin/photo-12mp.jpg" "$bin/photo-12mp.jpg"
rm -rf "$bin"

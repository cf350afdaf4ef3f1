#!/bin/sh
# Times the whole `sudoku read` process (start, decode, find, classify, repair, print) for
# each picture: the shared photos, the held-out screenshots in scan/testdata/shots and a
# 12-megapixel photo. Prints the median and worst wall time and the peak memory (RSS).
# Run from the module root: sh scan/train/speed.sh
set -e
bin=$(mktemp -d)
go build -o "$bin/sudoku" ./cmd/sudoku
go run ./scan/train -big "$bin/photo-12mp.jpg"
measure() {
	label=$1
	shift
	for f in "$@"; do
		/usr/bin/time -f "%e %M" -o "$bin/t" "$bin/sudoku" read --format line "$f" >/dev/null 2>&1 || true
		cat "$bin/t"
	done | sort -n | awk -v label="$label" '{ t[NR] = $1; if ($2 > m) m = $2 } END {
		printf "%-28s %4d pictures: median %.0f ms, worst %.0f ms, peak RSS %.0f MB\n", label, NR, 1000 * t[int((NR + 1) / 2)], 1000 * t[NR], m / 1024 }'
}
photos=../shared/data/images/wicht-v2-train
if [ -d "$photos" ]; then
	measure "photos (Wicht v2 train)" "$photos"/*.jpg
fi
measure "screenshots (testdata)" scan/testdata/shots/*.png scan/testdata/shots/*.jpg
measure "12-megapixel photo" "$bin/photo-12mp.jpg" "$bin/photo-12mp.jpg" "$bin/photo-12mp.jpg"
rm -rf "$bin"

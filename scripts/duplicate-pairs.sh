#!/bin/sh
# duplicate-pairs.sh [DIR] — issue 25's count of repeated code: the pairs of places sharing
# six or more lines that the `duplicates` tool lists for the tree at DIR (default: the
# repository's root), keeping the rows where neither file is a _test.go or under a testdata
# folder (production code, the test-support packages that are not _test.go files included;
# the fixtures, such as the HTML pages scan's Chromium pictures were rendered from, are not). It prints the kept rows,
# then their count. docs/duplicates.md gives the reason for each pair that stays.
set -eu
dir=${1:-$(git rev-parse --show-toplevel)}
cd "$dir"
duplicates --most 200 --seconds 120 | awk '
	/^D[0-9]+ / {
		a = $2; b = $4
		sub(/:[0-9]+-[0-9]+$/, "", a); sub(/:[0-9]+-[0-9]+$/, "", b)
		if (a !~ /(_test\.go$|(^|\/)testdata\/)/ && b !~ /(_test\.go$|(^|\/)testdata\/)/) { print; n++ }
		next
	}
	/^incomplete:/ { print "duplicate-pairs.sh: " $0 > "/dev/stderr"; bad = 1 }
	END { print n + 0 " production pairs"; exit bad }'

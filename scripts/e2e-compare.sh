#!/bin/sh
# e2e-compare.sh OUTDIR [BASE] — records what the bot says on the wire in the end-to-end tests
# (bot/discord against the fake Discord: every interaction and every request, made canonical
# by discordtest's transcript, see bot/discord/discordtest/record.go) for the commit BASE
# (default main) and for the work tree, and diffs them. A refactor must leave them
# byte-identical.
#
# BASE is recorded twice: a test whose transcript differs between those two runs depends on
# timing or on the order of concurrent work (a flood of presses, three instances racing for
# posts); it is listed apart and left out of the verdict. Exit status 1 when any other
# transcript differs or is missing on one side.
#
# Usage: scripts/e2e-compare.sh /tmp/e2e main
set -eu
out=$1
base=${2:-main}
pkgs=${PKGS:-./bot/discord/}
root=$(git rev-parse --show-toplevel)
rm -rf "$out"
mkdir -p "$out"
tree="$out/base-tree"
git -C "$root" worktree add --detach "$tree" "$base" >/dev/null 2>&1
trap 'git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT

record() { # record DIR TREE
	(cd "$2" && SUDOKUBOT_E2E_RECORD="$1" go test -count=1 $pkgs >"$1.log" 2>&1) || {
		echo "tests failed in $2 (see $1.log)" >&2
		exit 1
	}
}
record "$out/base" "$tree"
record "$out/base-again" "$tree"
record "$out/head" "$root"

# One line: the case pattern below looks for " NAME " in it.
unstable=$(diff -rq "$out/base" "$out/base-again" | sed -n 's|^Files .*/base/\(.*\) and .*|\1|p' | tr '\n' ' ' || true)
status=0
for f in $(cd "$out/base" && ls) $(cd "$out/head" && ls); do
	case " $unstable " in *" $f "*) continue ;; esac
	[ -f "$out/seen-$f" ] && continue
	: >"$out/seen-$f"
	if ! cmp -s "$out/base/$f" "$out/head/$f"; then
		echo "differs: $f"
		diff "$out/base/$f" "$out/head/$f" | head -n 20 || true
		status=1
	fi
done
rm -f "$out"/seen-*
n=$(ls "$out/base" | wc -l)
echo "$n transcripts of $base; unstable on $base itself (left out): ${unstable:-none}"
[ $status -eq 0 ] && echo "identical: every other transcript of the work tree matches $base byte for byte"
exit $status

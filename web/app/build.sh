#!/usr/bin/env bash
# Builds the Activity's front end into web/static (committed, so that `go build` needs no
# node): app.js (one plain script, no modules: iOS refuses module scripts in the Activity's
# iframe), app.css, and LICENSES.txt with the licence of every npm package in the bundle;
# the server embeds src/index.html itself. Needs node and npm (dev time only).
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --silent 2>/dev/null || npm install --no-audit --no-fund --silent
out=../static
mkdir -p "$out"
npx esbuild src/main.js --bundle --minify --format=iife --target=es2020,safari15 \
	--legal-comments=none --metafile=meta.json --outfile="$out/app.js" --log-level=warning
npx esbuild src/app.css --minify --outfile="$out/app.css" --log-level=warning
node licenses.js meta.json > "$out/LICENSES.txt"
rm -f meta.json
gzip -9 -c "$out/app.js" | wc -c | awk '{printf "app.js: %d bytes gzipped\n", $1}'

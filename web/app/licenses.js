// Prints the licence of every npm package whose code is in the bundle, from esbuild's
// metafile, for web/static/LICENSES.txt.
const fs = require('fs');
const path = require('path');
const meta = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pkgs = new Map();
for (const input of Object.keys(meta.inputs)) {
  // The SDK vendors its dependencies under output/lib/<name>: their licences are those of
  // the same packages installed beside it (tslib is a dev dependency for that alone).
  const vendored = input.match(/node_modules\/@discord\/embedded-app-sdk\/output\/lib\/((?:@[^/]+\/)?[^/]+)\//);
  if (vendored) {
    pkgs.set(vendored[1], path.join('node_modules', vendored[1]));
    continue;
  }
  const m = input.match(/^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//);
  if (m) pkgs.set(m[2], m[1]);
}
let out = 'Third-party code in app.js (the Discord Activity of sudokubot), with its licences.\n' +
  'sudokubot itself is MIT-licensed: see LICENSE at the root of the repository.\n';
for (const [name, dir] of [...pkgs].sort()) {
  const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  out += `\n${'='.repeat(78)}\n${name} ${pj.version} (${pj.license || 'see below'})\n${'='.repeat(78)}\n`;
  out += file ? fs.readFileSync(path.join(dir, file), 'utf8').trim() + '\n' : `No licence file; package.json says: ${pj.license}\n`;
}
process.stdout.write(out);

#!/bin/sh
# `prune-node-modules.sh <node_modules>`: drops from the image's production node_modules what Node never loads
# (about a third of its bytes): type declarations and TypeScript sources (Node 20 runs no .ts), source maps
# (the service runs without --enable-source-maps), Markdown, the type-only @types packages, the test and CI
# folders at packages' roots, and better-sqlite3's build leftovers (only build/Release/better_sqlite3.node is
# loaded). JavaScript, JSON, native addons and the static files packages serve are kept. The Dockerfile then
# imports every production dependency to prove they all still load.
set -eu
cd "$1"

rm -rf @types
find . -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' -o -name '*.md' -o -name '*.markdown' \) -delete
# Only at a package's root (node_modules/<name>/test, node_modules/@scope/<name>/test): nothing requires those.
for pkg in */ @*/*/; do
  for dir in test tests __tests__ .github benchmark benchmarks; do
    rm -rf "$pkg$dir"
  done
done
if [ -d better-sqlite3 ]; then
  (
    cd better-sqlite3
    rm -rf src deps binding.gyp build/deps build/Release/obj* build/Release/.deps build/Release/*.a \
      build/Release/test_extension.node build/*.mk build/Makefile build/config.gypi
  )
fi
find . -depth -type d -empty -delete

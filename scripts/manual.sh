#!/usr/bin/env bash
# Writes the man page, Documentation/picker.1, with swift-argument-parser's generate-manual plugin
# (from the commands' own help). With --check it writes to a temporary folder and fails when the
# committed page differs, so the page cannot drift from the commands.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift package --allow-writing-to-directory "$out" generate-manual --configuration debug \
  --date 2026-11-23 --section 1 --output-directory "$out" >"$out/log" 2>&1 \
  || { cat "$out/log"; exit 1; }
page="$(find "$out" -name 'picker.1' | head -1)"
[ -n "$page" ] || { echo "generate-manual wrote no picker.1"; cat "$out/log"; exit 1; }
if [ "${1:-}" = "--check" ]; then
  diff -u Documentation/picker.1 "$page" \
    || { echo "Documentation/picker.1 is out of date: run scripts/manual.sh"; exit 1; }
  echo "the man page is up to date"
else
  mkdir -p Documentation
  cp "$page" Documentation/picker.1
  echo "wrote Documentation/picker.1"
fi

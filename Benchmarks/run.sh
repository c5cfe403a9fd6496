#!/usr/bin/env bash
# Runs every benchmark and ends with a short summary of the issue's figures, each ratio against a
# baseline measured in this same run (nothing is asserted: the figures are reported).
#
# 1. Micro-benchmarks on ordo-one's package-benchmark (ns and allocations per operation, with
#    percentiles): unit conversions, one edit, rows <-> value, date correction and memory.
# 2. Keystrokes to enter realistic values through the core's editing model (counts).
# 3. terminal.py: time to first frame and bytes per keypress of `picker` on a real pty;
#    startup.py: what runs before that first frame, step by step.
# 4. server.sh: `picker serve` under wrk, the picker route beside a static page; generated.py:
#    that route as swift-openapi-generator's server beside the hand route.
# 5. browser.py: the pages in headless Chromium at 0 and 150 ms of latency: key to drawn change,
#    requests for ten quick keys, page weight (skipped without chromium and selenium);
#    element.py: <picker-wheels> on a static page, from import to a key answered;
#    phone_visit.py: a phone's first and warm visits over HTTPS under Lighthouse's mobile preset.
#
# Usage: run.sh [--micro]  (--micro stops after steps 1 and 2, which need no picker build)
set -euo pipefail
cd "$(dirname "$0")"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

source ../scripts/release-build.sh
build() {  # what, scratch path, extra arguments: release builds of picker and its server
  local what=$1 scratch=$2; shift 2
  echo "Building $what in release mode (several minutes on 2 cores)..."
  for product in picker picker-serve; do
    swift build "${release_build[@]}" --package-path .. --scratch-path "$scratch" \
      --product "$product" "$@" \
      >>"$out/build.log" 2>&1 || { tail -40 "$out/build.log"; exit 1; }
  done
}

# One run stored as the baseline `current`, then printed and exported from the store, so the
# tables and the summary read the same measurements.
swift package --allow-writing-to-package-directory benchmark baseline update current \
  --no-progress
swift package benchmark baseline read current --no-progress
swift package --allow-writing-to-directory "$out" benchmark baseline read current \
  --no-progress --format histogramEncoded --path "$out" >/dev/null

echo
# Counts, not timings: a debug build, the one scripts/test.sh already makes.
swift build --product Keystrokes >"$out/build.log" 2>&1 || { tail -40 "$out/build.log"; exit 1; }
"$(swift build --show-bin-path)/Keystrokes" | tee "$out/keystrokes.txt"

if [ "${1:-}" != "--micro" ]; then
  # The terminal: first frame beside Debian's dialog, and bytes per keypress, on a real pty.
  command -v dialog >/dev/null \
    || { apt-get update -qq && apt-get install -y -qq dialog >/dev/null; }
  # Scratch folders of our own, so these never race a build of the main package's .build.
  scratch="$PWD/.build/picker"
  build picker "$scratch"
  picker="$(swift build "${release_build[@]}" --package-path .. --scratch-path "$scratch" \
    --show-bin-path)"
  # A release picker on Linux carries the Swift runtime and Foundation inside it (Package.swift).
  echo
  python3 terminal.py "$picker/picker" | tee "$out/terminal.txt"
  # What runs before the first frame, step by step.
  echo
  python3 startup.py "$picker/picker" | tee "$out/startup.txt"

  # The server under load.
  echo
  ./server.sh "$picker/picker" | tee "$out/server.txt"
  # The same route as swift-openapi-generator's server, beside the hand route, in one process.
  echo
  python3 generated.py | tee "$out/generated.txt"

  # The pages in a browser, on the same release build.
  echo
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null \
    && python3 -c "import selenium" 2>/dev/null; then
    python3 browser.py "$picker/picker" | tee "$out/browser.txt"
    # <picker-wheels> on a static page: import to a key answered, and the bytes it ships.
    echo
    python3 element.py | tee "$out/element.txt"
    # A phone's first and warm visits, over HTTPS at a name, under Lighthouse's mobile preset.
    echo
    if command -v certutil >/dev/null; then
      python3 phone_visit.py "$picker/picker" | tee "$out/phone_visit.txt"
    else
      echo "phone_visit.py skipped: it needs certutil (libnss3-tools)"
    fi
  else
    echo "browser.py skipped: it needs chromium, chromium-driver and python3-selenium"
  fi
fi

echo
python3 summary.py "$out"

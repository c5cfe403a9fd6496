#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them with the malloc interposer preloaded,
# so allocation counts are real.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release
bin=$(swift build -c release --show-bin-path)
LD_PRELOAD="$bin/libMallocInterposerSwift.so" "$bin/PickerBenchmarks"

# The terminal: first frame beside Debian's dialog, and bytes per keypress, on a real pty.
command -v dialog >/dev/null || { apt-get update -qq && apt-get install -y -qq dialog >/dev/null; }
swift build -c release --package-path .. --product picker
# The same picker with the Swift runtime and Foundation linked in statically: most of a cold start
# is the dynamic loader finding them.
swift build -c release --package-path .. --product picker --scratch-path ../.build-static \
  -Xswiftc -static-stdlib
python3 terminal.py "$(swift build -c release --package-path .. --show-bin-path)/picker" \
  ../.build-static/release/picker

# The server under load.
./server.sh

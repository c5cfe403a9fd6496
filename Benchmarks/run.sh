#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them with the malloc interposer preloaded,
# so allocation counts are real.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release
bin=$(swift build -c release --show-bin-path)
LD_PRELOAD="$bin/libMallocInterposerSwift.so" "$bin/PickerBenchmarks"

#!/usr/bin/env bash
# Fuzzes the editing model with libFuzzer for SECONDS: every picker kind, hostile specs, states,
# actions and answers (Tests/PickerTestSupport/FuzzCase.swift), looking for traps (overflow,
# index out of range) and broken contracts. Prints libFuzzer's exec/s summary; exits non-zero on
# a crash, leaving the input under .build/fuzz-crashes/ to replay with
#   .build/fuzz/picker-fuzz .build/fuzz-crashes/crash-...
#
# The sources are compiled straight with swiftc, outside SwiftPM's graph: a fuzzer build of the
# package would need every dependency built with sanitizers. -O keeps Swift's overflow and bounds
# checks (only -Ounchecked drops them) and runs many more cases than -Onone.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: scripts/fuzz.sh SECONDS}
build=.build/fuzz
corpus=.build/fuzz-corpus
crashes=.build/fuzz-crashes
binary=$build/picker-fuzz
mkdir -p "$build" "$corpus" "$crashes"

flags=(
  -swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -sanitize=fuzzer,address -parse-as-library -O -g
)
mapfile -t core_sources < <(find Sources/PickerCore -name '*.swift' | sort)
mapfile -t kit_sources < <(find Sources/PickerKit -name '*.swift' | sort)
support_sources=(Tests/PickerTestSupport/*.swift Fuzz/PickerFuzz.swift)

# Rebuilt only when a source is newer than the fuzzer.
if [[ ! -x $binary ]] || [[ -n $(find "${core_sources[@]}" "${kit_sources[@]}" \
  "${support_sources[@]}" "$0" -newer "$binary" -print -quit) ]]; then
  echo "== building $binary"
  # PickerCore and PickerKit are modules of their own, as in the package, so the test support
  # sees only their public API.
  swiftc "${flags[@]}" -module-name PickerCore -package-name main -wmo -c -emit-module \
    -emit-module-path "$build/PickerCore.swiftmodule" -o "$build/PickerCore.o" \
    "${core_sources[@]}"
  swiftc "${flags[@]}" -module-name PickerKit -package-name main -I "$build" -wmo -c \
    -emit-module -emit-module-path "$build/PickerKit.swiftmodule" -o "$build/PickerKit.o" \
    "${kit_sources[@]}"
  swiftc "${flags[@]}" -module-name PickerFuzz -I "$build" "$build/PickerCore.o" \
    "$build/PickerKit.o" "${support_sources[@]}" -o "$binary" \
    2> >(grep -v 'Cannot export local symbol' >&2)
fi

# Hand-made seeds: the first byte picks the kind (pattern, date, measure, options), the rest
# spell parameters, a state and actions.
seed() { printf "$2" > "$corpus/seed-$1"; }
seed pattern '\x00\x00\x05\x00\x02\x31\x32\x33\x2e\x34'
seed pattern-hostile '\x00\x09\x20\x39\x3a\x35\x39\x2e\x78\xff\x00\x7f\x80\x04\x04\x04'
seed date '\x01\x00\x01\x02\x00\x00\x00\x01\x00\x03\x06\x06\x06\x07\x09'
seed date-bounds '\x01\x03\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x05\x05'
seed measure '\x02\x00\x01\x01\x00\x02\x04\x01\x02\x03\x09\x0a'
seed options '\x03\x04\x02\x03\x05\x61\x62\x63\x01\x00\x02\x05\x05\x05'

echo "== fuzzing for $seconds s (corpus $corpus)"
# A log per run, kept as last.log when done, so that two runs at once do not interleave.
log=$build/run-$$.log
status=0
# The Swift runtime's backtracer would wait on the crashed process; libFuzzer reports instead.
SWIFT_BACKTRACE=enable=no "$binary" "$corpus" -max_total_time="$seconds" -max_len=512 \
  -len_control=20 -timeout=10 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$crashes/" \
  > "$log" 2>&1 || status=$?
mv -f "$log" "$build/last.log"
log=$build/last.log

if ((status != 0)); then
  # The trap, demangled, and the input that caused it.
  grep -v -e '^INFO' -e '^#' "$log" | swift demangle --simplified | head -80 >&2
  echo "libFuzzer exited with $status; crash input under $crashes/:" >&2
  ls -t "$crashes" | head -3 >&2
  exit "$status"
fi
summary='^#[0-9]+[[:space:]]+DONE|^Done [0-9]+ runs'
grep -E "$summary|stat::(number_of_executed_units|average_exec_per_sec)" "$log"

#!/usr/bin/env bash
# Runs every test: formatting, the DocC catalog, a package that depends on PickerKit by version,
# the package's tests (library and the real executable), the browser tests, a minute of fuzzing,
# the installed Debian package, and a build of the benchmarks so they cannot rot. CI runs exactly
# this (.ci/run).
#
# One piece of work runs beside a step in front, taking what it leaves idle: the fuzzer (one
# processor) beside the pages' cores (whole-module compiles, one processor each), building in
# .build/fuzz, where nothing in front does. Nothing else gains by it on two processors: the
# release build, niced beside the browser tests (which wait on browsers and servers part of the
# time), made them take 11 min 22 s where they take 8 min 34 s alone, for 22 s saved in all.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build

# beside ID TITLE COMMAND...: runs COMMAND in a session of its own (so that a stop in front
# stops all of it), its output in .build/beside-ID.log. joined ID: waits for it, prints its log
# and the time it took, and fails when it failed.
declare -A beside_pids=() beside_started=() beside_titles=()
beside() {
  local id=$1
  beside_titles[$id]=$2
  shift 2
  beside_started[$id]=$SECONDS
  printf '\n== %s, beside the step in front\n' "${beside_titles[$id]}"
  setsid "$@" >".build/beside-$id.log" 2>&1 &
  beside_pids[$id]=$!
}
joined() {
  local id=$1 status=0
  wait "${beside_pids[$id]}" || status=$?
  unset "beside_pids[$id]"
  # The whole log when it failed; its last lines (the fuzzer's figures, the build's end) when not.
  if ((status == 0)); then tail -n 12 ".build/beside-$id.log"; else cat ".build/beside-$id.log"; fi
  printf '== %s, beside the step in front: %d min %02d s\n' "${beside_titles[$id]}" \
    $(((SECONDS - beside_started[$id]) / 60)) $(((SECONDS - beside_started[$id]) % 60))
  ((status == 0)) || { echo "${beside_titles[$id]}: failed (exit $status)"; exit 1; }
}
stop_beside() {
  local pid
  for pid in "${beside_pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done
}
trap stop_beside EXIT

# Each step's line ends with the time it took and how many of the machine's processors were busy
# meanwhile (from /proc/stat, whoever kept them so), so a log shows where the time goes and
# whether a step left processors idle.
current=""
step_started=$SECONDS
processors=$(nproc)
# cpu_ticks: sets ticks_total (all processors' ticks) and ticks_busy (neither idle nor waiting).
cpu_ticks() {
  local label user nice system idle iowait rest tick
  read -r label user nice system idle iowait rest </proc/stat
  ticks_total=$((user + nice + system + idle + iowait))
  for tick in $rest; do ticks_total=$((ticks_total + tick)); done
  ticks_busy=$((ticks_total - idle - iowait))
}
cpu_ticks
finish_step() {
  local then_total=$ticks_total then_busy=$ticks_busy busy=0
  cpu_ticks
  # Busy processors in hundredths, in the shell's integers: processors x busy ticks / all ticks.
  ((ticks_total == then_total)) \
    || busy=$((processors * 100 * (ticks_busy - then_busy) / (ticks_total - then_total)))
  [[ -z "$current" ]] || printf '== %s: %d min %02d s, %d.%02d of %d processors busy\n' "$current" \
    $(((SECONDS - step_started) / 60)) $(((SECONDS - step_started) % 60)) \
    $((busy / 100)) $((busy % 100)) "$processors"
}
step() {
  finish_step
  current="$*"
  step_started=$SECONDS
  printf '\n== %s\n' "$*"
}

step "what the tests need, installed when missing (Debian's packages; PyPI's, pinned)"
# Debian's: tmux (job control tested in a real shell), the WebAssembly build's tools (wasi-libc,
# the compiler's wasm32 builtins, binaryen's wasm-opt, node to run the page's core, brotli and
# zopfli for the compressed copies), chromium and chromium-driver, certutil (libnss3-tools: the
# phone suite trusts the server's authority as a phone does), openssl (a certificate of one's
# own, made as a person would), npm and tsc (node-typescript: the web package installed and its
# declarations compiled as a web developer would), curl, zsh and fish (the installed package's
# completions read by their shells). All installed at once, with one update of the lists.
missing=()
[[ -f /usr/lib/wasm32-wasi/libc.a ]] || missing+=(wasi-libc)
dpkg -s libclang-rt-16-dev-wasm32 >/dev/null 2>&1 || missing+=(libclang-rt-16-dev-wasm32)
for pair in tmux:tmux wasm-opt:binaryen node:nodejs brotli:brotli zopfli:zopfli \
  chromium:chromium chromedriver:chromium-driver certutil:libnss3-tools openssl:openssl \
  npm:npm tsc:node-typescript curl:curl zsh:zsh fish:fish; do
  command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
done
if ((${#missing[@]})); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The oracles are pinned, so a new release on a new machine cannot turn the suite red: babel
# 2.17.0 carries CLDR 46, the release this machine's Foundation reads through ICU 76 (babel 2.19's
# CLDR 48 groups de_CH with ' where ICU 76 writes ’); schemathesis finds what its release finds.
oracles=(babel==2.17.0 schemathesis==4.32.5 pytest-xdist==3.8.0)
python3 - "${oracles[@]}" <<'PY' 2>/dev/null || { python3 -m pip install -q selenium pytest pyyaml openapi-core openapi-spec-validator "${oracles[@]}" && python3 -m pip install -q --no-deps axe-playwright-python==0.1.8; }
import sys
from importlib.metadata import version
import selenium, pytest, yaml, openapi_core, openapi_spec_validator, axe_playwright_python, xdist
for pin in sys.argv[1:]:
    name, wanted = pin.split("==")
    assert version(name) == wanted, f"{name} {version(name)} is not the pinned {wanted}"
PY

step "formatting (swift format lint --strict, rules in .swift-format)"
swift format lint --strict --recursive Package.swift Sources Tests Fuzz Benchmarks/Package.swift \
  Benchmarks/Sources Benchmarks/Benchmarks

step "a package that depends on PickerKit by version (scripts/consumer.sh: checkouts, DocC examples)"
scripts/consumer.sh

step "man page (Documentation/picker.1 matches the commands' help; scripts/manual.sh)"
scripts/manual.sh --check

step "API types (Sources/PickerServer/API/Generated matches the OpenAPI document; scripts/openapi.sh)"
scripts/openapi.sh --check

step "the cores for the pages (scripts/wasm.sh --check: the served cores and the compressed copies are this build)"
beside fuzz "fuzzing the editing model for 60 s (libFuzzer; scripts/fuzz.sh SECONDS runs it longer)" \
  scripts/fuzz.sh 60
scripts/wasm.sh --check
joined fuzz

step "tests (swift test)"
# Our own targets build without a warning (the dependencies' warnings are theirs to mend).
swift build --build-tests 2>&1 | tee .build/build-tests.log
if grep -E "^$PWD/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" .build/build-tests.log; then
  echo "warnings in our own targets (above): the build is kept quiet"
  exit 1
fi
swift test --skip-build

step "documentation (DocC catalog, warnings are errors)"
# PickerKit's symbol graph from the module the tests' build made (no build of its own, whose
# flags would have the next build compile the core again); it holds the core's symbols too (it
# re-exports PickerCore), as users see them.
rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs
swift symbolgraph-extract -module-name PickerKit -I "$(swift build --show-bin-path)/Modules" \
  -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
  -experimental-allowed-reexported-modules=PickerCore -output-dir .build/symbol-graphs
find .build/symbol-graphs -type f ! -name 'PickerKit.symbols.json' -delete
docc convert Sources/PickerKit/PickerKit.docc --additional-symbol-graph-dir .build/symbol-graphs \
  --output-path .build/docs --warnings-as-errors \
  --fallback-display-name PickerKit --fallback-bundle-identifier dev.pickerkit.PickerKit

step "installing the shell tool (scripts/package.sh --check: the release build, the Debian package, run from a scratch root)"
scripts/package.sh --check

step "browser and server-process tests (headless Chromium, a real socket, kill -9)"
# On the release build the package holds, as people run it: the browsers' share of the
# processors is larger where the server answers sooner (7 min 07 s here, 7 min 38 s on the
# debug build). pytest-xdist runs the test files on both cores (each file in one worker,
# --dist loadfile, so a file's own server and its order are as when run alone; a third worker
# gains nothing, the browsers keep both busy); the built tools' folder is named for them once.
PICKER_BIN_PATH="$(source scripts/release-build.sh &&
  swift build "${release_build[@]}" "${package_build[@]}" --show-bin-path)" \
  python3 -m pytest -q -n 2 --dist loadfile --durations=15 Tests/Browser

step "benchmarks build (run them with Benchmarks/run.sh)"
# In the tests' scratch folder, where the dependencies the benchmarks share with the package are
# built already; last, since it leaves the folder resolved for the benchmarks' package.
swift build --package-path Benchmarks --scratch-path .build

finish_step
echo
printf 'all tests passed in %d min %02d s\n' $((SECONDS / 60)) $((SECONDS % 60))

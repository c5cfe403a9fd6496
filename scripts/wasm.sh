#!/usr/bin/env bash
# Builds the cores for the pages: every file of Sources/PickerCore and of the apps' models
# (Sources/PaceCalculator, Sources/UnitPrices, Sources/Thermostat), the very files the native
# library compiles, with the page's door (Sources/PickerPage), as Embedded Swift modules for
# wasm32 linked into one core per page (pickerkit.wasm alone, pickerkit-APP.wasm with an app). Needs
# Debian's wasi-libc (malloc, and the C library's exp and pow the running models use),
# libclang-rt-16-dev-wasm32 (compiler builtins such as __multi3 for Int128) and binaryen
# (wasm-opt, which shrinks the linked module); the test command installs them when missing.
#
# Size (the page downloads this): the modules are compiled to LLVM bitcode and optimized as one
# whole when linked (-lto=llvm-full: the linker sees that only the five exports are called from
# outside), then wasm-opt -Oz shrinks it. Every step is deterministic, so --check can compare
# bytes; a different wasm-opt release than Debian 12's (108) writes other bytes.
#
#   scripts/wasm.sh            builds the cores in .build/wasm and their compressed copies
#   scripts/wasm.sh --check    and fails unless the committed copies the server serves are those
#   scripts/wasm.sh --write    and writes them where the server serves them
#   scripts/wasm.sh --named    and a named build of each beside it, CORE/named.wasm and the
#                              linker's map CORE/named.map, for Benchmarks/core_bytes.py (with
#                              --check or --write too)
set -euo pipefail
cd "$(dirname "$0")/.."
mode="" named=""
for argument in "$@"; do
  case $argument in
    --check | --write) mode=$argument ;;
    --named) named=1 ;;
    *)
      echo "wasm.sh: unknown option $argument: use --check, --write or --named" >&2
      exit 64
      ;;
  esac
done

build=.build/wasm
served=Sources/PickerServer/Resources/assets
libc=/usr/lib/wasm32-wasi/libc.a
builtins=/usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a
for archive in "$libc" "$builtins"; do
  [[ -f $archive ]] || {
    echo "wasm.sh: $archive is missing: apt-get install wasi-libc libclang-rt-16-dev-wasm32" >&2
    exit 69
  }
done
command -v wasm-opt >/dev/null || {
  echo "wasm.sh: wasm-opt is missing: apt-get install binaryen" >&2
  exit 69
}
swiftc=$(command -v swiftc)
embedded=$(dirname "$(dirname "$(readlink -f "$swiftc")")")/lib/swift/embedded/wasm32-unknown-none-wasm

mkdir -p "$build"
# Each module on the modules before it: the core, the apps' models, then the page's door. Each
# is compiled whole (-wmo) to LLVM bitcode, and linked as one whole below.
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
  -Xfrontend -disable-stack-protector -parse-as-library -swift-version 6 -lto=llvm-full
  -package-name main -I "$build" -I Sources/CMath)
module() {
  local name=$1 directory=$2
  local sources
  mapfile -t sources < <(find "$directory" -name '*.swift' | LC_ALL=C sort)
  swiftc "${flags[@]}" -module-name "$name" -emit-module \
    -emit-module-path "$build/$name.swiftmodule" -c "${sources[@]}" -o "$build/$name.o"
}
# The core first; the apps' models each need only the core, so they compile side by side (each
# compile is whole-module, on one processor).
module PickerCore Sources/PickerCore
pids=()
for app_module in PaceCalculator UnitPrices Thermostat; do
  module "$app_module" "Sources/$app_module" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
# The C symbols the builtins and wasi-libc link against (see StackGuard.c), with the toolchain's
# own clang.
"$(dirname "$(readlink -f "$swiftc")")/clang" --target=wasm32-unknown-unknown -Os \
  -c Sources/PickerPage/StackGuard.c -o "$build/stack-guard.o"
exports=(pickerkit_alloc pickerkit_free pickerkit_calls pickerkit_call pickerkit_answer)

# One core per page: the core alone (pickerkit.wasm: the playground, and any page with wheels),
# and the core with one app's model (pickerkit-pace.wasm, pickerkit-prices.wasm,
# pickerkit-thermostat.wasm), so a page downloads no other app's. Each is the page's door
# compiled with its app's condition (Sources/PickerPage/Exports.swift) and linked with the core
# and that app alone; the four links run side by side.
cores=(pickerkit pickerkit-pace pickerkit-prices pickerkit-thermostat)
declare -A app=([pickerkit]="" [pickerkit-pace]=PaceCalculator [pickerkit-prices]=UnitPrices
  [pickerkit-thermostat]=Thermostat)
declare -A condition=([pickerkit]="" [pickerkit-pace]=PICKER_PAGE_PACE
  [pickerkit-prices]=PICKER_PAGE_PRICES [pickerkit-thermostat]=PICKER_PAGE_THERMOSTAT)
# The features are those Swift compiles for wasm32 (bulk memory, sign extension, ...), which
# every browser the page supports has.
features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals
  --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types)
link() {
  local core=$1 objects=("$build/PickerCore.o")
  [[ -n ${app[$core]} ]] && objects+=("$build/${app[$core]}.o")
  mkdir -p "$build/$core"
  swiftc "${flags[@]}" -module-name PickerPage ${condition[$core]:+-D ${condition[$core]}} \
    -emit-module -emit-module-path "$build/$core/PickerPage.swiftmodule" \
    -c Sources/PickerPage/Exports.swift -o "$build/$core/PickerPage.o"
  # The stack goes first, below the data, so that running past it traps (an access below
  # address 0) instead of overwriting the heap; 1 MiB holds the deepest nesting the core reads
  # (512).
  local linking=(--no-entry --gc-sections --stack-first -z stack-size=1048576
    "${exports[@]/#/--export=}" "${objects[@]}" "$build/$core/PickerPage.o"
    "$build/stack-guard.o" "$libc" "$builtins" -L"$embedded" -lswiftUnicodeDataTables)
  wasm-ld --strip-all "${linking[@]}" -o "$build/$core/linked.wasm"
  wasm-opt -Oz "${features[@]}" "$build/$core/linked.wasm" -o "$build/$core.wasm"
  # What the core is made of: the same link keeping its names, with the linker's map, shrunk
  # the same way keeping the names (-g).
  if [[ $named ]]; then
    wasm-ld "${linking[@]}" -Map="$build/$core/named.map" -o "$build/$core/named-linked.wasm"
    wasm-opt -Oz -g "${features[@]}" "$build/$core/named-linked.wasm" -o "$build/$core/named.wasm"
  fi
}
pids=()
for core in "${cores[@]}"; do
  link "$core" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done

for core in "${cores[@]}"; do
  echo "$build/$core.wasm: $(stat -c %s "$build/$core.wasm") bytes," \
    "$(gzip -9 -c "$build/$core.wasm" | wc -c) gzipped"
done

# The compressed copies the server sends (AssetStore): the core and the page's scripts and style
# sheet, in brotli at its best (-q 11, the largest window browsers take) and in gzip at its best
# (zopfli), each named by its file's name and the first 16 hexadecimal digits of the file's
# SHA-256, so the server never sends a copy of other bytes. Both tools are deterministic.
compressed=Sources/PickerServer/Resources/compressed
for tool in brotli zopfli; do
  command -v $tool >/dev/null || {
    echo "wasm.sh: $tool is missing: apt-get install $tool" >&2
    exit 69
  }
done
built=()
for core in "${cores[@]}"; do built+=("$build/$core.wasm"); done
copies() {
  local out=$1 file name digest pids=()
  mkdir -p "$out"
  # A file's brotli and gzip copies are made side by side: each tool uses one processor.
  for file in "${built[@]}" Sources/PickerServer/Resources/assets/*.js \
    Sources/PickerServer/Resources/assets/*.css; do
    name=$(basename "$file")
    digest=$(sha256sum "$file" | cut -c1-16)
    brotli -q 11 -w 24 -c "$file" >"$out/$name.$digest.br" &
    pids+=($!)
    zopfli --gzip -c "$file" >"$out/$name.$digest.gz" &
    pids+=($!)
    for pid in "${pids[@]}"; do wait "$pid"; done
    pids=()
  done
}
fresh=$build/compressed
rm -rf "$fresh"
copies "$fresh"
for core in "${cores[@]}"; do
  echo "$fresh: $core.wasm $(stat -c %s "$fresh/$core".wasm.*.br) bytes in brotli," \
    "$(stat -c %s "$fresh/$core".wasm.*.gz) in gzip"
done

if [[ $mode == --check ]]; then
  for core in "${cores[@]}"; do
    cmp -s "$build/$core.wasm" "$served/$core.wasm" || {
      echo "wasm.sh: $served/$core.wasm is not the build of these sources: run" \
        "scripts/wasm.sh --write (built with $(wasm-opt --version))" >&2
      exit 1
    }
  done
  echo "the cores in $served are current"
  diff -r "$fresh" "$compressed" >/dev/null || {
    echo "wasm.sh: $compressed is not the compressed copies of the cores and the assets:" \
      "run scripts/wasm.sh --write (with $(brotli --version) and zopfli)" >&2
    diff -rq "$fresh" "$compressed" >&2 || true
    exit 1
  }
  echo "$compressed is current"
elif [[ $mode == --write ]]; then
  for core in "${cores[@]}"; do cp "$build/$core.wasm" "$served/$core.wasm"; done
  rm -rf "$compressed"
  cp -r "$fresh" "$compressed"
  echo "wrote the cores in $served, and $compressed"
fi

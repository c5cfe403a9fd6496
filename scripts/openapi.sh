#!/usr/bin/env bash
# Writes the API's Swift types, Sources/PickerServer/API/Generated (and the benchmarks' generated server
# for one operation, Benchmarks/Sources/GeneratedPick/Generated), from the OpenAPI document the server
# publishes (Sources/PickerServer/Resources/assets/openapi.yaml), with swift-openapi-generator
# built on its own in Tools/OpenAPIGenerator. With --check it writes to a temporary folder and
# fails when the committed types differ, so the routes cannot compile against a document that is
# not the one served.
#
# The generated files are committed rather than made by the build plugin on every build: the
# plugin would build the generator (OpenAPIKit, Yams) into every build of the server and of the
# benchmarks; here it is built once per check.
set -euo pipefail
cd "$(dirname "$0")/.."
document=Sources/PickerServer/Resources/assets/openapi.yaml
# A debug build: it is built in 47 s where a release build took 2 minutes, and it generates the
# API in a second either way.
swift build --package-path Tools/OpenAPIGenerator --product swift-openapi-generator \
  >/dev/null 2>&1 || swift build --package-path Tools/OpenAPIGenerator \
  --product swift-openapi-generator
generator="$(swift build --package-path Tools/OpenAPIGenerator --show-bin-path)/swift-openapi-generator"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# Each target that holds generated code: its folder, which has the generator's settings
# (openapi-generator-config.yaml) and the generated files (Generated/).
targets=(Sources/PickerServer/API Benchmarks/Sources/GeneratedPick)
for target in "${targets[@]}"; do
  mkdir -p "$out/$target"
  "$generator" generate "$document" --config "$target/openapi-generator-config.yaml" \
    --output-directory "$out/$target" >"$out/log" 2>&1 || { cat "$out/log"; exit 1; }
  if [ "${1:-}" = "--check" ]; then
    diff -ru "$target/Generated" "$out/$target" \
      || { echo "$target/Generated is out of date with $document: run scripts/openapi.sh"; exit 1; }
  else
    rm -rf "$target/Generated"
    mkdir -p "$target/Generated"
    cp "$out/$target"/*.swift "$target/Generated/"
    echo "wrote $target/Generated from $document"
  fi
done
[ "${1:-}" = "--check" ] && echo "the generated API code matches the OpenAPI document"
exit 0

#!/usr/bin/env bash
# Writes the API's Swift types, Sources/PickerAPI/Generated, from the OpenAPI document the server
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
config=Sources/PickerAPI/openapi-generator-config.yaml
swift build --package-path Tools/OpenAPIGenerator --product swift-openapi-generator -c release \
  >/dev/null 2>&1 || swift build --package-path Tools/OpenAPIGenerator \
  --product swift-openapi-generator -c release
generator="$(swift build --package-path Tools/OpenAPIGenerator -c release --show-bin-path)/swift-openapi-generator"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$generator" generate "$document" --config "$config" --output-directory "$out" >"$out.log" 2>&1 \
  || { cat "$out.log"; rm -f "$out.log"; exit 1; }
rm -f "$out.log"
if [ "${1:-}" = "--check" ]; then
  diff -ru Sources/PickerAPI/Generated "$out" \
    || { echo "Sources/PickerAPI/Generated is out of date with $document: run scripts/openapi.sh"; exit 1; }
  echo "the API's types match the OpenAPI document"
else
  rm -rf Sources/PickerAPI/Generated
  mkdir -p Sources/PickerAPI/Generated
  cp "$out"/*.swift Sources/PickerAPI/Generated/
  echo "wrote Sources/PickerAPI/Generated from $document"
fi

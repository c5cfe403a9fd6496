#!/usr/bin/env bash
# Writes the npm package of <picker-wheels>, .build/dist/pickerkit-web-VERSION.tgz: the element
# (picker-wheels.js), the core's module and the core (pickerkit.js, pickerkit.wasm), the Intl
# platform, their TypeScript declarations, a README and a demo page (Web/ holds what is not a
# served asset). scripts/package.sh writes it beside the release; the browser suite installs it
# with npm into an empty folder and runs its demo from a static file server.
#
#   scripts/web-package.sh [PICKER [FOLDER]]   the version is PICKER's --version (the debug
#                                              build's picker when not given), so the package and
#                                              the tool name one; written into FOLDER (.build/dist)
#
# Written with tar rather than `npm pack`: the same package/ layout npm writes, with no npm on the
# build's path, and the same bytes every build (sorted names, no times or owners).
set -euo pipefail
cd "$(dirname "$0")/.."
picker="${1:-$(swift build --show-bin-path)/picker}"
version="$("$picker" --version)"
assets=Sources/PickerServer/Resources/assets
dist="${2:-.build/dist}"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/package/demo" "$dist"
cp "$assets/picker-wheels.js" "$assets/pickerkit.js" "$assets/intl-platform.js" \
  "$assets/pickerkit.wasm" Web/picker-wheels.d.ts Web/pickerkit.d.ts Web/README.md "$stage/package/"
cp Web/demo/index.html "$stage/package/demo/"
sed "s/\"VERSION\"/\"$version\"/" Web/package.json >"$stage/package/package.json"
archive="$dist/pickerkit-web-$version.tgz"
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$stage" -cf - package \
  | gzip -9n >"$archive"
echo "wrote $archive ($(du -k "$archive" | cut -f1) KB)"

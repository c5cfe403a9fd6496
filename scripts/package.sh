#!/usr/bin/env bash
# Builds the shell tool for installing: a release archive and a Debian package, in .build/dist/,
# and beside them the npm package of <picker-wheels> (scripts/web-package.sh).
#
#   scripts/package.sh           builds both
#   scripts/package.sh --check   builds both, unpacks the Debian package into a scratch root and
#                                runs what it installed from there (the test command runs this)
#
# Both hold the same tree:
#   usr/lib/pickerkit/           picker, picker-serve and the web app's files beside it, each
#                                executable carrying the Swift runtime (--static-swift-stdlib)
#   usr/bin/picker, picker-serve links into it (each finds its neighbours through the link)
#   usr/share/man/man1/picker.1.gz                          the man page (Documentation/picker.1)
#   usr/share/bash-completion/completions/picker            completions, each where its shell
#   usr/share/zsh/vendor-completions/_picker                looks for a package's own:
#   usr/share/fish/vendor_completions.d/picker.fish         written by `picker` itself
# The archive holds that usr tree under one folder named for the release, so it unpacks under any
# prefix: `tar -xzf picker_VERSION_ARCH.tar.gz -C ~/.local --strip-components 1` puts `picker` in
# ~/.local/bin.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/release-build.sh
release_build+=("${package_build[@]}")
swift build "${release_build[@]}" --product picker >/dev/null
swift build "${release_build[@]}" --product picker-serve >/dev/null
bin="$(swift build "${release_build[@]}" --show-bin-path)"
version="$("$bin/picker" --version)"
arch="$(dpkg --print-architecture)"
name="picker_${version}_${arch}"
dist=.build/dist
stage="$dist/$name"
rm -rf "$stage" && mkdir -p "$stage/usr/lib/pickerkit" "$stage/usr/bin"

cp "$bin/picker" "$bin/picker-serve" "$stage/usr/lib/pickerkit/"
cp -R "$bin/PickerKit_PickerServer.resources" "$stage/usr/lib/pickerkit/"
strip "$stage/usr/lib/pickerkit/picker" "$stage/usr/lib/pickerkit/picker-serve"
ln -s ../lib/pickerkit/picker "$stage/usr/bin/picker"
ln -s ../lib/pickerkit/picker-serve "$stage/usr/bin/picker-serve"

install -D -m 644 Documentation/picker.1 "$stage/usr/share/man/man1/picker.1"
gzip -9n "$stage/usr/share/man/man1/picker.1"
completion() { install -d "$(dirname "$2")"; "$bin/picker" --generate-completion-script "$1" >"$2"; }
completion bash "$stage/usr/share/bash-completion/completions/picker"
completion zsh "$stage/usr/share/zsh/vendor-completions/_picker"
completion fish "$stage/usr/share/fish/vendor_completions.d/picker.fish"

# The release archive: the usr tree under one folder named for the release.
tar --owner=0 --group=0 --transform "s,^usr,$name," -czf "$dist/$name.tar.gz" -C "$stage" usr

# The Debian package: the same tree with its control file. It depends on the packages that hold
# the shared libraries the executables load (the C and C++ runtimes, SQLite for GRDB, zlib), read
# from the executables themselves.
libraries="$(ldd "$stage/usr/lib/pickerkit/picker" "$stage/usr/lib/pickerkit/picker-serve" \
  | awk '/=> \// { print $3 }' | sort -u)"
depends=""
for library in $libraries; do
  owner="$(dpkg -S "$library" 2>/dev/null || dpkg -S "$(realpath "$library")" 2>/dev/null)" \
    || { echo "no Debian package holds $library"; exit 1; }
  depends+="${owner%%:*}"$'\n'
done
depends="$(sort -u <<<"$depends" | sed '/^$/d' | paste -sd, | sed 's/,/, /g')"
mkdir -p "$stage/DEBIAN"
cat >"$stage/DEBIAN/control" <<EOF
Package: picker
Version: $version
Architecture: $arch
Maintainer: PickerKit <pickerkit@localhost>
Installed-Size: $(du -sk "$stage/usr" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Homepage: https://github.com/pickerkit/PickerKit
Description: validated input on wheels that hold only legal values
 picker asks for a number, a duration, a date, a measure or a choice on wheels that
 can hold only legal values, in the terminal or from a script; picker serve runs the
 web app and its API.
EOF
dpkg-deb --root-owner-group --build "$stage" "$dist/$name.deb" >/dev/null
rm -rf "$stage/DEBIAN"
echo "wrote $dist/$name.tar.gz ($(du -k "$dist/$name.tar.gz" | cut -f1) KB) and $dist/$name.deb"
# The web developers' package of <picker-wheels>, named for the same version.
scripts/web-package.sh "$bin/picker"

[[ "${1:-}" == --check ]] || exit 0

# Installed into a scratch root, run from there as a user would, with nothing of the build in
# reach: the build folder is renamed while the installed tools run.
root="$(mktemp -d)"
hidden="$bin.hidden"
restore() { [[ -d "$hidden" ]] && mv "$hidden" "$bin"; rm -rf "$root"; }
trap restore EXIT
dpkg-deb -x "$dist/$name.deb" "$root"
rm -rf "$hidden"
mv "$bin" "$hidden"
fail() { echo "installed package: $*"; exit 1; }

got="$("$root/usr/bin/picker" 59:59.99 --answer 12:54.37 --print value)"
[[ "$got" == 774.37 ]] || fail "picker printed '$got' for 12:54.37, not 774.37"
loads="$(ldd "$root/usr/lib/pickerkit/picker" "$root/usr/lib/pickerkit/picker-serve")"
[[ "$loads" != *libswift* ]] || fail "an executable loads the Swift runtime from outside: $loads"
# The archive, unpacked as the README says, runs from its prefix too.
mkdir "$root/prefix"
tar -xzf "$dist/$name.tar.gz" -C "$root/prefix" --strip-components 1
got="$("$root/prefix/bin/picker" 59:59.99 --answer 12:54.37 --print value)"
[[ "$got" == 774.37 ]] || fail "the archive's picker printed '$got' for 12:54.37, not 774.37"
[[ -f "$root/prefix/share/man/man1/picker.1.gz" ]] || fail "the archive has no man page"
gzip -t "$root/usr/share/man/man1/picker.1.gz" || fail "the man page is not a gzip file"
zcat "$root/usr/share/man/man1/picker.1.gz" | grep -q '^\.Sh NAME' || fail "the man page has no NAME"
# Each completion is read by its shell (bash here; zsh and fish when installed) and names the
# commands.
bash -c "source '$root/usr/share/bash-completion/completions/picker' && complete -p picker" \
  >/dev/null || fail "bash does not read the bash completion"
for file in usr/share/bash-completion/completions/picker usr/share/zsh/vendor-completions/_picker \
  usr/share/fish/vendor_completions.d/picker.fish; do
  grep -q "measure" "$root/$file" || fail "$file does not name the measure command"
done
if command -v zsh >/dev/null; then zsh -n "$root/usr/share/zsh/vendor-completions/_picker" \
  || fail "zsh does not read the zsh completion"; fi
if command -v fish >/dev/null; then fish -n "$root/usr/share/fish/vendor_completions.d/picker.fish" \
  || fail "fish does not read the fish completion"; fi

# `picker serve` starts the installed picker-serve beside it, which serves its own files.
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$root/usr/bin/picker" serve --port "$port" --db "$root/picker.sqlite" >"$root/serve.log" 2>&1 &
server=$!
for _ in $(seq 300); do
  curl -sf "http://127.0.0.1:$port/api/openapi.yaml" -o "$root/openapi.yaml" && break
  sleep 0.1
done
page="$(curl -sf "http://127.0.0.1:$port/pace" || true)"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
grep -q '^openapi:' "$root/openapi.yaml" 2>/dev/null || { cat "$root/serve.log"; fail "picker serve did not serve its OpenAPI document"; }
grep -q 'pickerkit' <<<"$page" || { cat "$root/serve.log"; fail "picker serve did not serve the pace page"; }
echo "the installed package runs from a scratch root: picker, picker serve, man page, completions"

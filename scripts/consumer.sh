#!/usr/bin/env bash
# Depends on PickerKit as another package would: by version, from a tagged copy of this tree.
#
# 1. A package that names PickerKit with `traits: []` and uses every library product that needs
#    no trait (PickerKit, PickerTerminal and the three apps' models) checks out nothing but
#    PickerKit, builds, and runs the DocC Getting Started examples as written: each line whose
#    comment states a result ("774.37", [1, 2, 0], 69.8) is checked against what it gives.
# 2. A package that names it with `traits: ["Files"]` checks out PickerKit and Yams only, and reads
#    a description written in YAML.
# 3. A package that uses PickerServer (`traits: ["Server"]`) resolves: SwiftPM refuses a versioned
#    dependency whose products' targets carry unsafe build flags, and says so at resolution.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
files_build=""
# The Files build below runs beside the Library build: stopped with the script.
trap '[[ -z $files_build ]] || kill "$files_build" 2>/dev/null || true; rm -rf "$scratch"' EXIT

# The tree's files as they are now (edits included; files git does not track are left out, as a
# clean clone leaves them out), tagged as a release.
mkdir "$scratch/PickerKit"
git ls-files -z --cached | while IFS= read -r -d '' file; do
  [[ -e "$file" ]] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$scratch/PickerKit"
git -C "$scratch/PickerKit" init -q
git -C "$scratch/PickerKit" add -A
git -C "$scratch/PickerKit" -c user.name=consumer -c user.email=consumer@localhost \
  commit -qm "a release"
# Tagged with the release the tools print (PickerKitRelease.version), the one the article names.
version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/PickerCore/Version.swift)"
[[ -n "$version" ]] || { echo "Sources/PickerCore/Version.swift names no version"; exit 1; }
git -C "$scratch/PickerKit" tag "$version"

# consumer NAME TRAITS PRODUCTS: a package depending on the tagged copy with those traits.
consumer() {
  local name="$1" traits="$2" products="$3"
  local dependency=".package(url: \"file://$scratch/PickerKit\", from: \"$version\", traits: [$traits])"
  [[ -n "$traits" ]] || dependency="$documented"
  mkdir -p "$scratch/$name/Sources/$name"
  cat >"$scratch/$name/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    $dependency
  ],
  targets: [
    .executableTarget(
      name: "$name", dependencies: [$products])
  ]
)
EOF
}
# Runs a command, printing what it said only when it fails.
quietly() { "$@" >"$scratch/log" 2>&1 || { cat "$scratch/log"; return 1; }; }
# What a package checked out, one name per line.
checkouts() { ls "$scratch/$1/.build/checkouts" | sort | tr '\n' ' '; }

# The dependency line the article gives, with this copy's address for the repository's.
article=Sources/PickerKit/PickerKit.docc/GettingStarted.md
documented="$(grep -o '\.package(url: "[^"]*", .*)' "$article" | head -1)"
[[ "$documented" == *"traits: []"* ]] || { echo "$article names no library-only dependency"; exit 1; }
[[ "$documented" == *"from: \"$version\""* ]] \
  || { echo "$article names another release than $version: $documented"; exit 1; }
documented="$(sed "s#url: \"[^\"]*\"#url: \"file://$scratch/PickerKit\"#" <<<"$documented")"

echo "-- a package that uses only the library products: traits: []"
product() { printf '.product(name: "%s", package: "PickerKit"), ' "$@"; }
consumer Library "" "$(product PickerKit PickerTerminal PaceCalculator Thermostat UnitPrices)"
# The Getting Started article's Swift blocks, in order, as one program; a line `EXPR  // RESULT`
# whose result is a quoted string, a number (a date too) or a list of numbers checks EXPR's
# description.
python3 - "$article" \
  >"$scratch/Library/Sources/Library/main.swift" <<'PY'
import json, re, sys
text = open(sys.argv[1]).read()
blocks = [block for block in re.findall(r"```swift\n(.*?)```", text, re.S)
          if not block.startswith("// Package.swift")]
assert blocks, "no Swift blocks in the article"
print("import PaceCalculator\nimport PickerTerminal\nimport Thermostat\nimport UnitPrices\n")
checks = 0
print("""nonisolated(unsafe) var checked = 0
func check<Value>(_ value: Value?, _ expected: String, line: String) {
  let got = value.map { "\\($0)" } ?? "nil"
  guard got == expected else {
    fatalError("GettingStarted.md: \\(line)\\n  gives \\(got), the article says \\(expected)")
  }
  checked += 1
}""")
result = re.compile(r'^(?P<expr>\S.*?)\s*//\s*(?:"(?P<text>[^"]*)"|(?P<number>-?[0-9][0-9.:T-]*)(?=[,;\s]|$)|(?P<list>\[[0-9, ]*\]))')
for block in blocks:
    for line in block.splitlines():
        m = result.match(line)
        if m and not line.lstrip().startswith(("let ", "var ")):
            expected = m["text"] if m["text"] is not None else (m["number"] or m["list"])
            expr = m["expr"]
            quoted = lambda text: json.dumps(text, ensure_ascii=False)
            print(f"check({expr}, {quoted(expected)}, line: {quoted(line.strip())})")
            checks += 1
        else:
            print(line)
assert checks > 0, "no line of the article states a result to check"
print(f"precondition(checked == {checks}, \"\\(checked) of {checks} results checked\")")
print('print("the Getting Started examples ran: \\(checked) results as the article states them")')
print("_ = (PaceRequest.self, ScheduleHold.self, ShownProduct.self, TerminalProgram<FormTerminalState>.self)")
PY

consumer Files '"Files"' "$(product PickerFiles PickerKit)"
cat >"$scratch/Files/Sources/Files/main.swift" <<'SWIFT'
import PickerFiles
import PickerKit

let form = try DescriptionText.value(from: "fields: [{name: heat, kind: pattern, pattern: '99'}]")
print("a form description read from YAML: \(JSONWriter.text(of: form))")
SWIFT
# The two packages build side by side: each alone leaves a processor idle much of the time (one
# module waits on the one before it), 68 s one after the other.
swift build --package-path "$scratch/Files" >"$scratch/files.log" 2>&1 &
files_build=$!
quietly swift build --package-path "$scratch/Library"
[[ "$(checkouts Library)" == "PickerKit " ]] \
  || { echo "a package using only the library checked out: $(checkouts Library)"; exit 1; }
"$scratch/Library/.build/debug/Library"
echo "checked out: $(checkouts Library)"

echo "-- a package that reads description files: traits: [\"Files\"]"
wait "$files_build" || { cat "$scratch/files.log"; exit 1; }
files_build=""
"$scratch/Files/.build/debug/Files"
[[ "$(checkouts Files)" == "PickerKit Yams " ]] \
  || { echo "a package using PickerFiles checked out: $(checkouts Files)"; exit 1; }
echo "checked out: $(checkouts Files)"

echo "-- a package that serves the web app: traits: [\"Server\"]"
consumer Server '"Server"' "$(product PickerServer)"
echo 'import PickerServer' >"$scratch/Server/Sources/Server/main.swift"
# Loading the graph is where SwiftPM refuses unsafe flags in a versioned dependency.
quietly swift package --package-path "$scratch/Server" show-dependencies
echo "resolved, no unsafe flags: $(checkouts Server | wc -w) packages"

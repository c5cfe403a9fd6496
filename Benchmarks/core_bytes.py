#!/usr/bin/env python3
"""What the page's cores are made of: code and data bytes by area (issue 53's breakdown).

Reads the named builds `scripts/wasm.sh --named` writes beside the served cores: for each core,
`.build/wasm/CORE/named.wasm` (linked without stripping names, then `wasm-opt -Oz -g`, so its code
is the served file's with its function names kept) and `.build/wasm/CORE/named.map` (the linker's
map, which says which library or module each piece of data came from). Function names are
demangled by `swift demangle` and each function is counted once, in the first area its name
matches below; data is counted by the object file it came from.

    scripts/wasm.sh --named && python3 Benchmarks/core_bytes.py [CORE ...]

Prints a table per core. The figures are of the named build: names kept, the code can differ
from the served file's by a few bytes, the served sizes printed beside.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, ".build", "wasm")
CORES = ["pickerkit", "pickerkit-pace", "pickerkit-prices", "pickerkit-thermostat"]
MODULES = ["PickerCore", "PaceCalculator", "UnitPrices", "Thermostat", "PickerPage"]


def leb(data, at):
    """An unsigned LEB128 number and the position after it."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def skip_limits(data, at):
    flags, at = leb(data, at)
    _, at = leb(data, at)
    if flags & 1:
        _, at = leb(data, at)
    return at


def wasm_functions(path):
    """[(name, body bytes)] of a module's defined functions, and its sections' sizes."""
    data = open(path, "rb").read()
    at, imported, bodies, names, sections = 8, 0, [], {}, {}
    while at < len(data):
        section = data[at]
        size, at = leb(data, at + 1)
        end = at + size
        sections[section] = sections.get(section, 0) + size
        if section == 2:  # imports: functions imported come first in the index space
            count, cursor = leb(data, at)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, cursor = leb(data, cursor)
                    cursor += length
                kind = data[cursor]
                cursor += 1
                if kind == 0:
                    _, cursor = leb(data, cursor)
                    imported += 1
                elif kind == 1:
                    cursor = skip_limits(data, cursor + 1)
                elif kind == 2:
                    cursor = skip_limits(data, cursor)
                else:
                    cursor += 2
        elif section == 10:  # code: each body's size
            count, cursor = leb(data, at)
            for _ in range(count):
                length, cursor = leb(data, cursor)
                bodies.append(length)
                cursor += length
        elif section == 0:  # custom: the name section's function names
            length, cursor = leb(data, at)
            if data[cursor : cursor + length] == b"name":
                cursor += length
                while cursor < end:
                    kind = data[cursor]
                    length, cursor = leb(data, cursor + 1)
                    if kind == 1:
                        count, entry = leb(data, cursor)
                        for _ in range(count):
                            index, entry = leb(data, entry)
                            length_name, entry = leb(data, entry)
                            names[index] = data[entry : entry + length_name].decode("utf-8", "replace")
                            entry += length_name
                    cursor += length
        at = end
    functions = [(names.get(imported + n, f"function {imported + n}"), size) for n, size in enumerate(bodies)]
    return functions, sections


def demangled(names):
    swift = [name for name in names if name.startswith("$")]
    out = subprocess.run(["swift", "demangle"], input="\n".join(swift), capture_output=True, text=True, check=True)
    readable = dict(zip(swift, out.stdout.split("\n")))
    return {name: readable.get(name, name) for name in names}


def entity(text):
    """The function a demangled name is a copy, thunk or closure of."""
    prefixes = ("generic specialization ", "function signature specialization ",
                "closure #", "implicit closure #", "partial apply forwarder for ", "outlined ",
                "protocol witness for ", "reabstraction thunk helper ", "key path ")
    for _ in range(20):
        text = text.removeprefix("static ").removeprefix("merged ")
        text = text.removeprefix("(extension in Swift):")
        # A prefix, or a local function ("search #1 (...) in ..."), ends at the " of ", " in "
        # or " for " outside <...> and (...) that names what it belongs to.
        if not (text.startswith(prefixes) or re.match(r"[\w.]+ #\d+ ", text)):
            break
        depth, at = 0, 0
        while at < len(text):
            char = text[at]
            if text.startswith("->", at):  # an arrow's ">" closes nothing
                at += 1
            elif char in "<(":
                depth += 1
            elif char in ">)":
                depth -= 1
            elif depth == 0 and text.startswith((" of ", " in ", " for "), at):
                text = text[at:].split(" ", 2)[2]
                break
            at += 1
        else:
            break
    return text


AREAS = [
    ("the page's door (PickerPage)", lambda raw, text, main: raw.startswith("pickerkit_")
     or main.startswith("PickerPage.") or "(extension in PickerPage)" in main),
    ("one-time initialisers (tables built in code)", lambda raw, text, main:
     "one-time initialization function for" in text or "variable initialization expression" in text),
    ("sorting", lambda raw, text, main: re.search(r"_stableSortImpl|_merge\(|_insertionSort|\.sort\(|positionsInOrder|_minimumMergeRunLength", text) is not None),
    ("Dictionary and Set", lambda raw, text, main: re.match(r"Swift\.(Dictionary|Set|_NativeDictionary|_NativeSet|_HashTable|__RawDictionaryStorage|__RawSetStorage|_DictionaryStorage|_SetStorage)", main) is not None),
    ("Array", lambda raw, text, main: re.match(r"Swift\.(Array|ContiguousArray|ArraySlice|_ContiguousArrayBuffer|_ArrayBuffer|_SliceBuffer|_copyCollectionToContiguousArray|_allocateUninitializedArray|_ContiguousArrayStorage|Sequence\._copyContents|Sequence\._copySequenceToContiguousArray)", main) is not None),
    ("String and Unicode (standard library)", lambda raw, text, main: raw.startswith("_swift_stdlib_")
     or re.match(r"Swift\.(String|Substring|Character|_String|_Unicode|Unicode|_SmallString|_CharacterRecognizer|_findStringSwitchCase)", main) is not None
     or "_Normalization" in main or "_StringGuts" in main),
    ("other standard library", lambda raw, text, main: main.startswith("Swift.") or main.startswith("(extension in Swift)")),
] + [(module, (lambda module: lambda raw, text, main: main.startswith(module + ".")
                or f"(extension in {module})" in main)(module)) for module in MODULES[:-1]] + [
    ("C library, compiler builtins, runtime", lambda raw, text, main: not raw.startswith("$")),
    ("other", lambda raw, text, main: True),
]


def data_area(source):
    """The area of one input section of the linker's map."""
    if "libswiftUnicodeDataTables" in source:
        table = re.search(r"\((Unicode\w+)\.cpp\.o\)", source)
        return "Unicode tables: " + (table.group(1)[len("Unicode"):] if table else "other")
    for module in MODULES:
        if f"/{module}.o" in source:
            return module
    if "libc.a" in source or "builtins" in source:
        return "C library"
    return "linker (merged constants)"


def map_data(path):
    """{area: bytes} of the data segments, from the linker's map."""
    areas, inside = {}, False
    for line in open(path):
        fields = line.split()
        if len(fields) >= 4 and fields[0] != "-" and fields[3] in (".rodata", ".data", ".bss", ".init_array", ".tdata"):
            inside = fields[3] != ".bss"  # .bss is zeroed memory, never sent
            continue
        if len(fields) >= 4 and fields[0] == "-":
            inside = False
            continue
        if inside and len(fields) >= 4 and ":(" in fields[3]:
            area = data_area(fields[3])
            areas[area] = areas.get(area, 0) + int(fields[2], 16)
    return areas


def report(core):
    folder = os.path.join(BUILD, core)
    named, mapped = os.path.join(folder, "named.wasm"), os.path.join(folder, "named.map")
    if not (os.path.exists(named) and os.path.exists(mapped)):
        sys.exit(f"core_bytes.py: {named} or its map is missing: run scripts/wasm.sh --named")
    functions, sections = wasm_functions(named)
    readable = demangled([name for name, _ in functions])
    code = {}
    for raw, size in functions:
        text = readable[raw]
        main = entity(text)
        area = next(name for name, matches in AREAS if matches(raw, text, main))
        count, total = code.get(area, (0, 0))
        code[area] = (count + 1, total + size)
    served = os.path.join(BUILD, core + ".wasm")
    served_size = os.path.getsize(served) if os.path.exists(served) else 0
    print(f"\n{core}.wasm: {served_size:,} B served; named build: code {sections.get(10, 0):,} B in "
          f"{len(functions):,} functions, data {sections.get(11, 0):,} B")
    print(f"  {'code by area':<46} {'functions':>9} {'bytes':>9} {'share':>6}")
    for area, (count, total) in sorted(code.items(), key=lambda item: -item[1][1]):
        print(f"  {area:<46} {count:>9,} {total:>9,} {100 * total / max(1, sections.get(10, 1)):>5.1f}%")
    largest = sorted(functions, key=lambda item: -item[1])[:5]
    print("  largest functions: " + "; ".join(f"{entity(readable[raw])[:60]} {size:,}" for raw, size in largest))
    print(f"  {'data by origin (before wasm-opt)':<46} {'':>9} {'bytes':>9}")
    for area, total in sorted(map_data(mapped).items(), key=lambda item: -item[1]):
        print(f"  {area:<46} {'':>9} {total:>9,}")


def main():
    for core in sys.argv[1:] or CORES:
        report(core)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""What runs before `picker`'s first frame, step by step, each through a real pseudo-terminal and
each a median of RUNS runs of the release binary, beside Debian's dialog in the same run:

1. starting a process at all (`/bin/true`);
2. the dynamic loader: mapping and relocating the Swift runtime, Foundation and ICU, from the
   loader's own count (LD_DEBUG=statistics, cycles at the CPU's clock);
3. the runtime and the argument parser: `picker --version` less the two above (static
   initializers, the conformance scans the parser's reflection makes, parsing);
4. reading the locale and building the picker and its answer: `picker 59:59.99 --answer
   12:54.37` less `--version`;
5. the terminal: opening /dev/tty, raw mode, drawing the first frame: the interactive first frame
   less the script run.

Each step's share of the first frame, and the first frame against `dialog --timebox`, the goal
being at most 1.5 times. Nothing is asserted; the figures are printed.

Usage: startup.py PICKER_BINARY
"""
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from terminal import RUNS, first_frame, read_until, spawn, stop


def through_pty(argv, marker):
    """ms until argv has written marker on a pseudo-terminal, one run."""
    start = time.perf_counter()
    pid, fd = spawn(argv)
    _, data = read_until(fd, marker)
    elapsed = (time.perf_counter() - start) * 1000
    stop(pid, fd)
    return elapsed if marker in data else None


def run_ms(argv):
    """ms for argv to run to its end, output discarded, one run."""
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def medians(runs, commands):
    """Each command's median over `runs` rounds, the commands taking turns within a round, so a
    change in the machine's load falls on all alike."""
    times = {name: [] for name in commands}
    for _ in range(runs):
        for name, measure in commands.items():
            value = measure()
            if value is not None:
                times[name].append(value)
    return {name: statistics.median(values) if values else None
            for name, values in times.items()}


def loader_ms(argv):
    """The dynamic loader's own time, from its statistics, at this CPU's clock."""
    env = dict(os.environ, LD_DEBUG="statistics")
    result = subprocess.run(argv, env=env, capture_output=True, text=True)
    cycles = re.search(r"total startup time in dynamic loader: ([\d,]+) cycles", result.stderr)
    with open("/proc/cpuinfo") as info:
        mhz = re.search(r"cpu MHz\s*:\s*([\d.]+)", info.read())
    if not cycles or not mhz:
        return None
    return int(cycles.group(1).replace(",", "")) / (float(mhz.group(1)) * 1000)


def swift_hello(folder, module, line):
    """A Swift program that imports one module and prints one line: the runtime's and that
    module's own start, without anything of picker's."""
    source = os.path.join(folder, "hello_%s.swift" % module)
    with open(source, "w") as file:
        file.write("import %s\n%s\n" % (module, line))
    binary = os.path.join(folder, "hello_" + module)
    # Linked as a release picker is on Linux (Package.swift): the runtime and Foundation inside.
    subprocess.run(["swiftc", "-O", "-module-name", "hello", "-o", binary, source,
                    "-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie"],
                   check=True, capture_output=True)
    return binary


def main():
    picker = sys.argv[1]
    folder = tempfile.mkdtemp()
    # Swift's runtime alone; with FoundationEssentials (Decimal, Data, no ICU); with Foundation
    # and the locale (ICU), as picker loads it.
    swift = swift_hello(folder, "Swift", 'print("hi")')
    essentials = swift_hello(folder, "FoundationEssentials", 'print(Decimal(1))')
    hello = swift_hello(folder, "Foundation", 'print(Locale.current.identifier.isEmpty ? "" : "hi")')
    runs = RUNS * 2
    plain = medians(runs, {
        "true": lambda: run_ms(["/bin/true"]),
        "swift": lambda: run_ms([swift]),
        "essentials": lambda: run_ms([essentials]),
        "hello": lambda: run_ms([hello]),
        "version": lambda: run_ms([picker, "--version"]),
        "script": lambda: run_ms([picker, "59:59.99", "--answer", "12:54.37"]),
    })
    pty = medians(runs, {
        "script": lambda: through_pty([picker, "59:59.99", "--answer", "12:54.37"], b"12:54.37"),
        "frame": lambda: through_pty([picker, "59:59.99"], b"Esc cancel"),
        "dialog": lambda: through_pty(["dialog", "--timebox", "Time", "0", "0"], b"ancel"),
    })
    loader = loader_ms([picker, "--version"])
    if None in plain.values() or None in pty.values():
        print("startup: a run gave no output: %r %r" % (plain, pty))
        return
    frame = pty["frame"]
    steps = [
        ("starting a process (/bin/true, no pty)", plain["true"]),
        ("the Swift runtime (a Swift hello, less /bin/true)", plain["swift"] - plain["true"]),
        ("FoundationEssentials (a hello importing it, less the Swift hello)",
         plain["essentials"] - plain["swift"]),
        ("Foundation with ICU and the locale (a hello reading the locale, less Essentials)",
         plain["hello"] - plain["essentials"]),
        ("picker's own libraries, static initializers, argument parser (--version, less hello)",
         plain["version"] - plain["hello"]),
        ("locale, building the picker, its answer (script run, less --version)",
         plain["script"] - plain["version"]),
        ("a pseudo-terminal to run on (the script run on a pty, less without one)",
         pty["script"] - plain["script"]),
        ("/dev/tty, raw mode and drawing (first frame, less the script run on a pty)",
         frame - pty["script"]),
    ]
    print("| before the first frame of picker 59:59.99 (release, medians of %d) | ms | share |"
          % runs)
    print("|---|---:|---:|")
    for name, value in steps:
        print("| %s | %.2f | %.0f%% |" % (name, value, 100 * value / frame))
    print("| first frame on a pty | %.2f | 100%% |" % frame)
    if loader is not None:
        print("| of which the dynamic loader (LD_DEBUG=statistics, --version) | %.2f | %.0f%% |"
              % (loader, 100 * loader / frame))
    print()
    print("startup: picker first frame %.1f ms, dialog --timebox %.1f ms, picker/dialog %.2f"
          " (goal: at most 1.5)" % (frame, pty["dialog"], frame / pty["dialog"]))


if __name__ == "__main__":
    main()

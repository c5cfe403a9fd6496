#!/usr/bin/env python3
"""Prints the issue's figures from one run of Benchmarks/run.sh, each ratio against a baseline
measured in the same run. Reports only: no goal is asserted, so a slow machine never fails a build.

Usage: summary.py DIRECTORY

DIRECTORY holds package-benchmark's `histogramEncoded` export of the baseline `current` (each
metric's HDR histogram of raw per-iteration values), and keystrokes.txt, terminal.txt and
server.txt when those steps ran. The histograms, not the text tables, because the tables round
counts to whole units after scaling (1,200 allocations in 1,000 operations show as 1).
"""
import json
import os
import sys

# Operations in one iteration of every timing benchmark (scalingFactor .kilo in the suites).
OPS = 1000

DIMENSIONS = ["mass", "volume", "length", "speed", "pace", "temperature", "duration", "count"]


def recorded(histogram):
    """(value, count) pairs of an HDR histogram, as hdrhistogram-swift lays out its counts."""
    half_magnitude = histogram["subBucketHalfCountMagnitude"]
    half_count = 1 << half_magnitude
    unit_magnitude = histogram["unitMagnitude"]
    pairs = []
    for index, count in enumerate(histogram["counts"]):
        if not count:
            continue
        bucket = (index >> half_magnitude) - 1
        sub_bucket = (index & (half_count - 1)) + half_count
        if bucket < 0:
            sub_bucket -= half_count
            bucket = 0
        # The lowest value the slot holds: exact below 2,048 units, within 0.1% above.
        pairs.append((sub_bucket << (bucket + unit_magnitude), count))
    return pairs


class Samples:
    def __init__(self, directory):
        self.directory = directory

    def values(self, target, name, metric):
        """(value, count) pairs of the raw iteration values; None when it did not run."""
        # package-benchmark's file names: '/' and ' ' become '_'.
        cleaned = f"current.{target}.{name}.{metric}.histogram.json"
        cleaned = cleaned.replace("/", "_").replace(" ", "_")
        path = os.path.join(self.directory, cleaned)
        if not os.path.exists(path):
            return None
        with open(path) as file:
            pairs = recorded(json.load(file))
        return pairs or None

    def nanoseconds(self, target, name, percentile=50, ops=OPS):
        """ns per operation at a percentile of the iterations."""
        pairs = self.values(target, name, "wallClock")
        if not pairs:
            return None
        total = sum(count for _, count in pairs)
        rank = max(1, int(total * percentile / 100 + 0.5))
        seen = 0
        for value, count in pairs:
            seen += count
            if seen >= rank:
                return value / ops
        return pairs[-1][0] / ops

    def per_op(self, target, name, metric, ops=OPS):
        """A count per operation over the whole run: every allocation counts, not a typical one."""
        pairs = self.values(target, name, metric)
        if not pairs:
            return None
        total = sum(count for _, count in pairs)
        return sum(value * count for value, count in pairs) / total / ops


def number(value, digits=0):
    return "not run" if value is None else f"{value:,.{digits}f}"


def ratio(top, bottom, digits=2):
    return "n/a" if top is None or not bottom else f"{top / bottom:.{digits}f}"


def table(header, rows):
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()


def units(samples):
    print("### 1. Exact unit conversions beside Foundation's Double path")
    print("Every ordered unit pair of each dimension; goal: exact at least 1,000,000/s and "
          "exact/Double at least 0.5.")
    print()
    rows = []
    worst = None
    for dimension in DIMENSIONS:
        exact = samples.nanoseconds("Conversions", f"units {dimension}, exact")
        double = samples.nanoseconds("Conversions", f"units {dimension}, Double")
        exact_rate = 1e9 / exact if exact else None
        double_rate = 1e9 / double if double else None
        rows.append([
            dimension, number(exact_rate), number(double_rate), ratio(exact_rate, double_rate),
            number(samples.per_op("Conversions", f"units {dimension}, exact",
                                  "mallocCountTotal"), 2)])
        if exact_rate and double_rate:
            entry = (exact_rate / double_rate, exact_rate, dimension)
            worst = entry if worst is None or entry < worst else worst
    table(["dimension", "exact/s", "Double/s", "exact/Double", "exact allocations/op"], rows)
    if worst:
        lowest_rate = min(
            1e9 / samples.nanoseconds("Conversions", f"units {d}, exact") for d in DIMENSIONS
            if samples.nanoseconds("Conversions", f"units {d}, exact"))
        print(f"lowest exact/Double: {worst[0]:.2f} ({worst[2]}); lowest exact rate: "
              f"{lowest_rate:,.0f}/s")
        print()


def edits(samples):
    print("### 2. One edit on 59:59.99 from 12:54.37, through Picker.apply")
    print("Goal: under 2,000 ns and no allocation per edit. Baseline: RowValueConversion."
          "value(of:) of the same rows.")
    print()
    baseline_name = "baseline 59:59.99, RowValueConversion.value(of:)"
    baseline = samples.nanoseconds("Editing", baseline_name)
    rows = []
    for name in [
        "edit 59:59.99, spin(wheel: 4, by: 1)",
        "edit 59:59.99, step(wheel: 4, by: 1)",
        'edit 59:59.99, type("5")',
        baseline_name,
        "primitive 59:59.99, spinning(wheel: 4, by: 1)",
        'primitive 59:59.99, typing("5")',
        "primitive 59:59.99, corrected(rows)",
    ]:
        median = samples.nanoseconds("Editing", name)
        rows.append([
            name, number(median), number(samples.nanoseconds("Editing", name, 99)),
            number(samples.per_op("Editing", name, "mallocCountTotal"), 2),
            ratio(median, baseline, 1)])
    table(["operation", "ns p50", "ns p99", "allocations/op", "x baseline"], rows)


def rows_and_values(samples):
    print("### 3. Rows <-> value beside the seeds' String(format:) way; dates")
    print()
    rows = []
    for source in ["59:59.99", "999.99"]:
        for direction in ["value -> rows", "rows -> value"]:
            ours = f"{source} {direction}, PickerKit"
            seed = f"{source} {direction}, seed way"
            ours_ns = samples.nanoseconds("Conversions", ours)
            seed_ns = samples.nanoseconds("Conversions", seed)
            rows.append([
                f"{source} {direction}", number(ours_ns, 1), number(seed_ns, 1),
                number(samples.per_op("Conversions", ours, "mallocCountTotal"), 2),
                number(samples.per_op("Conversions", seed, "mallocCountTotal"), 2),
                ratio(seed_ns, ours_ns, 1)])
    table(["conversion", "PickerKit ns", "seed ns", "PickerKit allocs", "seed allocs",
           "seed/PickerKit"], rows)

    name = "date nearestValid (America/New_York, 15-min grid)"
    table(["date correction", "ns p50", "ns p99", "allocations/op"], [[
        name, number(samples.nanoseconds("Dates", name)),
        number(samples.nanoseconds("Dates", name, 99)),
        number(samples.per_op("Dates", name, "mallocCountTotal"), 2)]])

    rows = []
    for virtual in ["10,000", "Int.max"]:
        name = f"date-and-time picker memory, {virtual} virtual rows"
        heap = samples.per_op("Dates", name, "mallocBytesCount", ops=1)
        inline = samples.per_op("Dates", name, "inline bytes", ops=1)
        total = heap + inline if heap is not None and inline is not None else None
        rows.append([
            f"{virtual} virtual rows", number(total), number(heap),
            number(samples.per_op("Dates", name, "mallocCountTotal", ops=1))])
    rows.append(["seed 003's UIDatePicker (UITableView, ~12 bytes a row)", "about 1,000,000",
                 "", ""])
    table(["date-and-time picker with cyclic wheels", "bytes", "of which heap", "allocations"],
          rows)


def lines(directory, name, prefix):
    path = os.path.join(directory, name)
    if not os.path.exists(path):
        return ["not run"]
    with open(path) as file:
        found = [line.rstrip() for line in file if line.startswith(prefix)]
    return found or ["no figure (see the output above)"]


SEEDS = [
    "prediction, cameron, one distance",
    "prediction, purdy, one distance",
    "prediction, vo2max, one distance",
    "prediction, average, one distance",
    "prediction, average, one time target",
    "predictions, 30 targets by every model (the most one request asks)",
    "exact solve, 1.01 mi at 7:45 /mi, time to hundredths",
    "splits, marathon every mile (27, exact)",
]


def seeds(samples):
    print("### Seed apps: the pace calculator's model")
    print("Each against one Riegel prediction (a single power) in this run; the Seeds suite "
          "measures one operation an iteration.")
    print()
    baseline = samples.nanoseconds("Seeds", "prediction, Riegel, one distance (baseline)", ops=1)
    rows = [["prediction, Riegel, one distance (baseline)", number(baseline), "1.00", "0"]]
    for name in SEEDS:
        ns = samples.nanoseconds("Seeds", name, ops=1)
        rows.append([name, number(ns), ratio(ns, baseline, 1),
                     number(samples.per_op("Seeds", name, "mallocCountTotal", ops=1))])
    table(["operation", "ns (p50)", "x Riegel", "mallocs"], rows)


def syncs(samples):
    print("### Sync through the store (SQLite), one sync an iteration")
    print("Each against its baseline in this run: a list of 10 products, a schedule that "
          "remembers no answered edits.")
    print()
    rows = []
    for base, other in [("list sync, 50 edits, 10 products (baseline)",
                         "list sync, 50 edits, 10,000 products"),
                        ("schedule sync, one edit, nothing remembered (baseline)",
                         "schedule sync, one edit, 1,000 edits remembered")]:
        baseline = samples.nanoseconds("Sync", base, ops=1)
        for name in [base, other]:
            ns = samples.nanoseconds("Sync", name, ops=1)
            rows.append([name, number(None if ns is None else ns / 1000, 0),
                         ratio(ns, baseline, 1),
                         number(samples.per_op("Sync", name, "mallocCountTotal", ops=1))])
    table(["sync", "us (p50)", "x baseline", "mallocs"], rows)


def figure(directory, name, prefix, pattern):
    """The first number `pattern` finds on the line of a step's output that starts with
    prefix, or None."""
    import re
    for line in lines(directory, name, prefix):
        found = re.search(pattern, line)
        if found:
            return float(found.group(1).replace(",", ""))
    return None


def goals(samples, directory):
    print("### The speed issue's goals, each figure from this run beside its goal")
    print()
    spin = "edit 59:59.99, spin(wheel: 4, by: 1)"
    step = "edit 59:59.99, step(wheel: 4, by: 1)"
    typed = 'edit 59:59.99, type("5")'

    def row(name, value, goal, met, digits=2):
        shown = number(value, digits)
        return [name, shown, goal, "not run" if value is None else ("yes" if met(value) else "no")]

    rows = [
        row("first frame, picker against dialog, real pty",
            figure(directory, "terminal.txt", "first frame:", r"picker/dialog ([\d.]+)"),
            "at most 1.5x", lambda v: v <= 1.5),
        row("bytes written per keypress (mean)",
            figure(directory, "terminal.txt", "| picker 59:59.99 (digits", r"\| (\d+) \|"),
            "at most 60", lambda v: v <= 60, 0),
        row("POST /api/picker against GET /, wrk, 100 connections",
            figure(directory, "server.txt", "picker/static", r"picker/static[^:]*: ([\d.]+)"),
            "at least 0.6", lambda v: v >= 0.6),
    ]
    for name, label in [(spin, "apply(.spin)"), (step, "apply(.step)")]:
        rows.append(row(f"{label} on 59:59.99, ns", samples.nanoseconds("Editing", name),
                        "under 2,000", lambda v: v < 2000, 0))
        rows.append(row(f"{label} on 59:59.99, allocations",
                        samples.per_op("Editing", name, "mallocCountTotal"), "0",
                        lambda v: v < 0.5))
    rows.append(row('apply(.type("5")) on 59:59.99, ns', samples.nanoseconds("Editing", typed),
                    "under 3,000", lambda v: v < 3000, 0))
    rows.append(row("writes from 50 clients, 2xx a second",
                    figure(directory, "server.txt", "writes/s", r"writes/s[^:]*: ([\d.,]+)"),
                    "at least 500", lambda v: v >= 500, 0))
    rows.append(row("a 10,000-product list, p50 ms at 10 connections",
                    figure(directory, "server.txt", "list of 10,000 p50",
                           r"p50[^:]*: ([\d.]+) ms"), "under 50", lambda v: v < 50))
    table(["figure", "this run", "goal", "met"], rows)


def main():
    directory = sys.argv[1]
    samples = Samples(directory)
    print("## Summary: every ratio against a baseline measured in this run")
    print()
    goals(samples, directory)
    units(samples)
    edits(samples)
    rows_and_values(samples)
    seeds(samples)
    syncs(samples)
    print("### 4. Keystrokes to enter realistic values (core editing model)")
    for line in lines(directory, "keystrokes.txt", "keystrokes:"):
        print(line)
    print()
    print("### Terminal (pty)")
    for line in lines(directory, "terminal.txt", "first frame:"):
        print(line)
    print()
    print("### 5. Server under wrk")
    print("The one-shape picker request beside a static page; goal: at least 0.6.")
    print()
    for line in lines(directory, "server.txt", "picker/static"):
        print(line)


if __name__ == "__main__":
    main()

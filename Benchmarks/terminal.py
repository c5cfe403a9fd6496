#!/usr/bin/env python3
"""Terminal benchmark: time to first frame of `picker` beside Debian's `dialog --timebox`, and
bytes written to the terminal per keypress, each through a real pseudo-terminal.

Usage: terminal.py PICKER_BINARY [STATIC_PICKER_BINARY]
"""
import os
import pty
import select
import signal
import statistics
import sys
import time

RUNS = 20


def spawn(argv, columns=80, rows=24):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["COLUMNS"] = str(columns)
        os.environ["LINES"] = str(rows)
        os.execvp(argv[0], argv)
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def read_until(fd, marker, timeout=5.0):
    """Reads until the output contains marker; returns (seconds, bytes read)."""
    start = time.perf_counter()
    data = b""
    while marker not in data:
        left = timeout - (time.perf_counter() - start)
        if left <= 0:
            break
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                data += os.read(fd, 65536)
            except OSError:
                break
    return time.perf_counter() - start, data


def drain(fd, quiet=0.05):
    """Reads until the terminal is quiet for a moment; returns the bytes."""
    data = b""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk


def stop(pid, fd):
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


def first_frame(argv, marker):
    """Median and best ms to the frame's marker; None when it never showed (a changed frame or
    command line would otherwise be timed as the 5 s timeout)."""
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        pid, fd = spawn(argv)
        _, data = read_until(fd, marker)
        elapsed = (time.perf_counter() - start) * 1000
        stop(pid, fd)
        if marker not in data:
            print("no frame from %s (last output: %r)" % (" ".join(argv), data[-200:]),
                  file=sys.stderr)
            return None, None
        times.append(elapsed)
    return statistics.median(times), min(times)


def ms(value):
    return "n/a" if value is None else "%.1f" % value


def bytes_per_key(argv, marker, keys):
    pid, fd = spawn(argv)
    read_until(fd, marker)
    drain(fd)
    counts = []
    for key in keys:
        os.write(fd, key)
        counts.append(len(drain(fd)))
    stop(pid, fd)
    return statistics.mean(counts), max(counts)


def main():
    picker = sys.argv[1]
    rows = []
    binaries = [("", picker)] + ([(" (static stdlib)", sys.argv[2])] if len(sys.argv) > 2 else [])
    for label, binary in binaries:
        median, best = first_frame([binary, "59:59.99"], b"Esc cancel")
        rows.append(("picker 59:59.99" + label, median, best))
        median, best = first_frame([binary, "date", "--mode", "time"], b"Esc cancel")
        rows.append(("picker date --mode time" + label, median, best))
    median, best = first_frame(["dialog", "--timebox", "Time", "0", "0"], b"ancel")
    rows.append(("dialog --timebox", median, best))
    print("| first frame (pty, %d runs) | median ms | best ms |" % RUNS)
    print("|---|---:|---:|")
    for name, median, best in rows:
        print("| %s | %s | %s |" % (name, ms(median), ms(best)))
    picker_ms, dialog_ms = rows[0][1], rows[-1][1]
    static = [median for name, median, _ in rows if name == "picker 59:59.99 (static stdlib)"]
    print()
    print("first frame: picker 59:59.99 %s ms%s, dialog --timebox %s ms, picker/dialog %s" % (
        ms(picker_ms), " (static stdlib %s ms)" % ms(static[0]) if static else "", ms(dialog_ms),
        "n/a" if picker_ms is None or not dialog_ms else "%.2f" % (picker_ms / dialog_ms)))

    keys = [b"1", b"2", b"5", b"4", b"3", b"7", b"\x1b[A", b"\x1b[B", b"\x1b[D", b"+", b"\t"]
    mean, worst = bytes_per_key([picker, "59:59.99"], b"Esc cancel", keys)
    dmean, dworst = bytes_per_key(
        ["dialog", "--timebox", "Time", "0", "0"], b"ancel",
        [b"\x1b[A", b"\x1b[B", b"\t", b"\x1b[A", b"\x1b[B"])
    print()
    print("| bytes written per keypress | mean | worst |")
    print("|---|---:|---:|")
    print("| picker 59:59.99 (digits, arrows, +, Tab) | %.0f | %d |" % (mean, worst))
    print("| dialog --timebox (arrows, Tab) | %.0f | %d |" % (dmean, dworst))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Terminal benchmark, each through a real pseudo-terminal: time to first frame of `picker`,
`picker choose` and `picker form` beside Debian's `dialog --timebox` and `dialog --form`; bytes
written to the terminal per keypress; keystrokes to fill a three-field form (a date, a duration,
a choice) with `picker form`, with `dialog --form` and by typing the text (each run checked
against the values it should give).

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


FORM_SPEC = """title: Run
fields:
  - {name: day, label: Day, kind: date, timeZone: UTC, default: "2026-11-23"}
  - {name: time, label: Duration, kind: pattern, pattern: "99:59", default: "0:00"}
  - {name: workout, label: Workout, kind: choose, options: [easy, tempo, long], default: easy}
"""
FORM_TARGET = b'{"day":"2026-12-24","time":2550,"workout":"long"}'
# December 24 from November 23: Up on the month, Right, 2 4 on the day; Tab; 42:30 typed as on
# a calculator; Tab; l for long; Enter submits.
FORM_KEYS = [b"\x1b[A", b"\x1b[C", b"2", b"4", b"\t", b"4", b"2", b"3", b"0", b"\t", b"l", b"\r"]
DIALOG_FORM = ["dialog", "--output-fd", "3", "--form", "Run", "0", "0", "0",
               "Day:", "1", "1", "", "1", "11", "12", "0",
               "Duration:", "2", "1", "", "2", "11", "6", "0",
               "Workout:", "3", "1", "", "3", "11", "8", "0"]
DIALOG_KEYS = [bytes([c]) for c in b"2026-12-24"] + [b"\x1bOB"] + \
    [bytes([c]) for c in b"42:30"] + [b"\x1bOB"] + [bytes([c]) for c in b"long"] + [b"\r"]
TYPED_TEXT = b"2026-12-24\n42:30\nlong\n"


def fill(argv, marker, keys, result_fd=False):
    """Types keys one by one into a program on a pty; returns (count, what it printed)."""
    read_end, write_end = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl, struct, termios
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.dup2(write_end, 3 if result_fd else 1)
        os.execvp(argv[0], argv)
    os.close(write_end)
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    read_until(fd, marker)
    drain(fd)
    for key in keys:
        os.write(fd, key)
        drain(fd, 0.03)
    drain(fd, 0.3)
    output = b""
    while True:
        ready, _, _ = select.select([read_end], [], [], 1.0)
        if not ready:
            break
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        output += chunk
    os.close(read_end)
    stop(pid, fd)
    return len(keys), output.strip()


def main():
    picker = sys.argv[1]
    import tempfile
    spec = os.path.join(tempfile.mkdtemp(), "run.yaml")
    with open(spec, "w") as f:
        f.write(FORM_SPEC)
    rows = []
    binaries = [("", picker)] + ([(" (static stdlib)", sys.argv[2])] if len(sys.argv) > 2 else [])
    for label, binary in binaries:
        median, best = first_frame([binary, "59:59.99"], b"Esc cancel")
        rows.append(("picker 59:59.99" + label, median, best))
        median, best = first_frame([binary, "date", "--mode", "time"], b"Esc cancel")
        rows.append(("picker date --mode time" + label, median, best))
    median, best = first_frame([picker, "choose", "easy", "tempo", "long"], b"Esc cancel")
    rows.append(("picker choose easy tempo long", median, best))
    median, best = first_frame([picker, "form", spec], b"Esc cancel")
    rows.append(("picker form (date, duration, choice)", median, best))
    median, best = first_frame(DIALOG_FORM[:1] + DIALOG_FORM[3:], b"ancel")
    rows.append(("dialog --form (three fields)", median, best))
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

    count, printed = fill([picker, "form", spec], b"Esc cancel", FORM_KEYS)
    dcount, dprinted = fill(DIALOG_FORM, b"ancel", DIALOG_KEYS, result_fd=True)
    print()
    print("| keystrokes to fill day 2026-12-24, duration 42:30, workout long | keys | result |")
    print("|---|---:|---|")
    print("| picker form | %d | %s |" % (
        count, "right" if printed == FORM_TARGET else "WRONG: %r" % printed))
    dialog_right = dprinted.split() == [b"2026-12-24", b"42:30", b"long"]
    print("| dialog --form | %d | %s |" % (
        dcount, "right" if dialog_right else "WRONG: %r" % dprinted))
    print("| typing the text (three lines) | %d | - |" % len(TYPED_TEXT))


if __name__ == "__main__":
    main()

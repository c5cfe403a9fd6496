#!/usr/bin/env python3
"""Helpers for server.sh, which drives `picker serve` under wrk; this file does what wrk cannot.

    server_load.py free-port                 a TCP port free on 127.0.0.1 now
    server_load.py seed DB                   a fresh SQLite file in the v1 schema with two lists
    server_load.py count DB LIST             how many products a list has in the file
    server_load.py weights URL PAGE...       each page's bytes, alone and with what it links
    server_load.py idle PORT PID [WAIT]      idle connections held before new requests fail
    server_load.py drain PID MOST            wait (at most MOST s) until the server is idle
    server_load.py cpu PID                   the cores the server is using now
    server_load.py report DIR LABEL...       the tables, one column per binary measured

Standard library only, so it runs wherever python3 does.
"""

import os
import random
import re
import resource
import select
import socket
import sqlite3
import statistics
import sys
import time
import urllib.request
import uuid

# --- seed ---------------------------------------------------------------------------------------

# The schema exactly as the baseline's GRDB migration "v1: schedules and products" writes it
# (checked against a file the baseline binary created), plus GRDB's own record of that migration.
# Both binaries start from this same file: a newer one migrates it on start, as it would a file a
# user kept from the baseline.
V1_SCHEMA = """
CREATE TABLE "schedule" ("name" TEXT PRIMARY KEY NOT NULL, "scale" TEXT NOT NULL,
  "minuteInterval" INTEGER NOT NULL, "entries" TEXT NOT NULL, "updatedAt" DATETIME NOT NULL);
CREATE TABLE "product" ("id" TEXT PRIMARY KEY NOT NULL, "list" TEXT NOT NULL,
  "position" INTEGER NOT NULL, "name" TEXT NOT NULL, "price" TEXT NOT NULL,
  "quantity" TEXT NOT NULL, "packCount" INTEGER NOT NULL, "unit" TEXT NOT NULL);
CREATE INDEX "product_on_list" ON "product"("list");
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES ('v1: schedules and products');
"""

# Mass units only, so every list has one dimension; quantities a shelf would show for each.
QUANTITIES = {"kg": ["1", "1.5", "2", "5"], "g": ["100", "250", "500", "750"],
              "lb": ["1", "2", "3", "5"], "oz": ["8", "12", "16", "32"]}


def decimal_text(cents):
    """Cents as Swift's Decimal.description writes them: 2.49, 2.5, 3."""
    text = f"{cents // 100}.{cents % 100:02d}".rstrip("0")
    return text.rstrip(".")


def seed(path):
    """Lists `small` (10 products) and `big` (10,000), straight into the file: over HTTP the
    baseline answers every POST with the whole list, so adding 10,000 would be quadratic."""
    rng = random.Random(11)  # the same rows (and ids) for every binary measured
    database = sqlite3.connect(path)
    database.executescript(V1_SCHEMA)
    rows = []
    for list_name, count in (("small", 10), ("big", 10_000)):
        for position in range(1, count + 1):
            unit = rng.choice(list(QUANTITIES))
            rows.append((
                str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper(), list_name, position,
                f"Rice {position}", decimal_text(rng.randint(100, 9999)),
                rng.choice(QUANTITIES[unit]), 1, unit))
    database.executemany("INSERT INTO product VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    database.commit()
    database.close()


def count(path, list_name):
    """Products in a list, from the file (the server stopped): what the writes left, whatever a
    GET of the list would show of it."""
    database = sqlite3.connect(path)
    query = "SELECT COUNT(*) FROM product WHERE list = ?"
    print(database.execute(query, (list_name,)).fetchone()[0])
    database.close()


# <script src="/assets/wheels.js" defer>, <link rel="stylesheet" href="/assets/app.css">
LINKED = re.compile(rb'<(?:script[^>]*\ssrc|link[^>]*\shref)="(/[^"]+)"')


def weights(url, pages):
    """Each page's bytes, and with the stylesheets and scripts it links (each counted once): a
    page that moves its inline script to a file of its own should not look lighter for it."""
    def size(path):
        with urllib.request.urlopen(url + path, timeout=30) as answer:
            return len(answer.read())
    for page in pages:
        try:
            with urllib.request.urlopen(url + page, timeout=30) as answer:
                html = answer.read()
            print(f"html {page}\t{len(html)}")
            if "html" in answer.headers.get("Content-Type", ""):
                linked = dict.fromkeys(re.findall(LINKED, html))
                total = len(html) + sum(size(path.decode()) for path in linked)
                print(f"with_assets {page}\t{total}")
        except OSError as error:  # an HTTP error status, a timeout
            print(f"html {page}\tnot measured: {error}")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        print(probe.getsockname()[1])


# --- idle ---------------------------------------------------------------------------------------

def fresh_get(port, timeout=2.0):
    """GET / on a new connection within `timeout` seconds in all: the status, or what went wrong."""
    deadline = time.monotonic() + timeout
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
            connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            answer = b""
            while b"\r\n" not in answer:
                connection.settimeout(max(deadline - time.monotonic(), 0.001))
                chunk = connection.recv(4096)
                if not chunk:
                    return "closed without an answer"
                answer += chunk
            return answer.split(b" ", 2)[1].decode()
    except ConnectionRefusedError:
        return "refused"
    except ConnectionResetError:
        return "reset"
    except (socket.timeout, TimeoutError):
        return f"timeout (no answer in {timeout:g} s)"
    except OSError as error:
        return f"error: {error.strerror or error}"


def open_idle(port, connections, count):
    """Opens connections (non-blocking, so a full listen backlog cannot stall the step) until
    there are `count`; each just connects and sends nothing."""
    while len(connections) < count:
        connection = socket.socket()
        connection.setblocking(False)
        connection.connect_ex(("127.0.0.1", port))
        connections.append(connection)


def connected(connections, wait=1.0):
    """How many of the connections completed their handshake (give them up to `wait` seconds)."""
    deadline = time.monotonic() + wait
    pending = {connection.fileno(): connection for connection in connections}
    done = 0
    while pending and time.monotonic() < deadline:
        poller = select.poll()
        for fd in pending:
            poller.register(fd, select.POLLOUT)
        for fd, _ in poller.poll(max(deadline - time.monotonic(), 0) * 1000):
            connection = pending.pop(fd)
            done += connection.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0
    return done


def closed_by_server(connections):
    """How many of the idle connections the server has closed (EOF, reset, or an answer such as a
    408 sent before closing), looked at without blocking."""
    closed = 0
    for connection in connections:
        try:
            connection.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
            closed += 1  # end of stream, or an answer
        except (BlockingIOError, InterruptedError):
            pass  # open and silent (or still waiting in the listen backlog)
        except ConnectionResetError:
            closed += 1
        except OSError:
            pass  # never connected: nothing the server closed
    return closed


def server_fds(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return "server gone"


def idle(port, pid, wait):
    """Idle connections in steps of 100 up to 2,000, a fresh GET / after each; all steps take a
    few seconds, well under any idle or header timeout the server may have. Then up to `wait`
    seconds more to see whether the server closes them. Prints key<TAB>value lines."""
    # Our side needs a descriptor per connection too: the hard limit, not the usual soft 1,024.
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    step, most = 100, 2000
    connections = []
    failed_at, answer = None, None
    handshakes = 0
    start = time.monotonic()
    for count in range(step, most + step, step):
        open_idle(port, connections, count)
        handshakes += connected(connections[-step:])
        answer = fresh_get(port)
        if not answer.startswith("2"):
            failed_at = count
            break
    took = time.monotonic() - start
    held = len(connections)
    results = {
        "failed_at": f"{failed_at}" if failed_at else f"≥{most} all answered",
        "answer": answer,
        "fds": server_fds(pid),
        "took": f"{took:.1f} s",
        # A connection the kernel completed but the server never accepted still counts as held.
        "handshakes": f"{handshakes} of {held}",
        "closed": f"{closed_by_server(connections)} of {held}",
    }
    # Give the server time to close them (an idle or header timeout would), then ask again.
    waited_from = time.monotonic()
    while time.monotonic() - waited_from < wait and closed_by_server(connections) < held:
        time.sleep(0.5)
    results["closed_later"] = (
        f"{closed_by_server(connections)} of {held} after {time.monotonic() - waited_from:.0f} s")
    results["answer_later"] = fresh_get(port)
    for connection in connections:
        connection.close()
    # Does the server recover once they are gone? (It may take it a moment to see them close.)
    time.sleep(0.5)
    results["answer_after_close"] = fresh_get(port)
    for key, value in results.items():
        print(f"{key}\t{value}")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def cpu(pid):
    """The cores the server is using, over half a second."""
    try:
        before = cpu_seconds(pid)
        time.sleep(0.5)
        print(f"{(cpu_seconds(pid) - before) / 0.5:.1f} cores")
    except OSError:
        print("server gone")


def drain(pid, most):
    """Waits until the server uses under a tenth of a core over half a second: requests a wrk
    run left behind are done (or given up on after `most` seconds)."""
    start = time.monotonic()
    try:
        before = cpu_seconds(pid)
        while time.monotonic() - start < most:
            time.sleep(0.5)
            now = cpu_seconds(pid)
            if now - before < 0.05:
                break
            before = now
    except OSError:
        pass  # the server is gone; what follows says so
    print(f"waited {time.monotonic() - start:.1f} s for the server to finish queued work")


# --- report -------------------------------------------------------------------------------------

def read_pairs(path):
    """key<TAB>value lines as a dict (the last line of a key wins)."""
    pairs = {}
    if os.path.exists(path):
        with open(path) as file:
            for line in file:
                key, _, value = line.rstrip("\n").partition("\t")
                pairs[key] = value
    return pairs


def table(title, labels, rows):
    """A markdown table: heading columns (`title` may hold several, split by " | "), then one
    column per binary for each figure."""
    print(f"| {title} | " + " | ".join(labels) + " |")
    print("|" + "---|" * (title.count(" | ") + 1) + "---:|" * len(labels))
    for name, cells in rows:
        print(f"| {name} | " + " | ".join(cells) + " |")
    print()


def milliseconds(latency):
    """wrk's latency text (`150.00us`, `2.10ms`, `1.20s`) in ms, as `2.10 ms`."""
    for unit, scale in (("us", 0.001), ("ms", 1), ("s", 1000)):
        if latency.endswith(unit):
            try:
                return f"{float(latency[:-len(unit)]) * scale:.2f} ms"
            except ValueError:
                break
    return latency


def report(directory, labels):
    runs = {label: {} for label in labels}  # label -> (route, connections) -> figures
    order = []
    for label in labels:
        with open(os.path.join(directory, label, "wrk.tsv")) as file:
            for line in file:
                route, conns, rps, p50, p99, non2xx, errors = line.rstrip("\n").split("\t")
                runs[label][(route, conns)] = (rps, p50, p99, non2xx, errors)
                if (route, conns) not in order:
                    order.append((route, conns))
    # The 10-connection runs, then the 100-connection ones; the four routes both have first, in
    # this order (the big list runs last, for the server's sake), then the other pages as run.
    leading = ["POST /api/picker", "GET /api/lists/small", "GET /api/lists/big", "GET /"]

    def position(key):
        route, conns = key
        bare = route.split(" (")[0]
        rank = leading.index(bare) if bare in leading else len(leading) + order.index(key)
        return (int(conns), rank)
    order = sorted(order, key=position)
    facts = {label: read_pairs(os.path.join(directory, label, "facts.tsv")) for label in labels}

    def fact(key):
        return [facts[label].get(key, "not measured") for label in labels]

    duration = facts[labels[0]].get("duration", "?")
    print(f"wrk (Debian's), 2 threads, {duration} a run, over loopback;"
          " each binary's server in turn.")
    for label in labels:
        print(f"{label}: {facts[label].get('binary', '?')}")
    print()

    # Requests/s, p50, p99 with each binary side by side; failed requests mean the rate beside
    # them is not a served rate (wrk counts a refusal as a request).
    def failed(non2xx, errors):
        parts = [f"{non2xx} non-2xx"] if non2xx != "0" else []
        parts += [errors] if errors else []
        return ", ".join(parts) or "0"

    heads = []
    for figure in ("requests/s", "p50", "p99", "failed"):
        heads += [f"{figure} {label}" for label in labels]
    rows = []
    for route, conns in order:
        cells = []
        for index in range(4):
            for label in labels:
                run = runs[label].get((route, conns))
                if run is None:
                    cells.append("not run")
                elif index < 3:
                    cells.append(run[index])
                else:
                    cells.append(failed(run[3], run[4]))
        rows.append((f"{route} | {conns}", cells))
    table("route | connections", heads, rows)

    table(f"writes: 50 clients POST a product to one fresh list, {fact('write_duration')[0]}",
          labels, [
              ("2xx answers per second, whole run", fact("writes_per_second")),
              ("2xx answers in the first whole second", fact("writes_first_second")),
              ("2xx answers in the last whole second", fact("writes_last_second")),
              ("p50 / p99", fact("writes_latency")),
              ("failed (non-2xx, socket errors)", fact("writes_failed")),
              ("products in the list afterwards", fact("writes_list_size")),
          ])

    table("idle connections, server under `ulimit -n 1024`", labels, [
        ("idle connections when a fresh GET / first failed", fact("failed_at")),
        ("what that last fresh GET / got", fact("answer")),
        ("server's open file descriptors then", fact("fds")),
        ("idle connections whose TCP handshake completed", fact("handshakes")),
        ("the steps took", fact("took")),
        ("idle connections the server had closed by then", fact("closed")),
        ("… and after waiting more", fact("closed_later")),
        ("a fresh GET / then got", fact("answer_later")),
        ("a fresh GET / once we closed them got", fact("answer_after_close")),
    ])

    table("server memory after all of that", labels, [
        ("VmHWM (peak resident)", fact("VmHWM")),
        ("VmRSS", fact("VmRSS")),
        ("CPU in use then (answers still queued)", fact("cpu")),
    ])

    pages = list(dict.fromkeys(key[len("html "):] for label in labels for key in facts[label]
                               if key.startswith("html ")))
    table("page (answer bytes)", [f"bytes {label}" for label in labels]
          + [f"+ linked CSS and JS {label}" for label in labels],
          [(page, [facts[label].get(f"html {page}", "not measured") for label in labels]
            + [facts[label].get(f"with_assets {page}", "—") for label in labels])
           for page in pages])

    # The ratio line summary.py looks for: each line starts with "picker/static".
    for label in labels:
        prefix = "picker/static" if len(labels) == 1 else f"picker/static ({label})"
        route = runs[label].get(("POST /api/picker (spin, 59:59.99)", "100"))
        home = runs[label].get(("GET /", "100"))
        asset = runs[label].get(("GET /assets/app.css", "100"))
        # Each interleaved pair's ratio (server.sh runs them after the table's runs).
        pairs = []
        for pair in range(1, 6):
            try:
                pairs.append(float(facts[label][f"pair_picker {pair}"])
                             / float(facts[label][f"pair_home {pair}"]))
            except (KeyError, ValueError, ZeroDivisionError):
                pass
        if (route and home and asset and pairs and float(home[0].split()[0])
                and float(asset[0].split()[0])):
            p, h, a = (float(run[0].split()[0]) for run in (route, home, asset))
            listed = ", ".join(f"{ratio:.2f}" for ratio in pairs)
            print(f"{prefix}: {statistics.median(pairs):.2f} (the median of {len(pairs)}"
                  f" interleaved pairs at 100 connections: {listed}; in the table's single runs"
                  f" POST /api/picker {p:.2f}/s beside GET / {h:.2f}/s, {p / h:.2f}, and"
                  f" {p / a:.2f} beside GET /assets/app.css {a:.2f}/s)")
        else:
            why = facts[label].get("picker_refusal", "a run is missing")
            print(f"{prefix}: not measured: {why}")
        # The figures the speed issue's goals name, one line each, for summary.py.
        suffix = "" if len(labels) == 1 else f" ({label})"
        print(f"writes/s{suffix}: {facts[label].get('writes_per_second', 'not measured')}")
        big = runs[label].get(("GET /api/lists/big (10,000 products)", "10"))
        print(f"list of 10,000 p50{suffix}: {milliseconds(big[1]) if big else 'not measured'}")


def main():
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "free-port":
        free_port()
    elif command == "seed":
        seed(arguments[0])
    elif command == "weights":
        weights(arguments[0], arguments[1:])
    elif command == "count":
        count(arguments[0], arguments[1])
    elif command == "idle":
        idle(int(arguments[0]), int(arguments[1]), float(arguments[2]) if arguments[2:] else 10)
    elif command == "cpu":
        cpu(int(arguments[0]))
    elif command == "drain":
        drain(int(arguments[0]), float(arguments[1]))
    elif command == "report":
        report(arguments[0], arguments[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

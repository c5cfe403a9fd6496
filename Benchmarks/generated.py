#!/usr/bin/env python3
"""POST /api/picker as swift-openapi-generator's server against the hand route, in one process
(Sources/GeneratedPick), each beside GET / of a short text: wrk (Debian's), 2 threads, 100
connections, over loopback, one run after the other in this same run.

Before measuring, both routes are asked the same request and must answer the same JSON, so the
two rates are for the same work. Prints requests/s, p50, and the ratios; nothing is asserted.

Usage: generated.py [GENERATEDPICK_BINARY]  (without one, builds it in release mode)
Environment: DURATION (wrk run length, default 5s).
"""
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
# The request server.sh sends: the picker, the state kept from the last answer, one spin.
BODY = ('{"picker":{"kind":"pattern","pattern":"59:59.99"},'
        '"state":{"rows":[1,2,0,5,4,0,3,7],"focus":0},"actions":[{"spin":{"wheel":4,"by":1}}]}')


def binary():
    if len(sys.argv) > 1:
        return sys.argv[1]
    subprocess.run(["swift", "build", "-c", "release", "--product", "GeneratedPick"], cwd=HERE,
                   check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=HERE,
                          check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "GeneratedPick")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def post(url):
    request = urllib.request.Request(url, data=BODY.encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        return answer.status, json.loads(answer.read())


def wrk(url, script, duration):
    command = ["wrk", "-t2", "-c100", "-d" + duration, "--latency", url]
    if script:
        command[1:1] = ["-s", script]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p50 = re.search(r"50%\s+([\d.]+\w+)", output).group(1)
    refused = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return rate, p50, int(refused.group(1)) if refused else 0


def main():
    if not shutil.which("wrk"):
        subprocess.run("apt-get update -qq && apt-get install -y -qq wrk >/dev/null",
                       shell=True, check=True)
    duration = os.environ.get("DURATION", "5s")
    port = free_port()
    server = subprocess.Popen([binary(), str(port)], stdout=subprocess.DEVNULL)
    base = "http://127.0.0.1:%d" % port
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        generated, hand = post(base + "/api/picker"), post(base + "/hand/api/picker")
        assert generated == hand == post(base + "/synthesized/api/picker"), (generated, hand)
        assert generated[0] == 200, generated
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
            script.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                         "wrk.body = '%s'\n" % BODY)
        runs = {}
        for label, path, lua in [("GET / (a short text)", "/", None),
                                 ("POST /api/picker, hand route", "/hand/api/picker", script.name),
                                 ("POST /api/picker, hand route, synthesized reader",
                                  "/synthesized/api/picker", script.name),
                                 ("POST /api/picker, generated server", "/api/picker", script.name)]:
            runs[label] = wrk(base + path, lua, duration)
        os.unlink(script.name)
    finally:
        server.terminate()
        server.wait(timeout=10)
    print("POST /api/picker (spin, 59:59.99): swift-openapi-generator's server against the hand "
          "route, one process without picker-serve's middlewares; wrk, 2 threads, 100 connections, "
          + duration)
    print("| route | requests/s | p50 | non-2xx |")
    print("|---|---:|---:|---:|")
    for label, (rate, p50, refused) in runs.items():
        print("| %s | %.0f | %s | %d |" % (label, rate, p50, refused))
    get = runs["GET / (a short text)"][0]
    hand = runs["POST /api/picker, hand route"][0]
    made = runs["POST /api/picker, generated server"][0]
    synthesized = runs["POST /api/picker, hand route, synthesized reader"][0]
    print("generated/hand: %.2f (generated %.2f, hand %.2f, hand with a synthesized reader %.2f "
          "of GET /)" % (made / hand, made / get, hand / get, synthesized / get))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Browser benchmark: `picker serve` (a release build) in one run of headless Chromium (Debian's
chromium and chromium-driver, through Selenium), at 0 ms and at 150 ms of DevTools network latency.

1. Key to drawn change: `performance.now()` in a capturing keydown listener, and again in the
   first requestAnimationFrame after a MutationObserver saw the wheel's readout change (the frame
   that draws it), one key at a time, for ArrowUp on a digit wheel of the playground's `59:59.99`
   and for digits typed into it; median and p95.
   The wheels ask the core running in the page (pickerkit.wasm); the time a question to it takes
   (the wheel component's post, from body to answer) is reported beside the goal of one frame.
2. Requests sent for ten quick keys (40 ms apart), counted from the DevTools performance log, and
   whether the page ends where one request per key to the server's POST /api/picker does.
3. Page weight of each page with an empty cache: bytes on the wire for the HTML and everything it
   loads (DevTools' Network.loadingFinished encodedDataLength, headers included), the same bodies
   uncompressed, of which the core (pickerkit.js and pickerkit.wasm, fetched once and kept a year
   under their hashed names), and the requests each page makes on load (picker requests apart),
   beside a goal of 50 KB for the page without the core and 250 KB for the core.
4. Baseline, measured in the same run: a static file of the same server (`/assets/app.css`,
   uncached fetch from the page) at each latency; the ratios are against it, and 150 ms against
   0 ms. Nothing is asserted: the figures are reported.

Usage: browser.py [PICKER_BINARY]
  (without a binary, builds picker in release mode under .build-release/ at the package root)
Environment: PRESSES (keys timed per figure, default 40).
"""
import json
import math
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRESSES = int(os.environ.get("PRESSES", "40"))
LATENCIES = [0, 150]
PAGES = ["/", "/pace", "/thermostat", "/prices", "/playground"]
GOAL = 50 * 1024  # bytes per page, HTML and assets but the core
CORE_GOAL = 250 * 1024  # the core, pickerkit.js and pickerkit.wasm, gzipped
FRAME = 16  # ms: a native wheel draws within one frame
PLAYGROUND = {"kind": "pattern", "pattern": "59:59.99"}

# Injected before any page script: key times, and for a watched readout the frame after it changed.
PROBE = r"""
(() => {
  const probe = window.__probe = { key: null, samples: [], picker: [] };
  addEventListener("keydown", () => {
    const readout = probe.readout;
    probe.key = { at: performance.now(), text: readout ? readout.textContent : null };
  }, true);
  probe.watch = (selector) => {
    const node = document.querySelector(selector);
    probe.readout = node;
    new MutationObserver(() => {
      const key = probe.key;
      if (!key || node.textContent === key.text) return;
      probe.key = null;
      const changed = performance.now();
      requestAnimationFrame(() => probe.samples.push(
        { key: key.at, changed: changed, drawn: performance.now(), text: node.textContent }));
    }).observe(node, { childList: true, characterData: true, subtree: true });
  };
  // Each question a wheel asks the page's core, as the page sees it (the wheel component's post,
  // wrapped once the page's scripts have run, before their DOMContentLoaded listeners).
  addEventListener("DOMContentLoaded", () => {
    const prototype = window.WheelPicker.prototype;
    const post = prototype.post;
    prototype.post = function (body) {
      const entry = { sent: performance.now(), done: null,
        body: JSON.parse(JSON.stringify(body)), answer: null };
      probe.picker.push(entry);
      return post.call(this, body).then((data) => {
        entry.answer = data ? JSON.parse(JSON.stringify(data)) : null;
        entry.done = performance.now();
        return data;
      });
    };
  }, true);
})();
"""


# --- the server -----------------------------------------------------------------------------------

def release_binary():
    scratch = os.path.join(ROOT, ".build-release")
    # The release build the package installs (scripts/release-build.sh prints its arguments).
    release = subprocess.run(["bash", os.path.join(ROOT, "scripts", "release-build.sh")],
                             check=True, capture_output=True, text=True).stdout.split()
    command = ["swift", "build"] + release + ["--product", "picker", "--scratch-path", scratch]
    print("Building picker in release mode (minutes on 2 cores)...", file=sys.stderr)
    built = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if built.returncode:
        sys.exit(built.stdout[-4000:] + built.stderr[-4000:] + "\nthe release build failed")
    path = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "picker")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(binary, folder):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = open(os.path.join(folder, "server.log"), "ab")
    process = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--db", os.path.join(folder, "picker.sqlite")],
        stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            urllib.request.urlopen(base + "/", timeout=1).read()
            return process, base
        except OSError:
            time.sleep(0.1)
    process.kill()
    sys.exit("picker serve did not start; its log is " + log.name)


def post(base, body):
    request = urllib.request.Request(base + "/api/picker", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


# --- the browser ----------------------------------------------------------------------------------

def chromium():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1100,1000", "--disable-gpu"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    return driver


def emulate(driver, latency):
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})


def network_events(driver):
    """DevTools Network events logged since the last call."""
    events = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"].startswith("Network."):
            events.append(message)
    return events


def open_playground(driver, base):
    emulate(driver, 0)
    driver.get(base + "/playground")
    WebDriverWait(driver, 10).until(lambda d: d.find_element(
        By.CSS_SELECTOR, "#wheels .readout").text.strip() != "")
    driver.execute_script("window.__probe.watch('#wheels .readout')")
    return driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")


def wait_idle(driver, quiet_ms=200, timeout=10):
    """Until every picker request has its answer and none has been sent for `quiet_ms`."""
    WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: d.execute_script("""
        const p = window.__probe.picker, now = performance.now();
        return p.every((e) => e.done !== null) &&
          p.every((e) => now - e.done > arguments[0]);""", quiet_ms))


def press(driver, key, count):
    """Presses a key and waits for its drawn change; returns the new sample."""
    ActionChains(driver, duration=0).send_keys(key).perform()
    WebDriverWait(driver, 10, poll_frequency=0.01).until(
        lambda d: d.execute_script("return window.__probe.samples.length") >= count)


def key_to_draw(driver, base, latency):
    """(ArrowUp samples, typed-digit samples, picker round trips), ms, one key at a time."""
    views = open_playground(driver, base)
    emulate(driver, latency)
    driver.execute_script("arguments[0].focus()", views[-1])  # hundredths, ones: cyclic
    for n in range(1, PRESSES + 1):
        press(driver, Keys.ARROW_UP, n)
        wait_idle(driver, quiet_ms=60)
    arrows = driver.execute_script("return window.__probe.samples.splice(0)")
    # Digits: 1 2 3 4 5 6 is 0:01.00, 0:12.00, 1:23.00, 12:34.00, 12:34.50, 12:34.56; each run
    # starts again from the first wheel (its focus move ends the last entry).
    n = 0
    while n < PRESSES:
        driver.execute_script("arguments[0].focus()", views[0])
        for digit in "123456"[:PRESSES - n]:
            n += 1
            press(driver, digit, n)
            wait_idle(driver, quiet_ms=60)
    digits = driver.execute_script("return window.__probe.samples.splice(0)")
    trips = driver.execute_script(
        "return window.__probe.picker.filter((e) => e.done).map((e) => e.done - e.sent)")
    return ([s["drawn"] - s["key"] for s in arrows], [s["drawn"] - s["key"] for s in digits],
            trips)


def static_fetches(driver, latency):
    """Uncached fetches of /assets/app.css from the page, one after another: ms each."""
    emulate(driver, latency)
    return driver.execute_async_script("""
        const [count, done] = arguments; const times = [];
        (async () => {
          for (let i = 0; i < count; i++) {
            const start = performance.now();
            await (await fetch("/assets/app.css", { cache: "no-store" })).text();
            times.push(performance.now() - start);
          }
          done(times);
        })();""", PRESSES)


TEN = ["1", "2", "3", "4", ".", "5", "6", Keys.BACKSPACE, "7", Keys.ENTER]
TEN_NAMES = ["1", "2", "3", "4", ".", "5", "6", "Backspace", "7", "Enter"]


def ten_quick_keys(driver, base, latency):
    """Requests for ten keys 40 ms apart (from the performance log), their span, the readout,
    and the readout one request per key gives."""
    views = open_playground(driver, base)
    start = driver.execute_script(
        "return window.__probe.picker.filter((e) => !e.body.state).pop().answer")
    emulate(driver, latency)
    driver.execute_script("arguments[0].focus(); window.__probe.keys = [];"
                          " addEventListener('keydown', () => window.__probe.keys.push("
                          "performance.now()), true);", views[0])
    network_events(driver)  # forget the load
    chain = ActionChains(driver, duration=0)
    for key in TEN:
        chain.send_keys(key).pause(0.04)
    chain.perform()
    wait_idle(driver, quiet_ms=300)
    sent = [e for e in network_events(driver) if e["method"] == "Network.requestWillBeSent"
            and e["params"]["request"]["method"] == "POST"
            and e["params"]["request"]["url"].endswith("/api/picker")]
    keys = driver.execute_script("return window.__probe.keys")
    readout = driver.find_element(By.CSS_SELECTOR, "#wheels .readout").text
    state = start["state"]
    answer = None
    for name in TEN_NAMES:
        answer = post(base, {"picker": PLAYGROUND, "state": state, "actions": [{"key": name}]})
        state = answer["state"]
    return len(sent), keys[-1] - keys[0], readout, answer["written"]


def page_weights(driver, base):
    """Per page: requests, bytes on the wire and uncompressed for the document and its assets,
    and the picker answers it asks for on load."""
    emulate(driver, 0)
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    rows = []
    for page in PAGES:
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.get("about:blank")
        network_events(driver)
        driver.get(base + page)
        if page != "/":
            WebDriverWait(driver, 10).until(
                lambda d: len(d.find_elements(By.CSS_SELECTOR, ".wheel, td.cell")) > 0)
        time.sleep(0.5)  # the pickers' answers, and anything loaded late
        requests, wire, plain = {}, {}, {}
        for event in network_events(driver):
            params = event["params"]
            rid = params.get("requestId")
            if event["method"] == "Network.requestWillBeSent":
                requests[rid] = (params.get("type", ""), params["request"]["url"])
            elif event["method"] == "Network.dataReceived":
                plain[rid] = plain.get(rid, 0) + params["dataLength"]
            elif event["method"] == "Network.loadingFinished":
                wire[rid] = params["encodedDataLength"]
        api = [rid for rid, (kind, url) in requests.items() if "/api/" in url]
        assets = [rid for rid, (kind, url) in requests.items()
                  if rid not in api and url.startswith(base) and rid in wire]
        core = [rid for rid in assets if "/assets/pickerkit." in requests[rid][1]]
        pickers = [rid for rid in api if "/api/picker" in requests[rid][1]]
        rows.append((page, len(assets), sum(wire[r] for r in assets),
                     sum(plain.get(r, 0) for r in assets), sum(wire[r] for r in core),
                     len(api) - len(pickers), len(pickers),
                     [requests[r][1][len(base):] for r in assets]))
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
    return rows


# --- report ---------------------------------------------------------------------------------------

def median(values):
    return statistics.median(values) if values else float("nan")


def p95(values):
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)] if ordered else float("nan")


def kb(count):
    return f"{count / 1024:.1f} KB"


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else release_binary()
    with tempfile.TemporaryDirectory() as folder:
        server, base = start_server(binary, folder)
        driver = chromium()
        try:
            timings, statics, quick = {}, {}, {}
            for latency in LATENCIES:
                timings[latency] = key_to_draw(driver, base, latency)
                statics[latency] = static_fetches(driver, latency)
                quick[latency] = ten_quick_keys(driver, base, latency)
            weights = page_weights(driver, base)
            version = driver.capabilities.get("browserVersion", "?")
        finally:
            driver.quit()
            server.terminate()
            server.wait(timeout=10)

    print(f"Headless Chromium {version}, DevTools network latency 0 and 150 ms, picker serve"
          f" on loopback: {binary}")
    print()
    print(f"| key to drawn change, ms ({PRESSES} keys, one at a time) | latency | median | p95 |"
          f" median / static fetch | goal |")
    print("|---|---:|---:|---:|---:|---|")
    for latency in LATENCIES:
        arrows, digits, trips = timings[latency]
        static = median(statics[latency])
        for name, values in (("ArrowUp, 59:59.99 hundredths", arrows),
                             ("digit typed, 59:59.99", digits),
                             ("question to the page's core (body to answer)", trips),
                             ("baseline: GET /assets/app.css (page's fetch)", statics[latency])):
            goal = "" if name.startswith("baseline") else f"within {FRAME} ms"
            print(f"| {name} | {latency} ms | {median(values):.1f} | {p95(values):.1f} |"
                  f" {median(values) / static:.2f} | {goal} |")
    print()
    print("| ten keys 40 ms apart (1234.56, Backspace, 7, Enter) | latency | POST /api/picker"
          " requests | keys' span ms | readout | one request a key gives |")
    print("|---|---:|---:|---:|---|---|")
    for latency in LATENCIES:
        count, span, readout, expected = quick[latency]
        mark = "" if readout == expected else " (differs)"
        print(f"| playground | {latency} ms | {count} | {span:.0f} | {readout}{mark} |"
              f" {expected} |")
    print()
    print("| page, empty cache | requests | transferred (HTML + assets) | uncompressed |"
          " of which the core | without the core: goal 50 KB | core: goal 250 KB |"
          " picker requests on load | other API requests on load |")
    print("|---|---:|---:|---:|---:|---|---|---:|---:|")
    for page, count, wire, plain, core, api_count, picker_count, _ in weights:
        verdict = "under" if wire - core < GOAL else "OVER"
        core_verdict = ("under" if core <= CORE_GOAL else "OVER") if core else "-"
        print(f"| {page} | {count} | {kb(wire)} | {kb(plain)} | {kb(core)} | {verdict} |"
              f" {core_verdict} | {picker_count} | {api_count} |")
    print()
    for latency in LATENCIES:
        arrows, digits, trips = timings[latency]
        static = median(statics[latency])
        print(f"browser key→draw/static ({latency} ms): ArrowUp {median(arrows) / static:.2f},"
              f" digit {median(digits) / static:.2f} (key→draw {median(arrows):.1f} and"
              f" {median(digits):.1f} ms beside GET /assets/app.css {static:.1f} ms)")
    slow, fast = timings[150], timings[0]
    print(f"browser key→draw 150 ms/0 ms: ArrowUp {median(slow[0]) / median(fast[0]):.2f},"
          f" digit {median(slow[1]) / median(fast[1]):.2f}")
    print(f"browser requests for ten quick keys: {quick[0][0]} at 0 ms, {quick[150][0]} at 150 ms")
    print("browser picker requests to load /pace: "
          + str(next(row[6] for row in weights if row[0] == "/pace")))


if __name__ == "__main__":
    main()

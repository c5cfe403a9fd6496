#!/usr/bin/env python3
"""<picker-wheels> on a plain page (a static file server in this process, the served assets copied
beside it, as a web developer's page has them), in headless Chromium on a desktop: from the page's
`import()` of picker-wheels.js to a wheel answering a key (the element created, its wheels drawn,
ArrowUp sent to its focused wheel, the answer drawn), cold (a fresh profile: every file
downloaded and the core compiled) and warm (the same profile again: the files from the HTTP
cache, which the page's host lets keep them an hour). Beside it,
the baseline measured in the same run: the same page importing the module and creating a native
<input type=number> that takes the same key; the ratio is the element's figure over it. Also the
element's own script and the element with the core alone, compressed as the server sends them.
Issue 54's goals: the element's script within 15 KB gzipped, the element and the core alone
within 265 KB brotli, warm import to a key answered within 100 ms. Nothing is asserted.

Usage: element.py   Environment: ROUNDS (page loads per figure, the median printed; default 5).
"""
import functools
import gzip
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver

from browser import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "Sources", "PickerServer", "Resources", "assets")
SHIPPED = ["picker-wheels.js", "pickerkit.js", "intl-platform.js", "pickerkit.wasm"]
ROUNDS = int(os.environ.get("ROUNDS", "5"))

# The page measures itself: performance.now() before the import, after the answer is drawn.
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>timing</title></head>
<body><main><h1>timing</h1><div id="here"></div></main><script type="module">
const t0 = performance.now();
await import("./picker-wheels.js");
const here = document.getElementById("here");
let answered;
if (location.hash === "#native") {
  const input = document.createElement("input");
  input.type = "number"; input.value = "90"; input.setAttribute("aria-label", "Lap");
  here.append(input); input.focus();
  answered = new Promise((resolve) => input.addEventListener("keydown", () => {
    input.stepUp(); requestAnimationFrame(() => resolve()); }, { once: true }));
  input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
} else {
  const picker = document.createElement("picker-wheels");
  picker.setAttribute("pattern", "59:59.99"); picker.setAttribute("value", "1:30");
  picker.setAttribute("aria-label", "Lap");
  here.append(picker);
  // Polled at once, not a frame apart: the figure is when the answer is drawn (the frame after
  // it), not when a poll happened to look.
  const soon = () => new Promise((resolve) => setTimeout(resolve, 0));
  while (!picker.report) await soon();
  const before = picker.report;
  picker.focus();
  const wheel = picker.shadowRoot.activeElement;
  wheel.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));
  while (picker.report === before) await soon();
  answered = new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
await answered;
window.timing = performance.now() - t0;
</script></body></html>"""


class Cached(http.server.SimpleHTTPRequestHandler):
    """A static host as a site serves its assets: cached for an hour, so a warm visit reads
    them from the browser's cache."""

    def end_headers(self):
        self.send_header("Cache-Control", "public, max-age=3600")
        super().end_headers()

    def log_message(self, *arguments):
        pass


def serve(folder):
    handler = functools.partial(Cached, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def chromium(profile):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1100,1000", "--disable-gpu", "--user-data-dir=" + profile]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def timing(driver, url):
    driver.get(url)
    for _ in range(200):
        value = driver.execute_script("return window.timing")
        if value is not None:
            return value
        time.sleep(0.05)
    sys.exit("the page did not answer its key: " + url)


def visits(base, fragment):
    """(cold, warm) ms from import to the key answered, each the median of ROUNDS profiles."""
    cold, warm = [], []
    for _ in range(ROUNDS):
        with tempfile.TemporaryDirectory() as profile:
            driver = chromium(profile)
            try:
                cold.append(timing(driver, base + "/timing.html" + fragment))
                driver.get("about:blank")
                warm.append(timing(driver, base + "/timing.html" + fragment))
            finally:
                driver.quit()
    return statistics.median(cold), statistics.median(warm)


def sizes():
    def brotli(path):
        return len(subprocess.run(["brotli", "-q", "11", "-c", path], capture_output=True,
                                  check=True).stdout)

    def gzipped(path):
        with open(path, "rb") as file:
            return len(gzip.compress(file.read(), 9))

    element = os.path.join(ASSETS, "picker-wheels.js")
    shipped = [os.path.join(ASSETS, name) for name in SHIPPED]
    return gzipped(element), sum(brotli(path) for path in shipped)


def main():
    load = os.getloadavg()[0]
    folder = tempfile.mkdtemp()
    for name in SHIPPED:
        shutil.copy(os.path.join(ASSETS, name), folder)
    with open(os.path.join(folder, "timing.html"), "w", encoding="utf-8") as file:
        file.write(PAGE)
    server, base = serve(folder)
    try:
        element = visits(base, "")
        native = visits(base, "#native")
    finally:
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
    script_gz, shipped_br = sizes()
    print("<picker-wheels> on a static page, desktop Chromium (median of %d; load %.2f)" % (
        ROUNDS, load))
    print("%-44s %10s %10s %8s %8s" % ("", "element", "native", "ratio", "goal"))
    print("%-44s %8.1f ms %7.1f ms %7.2fx %8s" % (
        "import to a key answered, cold", element[0], native[0], element[0] / native[0], ""))
    print("%-44s %8.1f ms %7.1f ms %7.2fx %8s" % (
        "import to a key answered, warm", element[1], native[1], element[1] / native[1],
        "100 ms"))
    print("%-44s %8.1f KB %10s %8s %8s" % ("the element's script, gzip -9", script_gz / 1000, "",
                                           "", "15 KB"))
    print("%-44s %8.1f KB %10s %8s %8s" % (
        "element + core module + Intl + core, brotli", shipped_br / 1000, "", "", "265 KB"))


if __name__ == "__main__":
    main()

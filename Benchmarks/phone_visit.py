#!/usr/bin/env python3
"""A phone's visit: `picker serve` as phones reach it (HTTPS at a name, its own authority trusted
in the browser's NSS database, HTTP/2; bound to loopback, which Chromium's resolver maps the name
to, so no token is asked), played in headless Chromium under Lighthouse's mobile
preset (562.5 ms round trip, 184,320 B/s down, 84,375 B/s up, CPU slowed 4x) on a 390 px screen.

For /pace, /prices and /playground, on a fresh profile (a first visit) and then again in it (a
warm visit: the installed app's cache and the HTTP cache), it prints, from navigation start:
  - first paint (first-contentful-paint);
  - first wheel drawn: a wheel of the page's own answer on screen (its readout written);
  - first key answered: ArrowUp sent to that wheel as soon as it is drawn, to its answer drawn;
  - the page's core loaded (pickerkit.wasm compiled and handed its platform);
  - bytes on the wire once the core has loaded (DevTools' encodedDataLength, headers included),
    and of them the core's.
Beside each, the same page with its core blocked (pickerkit.js and pickerkit.wasm never load, so
the server answers every call): the baseline a page without a core in it gets, measured in the
same run; the ratio is the page's figure over it. The goals are issue 53's: a cold first key
within 2.0 s and 1.5x the page without its core, wheels with the first paint, a warm first key
within 0.5 s, and at most 400 KB on a first visit. Nothing is asserted: the figures are printed,
with the machine's load.

Usage: phone_visit.py [PICKER_BINARY]   (default: .build/debug/picker; Benchmarks/run.sh hands
  it the release build). Needs chromium, chromium-driver, python3-selenium and certutil
  (libnss3-tools).
Environment: ROUNDS (visits per figure, the median printed; default 3).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import ssl

from selenium import webdriver

from browser import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "picker.test"
PAGES = ["/pace", "/prices", "/playground"]
ROUNDS = int(os.environ.get("ROUNDS", "3"))
PRESET = {"offline": False, "latency": 562.5, "downloadThroughput": 184320,
          "uploadThroughput": 84375}
CORE = ["*/assets/pickerkit.*"]

# Before any script of the page: when the first wheel's readout is written, its time, then an
# ArrowUp to that wheel and the time its readout changes after it.
PROBE = r"""
(() => {
  const probe = window.__visit = {};
  const seen = () => {
    const wheel = document.querySelector('.wheel[role="spinbutton"]');
    const readout = wheel && wheel.closest(".picker").querySelector(".readout");
    if (!readout || !readout.textContent || probe.wheel) return;
    probe.wheel = performance.now();
    const before = readout.textContent;
    new MutationObserver((_, observer) => {
      if (readout.textContent !== before && !probe.key) {
        requestAnimationFrame(() => { probe.key = performance.now(); });
        observer.disconnect();
      }
    }).observe(readout, { childList: true, characterData: true, subtree: true });
    wheel.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
})();
"""


def serve(binary, folder):
    port = free_port()
    database = os.path.join(folder, "visit.sqlite")
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--tls", "--port", str(port), "--name", NAME,
         "--db", database], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    context = ssl._create_unverified_context()
    for _ in range(200):
        try:
            urllib.request.urlopen("https://127.0.0.1:%d/healthz" % port, timeout=1, context=context)
            break
        except Exception:
            time.sleep(0.1)
    return process, port, database + "-ca.crt"


def phone(authority, home):
    nss = os.path.join(home, ".pki", "nssdb")
    os.makedirs(nss, exist_ok=True)
    subprocess.run(["certutil", "-d", "sql:" + nss, "-N", "--empty-password"], check=True)
    subprocess.run(["certutil", "-d", "sql:" + nss, "-A", "-t", "C,,", "-n", "picker-ca",
                    "-i", authority], check=True)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--host-resolver-rules=MAP %s 127.0.0.1" % NAME,
                     "--user-data-dir=" + os.path.join(home, "profile")]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver",
                                      env=dict(os.environ, HOME=home))
    driver = webdriver.Chrome(options=options, service=service)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", PRESET)
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    return driver


def bytes_loaded(driver):
    """Bytes on the wire since the last call, all and the core's, from the performance log."""
    urls, total, core = {}, 0, 0
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message["method"] == "Network.requestWillBeSent":
            urls[params["requestId"]] = params["request"]["url"]
        elif message["method"] == "Network.loadingFinished":
            total += params["encodedDataLength"]
            if "pickerkit" in urls.get(params["requestId"], ""):
                core += params["encodedDataLength"]
    return total, core


def visit(driver, url, blocked):
    driver.get_log("performance")
    driver.get(url)
    deadline = time.time() + 60
    figures = None
    while time.time() < deadline:
        figures = driver.execute_script("""
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          const v = window.__visit || {};
          const core = performance.getEntriesByName("pickerkit-core")[0];
          return { paint: paint ? paint.startTime : null, wheel: v.wheel || null, key: v.key || null,
                   loaded: core ? core.startTime : null };
        """)
        if figures["key"] and figures["paint"] and (figures["loaded"] or blocked):
            break
        time.sleep(0.1)
    time.sleep(0.5)
    figures["bytes"], figures["core"] = bytes_loaded(driver)
    return figures


def run(binary):
    folder = tempfile.mkdtemp(prefix="picker-visit-")
    process, port, authority = serve(binary, folder)
    results = {}
    try:
        for blocked in (False, True):
            for page in PAGES:
                for kind in ("cold", "warm"):
                    results[(page, kind, blocked)] = []
                for round_ in range(ROUNDS):
                    home = tempfile.mkdtemp(prefix="picker-phone-", dir=folder)
                    driver = phone(authority, home)
                    try:
                        if blocked:
                            driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": CORE})
                        base = "https://%s:%d" % (NAME, port)
                        results[(page, "cold", blocked)].append(visit(driver, base + page, blocked))
                        time.sleep(2)  # the service worker installs
                        results[(page, "warm", blocked)].append(visit(driver, base + page, blocked))
                    finally:
                        driver.quit()
    finally:
        process.terminate()
    return results


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/picker")
    load = os.getloadavg()
    results = run(binary)
    print("A phone's visit (Lighthouse's mobile preset, 390 px, HTTPS at a name, HTTP/2), "
          "median of %d; load %.2f %.2f %.2f on %d cores" % ((ROUNDS,) + load + (os.cpu_count(),)))
    print("%-12s %-5s %7s %7s %7s %7s %7s %7s | %10s %6s  %s" % (
        "page", "visit", "paint", "wheel", "key", "core", "KB", "core KB", "key nocore", "ratio",
        "goals (ms)"))
    for page in PAGES:
        for kind in ("cold", "warm"):
            rows = results[(page, kind, False)]
            base = results[(page, kind, True)]
            paint, wheel, key, loaded = (median([r[k] for r in rows])
                                         for k in ("paint", "wheel", "key", "loaded"))
            size, core = (median([r[k] for r in rows]) for k in ("bytes", "core"))
            key0 = median([r["key"] for r in base])
            ratio = key / key0 if key and key0 else None
            goals = ("key <= 2000 ms and <= 1.5x; wheel with paint; <= 400 KB" if kind == "cold"
                     else "key <= 500 ms")
            show = lambda v, w=7: "%*.0f" % (w, v) if v is not None else "%*s" % (w, "-")
            print("%-12s %-5s %s %s %s %s %7.1f %7.1f | %s %6s  %s" % (
                page, kind, show(paint), show(wheel), show(key), show(loaded), size / 1024,
                core / 1024, show(key0, 10), "%.2f" % ratio if ratio else "-", goals))


if __name__ == "__main__":
    main()

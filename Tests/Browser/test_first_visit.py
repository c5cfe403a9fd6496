"""A phone's first visit (issue 53): the wheels arrive with the page, answered by the server's
core (data-first); keys that come before the page's core has loaded are answered by the server
(POST /api/calls/NAME) with the bytes the core gives; the core and the scripts are sent
compressed, brotli where the browser takes it.

The page's core is kept from loading with DevTools' blocked URLs, as on a phone's network where
it is still arriving; Chromium is real, the server a real process on a real socket."""
import gzip
import json
import re
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import chromium, screenshot
from test_page_core import requests_made

CORE = ["*/assets/pickerkit.*"]
PAGES = ["/pace", "/prices", "/playground"]


def without_core():
    driver = chromium(logs={"performance": "ALL", "browser": "ALL"})
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": CORE})
    return driver


def readouts(driver):
    return [node.text for node in driver.find_elements(By.CSS_SELECTOR, ".readout")]


@pytest.mark.parametrize("path", PAGES)
def test_the_wheels_arrive_with_the_page(served, path):
    """Every picker the page opens with is drawn from the answers written into it: none is
    asked of the server, none waits for the core (which never loads here)."""
    driver = without_core()
    try:
        driver.get(served.base + path)
        first = json.loads(driver.execute_script("return document.body.dataset.first"))
        assert len(first) >= 1
        WebDriverWait(driver, 10).until(
            lambda d: d.execute_script("return firstAnswers.length") == 0)
        # Each answer written into the page was taken by the request the page made.
        shown = [text for text in readouts(driver) if text]
        assert len(shown) >= 1
        for entry in first:
            if entry["answer"]["written"] in shown:
                break
        else:
            raise AssertionError("no first answer is shown: %s" % shown)
        picker_calls = [url for url in requests_made(driver)
                        if re.search(r"/api/calls/(answer|form)$", url) or "/api/picker" in url]
        assert picker_calls == [] or path == "/playground" and all(
            url.endswith("/api/calls/form") for url in picker_calls), picker_calls
        assert not driver.execute_script("return loadedCore")
        screenshot(driver, "first-visit-no-core" + path.replace("/", "-"))
    finally:
        driver.quit()


def test_keys_before_the_core_are_answered_by_the_server_in_order(served):
    driver = without_core()
    try:
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "0:00.00")
        wheel = driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")[0]
        driver.execute_script("arguments[0].focus()", wheel)
        # Typed at once: every key answered, none lost or reordered.
        ActionChains(driver).send_keys("1234").perform()
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "12:34.00")
        ActionChains(driver).send_keys("\ue013").perform()  # ArrowUp
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "#wheels .readout").text != "12:34.00")
        calls = [url for url in requests_made(driver) if "/api/calls/answer" in url]
        assert calls, "the server answered no key"
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE" and "pickerkit" not in entry["message"]]
        assert severe == [], severe
    finally:
        driver.quit()


FIRST_BY_CORE = """
const done = arguments[arguments.length - 1];
core().then((loaded) => {
  const first = JSON.parse(document.body.dataset.first);
  done(first.map((entry) => [JSON.stringify(entry.answer),
    JSON.stringify(JSON.parse(loaded.calls.answer(JSON.stringify(entry.request))))]));
}, (error) => done(String(error)));
"""

SERVER_BY_CORE = """
const [requests, done] = [arguments[0], arguments[arguments.length - 1]];
core().then(async (loaded) => {
  const pairs = [];
  for (const [call, body] of requests) {
    const text = JSON.stringify(body);
    const server = await fetch("/api/calls/" + call, { method: "POST",
      headers: { "Content-Type": "application/json" }, body: text });
    loaded.calls.now(String(Math.floor(Date.now() / 1000)));
    pairs.push([await server.text(), loaded.calls[call](text), server.status]);
  }
  done(pairs);
}, (error) => done(String(error)));
"""


@pytest.mark.parametrize("path", PAGES)
def test_the_first_answers_are_the_page_cores(served, path):
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(served.base + path)
        pairs = driver.execute_async_script(FIRST_BY_CORE)
        assert not isinstance(pairs, str), pairs
        assert len(pairs) >= 1
        for written, core in pairs:
            assert json.loads(written) == json.loads(core)
    finally:
        driver.quit()


CALLS = {
    "/playground": [
        ["answer", {"picker": {"kind": "pattern", "pattern": "59:59.99"},
                    "actions": [{"key": "4"}, {"key": "2"}]}],
        ["answer", {"picker": {"kind": "pattern", "pattern": "99.9", "locale": "en_US"},
                    "answer": "120", "nearest": True}],
        ["answer", {"picker": {"kind": "pattern", "pattern": "99.9"}, "answer": "x"}],
    ],
    "/pace": [
        ["paceDistance", {"request": {"distance": "42.195", "from": "km", "to": "mi"}}],
        ["paceReport", {"request": {"distance": "10", "distanceUnit": "km", "time": "50:00"},
                        "locale": "en_US"}],
        ["paceReport", {"request": {"distance": "10"}}],
    ],
    "/prices": [["priceSize", {"request": {"size": "3 x 500 g"}}],
                ["priceSize", {"request": {"size": "lots"}}]],
    "/thermostat": [["scheduleView", {"request": {"name": "home"}}]],
}


@pytest.mark.parametrize("path", sorted(CALLS))
def test_the_server_answers_a_call_with_the_page_cores_bytes(served, path):
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(served.base + path)
        pairs = driver.execute_async_script(SERVER_BY_CORE, CALLS[path])
        assert not isinstance(pairs, str), pairs
        for server, core, status in pairs:
            assert server == core
            assert status == (422 if core.startswith('{"error":') else 200)
    finally:
        driver.quit()


def fetched(url, encoding):
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.headers.get("Content-Encoding"), answer.read()


def test_the_core_and_pages_are_sent_compressed(served):
    with urllib.request.urlopen(served.base + "/playground", timeout=10) as answer:
        page = answer.read().decode()
    core = re.search(r'data-core-wasm="([^"]+)"', page).group(1)
    script = re.search(r'<script src="(/assets/wheels\.[0-9a-f]+\.js)"', page).group(1)
    plain = fetched(served.base + core, "identity")
    assert plain[0] is None and plain[1][:4] == b"\0asm"
    # Brotli where it is taken (a browser asks for it over HTTPS), else gzip; both are the
    # copies built with the core, smaller than gzip -9.
    coding, brotli = fetched(served.base + core, "gzip, deflate, br")
    assert coding == "br"
    coding, zipped = fetched(served.base + core, "gzip")
    assert coding == "gzip" and gzip.decompress(zipped) == plain[1]
    assert len(brotli) < len(zipped) < len(gzip.compress(plain[1], 9))
    assert fetched(served.base + core, "br;q=0, gzip")[0] == "gzip"
    assert fetched(served.base + script, "br")[0] == "br"
    # A page is gzipped when the browser takes it.
    coding, body = fetched(served.base + "/pace", "gzip")
    assert coding == "gzip" and b"data-first" in gzip.decompress(body)
    assert fetched(served.base + "/pace", "identity")[0] is None


@pytest.mark.parametrize("path,core", [("/pace", "pickerkit-pace"), ("/prices", "pickerkit-prices"),
                                       ("/thermostat", "pickerkit-thermostat"),
                                       ("/playground", "pickerkit"), ("/", None)])
def test_each_page_loads_its_own_core(served, path, core):
    """A page downloads the core with its own app's model and no other app's; the home page,
    which has no wheels, none. The core answers only its own app's calls."""
    driver = chromium(logs={"performance": "ALL"})
    try:
        driver.get(served.base + path)
        if core:
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!loadedCore"))
            names = driver.execute_script("return Object.keys(loadedCore.calls)")
            assert "answer" in names and "form" in names
            apps = {"pickerkit-pace": "pace", "pickerkit-prices": "price",
                    "pickerkit-thermostat": "schedule"}
            for prefix in ["pace", "price", "schedule"]:
                asked = any(name.startswith(prefix) for name in names)
                assert asked == (apps.get(core) == prefix), names
        else:
            WebDriverWait(driver, 10).until(
                lambda d: d.execute_script("return document.readyState") == "complete")
        wasm = [url for url in requests_made(driver) if url.endswith(".wasm")]
        if core:
            assert len(wasm) == 1 and re.search(r"/assets/%s\.[0-9a-f]{16}\.wasm$" % core,
                                                wasm[0]), wasm
        else:
            assert wasm == []
    finally:
        driver.quit()

"""Quick keys with the core in the page: whatever DevTools does to the network (nothing, or 150 ms
added to every request), keys typed 40 ms apart must never be lost, reordered or misread, and none
may cause a request: the page's wheels ask the core running in the page.

Every test runs at 0 ms and at 150 ms. The expected outcome is never written by hand alone: it is
the server's answer (`POST /api/picker`, the native core) to the same keys sent one request per key
from the state the page started on; the page at either latency must end on that same state and
show its written text in the readout.

The page's questions to its core are recorded by a script injected before the page's own (it wraps
the wheel component's `post`, which hands each body to the core), so a test sees each body (the
actions the wheel sent, in order) and its answer, and the times of the keydown and wheel events it
caused; the same script records every request the page makes to the server (it wraps fetch).

- /pace: `30000` on the time (3:00:00.00: digits shift in from the right), `12345`, `42.195` and
  `7.5` on the distance, from its first wheel;
- /playground (59:59.99): five ArrowUp on one wheel move it five rows; digits typed from a later
  wheel fill it and move right; a notch on two wheels 50 ms apart keeps both; ten keys (digits
  with an erase and Enter, or arrows that move the focus) end where one request per key does, and
  send nothing over the network;
- /prices: 6 and pack 3, Add, then 4 and pack 1 after coming back: 4.00 and 1; 6, away and back
  at once, 4 5: the first entry ended when focus left and the next starts on the wheel the
  person came back to, so 45.00 (not 645.00, nor 4.50); pack 3, away and back, 1 2: 12.

Keys go through Chromium's input pipeline (one WebDriver action sequence, 40 ms pauses).
"""
import json
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import chromium

LATENCIES = [0, 150]  # ms added to every request by DevTools
GAP = 0.04  # s between keys: a quick typist

# Recorder, injected before any page script: each question a wheel asks its core (body, answer,
# times), every request to the server, and the keydown and wheel events (capturing, so before the
# page's own listeners). The wheel component is wrapped when the page's scripts have run, before
# any of their DOMContentLoaded listeners (a capturing listener on window comes first).
RECORDER = r"""
(() => {
  const record = window.__record = { picker: [], keys: [], wheels: [], network: [] };
  addEventListener("keydown", (e) => record.keys.push(performance.now()), true);
  addEventListener("wheel", (e) => record.wheels.push(performance.now()), true);
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/")) record.network.push(url);
    return original.apply(this, arguments);
  };
  addEventListener("DOMContentLoaded", () => {
    const prototype = window.WheelPicker.prototype;
    const post = prototype.post;
    prototype.post = function (body) {
      const entry = { body: JSON.parse(JSON.stringify(body)), sent: performance.now(),
        answer: null, done: null };
      record.picker.push(entry);
      return post.call(this, body).then((data) => {
        entry.answer = data ? JSON.parse(JSON.stringify(data)) : {};
        entry.done = performance.now();
        return data;
      });
    };
  }, true);
})();
"""

SELENIUM_KEYS = {"ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
                 "ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT,
                 "Backspace": Keys.BACKSPACE, "Enter": Keys.ENTER, "End": Keys.END,
                 "Home": Keys.HOME}


@pytest.fixture(scope="module")
def chrome():
    """One headless Chromium for the whole file, as conftest's, with the recorder injected."""
    driver = chromium()
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    yield driver
    driver.quit()


def emulate(driver, latency, check=True):
    """Sets DevTools' network latency, and checks that it really delays a fetch of this origin
    (from the page open now)."""
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})
    if not check:
        return None
    took = driver.execute_async_script("""
        const done = arguments[arguments.length - 1]; const start = performance.now();
        fetch("/assets/icon.svg", { cache: "no-store" }).then((r) => r.text())
          .then(() => done(performance.now() - start), (e) => done(-1));""")
    assert took >= latency * 0.95, f"emulated {latency} ms, but a fetch took {took:.0f} ms"
    return took


def open_page(driver, base, path, latency, roots):
    """Opens a page with no latency, waits for each picker root's first answer, then sets the
    latency and forgets the questions and requests so far; returns the pickers' first answers by
    pattern (the state each started on; where several pickers share a pattern, a list of their
    answers under the pattern with a trailing "*")."""
    emulate(driver, 0, check=False)
    driver.get(base + path)
    for root in roots:
        WebDriverWait(driver, 8).until(lambda d: d.find_element(
            By.CSS_SELECTOR, root + " .readout").text.strip() != "")
    WebDriverWait(driver, 8).until(lambda d: all(
        e["done"] is not None for e in record(d)["picker"]))
    firsts = [e for e in record(driver)["picker"] if "state" not in e["body"]]
    starts = {e["body"]["picker"].get("pattern"): e["answer"] for e in firsts}
    for e in firsts:
        starts.setdefault(str(e["body"]["picker"].get("pattern")) + "*", []).append(e["answer"])
    emulate(driver, latency)
    driver.execute_script("const r = window.__record; r.picker.length = 0;"
                          " r.keys.length = 0; r.wheels.length = 0; r.network.length = 0;")
    return starts


def spinners(driver, root):
    return driver.find_elements(By.CSS_SELECTOR, root + " .wheel[role=spinbutton]")


def focus(driver, element):
    driver.execute_script("arguments[0].focus()", element)


def type_keys(driver, keys, gap=GAP):
    """Presses keys (names as the page's event.key) at the focused element, `gap` s apart, in one
    WebDriver action sequence so the pauses are kept."""
    chain = ActionChains(driver, duration=0)
    for key in keys:
        chain.send_keys(SELENIUM_KEYS.get(key, key)).pause(gap)
    chain.perform()


def record(driver):
    return driver.execute_script("return window.__record")


def quiet(driver, timeout=8):
    """Waits until every picker request has its answer and none has been sent for 300 ms."""
    def settled(d):
        return d.execute_script("""
            const r = window.__record, now = performance.now();
            const last = Math.max(0, ...r.keys, ...r.wheels, ...r.picker.map((e) => e.done || now));
            return r.picker.every((e) => e.done !== null) && now - last > 300;""")
    WebDriverWait(driver, timeout, poll_frequency=0.05).until(settled)
    return record(driver)


def entries(log, pattern):
    """The recorded requests of one picker (by its pattern) that carried actions."""
    return [e for e in log["picker"] if e["body"].get("picker", {}).get("pattern") == pattern
            and "actions" in e["body"]]


def post(base, body):
    request = urllib.request.Request(base + "/api/picker", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def one_request_per_key(base, spec, state, action_lists):
    """The core's outcome of sending each list of actions in its own request, in turn, with no
    latency: what the page must end on however the actions were batched."""
    answer = None
    for actions in action_lists:
        answer = post(base, {"picker": spec, "state": state, "actions": actions})
        state = answer["state"]
    return answer


def adjustable(answer):
    """Core wheel indices of the adjustable wheels, in the order of the page's spinbuttons."""
    return [i for i, wheel in enumerate(answer["wheels"]) if wheel["adjustable"]]


def keys_expected(base, spec, start, wheel, keys):
    """One request per key from `start`, the first moving the core's focus to `wheel` as the page
    does when the person's wheel is not the core's focus."""
    first = [] if start["state"]["focus"] == wheel else [{"focus": wheel}]
    lists = [first + [{"key": keys[0]}]] + [[{"key": key}] for key in keys[1:]]
    return one_request_per_key(base, spec, start["state"], lists)


def check_keys(driver, root, requests, expected, keys):
    """The keys reached the core once each and in order (whatever else was sent between them),
    and the page ends on the one-request-per-key state, its readout showing that value."""
    assert requests, "no question reached the page's core"
    sent = json.dumps([e["body"]["actions"] for e in requests])
    assert [a["key"] for e in requests for a in e["body"]["actions"] if "key" in a] == keys, (
        "keys lost or reordered: " + sent)
    final = requests[-1]["answer"]
    # On failure, the actions as batched say why (a focus move slipped between the keys, say).
    assert final["state"] == expected["state"], (
        f"ended on {final['written']} {final['state']}, one request a key gives "
        f"{expected['written']} {expected['state']}; sent {sent}")
    assert final["written"] == expected["written"]
    assert driver.find_element(By.CSS_SELECTOR, root + " .readout").text == expected["written"]
    assert record(driver)["network"] == [], "the keys made requests"


def key_gaps(log):
    times = log["keys"]
    return [b - a for a, b in zip(times, times[1:])]


# --- /pace ------------------------------------------------------------------------------------

# The page's pickers (distance in km, its default unit); each starts at the page's own value.
PACE = {"Time": {"kind": "pattern", "pattern": "99:59:59.99"},
        "Distance": {"kind": "pattern", "pattern": "999.999"}}


def pace_slot(driver, title):
    """The slot (#a or #b) whose heading names the quantity."""
    for slot in ("a", "b"):
        if driver.find_element(By.ID, slot + "Title").text.startswith(title):
            return "#" + slot
    raise AssertionError(f"no slot holds {title}")


@pytest.mark.parametrize("latency", LATENCIES)
@pytest.mark.parametrize("title, typed, shown", [
    ("Time", "30000", "3:00:00.00"),  # calculator entry: 3 0 0 0 0 is 03:00:00
    ("Time", "12345", "1:23:45.00"),
    ("Distance", "42.195", "42.195"),
    ("Distance", "7.5", None),
])
def test_pace_typed_quickly(served, chrome, latency, title, typed, shown):
    starts = open_page(chrome, served.base, "/pace?locale=en_GB", latency, ["#a", "#b"])
    root = pace_slot(chrome, title)
    spec = PACE[title]
    # The page has more pickers of the same pattern (a time target, a rest): the slot's is the
    # one whose value its readout shows.
    readout = chrome.find_element(By.CSS_SELECTOR, root + " .readout").text
    start = next(a for a in starts[spec["pattern"] + "*"] if a["written"] == readout)
    first = spinners(chrome, root)[0]
    focus(chrome, first)
    keys = list(typed)
    type_keys(chrome, keys)
    log = quiet(chrome)
    expected = keys_expected(served.base, spec, start, adjustable(start)[0], keys)
    if shown:
        assert expected["written"] == shown  # the core's reading, as the terminal tests have it
    check_keys(chrome, root, entries(log, spec["pattern"]), expected, keys)


# --- /playground: arrows and spins ------------------------------------------------------------

PLAYGROUND = {"kind": "pattern", "pattern": "59:59.99"}


@pytest.mark.parametrize("latency", LATENCIES)
def test_five_quick_arrow_ups_move_five_rows(served, chrome, latency):
    start = open_page(chrome, served.base, "/playground", latency, ["#wheels"])["59:59.99"]
    wheel = spinners(chrome, "#wheels")[3]  # seconds, ones
    core = adjustable(start)[3]
    before = start["state"]["rows"][core]
    focus(chrome, wheel)
    keys = ["ArrowUp"] * 5
    type_keys(chrome, keys)
    log = quiet(chrome)
    expected = keys_expected(served.base, PLAYGROUND, start, core, keys)
    assert expected["state"]["rows"][core] == (before + 5) % 10
    check_keys(chrome, "#wheels", entries(log, "59:59.99"), expected, keys)
    assert wheel.get_attribute("aria-valuetext") == str((before + 5) % 10)


@pytest.mark.parametrize("latency", LATENCIES)
def test_digits_typed_on_a_later_wheel(served, chrome, latency):
    """From the seconds' tens a digit fills its wheel and moves right: 4 5 1 2 is 0:45.12."""
    start = open_page(chrome, served.base, "/playground", latency, ["#wheels"])["59:59.99"]
    focus(chrome, spinners(chrome, "#wheels")[2])  # seconds, tens: not the core's focus
    keys = list("4512")
    type_keys(chrome, keys)
    log = quiet(chrome)
    expected = keys_expected(served.base, PLAYGROUND, start, adjustable(start)[2], keys)
    assert expected["written"] == "0:45.12"
    check_keys(chrome, "#wheels", entries(log, "59:59.99"), expected, keys)


@pytest.mark.parametrize("latency", LATENCIES)
def test_two_wheels_spun_within_100_ms_keep_both(served, chrome, latency):
    start = open_page(chrome, served.base, "/playground", latency, ["#wheels"])["59:59.99"]
    views = spinners(chrome, "#wheels")
    first, second = views[1], views[3]  # minutes ones, seconds ones
    # One mouse-wheel notch (100 px, as Chromium sends one) on each, 50 ms apart, timed in the
    # page: through WebDriver the two land anywhere from 30 to 150 ms apart on a busy machine.
    chrome.execute_async_script("""
        const [a, b, done] = arguments;
        const notch = (node) => node.dispatchEvent(new WheelEvent("wheel",
          { deltaY: 100, deltaMode: 0, bubbles: true, cancelable: true }));
        notch(a); setTimeout(() => { notch(b); done(); }, 50);""", first, second)
    log = quiet(chrome)
    assert len(log["wheels"]) == 2 and log["wheels"][1] - log["wheels"][0] < 100
    a, b = adjustable(start)[1], adjustable(start)[3]
    expected = one_request_per_key(served.base, PLAYGROUND, start["state"], [
        [{"focus": a}, {"spin": {"wheel": a, "by": 1}}],
        [{"focus": b}, {"spin": {"wheel": b, "by": 1}}]])
    rows = start["state"]["rows"]
    assert expected["state"]["rows"][a] == (rows[a] + 1) % 10
    assert expected["state"]["rows"][b] == (rows[b] + 1) % 10
    requests = entries(log, "59:59.99")
    spins = [x for e in requests for x in e["body"]["actions"] if "spin" in x]
    assert spins == [{"spin": {"wheel": a, "by": 1}}, {"spin": {"wheel": b, "by": 1}}]
    final = requests[-1]["answer"]
    assert final["state"]["rows"] == expected["state"]["rows"]
    assert chrome.find_element(By.CSS_SELECTOR, "#wheels .readout").text == expected["written"]
    assert first.get_attribute("aria-valuetext") == str(expected["state"]["rows"][a])
    assert second.get_attribute("aria-valuetext") == str(expected["state"]["rows"][b])


# Ten keys 40 ms apart: digits with an erase and Enter; arrows that also move the focus.
TEN = {
    "typed": ["1", "2", "3", "4", ".", "5", "6", "Backspace", "7", "Enter"],
    "arrows": ["ArrowUp", "ArrowUp", "ArrowRight", "ArrowUp", "ArrowRight", "ArrowRight",
               "ArrowDown", "ArrowLeft", "ArrowUp", "End"],
}


@pytest.mark.parametrize("latency", LATENCIES)
@pytest.mark.parametrize("sequence", sorted(TEN))
def test_ten_quick_keys_make_no_request(served, chrome, latency, sequence):
    start = open_page(chrome, served.base, "/playground", latency, ["#wheels"])["59:59.99"]
    focus(chrome, spinners(chrome, "#wheels")[0])
    keys = TEN[sequence]
    type_keys(chrome, keys)
    log = quiet(chrome)
    requests = entries(log, "59:59.99")
    # Asked of the page's core, a key at a time or a few together (keys that come while one
    # question is answered go in the next), and never over the network.
    assert 1 <= len(requests) <= len(keys)
    assert log["network"] == [], log["network"]
    expected = keys_expected(served.base, PLAYGROUND, start, adjustable(start)[0], keys)
    check_keys(chrome, "#wheels", requests, expected, keys)


# --- /prices: an entry ends when focus leaves ---------------------------------------------------

PRICE = {"kind": "pattern", "min": "0.01", "pattern": "9999.99"}
PACK = {"kind": "pattern", "min": "1", "pattern": "999"}


def products(base, name):
    with urllib.request.urlopen(base + "/api/lists/" + name, timeout=10) as answer:
        return json.loads(answer.read())["products"]


def prices_page(driver, served, latency, name):
    open_page(driver, served.base, "/prices?list=" + name, latency,
              ["#price", "#pack", "#quantity"])


def wait_products(driver, base, name, count):
    WebDriverWait(driver, 8, poll_frequency=0.05).until(
        lambda d: len(products(base, name)) >= count)
    return products(base, name)


@pytest.mark.parametrize("latency", LATENCIES)
def test_prices_add_then_type_again(served, chrome, latency):
    """6 and pack 3, Add at once; then back on the wheels, 4 and pack 1, Add: 4.00 and 1."""
    name = f"again{latency}"
    prices_page(chrome, served, latency, name)
    add = chrome.find_element(By.ID, "addButton")
    for count, (price, pack) in enumerate([("6", "3"), ("4", "1")], start=1):
        ActionChains(chrome, duration=0).click(spinners(chrome, "#price")[0]).send_keys(price) \
            .pause(GAP).click(spinners(chrome, "#pack")[0]).send_keys(pack).pause(GAP) \
            .click(add).perform()
        listed = wait_products(chrome, served.base, name, count)
        quiet(chrome)
        assert listed[-1]["priceText"] == f"${price}.00", listed[-1]
        assert listed[-1]["size"] == ("1 kg" if pack == "1" else f"{pack} × 1 kg"), listed[-1]
        assert chrome.find_element(By.CSS_SELECTOR, "#price .readout").text == f"{price}.00"
        assert chrome.find_element(By.CSS_SELECTOR, "#pack .readout").text == pack


@pytest.mark.parametrize("latency", LATENCIES)
def test_prices_focus_left_and_came_back(served, chrome, latency):
    """6 on the price's first wheel, away to the pack and back at once, 4 5: the first entry
    ended when focus left and the new one starts where the person came back, so 45.00, not
    645.00 (one entry) nor 4.50 (4 5 typed from the wheel the first entry left the core on);
    the same for the pack's 3, then 1 2: 12."""
    name = f"back{latency}"
    prices_page(chrome, served, latency, name)
    price, pack = spinners(chrome, "#price")[0], spinners(chrome, "#pack")[0]
    for (spec, here, there, first, then, shown) in ((PRICE, price, pack, "6", "45", "45.00"),
                                                     (PACK, pack, price, "3", "12", "12")):
        root = "#price" if spec is PRICE else "#pack"
        chain = ActionChains(chrome, duration=0).click(here).send_keys(first).pause(GAP) \
            .click(there).click(here)
        for key in then:
            chain.send_keys(key).pause(GAP)
        chain.perform()
        log = quiet(chrome)
        sent = [action for e in entries(log, spec["pattern"]) for action in e["body"]["actions"]]
        assert [action["key"] for action in sent if "key" in action] == [first, *then], sent
        assert chrome.find_element(By.CSS_SELECTOR, root + " .readout").text == shown, sent
        chrome.execute_script("window.__record.picker.length = 0")
    chrome.find_element(By.ID, "addButton").click()
    listed = wait_products(chrome, served.base, name, 1)
    assert listed[-1]["priceText"] == "$45.00" and listed[-1]["size"] == "12 × 1 kg", listed[-1]

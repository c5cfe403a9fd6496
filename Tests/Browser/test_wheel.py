"""The wheel component (assets/wheels.js, app.css) in a real headless Chromium against the real
server, at a 1280 px desktop and on a 390 px phone (Chromium's device emulation with touch): what
it draws (five rows, curved and fading, the selection band and focus ring at 3:1 or more), how it
turns (a notch or an arrow is one row, a click or a tap on a row selects it, a touch drag with
momentum lands on a whole row, cyclic wheels wrap), the keyboard (one Tab stop per picker, Up
increases, Home/End, Left/Right, Enter submits, focus kept across re-renders) and what a screen
reader is told (names from the core, each wheel's own row, a group per field, corrections in the
live region). Screenshots: .build/screenshots/wheel-*.png."""
import re
import time
from decimal import Decimal

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import screenshot
from test_pages import wait_text, wheels

SIZES = {"desktop": (1280, 900, False), "phone": (390, 844, True)}

# Counts the page's questions in flight (to the core in the page, through the wheel component's
# post, and requests to the server), so a test can wait for the wheels to be idle (every action
# answered) instead of sleeping, and keeps the actions each question to the core carried.
# Installed before any page script runs; the wheel component is wrapped once the page's scripts
# have run, before their DOMContentLoaded listeners.
COUNT_FETCHES = """
(() => {
  window.__inflight = 0; window.__actions = [];
  const pageFetch = window.fetch.bind(window);
  window.fetch = (url, init) => {
    window.__inflight++;
    return pageFetch(url, init).finally(() => { window.__inflight--; });
  };
  addEventListener("DOMContentLoaded", () => {
    const prototype = window.WheelPicker.prototype;
    const post = prototype.post;
    prototype.post = function (body) {
      window.__inflight++;
      if (body.actions) window.__actions.push(JSON.parse(JSON.stringify(body.actions)));
      return post.call(this, body).finally(() => { window.__inflight--; });
    };
  }, true);
})();"""

# What one wheel draws: its box, the band's middle, and each row element as laid out.
DRAWN = """
const wheel = arguments[0];
const box = wheel.getBoundingClientRect();
const band = wheel.closest('.wheels').querySelector('.band').getBoundingClientRect();
return { top: box.top, bottom: box.bottom, left: box.left, right: box.right,
  band: (band.top + band.bottom) / 2,
  background: getComputedStyle(wheel.closest('.wheels')).backgroundColor,
  rows: [...wheel.querySelectorAll('.row')].map((row) => {
    const r = row.getBoundingClientRect(); const style = getComputedStyle(row);
    return { text: row.textContent, selected: row.classList.contains('selected'),
      opacity: parseFloat(style.opacity), visible: style.visibility === 'visible',
      transform: style.transform, middle: (r.top + r.bottom) / 2, height: r.height,
      color: style.color };
  }) };"""


def use_size(browser, size):
    width, height, mobile = SIZES[size]
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1,
        "mobile": mobile})
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {
        "enabled": mobile, "maxTouchPoints": 5 if mobile else 1})


@pytest.fixture()
def page(server, browser):
    """Opens a page of the server (at a size) with the request counter installed."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_FETCHES})

    def open_page(path, size="desktop", root="#wheels"):
        use_size(browser, size)
        browser.get(server.base + path)
        found = wheels(browser, root)
        idle(browser)
        return found
    return open_page


def idle(browser, timeout=8):
    """Waits until no request is in flight and every wheel has come to rest on a row."""
    WebDriverWait(browser, timeout).until(lambda d: d.execute_script("""
        if (window.__inflight !== 0) return false;
        return [...document.querySelectorAll('.wheel')].every((w) => {
          const row = w.querySelector('.row.selected');
          const t = row && getComputedStyle(row).transform;
          return row && (t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)');
        });"""))


def turned_by(row):
    """The cosine of a row's rotateX angle, from its computed matrix3d (column-major: m11 is 1,
    m22 and m23 the angle's cosine and sine)."""
    assert row["transform"].startswith("matrix3d("), row["transform"]
    m = [float(v) for v in row["transform"][len("matrix3d("):-1].split(",")]
    assert m[0] == 1 and abs(m[5] ** 2 + m[6] ** 2 - 1) < 1e-3, m  # a turn about x, no scale
    return m[5]


def drawn(browser, wheel):
    return browser.execute_script(DRAWN, wheel)


def visible_rows(picture):
    """The rows a person sees: shown, not faded out, their middle inside the wheel's box; top
    to bottom."""
    rows = [r for r in picture["rows"] if r["visible"] and r["opacity"] > 0.05
            and picture["top"] <= r["middle"] <= picture["bottom"]]
    return sorted(rows, key=lambda r: r["middle"])


def in_band(browser, wheel):
    """The text of the row drawn in the selection band: selected, flat, centred on the band."""
    picture = drawn(browser, wheel)
    for row in visible_rows(picture):
        if row["selected"] and abs(row["middle"] - picture["band"]) < 1:
            return row["text"]
    return None


def value(wheel):
    return wheel.get_attribute("aria-valuetext")


def wait_value(browser, wheel, text, timeout=8):
    """Waits until the wheel says `text` and draws it in the band, at rest."""
    WebDriverWait(browser, timeout).until(
        lambda d: value(wheel) == text and in_band(d, wheel) == text,
        message="wheel %r: want %r, says %r, draws %r" % (
            wheel.get_attribute("aria-label"), text, value(wheel), in_band(browser, wheel)))
    idle(browser)
    assert value(wheel) == text and in_band(browser, wheel) == text


def digit(wheel, shift=0):
    """The wheel's digit turned by `shift` rows, round a 0-9 wheel."""
    return str((int(value(wheel)) + shift) % 10)


# --- colour, as WCAG 2 measures it --------------------------------------------------------------

def rgba(css):
    parts = [float(p) for p in re.findall(r"[\d.]+", css)]
    return tuple(parts[:3]) + ((parts[3],) if len(parts) > 3 else (1.0,))


def over(colour, background, opacity=1.0):
    """A colour (with its alpha, times an element's opacity) drawn on an opaque background."""
    alpha = colour[3] * opacity
    return tuple(alpha * c + (1 - alpha) * b for c, b in zip(colour[:3], background[:3]))


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    light, dark = sorted([luminance(a), luminance(b)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


# --- touch, as Chromium's input pipeline gets it ------------------------------------------------

class Finger:
    """One finger on the phone screen through DevTools (touch events and the pointer events
    Chromium makes of them). Times are given in each event, so a gesture's speed is what the
    test says, not what the machine's load makes it."""

    def __init__(self, browser):
        self.browser = browser
        self.start = time.time()

    def send(self, kind, x, y, at):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        self.browser.execute_cdp_cmd("Input.dispatchTouchEvent", {
            "type": kind, "touchPoints": points, "timestamp": self.start + at})

    def tap(self, x, y):
        self.send("touchStart", x, y, 0)
        self.send("touchEnd", x, y, 0.08)

    def drag(self, x, y, rise, steps, seconds, hold):
        """Puts the finger down, moves it up by `rise` px in `steps` moves over `seconds`, holds
        it still for `hold` seconds and lifts it."""
        self.send("touchStart", x, y, 0)
        for step in range(1, steps + 1):
            self.send("touchMove", x, y - rise * step / steps, seconds * step / steps)
        self.send("touchEnd", x, y - rise, seconds + hold)


def middle(browser, wheel):
    """Scrolls the wheel to the middle of the screen; its centre, in CSS pixels."""
    return browser.execute_script("""
        arguments[0].scrollIntoView({ block: 'center' });
        const r = arguments[0].getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];""", wheel)


def row_centre(browser, wheel, rows):
    """Where the row `rows` below (negative: above) the band is drawn, in CSS pixels."""
    picture = drawn(browser, wheel)
    shown = visible_rows(picture)
    band = next(i for i, r in enumerate(shown) if r["selected"])
    x = (picture["left"] + picture["right"]) / 2
    return x, shown[band + rows]["middle"], shown[band + rows]["text"]


def click_at(browser, x, y):
    """A mouse click at a point of the page, in CSS pixels."""
    action = ActionBuilder(browser)
    action.pointer_action.move_to_location(int(x), int(y))
    action.pointer_action.click()
    action.perform()


def readout_matches_wheels(browser, root):
    """The readout (as a person writes it: 42.195) and the rows drawn in the band (042.195)
    are the same number."""
    texts = [in_band(browser, w) for w in browser.find_elements(By.CSS_SELECTOR, root + " .wheel")]
    readout = browser.find_element(By.CSS_SELECTOR, root + " .readout").text
    assert None not in texts, texts
    assert Decimal("".join(texts)) == Decimal(readout), (texts, readout)
    return readout


# --- what the wheel draws -----------------------------------------------------------------------

@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_five_rows_curve_and_fade(page, browser, size):
    spinners = page("/pace?locale=en_GB", size, "#a")
    tens = spinners[1]  # distance 042.195: the tens wheel shows 2 3 [4] 5 6
    picture = drawn(browser, tens)
    shown = visible_rows(picture)
    assert len(shown) == 5, [(r["text"], r["opacity"]) for r in shown]
    centre = shown[2]
    assert centre["selected"] and abs(centre["middle"] - picture["band"]) < 1
    assert centre["text"] == value(tens) == tens.get_attribute("aria-valuenow")
    assert [r["text"] for r in shown] == [digit(tens, k) for k in range(-2, 3)]
    # The drum: the band's row flat and opaque; each row out more transparent, turned further
    # away about the x axis, and squeezed toward the band.
    assert centre["opacity"] == 1 and centre["transform"] in ("none", "matrix(1, 0, 0, 1, 0, 0)")
    for near, far in [(shown[1], shown[0]), (shown[3], shown[4])]:
        assert 1 > near["opacity"] > far["opacity"], (near, far)
        assert 1 > turned_by(near) > turned_by(far) > 0, (near["transform"], far["transform"])
        assert near["height"] < centre["height"] and far["height"] < near["height"]
    # Faded, the outer rows still read at 4.5:1 on the wheel (they can be tapped).
    background = rgba(picture["background"])
    for row in shown:
        ratio = contrast(over(rgba(row["color"]), background, row["opacity"]), background)
        assert ratio >= 4.5, (row["text"], row["opacity"], round(ratio, 2))
    # The picture: both pickers of the pace page, the time's first wheel focused by keyboard.
    browser.execute_script(  # the distance's wheel in focus, as a Tab leaves it
        "document.querySelector('#a .wheel[role=spinbutton][tabindex=\"0\"]').focus()")
    ActionChains(browser).send_keys(Keys.TAB).perform()  # and on to the time
    assert browser.switch_to.active_element.get_attribute("aria-label") == "hours, tens"
    browser.execute_script("document.getElementById('inputs').scrollIntoView()")
    screenshot(browser, "wheel-" + size)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_band_and_focus_ring_contrast(page, browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    page("/playground")
    box = browser.find_element(By.CSS_SELECTOR, "#wheels .wheels")
    band = browser.find_element(By.CSS_SELECTOR, "#wheels .band")
    background = rgba(box.value_of_css_property("background-color"))
    assert background[3] == 1
    for edge in ["top", "bottom"]:
        colour = rgba(band.value_of_css_property("border-%s-color" % edge))
        width = float(band.value_of_css_property("border-%s-width" % edge).rstrip("px"))
        assert width >= 1
        assert contrast(over(colour, background), background) >= 3, (edge, colour)
    # The ring shows when a wheel is focused from the keyboard, not before, nor after a click.
    first = browser.find_element(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")
    assert first.value_of_css_property("box-shadow") == "none"
    ActionChains(browser).click(first).perform()
    assert browser.switch_to.active_element == first
    assert first.value_of_css_property("box-shadow") == "none"
    browser.find_element(By.ID, "apply").send_keys("")  # focus the control before the wheels
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element == first
    ring = first.value_of_css_property("box-shadow")
    assert ring != "none"
    colour = rgba(re.match(r"rgba?\([^)]*\)", ring).group(0))
    width = float(re.findall(r"([\d.]+)px", ring)[-1])
    assert width >= 2
    assert contrast(over(colour, background), background) >= 3, ring


# --- turning it ---------------------------------------------------------------------------------

def test_one_notch_is_one_row_and_quick_notches_are_not_lost(page, browser):
    spinners = page("/playground")  # 59:59.99
    seconds = spinners[3]  # seconds, ones: 0-9
    assert seconds.get_attribute("aria-label") == "seconds, ones"
    start = value(seconds)
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(seconds), 0, 100).perform()
    wait_value(browser, seconds, str((int(start) + 1) % 10))
    # Five notches as fast as Chromium takes them: five rows, none dropped or doubled.
    turned = value(seconds)
    notches = ActionChains(browser)
    for _ in range(5):
        notches.scroll_from_origin(ScrollOrigin.from_element(seconds), 0, 100)
    notches.perform()
    wait_value(browser, seconds, str((int(turned) + 5) % 10))
    # And back up: a notch up is a row down.
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(seconds), 0, -100).perform()
    wait_value(browser, seconds, str((int(turned) + 4) % 10))
    # Five quick arrows, the same: each one row, in order, while requests are in flight.
    seconds.send_keys(Keys.ARROW_DOWN * 5)
    wait_value(browser, seconds, str((int(turned) - 1) % 10))
    # The page did not scroll under the wheel.
    assert browser.execute_script("return window.scrollY") == 0


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_click_or_tap_on_a_row_selects_it(page, browser, size):
    spinners = page("/pace?locale=en_GB", size, "#a")
    tens = spinners[1]
    middle(browser, tens)
    for rows in [1, -2]:
        before = value(tens)
        x, y, text = row_centre(browser, tens, rows)
        assert text == str((int(before) + rows) % 10)
        if size == "phone":
            Finger(browser).tap(x, y)
        else:
            click_at(browser, x, y)
        wait_value(browser, tens, text)
    readout_matches_wheels(browser, "#a")
    if size == "desktop":
        # Off the row's middle, nearer to it than to the band: still that one row.
        want = digit(tens, 1)
        x, y, _ = row_centre(browser, tens, 1)
        click_at(browser, x, y - 12)
        wait_value(browser, tens, want)
        # The wheel's top edge, above the last row drawn: the nearest drawn row, two up (not a
        # hidden third one).
        want = digit(tens, -2)
        picture = drawn(browser, tens)
        click_at(browser, x, picture["top"] + 4)
        wait_value(browser, tens, want)


def test_a_touch_drag_lands_on_a_whole_row(page, browser):
    spinners = page("/pace?locale=en_GB", "phone", "#a")
    tenths, hundreds = spinners[3], spinners[0]
    assert tenths.get_attribute("aria-label") == "tenths"
    # A slow drag of two rows, held still before lifting: two rows, no momentum.
    x, y = middle(browser, tenths)
    want = digit(tenths, 2)
    Finger(browser).drag(x, y, rise=80, steps=8, seconds=0.4, hold=0.3)
    wait_value(browser, tenths, want)
    readout_matches_wheels(browser, "#a")
    # A flick of one row, lifted while moving: momentum carries it on, and it lands on a row.
    x, y = middle(browser, hundreds)
    before = int(value(hundreds))
    Finger(browser).drag(x, y, rise=40, steps=4, seconds=0.04, hold=0.01)
    WebDriverWait(browser, 8).until(lambda d: value(hundreds) != str(before))
    idle(browser)
    after = int(value(hundreds))
    assert (after - before) % 10 >= 3, (before, after)  # further than the finger went
    assert in_band(browser, hundreds) == str(after)
    readout_matches_wheels(browser, "#a")
    screenshot(browser, "wheel-phone-dragged")


def test_cyclic_wheels_wrap(page, browser):
    spinners = page("/playground")  # 59:59.99
    tens = spinners[0]
    assert tens.get_attribute("aria-label") == "minutes, tens"
    assert tens.get_attribute("aria-valuemax") == "5"
    tens.send_keys(Keys.HOME)
    wait_value(browser, tens, "0")
    tens.send_keys(Keys.ARROW_DOWN)
    wait_value(browser, tens, "5")
    shown = [r["text"] for r in visible_rows(drawn(browser, tens))]
    assert shown == ["3", "4", "5", "0", "1"]  # drawn round the wrap, no gap
    tens.send_keys(Keys.ARROW_UP)
    wait_value(browser, tens, "0")

    # A date: the month wheel turns December -> January, as on a phone.
    Select(browser.find_element(By.ID, "kind")).select_by_value("date")
    browser.find_element(By.ID, "apply").click()
    WebDriverWait(browser, 8).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "#wheels .wheel[aria-label=month]"))
    idle(browser)
    month = browser.find_element(By.CSS_SELECTOR, "#wheels .wheel[aria-label=month]")
    month.send_keys(Keys.END)
    wait_value(browser, month, "December")
    month.send_keys(Keys.ARROW_UP)
    wait_value(browser, month, "January")
    assert month.get_attribute("aria-valuenow") == "1"
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text.startswith("January")


# --- the keyboard -------------------------------------------------------------------------------

def focused(browser):
    return browser.switch_to.active_element


def press(browser, *keys):
    ActionChains(browser).send_keys(*keys).perform()


def band_text(browser, root):
    """The rows drawn in a picker's band, left to right (00:00.00)."""
    return "".join(in_band(browser, w) or "?"
                   for w in browser.find_elements(By.CSS_SELECTOR, root + " .wheel"))


def test_keyboard_up_home_end_left_right(page, browser):
    spinners = page("/playground")  # 59:59.99
    first, second = spinners[0], spinners[1]
    assert [w.get_attribute("tabindex") for w in spinners] == ["0"] + ["-1"] * 5
    first.send_keys(Keys.HOME)  # the first row: 0
    wait_value(browser, first, "0")
    first.send_keys(Keys.ARROW_UP)  # Up increases, as on any spin button
    wait_value(browser, first, "1")
    # The readout is what the wheels draw (no leading zero to drop now).
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == band_text(
        browser, "#wheels")
    press(browser, Keys.ARROW_RIGHT)
    WebDriverWait(browser, 8).until(lambda d: focused(d) == second)
    idle(browser)
    # The one Tab stop moved with the focus.
    assert [w.get_attribute("tabindex") for w in spinners] == ["-1", "0"] + ["-1"] * 4
    press(browser, Keys.END)
    wait_value(browser, second, "9")
    press(browser, Keys.HOME)
    wait_value(browser, second, "0")
    press(browser, Keys.ARROW_DOWN)  # Down decreases, round the wheel
    wait_value(browser, second, "9")
    press(browser, Keys.ARROW_LEFT)
    WebDriverWait(browser, 8).until(lambda d: focused(d) == first)
    idle(browser)
    written = band_text(browser, "#wheels")
    assert written.startswith("19:")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == written
    # Shift+Tab leaves the picker at once: it is one stop, not six.
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert focused(browser).get_attribute("id") == "apply"


def test_one_tab_stop_per_picker(page, browser):
    page("/pace?locale=en_GB", "desktop", "#b")
    wait_text(browser, "#results", "/km")
    spinners = browser.find_elements(By.CSS_SELECTOR, ".wheel[role=spinbutton]")
    assert len(spinners) >= 10  # distance and time: a wheel per digit
    browser.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    stops = []  # (id or name, picker) of each element Tab lands on, from the top
    for _ in range(60):
        press(browser, Keys.TAB)
        stops.append(tuple(browser.execute_script("""
            const e = document.activeElement; const picker = e.closest('.picker');
            return [e.id || e.getAttribute('aria-label') || e.tagName,
                    e.getAttribute('role') === 'spinbutton' ? picker.parentElement.id : null];""")))
        if stops[-1][0] == "addTimeTarget":
            break
    assert stops[-1][0] == "addTimeTarget", stops
    # One stop per picker, on the wheel the core has in focus, not one per digit wheel.
    pickers = [s for s in stops if s[1]]
    assert pickers[:2] == [("hundreds", "a"), ("hours, tens", "b")], stops
    assert [s[1] for s in pickers] == [
        "a", "b", "splitLength", "exponent", "target", "timeTarget"], stops
    # The rest are the header's links, the selects, the results' parts (the page opens with the
    # answer), Calculate, the chips' buttons and the summary.
    links = len(browser.find_elements(By.CSS_SELECTOR, "header a"))
    controls = browser.find_elements(
        By.CSS_SELECTOR, "#settings select, #results summary, #inputs select, #inputs button, "
        "#inputs summary")
    assert len(stops) == links + len(controls) + len(pickers), stops


def seconds(written):
    """A time as written (3:00:00.0, 4:16.0) in seconds."""
    total = 0.0
    for part in written.split(":"):
        total = total * 60 + float(part)
    return total


def test_enter_in_a_wheel_submits(page, browser):
    spinners = page("/pace?locale=en_GB", "desktop", "#b")
    # The page opens with the answer for the wheels as they start; a wheel turned clears it.
    wait_text(browser, "#results", "/km")
    before = browser.find_element(By.CSS_SELECTOR, "#b .readout").text
    spinners[0].send_keys("4")  # an entry in progress; Enter settles it, then submits
    WebDriverWait(browser, 8).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "#b .readout").text != before)
    assert not browser.find_element(By.ID, "results").is_displayed()
    spinners[0].send_keys(Keys.ENTER)
    wait_text(browser, "#results", "/km")
    assert browser.find_element(By.ID, "results").is_displayed()
    entered = browser.find_element(By.CSS_SELECTOR, "#b .readout").text
    shown = re.search(r"^Time (\S+)$", browser.find_element(By.ID, "results").text, re.M)
    assert shown and seconds(shown.group(1)) == seconds(entered), (entered, shown)
    assert seconds(entered) != seconds(before)  # the typed digit was calculated with


def test_focus_stays_when_a_unit_wheel_turns(page, browser):
    page("/prices", "phone", "#quantity")
    first = browser.find_elements(By.CSS_SELECTOR, "#quantity .wheel[role=spinbutton]")[0]
    middle(browser, first)
    first.send_keys("")  # focus it
    for _ in range(12):
        if focused(browser).get_attribute("aria-label") == "unit":
            break
        press(browser, Keys.ARROW_RIGHT)
        idle(browser)
    unit = focused(browser)
    assert unit.get_attribute("aria-label") == "unit"
    scrolled = browser.execute_script("return window.scrollY")
    assert scrolled > 0  # the page can scroll up, so a stray arrow would show
    units = []
    shapes = set()
    for _ in range(2):
        before = browser.find_element(By.CSS_SELECTOR, "#quantity .readout").text
        shapes.add(len(browser.find_elements(By.CSS_SELECTOR, "#quantity .wheel")))
        browser.execute_script("window.__actions.length = 0")
        press(browser, Keys.ARROW_UP)
        WebDriverWait(browser, 8).until(lambda d: d.find_element(
            By.CSS_SELECTOR, "#quantity .readout").text != before)
        idle(browser)
        now = focused(browser)
        assert now.get_attribute("class").split()[0] == "wheel"
        assert browser.execute_script(
            "return document.getElementById('quantity').contains(arguments[0])", now)
        assert now.get_attribute("aria-label") == "unit"
        units.append(now.get_attribute("aria-valuetext"))
        assert browser.execute_script("return window.scrollY") == scrolled
        # The wheels redrawn for the new unit is no leaving: the key alone was sent.
        assert browser.execute_script("return window.__actions") == [[{"key": "ArrowUp"}]]
    shapes.add(len(browser.find_elements(By.CSS_SELECTOR, "#quantity .wheel")))
    assert units[0] != units[1], units
    assert len(shapes) > 1, shapes  # a unit turn did redraw the wheels


# --- what a screen reader is told ---------------------------------------------------------------

def group_name(browser, group):
    return browser.execute_script("""
        const ids = (arguments[0].getAttribute('aria-labelledby') || '').split(' ');
        return ids.map((id) => document.getElementById(id)).filter(Boolean)
          .map((n) => n.textContent.trim()).join(' ');""", group)


def check_wheels(browser, root):
    """Each adjustable wheel: a spin button named by the core, speaking its own row."""
    spinners = browser.find_elements(By.CSS_SELECTOR, root + " .wheel[role=spinbutton]")
    assert spinners
    others = browser.find_elements(By.CSS_SELECTOR, root + " .wheel:not(.fixed)")
    assert len(spinners) == len(others)
    for wheel in spinners:
        name = wheel.get_attribute("aria-label")
        assert name and not re.match(r"wheel \d", name), name
        assert value(wheel) == in_band(browser, wheel), name
        if value(wheel).isdigit():
            assert wheel.get_attribute("aria-valuenow") == value(wheel), name
    # The separators are drawing, hidden from a screen reader.
    for fixed in browser.find_elements(By.CSS_SELECTOR, root + " .wheel.fixed"):
        assert fixed.get_attribute("aria-hidden") == "true" and fixed.get_attribute("role") is None
    return [w.get_attribute("aria-label") for w in spinners]


def test_screen_reader_semantics(page, browser):
    page("/pace?locale=en_GB", "desktop", "#b")
    groups = browser.find_elements(By.CSS_SELECTOR, "#inputs [role=group]")
    assert [group_name(browser, g) for g in groups][:2] == ["Distance (km)", "Time"]
    assert check_wheels(browser, "#a") == [
        "hundreds", "tens", "ones", "tenths", "hundredths", "thousandths"]
    assert "minutes, tens" in check_wheels(browser, "#b")
    # The group's description is its whole value, as written.
    described = browser.execute_script("""
        const g = document.querySelector('#b [role=group]');
        return document.getElementById(g.getAttribute('aria-describedby')).textContent;""")
    assert described == browser.find_element(By.CSS_SELECTOR, "#b .readout").text

    page("/prices", "desktop", "#price")
    group = browser.find_element(By.CSS_SELECTOR, "#price [role=group]")
    assert group_name(browser, group) == "Price"
    check_wheels(browser, "#price")
    check_wheels(browser, "#quantity")


def test_a_correction_is_announced(page, browser):
    page("/playground")
    pattern = browser.find_element(By.ID, "pattern")
    pattern.clear()
    pattern.send_keys("99.9")
    browser.find_element(By.ID, "min").send_keys("7")
    browser.find_element(By.ID, "max").send_keys("32")
    browser.find_element(By.ID, "step").send_keys("0.5" + Keys.ENTER)
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(
        By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")) == 3)
    wait_text(browser, "#wheels .readout", "7.0")
    idle(browser)
    assert browser.find_element(By.ID, "announcer").text == ""
    tens = browser.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")[0]
    notches = ActionChains(browser)
    for _ in range(3):
        notches.scroll_from_origin(ScrollOrigin.from_element(tens), 0, 100)
    notches.perform()
    wait_text(browser, "#announcer", "37.0 is above the maximum 32; moved to 32.0")
    wait_text(browser, "#wheels .readout", "32.0")
    region = browser.find_element(By.ID, "announcer")
    assert region.get_attribute("aria-live") == "polite"
    assert region.get_attribute("role") == "status"
    idle(browser)
    assert value(tens) == "3" and in_band(browser, tens) == "3"


# --- an entry ends when focus leaves ------------------------------------------------------------

def test_an_entry_ends_when_focus_leaves(page, browser):
    spinners = page("/prices", "desktop", "#price")
    spinners[0].send_keys("6")
    wait_text(browser, "#price .readout", "6")
    idle(browser)
    assert Decimal(browser.find_element(By.CSS_SELECTOR, "#price .readout").text) == 6
    press(browser, Keys.TAB)  # away, to the quantity
    assert not browser.execute_script(
        "return document.getElementById('price').contains(document.activeElement)")
    idle(browser)
    # Back, later, and a new entry: 4, not 64.
    browser.find_elements(By.CSS_SELECTOR, "#price .wheel[role=spinbutton]")[0].send_keys("")
    before = browser.find_element(By.CSS_SELECTOR, "#price .readout").text
    press(browser, "4")
    WebDriverWait(browser, 8).until(lambda d: d.find_element(
        By.CSS_SELECTOR, "#price .readout").text != before)
    idle(browser)
    readout = browser.find_element(By.CSS_SELECTOR, "#price .readout").text
    assert Decimal(readout) == 4, readout


# --- filtering a long list ----------------------------------------------------------------------

FILTERED = ["Raven Hill", "Caravan Park", "Ravensburg", "Oslo", "Rome", "Riverside"]


def test_typing_filters_a_long_list(page, browser, server):
    page("/playground")
    Select(browser.find_element(By.ID, "kind")).select_by_value("options")
    assert browser.find_element(By.ID, "filter-setting").is_displayed()
    choices = browser.find_element(By.ID, "choices")
    choices.clear()
    choices.send_keys(", ".join(FILTERED))
    browser.find_element(By.ID, "filter").click()
    browser.find_element(By.ID, "apply").click()

    def spinner():
        # A narrowed wheel has another number of rows: the picker draws it anew.
        return browser.find_element(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")

    def shows(text):
        WebDriverWait(browser, 8).until(lambda d: value(spinner()) == text)
        idle(browser)

    shows("Raven Hill")
    # The server's core ranks the matches: the page's must draw them in that order.
    spec = {"kind": "options", "filter": True, "options": FILTERED}
    asked = post_json(server, "/api/picker", {"picker": spec, "actions": [
        {"key": "r"}, {"key": "a"}, {"key": "v"}]})
    ranked = asked["wheels"][0]["titles"]
    assert asked["filtered"] == 'filter "rav": 3 of 6' and len(ranked) == 3
    spinner().click()
    press(browser, "rav")
    wait_text(browser, "#wheels .message", 'filter "rav": 3 of 6')
    shows(ranked[0])
    rows = [r["text"] for r in visible_rows(drawn(browser, spinner())) if r["text"]]
    assert rows == ranked[:len(rows)], rows  # only the matches, best first, on the drum
    assert spinner().get_attribute("aria-valuemax") == "3"
    assert spinner() == browser.switch_to.active_element  # the keyboard stays on the wheel
    screenshot(browser, "wheel-filter-desktop")
    press(browser, Keys.ARROW_UP)
    shows(ranked[1])
    press(browser, Keys.BACKSPACE, Keys.BACKSPACE, Keys.BACKSPACE)
    WebDriverWait(browser, 8).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "#wheels .message").text == "")
    idle(browser)
    assert spinner().get_attribute("aria-valuemax") == "6"
    press(browser, "osl")
    shows("Oslo")
    press(browser, Keys.ENTER)
    idle(browser)
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "Oslo"
    assert spinner().get_attribute("aria-valuemax") == "6"


def post_json(server, path, body):
    import json
    import urllib.request
    request = urllib.request.Request(server.base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_several_choices_are_ticked_and_toggled(page, browser, size):
    page("/playground", size)
    Select(browser.find_element(By.ID, "kind")).select_by_value("options")
    assert browser.find_element(By.ID, "several-setting").is_displayed()
    choices = browser.find_element(By.ID, "choices")
    choices.clear()
    choices.send_keys("Oslo, Rome, Paris, Berlin")
    browser.find_element(By.ID, "several").click()
    browser.find_element(By.ID, "apply").click()

    def spinner():
        return browser.find_element(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")

    def readout():
        return browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text

    def ticked():
        return browser.execute_script("""return [...document.querySelectorAll(
            '#wheels .row.chosen')].filter((r) => r.style.visibility !== 'hidden')
            .map((r) => r.textContent);""")

    WebDriverWait(browser, 8).until(
        lambda d: value(spinner()) == "Oslo, not chosen; none chosen yet")
    idle(browser)
    # A tap on the row in the band chooses it; the core's words say so to a screen reader.
    x, y = middle(browser, spinner())
    if size == "phone":
        Finger(browser).tap(x, y)
    else:
        click_at(browser, x, y)
    WebDriverWait(browser, 8).until(lambda d: value(spinner()) == "Oslo, chosen; 1 chosen: Oslo")
    assert ticked() == ["Oslo"] and readout() == "Oslo"
    # The keyboard: Up twice to Paris, Space chooses it.
    spinner().send_keys(Keys.ARROW_UP, Keys.ARROW_UP, " ")
    WebDriverWait(browser, 8).until(lambda d: readout() == "Oslo, Paris")
    idle(browser)
    assert sorted(ticked()) == ["Oslo", "Paris"]
    assert in_band(browser, spinner()) == "Paris"
    shown = browser.find_element(By.ID, "json").text
    assert '"Oslo",' in shown and '"Paris"' in shown  # the value is the list of both
    screenshot(browser, "wheel-several-" + size)
    # Tapped again, Paris is taken back.
    x, y = middle(browser, spinner())
    if size == "phone":
        Finger(browser).tap(x, y)
    else:
        click_at(browser, x, y)
    WebDriverWait(browser, 8).until(lambda d: readout() == "Oslo")
    assert ticked() == ["Oslo"]

"""<picker-wheels> (assets/picker-wheels.js) as a web developer uses it: a plain static page served
by Python's static file server (not `picker serve`) with the module, the core's module, the Intl
platform and pickerkit.wasm beside it, in headless Chromium. The form-control features (FormData,
reset, required and validity, a disabled fieldset, restore on back), the order of `input` and
`change` and a submit in the middle of an entry, the keyboard, the mouse wheel, looping wheels,
the locale's clock, seconds, what a screen reader is told, theming through ::part() and custom
properties, and a description the core refuses. Values are checked against `picker --print value`
for the same answer. Screenshots: .build/screenshots/element-*.png.

Ionic users' complaints about its wheel, each a test here: typing on a wheel (#23768, #25555,
#25723, #30033: test_typed_text_settles_to_the_value_the_shell_tool_gives_for_it), a stale value
read on save (#30449, #29480, #29672: test_a_submit_in_the_middle_of_an_entry_...), no looping
wheels (#26268: test_a_looping_wheel_...), a mouse wheel that skips rows (#29463:
test_the_mouse_wheel_turns_one_row_a_notch), AM/PM in de-DE (#25920:
test_the_locale_decides_the_clock_...), screen readers (#16630, #21810, #25221, #26809:
test_a_screen_reader_hears_...), no seconds wheel (the same test as the clock), no `required` and
no form control (#18581: test_required_..., test_form_data_...)."""
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, chromium, free_port, picker_binary, screenshot
from test_wheel import Finger

ASSETS = os.path.join(ROOT, "Sources", "PickerServer", "Resources", "assets")
# What a page needs beside it: the element, the core's module, the Intl platform, the core.
SHIPPED = ["picker-wheels.js", "pickerkit.js", "intl-platform.js", "pickerkit.wasm"]

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A form with PickerKit wheels</title>
<script type="module" src="./picker-wheels.js"></script>
<style>
  body { font: 16px system-ui, sans-serif; margin: 1rem; }
  #themed::part(wheels) { background: rgb(10, 60, 30); }
  #themed { --picker-row-height: 30px; }
</style></head>
<body><main>
<h1>A lap and a start</h1>
<form id="form" action="./done.html" method="get">
  <p><label for="lap">Lap</label>
  <picker-wheels id="lap" name="lap" pattern="59:59.99" max="30:00" value="1:30"></picker-wheels></p>
  <p><label for="start">Start</label>
  <picker-wheels id="start" name="start" kind="date" mode="time" locale="de_DE"
    time-zone="Europe/Berlin" required></picker-wheels></p>
  <fieldset id="set"><legend>Weight</legend>
  <picker-wheels id="weight" name="weight" pattern="99.9" aria-label="Weight"></picker-wheels></fieldset>
  <label>Note <input name="note" value="x"></label>
  <button id="save">Save</button>
</form>
<picker-wheels id="themed" pattern="99" aria-label="Themed"></picker-wheels>
</main></body></html>
"""

DONE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Saved</title></head>
<body><p id="saved">Saved</p></body></html>"""


class StaticServer:
    """Python's static file server on a folder holding the shipped files and the pages: a new
    one with copies of the served assets, or `root` as it is (an installed package)."""

    def __init__(self, root=None):
        self.owned = root is None
        self.folder = tempfile.mkdtemp() if root is None else root
        for name in SHIPPED if root is None else []:
            shutil.copy(os.path.join(ASSETS, name), self.folder)
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.process = subprocess.Popen(
            ["python3", "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
             "--directory", self.folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                urllib.request.urlopen(self.base + "/pickerkit.js", timeout=1).read()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the static server did not start")

    def page(self, name, html):
        with open(os.path.join(self.folder, name), "w", encoding="utf-8") as file:
            file.write(html)
        return self.base + "/" + name

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        if self.owned:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def static():
    server = StaticServer()
    server.page("form.html", PAGE)
    server.page("done.html", DONE)
    yield server
    server.stop()


@pytest.fixture()
def page(static):
    driver = chromium(logs={"browser": "ALL"})
    driver.implicitly_wait(0)
    driver.get(static.base + "/form.html")
    for name in ["lap", "start", "weight", "themed"]:
        ready(driver, name)
    # Every input and change event the form's elements fire, in order, with the value then.
    driver.execute_script("""
      window.events = [];
      for (const type of ["input", "change"]) document.addEventListener(type, (event) => {
        if (event.target.localName === "picker-wheels")
          window.events.push([type, event.target.id, event.target.value]);
      }, true);""")
    yield driver
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"
              and "favicon" not in entry["message"]]
    driver.quit()
    assert errors == []


def ready(driver, name):
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "const e = document.getElementById(arguments[0]); return !!(e && e.report);", name))


def element(driver, name):
    return driver.find_element("id", name)


def form_data(driver):
    return driver.execute_script(
        "return [...new FormData(document.getElementById('form'))]")


def wheels(driver, name):
    """Each adjustable wheel: its name, spoken row and row number, as a screen reader has them."""
    return driver.execute_script("""
      return [...arguments[0].shadowRoot.querySelectorAll('.wheel[role=spinbutton]')].map((w) => ({
        name: w.getAttribute('aria-label'), text: w.getAttribute('aria-valuetext'),
        now: Number(w.getAttribute('aria-valuenow')), tab: w.tabIndex }));""",
                                 element(driver, name))


def press(driver, name, *keys):
    driver.execute_script("arguments[0].focus()", element(driver, name))
    for key in keys:
        ActionChains(driver).send_keys(key).perform()
    idle(driver, name)


def idle(driver, name):
    """Waits until the element's picker has answered every action sent."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const p = arguments[0].picker; return !!p && !p.busy && !p.queue.length;",
        element(driver, name)))


def cli(*arguments):
    """`picker ... --print value`: the value the shell tool gives for the same answer."""
    return subprocess.run([picker_binary(), *arguments, "--print", "value"], capture_output=True,
                          text=True, check=True).stdout.strip()


def test_form_data_carries_each_settled_value_as_the_shell_tool_prints_it(page):
    data = form_data(page)
    # The default (value="1:30"), as `picker --print value` prints 1:30; an element with no value
    # that nobody has turned has none: FormData leaves it out.
    assert ["lap", cli("59:59.99", "--max", "30:00", "--answer", "1:30")] in data
    assert [name for name, _ in data] == ["lap", "note"]
    assert element(page, "lap").get_property("value") == "90"
    screenshot(page, "element-form-desktop")


def test_required_gives_value_missing_until_a_wheel_turns(page):
    start = element(page, "start")
    assert page.execute_script("return arguments[0].validity.valueMissing", start)
    assert page.execute_script("return document.getElementById('form').checkValidity()") is False
    press(page, "start", Keys.ARROW_UP)
    assert page.execute_script("return arguments[0].validity.valid", start)
    value = start.get_property("value")
    assert ["start", value] in form_data(page)
    assert value == cli("date", "--mode", "time", "--locale", "de_DE", "--time-zone",
                        "Europe/Berlin", "--answer", value)


def test_a_submit_in_the_middle_of_an_entry_submits_the_value_the_entry_settles_to(page):
    lap = element(page, "lap")
    press(page, "start", Keys.ARROW_UP)  # the required one has a value
    press(page, "lap", "4", "5")
    assert page.execute_script("return arguments[0].report.entering", lap)
    entering = dict(form_data(page))["lap"]
    assert entering != "90"
    # No change yet: the entry is not settled. The form is submitted now, by a script.
    assert [event for event in page.execute_script("return events")
            if event[0] == "change" and event[1] == "lap"] == []
    page.execute_script("document.getElementById('form').requestSubmit()")
    WebDriverWait(page, 10).until(lambda d: "done.html" in d.current_url)
    assert "lap=" + entering in page.current_url


def test_input_while_typing_and_one_change_when_settled(page):
    press(page, "lap", "4", "5")
    page.execute_script("document.querySelector('input[name=note]').focus()")
    idle(page, "lap")
    events = page.execute_script("return events")
    assert [kind for kind, *_ in events].count("change") == 1
    assert events[-1][0] == "change"
    assert all(kind == "input" for kind, *_ in events[:-1]) and len(events) >= 2
    settled = element(page, "lap").get_property("value")
    assert events[-1][2] == settled == dict(form_data(page))["lap"]
    # A spin is settled at once: one input and one change.
    page.execute_script("window.events = []")
    press(page, "lap", Keys.ARROW_UP)
    assert [kind for kind, *_ in page.execute_script("return events")] == ["input", "change"]


def test_reset_restores_the_default_and_no_value(page):
    press(page, "lap", Keys.ARROW_UP)
    press(page, "start", Keys.ARROW_UP)
    assert element(page, "lap").get_property("value") != "90"
    page.execute_script("document.getElementById('form').reset()")
    for name in ["lap", "start"]:
        ready(page, name)
    WebDriverWait(page, 10).until(lambda d: dict(form_data(d)).get("lap") == "90")
    assert "start" not in dict(form_data(page))
    assert page.execute_script("return arguments[0].validity.valueMissing", element(page, "start"))


def test_a_disabled_fieldset_disables_the_element(page):
    weight = element(page, "weight")
    press(page, "weight", Keys.ARROW_UP)
    assert "weight" in dict(form_data(page))
    page.execute_script("document.getElementById('set').disabled = true")
    assert page.execute_script("return arguments[0].matches(':disabled')", weight)
    assert "weight" not in dict(form_data(page))
    before = weight.get_property("value")
    press(page, "weight", Keys.ARROW_UP)
    assert weight.get_property("value") == before
    page.execute_script("document.getElementById('set').disabled = false")
    press(page, "weight", Keys.ARROW_UP)
    assert weight.get_property("value") != before


def test_back_restores_the_value_entered(page):
    press(page, "lap", Keys.ARROW_UP)
    value = element(page, "lap").get_property("value")
    assert value != "90"
    page.find_element("id", "save").click()
    # The required start has no value: the form is not sent until it has one.
    assert "done.html" not in page.current_url
    press(page, "start", Keys.ARROW_UP)
    page.find_element("id", "save").click()
    WebDriverWait(page, 10).until(lambda d: "done.html" in d.current_url)
    assert "lap=" + value in page.current_url
    page.back()
    ready(page, "lap")
    WebDriverWait(page, 10).until(lambda d: element(d, "lap").get_property("value") == value)


def test_keys_move_rows_as_the_core_says(page):
    # 59:59.99 at 1:30: minutes tens, minutes ones, seconds tens, seconds ones, tenths, hundredths.
    before = wheels(page, "lap")
    assert [wheel["tab"] for wheel in before].count(0) == 1
    press(page, "lap", Keys.ARROW_UP)
    after = wheels(page, "lap")
    moved = [i for i, (a, b) in enumerate(zip(before, after)) if a["now"] != b["now"]]
    assert len(moved) == 1
    for key in [Keys.ARROW_DOWN, Keys.PAGE_UP, Keys.PAGE_DOWN, Keys.HOME, Keys.END]:
        press(page, "lap", key)
        value = element(page, "lap").get_property("value")
        assert value == cli("59:59.99", "--max", "30:00", "--answer", value)


def test_the_mouse_wheel_turns_one_row_a_notch(page):
    lap = element(page, "lap")
    wheel = page.execute_script(
        "return arguments[0].shadowRoot.querySelectorAll('.wheel[role=spinbutton]')[2]", lap)
    before = wheels(page, "lap")[2]["now"]
    ActionChains(page).scroll_from_origin(ScrollOrigin.from_element(wheel), 0, 100).perform()
    idle(page, "lap")
    assert wheels(page, "lap")[2]["now"] == (before + 1) % 6


def test_a_looping_wheel_turns_past_its_last_row_to_its_first(page):
    # The seconds' tens of 1:30 stand at 3; down three rows to 0, then one more loops to 5.
    driver = page
    driver.execute_script("arguments[0].focus()", element(driver, "lap"))
    press(driver, "lap", Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    focus = [w["tab"] for w in wheels(driver, "lap")].index(0)
    start = wheels(driver, "lap")[focus]["now"]
    for _ in range(start + 1):
        press(driver, "lap", Keys.ARROW_DOWN)
    assert wheels(driver, "lap")[focus]["now"] > start


def test_the_locale_decides_the_clock_and_seconds_have_a_wheel(page):
    names = [wheel["name"] for wheel in wheels(page, "start")]
    assert len(names) == 2  # de_DE: 24 hours, no AM/PM wheel
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<picker-wheels id="us" kind="date" mode="time" locale="en_US" time-zone="UTC"></picker-wheels>' +
      '<picker-wheels id="secs" description=\\'{"kind": "date", "mode": "time", "seconds": true,' +
      ' "locale": "de_DE", "timeZone": "UTC"}\\'></picker-wheels>')""")
    ready(page, "us")
    ready(page, "secs")
    assert len(wheels(page, "us")) == 3
    assert len(wheels(page, "secs")) == 3
    assert wheels(page, "secs")[2]["name"] != wheels(page, "secs")[1]["name"]


def test_a_screen_reader_hears_spinbuttons_with_the_cores_words(page):
    for wheel in wheels(page, "lap"):
        assert wheel["name"] and wheel["text"] != ""
    group = page.execute_script(
        "return arguments[0].shadowRoot.querySelector('[role=group]').getAttribute('aria-label')",
        element(page, "weight"))
    assert group == "Weight"
    # The label's text names the element's wheels.
    assert page.execute_script(
        "return arguments[0].shadowRoot.querySelector('[role=group]').getAttribute('aria-label')",
        element(page, "lap")) == "Lap"


def test_a_description_the_core_refuses_is_shown_and_invalid(page):
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<form id="other"><picker-wheels id="bad" name="bad" description=\\'{"kind": "pattern"}\\'>' +
      '</picker-wheels><picker-wheels id="broken" name="broken" description="{nope"></picker-wheels></form>')""")
    for name in ["bad", "broken"]:
        WebDriverWait(page, 10).until(lambda d: d.execute_script(
            "return arguments[0].validity.customError", element(d, name)))
        shown = page.execute_script(
            "return arguments[0].shadowRoot.textContent", element(page, name))
        message = page.execute_script("return arguments[0].validationMessage", element(page, name))
        assert message and message in shown
    assert "pattern" in page.execute_script(
        "return arguments[0].validationMessage", element(page, "bad"))
    # The page goes on: the other pickers still answer.
    press(page, "lap", Keys.ARROW_UP)
    assert element(page, "lap").get_property("value") != "90"


def test_options_as_an_attribute_are_read_as_the_shell_tool_reads_a_column(page):
    """A comma in a label written `\\,`, as `picker choose --column` takes it, and the kind the
    settings imply; the description the element reports is the core's reading of them."""
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<form id="other"><picker-wheels id="size" name="size" aria-label="Size" ' +
      'options="Small, Medium\\\\,large ,Big"></picker-wheels></form>')""")
    ready(page, "size")
    size = element(page, "size")
    assert page.execute_script("return arguments[0].description", size) == {
        "options": ["Small", "Medium,large", "Big"], "kind": "options"}
    press(page, "size", "m")  # type-ahead: the label that begins with m
    assert size.get_property("value") == "Medium,large" == cli(
        "choose", "--column", "Small, Medium\\,large ,Big", "--answer", "Medium,large")
    # A setting with a dash in its name is the property the DOM names so.
    assert page.execute_script("return arguments[0].timeZone", element(page, "start")) == \
        "Europe/Berlin"


def test_a_label_typed_to_its_last_letter_is_that_label(page):
    """Ionic types at most two characters a column and clears them after a second; here a whole
    label typed stays that label (g picks green, r-e-e-n spell it further, never red), as the
    shell tool reads it; the entry goes on while letters could spell it further, and `change`
    comes once, when its last letter settles it."""
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<form id="other"><picker-wheels id="colour" name="colour" aria-label="Colour" ' +
      'options="red,green,blue"></picker-wheels></form>')""")
    ready(page, "colour")
    colour = element(page, "colour")
    press(page, "colour", *"gree")
    assert colour.get_property("value") == "green"
    assert page.execute_script("return arguments[0].matches(':state(entering)')", colour)
    press(page, "colour", "n")
    assert colour.get_property("value") == "green" == cli(
        "choose", "red", "green", "blue", "--answer", "green")
    assert not page.execute_script("return arguments[0].matches(':state(entering)')", colour)
    WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "return window.events.some((e) => e[0] === 'change' && e[1] === 'colour')"))
    changes = [event for event in page.execute_script("return window.events")
               if event[0] == "change" and event[1] == "colour"]
    assert changes == [["change", "colour", "green"]]


def test_a_corrected_default_says_why_once(page):
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<form id="other"><picker-wheels id="over" name="over" pattern="99.9" max="50" value="77">' +
      '</picker-wheels></form>')""")
    ready(page, "over")
    over = element(page, "over")
    assert page.execute_script("return arguments[0].matches(':state(corrected)')", over)
    assert page.execute_script("return arguments[0].validity.customError", over)
    message = page.execute_script("return arguments[0].validationMessage", over)
    assert "50" in message
    assert over.get_property("value") == cli("99.9", "--max", "50", "--answer", "77", "--nearest")
    # A page's own checks, the person's focus elsewhere, show nothing: the correction still waits.
    page.execute_script("document.querySelector('input[name=note]').focus()")
    assert page.execute_script("""const form = document.getElementById('other');
      return [form.checkValidity(), arguments[0].checkValidity(), form.checkValidity()]""",
                               over) == [False, False, False]
    assert page.execute_script("return arguments[0].validity.customError", over)
    # Shown once (the form's report focuses it), then the next submit takes the corrected value.
    assert page.execute_script("return document.getElementById('other').reportValidity()") is False
    assert page.execute_script("return document.activeElement.id") == "over"
    assert page.execute_script("return document.getElementById('other').reportValidity()") is True
    assert over.get_property("value") == cli("99.9", "--max", "50", "--answer", "77", "--nearest")


def test_theming_through_parts_and_custom_properties(page):
    themed = element(page, "themed")
    styles = page.execute_script("""
      const root = arguments[0].shadowRoot;
      return { background: getComputedStyle(root.querySelector('.wheels')).backgroundColor,
               row: root.querySelector('.row').offsetHeight };""", themed)
    assert styles == {"background": "rgb(10, 60, 30)", "row": 30}


def test_the_element_asks_no_server(page):
    press(page, "lap", "1", "2")
    press(page, "start", Keys.ARROW_UP)
    asked = page.execute_script(
        "return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)")
    assert sorted(set(asked) - {"/favicon.ico"}) == sorted("/" + name for name in SHIPPED)


def test_on_a_phone_a_finger_drags_and_flings_to_whole_rows(static):
    driver = chromium()
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {
            "enabled": True, "maxTouchPoints": 5})
        driver.get(static.base + "/form.html")
        ready(driver, "lap")
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
        screenshot(driver, "element-form-phone")
        lap = element(driver, "lap")
        box = driver.execute_script("""
          const w = arguments[0].shadowRoot.querySelectorAll('.wheel[role=spinbutton]')[1];
          const r = w.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""",
                                    lap)
        before = wheels(driver, "lap")[1]["now"]
        # A slow drag up by two rows and a hold: two rows on.
        Finger(driver).drag(box[0], box[1], 80, 8, 0.4, 0.2)
        idle(driver, "lap")
        assert wheels(driver, "lap")[1]["now"] == (before + 2) % 10
        # A quick flick of one row, lifted while moving: momentum carries it further than the
        # finger went, and it lands on a whole row.
        from_row = wheels(driver, "lap")[1]["now"]
        Finger(driver).drag(box[0], box[1], rise=40, steps=4, seconds=0.04, hold=0.01)
        WebDriverWait(driver, 8).until(lambda d: wheels(d, "lap")[1]["now"] != from_row)
        idle(driver, "lap")
        assert (wheels(driver, "lap")[1]["now"] - from_row) % 10 >= 3
        WebDriverWait(driver, 5).until(
            lambda d: d.execute_script("return !arguments[0].picker.frame", lap))
        offset = driver.execute_script("""
          const w = arguments[0].shadowRoot.querySelectorAll('.wheel[role=spinbutton]')[1];
          const band = arguments[0].shadowRoot.querySelector('.band').getBoundingClientRect();
          const row = w.querySelector('.row.selected').getBoundingClientRect();
          return Math.abs((row.top + row.bottom) / 2 - (band.top + band.bottom) / 2);""", lap)
        assert offset < 1
        assert element(driver, "lap").get_property("value") == cli(
            "59:59.99", "--max", "30:00", "--answer", element(driver, "lap").get_property("value"))
    finally:
        driver.quit()


# Seeded descriptions for the differential suite: (the element's attributes, `picker`'s
# arguments, how to write a random answer the wheels show).
def _pattern_text(rng, pattern):
    return "".join(str(rng.randint(0, int(c))) if c.isdigit() else c for c in pattern)


DIFFERENTIAL = [
    ({"pattern": "59:59.99"}, ["59:59.99"], lambda rng: _pattern_text(rng, "59:59.99")),
    ({"pattern": "99.9", "max": "50"}, ["99.9", "--max", "50"],
     lambda rng: _pattern_text(rng, "99.9")),
    ({"pattern": "999", "min": "100", "step": "5"}, ["999", "--min", "100", "--step", "5"],
     lambda rng: _pattern_text(rng, "999")),
    ({"pattern": "9.99", "locale": "de_DE"}, ["9.99", "--locale", "de_DE"],
     lambda rng: _pattern_text(rng, "9,99")),
    ({"kind": "date", "mode": "time", "locale": "de_DE", "time-zone": "UTC"},
     ["date", "--mode", "time", "--locale", "de_DE", "--time-zone", "UTC"],
     lambda rng: "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59))),
    ({"pattern": "9999.99", "min": "10", "max": "500", "step": "0.25"},
     ["9999.99", "--min", "10", "--max", "500", "--step", "0.25"],
     lambda rng: _pattern_text(rng, "9999.99")),
]


def test_typed_text_settles_to_the_value_the_shell_tool_gives_for_it(page):
    """Each seeded answer typed key by key into a fresh element and settled (focus leaves) is
    the value `picker --answer TEXT --nearest --print value` gives."""
    import random
    rng = random.Random(54)
    compared = 0
    for case, (attributes, arguments, write) in enumerate(DIFFERENTIAL):
        for round_ in range(4):
            text = write(rng)
            name = "d%d_%d" % (case, round_)
            html = "<picker-wheels id='%s' %s></picker-wheels>" % (
                name, " ".join("%s='%s'" % item for item in attributes.items()))
            page.execute_script("document.body.insertAdjacentHTML('beforeend', arguments[0])", html)
            ready(page, name)
            press(page, name, *list(text))
            page.execute_script("document.querySelector('input[name=note]').focus()")
            idle(page, name)
            typed = element(page, name).get_property("value")
            assert typed == cli(*arguments, "--answer", text, "--nearest"), (attributes, text)
            compared += 1
    assert compared == 4 * len(DIFFERENTIAL)


def test_axe_finds_no_violations_on_the_elements_page(static):
    """axe-core's default rules (as test_axe.py runs them on the apps' pages) on the static page
    with the element, in light and dark, at a desktop and on a phone, after a wheel has turned."""
    from test_axe import RUN, axe_source, readable
    from test_wheel import use_size
    source = axe_source()
    driver = chromium()
    driver.set_script_timeout(60)
    found = []
    try:
        for size in ["desktop", "phone"]:
            for scheme in ["light", "dark"]:
                use_size(driver, size)
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                    "features": [{"name": "prefers-color-scheme", "value": scheme}]})
                driver.get(static.base + "/form.html")
                for name in ["lap", "start", "weight", "themed"]:
                    ready(driver, name)
                press(driver, "lap", Keys.ARROW_UP)
                driver.execute_script(source)
                result = driver.execute_async_script(RUN)
                assert "error" not in result, result
                if result["violations"]:
                    found.append(readable("element %s %s" % (size, scheme), result["violations"]))
    finally:
        driver.quit()
    assert not found, "\n".join(found)


def test_pickers_that_start_together_share_one_fetch_of_their_locale_and_zone(page):
    # Both lack fr_FR and the browser's own zone: the second waits for the first one's reading
    # instead of answering without it.
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<picker-wheels id="t1" kind="date" mode="time" locale="fr_FR"></picker-wheels>' +
      '<picker-wheels id="t2" kind="date" mode="time" locale="fr_FR"></picker-wheels>' +
      '<picker-wheels id="t3" kind="date" locale="fr_FR"></picker-wheels>')""")
    for name in ["t1", "t2", "t3"]:
        ready(page, name)
        assert page.execute_script("return arguments[0].validity.valid", element(page, name))
    reports = [page.execute_script("return arguments[0].report", element(page, name))
               for name in ["t1", "t2"]]
    assert reports[0]["wheels"] == reports[1]["wheels"]
    assert reports[0]["text"] == reports[1]["text"]


def test_an_empty_value_is_no_value_and_a_refused_description_stays_invalid(page):
    lap = element(page, "lap")
    page.execute_script("arguments[0].required = true; arguments[0].value = ''", lap)
    ready(page, "lap")
    WebDriverWait(page, 10).until(lambda d: "lap" not in dict(form_data(d)))
    assert page.execute_script("return arguments[0].validity.valueMissing", lap)
    assert lap.get_property("value") == ""
    page.execute_script("""document.body.insertAdjacentHTML('beforeend',
      '<form id="other"><picker-wheels id="bad" name="bad" value="12" ' +
      'description=\\'{"kind": "pattern", "pattern": "99", "max": "nope"}\\'></picker-wheels></form>')""")
    WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "return arguments[0].validity.customError", element(d, "bad")))
    assert page.execute_script("return document.getElementById('other').checkValidity()") is False

"""The prices, pace and thermostat pages in the reader's locale (issue 25), in headless Chromium
against the real server, checked against an independent CLDR: babel, from PyPI.

The product reads a locale's signs from Foundation (ICU's copy of CLDR); babel has its own copy,
so every expected writing here is made from babel's data, never written out by hand: the decimal
and grouping signs of the locale's default numbering system, its percent sign, its number
patterns (`format_decimal`, `format_percent`, `format_currency`) and its clock (`format_time`).
Babel keeps Latin digits in what it formats, so the digits are put in the locale's own here (see
DIGIT_NAMES). For de_DE and ar_EG each page must show its sizes, percentages, amounts, report
lines, temperatures, times and wheel titles as CLDR writes them, and take a value typed with the
locale's decimal sign. Screenshots at desktop (1280 x 800) and phone (390 x 844) sizes are saved
in .build/screenshots (locale-*.png)."""
import datetime
import json
import time
import unicodedata
import urllib.request
from decimal import Decimal

import pytest
from babel.dates import format_time
from babel.numbers import format_currency, format_percent
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import cldr
from cldr import SOURCE
from conftest import screenshot
from test_pages import wait_text, wheels

LOCALES = ["de_DE", "ar_EG"]
# No proxy, whatever the environment says: every request goes to the server on loopback.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


class Reference(cldr.Reference):
    """How babel's CLDR writes numbers and times in one locale."""

    def __init__(self, identifier):
        super().__init__(identifier)
        self.percent_sign = self.locale.number_symbols[self.system]["percentSign"]

    def percent(self, whole):
        """A whole percentage as the locale writes one. Babel 2.18 writes the pattern's `%` as
        latn's sign whatever the numbering system, so the system's own sign (ar_EG arab: `٪`
        and U+061C) is put in its place."""
        text = format_percent(Decimal(whole) / 100, locale=self.locale,
                              numbering_system="default")
        return self.localized(text.replace("%", self.percent_sign))

    def money(self, amount, currency):
        return self.localized(format_currency(Decimal(amount), currency, locale=self.locale,
                                              numbering_system="default"))

    def numbers_in(self, line):
        """A line of the product's canonical text (`Pace 4:16.0 per km, time 3:00:00.00`) as the
        locale writes its numbers: each digit in the locale's, and a `.` between two digits its
        decimal sign; the words' own points and commas stay."""
        out = []
        for i, c in enumerate(line):
            between = 0 < i < len(line) - 1 and line[i - 1].isdigit() and line[i + 1].isdigit()
            out.append(self.digits[int(c)] if "0" <= c <= "9"
                       else self.decimal if c == "." and between else c)
        return "".join(out)

    def clock(self, hour, minute, pattern):
        return self.localized(format_time(datetime.time(hour, minute), pattern,
                                          locale=self.locale))

    def signs(self):
        """Every character a number's wheel may show: the digits and the decimal sign."""
        return set(self.digits) | {self.decimal}

    def __repr__(self):
        return self.identifier


@pytest.fixture(params=LOCALES)
def reference(request):
    return Reference(request.param)


def differs(what, reference, product, expected):
    return "%s, %s: product %r, %s %r" % (reference, what, product, SOURCE, expected)


def spaces(text):
    """Every kind of space as one (CLDR puts U+00A0 or U+202F where the product may put U+0020)."""
    return "".join(" " if unicodedata.category(c) == "Zs" else c for c in text)


def call(server, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(server.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with OPENER.open(request, timeout=20) as answer:
        return json.loads(answer.read())


def titles(browser, root):
    """The titles every wheel of a picker shows (its rows' text, empty rows left out)."""
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0] + ' .wheel .row')]"
        ".map((r) => r.textContent).filter((t) => t !== '')", root)


def type_keys(browser, root, keys):
    """Focuses a picker's first wheel and types, a key (any character) at a time, as a keyboard
    of the locale sends it: a keydown whose `key` is the character. (ChromeDriver's send_keys
    sends an empty `key` for a character a US keyboard has no key for, `٣` say, so the keys go
    through the DevTools protocol's Input.dispatchKeyEvent.)"""
    wheels(browser, root)[0].click()
    for key in keys:
        browser.execute_cdp_cmd("Input.dispatchKeyEvent",
                                {"type": "keyDown", "key": key, "text": key})
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": key})
        time.sleep(0.05)


def sized(browser, size):
    width, height = SIZES[size]
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == "phone"})


def shot(browser, name):
    """A screenshot once the page has painted at its new size: the wheels' rows are 3D
    transforms, which Chromium paints a moment after the metrics change."""
    browser.set_script_timeout(5)
    browser.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")
    time.sleep(0.5)
    screenshot(browser, name)


def nothing_sticks_out(browser, what):
    wide = browser.execute_script("""
        return [...document.querySelectorAll('body *')]
          .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((e) => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className).slice(0, 5);""")
    assert wide == [], (what, wide)


def no_latin_digits(reference, texts):
    """In a locale whose digits are not Latin, no number shows 0-9 (a race's name, `5K`, is a
    name, and not checked here)."""
    if reference.digits[0] == "0":
        return
    latin = [text for text in texts if any("0" <= c <= "9" for c in text)]
    assert latin == [], differs("Latin digits", reference, latin, "none")


# MARK: Prices


def product_rows(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#products tr')].slice(1)"
        ".map((r) => [...r.cells].map((c) => c.textContent))")


def test_the_prices_page_in_the_readers_locale(server, browser, reference):
    """Sizes `1,5 kg` and `2 × 0,5 g` beside `2,49 €`, unit amounts (`/ 100 g`), the percent label
    grouped as CLDR groups, the count, and the price wheels in the locale's signs; a size and a
    price typed with the locale's decimal sign are taken."""
    name = "issue25-" + reference.identifier
    query = "?locale=" + reference.identifier
    for product in [{"name": "Rice", "price": "2.49", "size": "1.5 kg", "currency": "EUR"},
                    {"name": "Saffron", "price": "9999.99", "size": "2 x 0.5 g"}]:
        call(server, "POST", "/api/lists/%s/products%s" % (name, query), product)
    browser.get(server.base + "/prices?list=%s&locale=%s" % (name, reference.identifier))
    wheels(browser, "#price")
    rows = product_rows(browser)
    sizes = [row[1] for row in rows]
    expected = [reference.number("1.5") + " kg",
                reference.number("2") + " × " + reference.number("0.5") + " g"]
    assert sizes == expected, differs("sizes", reference, sizes, expected)
    prices = [spaces(row[2]) for row in rows]
    expected = [spaces(reference.money("2.49", "EUR")), spaces(reference.money("9999.99", "EUR"))]
    assert prices == expected, differs("prices", reference, prices, expected)
    # 9999.99 € for 1 g against 2.49 € for 1.5 kg: 602408936% more, grouped as CLDR groups.
    label = rows[1][4]
    assert reference.percent(602408936) in label, differs(
        "percent label", reference, label, reference.percent(602408936))
    per = rows[0][3].split(", ")
    expected = spaces(reference.money("1.66", "EUR")) + " / kg"
    assert spaces(per[0]) == expected, differs("price per kg", reference, per[0], expected)
    hundred = " / %s g" % reference.number("100")
    assert per[1].endswith(hundred), differs("per 100 g", reference, per[1], hundred)
    count = browser.find_element(By.ID, "count").text
    assert count.startswith(reference.number("2")), differs("count", reference, count, "2")
    no_latin_digits(reference, [cell for row in rows for cell in row[1:5]] + [count])
    # The price wheels write the locale's digits and decimal sign, and start on 2.49.
    shown = set("".join(titles(browser, "#price")))
    assert shown <= reference.signs() and reference.decimal in shown, differs(
        "price wheels", reference, sorted(shown), sorted(reference.signs()))
    wait_text(browser, "#price .readout", reference.number("2.49", "0.00"))
    # A size typed with the locale's digits and decimal sign sets the wheels.
    size = browser.find_element(By.ID, "sizeText")
    size.send_keys(reference.localized("3 x 1") + reference.decimal + reference.digits[5]
                   + " kg\t")
    wait_text(browser, "#quantity .readout", reference.number("1.5") + " kg")
    wait_text(browser, "#pack .readout", reference.number("3"))
    # A price typed with them, key by key, is taken.
    type_keys(browser, "#price", reference.localized("0003") + reference.decimal
              + reference.localized("50"))
    wait_text(browser, "#price .readout", reference.number("3.5", "0.00"))
    field = browser.find_element(By.ID, "productName")
    field.clear()
    field.send_keys("Tea")
    browser.find_element(By.ID, "addButton").click()
    WebDriverWait(browser, 8).until(lambda d: len(product_rows(d)) == 3)
    tea = next(row for row in product_rows(browser) if row[0] == "Tea")
    assert tea[1] == reference.number("3") + " × " + reference.number("1.5") + " kg", tea
    assert spaces(tea[2]) == spaces(reference.money("3.50", "EUR")), differs(
        "typed price", reference, tea[2], reference.money("3.50", "EUR"))
    # The value sent was canonical: the API reads back 3.5 in `.` and 0-9 (once the page's
    # background sync has brought it: the page keeps the list on the device first).
    def stored_tea(_):
        stored = call(server, "GET", "/api/lists/%s" % name)
        return next((p for p in stored["products"] if p["name"] == "Tea"), None)
    tea_stored = WebDriverWait(browser, 8).until(stored_tea)
    assert Decimal(str(tea_stored["price"])) == Decimal("3.5")
    for size_name in SIZES:
        sized(browser, size_name)
        browser.get(server.base + "/prices?list=%s&locale=%s" % (name, reference.identifier))
        wheels(browser, "#price")
        shot(browser, "locale-prices-%s-%s" % (reference.identifier, size_name))
        nothing_sticks_out(browser, "prices " + size_name)
        # The form's wheels in the locale's signs.
        browser.execute_script("document.getElementById('priceTitle').scrollIntoView()")
        shot(browser, "locale-prices-%s-%s-wheels" % (reference.identifier, size_name))


# MARK: Pace


def results(browser):
    """The result tables as shown: each table's rows, each row's cells."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#results table')].map((t) => [...t.rows]"
        ".map((r) => [...r.cells].map((c) => c.textContent)))")


def test_the_pace_page_in_the_readers_locale(server, browser, reference):
    """The distance wheels in the locale's signs; a distance typed with its decimal sign taken;
    the report's distances, times, paces, speeds, splits and predictions as the locale writes
    numbers: the canonical report (`.` and 0-9, the same request) with babel's signs."""
    browser.get(server.base + "/pace?locale=" + reference.identifier)
    wait_text(browser, "#a .readout", reference.number("42.195"))
    shown = set("".join(titles(browser, "#a")))
    assert shown <= reference.signs() and reference.decimal in shown, differs(
        "distance wheels", reference, sorted(shown), sorted(reference.signs()))
    time_titles = set("".join(titles(browser, "#b")))
    assert time_titles <= reference.signs() | {":"}, differs(
        "time wheels", reference, sorted(time_titles), sorted(reference.signs()))
    # 10.5 km typed in the locale's digits, its decimal sign moving to the tenths.
    type_keys(browser, "#a", reference.localized("010") + reference.decimal
              + reference.localized("5"))
    wait_text(browser, "#a .readout", reference.number("10.5"))
    chips = [chip.text.replace("×", "").strip()
             for chip in browser.find_elements(By.CSS_SELECTOR, "#timeTargets li")]
    assert chips == [reference.numbers_in("1:00:00")], differs(
        "time target", reference, chips, reference.numbers_in("1:00:00"))
    browser.find_element(By.ID, "go").click()
    WebDriverWait(browser, 10).until(lambda d: len(results(d)) >= 3)
    tables = results(browser)
    # The same request in `.` and 0-9: what the page sent, read canonically.
    plain = call(server, "POST", "/api/pace", {"distance": "10.5", "time": "10800"})
    summary = dict((row[0], row[1]) for row in tables[0])
    for label, key in [("Distance", "distanceLine"), ("Time", "time"), ("Pace", "paceLine"),
                       ("Speed", "speedLine"), ("VDOT", "vdotText")]:
        expected = reference.numbers_in(plain[key])
        assert summary[label] == expected, differs(label, reference, summary[label], expected)
    distance_line = reference.number("10.5") + " km = " + reference.number(
        str(plain["distanceMi"])) + " mi"
    assert summary["Distance"] == distance_line, differs(
        "distance line", reference, summary["Distance"], distance_line)
    races = tables[1][1:]
    for row, prediction in zip(races, plain["predictions"]):
        expected = [reference.numbers_in(prediction["time"]),
                    reference.numbers_in(prediction["pace"])]
        assert row[1:] == expected, differs(prediction["target"], reference, row[1:], expected)
    splits = next(t for t in tables if t[0] == ["Split", "Distance", "Time", "Elapsed"])[1:]
    expected = [[reference.numbers_in(str(s["number"])),
                 reference.numbers_in(s["distance"] + (" (last " + s["length"] + ")"
                                                       if s["partial"] else "")),
                 reference.numbers_in(s["split"]), reference.numbers_in(s["elapsed"])]
                for s in plain["splits"]]
    assert splits == expected, differs("splits", reference, splits[:2], expected[:2])
    no_latin_digits(reference, list(summary.values()) + [cell for row in races
                                                         for cell in row[1:]]
                    + [cell for row in splits for cell in row])
    for size_name in SIZES:
        sized(browser, size_name)
        browser.execute_script("window.scrollTo(0, 0)")
        shot(browser, "locale-pace-%s-%s-wheels" % (reference.identifier, size_name))
        browser.execute_script("document.getElementById('results').scrollIntoView()")
        shot(browser, "locale-pace-%s-%s" % (reference.identifier, size_name))
        nothing_sticks_out(browser, "pace " + size_name)


# MARK: Thermostat


def schedule_rows(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#schedule tr')].slice(1)"
        ".map((r) => [...r.cells].map((c) => c.textContent))")


def test_the_thermostat_page_in_the_readers_locale(server, browser, reference):
    """A new schedule in °C, its temperatures and times as the locale writes them (the clock
    of its CLDR time format: 06:00 in Germany, 6:00 with ص in Egypt), the setpoint wheels in its
    signs, and a setpoint typed with its decimal sign taken."""
    browser.get(server.base + "/thermostat?locale=" + reference.identifier)
    WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) >= 8)
    clock = browser.find_element(By.ID, "clock").get_attribute("value")
    # CLDR's short time format says the locale's clock: `h` is 12-hour, `H` 24-hour.
    pattern = str(reference.locale.time_formats["short"].pattern)
    assert (clock == "12") == ("h" in pattern), differs("clock", reference, clock, pattern)
    clock_pattern = "h:mm a" if clock == "12" else "HH:mm"
    wake = schedule_rows(browser)[0]
    expected = [reference.clock(6, 0, clock_pattern), reference.number("21") + " °C",
                reference.number("25.5") + " °C"]
    assert [spaces(cell) for cell in wake[2:]] == [spaces(text) for text in expected], differs(
        "wake", reference, wake[2:], expected)
    times = [spaces(row[2]) for row in schedule_rows(browser)[:4]]
    expected = [spaces(reference.clock(hour, 0, clock_pattern)) for hour in (6, 8, 18, 22)]
    assert times == expected, differs("times", reference, times, expected)
    # The setpoint wheels write the locale's digits and decimal sign; 26,5 typed is taken.
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=cool]")[0].click()
    wheels(browser)
    wait_text(browser, "#wheels .readout", reference.number("25.5", "0.0"))
    shown = set("".join(titles(browser, "#wheels")))
    assert shown <= reference.signs() and reference.decimal in shown, differs(
        "setpoint wheels", reference, sorted(shown), sorted(reference.signs()))
    type_keys(browser, "#wheels", reference.localized("26") + reference.decimal
              + reference.localized("5"))
    wait_text(browser, "#wheels .readout", reference.number("26.5", "0.0"))
    browser.find_element(By.ID, "set").click()
    cool = reference.number("26.5") + " °C"
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][4] == cool)
    note = browser.find_element(By.ID, "note").text
    assert note.endswith("set to " + cool), differs("note", reference, note, cool)
    no_latin_digits(reference, [cell for row in schedule_rows(browser) for cell in row[2:]]
                    + [note])
    # Saved as the model reads it: 26.5 in `.` and 0-9.
    # Once the page's sync has reached the server.
    WebDriverWait(browser, 8).until(lambda d: Decimal(str(call(
        server, "GET", "/api/schedules/home")["groups"][0]["entries"][0]["cool"])) == Decimal("26.5"))
    for size_name in SIZES:
        sized(browser, size_name)
        browser.get(server.base + "/thermostat?locale=" + reference.identifier)
        WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) >= 8)
        browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=time]")[0].click()
        wheels(browser)
        shot(browser, "locale-thermostat-%s-%s" % (reference.identifier, size_name))
        nothing_sticks_out(browser, "thermostat " + size_name)

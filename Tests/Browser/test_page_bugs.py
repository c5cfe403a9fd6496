"""The page bugs issue 12 measured, each reproduced in headless Chromium as a person would meet
it, against the real server and a real SQLite file."""
import json
import time
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import present, screenshot
from test_pages import wait_text, wheels


def get(server, path):
    with urllib.request.urlopen(server.base + path, timeout=10) as answer:
        return json.loads(answer.read())


def send(server, method, path, body):
    request = urllib.request.Request(
        server.base + path, method=method, data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def type_into(browser, root, keys):
    """Focuses a picker's first wheel and types, a key at a time."""
    wheels(browser, root)[0].click()
    for key in keys:
        browser.switch_to.active_element.send_keys(key)
        time.sleep(0.05)


def rows(browser):
    """The product rows' texts, read at one moment (a redraw replaces the rows)."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#products tr')].slice(1).map((r) => r.innerText)")


def add(browser, name, price_keys=None, synced=True):
    field = browser.find_element(By.ID, "productName")
    field.clear()
    field.send_keys(name)
    if price_keys:
        type_into(browser, "#price", price_keys)
    count = len(rows(browser))
    browser.find_element(By.ID, "addButton").click()
    WebDriverWait(browser, 8).until(lambda d: len(rows(d)) == count + 1)
    if synced:
        wait_synced(browser)


def wait_synced(browser):
    """Until the page says its list is on the server too (the device's edits all answered)."""
    WebDriverWait(browser, 8).until(lambda d: d.execute_script(
        "return document.getElementById('syncStatus').textContent === "
        "JSON.parse(document.getElementById('add').dataset.words).synced"))


# MARK: Prices


def test_a_list_named_in_the_address_is_the_one_written(server, browser):
    browser.get(server.base + "/prices?list=pantry")
    wheels(browser, "#quantity")
    add(browser, "Oats")
    assert get(server, "/api/lists/pantry")["total"] == 1
    assert get(server, "/api/lists/groceries")["total"] == 0


def test_rows_after_a_reload_keep_their_buttons(server, browser):
    browser.get(server.base + "/prices")
    wheels(browser, "#quantity")
    add(browser, "Rice")
    browser.refresh()
    wheels(browser, "#quantity")
    # The rows are drawn from the device's copy and the sync at load changes nothing.
    wait_synced(browser)
    browser.find_element(By.CSS_SELECTOR, "#products button.remove").click()
    WebDriverWait(browser, 8).until(lambda d: rows(d) == [])
    wait_synced(browser)
    assert get(server, "/api/lists/groceries")["total"] == 0
    # Undo puts it back.
    browser.find_element(By.ID, "undo").click()
    WebDriverWait(browser, 8).until(lambda d: len(rows(d)) == 1)
    assert "Rice" in rows(browser)[0]


def test_a_locale_writes_the_lists_currency_and_speaks_its_language(server, browser):
    browser.get(server.base + "/prices")
    wheels(browser, "#quantity")
    add(browser, "Rice")  # $2.49 for 1 kg, in a list in dollars
    assert "$2.49" in rows(browser)[0]
    Select(browser.find_element(By.ID, "locale")).select_by_value("de_DE")
    WebDriverWait(browser, 8).until(
        lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de")
    wheels(browser, "#quantity")
    WebDriverWait(browser, 8).until(lambda d: len(rows(d)) == 1)
    # Still dollars, written as a German writes numbers: never relabelled as euros.
    assert "2,49\u00a0$" in rows(browser)[0] and "€" not in rows(browser)[0]
    headers = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "#products th")]
    english = ["Product", "Size", "Price", "Per unit"]
    assert headers[:4] != english and all(headers[:4])
    for locale, language in [("fr_FR", "fr"), ("es_ES", "es"), ("ja_JP", "ja")]:
        browser.get(server.base + "/prices?locale=" + locale)
        wheels(browser, "#quantity")
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
        localized = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "#products th")]
        assert localized[:4] != english, locale
        label = browser.find_element(By.CSS_SELECTOR, "#products td.best").text
        assert label and label != "Best value", locale
    screenshot(browser, "prices-ja")


def test_yen_has_no_decimals_and_a_range_that_suits_it(server, browser):
    browser.get(server.base + "/prices?list=tokyo&locale=ja_JP")
    wheels(browser, "#price")
    Select(browser.find_element(By.ID, "currency")).select_by_value("JPY")
    # The price wheels follow the currency: whole yen, up to seven digits.
    WebDriverWait(browser, 8).until(
        lambda d: present(d, By.CSS_SELECTOR, "#price .wheel.fixed") == []
        and len(d.find_elements(By.CSS_SELECTOR, "#price .wheel[role=spinbutton]")) == 7)
    type_into(browser, "#price", "1280")
    wait_text(browser, "#price .readout", "1280")
    add(browser, "Koshihikari")
    row = rows(browser)[0]
    assert "¥1,280" in row and "¥0 " not in row
    assert get(server, "/api/lists/tokyo?locale=ja_JP")["currency"] == "JPY"
    # A list with products keeps its currency: a switch is refused and said why.
    Select(browser.find_element(By.ID, "currency")).select_by_value("USD")
    wait_text(browser, "#error", "is in JPY and has products")
    assert browser.find_element(By.ID, "currency").get_attribute("value") == "JPY"


def test_unit_prices_that_differ_never_look_equal(server, browser):
    # Two bottles of 64 fl oz, $1.99 and $2.05: both "$0.03 / fl oz" at cents.
    for name, price in [("Store brand", "1.99"), ("Name brand", "2.05")]:
        send(server, "POST", "/api/lists/drinks/products",
             {"name": name, "price": price, "quantity": "64", "unit": "fl oz"})
    browser.get(server.base + "/prices?list=drinks")
    wheels(browser, "#quantity")
    shown = [r.split("\n") for r in rows(browser)]
    per_ounce = [cell for r in rows(browser) for cell in r.split(", ") if "/ fl oz" in cell]
    assert len(per_ounce) == 2 and len(set(per_ounce)) == 2, shown


def test_a_product_is_edited_in_place(server, browser):
    browser.get(server.base + "/prices")
    wheels(browser, "#quantity")
    add(browser, "Rice")
    add(browser, "Beans")
    before = get(server, "/api/lists/groceries")
    beans = next(p for p in before["products"] if p["name"] == "Beans")
    browser.find_element(By.CSS_SELECTOR, "#products button.edit[data-id='%s']" % beans["id"]).click()
    wait_text(browser, "#formTitle", "Edit a product")
    assert browser.find_element(By.ID, "productName").get_attribute("value") == "Beans"
    type_into(browser, "#price", "1.99")
    wait_text(browser, "#price .readout", "1.99")
    browser.find_element(By.ID, "addButton").click()
    wait_text(browser, "#formTitle", "Add a product")
    wait_synced(browser)
    after = get(server, "/api/lists/groceries")
    assert after["total"] == 2
    edited = next(p for p in after["products"] if p["id"] == beans["id"])
    assert edited["price"] == 1.99 and edited["best"]


def test_a_second_entry_starts_afresh(server, browser):
    """A price of 6 and later 4 is 4, not 64; a pack of 3 then 1 is 1, not 31."""
    browser.get(server.base + "/prices")
    wheels(browser, "#quantity")
    type_into(browser, "#price", "6")
    type_into(browser, "#pack", "3")
    add(browser, "First")
    type_into(browser, "#price", "4")
    type_into(browser, "#pack", "1")
    add(browser, "Second")
    products = {p["name"]: p for p in get(server, "/api/lists/groceries")["products"]}
    assert (products["First"]["price"], products["First"]["packCount"]) == (6, 3)
    assert (products["Second"]["price"], products["Second"]["packCount"]) == (4, 1)


# MARK: Pace


def test_pace_converts_units_splits_per_mile_and_clears_stale_results(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    wait_text(browser, "#a .readout", "42.195")
    Select(browser.find_element(By.ID, "distanceUnit")).select_by_value("mi")
    wait_text(browser, "#a .readout", "26.219")  # 42.195 km is 26.2188 mi
    Select(browser.find_element(By.ID, "split")).select_by_value("mi")
    browser.find_element(By.ID, "go").click()
    wait_text(browser, "#results", "Splits every 1 mi")
    results = browser.find_element(By.ID, "results").text
    assert "1 mi" in results and "km" not in results.split("Splits every 1 mi")[1]
    # Predictions keep their tenths: h:mm:ss.t.
    predictions = browser.find_elements(By.CSS_SELECTOR, "#results table")[1].text
    # (after the caption and the header, each row: race, time, pace and its unit)
    assert all(line.split()[-3].count(".") == 1 for line in predictions.split("\n")[2:])
    screenshot(browser, "pace-miles")
    Select(browser.find_element(By.ID, "solve")).select_by_value("time")
    WebDriverWait(browser, 8).until(
        lambda d: not d.find_element(By.ID, "results").is_displayed())


def test_a_new_pace_unit_converts_the_pace(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    Select(browser.find_element(By.ID, "solve")).select_by_value("time")
    wait_text(browser, "#b .readout", "5:00.0")
    Select(browser.find_element(By.ID, "paceUnit")).select_by_value("min/mi")
    wait_text(browser, "#b .readout", "8:02.8")  # 300 s x 1.609344 = 482.8 s per mile
    wait_text(browser, "#bTitle", "Pace (per mile)")


def test_enter_on_a_pace_wheel_calculates(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    spinner = wheels(browser, "#b")[0]
    spinner.click()
    spinner.send_keys(Keys.ENTER)
    wait_text(browser, "#results", "/km")


# MARK: Thermostat


def open_cell(browser, field, index=0):
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=%s]" % field)[index].click()
    wheels(browser)


def test_an_open_editor_follows_the_scale(server, browser):
    browser.get(server.base + "/thermostat")
    open_cell(browser, "heat")
    wait_text(browser, "#wheels .readout", "70")
    Select(browser.find_element(By.ID, "scale")).select_by_value("C")
    # The same setpoint, now in half degrees Celsius, on the Celsius wheels.
    wait_text(browser, "#wheels .readout", "21.0")
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: not d.find_element(By.ID, "editor").is_displayed())
    assert browser.find_element(By.ID, "error").text == ""


def test_the_table_and_the_picker_share_a_clock(server, browser):
    browser.get(server.base + "/thermostat")
    first_time = lambda d: d.execute_script(
        "const c = document.querySelector('td.cell[data-field=time]'); return c ? c.innerText : ''")
    WebDriverWait(browser, 8).until(lambda d: first_time(d).endswith(("AM", "PM")))
    open_cell(browser, "time")
    names = [w.get_attribute("aria-label") for w in wheels(browser)]
    assert "AM or PM" in names
    Select(browser.find_element(By.ID, "clock")).select_by_value("24")
    WebDriverWait(browser, 8).until(lambda d: first_time(d) == "06:00")
    # The wheels are drawn anew on the new clock: a wheel read as it is replaced is read again.
    WebDriverWait(browser, 8, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: "AM or PM" not in [w.get_attribute("aria-label") for w in wheels(d)])


def test_energy_star_default_can_be_undone(server, browser):
    browser.get(server.base + "/thermostat")
    open_cell(browser, "heat")
    type_into(browser, "#wheels", "66")
    browser.find_element(By.ID, "set").click()
    heat = lambda d: d.execute_script(
        "const c = document.querySelector('td.cell[data-field=heat]'); return c ? c.innerText : ''")
    WebDriverWait(browser, 8).until(lambda d: heat(d) == "66 °F")
    browser.find_element(By.ID, "reset").click()
    WebDriverWait(browser, 8).until(lambda d: heat(d) == "70 °F")
    browser.find_element(By.ID, "undo").click()
    WebDriverWait(browser, 8).until(lambda d: heat(d) == "66 °F")
    # The undo reaches the server by the page's sync.
    WebDriverWait(browser, 8).until(
        lambda d: get(server, "/api/schedules/home")["groups"][0]["entries"][0]["heat"] == 66)


# MARK: Playground


def test_playground_first_load_and_countdown(server, browser):
    browser.get(server.base + "/playground")
    wheels(browser)
    wait_text(browser, "#wheels .readout", "0:00.00")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .message").text == ""
    Select(browser.find_element(By.ID, "kind")).select_by_value("countdown")
    browser.find_element(By.ID, "apply").click()
    WebDriverWait(browser, 8).until(
        lambda d: "hours" in [w.get_attribute("aria-label") for w in wheels(d)])
    assert json.loads(browser.find_element(By.ID, "json").text)["value"] == 0


def test_a_setpoint_below_the_minimum_never_shows_as_set(server, browser):
    """Typing 40 (the minimum is 45): Set moves it to 45 and says so, saving nothing yet; the
    next Set saves 45."""
    browser.get(server.base + "/thermostat")
    open_cell(browser, "heat")
    type_into(browser, "#wheels", "40")
    wait_text(browser, "#wheels .readout", "40")
    browser.find_element(By.ID, "set").click()
    wait_text(browser, "#wheels .message", "40 is below the minimum 45; moved to 45")
    wait_text(browser, "#wheels .readout", "45")
    WebDriverWait(browser, 8).until(
        lambda d: "below the minimum 45" in d.find_element(By.ID, "announcer").text)
    assert browser.find_element(By.ID, "editor").is_displayed()
    assert get(server, "/api/schedules/home")["groups"][0]["entries"][0]["heat"] == 70
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: not d.find_element(By.ID, "editor").is_displayed())
    # The page saves on the device first; the server has it once the page's sync has run.
    WebDriverWait(browser, 8).until(
        lambda d: get(server, "/api/schedules/home")["groups"][0]["entries"][0]["heat"] == 45)

"""The pace calculator page as a runner uses it, in headless Chromium against the real server:
units by locale, speed as an input, splits of any distance, predictions for any distance and
time by any model, and interval sessions."""
import time
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import screenshot
from test_pages import wait_text, wheels


def choose(browser, select_id, value):
    Select(browser.find_element(By.ID, select_id)).select_by_value(value)


def type_into(browser, root, keys):
    """Focuses a picker's first wheel and types, a key at a time."""
    wheels(browser, root)[0].click()
    for key in keys:
        browser.switch_to.active_element.send_keys(key)
        time.sleep(0.05)


def results(browser, text):
    browser.find_element(By.ID, "go").click()
    wait_text(browser, "#results", text)
    return browser.find_element(By.ID, "results").text


def table_rows(browser, caption):
    return browser.execute_script(
        "const t = [...document.querySelectorAll('#results table, #session table')]"
        ".find((t) => t.caption && t.caption.textContent === arguments[0]);"
        "return t ? [...t.rows].slice(1).map((r) => [...r.cells].map((c) => c.textContent)) : null",
        caption)


def test_units_follow_the_locale_and_the_units_switch(server, browser):
    browser.get(server.base + "/pace?locale=en_US")
    wait_text(browser, "#a .readout", "26.219")
    assert Select(browser.find_element(By.ID, "paceUnit")).first_selected_option.text == "per mile"
    assert Select(browser.find_element(By.ID, "split")).first_selected_option.text == "mi"
    browser.get(server.base + "/pace?locale=de_DE")
    # In German, with its decimal sign (test_locale_pages.py checks the signs against CLDR).
    wait_text(browser, "#a .readout", "42,195")
    wait_text(browser, "#aTitle", "Distance (km)")
    # The switch converts each value rather than keep its digits.
    choose(browser, "system", "imperial")
    wait_text(browser, "#a .readout", "26,219")
    wait_text(browser, "#aTitle", "Distance (mi)")
    assert Select(browser.find_element(By.ID, "split")).first_selected_option.text == "mi"
    with_bad_locale = urllib.request.Request(server.base + "/pace?locale=xx_QQ")
    try:
        urllib.request.urlopen(with_bad_locale, timeout=10)
        raise AssertionError("an unknown locale was served")
    except urllib.error.HTTPError as error:
        assert error.code == 422 and "unknown locale" in error.read().decode()


def test_a_mile_pace_solves_exactly_on_the_page(server, browser):
    browser.get(server.base + "/pace?locale=en_US")
    choose(browser, "solve", "time")
    wait_text(browser, "#bTitle", "Pace (per mile)")
    type_into(browser, "#a", "001010")  # each digit sets a wheel, left to right
    wait_text(browser, "#a .readout", "1.01")
    type_into(browser, "#b", "7:45")
    wait_text(browser, "#b .readout", "7:45.00")
    # 465 s x 1.01 is 469.65 s: no rounded per-km pace between.
    results(browser, "7:49.65")
    assert browser.find_element(By.CSS_SELECTOR, "#results table tr:nth-child(2) td").text \
        == "7:49.65"


def test_speed_is_an_input(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    choose(browser, "solve", "time")
    wait_text(browser, "#b .readout", "5:00.00")
    choose(browser, "paceUnit", "km/h")
    wait_text(browser, "#bTitle", "Speed (km/h)")
    wait_text(browser, "#b .readout", "12.00")  # 5:00 per km is 12 km/h
    text = results(browser, "Result")
    assert "3:30:58.50" in text  # 42.195 km at 12 km/h: 3.51625 h
    assert "12 km/h" in text


def test_splits_of_any_distance_state_the_partial_last(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#a")
    choose(browser, "split", "m")
    wait_text(browser, "#splitLength .readout", "400")
    results(browser, "Splits every 400 m")
    rows = table_rows(browser, "Splits")
    assert len(rows) == 106 and rows[0][1] == "400 m"
    assert rows[-1][1] == "42195 m (last 195 m)" and rows[-1][3] == "3:00:00.00"
    choose(browser, "split", "mi")
    wait_text(browser, "#splitLength .readout", "1.000")
    results(browser, "Splits every 1 mi")
    rows = table_rows(browser, "Splits")
    assert rows[0][1] == "1 mi" and rows[-1][1] == "26.219 mi (last 0.219 mi)"
    assert not any("km" in cell for row in rows for cell in row)


def test_predictions_for_any_distance_and_time_by_any_model(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#target")
    # 15 km joins the races; the mile leaves them.
    browser.find_element(By.ID, "addTarget").click()
    wait_text(browser, "#targets", "15 km")
    browser.find_element(By.CSS_SELECTOR, "#targets button[aria-label='Remove race mile']").click()
    WebDriverWait(browser, 8).until(lambda d: "mile" not in d.find_element(By.ID, "targets").text)
    browser.find_element(By.ID, "addTimeTarget").click()
    wait_text(browser, "#timeTargets", "30:00")
    results(browser, "Race predictions (Average of the models")
    races = table_rows(browser, "Race predictions")
    assert [row[0] for row in races] == ["5K", "10K", "half marathon", "marathon", "15 km"]
    assert all(row[1].count(".") == 1 and row[2].endswith(" /km") for row in races)
    far = table_rows(browser, "How far in a time")
    assert [row[0] for row in far] == ["1:00:00", "30:00"]
    assert all(row[1].endswith(" km") for row in far)
    compare = table_rows(browser, "Each model's predictions")
    assert len(compare) == 7 and all(len(row) == 5 for row in compare)
    # Riegel alone, with its exponent set on its wheels.
    choose(browser, "model", "riegel")
    wheels(browser, "#exponent")
    type_into(browser, "#exponent", "108")
    wait_text(browser, "#exponent .readout", "1.08")
    text = results(browser, "Riegel exponent 1.08")
    assert "Race predictions (Riegel, Riegel exponent 1.08)" in text
    choose(browser, "model", "vo2max")
    WebDriverWait(browser, 8).until(
        lambda d: not d.find_element(By.ID, "exponent").is_displayed())
    assert "VDOT" in results(browser, "VO2max")
    browser.execute_script("document.getElementById('results').scrollIntoView()")
    screenshot(browser, "pace-predictions")


def test_an_interval_session(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#reps")
    wait_text(browser, "#repPace .readout", "3:45.00")
    browser.find_element(By.ID, "goIntervals").click()
    # 6 x 800 m at 3:45 /km (3:00 each) with 1:30 rests: 18:00 + 7:30.
    wait_text(browser, "#session", "25:30.00")
    choose(browser, "recovery", "jog")
    wait_text(browser, "#jogDistance .readout", "400")
    browser.find_element(By.ID, "goIntervals").click()
    # Jogging 400 m at 6:00 /km is 2:24 each: 18:00 + 12:00 over 6.8 km.
    wait_text(browser, "#session", "30:00.00")
    session = browser.find_element(By.ID, "session").text
    assert "6.8 km" in session and "4:24.7 /km" in session
    rows = table_rows(browser, "The session")
    assert len(rows) == 11 and rows[-1][3] == "30:00.00"
    browser.execute_script("document.getElementById('session').scrollIntoView()")
    screenshot(browser, "pace-intervals")


def test_phone_layout_has_no_sideways_scroll(server, browser):
    browser.set_window_size(390, 844)
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#a")
    results(browser, "Race predictions")
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, width
    screenshot(browser, "pace-phone")

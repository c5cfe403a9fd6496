"""The thermostat page as an owner uses it, in headless Chromium against the real server and a
real SQLite file: each day's program, copying a day, the saved schedules, thermostat words and
the clock of the locale."""
import json
import urllib.request

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import screenshot
from test_pages import wait_text, wheels


def schedule_rows(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#schedule tr')].slice(1)"
        ".map((r) => [...r.cells].map((c) => c.textContent))")


def set_value(browser, field, index, keys):
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=%s]" % field)[index].click()
    wheels(browser)
    browser.switch_to.active_element.send_keys(keys)
    browser.find_element(By.ID, "set").click()


def test_the_clock_follows_the_locale_in_the_table_and_the_picker(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#schedule", "6:00 AM")
    browser.get(server.base + "/thermostat?locale=de_DE")
    wait_text(browser, "#schedule", "06:00")
    assert "AM" not in browser.find_element(By.ID, "schedule").text
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=time]")[0].click()
    wheels(browser)
    wait_text(browser, "#wheels .readout", "06:00")
    assert "AM" not in browser.find_element(By.ID, "wheels").text


def test_each_day_edited_copied_and_joined_back(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#schedule", "Weekdays")
    assert not browser.find_element(By.ID, "copier").is_displayed()
    Select(browser.find_element(By.ID, "layout")).select_by_value("each-day")
    wait_text(browser, "#schedule", "Sunday")
    assert len(schedule_rows(browser)) == 28
    assert browser.find_element(By.ID, "copier").is_displayed()
    # Monday's wake heating setpoint to 68, then Monday copied to Wednesday and Friday.
    set_value(browser, "heat", 0, "68")
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "68 °F")
    for day in ["wednesday", "friday"]:
        browser.find_element(By.CSS_SELECTOR, "#copyTo input[value=%s]" % day).click()
    browser.find_element(By.ID, "copy").click()
    wait_text(browser, "#note", "Monday's program copied to Wednesday, Friday")
    rows = schedule_rows(browser)
    wake = {row[0]: row[3] for row in rows if row[1] == "Wake"}
    assert wake["Monday"] == wake["Wednesday"] == wake["Friday"] == "68 °F"
    assert wake["Tuesday"] == "70 °F"
    screenshot(browser, "thermostat-each-day")
    # Joining keeps Monday's program for the weekdays and says which days it replaced.
    Select(browser.find_element(By.ID, "layout")).select_by_value("weekdays-weekend")
    wait_text(browser, "#note", "Tuesday")
    assert len(schedule_rows(browser)) == 8 and schedule_rows(browser)[0][3] == "68 °F"
    browser.refresh()
    WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) == 8)
    assert schedule_rows(browser)[0][3] == "68 °F"


def test_saved_schedules_open_from_the_list(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#saved", "none yet")
    set_value(browser, "heat", 0, "66")
    wait_text(browser, "#saved", "home")
    name = browser.find_element(By.ID, "name")
    name.clear()
    name.send_keys("cabin\n")
    # The new schedule's own rows (the default's 70 °F where home's first row reads 66 °F).
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "70 °F")
    set_value(browser, "heat", 0, "64")
    wait_text(browser, "#saved", "cabin")
    browser.find_element(By.CSS_SELECTOR, "#saved button[aria-label='Open schedule home']").click()
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "66 °F")
    assert browser.find_element(By.ID, "name").get_attribute("value") == "home"
    screenshot(browser, "thermostat-saved")


def test_messages_speak_of_setpoints_not_patterns(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#schedule", "Weekdays")
    # The cooling setpoint at 90 leaves heating room; heating at 88 would leave cooling none.
    set_value(browser, "heat", 0, "88")
    wait_text(browser, "#error", "leaves no room for cooling")
    assert "99" not in browser.find_element(By.ID, "error").text


def test_undo_after_the_default_brings_back_each_day(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#schedule", "Weekdays")
    Select(browser.find_element(By.ID, "layout")).select_by_value("each-day")
    wait_text(browser, "#schedule", "Sunday")
    set_value(browser, "heat", 4, "67")  # Tuesday's wake
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[4][3] == "67 °F")
    browser.find_element(By.ID, "reset").click()
    WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) == 8)
    browser.find_element(By.ID, "undo").click()
    WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) == 28)
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[4][3] == "67 °F")


def test_an_emptied_name_says_what_a_name_may_be_as_the_api_does(server, browser):
    """The page holds no name rule: its limit and its message for an empty name are the ones
    the server checks names in paths with."""
    import json
    import re
    import urllib.error
    import urllib.request
    try:
        urllib.request.urlopen(server.base + "/api/schedules/%20", timeout=10)
        raise AssertionError("a blank schedule name was taken")
    except urllib.error.HTTPError as error:
        assert error.code == 422
        message = json.loads(error.read())["error"]["message"]
    browser.get(server.base + "/thermostat")
    wait_text(browser, "#schedule", "Wake")
    name = browser.find_element(By.ID, "name")
    # The field stops where the server's limit does.
    assert name.get_attribute("maxlength") == re.search(r"is 1-(\d+) characters", message).group(1)
    browser.execute_script(
        "const n = document.getElementById('name'); n.value = '';"
        "n.dispatchEvent(new Event('change'));")
    wait_text(browser, "#note", message)


def api_schedule(server, at):
    with urllib.request.urlopen(server.base + "/api/schedules/home?locale=en_US&at=" + at) as answer:
        return json.loads(answer.read())


def local_now(browser):
    return browser.execute_script(
        "const d = new Date(); const p = (n) => String(n).padStart(2, '0');"
        "return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T'"
        " + p(d.getHours()) + ':' + p(d.getMinutes());")


def add_hold(browser, heat, cool, end_days):
    """Opens the hold editor, turns the end's date a few days on and sets both setpoints."""
    browser.find_element(By.ID, "addHold").click()
    [day] = [w for w in wheels(browser, "#holdWheels") if w.get_attribute("aria-label") == "end day"]
    day.click()
    for _ in range(end_days):
        browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
    for root, value in [("#holdHeatWheels", heat), ("#holdCoolWheels", cool)]:
        wheels(browser, root)[0].click()
        browser.switch_to.active_element.send_keys(value)
    browser.find_element(By.ID, "setHold").click()


def test_a_hold_from_now_applies_at_once_ends_and_comes_back_with_undo(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#holds", "none: the program runs")
    # What applies now is the program's period, as the API answers for this device's moment.
    at = local_now(browser)
    expected = api_schedule(server, at)["now"]
    assert expected["source"] == "program"
    wait_text(browser, "#now", "Now %s heating, %s cooling: %s"
              % (expected["heatText"], expected["coolText"], expected["name"]))
    add_hold(browser, "55", "85", 2)
    wait_text(browser, "#note", "held at 55 °F heating, 85 °F cooling: ")
    wait_text(browser, "#now", "Now 55 °F heating, 85 °F cooling: hold ")
    item = browser.find_element(By.CSS_SELECTOR, "#holds li")
    assert "55 °F heating, 85 °F cooling: " in item.text
    assert not browser.find_element(By.ID, "holdEditor").is_displayed()
    screenshot(browser, "thermostat-hold")
    # The server has it once the page has synced: the hold starts now (on the grid) and ends two
    # days later at the same time.
    WebDriverWait(browser, 8).until(lambda d: len(api_schedule(server, at)["holds"]) == 1)
    hold = api_schedule(server, at)["holds"][0]
    assert hold["start"] <= at < hold["end"] and hold["heat"] == 55 and hold["cool"] == 85
    assert api_schedule(server, at)["now"]["source"] == "hold"
    # Its End button names it; ending it says so, and Undo puts it back.
    end = item.find_element(By.TAG_NAME, "button")
    assert end.get_attribute("aria-label") == "End hold " + hold["text"]
    end.click()
    wait_text(browser, "#note", "hold ended (")
    wait_text(browser, "#holds", "none: the program runs")
    assert browser.find_element(By.ID, "undo").text == "Undo end of hold"
    browser.find_element(By.ID, "undo").click()
    wait_text(browser, "#holds", "55 °F heating, 85 °F cooling")
    WebDriverWait(browser, 8).until(lambda d: len(api_schedule(server, at)["holds"]) == 1)


def test_a_refused_hold_says_why_and_keeps_the_editor(server, browser):
    browser.get(server.base + "/thermostat?locale=en_US")
    wait_text(browser, "#holds", "none: the program runs")
    add_hold(browser, "55", "85", 1)
    wait_text(browser, "#holds", "55 °F heating, 85 °F cooling")
    # A second hold over the same days overlaps the first: refused, and the editor stays open.
    add_hold(browser, "60", "80", 1)
    wait_text(browser, "#holdError", "overlaps the hold")
    assert browser.find_element(By.ID, "holdEditor").is_displayed()
    assert len(browser.find_elements(By.CSS_SELECTOR, "#holds li")) == 1
    browser.find_element(By.ID, "cancelHold").click()
    assert not browser.find_element(By.ID, "holdEditor").is_displayed()


@pytest.mark.parametrize("locale", ["en_US", "de_DE"])
def test_the_hold_editor_fits_a_phone(server, browser, locale):
    # On either clock (13 wheels in en_US, 11 in de_DE) the end's wheels sit under the start's,
    # every wheel inside the wheels' box, none of them cut off.
    browser.set_window_size(390, 844)
    browser.get(server.base + "/thermostat?locale=" + locale)
    wait_text(browser, "#holds", "none: the program runs")
    browser.find_element(By.ID, "addHold").click()
    drawn = wheels(browser, "#holdWheels")
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, width
    # The box and each wheel in the same (viewport) coordinates.
    box, rects = browser.execute_script(
        "const r = (n) => { const b = n.getBoundingClientRect();"
        " return [b.left, b.right, b.top, b.bottom, n.getAttribute('aria-label') || ''] };"
        "return [r(document.querySelector('#holdWheels .wheels')),"
        " [...document.querySelectorAll('#holdWheels .wheel[role=spinbutton]')].map(r)]")
    assert len(rects) == len(drawn)
    for left, right, top, bottom, name in rects:
        assert box[0] - 1 <= left and right <= box[1] + 1, (name, left, right, box)
        assert box[2] - 1 <= top and bottom <= box[3] + 1, (name, top, bottom, box)
    starts = [top for _, _, top, _, name in rects if name.startswith("start ")]
    ends = [top for _, _, top, _, name in rects if name.startswith("end ")]
    assert max(starts) < min(ends), (starts, ends)
    browser.execute_script("document.getElementById('holdEditor').scrollIntoView()")
    screenshot(browser, "thermostat-hold-phone-" + locale)

"""Issue 23 through the real pages, in headless Chromium against the real server and a real SQLite
file: the one rule for a corrected value (a confirmation that had to move a value shows it and
takes nothing; the next one takes it), the thermostat model's notes and one-step Undo, a new
schedule in the reader's scale, the price page's starts, prediction targets named by the pace
model, the Units switch, and the key names the core hands the page."""
import json

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import screenshot
from test_layout import phone
from test_page_bugs import get, rows, type_into, wait_synced
from test_pages import wait_text, wheels
from test_thermostat_page import schedule_rows

# What the rows of a never-saved schedule read, in the four periods' order (wake, leave,
# return, sleep): the Energy Star program in °F, and the same program on the °C wheels'
# half-degree grid (70 °F = 21.1 °C -> 21; 62 °F = 16.7 °C -> 16.5; 78 °F = 25.6 °C -> 25.5;
# 85 °F = 29.4 °C -> 29.5; 82 °F = 27.8 °C -> 28).
ENERGY_STAR_F = [("70 °F", "78 °F"), ("62 °F", "85 °F"),
                 ("70 °F", "78 °F"), ("62 °F", "82 °F")]
ENERGY_STAR_C = [("21 °C", "25.5 °C"), ("16.5 °C", "29.5 °C"),
                 ("21 °C", "25.5 °C"), ("16.5 °C", "28 °C")]


def german(text):
    """Text of these tests as a German reader reads it: the decimal comma (issue 25; the signs
    themselves are checked against CLDR in test_locale_pages.py)."""
    return text.replace(".", ",")


# MARK: Helpers


def redrawn(browser, change):
    """Runs `change` and waits until the schedule table has been drawn again (draw() replaces
    its rows), so a schedule loaded under a new name is never read as the old one."""
    WebDriverWait(browser, 8).until(lambda d: len(schedule_rows(d)) > 0)
    browser.execute_script("document.querySelector('#schedule tr').dataset.stale = '1'")
    change()
    WebDriverWait(browser, 8).until(lambda d: d.execute_script(
        "const r = document.querySelector('#schedule tr'); return !!r && !r.dataset.stale"))


def open_schedule(browser, base, locale, name):
    """The thermostat page in `locale`, on a schedule name no other step has used."""
    browser.get(base + "/thermostat?locale=" + locale)
    field = browser.find_element(By.ID, "name")

    def rename():
        field.clear()
        field.send_keys(name + "\n")
    redrawn(browser, rename)


def open_setpoint(browser, field="heat", index=0):
    """Opens the editor on a setpoint cell and waits for its wheels."""
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=%s]" % field)[index].click()
    return wheels(browser)


def press(browser, element_id):
    """Presses a button as a hand does: held down 150 ms before it is let go. Focus leaves a
    picker on the press (which settles it) and the click comes on the release, so whatever the
    settle answered is in before the confirmation runs. (Selenium's own click lets go at once,
    while that settle is still in flight.)"""
    ActionChains(browser).move_to_element(browser.find_element(By.ID, element_id)) \
        .click_and_hold().pause(0.15).release().perform()


def editor_open(browser):
    return browser.find_element(By.ID, "editor").is_displayed()


def saved_wake(server, name):
    """The saved Weekdays Wake entry, or None while nothing is saved under `name`."""
    if name not in get(server, "/api/schedules")["schedules"]:
        return None
    return get(server, "/api/schedules/" + name)["groups"][0]["entries"][0]


def undo_button(browser):
    button = browser.find_element(By.ID, "undo")
    return button.text if button.is_displayed() else None


def message(browser, root):
    return browser.find_element(By.CSS_SELECTOR, root + " .message").text


def chips(browser, node):
    """The chips' names, without their remove buttons' ×."""
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0] + ' li.chip')]"
        ".map((li) => li.firstChild.textContent)", node)


def selected(browser, select_id):
    return Select(browser.find_element(By.ID, select_id)).first_selected_option.get_attribute(
        "value")


# MARK: Thermostat: one rule for a corrected value


def test_set_shows_a_setpoint_below_the_minimum_corrected_and_the_next_set_saves_it(
        server, browser):
    """The heating setpoint's wheels run 45-90 °F (Temperature.swift). Typed 40, the first Set
    moves it to 45 and says why, leaving the editor open, the table on the Energy Star 70 °F and
    nothing saved; the second Set saves 45, which the table then shows."""
    open_schedule(browser, server.base, "en_US", "rule-set")
    open_setpoint(browser)
    type_into(browser, "#wheels", "40")
    wait_text(browser, "#wheels .readout", "40")
    browser.find_element(By.ID, "set").click()
    wait_text(browser, "#wheels .message", "40 is below the minimum 45; moved to 45")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "45"
    assert editor_open(browser)
    assert schedule_rows(browser)[0][3] == "70 °F"
    assert saved_wake(server, "rule-set") is None
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: not editor_open(d))
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "45 °F")
    # Saved once the page's sync has reached the server.
    WebDriverWait(browser, 8).until(
        lambda d: (saved_wake(server, "rule-set") or {}).get("heat") == 45)


def test_set_pressed_at_a_persons_speed_still_shows_the_correction_first(server, browser):
    """As above, but Set is pressed as a hand presses it (see press). The rule is the same
    whatever the press's length: the first Set shows 45 and its message and saves nothing."""
    open_schedule(browser, server.base, "en_US", "rule-press")
    open_setpoint(browser)
    type_into(browser, "#wheels", "40")
    wait_text(browser, "#wheels .readout", "40")
    press(browser, "set")
    WebDriverWait(browser, 8).until(
        lambda d: not editor_open(d) or "moved to 45" in message(d, "#wheels"))
    assert editor_open(browser), "the first Set saved: " + browser.find_element(By.ID, "note").text
    assert message(browser, "#wheels") == "40 is below the minimum 45; moved to 45"
    assert saved_wake(server, "rule-press") is None


def test_enter_on_a_wheel_shows_the_correction_first_and_saves_on_the_next(server, browser):
    """Enter on a setpoint wheel is a confirmation as Set is: typed 40 (minimum 45), the first
    Enter shows 45 and why and saves nothing; the second saves 45 and closes the editor."""
    open_schedule(browser, server.base, "en_US", "rule-enter")
    open_setpoint(browser)
    type_into(browser, "#wheels", "40")
    wait_text(browser, "#wheels .readout", "40")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_text(browser, "#wheels .message", "40 is below the minimum 45; moved to 45")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "45"
    assert editor_open(browser)
    assert schedule_rows(browser)[0][3] == "70 °F"
    assert saved_wake(server, "rule-enter") is None
    # Focus is still on the wheel: the second Enter goes to it.
    assert browser.switch_to.active_element.get_attribute("role") == "spinbutton"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 8).until(lambda d: not editor_open(d))
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "45 °F")
    # Saved once the page's sync has reached the server.
    WebDriverWait(browser, 8).until(
        lambda d: (saved_wake(server, "rule-enter") or {}).get("heat") == 45)


def test_a_spin_that_lands_on_the_minimum_is_taken_by_the_first_set(server, browser):
    """A value the person saw land is taken at once: from 46, Down on the ones wheel is 45, and
    Down again would be 44, below the minimum, so the wheel lands back on 45 with its message in
    view. The Set after it saves 45 on the first press."""
    open_schedule(browser, server.base, "en_US", "rule-spin")
    open_setpoint(browser)
    type_into(browser, "#wheels", "46")
    wait_text(browser, "#wheels .readout", "46")
    assert browser.switch_to.active_element.get_attribute("aria-label") == "ones"
    browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait_text(browser, "#wheels .readout", "45")
    browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait_text(browser, "#wheels .message", "44 is below the minimum 45; moved to 45")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "45"
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: not editor_open(d))
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "45 °F")
    # Saved once the page's sync has reached the server.
    WebDriverWait(browser, 8).until(
        lambda d: (saved_wake(server, "rule-spin") or {}).get("heat") == 45)


# MARK: Thermostat: the model's note and Undo


def test_undo_names_the_last_change_and_takes_it_back_in_one_step(server, browser):
    """Heating set to 77 °F pushes cooling from 78 to 80 (3 °F above, the °F deadband), and the
    note says both. Undo names the change; it is kept with the schedule, so it is still offered
    after a reload; pressing it brings back 70/78 together (the whole schedule before the
    change) and hides the button, since an undo is not itself undone."""
    open_schedule(browser, server.base, "en_US", "undo-edit")
    assert undo_button(browser) is None  # nothing to take back yet
    open_setpoint(browser)
    type_into(browser, "#wheels", "77")
    wait_text(browser, "#wheels .readout", "77")
    browser.find_element(By.ID, "set").click()
    wait_text(browser, "#note", "Weekdays Wake heating setpoint set to 77 °F; "
              "cooling setpoint raised to 80 °F to stay 3 °F above heating")
    assert schedule_rows(browser)[0][3:] == ["77 °F", "80 °F"]
    WebDriverWait(browser, 8).until(
        lambda d: undo_button(d) == "Undo Weekdays Wake heating setpoint")
    # The name is the model's (the page's core), and the change reaches the server by a sync;
    # the undo is kept with the schedule on this device.
    WebDriverWait(browser, 8).until(
        lambda d: (saved_wake(server, "undo-edit") or {}).get("heat") == 77)
    redrawn(browser, browser.refresh)
    field = browser.find_element(By.ID, "name")
    redrawn(browser, lambda: (field.clear(), field.send_keys("undo-edit\n")))
    assert undo_button(browser) == "Undo Weekdays Wake heating setpoint"
    browser.find_element(By.ID, "undo").click()
    wait_text(browser, "#note", "Weekdays Wake heating setpoint taken back")
    assert schedule_rows(browser)[0][3:] == ["70 °F", "78 °F"]
    assert undo_button(browser) is None
    WebDriverWait(browser, 8).until(
        lambda d: ((saved_wake(server, "undo-edit") or {}).get("heat"),
                   (saved_wake(server, "undo-edit") or {}).get("cool")) == (70, 78))


def test_undo_after_the_energy_star_default_brings_back_the_edit(server, browser):
    """An edit to 66 °F, then Energy Star default (back to 70 °F): Undo now names the default,
    and takes back only it, so the edited 66 °F returns, saved, and the button hides."""
    open_schedule(browser, server.base, "en_US", "undo-default")
    open_setpoint(browser)
    type_into(browser, "#wheels", "66")
    wait_text(browser, "#wheels .readout", "66")
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: schedule_rows(d)[0][3] == "66 °F")
    browser.find_element(By.ID, "reset").click()
    wait_text(browser, "#note", "Energy Star default set")
    assert schedule_rows(browser)[0][3] == "70 °F"
    assert undo_button(browser) == "Undo Energy Star default"
    browser.find_element(By.ID, "undo").click()
    wait_text(browser, "#note", "Energy Star default taken back")
    assert schedule_rows(browser)[0][3] == "66 °F"
    assert undo_button(browser) is None
    WebDriverWait(browser, 8).until(
        lambda d: (saved_wake(server, "undo-default") or {}).get("heat") == 66)


# MARK: Thermostat: a new schedule in the reader's scale


def test_a_new_schedule_starts_in_the_readers_scale(server, browser):
    """Never saved, a schedule opens in the scale its reader's locale reads temperatures in: °C
    for de_DE, with the Energy Star program on the half-degree grid (ENERGY_STAR_C), °F for
    en_US (ENERGY_STAR_F). Once saved it keeps its scale for any reader."""
    open_schedule(browser, server.base, "de_DE", "neu")
    assert selected(browser, "scale") == "C"
    rows_c = schedule_rows(browser)
    assert [row[1] for row in rows_c[:4]] == ["Wake", "Leave", "Return", "Sleep"]
    in_german = [tuple(german(text) for text in row) for row in ENERGY_STAR_C]
    assert [tuple(row[3:]) for row in rows_c[:4]] == in_german
    assert [tuple(row[3:]) for row in rows_c[4:]] == in_german  # the weekend too
    open_setpoint(browser, "cool", 1)
    wait_text(browser, "#wheels .readout", german("29.5"))
    open_schedule(browser, server.base, "en_US", "new")
    assert selected(browser, "scale") == "F"
    assert [tuple(row[3:]) for row in schedule_rows(browser)] == ENERGY_STAR_F * 2
    # A schedule saved from en_US stays in °F when a German reader opens it.
    open_setpoint(browser)
    browser.find_element(By.ID, "set").click()
    WebDriverWait(browser, 8).until(lambda d: saved_wake(server, "new") is not None)
    open_schedule(browser, server.base, "de_DE", "new")
    assert selected(browser, "scale") == "F"
    assert schedule_rows(browser)[0][3] == "70 °F"


def wheels_at_rest(browser):
    """Whether every wheel has turned onto its row: each spin button's selected row (the one
    in the band) reads what the wheel says it holds."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#wheels .wheel[role=spinbutton]')].every((w) => {"
        " const row = w.querySelector('.row.selected');"
        " return !!row && row.textContent === w.getAttribute('aria-valuetext'); })")


def test_the_german_thermostat_on_a_desktop_and_a_phone(server, browser):
    """Screenshots of a new German schedule (°C, the 24-hour clock of de_DE), at desktop size
    and at 390 x 844: the page's top, then the editor with a correction on show (5 °C typed
    where the °C wheels start at 7, so the first Set moves it to 7.0 and the wheels turn onto
    it). On the phone nothing scrolls sideways."""
    for name, size in [("desktop", None), ("phone", 390)]:
        if size:
            phone(browser, size)
        open_schedule(browser, server.base, "de_DE", "bild-" + name)
        assert selected(browser, "scale") == "C"
        assert schedule_rows(browser)[0][2:] == ["06:00", "21 °C", german("25.5 °C")]
        screenshot(browser, "issue23-thermostat-de-" + name)
        open_setpoint(browser)
        type_into(browser, "#wheels", "050")
        wait_text(browser, "#wheels .readout", german("5.0"))
        browser.find_element(By.ID, "set").click()
        wait_text(browser, "#wheels .message", "below the minimum 7")
        assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == german("7.0")
        WebDriverWait(browser, 8).until(wheels_at_rest)
        screenshot(browser, "issue23-thermostat-de-%s-corrected" % name)
        overflow = browser.execute_script(
            "return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, (name, overflow)


# MARK: Prices


def test_a_price_add_had_to_correct_is_added_by_the_next_add(server, browser):
    """The dollar price wheels run 0.01-9999.99 (PriceInputs.price). Typed 0000.00, the first
    Add (pressed as a hand presses it, see press) moves the price to 0.01 and says why, adding
    nothing; the second Add adds it."""
    browser.get(server.base + "/prices?list=zero-click&locale=en_US")
    wheels(browser, "#quantity")
    type_into(browser, "#price", "000000")
    wait_text(browser, "#price .readout", "0.00")
    press(browser, "addButton")
    WebDriverWait(browser, 8).until(
        lambda d: rows(d) or "moved to 0.01" in message(d, "#price"))
    assert rows(browser) == [], "the first Add added: %r" % rows(browser)
    assert "below the minimum 0.01; moved to 0.01" in message(browser, "#price")
    assert browser.find_element(By.CSS_SELECTOR, "#price .readout").text == "0.01"
    press(browser, "addButton")
    WebDriverWait(browser, 8).until(lambda d: len(rows(d)) == 1)
    assert "$0.01" in rows(browser)[0]
    wait_synced(browser)
    assert get(server, "/api/lists/zero-click")["total"] == 1


def test_enter_on_a_price_wheel_adds_a_corrected_price_on_the_second_enter(server, browser):
    """The same rule through Enter on the price wheel: 0000.00 typed, the first Enter shows 0.01
    and why and adds no row; the second Enter adds one row at $0.01."""
    browser.get(server.base + "/prices?list=zero-enter&locale=en_US")
    wheels(browser, "#quantity")
    type_into(browser, "#price", "000000")
    wait_text(browser, "#price .readout", "0.00")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 8).until(
        lambda d: rows(d) or "moved to 0.01" in message(d, "#price"))
    assert rows(browser) == []
    assert browser.find_element(By.CSS_SELECTOR, "#price .readout").text == "0.01"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, 8).until(lambda d: len(rows(d)) == 1)
    assert "$0.01" in rows(browser)[0]
    wait_synced(browser)
    assert get(server, "/api/lists/zero-enter")["total"] == 1


def test_the_inputs_start_where_the_price_model_says(server, browser):
    """The form's starts are the model's (data-starts on #add): the name, the price, the pack
    and, for each dimension the shopper picks, its quantity; the wheels show each."""
    browser.get(server.base + "/prices?list=starts&locale=en_US")
    wheels(browser, "#quantity")
    starts = json.loads(browser.find_element(By.ID, "add").get_attribute("data-starts"))
    assert starts == {"name": "Rice", "price": "2.49", "packCount": "1",
                      "quantity": {"mass": "1 kg", "volume": "1 L", "count": "12 ea"}}
    assert browser.find_element(By.ID, "productName").get_attribute("value") == "Rice"
    wait_text(browser, "#price .readout", "2.49")
    wait_text(browser, "#pack .readout", "1")
    wait_text(browser, "#quantity .readout", "1 kg")
    for dimension in ["volume", "count", "mass"]:
        Select(browser.find_element(By.ID, "dimension")).select_by_value(dimension)
        wait_text(browser, "#quantity .readout", starts["quantity"][dimension])


# MARK: Pace


def test_target_chips_are_named_by_the_model_and_listed_once(server, browser):
    """15 typed on the km wheels (015.000) joins the races as "15 km"; 15 km again adds
    nothing; 5000 m on the metre wheels is the 5K already listed, so no chip joins; 30 minutes
    on the time wheels (00:30:00.00) joins the times as "30:00"."""
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#target")
    races = chips(browser, "#targets")
    assert "5K" in races and not any(name.endswith(" km") for name in races)
    type_into(browser, "#target", "015000")
    wait_text(browser, "#target .readout", "15.000")
    browser.find_element(By.ID, "addTarget").click()
    WebDriverWait(browser, 8).until(lambda d: chips(d, "#targets") == races + ["15 km"])
    browser.find_element(By.ID, "addTarget").click()
    Select(browser.find_element(By.ID, "targetUnit")).select_by_value("m")
    wheels(browser, "#target")
    wait_text(browser, "#target .readout", "3000.0")  # the metre wheels' start
    type_into(browser, "#target", "050000")
    wait_text(browser, "#target .readout", "5000.0")
    browser.find_element(By.ID, "addTarget").click()
    type_into(browser, "#timeTarget", "00300000")
    wait_text(browser, "#timeTarget .readout", "0:30:00.00")
    times = chips(browser, "#timeTargets")
    browser.find_element(By.ID, "addTimeTarget").click()
    # Each Add answers in turn; the time chip lands after both distances were named.
    WebDriverWait(browser, 8).until(lambda d: chips(d, "#timeTargets") == times + ["30:00"])
    assert chips(browser, "#targets") == races + ["15 km"]
    assert browser.find_element(By.ID, "error").text == ""
    text = browser.find_element(By.ID, "targets").text
    assert "15.000" not in text and "5000 m" not in text


def test_calculate_shows_an_exponent_it_had_to_correct_and_the_next_calculates(
        server, browser):
    """The Riegel exponent's wheels run 1-1.2 (its spec in data-pickers). Typed 1.30, the first
    Calculate (pressed as a hand presses it, see press) moves it to 1.20 and says why, showing
    no results; the second calculates with the exponent 1.2."""
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#a")
    spec = json.loads(browser.find_element(By.ID, "inputs").get_attribute("data-pickers"))
    assert (spec["exponent"]["any"]["min"], spec["exponent"]["any"]["max"]) == ("1", "1.2")
    Select(browser.find_element(By.ID, "model")).select_by_value("riegel")
    type_into(browser, "#exponent", "130")
    wait_text(browser, "#exponent .readout", "1.30")
    press(browser, "go")
    WebDriverWait(browser, 8).until(
        lambda d: d.find_element(By.ID, "results").is_displayed()
        or "moved to 1.20" in message(d, "#exponent"))
    assert not browser.find_element(By.ID, "results").is_displayed(), \
        "the first Calculate calculated: " + browser.find_element(By.ID, "results").text[:80]
    assert message(browser, "#exponent") == "1.30 is above the maximum 1.2; moved to 1.20"
    assert browser.find_element(By.CSS_SELECTOR, "#exponent .readout").text == "1.20"
    press(browser, "go")
    wait_text(browser, "#results", "Race predictions (Riegel, Riegel exponent 1.2")


def test_the_units_switch_sets_every_unit_select_from_the_models_systems(server, browser):
    """The Units switch sets each select marked with a quantity to the system's unit (the
    model's: metric km, min/km, km/h; imperial mi, min/mi, mph); a pace select showing a speed
    gets the speed unit. The track units (repetition, jog) are not a system's and stay m."""
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#a")
    starts = json.loads(browser.find_element(By.ID, "inputs").get_attribute("data-starts"))
    assert starts["systems"] == {"metric": {"distance": "km", "pace": "min/km", "speed": "km/h"},
                                 "imperial": {"distance": "mi", "pace": "min/mi", "speed": "mph"}}
    distance_selects = ["distanceUnit", "split", "targetUnit"]
    pace_selects = ["paceUnit", "repPaceUnit"]
    marked = browser.execute_script(
        "return [...document.querySelectorAll('select[data-quantity]')].map((s) => s.id)")
    assert sorted(marked) == sorted(distance_selects + pace_selects)

    def units():
        return {name: selected(browser, name)
                for name in distance_selects + pace_selects + ["repUnit", "jogUnit"]}
    metric = {"distanceUnit": "km", "split": "km", "targetUnit": "km", "paceUnit": "min/km",
              "repPaceUnit": "min/km", "repUnit": "m", "jogUnit": "m"}
    imperial = dict(metric, distanceUnit="mi", split="mi", targetUnit="mi", paceUnit="min/mi",
                    repPaceUnit="min/mi")
    assert units() == metric
    Select(browser.find_element(By.ID, "system")).select_by_value("imperial")
    wait_text(browser, "#aTitle", "Distance (mi)")
    WebDriverWait(browser, 8).until(lambda d: units() == imperial)
    Select(browser.find_element(By.ID, "system")).select_by_value("metric")
    wait_text(browser, "#aTitle", "Distance (km)")
    WebDriverWait(browser, 8).until(lambda d: units() == metric)
    # Speed: 12.00 km/h is 12 / 1.609344 = 7.456 mph, 7.46 on the speed wheels.
    Select(browser.find_element(By.ID, "solve")).select_by_value("time")
    Select(browser.find_element(By.ID, "paceUnit")).select_by_value("km/h")
    wait_text(browser, "#bTitle", "Speed (km/h)")
    wait_text(browser, "#b .readout", "12.00")
    Select(browser.find_element(By.ID, "system")).select_by_value("imperial")
    wait_text(browser, "#bTitle", "Speed (mph)")
    wait_text(browser, "#b .readout", "7.46")
    assert selected(browser, "paceUnit") == "mph"
    assert selected(browser, "repPaceUnit") == "min/mi"  # no speed there: a pace stays a pace
    Select(browser.find_element(By.ID, "system")).select_by_value("metric")
    wait_text(browser, "#bTitle", "Speed (km/h)")
    assert selected(browser, "paceUnit") == "km/h"
    assert selected(browser, "distanceUnit") == "km"


# MARK: Keys


BROWSER_KEYS = {"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home",
                "End", "Backspace", "Enter"}


def test_every_page_carries_the_cores_key_names(server, browser):
    """The core's key map (PickerKey.browserNames) reaches each page as the body's data-keys:
    the arrows, PageUp/PageDown, Home/End, Backspace and Enter, once each, and never Tab."""
    for page in ["/", "/pace", "/thermostat", "/prices", "/playground"]:
        browser.get(server.base + page)
        keys = json.loads(browser.find_element(By.TAG_NAME, "body").get_attribute("data-keys"))
        assert len(keys) == len(set(keys)) and set(keys) == BROWSER_KEYS, (page, keys)


def test_tab_leaves_the_picker_and_arrow_up_turns_the_wheel(server, browser):
    """The editor opens on 70 °F with focus on the tens wheel (a picker has one tab stop, its
    focused wheel). ArrowUp, a core key, turns that wheel one row: 70 becomes 80. Tab is not a
    core key: it leaves the picker for the next control, the Set button, and moves nothing."""
    open_schedule(browser, server.base, "en_US", "keys")
    open_setpoint(browser)
    wait_text(browser, "#wheels .readout", "70")
    wheel = browser.switch_to.active_element
    assert wheel.get_attribute("role") == "spinbutton"
    assert wheel.get_attribute("aria-label") == "tens"
    wheel.send_keys(Keys.ARROW_UP)
    wait_text(browser, "#wheels .readout", "80")
    assert browser.switch_to.active_element.get_attribute("aria-valuetext") == "8"
    browser.switch_to.active_element.send_keys(Keys.TAB)
    WebDriverWait(browser, 8).until(
        lambda d: d.switch_to.active_element.get_attribute("id") == "set")
    assert browser.find_element(By.CSS_SELECTOR, "#wheels .readout").text == "80"
    assert editor_open(browser) and saved_wake(server, "keys") is None

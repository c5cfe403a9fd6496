"""Forms on the web: POST /api/form over a real socket (the text and the object description, the
core's form actions, the key map, refusals, a hostile state, answers) checked against what
`picker form` prints for the same answers, and the playground's form (WheelForm in wheels.js) in
a real headless Chromium: labelled groups, typing, Tab and Enter, a dependent field following,
the live region, a refused description, the mouse wheel, and the form at desktop and phone
sizes. Screenshots: .build/screenshots/form-desktop.png and form-phone.png."""
import copy
import datetime
import html
import json
import os
import re
import subprocess
import tempfile
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import picker_binary, present, screenshot
from test_pages import notches, wait_text
from test_wheel import COUNT_FETCHES, group_name, idle, in_band, use_size

# The playground's example form as an object: the same description the page's text holds.
EXAMPLE = {
    "title": "Weekend away",
    "fields": [
        {"name": "leave", "label": "Leave on", "kind": "date", "mode": "date",
         "min": "today", "max": "+1y"},
        {"name": "back", "label": "Back on", "kind": "date", "mode": "date",
         "min": {"field": "leave"}, "max": "+1y"},
        {"name": "heat", "label": "Heating at home (°F)", "kind": "pattern", "pattern": "99",
         "min": 45, "max": 85, "default": 60},
        {"name": "cool", "label": "Cooling at home (°F)", "kind": "pattern", "pattern": "99",
         "min": {"field": "heat", "plus": 2}, "max": 90, "default": 85},
        {"name": "bag", "label": "Bag", "kind": "measure", "dimension": "mass",
         "units": ["kg", "lb"], "default": "12 kg"},
        {"name": "seat", "label": "Seat", "kind": "choose",
         "options": ["aisle", "middle", "window"], "default": "window"},
    ],
}
LABELS = [field["label"] for field in EXAMPLE["fields"]]
HEAT, COOL, BAG, SEAT = 2, 3, 4, 5
HEAT_MAX = EXAMPLE["fields"][HEAT]["max"]
PLUS = EXAMPLE["fields"][COOL]["min"]["plus"]  # cooling stays this far above heating


# --- HTTP ---------------------------------------------------------------------------------------

def post(server, body):
    """POST /api/form; (status, decoded answer), a refusal's status and body included."""
    request = urllib.request.Request(
        server.base + "/api/form", data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def ok(server, body):
    status, report = post(server, body)
    assert status == 200, report
    return report


def refused(server, body):
    status, report = post(server, body)
    assert status == 422, (status, report)
    return report["error"]["message"]


def example_text(server):
    """The description the playground's form opens with, as the page serves it."""
    with urllib.request.urlopen(server.base + "/playground", timeout=10) as answer:
        page = answer.read().decode()
    found = re.search(r'<textarea id="form-text"[^>]*>(.*?)</textarea>', page, re.S)
    return html.unescape(found.group(1))


def spin(field, wheel, by):
    return {"field": field, "action": {"spin": {"wheel": wheel, "by": by}}}


def number(report, field):
    return int(report["fields"][field]["answer"]["written"])


def test_the_text_and_the_object_give_the_same_form(server):
    text = example_text(server)
    assert text.startswith("title: Weekend away")
    from_text = ok(server, {"form": text})
    from_object = ok(server, {"form": EXAMPLE})
    from_json = ok(server, {"form": json.dumps(EXAMPLE)})
    assert from_text == from_object == from_json
    assert from_text["title"] == EXAMPLE["title"]
    assert [f["name"] for f in from_text["fields"]] == [f["name"] for f in EXAMPLE["fields"]]
    assert [f["label"] for f in from_text["fields"]] == LABELS
    # Fresh: on the defaults, the first field focused, nothing said, nothing submitted.
    values = from_text["values"]
    assert (values["heat"], values["cool"], values["bag"], values["seat"]) == (
        60, 85, {"unit": "kg", "value": 12}, "window")
    assert values["back"] == values["leave"]  # back's minimum is leave, and no default
    datetime.date.fromisoformat(values["leave"])
    assert from_text["focus"] == 0 and not from_text["submitted"]
    assert "message" not in from_text or from_text["message"] is None
    for field in from_text["fields"]:
        assert field["answer"]["wheels"], field["name"]  # each with the wheels to draw


def test_a_spin_on_heating_moves_cooling(server):
    report = ok(server, {"form": EXAMPLE})
    # Heating's tens +2, ones +4, tens +1 (over its maximum), ones -9: cooling is never less
    # than heating plus its margin, and moves only when it has to.
    for action in [spin(HEAT, 0, 2), spin(HEAT, 1, 4), spin(HEAT, 0, 1), spin(HEAT, 1, -9)]:
        before_heat, before_cool = number(report, HEAT), number(report, COOL)
        report = ok(server, {"form": EXAMPLE, "state": report["state"], "actions": [action]})
        heat, cool = number(report, HEAT), number(report, COOL)
        wheel, by = action["action"]["spin"]["wheel"], action["action"]["spin"]["by"]
        digits = [before_heat // 10, before_heat % 10]
        digits[wheel] = (digits[wheel] + by) % 10
        spun = digits[0] * 10 + digits[1]
        assert heat == min(spun, HEAT_MAX), (action, before_heat, heat)
        assert cool == max(before_cool, heat + PLUS), (action, heat, before_cool, cool)
        assert report["values"]["heat"] == heat and report["values"]["cool"] == cool
        assert report["focus"] == HEAT
        notes = [f["answer"].get("message") for f in report["fields"]]
        if cool != before_cool:
            moved = "%d is below the minimum %d; moved to %d" % (before_cool, heat + PLUS, cool)
            assert notes[COOL] == moved
            assert "%s: %s" % (LABELS[COOL], moved) in report["message"]
        else:
            assert notes[COOL] is None
        if spun > HEAT_MAX:
            assert notes[HEAT] == "%d is above the maximum %d; moved to %d" % (
                spun, HEAT_MAX, HEAT_MAX)
        assert not report["submitted"]


def test_an_entry_moves_cooling_once_it_ends(server):
    fresh = ok(server, {"form": EXAMPLE})
    typed = ok(server, {"form": EXAMPLE, "state": fresh["state"], "actions": [
        {"field": HEAT, "action": {"type": "8"}}, {"field": HEAT, "action": {"type": "4"}}]})
    # Still an entry: cooling has not moved yet.
    assert typed["values"]["heat"] == 84 and number(typed, COOL) == number(fresh, COOL)
    left = ok(server, {"form": EXAMPLE, "state": typed["state"], "actions": [{"key": "Tab"}]})
    assert left["focus"] == HEAT + 1
    assert number(left, COOL) == max(number(fresh, COOL), 84 + PLUS)
    assert left["message"] == "%s: %d is below the minimum %d; moved to %d" % (
        LABELS[COOL], number(fresh, COOL), 84 + PLUS, 84 + PLUS)


def test_enter_moves_through_the_fields_and_submits_on_the_last(server):
    report = ok(server, {"form": EXAMPLE})
    count = len(EXAMPLE["fields"])
    for field in range(1, count):
        report = ok(server, {"form": EXAMPLE, "state": report["state"],
                             "actions": [{"key": "Enter"}]})
        assert report["focus"] == field and not report["submitted"]
    # Tab on the last field stays there and does not submit; Enter does.
    tabbed = ok(server, {"form": EXAMPLE, "state": report["state"], "actions": [{"key": "Tab"}]})
    assert tabbed["focus"] == count - 1 and not tabbed["submitted"]
    report = ok(server, {"form": EXAMPLE, "state": report["state"], "actions": [{"key": "Enter"}]})
    assert report["submitted"] and report["focus"] == count - 1
    # The same in one request, and focus moves by number and by next/previous.
    once = ok(server, {"form": EXAMPLE, "actions": [{"key": "Enter"}] * count})
    assert once["submitted"]
    assert once["values"] == report["values"]
    moved = ok(server, {"form": EXAMPLE, "actions": [
        {"focus": 4}, {"focus": "previous"}, {"focus": "previous"}, {"focus": "next"}]})
    assert moved["focus"] == 3 and not moved["submitted"]


def test_a_change_that_leaves_a_dependent_no_value_is_taken_back_and_not_submitted(server):
    form = {"title": "Tight", "fields": [
        {"name": "heat", "label": "Heat", "kind": "pattern", "pattern": "99",
         "min": 45, "max": 85, "default": 60},
        {"name": "cool", "label": "Cool", "kind": "pattern", "pattern": "99",
         "min": {"field": "heat", "plus": 2}, "max": 80, "default": 70}]}
    report = ok(server, {"form": form, "actions": [
        {"field": 0, "action": {"type": "8"}}, {"field": 0, "action": {"type": "4"}}, "submit"]})
    assert not report["submitted"]
    assert report["values"] == {"heat": 60, "cool": 70}  # as before the entry
    note = report["fields"][0]["answer"]["message"]
    assert note.startswith("back to 60: ") and "cool" in note and "86" in note, note
    assert report["message"] == "Heat: " + note
    # 74 leaves cool a value (76-80): the form is submitted with cool moved up.
    report = ok(server, {"form": form, "actions": [
        {"field": 0, "action": {"type": "7"}}, {"field": 0, "action": {"type": "4"}}, "submit"]})
    assert report["submitted"] and report["values"] == {"heat": 74, "cool": 74 + 2}


def test_refusals_say_what_is_wrong(server):
    two = {"fields": [{"name": "x", "kind": "pattern", "pattern": "9"},
                      {"name": "y", "kind": "pattern", "pattern": "9"}]}
    out_of_range = "field 5 is not a field of this form: its 2 fields are numbered 0 to 1"
    assert refused(server, {"form": two, "actions": [
        {"field": 5, "action": {"key": "ArrowUp"}}]}) == out_of_range
    assert refused(server, {"form": two, "actions": [{"focus": 5}]}) == out_of_range
    missing = {"fields": [{"name": "a", "kind": "pattern", "pattern": "99",
                           "min": {"field": "b"}}]}
    assert refused(server, {"form": missing}) == (
        "a's bound names b, which is not a field of this form")
    assert refused(server, {"form": "fields: [ {name: a"}).startswith(
        "the form's text: not valid JSON or YAML: ")
    fresh = ok(server, {"form": EXAMPLE})
    leave = datetime.date.fromisoformat(fresh["values"]["leave"])
    dates = {"leave": leave.isoformat(), "back": (leave + datetime.timedelta(days=3)).isoformat()}
    assert refused(server, {"form": EXAMPLE, "answers": dict(dates, heat=80, cool=81)}) == (
        "cool: 81 is below the minimum 82")
    both = "send answers, or a state and actions, not both"
    assert refused(server, {"form": EXAMPLE, "answers": dates, "state": fresh["state"]}) == both
    assert refused(server, {"form": EXAMPLE, "answers": dates, "actions": []}) == both


def test_a_hostile_state_starts_afresh(server):
    fresh = ok(server, {"form": EXAMPLE})
    state = fresh["state"]
    far_year = copy.deepcopy(state)
    far_year["basis"][0]["year"] = 99999999
    far_year["basis"][1]["year"] = 99999999
    short = copy.deepcopy(state)
    short["fields"], short["basis"] = short["fields"][:3], short["basis"][:3]
    illegal_heat = copy.deepcopy(state)
    illegal_heat["basis"][HEAT] = 7  # below heating's minimum: no action could leave it
    huge_rows = copy.deepcopy(state)
    huge_rows["fields"][HEAT]["rows"] = [10 ** 12, -3]
    for hostile in [far_year, short, illegal_heat, huge_rows]:
        report = ok(server, {"form": EXAMPLE, "state": hostile, "actions": []})
        assert report["state"] == state, hostile
        assert report["values"] == fresh["values"]
    # A focus far out of range: the fields start afresh and the focus is on a field.
    far_focus = copy.deepcopy(state)
    far_focus["focus"] = 10 ** 12
    for actions in [[], [{"key": "ArrowUp"}], [{"key": "Enter"}]]:
        report = ok(server, {"form": EXAMPLE, "state": far_focus, "actions": actions})
        assert 0 <= report["focus"] < len(EXAMPLE["fields"]), report["focus"]
        assert report["state"]["basis"] == state["basis"]
        assert report["values"]["heat"] == fresh["values"]["heat"]


def run_picker_form(description_yaml, answers, nearest):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "form.yaml")
        with open(path, "w", encoding="utf-8") as file:
            file.write(description_yaml)
        command = [picker_binary(), "form", path] + (["--nearest"] if nearest else [])
        done = subprocess.run(command, input=json.dumps(answers), capture_output=True,
                              text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), done.stderr


def test_answers_with_nearest_move_a_dependent_as_picker_form_does(server):
    text = example_text(server)
    fresh = ok(server, {"form": EXAMPLE})
    leave = datetime.date.fromisoformat(fresh["values"]["leave"]) + datetime.timedelta(days=7)
    early = leave - datetime.timedelta(days=2)  # before leave: back moves up to it
    answers = {"leave": leave.isoformat(), "back": early.isoformat(), "heat": "84", "cool": 70,
               "bag": "20 lb"}
    report = ok(server, {"form": text, "answers": answers, "nearest": True})
    values = report["values"]
    assert values["back"] == leave.isoformat()
    assert values["heat"] == 84 and values["cool"] == max(70, 84 + PLUS)
    assert values["bag"] == {"unit": "lb", "value": 20} and values["seat"] == "window"
    assert report["submitted"]
    # A refusal or a correction names its field by name for scripts.
    assert "cool: 70 is below the minimum %d; moved to %d" % (84 + PLUS, 84 + PLUS) in (
        report["message"])
    printed, said = run_picker_form(text, answers, nearest=True)
    assert printed == values
    assert "cool: 70 is below the minimum" in said
    # Without --nearest, answers that hold print as given, and the same as the route's.
    answers = {"leave": leave.isoformat(), "back": leave.isoformat(), "heat": 70, "cool": 80,
               "seat": "aisle"}
    report = ok(server, {"form": text, "answers": answers})
    printed, _ = run_picker_form(text, answers, nearest=False)
    assert printed == report["values"]
    assert printed["heat"] == 70 and printed["cool"] == 80 and printed["seat"] == "aisle"


# --- the playground's form in Chromium ----------------------------------------------------------

@pytest.fixture()
def playground(server, browser):
    """Opens the playground (at a size) with the request counter, and waits for its form."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_FETCHES})

    def open_page(size="desktop", fields=len(EXAMPLE["fields"])):
        use_size(browser, size)
        browser.get(server.base + "/playground")
        form_drawn(browser, fields)
        return browser
    return open_page


def form_drawn(browser, fields):
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(
        By.CSS_SELECTOR, "#form .form-field [role=group] .wheel[role=spinbutton]")) > 0 and len(
        d.find_elements(By.CSS_SELECTOR, "#form .form-field")) == fields)
    idle(browser)


def groups(browser):
    return browser.find_elements(By.CSS_SELECTOR, "#form .form-field [role=group]")


def field_wheels(browser, field):
    return groups(browser)[field].find_elements(By.CSS_SELECTOR, ".wheel[role=spinbutton]")


def readout(browser, field):
    return groups(browser)[field].find_element(By.CSS_SELECTOR, ".readout").text


def focused_field(browser):
    """The position of the field whose group holds the focus, or None."""
    return browser.execute_script("""
        const all = [...document.querySelectorAll('#form .form-field [role=group]')];
        return all.findIndex((g) => g.contains(document.activeElement));""")


def press(browser, *keys):
    ActionChains(browser).send_keys(*keys).perform()


def submitted_answers(browser):
    WebDriverWait(browser, 8).until(
        lambda d: d.find_element(By.ID, "form-json").text.strip() != "")
    return json.loads(browser.find_element(By.ID, "form-json").text)


def type_heating(browser, digits):
    """Clicks Heating's first wheel and types its digits; the entry is not ended."""
    field_wheels(browser, HEAT)[0].click()
    assert focused_field(browser) == HEAT
    press(browser, digits)
    WebDriverWait(browser, 8).until(lambda d: readout(d, HEAT) == digits)
    idle(browser)


def test_the_form_opens_with_six_labelled_groups(playground, server):
    browser = playground()
    assert browser.find_element(By.CSS_SELECTOR, "#form h3").text == EXAMPLE["title"]
    found = groups(browser)
    assert len(found) == len(LABELS)
    assert [group_name(browser, g) for g in found] == LABELS
    headings = browser.find_elements(By.CSS_SELECTOR, "#form .form-field h4.field")
    assert [h.text for h in headings] == LABELS
    # Each group's readout is what the route's fresh report writes, its wheels named and
    # speaking their own row; one Tab stop per field.
    fresh = ok(server, {"form": example_text(server)})
    assert [readout(browser, i) for i in range(len(LABELS))] == [
        f["answer"]["written"] for f in fresh["fields"]]
    for i in range(len(LABELS)):
        spinners = field_wheels(browser, i)
        assert all(w.get_attribute("aria-label") for w in spinners)
        assert all(w.get_attribute("aria-valuetext") == in_band(browser, w) for w in spinners)
        assert [w.get_attribute("tabindex") for w in spinners].count("0") == 1
    assert browser.find_element(By.ID, "form-error").text == ""
    assert browser.find_element(By.ID, "form-json").text == ""


def test_typing_heating_and_leaving_with_tab_moves_cooling(playground, server):
    browser = playground()
    cool_before = int(readout(browser, COOL))
    type_heating(browser, "84")
    assert int(readout(browser, COOL)) == cool_before  # an entry in progress moves nothing
    press(browser, Keys.TAB)
    want = max(cool_before, 84 + PLUS)
    WebDriverWait(browser, 8).until(lambda d: readout(d, COOL) == str(want))
    assert focused_field(browser) == COOL
    wait_text(browser, "#announcer", LABELS[COOL])
    said = browser.find_element(By.ID, "announcer").text
    assert LABELS[COOL] in said and str(want) in said, said
    idle(browser)
    # The wheels draw the value the readout writes.
    assert "".join(in_band(browser, w) for w in field_wheels(browser, COOL)) == str(want)
    assert groups(browser)[COOL].find_element(By.CSS_SELECTOR, ".message").text == (
        "%d is below the minimum %d; moved to %d" % (cool_before, 84 + PLUS, want))
    # The Submit button sends the answers, exact.
    browser.find_element(By.CSS_SELECTOR, "#form .form-end button").click()
    values = submitted_answers(browser)
    fresh = ok(server, {"form": example_text(server)})["values"]
    assert values == dict(fresh, heat=84, cool=want)
    assert re.search(r'"heat": 84,', browser.find_element(By.ID, "form-json").text)
    wait_text(browser, "#form .form-end .message", "Submitted.")


def test_enter_after_tab_moves_on_from_the_field_tabbed_to(playground, server):
    browser = playground()
    type_heating(browser, "84")
    press(browser, Keys.TAB)
    WebDriverWait(browser, 8).until(lambda d: readout(d, COOL) == str(84 + PLUS))
    assert focused_field(browser) == COOL
    idle(browser)
    for field in [BAG, SEAT]:
        press(browser, Keys.ENTER)
        idle(browser)
        assert focused_field(browser) == field, "Enter did not move on to %s" % LABELS[field]
    press(browser, Keys.ENTER)  # on Seat, the last field: submits
    values = submitted_answers(browser)
    fresh = ok(server, {"form": example_text(server)})["values"]
    assert values == dict(fresh, heat=84, cool=84 + PLUS)


def test_each_enter_moves_one_field_and_enter_on_seat_submits(playground, server):
    browser = playground()
    type_heating(browser, "84")
    for field in [COOL, BAG, SEAT]:
        press(browser, Keys.ENTER)
        idle(browser)
        assert focused_field(browser) == field, "Enter did not move on to %s" % LABELS[field]
        if field == COOL:
            assert readout(browser, COOL) == str(84 + PLUS)
    press(browser, Keys.ENTER)
    values = submitted_answers(browser)
    fresh = ok(server, {"form": example_text(server)})["values"]
    assert values == dict(fresh, heat=84, cool=84 + PLUS, bag={"unit": "kg", "value": 12}, seat="window")
    datetime.date.fromisoformat(values["leave"])
    datetime.date.fromisoformat(values["back"])


def open_description(browser, text, fields=None):
    """Types a description into the form's text and opens it."""
    box = browser.find_element(By.ID, "form-text")
    box.clear()
    box.send_keys(text)
    assert box.get_attribute("value") == text
    browser.find_element(By.ID, "open-form").click()
    if fields is not None:
        WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(
            By.CSS_SELECTOR, "#form .form-field")) == fields and d.find_element(
            By.CSS_SELECTOR, "#form h3").text == json.loads(text)["title"])
        form_drawn(browser, fields)


def test_a_refused_description_shows_the_servers_message_and_no_fields(playground, server):
    browser = playground()
    bad = {"title": "Broken", "fields": [
        {"name": "a", "kind": "pattern", "pattern": "99", "min": {"field": "b"}}]}
    message = refused(server, {"form": bad})
    open_description(browser, json.dumps(bad))
    wait_text(browser, "#form-error", message)
    assert browser.find_element(By.ID, "form-error").text == message
    assert present(browser, By.CSS_SELECTOR, "#form .form-field") == []
    assert present(browser, By.CSS_SELECTOR, "#form .wheel") == []
    wait_text(browser, "#announcer", message)
    # A small valid one opens with its own fields; the error is gone.
    good = {"title": "Tea", "fields": [
        {"name": "cups", "label": "Cups", "kind": "pattern", "pattern": "9", "min": 1,
         "default": 2},
        {"name": "kind", "label": "Kind", "kind": "choose", "options": ["green", "black"]}]}
    open_description(browser, json.dumps(good), fields=2)
    assert browser.find_element(By.ID, "form-error").text == ""
    assert [group_name(browser, g) for g in groups(browser)] == ["Cups", "Kind"]
    assert [readout(browser, i) for i in range(2)] == ["2", "green"]


def test_a_mouse_wheel_notch_on_heating_moves_cooling_when_needed(playground):
    browser = playground()
    form = {"title": "Notches", "fields": [
        {"name": "heat", "label": "Heating", "kind": "pattern", "pattern": "99",
         "min": 45, "max": 97, "default": 88},
        {"name": "cool", "label": "Cooling", "kind": "pattern", "pattern": "99",
         "min": {"field": "heat", "plus": 2}, "max": 99, "default": 90}]}
    open_description(browser, json.dumps(form), fields=2)
    plus = form["fields"][1]["min"]["plus"]
    ones = field_wheels(browser, 0)[1]
    assert ones.get_attribute("aria-label") == "ones"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", ones)
    scrolled = browser.execute_script("return window.scrollY")
    # A notch down turns one row forward (+1), a notch up one row back; cooling only moves up
    # to stay legal, never back down.
    for count in [1, -1, 1]:
        heat, cool = int(readout(browser, 0)), int(readout(browser, 1))
        digit = (int(ones.get_attribute("aria-valuetext")) + count) % 10
        want_heat = heat // 10 * 10 + digit
        want_cool = max(cool, want_heat + plus)
        notches(browser, ones, count)
        WebDriverWait(browser, 8).until(lambda d: readout(d, 0) == str(want_heat))
        idle(browser)
        assert readout(browser, 0) == str(want_heat) and in_band(browser, ones) == str(digit)
        assert readout(browser, 1) == str(want_cool), (count, heat, cool)
        if want_cool != cool:
            wait_text(browser, "#announcer", "Cooling: %d is below the minimum %d; moved to %d"
                      % (cool, want_heat + plus, want_cool))
    # The notches turned the wheel; the page did not scroll under it.
    assert browser.execute_script("return window.scrollY") == scrolled


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_form_at_desktop_and_phone_sizes(playground, size):
    browser = playground(size)
    browser.execute_script("document.getElementById('form').scrollIntoView()")
    idle(browser)
    screenshot(browser, "form-" + size)
    width = browser.execute_script("return window.innerWidth")
    assert width == (1280 if size == "desktop" else 390)
    overflowing = browser.execute_script("""
        return [...document.querySelectorAll('.form-field .wheels')]
          .map((w) => [w.closest('.form-field').querySelector('h4').textContent,
                       w.getBoundingClientRect().right])
          .filter(([, right]) => right > window.innerWidth);""")
    assert overflowing == [], overflowing
    assert len(browser.find_elements(By.CSS_SELECTOR, ".form-field .wheels")) == len(LABELS)
    assert browser.execute_script(
        "return document.documentElement.scrollWidth - window.innerWidth") <= 0


def test_a_disabled_option_is_struck_through_and_passed_over(playground, server):
    """An option shown that cannot be chosen (`disabled: true`): the row the core says so is
    drawn struck through, ArrowUp passes over it and typing its letter does not pick it, and
    the form submits an option that can be chosen."""
    browser = playground()
    description = {"title": "Seat", "fields": [
        {"name": "seat", "label": "Seat", "kind": "choose",
         "options": ["aisle", {"label": "middle", "disabled": True}, "window"]}]}
    open_description(browser, json.dumps(description), fields=1)
    wheel = field_wheels(browser, 0)[0]
    # A screen reader hears the option beside the band that cannot be chosen (the core's words).
    assert wheel.get_attribute("aria-valuetext") == "aisle; beside it, middle is unavailable"
    struck = browser.find_elements(By.CSS_SELECTOR, "#form .wheel .row.disabled")
    assert [row.text for row in struck if row.is_displayed()] == ["middle"], [
        row.text for row in struck]
    decoration = browser.execute_script(
        "return getComputedStyle(arguments[0]).textDecorationLine", struck[0])
    assert decoration == "line-through"
    wheel.click()
    press(browser, Keys.ARROW_UP)
    WebDriverWait(browser, 8).until(lambda d: readout(d, 0) == "window")
    assert wheel.get_attribute("aria-valuetext") == "window; beside it, middle is unavailable"
    press(browser, "m")
    idle(browser)
    assert readout(browser, 0) == "window"
    screenshot(browser, "form-disabled-option")
    press(browser, Keys.ENTER)
    assert submitted_answers(browser) == {"seat": "window"}


TRIP = {"title": "Trip", "fields": [
    {"name": "trip", "label": "Trip", "kind": "choose", "options": ["one way", "return"],
     "default": "one way"},
    {"name": "out", "label": "Out", "kind": "date", "timeZone": "UTC", "default": "2026-12-20"},
    {"name": "back", "label": "Back", "kind": "date", "timeZone": "UTC",
     "min": {"field": "out"}, "when": {"field": "trip", "is": "return"}}]}


def shown_fields(browser):
    return [box.is_displayed() for box in
            browser.find_elements(By.CSS_SELECTOR, "#form .form-field")]


def test_a_field_shows_only_while_its_condition_holds(playground, server):
    browser = playground()
    open_description(browser, json.dumps(TRIP), fields=3)
    fresh = ok(server, {"form": TRIP})
    assert [bool(field.get("hidden")) for field in fresh["fields"]] == [False, False, True]
    assert shown_fields(browser) == [True, True, False]
    # Return, turned on the Trip wheel: Back appears, and Enter walks Trip, Out, Back, submit.
    field_wheels(browser, 0)[0].click()
    press(browser, Keys.ARROW_UP)
    WebDriverWait(browser, 8).until(lambda d: shown_fields(d) == [True, True, True])
    assert readout(browser, 0) == "return"
    screenshot(browser, "form-when-return")
    for field in [1, 2]:
        press(browser, Keys.ENTER)
        idle(browser)
        assert focused_field(browser) == field
    press(browser, Keys.ENTER)
    assert submitted_answers(browser) == {"trip": "return", "out": "2026-12-20",
                                          "back": "2026-12-20"}
    # One way again: Back is hidden, not focused, and not in the answers; Enter on Out submits.
    browser.execute_script("document.getElementById('form-json').textContent = ''")
    field_wheels(browser, 0)[0].click()
    press(browser, Keys.ARROW_DOWN)
    WebDriverWait(browser, 8).until(lambda d: shown_fields(d) == [True, True, False])
    press(browser, Keys.ENTER)
    idle(browser)
    assert focused_field(browser) == 1
    press(browser, Keys.ENTER)
    assert submitted_answers(browser) == {"trip": "one way", "out": "2026-12-20"}
    # The same answers piped to picker form print the same values.
    printed, _ = run_picker_form(json.dumps(TRIP), {"trip": "one way", "back": "never"}, False)
    assert printed == {"trip": "one way", "out": "2026-12-20"}


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_date_range_field_shows_both_ends_and_keeps_the_end_after_the_start(playground, size):
    """A `range: true` date field: the start's wheels, a dash and the end's, all inside the box
    at a phone's width; the end's day turned before the start comes back to it, saying so; the
    form submits the interval."""
    browser = playground(size)
    description = {"title": "Away", "fields": [
        {"name": "away", "label": "Away", "kind": "date", "range": True, "longest": "3w",
         "timeZone": "UTC", "default": "2026-12-20/2026-12-22"}]}
    open_description(browser, json.dumps(description), fields=1)
    wheels = browser.find_elements(By.CSS_SELECTOR, "#form .form-field .wheel")
    assert len(wheels) == 7
    box = browser.find_element(By.CSS_SELECTOR, "#form .form-field .wheels")
    inside = browser.execute_script("""
        const box = arguments[0].getBoundingClientRect();
        return [...arguments[0].querySelectorAll('.wheel')].every((w) => {
          const r = w.getBoundingClientRect();
          return r.left >= box.left - 0.5 && r.right <= box.right + 0.5; });""", box)
    assert inside, "a wheel is cut off"
    assert readout(browser, 0) == "December 20, 2026 – December 22, 2026"
    spinners = field_wheels(browser, 0)
    assert [w.get_attribute("aria-label") for w in spinners][:2] == ["start month", "start day"]
    end_day = spinners[4]
    assert end_day.get_attribute("aria-label") == "end day"
    end_day.click()
    press(browser, Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    WebDriverWait(browser, 8).until(lambda d: "is before the start" in d.find_element(
        By.CSS_SELECTOR, "#form").text)
    WebDriverWait(browser, 8).until(
        lambda d: readout(d, 0) == "December 20, 2026 – December 20, 2026")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    screenshot(browser, "form-date-range-" + size)
    press(browser, Keys.ARROW_UP, Keys.ARROW_UP)
    WebDriverWait(browser, 8).until(
        lambda d: readout(d, 0) == "December 20, 2026 – December 22, 2026")
    press(browser, Keys.ENTER)
    assert submitted_answers(browser) == {"away": "2026-12-20/2026-12-22"}

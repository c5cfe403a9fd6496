"""The core in the page: /assets/pickerkit.js loads the served pickerkit.wasm in Chromium, on the
app's own pages under their Content-Security-Policy, and answers as the core does
(PageCoreTests holds it to the native core byte for byte, over seeded requests, in node).

The app's pages ask it, not the server: loading /pace and editing its wheels sends no picker
request, the playground's wheels keep working with the network gone (DevTools' offline
emulation), and a description naming a locale the page was not handed fetches it once from
GET /api/platform (offline, the core refuses it as an unknown locale)."""
import json
import re
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import chromium, screenshot


def core_answers(browser, base, calls):
    """Loads the core in a page of the app and answers each (call, request text) there."""
    browser.get(base + "/")
    return browser.execute_async_script(
        """
        const [calls, done] = arguments;
        import("/assets/pickerkit.js")
          .then((module) => module.load())
          .then((core) => done(calls.map(([name, text]) => core.calls[name](text))))
          .catch((error) => done("failed: " + error));
        """, calls)


def test_the_core_runs_in_a_page_under_the_apps_policy(served, browser):
    base = "http://127.0.0.1:%d" % served.port
    answers = core_answers(browser, base, [
        ["json", '{"b": 1, "a": [1.50, "\\u00e9/"], "Z": null}'],
        ["json", "[1,]"],
        ["localeData", '{"identifier": "de_DE"}'],
    ])
    assert not isinstance(answers, str), answers
    assert answers[0] == '{"Z":null,"a":[1.50,"é/"],"b":1}'
    assert json.loads(answers[1]) == {"error": {
        "message": "not valid JSON: a value is an object, array, string, number, true, false or "
                   "null at byte 3"}}
    assert json.loads(answers[2]) == {"error": {"message": 'the field "digits" is missing'}}
    severe = [entry["message"] for entry in browser.get_log("browser")
              if entry["level"] == "SEVERE"]
    assert severe == [], severe


def test_the_module_is_served_as_webassembly(served):
    with urllib.request.urlopen(served.base + "/assets/pickerkit.wasm", timeout=10) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"] == "application/wasm"
        assert answer.read(4) == b"\0asm"


def requests_made(driver):
    """The URLs of every request the page has made, from DevTools' performance log."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def readout(driver, root):
    return driver.find_element(By.CSS_SELECTOR, root + " .readout").text


def test_pace_loads_and_edits_with_no_picker_request(served):
    driver = chromium(logs={"performance": "ALL", "browser": "ALL"})
    try:
        driver.get(served.base + "/pace?locale=de_DE")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#a") != "")
        loaded = requests_made(driver)
        # Its own core: the core with the pace model, and no other app's.
        cores = [url for url in loaded if re.search(r"\.wasm$", url)]
        assert len(cores) == 1 and re.search(r"/assets/pickerkit-pace\.[0-9a-f]{16}\.wasm$",
                                             cores[0]), cores
        assert [url for url in loaded if "/api/picker" in url or "/api/platform" in url] == []
        # The reader's signs come from the data handed with the page: de_DE writes a comma.
        wheel = driver.find_elements(By.CSS_SELECTOR, "#b .wheel[role=spinbutton]")[0]
        driver.execute_script("arguments[0].focus()", wheel)
        before = readout(driver, "#b")
        ActionChains(driver).send_keys("1234").perform()
        WebDriverWait(driver, 5).until(lambda d: readout(d, "#b") != before)
        after = requests_made(driver)
        assert [url for url in after if "/api/picker" in url] == [], after
    finally:
        driver.quit()


def test_playground_wheels_work_offline(served):
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") == "0:00.00")
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        offline = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch("/healthz").then(() => done(false), () => done(true));""")
        assert offline, "DevTools did not take the network away"
        wheels = driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")
        driver.execute_script("arguments[0].focus()", wheels[0])
        ActionChains(driver).send_keys("1234").perform()
        WebDriverWait(driver, 5).until(lambda d: readout(d, "#wheels") == "12:34.00")
        # A new picker is built offline too: a time on the minute grid, in UTC.
        driver.find_element(By.ID, "kind").send_keys("time")
        driver.find_element(By.ID, "apply").click()
        WebDriverWait(driver, 5).until(lambda d: re.fullmatch(
            r"\d{1,2}:\d{2}\s?[AP]M", readout(d, "#wheels")))
        assert driver.find_element(By.CSS_SELECTOR, "#wheels .message").text == ""
        screenshot(driver, "playground-offline")
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE" and "healthz" not in entry["message"]]
        assert severe == [], severe
    finally:
        driver.quit()


# A picker whose description names a locale the page was not handed (the playground is en_US's).
FRENCH = """
    const [done] = [arguments[arguments.length - 1]];
    const root = document.createElement("div"); root.id = "french";
    document.querySelector("main").append(root);
    const picker = new WheelPicker(root, { kind: "date", mode: "date", locale: "fr_CA",
      min: "2026-03-01", max: "2026-03-31" }, { label: "date" });
    picker.load().then(() => done({ written: root.querySelector(".readout").textContent,
      message: root.querySelector(".message, .error").textContent }));
"""


def test_a_locale_not_handed_is_fetched_once_and_refused_offline(served):
    driver = chromium(logs={"performance": "ALL"})
    try:
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") != "")
        requests_made(driver)  # the load's requests, read and forgotten
        shown = driver.execute_async_script(FRENCH)
        assert "mars" in shown["written"], shown
        asked = [url for url in requests_made(driver) if "/api/" in url]
        assert len(asked) == 1 and "/api/platform?locale=fr_CA" in asked[0], asked
        # Asked again, the page has it.
        driver.execute_script("document.getElementById('french').remove()")
        again = driver.execute_async_script(FRENCH)
        assert again == shown
        assert [url for url in requests_made(driver) if "/api/" in url] == []
    finally:
        driver.quit()
    driver = chromium()
    try:
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") != "")
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        shown = driver.execute_async_script(FRENCH)
        assert shown["written"] == ""
        assert "fr_CA" in shown["message"] and "locale" in shown["message"], shown
    finally:
        driver.quit()


def test_the_playground_puts_a_time_on_either_clock_offline(served):
    """A time's clock whatever the locale (`clock` in the description): the playground's core is
    handed en_US on both clocks, so each builds with the network gone, and the clock choice shows
    only for the modes that have a time of day (the server's descriptions say which)."""
    from selenium.webdriver.support.ui import Select
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") == "0:00.00")
        assert not driver.find_element(By.ID, "clock-setting").is_displayed()
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        Select(driver.find_element(By.ID, "kind")).select_by_value("time")
        assert driver.find_element(By.ID, "clock-setting").is_displayed()
        clock = Select(driver.find_element(By.ID, "clock"))
        clock.select_by_value("24")
        driver.find_element(By.ID, "apply").click()
        WebDriverWait(driver, 5).until(
            lambda d: re.fullmatch(r"\d{2}:\d{2}", readout(d, "#wheels")))
        hours = driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")
        assert len(hours) == 2, "24 hours: an hour and a minute wheel, no AM/PM"
        screenshot(driver, "playground-clock-24")
        clock.select_by_value("12")
        driver.find_element(By.ID, "apply").click()
        WebDriverWait(driver, 5).until(
            lambda d: re.fullmatch(r"\d{1,2}:\d{2}\s?[AP]M", readout(d, "#wheels")))
        assert len(driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")) == 3
        Select(driver.find_element(By.ID, "kind")).select_by_value("date")
        assert not driver.find_element(By.ID, "clock-setting").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, "#wheels .message").text == ""
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE"]
        assert severe == [], severe
    finally:
        driver.quit()


def test_the_playground_shows_only_the_chosen_kinds_settings(served):
    """Issue 55: a pattern's settings for a pattern, a dimension for a measure, choices for
    choices; each kind's own, and the wheels built from them."""
    from selenium.webdriver.support.ui import Select
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.set_window_size(390, 900)
        driver.get(served.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") == "0:00.00")
        settings = {"pattern": ["pattern", "min", "max", "step"], "measure": ["dimension"],
                    "options": ["choices", "filter", "several"], "date": [], "time": ["clock"]}
        every = sorted({name for names in settings.values() for name in names})
        for kind, own in settings.items():
            Select(driver.find_element(By.ID, "kind")).select_by_value(kind)
            shown = [name for name in every if driver.find_element(By.ID, name).is_displayed()]
            assert shown == sorted(own), (kind, shown)
            driver.find_element(By.ID, "apply").click()
            WebDriverWait(driver, 5).until(lambda d: readout(d, "#wheels") != "")
            screenshot(driver, "playground-settings-" + kind)
    finally:
        driver.quit()

"""Every page on a phone (390 and 320 CSS pixels, as Chromium's device emulation draws them):
nothing scrolls sideways, touch targets are at least 44 px, tables reflow, and the pages follow
the system's dark mode. Screenshots at each size are saved in .build/screenshots."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import screenshot

PAGES = ["/", "/pace", "/thermostat", "/prices", "/playground"]


def phone(browser, width):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 844, "deviceScaleFactor": 2, "mobile": True})


def loaded(browser, page):
    if page != "/":
        WebDriverWait(browser, 8).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, ".wheel, td.cell")) > 0)
    if page == "/thermostat":
        # The editor, opened as a person would, must fit too.
        browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=time]")[0].click()
        WebDriverWait(browser, 8).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, "#wheels .wheel")) > 0)


@pytest.mark.parametrize("width", [390, 320])
def test_no_page_scrolls_sideways_on_a_phone(server, browser, width):
    phone(browser, width)
    for page in PAGES:
        browser.get(server.base + page)
        loaded(browser, page)
        overflow = browser.execute_script(
            "return document.documentElement.scrollWidth - window.innerWidth")
        # What sticks out, named, so a failure says where to look.
        wide = browser.execute_script("""
            return [...document.querySelectorAll('body *')]
              .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((e) => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className).slice(0, 5);""")
        name = "phone-%d%s" % (width, page.replace("/", "-") if page != "/" else "-home")
        screenshot(browser, name)
        assert overflow <= 0 and wide == [], (page, overflow, wide)


@pytest.mark.parametrize("width", [390, 320])
def test_the_pace_answer_is_on_a_phones_first_screen(server, browser, width):
    """The page opens with its answer on a phone's first screen (844 CSS pixels tall), under
    what is solved for; the rest of the results a tap away, so the wheels that change the answer
    follow close under it. A turned wheel clears it, and Calculate brings the new one into view."""
    phone(browser, width)
    browser.get(server.base + "/pace")
    loaded(browser, "/pace")
    WebDriverWait(browser, 8).until(lambda d: d.find_element(By.ID, "results").is_displayed())
    screenshot(browser, "phone-%d-pace-answer" % width)
    places = browser.execute_script("""
      const place = (node) => node.getBoundingClientRect();
      const answer = place(document.querySelector('#results table'));
      return {answer: Math.round(answer.bottom), solve: Math.round(place(document.getElementById('solve')).bottom),
        a: Math.round(place(document.getElementById('a')).top),
        parts: [...document.querySelectorAll('#results details')].map((d) => d.open)};""")
    assert places["solve"] < places["answer"] <= 844, places
    assert places["parts"] and not any(places["parts"]), places
    # The first wheel starts within a screen of the answer.
    assert places["a"] - places["answer"] < 844 / 2, places
    browser.find_element(By.CSS_SELECTOR, "#b .wheel[role=spinbutton]").send_keys(Keys.ARROW_UP)
    WebDriverWait(browser, 8).until(lambda d: not d.find_element(By.ID, "results").is_displayed())
    # Calculate pressed from the keyboard (chromedriver's click at 320 CSS pixels lands on a
    # point it scrolled away from).
    browser.find_element(By.ID, "go").send_keys(Keys.ENTER)
    seen = lambda d: d.execute_script("""
      const r = document.querySelector('#results table');
      return r && [Math.round(r.getBoundingClientRect().top), Math.round(r.getBoundingClientRect().bottom), innerHeight];""")
    try:
        WebDriverWait(browser, 8).until(lambda d: seen(d) and 0 <= seen(d)[0] and seen(d)[1] <= seen(d)[2])
    except Exception:
        screenshot(browser, "phone-%d-pace-calculated" % width)
        raise AssertionError(seen(browser))


def test_touch_targets_are_44_px(server, browser):
    phone(browser, 390)
    for page in PAGES:
        browser.get(server.base + page)
        loaded(browser, page)
        small = browser.execute_script("""
            return [...document.querySelectorAll('button, input, select, header a, td.cell')]
              .filter((e) => e.offsetParent !== null)
              .map((e) => [e.tagName + (e.id ? '#' + e.id : ''), e.getBoundingClientRect()])
              .filter(([, r]) => r.height < 44 || r.width < 44)
              .map(([n, r]) => n + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));""")
        assert small == [], (page, small)


def test_tables_reflow_on_a_phone(server, browser):
    phone(browser, 390)
    browser.get(server.base + "/thermostat")
    loaded(browser, "/thermostat")
    header = browser.find_element(By.CSS_SELECTOR, "#schedule tr")
    assert not header.is_displayed()
    row = browser.find_elements(By.CSS_SELECTOR, "#schedule tr")[1]
    assert browser.execute_script("return getComputedStyle(arguments[0]).display", row) == "flex"


def test_dark_mode_follows_the_system(server, browser):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    for page in PAGES:
        browser.get(server.base + page)
        loaded(browser, page)
        background = browser.execute_script(
            "return getComputedStyle(document.body).backgroundColor")
        ink = browser.execute_script("return getComputedStyle(document.body).color")
        assert background == "rgb(15, 17, 21)" and ink == "rgb(229, 231, 235)", page
        screenshot(browser, "dark" + (page.replace("/", "-") if page != "/" else "-home"))

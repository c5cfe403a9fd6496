"""The pages in a real headless Chromium against the real server: spin a wheel, type digits, see
a corrected value, save a schedule and find it after a reload, add products and see the best
value. Each page is saved as a screenshot in .build/screenshots."""
import json
import time
import urllib.request

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as expect
from selenium.webdriver.support.ui import WebDriverWait

from conftest import present, screenshot


def wait_text(driver, selector, text, timeout=8):
    WebDriverWait(driver, timeout).until(
        expect.text_to_be_present_in_element((By.CSS_SELECTOR, selector), text))


def wheels(driver, root="#wheels"):
    WebDriverWait(driver, 8).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, root + " .wheel[role=spinbutton]")) > 0)
    return driver.find_elements(By.CSS_SELECTOR, root + " .wheel[role=spinbutton]")


def notches(driver, wheel, count):
    """Turns a wheel by mouse-wheel notches (100 px each, as Chromium sends one), through
    Chromium's input pipeline; negative turns up."""
    for _ in range(abs(count)):
        ActionChains(driver).scroll_from_origin(
            ScrollOrigin.from_element(wheel), 0, 100 if count > 0 else -100).perform()
        time.sleep(0.05)


def click_row(driver, wheel, rows):
    """Clicks the visible row `rows` below (negative: above) the wheel's selection band."""
    ActionChains(driver).move_to_element_with_offset(wheel, 0, 40 * rows).click().perform()


def test_home_names_all_four(server, browser):
    browser.get(server.base + "/")
    text = browser.find_element(By.TAG_NAME, "main").text
    for name in ["Pace calculator", "Thermostat schedule", "Unit prices", "Playground"]:
        assert name in text
    screenshot(browser, "home")


def test_playground_spin_type_and_correct(server, browser):
    browser.get(server.base + "/playground")
    spinners = wheels(browser)
    assert len(spinners) == 6  # 59:59.99: six digit wheels, two fixed separators
    first = spinners[0]
    first.click()
    first.send_keys(Keys.ARROW_UP)  # Up increases, as a spin button: 0:00.00 -> 10:00.00
    wait_text(browser, "#wheels .readout", "10:00.00")
    # The wheel speaks its own row; the group's description is the whole value.
    assert spinners[0].get_attribute("aria-valuetext") == "1"
    assert spinners[0].get_attribute("aria-label") == "minutes, tens"
    # Type-to-set: 1 2 5 4 3 7 is 12:54.37, as in the terminal.
    for key in "125437":
        browser.switch_to.active_element.send_keys(key)
        time.sleep(0.15)
    wait_text(browser, "#wheels .readout", "12:54.37")
    wait_text(browser, "#json", "774.37")
    screenshot(browser, "playground")

    # A thermostat in half degrees: scroll the tens wheel to 0 and the core moves it back to 7.
    browser.find_element(By.ID, "pattern").clear()
    browser.find_element(By.ID, "pattern").send_keys("99.9")
    browser.find_element(By.ID, "min").send_keys("7")
    browser.find_element(By.ID, "max").send_keys("32")
    browser.find_element(By.ID, "step").send_keys("0.5")
    browser.find_element(By.ID, "apply").click()
    time.sleep(0.5)
    spinners = wheels(browser)
    wait_text(browser, "#wheels .readout", "7.0")  # the legal value nearest zero
    notches(browser, spinners[0], 3)  # tens: three notches, three rows: 37.0
    wait_text(browser, "#wheels .message", "37.0 is above the maximum 32; moved to 32.0")
    wait_text(browser, "#wheels .readout", "32.0")
    assert browser.find_element(By.ID, "announcer").text.startswith("37.0 is above")
    screenshot(browser, "playground-corrected")


def set_first_heat(browser, digits):
    """Opens the first heat setpoint, types it on its wheels and presses Set."""
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=heat]")[0].click()
    wheels(browser)[0].click()
    for key in digits:
        browser.switch_to.active_element.send_keys(key)
        time.sleep(0.2)
    wait_text(browser, "#wheels .readout", digits)
    browser.find_element(By.ID, "set").click()


def test_thermostat_save_and_reload(server, browser):
    browser.get(server.base + "/thermostat")
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "td.cell")) > 0)
    set_first_heat(browser, "77")
    wait_text(browser, "#note", "cooling setpoint raised to 80")
    screenshot(browser, "thermostat")
    browser.refresh()
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "td.cell")) > 0)
    row = browser.find_elements(By.CSS_SELECTOR, "#schedule tr")[1].text
    assert "77 °F" in row and "80 °F" in row


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_a_schedule_name_with_a_space_and_accents_works(server, browser):
    browser.get(server.base + "/thermostat")
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "td.cell")) > 0)
    name = browser.find_element(By.ID, "name")
    name.clear()
    name.send_keys("Hütte am See" + Keys.TAB)
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "td.cell")) > 0)
    set_first_heat(browser, "66")
    wait_text(browser, "#schedule", "66 °F")
    # A name with a control character is refused with the server's message, not an uncaught error.
    name.clear()
    name.send_keys("\u00a0" + Keys.TAB)
    wait_text(browser, "#note", "a schedule name is 1-40 characters")
    assert console_errors(browser) == [] or all("422" in m for m in console_errors(browser))
    def saved_heat():
        with urllib.request.urlopen(server.base + "/api/schedules/H%C3%BCtte%20am%20See") as answer:
            return json.loads(answer.read())["groups"][0]["entries"][0]["heat"]
    # Once the page's sync has reached the server.
    WebDriverWait(browser, 8).until(lambda d: saved_heat() == 66)


def test_thermostat_cells_open_from_the_keyboard(server, browser):
    browser.get(server.base + "/thermostat")
    WebDriverWait(browser, 8).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "td.cell")) > 0)
    browser.find_element(By.ID, "reset").send_keys("")  # focus the last control before the table
    for _ in range(12):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        if browser.switch_to.active_element.get_attribute("role") == "button":
            break
    cell = browser.switch_to.active_element
    assert cell.get_attribute("aria-label") == "Weekdays Wake time 6:00 AM"
    cell.send_keys(Keys.ENTER)
    wait_text(browser, "#editing", "Weekdays Wake time")
    assert browser.find_element(By.ID, "editor").is_displayed()


def test_a_missing_page_is_a_page(server, browser):
    browser.get(server.base + "/no/such/page")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Not Found"
    assert "no such page or route" in browser.find_element(By.CSS_SELECTOR, "main .error").text
    browser.find_element(By.CSS_SELECTOR, "main a[href='/']").click()
    WebDriverWait(browser, 8).until(lambda d: d.find_element(By.TAG_NAME, "h1").text == "PickerKit")


def test_playground_applies_on_enter_and_drops_a_bad_pattern(server, browser):
    browser.get(server.base + "/playground")
    wheels(browser)
    field = browser.find_element(By.ID, "pattern")
    field.clear()
    field.send_keys("9..9" + Keys.ENTER)
    wait_text(browser, "#wheels .error", "at most one decimal point")
    assert present(browser, By.CSS_SELECTOR, "#wheels .wheel") == []
    assert browser.find_element(By.ID, "json").text == ""
    field.clear()
    field.send_keys("99.9" + Keys.ENTER)
    WebDriverWait(browser, 8).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")) == 3)
    assert '"text": "00.0"' in browser.find_element(By.ID, "json").text


def test_pages_run_their_scripts_under_the_policy(server, browser):
    # The Content-Security-Policy has no inline script: a page whose script were inline would
    # show a violation here and draw no wheels.
    for page in ["/", "/pace", "/thermostat", "/prices", "/playground"]:
        browser.get(server.base + page)
        if page != "/":
            WebDriverWait(browser, 8).until(
                lambda d: len(d.find_elements(By.CSS_SELECTOR, ".wheel, td.cell")) > 0)
        assert console_errors(browser) == [], page


def test_prices_escape_and_best_value(server, browser):
    browser.get(server.base + "/prices")
    name = browser.find_element(By.ID, "productName")
    wheels(browser, "#quantity")
    name.clear()
    name.send_keys("<script>alert('x')</script> rice")
    browser.find_element(By.ID, "addButton").click()
    wait_text(browser, "#products", "<script>alert('x')</script> rice")
    name.clear()
    name.send_keys("Cheap rice")
    # Make it cheaper: click the row above the price's ones wheel, 2 -> 1.
    price_wheels = wheels(browser, "#price")
    click_row(browser, price_wheels[3], -1)  # 2.49 -> 1.49
    wait_text(browser, "#price .readout", "1.49")
    browser.find_element(By.ID, "addButton").click()
    wait_text(browser, "#products", "Cheap rice")
    rows = browser.find_elements(By.CSS_SELECTOR, "#products tr")
    assert "Cheap rice" in rows[1].text and "Best value" in rows[1].text
    assert "% more" in rows[2].text
    # The name ran as text, not as a script: no alert is open.
    try:
        browser.switch_to.alert
        raise AssertionError("a product name ran as a script")
    except NoAlertPresentException:
        pass
    browser.execute_script("window.scrollTo(0, 0)")
    screenshot(browser, "prices")
    browser.refresh()
    assert "&lt;script&gt;" not in browser.find_element(By.ID, "products").text
    assert "<script>alert('x')</script> rice" in browser.find_element(By.ID, "products").text


def test_pace(server, browser):
    browser.get(server.base + "/pace?locale=en_GB")
    wheels(browser, "#a")
    wait_text(browser, "#a .readout", "42.195")
    wait_text(browser, "#b .readout", "3:00:00.0")
    browser.find_element(By.ID, "go").click()
    wait_text(browser, "#results", "4:16.0 /km")
    assert "6:51.9 /mi" in browser.find_element(By.ID, "results").text
    browser.execute_script("document.getElementById('results').scrollIntoView()")
    screenshot(browser, "pace")

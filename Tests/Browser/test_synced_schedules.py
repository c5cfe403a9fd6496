"""Thermostat schedules kept on devices and synced (issue 34): the schedule editor works offline
after one visit, keeps its schedule across reloads, and syncs when the server is back; two browser
profiles stand for two phones, each changing the schedule offline, and a period changed on both
sides is decided by the model's rule (the first change to reach the server wins) with a note for
the person whose change was not kept."""
import json
import signal
import urllib.request
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import Server, chromium, screenshot
from test_installed_app import CONTROLLED
from test_pages import wait_text
from test_thermostat_page import schedule_rows, set_value


def server_schedule(server, name):
    """The schedule as the server keeps it, read through the sync endpoint (no edits)."""
    request = urllib.request.Request(
        server.base + "/api/schedules/%s/sync" % name,
        data=json.dumps({"device": str(uuid.uuid4()), "edits": []}).encode(),
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def kept_heat(server, name, group, period):
    entries = server_schedule(server, name)["schedule"]["entries"]
    return next(e["heat"] for e in entries if e["group"] == group and e["period"] == period)


def wait_synced(driver):
    """Until the page says its schedule is on the server too (the device's edits all answered)."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.getElementById('syncStatus').textContent === "
        "JSON.parse(document.getElementById('name').dataset.words).synced"))


def on_device(driver):
    return driver.execute_script(
        "return document.getElementById('syncStatus').textContent === "
        "JSON.parse(document.getElementById('name').dataset.words).onDevice")


def row(driver, days, period):
    """A period's cells as the page shows them; empty while the table is not drawn yet."""
    return next((r for r in schedule_rows(driver) if r[0] == days and r[1] == period),
                ["", "", "", "", ""])


def open_schedule(driver, server, name):
    driver.get(server.base + "/thermostat?locale=en_US")
    WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)
    field = driver.find_element(By.ID, "name")
    if field.get_attribute("value") != name:
        field.clear()
        field.send_keys(name + "\n")
        WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)


def set_heat(driver, days, period, value):
    """Opens a period's heating setpoint, types it, and Sets it; waits for the row to show it."""
    index = [(r[0], r[1]) for r in schedule_rows(driver)].index((days, period))
    set_value(driver, "heat", index, value)
    WebDriverWait(driver, 10).until(lambda d: row(d, days, period)[3] == value + " °F")


def test_the_schedule_is_edited_offline_and_kept_across_reloads(database):
    server = Server(database).start()
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.implicitly_wait(5)
        open_schedule(driver, server, "cottage")
        driver.execute_async_script(CONTROLLED)
        set_heat(driver, "Weekdays", "Wake", "66")
        wait_synced(driver)
        assert kept_heat(server, "cottage", "weekdays", "wake") == "66"
        server.stop()
        # Offline: the page reloads from the device, and every change works and is kept.
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)
        assert row(driver, "Weekdays", "Wake")[3] == "66 °F"
        set_heat(driver, "Weekend", "Sleep", "60")
        assert on_device(driver)
        Select(driver.find_element(By.ID, "layout")).select_by_value("each-day")
        wait_text(driver, "#schedule", "Sunday")
        assert len(schedule_rows(driver)) == 28
        driver.find_element(By.ID, "undo").click()
        WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)
        Select(driver.find_element(By.ID, "scale")).select_by_value("C")
        WebDriverWait(driver, 10).until(lambda d: row(d, "Weekdays", "Wake")[3] == "19 °C")
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)
        assert row(driver, "Weekdays", "Wake")[3] == "19 °C"
        assert row(driver, "Weekend", "Sleep")[3] == "15.5 °C"
        assert on_device(driver)
        driver.execute_script("window.scrollTo(0, 0)")
        screenshot(driver, "thermostat-offline")
        # The server back: the device's changes arrive, in its scale, the values as set.
        server.start()
        driver.refresh()
        wait_synced(driver)
        kept = server_schedule(server, "cottage")["schedule"]
        assert kept["scale"] == "C"
        assert kept_heat(server, "cottage", "weekend", "sleep") == "60"
        assert kept_heat(server, "cottage", "weekdays", "wake") == "66"
    finally:
        driver.quit()
        server.stop()


def test_two_devices_edit_offline_and_the_first_to_reach_the_server_wins(database):
    server = Server(database).start()
    phones = [chromium(), chromium()]
    try:
        for phone in phones:
            phone.implicitly_wait(5)
            phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        first, second = phones
        open_schedule(first, server, "shared")
        first.execute_async_script(CONTROLLED)
        set_heat(first, "Weekdays", "Wake", "66")
        wait_synced(first)
        open_schedule(second, server, "shared")
        second.execute_async_script(CONTROLLED)
        wait_synced(second)
        WebDriverWait(second, 10).until(lambda d: row(d, "Weekdays", "Wake")[3] == "66 °F")
        server.stop()
        # Offline, both change weekdays' wake; each changes a period of its own too.
        for phone, wake, days, period, value in [(first, "64", "Weekend", "Sleep", "60"),
                                                 (second, "68", "Weekdays", "Leave", "61")]:
            phone.refresh()
            WebDriverWait(phone, 10).until(lambda d: row(d, "Weekdays", "Wake")[3] == "66 °F")
            set_heat(phone, "Weekdays", "Wake", wake)
            set_heat(phone, days, period, value)
            assert on_device(phone)
        # The server back: the first phone syncs first, so its wake stands.
        server.start()
        first.refresh()
        wait_synced(first)
        second.refresh()
        wait_synced(second)
        WebDriverWait(second, 10).until(lambda d: d.find_element(By.ID, "notes").text != "")
        assert ("Weekdays Wake: changed on another device first; that change stands"
                in second.find_element(By.ID, "notes").text)
        second.execute_script("document.getElementById('syncStatus').scrollIntoView()")
        screenshot(second, "thermostat-synced-phone-note")
        # The first phone, with nothing of its own left to send, shows what it keeps at once and
        # the second phone's Leave once its sync has answered: wait for the three together.
        first.refresh()
        wait_synced(first)
        both = [("Weekdays", "Wake", "64 °F"), ("Weekend", "Sleep", "60 °F"),
                ("Weekdays", "Leave", "61 °F")]
        for phone in phones:
            WebDriverWait(phone, 10).until(
                lambda d: [row(d, days, period)[3] for days, period, _ in both]
                == [value for _, _, value in both])
        assert kept_heat(server, "shared", "weekdays", "wake") == "64"
        assert kept_heat(server, "shared", "weekdays", "leave") == "61"
    finally:
        for phone in phones:
            phone.quit()
        server.stop()


def test_a_server_killed_mid_sync_loses_nothing_it_answered(database):
    """The server is killed (SIGKILL) while a device's sync is in flight; started again, the
    device sends the same edits and each is applied once."""
    server = Server(database).start()
    driver = chromium()
    try:
        open_schedule(driver, server, "killed")
        driver.execute_async_script(CONTROLLED)
        server.stop()
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: len(schedule_rows(d)) == 8)
        for value in ["65", "66", "67"]:
            set_heat(driver, "Weekdays", "Wake", value)
        set_heat(driver, "Weekend", "Wake", "63")
        server.start()
        # The reload's sync goes out; the server dies at once, whether or not it answered.
        driver.refresh()
        server.process.send_signal(signal.SIGKILL)
        server.process.wait()
        server.start()
        driver.refresh()
        wait_synced(driver)
        assert kept_heat(server, "killed", "weekdays", "wake") == "67"
        assert kept_heat(server, "killed", "weekend", "wake") == "63"
        assert row(driver, "Weekdays", "Wake")[3] == "67 °F"
    finally:
        driver.quit()
        server.stop()

"""axe-core (Deque's accessibility engine, its default rules: WCAG 2 A and AA and best practices)
on every page in a real headless Chromium, at a 1280 px desktop and on a 390 px phone, in light
and dark mode, and in the states a person reaches: the thermostat with its editor open, the prices
page with a product added. Any violation fails, printed as axe reports it.

axe.min.js is the one bundled by PyPI's axe-playwright-python (installed without Playwright by
scripts/test.sh: only the file is used), injected with Selenium's execute_script."""
import importlib.util
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_pages import wait_text
from test_wheel import COUNT_FETCHES, idle, use_size


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        pytest.fail("axe-core is missing: python3 -m pip install --no-deps axe-playwright-python")
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"),
              encoding="utf-8") as file:
        return file.read()


RUN = """
const done = arguments[arguments.length - 1];
axe.run(document).then(
  (results) => done({ version: axe.version, violations: results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, url: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html,
      summary: n.failureSummary })) })) }),
  (error) => done({ error: String(error) }));"""


def thermostat_editor(browser):
    WebDriverWait(browser, 8).until(lambda d: d.find_elements(By.CSS_SELECTOR, "td.cell"))
    browser.find_elements(By.CSS_SELECTOR, "td.cell[data-field=heat]")[0].click()
    WebDriverWait(browser, 8).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "#editor .wheel[role=spinbutton]"))
    assert browser.find_element(By.ID, "editor").is_displayed()


def prices_with_a_product(browser):
    WebDriverWait(browser, 8).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "#quantity .wheel[role=spinbutton]"))
    idle(browser)
    name = browser.find_element(By.ID, "productName")
    name.clear()
    name.send_keys("Oat milk")
    browser.find_element(By.ID, "addButton").click()
    wait_text(browser, "#products", "Oat milk")


def wheels_drawn(browser):
    WebDriverWait(browser, 8).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".wheel, td.cell"))


# Each page state: its path and what a person does there first.
STATES = {
    "home": ("/", None),
    "pace": ("/pace", wheels_drawn),
    "thermostat": ("/thermostat", wheels_drawn),
    "thermostat-editor": ("/thermostat", thermostat_editor),
    "prices": ("/prices", wheels_drawn),
    "prices-with-product": ("/prices", prices_with_a_product),
    "playground": ("/playground", wheels_drawn),
}


def readable(where, violations):
    lines = []
    for v in violations:
        lines.append("%s: %s (%s) %s\n  %s" % (where, v["id"], v["impact"], v["help"], v["url"]))
        for node in v["nodes"]:
            lines.append("    at %s\n      %s\n      %s" % (
                node["target"], node["html"][:160],
                node["summary"].replace("\n", "\n      ")))
    return "\n".join(lines)


@pytest.mark.parametrize("state", list(STATES))
def test_axe_finds_no_violations(server, browser, state):
    source = axe_source()
    path, reach = STATES[state]
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_FETCHES})
    browser.set_script_timeout(60)
    found = []
    version = None
    for size in ["desktop", "phone"]:
        for scheme in ["light", "dark"]:
            use_size(browser, size)
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            browser.get(server.base + path)
            if reach:
                reach(browser)
            idle(browser)
            assert browser.execute_script(
                "return matchMedia('(prefers-color-scheme: %s)').matches" % scheme)
            browser.execute_script(source)
            result = browser.execute_async_script(RUN)
            assert "error" not in result, result
            version = result["version"]
            if result["violations"]:
                found.append(readable("%s %s %s" % (state, size, scheme), result["violations"]))
    assert version.startswith("4."), version
    assert not found, "axe-core %s found:\n%s" % (version, "\n".join(found))

"""The site as an installed app (InstalledApp.swift): Chromium finds every page installable (a
manifest with its icons, a service worker), and after one visit every page opens again with the
server gone, the wheels answering from the core in the page.

"Gone" is the real thing: the server process is stopped, not DevTools' emulation, so nothing can
reach a network the worker did not keep a copy of."""
import json
import re
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, chromium, screenshot
from test_page_bugs import add, rows, wait_synced

PAGES = ["/", "/pace", "/thermostat", "/prices", "/playground"]

# Resolves once this page is controlled by an active worker (the first visit's page is taken
# over when the worker activates), with the caches the worker keeps.
CONTROLLED = """
    const done = arguments[arguments.length - 1];
    navigator.serviceWorker.ready
      .then(() => navigator.serviceWorker.controller ? null : new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true })))
      .then(() => caches.keys())
      .then((names) => done({ caches: names,
        build: document.querySelector('meta[name="pickerkit-build"]').content }))
      .catch((error) => done({ error: String(error) }));
"""


def fetch_json(url):
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.headers, json.loads(answer.read())


def test_the_manifest_names_the_app_and_its_icons(served):
    headers, manifest = fetch_json(served.base + "/manifest.webmanifest")
    assert headers["Content-Type"] == "application/manifest+json"
    assert manifest["name"] and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    sizes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        with urllib.request.urlopen(served.base + icon["src"], timeout=10) as answer:
            data = answer.read()
            assert answer.headers["Content-Type"] == "image/png"
        # The PNG's own header says the size the manifest claims.
        width = int.from_bytes(data[16:20], "big")
        height = int.from_bytes(data[20:24], "big")
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert "%dx%d" % (width, height) == icon["sizes"]
    # The shortcuts are the seed apps' pages, which the home page links too.
    assert [shortcut["url"] for shortcut in manifest["shortcuts"]] == [
        "/pace", "/thermostat", "/prices"]


def test_every_page_is_installable(served):
    driver = chromium(logs={"browser": "ALL"})
    try:
        for path in PAGES:
            driver.get(served.base + path)
            state = driver.execute_async_script(CONTROLLED)
            assert "error" not in state, state
            errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
            assert errors["installabilityErrors"] == [], (path, errors)
            manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
            assert manifest["errors"] == [], (path, manifest["errors"])
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE"]
        assert severe == [], severe
    finally:
        driver.quit()


# A colour as the browser computes it, "rgb(r, g, b)", written as the manifest writes one.
HEX_OF = """
    const probe = document.createElement("div");
    probe.style.color = arguments[0];
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\\d+/g).map(Number);
    probe.remove();
    return "#" + [r, g, b].map((n) => n.toString(16).padStart(2, "0")).join("");
"""


def test_the_bar_and_launch_colours_are_the_style_sheets(served):
    # The manifest and theme-color cannot read app.css, so they are written beside it; the
    # browser says whether they still are its --panel (light and dark) and light --bg.
    _, manifest = fetch_json(served.base + "/manifest.webmanifest")
    driver = chromium()
    try:
        seen = {}
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get(served.base + "/pace")
            theme = driver.execute_script(
                "return document.querySelector('meta[name=theme-color]"
                "[media=\"(prefers-color-scheme: %s)\"]').content" % scheme)
            panel = driver.execute_script(HEX_OF, "var(--panel)")
            background = driver.execute_script(HEX_OF, "var(--bg)")
            assert theme == panel, (scheme, theme, panel)
            seen[scheme] = (panel, background)
        assert manifest["theme_color"] == seen["light"][0]
        assert manifest["background_color"] == seen["light"][1]
        assert seen["light"] != seen["dark"]
    finally:
        driver.quit()


def readout(driver, root):
    return driver.find_element(By.CSS_SELECTOR, root + " .readout").text


def test_after_one_visit_every_page_opens_with_the_server_gone(database):
    server = Server(database).start()
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(server.base + "/playground")
        state = driver.execute_async_script(CONTROLLED)
        assert state.get("caches") == ["pickerkit-" + state["build"]], state
        server.stop()
        offline = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch("/healthz").then(() => done(false), () => done(true));""")
        assert offline, "the server still answers"
        # At a phone's size, as the installed app opens.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        for path in PAGES:
            driver.get(server.base + path)
            WebDriverWait(driver, 10).until(
                lambda d: d.find_element(By.TAG_NAME, "h1").text != "")
            assert driver.find_element(By.TAG_NAME, "header").is_displayed(), path
            screenshot(driver, "installed-offline-phone" + (path.replace("/", "-") if path != "/"
                                                           else "-home"))
        # The playground's wheels answer from the core in the page, offline.
        driver.get(server.base + "/playground")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#wheels") == "0:00.00")
        wheels = driver.find_elements(By.CSS_SELECTOR, "#wheels .wheel[role=spinbutton]")
        driver.execute_script("arguments[0].focus()", wheels[0])
        ActionChains(driver).send_keys("1234").perform()
        WebDriverWait(driver, 5).until(lambda d: readout(d, "#wheels") == "12:34.00")
        screenshot(driver, "installed-offline-phone-playground-typed")
        # What needs the server says so, in the page's words rather than the browser's.
        unreachable = driver.find_element(By.TAG_NAME, "body").get_attribute("data-unreachable")
        assert "cannot be reached" in unreachable
        # The prices page keeps its list on the device: a product added offline is shown and
        # kept across a reload, and says it waits for the server.
        driver.get(server.base + "/prices?list=aisle")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#quantity") != "")
        add(driver, "Rice offline", synced=False)
        words = json.loads(driver.find_element(By.ID, "add").get_attribute("data-words"))
        WebDriverWait(driver, 5).until(
            lambda d: d.find_element(By.ID, "syncStatus").text == words["onDevice"])
        assert driver.find_element(By.ID, "error").text == ""
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: len(rows(d)) == 1)
        assert "Rice offline" in rows(driver)[0]
        driver.execute_script("document.getElementById('products').scrollIntoView()")
        screenshot(driver, "installed-offline-phone-prices-added")
        # The pace calculator's model runs in the page too: every figure, offline.
        driver.get(server.base + "/pace")
        WebDriverWait(driver, 10).until(lambda d: readout(d, "#a") != "")
        driver.find_element(By.ID, "go").click()
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.ID, "results").is_displayed())
        # On a phone the splits and predictions are a tap away: each opened as a thumb opens it.
        for summary in driver.find_elements(By.CSS_SELECTOR, "#results details > summary"):
            summary.click()
        results = driver.find_element(By.ID, "results").text
        assert driver.find_element(By.ID, "error").text == ""
        # The marathon in 3:00:00 it starts with (in miles for this en_US reader): its pace, its
        # splits to the last partial mile, and the race predictions.
        assert "6:51.9 /mi, 4:16.0 /km" in results, results
        assert "27 26.219 mi (last 0.219 mi) 1:30.21 3:00:00.00" in results, results
        assert "Half marathon" in results or "half marathon" in results, results
        driver.execute_script("document.getElementById('results').scrollIntoView()")
        screenshot(driver, "installed-offline-phone-pace-calculate")
        # Nothing failed but what needs the server: the page's data requests.
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE" and "/api/" not in entry["message"]
                  and "healthz" not in entry["message"]]
        assert severe == [], severe
        # The server back: the page's next load sends what the device kept.
        server.start()
        driver.get(server.base + "/prices?list=aisle")
        wait_synced(driver)
        _, kept = fetch_json(server.base + "/api/lists/aisle")
        assert [p["name"] for p in kept["products"]] == ["Rice offline"]
    finally:
        driver.quit()
        server.stop()


def test_a_new_worker_deletes_the_caches_of_other_builds(served):
    driver = chromium()
    try:
        driver.get(served.base + "/")
        first = driver.execute_async_script(CONTROLLED)
        assert first.get("caches") == ["pickerkit-" + first["build"]], first
        # An earlier build's cache, and another site's cache on this origin that is not ours.
        driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            Promise.all([caches.open("pickerkit-0123abcd"), caches.open("notes")])
              .then(() => navigator.serviceWorker.getRegistration())
              .then((registration) => registration.unregister()).then(() => done());""")
        driver.get(served.base + "/")
        second = driver.execute_async_script(CONTROLLED)
        assert sorted(second["caches"]) == sorted(["notes", "pickerkit-" + first["build"]]), second
    finally:
        driver.quit()


def test_each_page_names_its_build_and_the_worker_lists_what_it_keeps(served):
    with urllib.request.urlopen(served.base + "/service-worker.js", timeout=10) as answer:
        worker = answer.read().decode()
        assert answer.headers["Content-Type"].startswith("text/javascript")
        assert answer.headers["Cache-Control"] == "no-cache"
    shell = json.loads(re.search(r"const SHELL = (\{.*\});", worker).group(1))
    assert shell["pages"] == PAGES
    for path in PAGES:
        with urllib.request.urlopen(served.base + path, timeout=10) as answer:
            html = answer.read().decode()
        assert '<meta name="pickerkit-build" content="%s">' % shell["build"] in html
        # Every asset the page links by its hashed name is one the worker keeps.
        linked = set(re.findall(r'"(/assets/[^"]+\.[0-9a-f]{16}\.[a-z]+)"', html))
        assert linked and linked <= set(shell["assets"]), (path, linked - set(shell["assets"]))


def test_a_page_fetched_online_is_kept_for_offline(served):
    driver = chromium()
    try:
        driver.get(served.base + "/")
        state = driver.execute_async_script(CONTROLLED)
        cache = "pickerkit-" + state["build"]
        # Taken out of the cache, then visited online: the worker keeps the fresh copy, which
        # names this build.
        dropped = driver.execute_async_script("""
            const [cache, done] = arguments;
            caches.open(cache).then((kept) => kept.delete("/thermostat")).then(done);""", cache)
        assert dropped
        driver.get(served.base + "/thermostat")
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.TAG_NAME, "h1").text != "")
        WebDriverWait(driver, 10).until(lambda d: d.execute_async_script("""
            const [cache, done] = arguments;
            caches.open(cache).then((kept) => kept.match("/thermostat"))
              .then((copy) => copy ? copy.text() : "").then((text) => done(text.includes(
                '<meta name="pickerkit-build" content="' + cache.slice(10) + '">')));""", cache))
    finally:
        driver.quit()

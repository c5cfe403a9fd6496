"""The npm package of <picker-wheels> (scripts/web-package.sh, pickerkit-web-VERSION.tgz) as a web
developer meets it: installed with npm into an empty folder, offline; its core imported in node
on node's own Intl data; its TypeScript declarations compiled against a page's use of it (Debian's
tsc, strict); and its demo page, served from the installed folder by a static file server,
submitting a form with a picker's value in Chromium."""
import json
import os
import shutil
import subprocess
import tempfile
import urllib.parse

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, chromium, picker_binary, screenshot
from test_element import StaticServer, cli, element, idle, ready


@pytest.fixture(scope="module")
def installed():
    """An empty folder with the package installed by npm, offline, as its README says."""
    # Written into a folder of its own (the release's package check may write .build/dist now).
    dist = tempfile.mkdtemp()
    written = subprocess.run(
        [os.path.join(ROOT, "scripts", "web-package.sh"), picker_binary(), dist],
        capture_output=True, text=True, check=True).stdout
    version = subprocess.run([picker_binary(), "--version"], capture_output=True, text=True,
                             check=True).stdout.strip()
    archive = os.path.join(dist, "pickerkit-web-%s.tgz" % version)
    assert written.split()[1] == archive
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--cache",
                        os.path.join(folder, ".npm"), archive], cwd=folder, check=True,
                       capture_output=True)
        with open(os.path.join(folder, "package.json"), encoding="utf-8") as file:
            manifest = json.load(file)
        assert manifest["dependencies"]["pickerkit-web"].startswith("file:")
        yield folder, version
    shutil.rmtree(dist, ignore_errors=True)


def package_file(folder, *path):
    return os.path.join(folder, "node_modules", "pickerkit-web", *path)


def test_the_package_names_the_tools_version_and_holds_the_served_files(installed):
    folder, version = installed
    with open(package_file(folder, "package.json"), encoding="utf-8") as file:
        manifest = json.load(file)
    assert manifest["version"] == version
    assets = os.path.join(ROOT, "Sources", "PickerServer", "Resources", "assets")
    for name in ["picker-wheels.js", "pickerkit.js", "intl-platform.js", "pickerkit.wasm"]:
        with open(package_file(folder, name), "rb") as shipped, \
                open(os.path.join(assets, name), "rb") as served:
            assert shipped.read() == served.read(), name
    for target in manifest["exports"].values():
        for path in ([target] if isinstance(target, str) else target.values()):
            assert os.path.exists(package_file(folder, path)), path


def test_the_core_imported_in_node_answers_as_the_shell_tool(installed):
    folder, _ = installed
    script = os.path.join(folder, "answer.mjs")
    with open(script, "w", encoding="utf-8") as file:
        file.write("""
import { load } from "pickerkit-web/core";
import { platform, more } from "pickerkit-web/intl-platform.js";
import { readFileSync } from "node:fs";
const wasm = readFileSync(new URL(import.meta.resolve("pickerkit-web/pickerkit.wasm")));
const core = await load({ wasm, platform: platform(), more });
const ask = (picker, answer) => core.answer({ picker, answer, nearest: true });
const answers = [
  await ask({ kind: "pattern", pattern: "59:59.99" }, "12:54.37"),
  await ask({ kind: "pattern", pattern: "99.9", max: 50, locale: "de_DE" }, "77"),
  await ask({ kind: "date", mode: "time", locale: "de_DE", timeZone: "Europe/Berlin" }, "14:30"),
];
console.log(JSON.stringify(answers.map((answer) => answer.valueText)));
""")
    printed = subprocess.run(["node", script], cwd=folder, capture_output=True, text=True,
                             check=True).stdout
    assert json.loads(printed) == [
        cli("59:59.99", "--answer", "12:54.37"),
        cli("99.9", "--max", "50", "--locale", "de_DE", "--answer", "77", "--nearest"),
        cli("date", "--mode", "time", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
            "--answer", "14:30"),
    ]


def test_the_declarations_type_a_pages_use_of_the_element(installed):
    folder, _ = installed
    with open(os.path.join(folder, "page.ts"), "w", encoding="utf-8") as file:
        file.write("""
import "pickerkit-web";
import { load, type PickerReport } from "pickerkit-web/core";
const lap = document.createElement("picker-wheels");
lap.pattern = "59:59.99";
lap.required = true;
lap.description = { kind: "pattern", pattern: "59:59.99", max: "30:00" };
const value: string = lap.value;
const report: PickerReport | null = lap.report;
lap.addEventListener("change", () => console.log(value, report?.valueText, lap.validity.valid));
const core = await load({ wasm: new URL("pickerkit.wasm", import.meta.url) });
const answer = await core.answer({ picker: { kind: "pattern", pattern: "99.9" }, answer: "12.5" });
console.log("error" in answer ? answer.error.message : answer.valueText);
// @ts-expect-error: the value is text, as a form submits it
const wrong: number = lap.value;
""")
    with open(os.path.join(folder, "tsconfig.json"), "w", encoding="utf-8") as file:
        json.dump({"compilerOptions": {
            "strict": True, "noEmit": True, "module": "node16", "moduleResolution": "node16",
            "target": "es2022", "lib": ["dom", "es2022"]}, "files": ["page.ts"]}, file)
    with open(os.path.join(folder, "package.json"), encoding="utf-8") as file:
        manifest = json.load(file)
    manifest["type"] = "module"
    with open(os.path.join(folder, "package.json"), "w", encoding="utf-8") as file:
        json.dump(manifest, file)
    compiled = subprocess.run(["tsc", "-p", folder], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr


def test_the_demo_page_submits_a_form_with_the_pickers_values(installed):
    folder, _ = installed
    server = StaticServer(root=package_file(folder))
    driver = chromium(logs={"browser": "ALL"})
    try:
        driver.get(server.base + "/demo/index.html")
        for name in ["lap", "start", "size"]:
            ready(driver, name)
        screenshot(driver, "element-demo")
        for name in ["lap", "start"]:
            driver.execute_script("arguments[0].focus()", element(driver, name))
            ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
            idle(driver, name)
        values = {name: element(driver, name).get_property("value")
                  for name in ["lap", "start", "size"]}
        driver.find_element("css selector", "button").click()
        WebDriverWait(driver, 10).until(lambda d: "?" in d.current_url)
        submitted = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(driver.current_url).query))
        assert submitted == values
        assert values["lap"] == cli("59:59.99", "--max", "30:00", "--answer", values["lap"])
        assert values["size"] == "M"
        shown = driver.find_element("id", "submitted").text.splitlines()
        assert shown == ["%s=%s" % item for item in submitted.items()]
        assert [entry for entry in driver.get_log("browser")
                if entry["level"] == "SEVERE" and "favicon" not in entry["message"]] == []
    finally:
        driver.quit()
        server.stop()

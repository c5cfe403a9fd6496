"""The core in the page: /assets/pickerkit.js loads the served pickerkit.wasm in Chromium, on the
app's own pages under their Content-Security-Policy, and answers as the core does
(PageCoreTests holds it to the native core byte for byte, over seeded requests, in node)."""
import json
import urllib.request


def core_answers(browser, base, calls):
    """Loads the core in a page of the app and answers each (call, request text) there."""
    browser.get(base + "/")
    return browser.execute_async_script(
        """
        const [calls, done] = arguments;
        import("/assets/pickerkit.js")
          .then((module) => module.load())
          .then((core) => done(calls.map(([name, text]) => core[name](text))))
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
    assert json.loads(answers[1]) == {
        "error": "not valid JSON: a value is an object, array, string, number, true, false or "
                 "null at byte 3"}
    assert json.loads(answers[2]) == {"error": 'the field "digits" is missing'}
    severe = [entry["message"] for entry in browser.get_log("browser")
              if entry["level"] == "SEVERE"]
    assert severe == [], severe


def test_the_module_is_served_as_webassembly(served):
    with urllib.request.urlopen(served.base + "/assets/pickerkit.wasm", timeout=10) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"] == "application/wasm"
        assert answer.read(4) == b"\0asm"

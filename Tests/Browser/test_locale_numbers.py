"""Numbers in the reader's language (issue 25) against an independent CLDR: babel, from PyPI.

The product reads a locale's decimal sign, grouping sign and digits from Foundation (ICU's copy
of CLDR); babel carries its own copy of CLDR, so every expected writing here is made by babel,
never written out by hand. For each locale the CLI (`picker PATTERN`, `picker measure`,
`picker form` in script mode) and the JSON API (`POST /api/picker`, answers and typed keys) must
write `text` and `written` as babel does, read answers and keys in the locale's signs and in
`.` and 0-9, and keep `value` canonical.

Babel has each locale's default numbering system (`Locale.default_numbering_system`: `latn`,
`arab`) but not the digits CLDR's numberingSystems.xml gives it; see `DIGIT_NAMES` in cldr.py for how they
are derived with unicodedata (cldr.py)."""
import json
import os
import subprocess
import tempfile
import urllib.error
import urllib.request
from decimal import Decimal

import pytest

from cldr import SOURCE as SOURCES, Reference
from conftest import picker_binary

LOCALES = ["de_DE", "fr_FR", "es_ES", "pt_BR", "ru_RU", "de_CH", "en_IN", "ja_JP", "en_US",
           "ar_EG"]
UNKNOWN = "xx_NOPE"
# No proxy, whatever the environment says: every request goes to the server on loopback.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))

@pytest.fixture(scope="module", params=LOCALES)
def reference(request):
    return Reference(request.param)


# The pickers and the answer each test gives them, with how CLDR writes that answer: the wheels'
# text keeps every wheel (leading zeros, trailing places), `written` drops the zeros a person
# leaves out. `$`, ` kg` are the pattern's and the unit's own characters, not numbers.
TENTHS = {"pattern": "99.9", "value": "3.1", "text": "00.0", "written": "0.0"}
MONEY = {"pattern": "$9,999.99", "value": "1234.5", "text": "#,##0.00", "written": "#,##0.00",
         "prefix": "$"}
MASS = {"value": "1.5", "text": "0.000", "written": "0.###", "suffix": " kg"}
MASS_UNITS = ["kg", "g"]


def writing(reference, case, style):
    return (case.get("prefix", "") + reference.number(case["value"], case[style])
            + case.get("suffix", ""))


def answers(reference, case):
    """Answers that mean `case`'s value: as the locale writes it (what the product writes
    back), without grouping in the locale's signs, and canonically (`.` and 0-9)."""
    plain = case["value"]
    return [writing(reference, case, "written"),
            case.get("prefix", "") + reference.number(plain, "0.0##") + case.get("suffix", ""),
            case.get("prefix", "") + plain + case.get("suffix", "")]


def differs(name, reference, product, expected):
    return "%s, %s: product %r, %s %r" % (reference, name, product, SOURCES, expected)


# MARK: The CLI


def run(arguments, stdin=None):
    return subprocess.run([picker_binary()] + arguments, input=stdin, capture_output=True,
                          text=True, timeout=60)


def cli_json(arguments):
    finished = run(arguments + ["--print", "json"])
    assert finished.returncode == 0, finished.stderr
    return json.loads(finished.stdout, parse_float=Decimal)


def pattern_arguments(case, reference):
    return [case["pattern"], "--locale", reference.identifier]


def measure_arguments(reference):
    return ["measure", "mass", "--units", ",".join(MASS_UNITS), "--locale", reference.identifier]


@pytest.mark.parametrize("case", [TENTHS, MONEY], ids=["99.9", "$9,999.99"])
def test_cli_pattern_writes_and_reads_the_locales_numbers(reference, case):
    for answer in answers(reference, case):
        report = cli_json(pattern_arguments(case, reference) + ["--answer", answer])
        assert report["value"] == Decimal(case["value"]), answer
        for style in ["text", "written"]:
            expected = writing(reference, case, style)
            assert report[style] == expected, differs(style, reference, report[style], expected)
        value = run(pattern_arguments(case, reference) + ["--answer", answer, "--print", "value"])
        assert (value.returncode, value.stdout) == (0, case["value"] + "\n"), value.stderr


def test_cli_measure_writes_and_reads_the_locales_numbers(reference):
    for answer in answers(reference, MASS):
        report = cli_json(measure_arguments(reference) + ["--answer", answer])
        assert (report["value"], report["unit"]) == (Decimal(MASS["value"]), "kg"), answer
        for style in ["text", "written"]:
            expected = writing(reference, MASS, style)
            assert report[style] == expected, differs(style, reference, report[style], expected)
        value = run(measure_arguments(reference) + ["--answer", answer, "--print", "value"])
        assert (value.returncode, value.stdout) == (0, MASS["value"] + "\n"), value.stderr


@pytest.mark.parametrize("command", [["99.9"], ["measure", "mass"], ["choose", "a", "b"]],
                         ids=["pattern", "measure", "choose"])
def test_cli_refuses_an_unknown_locale_naming_it(command):
    finished = run(command + ["--locale", UNKNOWN, "--answer", "1"])
    assert finished.returncode == 64
    assert "unknown locale " + UNKNOWN in finished.stderr


# MARK: The API


def post(server, path, body, status=200):
    request = urllib.request.Request(
        server.base + path, data=json.dumps(body).encode("utf-8"), method="POST",
        headers={"Content-Type": "application/json"})
    try:
        with OPENER.open(request, timeout=30) as response:
            got, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        got, raw = error.code, error.read()
    assert got == status, raw.decode("utf-8", "replace")
    return json.loads(raw, parse_float=Decimal)


def pattern_spec(case, reference):
    return {"kind": "pattern", "pattern": case["pattern"], "locale": reference.identifier}


def measure_spec(reference):
    return {"kind": "measure", "dimension": "mass", "units": MASS_UNITS,
            "locale": reference.identifier}


def check_answer(reference, case, answer):
    assert answer["value"] == Decimal(case["value"])
    for style in ["text", "written"]:
        expected = writing(reference, case, style)
        assert answer[style] == expected, differs(style, reference, answer[style], expected)


def check_wheels(reference, wheels):
    """Digit wheels are titled in the locale's digits, the decimal wheel (named `.` after the
    pattern) with its decimal sign, the grouping wheel (`,`) with its grouping sign."""
    for wheel in wheels:
        titles, name = wheel["titles"], wheel["name"]
        if name == ".":
            assert titles == [reference.decimal], differs("decimal sign", reference, titles,
                                                          [reference.decimal])
        elif name == ",":
            assert titles == [reference.group], differs("grouping sign", reference, titles,
                                                        [reference.group])
        elif wheel["adjustable"] and name != "unit":
            expected = reference.digits[:wheel["count"]]
            assert titles == expected, differs("digits of " + name, reference, titles, expected)


@pytest.mark.parametrize("case", [TENTHS, MONEY], ids=["99.9", "$9,999.99"])
def test_api_pattern_answer_in_the_locales_numbers(served, reference, case):
    for text in answers(reference, case):
        answer = post(served, "/api/picker", {"picker": pattern_spec(case, reference),
                                              "answer": text})
        check_answer(reference, case, answer)
        check_wheels(reference, answer["wheels"])


def test_api_measure_answer_in_the_locales_numbers(served, reference):
    for text in answers(reference, MASS):
        answer = post(served, "/api/picker", {"picker": measure_spec(reference), "answer": text})
        assert answer["unit"] == "kg"
        check_answer(reference, MASS, answer)
        check_wheels(reference, answer["wheels"])


def keys(reference, value, native):
    """The keys a person types for `value`: in the locale's digits and decimal sign, or in
    0-9 and `.`."""
    if not native:
        return list(value)
    return [reference.decimal if c == "." else reference.digit(c) for c in value]


@pytest.mark.parametrize("native", [True, False], ids=["locale keys", "latin keys"])
@pytest.mark.parametrize("case", [TENTHS, MONEY, MASS], ids=["99.9", "$9,999.99", "mass"])
def test_api_typed_keys_in_the_locales_numbers(served, reference, case, native):
    spec = measure_spec(reference) if case is MASS else pattern_spec(case, reference)
    actions = [{"type": key} for key in keys(reference, case["value"], native)] + ["settle"]
    answer = post(served, "/api/picker", {"picker": spec, "actions": actions})
    check_answer(reference, case, answer)
    check_wheels(reference, answer["wheels"])


@pytest.mark.parametrize("spec", [
    {"kind": "pattern", "pattern": "99.9"},
    {"kind": "measure", "dimension": "mass"},
], ids=["pattern", "measure"])
def test_api_refuses_an_unknown_locale_naming_it(served, spec):
    error = post(served, "/api/picker", {"picker": dict(spec, locale=UNKNOWN), "answer": "1"},
                 status=422)
    message = error["error"]["message"]
    assert "locale" in message and UNKNOWN in message, message


# MARK: A form in script mode


def form(reference, answers_by_name, locale=True):
    """`picker form` on a pattern and a measure field, answered on standard input."""
    extra = {"locale": reference.identifier} if locale else {}
    spec = {"fields": [
        dict({"name": "price", "kind": "pattern", "pattern": MONEY["pattern"]}, **extra),
        dict({"name": "load", "kind": "measure", "dimension": "mass", "units": MASS_UNITS},
             **extra),
    ]}
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "form.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(spec, file, ensure_ascii=False)
        return run(["form", path], stdin=json.dumps(answers_by_name, ensure_ascii=False) + "\n")


def form_answers(reference):
    """The locale's writing of each field's answer, then the same without grouping in the
    locale's signs, then canonically."""
    return [dict(zip(["price", "load"], pair))
            for pair in zip(answers(reference, MONEY), answers(reference, MASS))]


def test_form_reads_answers_in_the_locales_numbers(reference):
    for given in form_answers(reference):
        finished = form(reference, given)
        assert finished.returncode == 0, finished.stderr
        printed = json.loads(finished.stdout, parse_float=Decimal)
        assert sorted(printed) == ["load", "price"]
        assert printed["price"] == Decimal(MONEY["value"]), given


# The form's help says "the values printed stay . and 0-9", and the DocC article on forms
# (FormDescriptions.md) that each is the field's `value` as `--print json` writes it, a measure
# its `value` and `unit` together: in every locale the form prints what it prints without one.
@pytest.mark.parametrize("identifier", LOCALES)
def test_form_prints_a_measure_canonically(identifier):
    reference = Reference(identifier)
    canonical = form(reference, {"price": MONEY["value"], "load": MASS["value"] + " kg"},
                     locale=False)
    assert canonical.returncode == 0, canonical.stderr
    expected = json.loads(canonical.stdout, parse_float=Decimal)["load"]
    for given in form_answers(reference):
        finished = form(reference, given)
        assert finished.returncode == 0, finished.stderr
        printed = json.loads(finished.stdout, parse_float=Decimal)["load"]
        assert printed == expected, "%s: form printed %r for %r" % (identifier, printed, given)


def test_form_refuses_an_unknown_locale_naming_field_and_locale():
    spec = {"fields": [{"name": "price", "kind": "pattern", "pattern": "99.9",
                        "locale": UNKNOWN}]}
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "form.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(spec, file)
        finished = run(["form", path], stdin="{}\n")
    assert finished.returncode == 64
    assert "field price: unknown locale " + UNKNOWN in finished.stderr

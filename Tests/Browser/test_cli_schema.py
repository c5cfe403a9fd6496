"""The command line and the API cannot drift apart: `picker ... --print json` for every picker
kind, and `picker form`'s printed values, validated against the OpenAPI document's own schemas
(PatternAnswer, DateAnswer, MeasureAnswer, OptionsAnswer; FormAnswer's `values`) with
openapi-schema-validator, the core's one outcome encoding being the document's answer shape."""
import json
import os
import subprocess
import tempfile

import pytest
from openapi_schema_validator import OAS31Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from conftest import picker_binary
from test_openapi import load_document


@pytest.fixture(scope="module")
def schemas():
    """A validator for any schema of the document, its `$ref`s resolved within it."""
    _, document = load_document()
    uri = "urn:picker:openapi"
    registry = Registry().with_resource(uri, Resource(document, DRAFT202012))

    def validator(name):
        return OAS31Validator({"$ref": "%s#/components/schemas/%s" % (uri, name)},
                              registry=registry)
    return validator


def printed(*arguments, stdin=None):
    finished = subprocess.run([picker_binary(), *arguments], input=stdin, capture_output=True,
                              text=True, timeout=30)
    assert finished.returncode == 0, finished.stderr
    return json.loads(finished.stdout)


@pytest.mark.parametrize("schema, arguments", [
    ("PatternAnswer", ["59:59.99", "--answer", "12:54.37"]),
    ("PatternAnswer", ["99.9", "--min", "4.5", "--answer", "4", "--nearest"]),
    ("PatternAnswer", ["99.9", "--locale", "de_DE", "--answer", "3,1"]),
    ("DateAnswer", ["date", "--answer", "2026-02-28", "--time-zone", "UTC"]),
    ("DateAnswer", ["date", "--mode", "time", "--answer", "18:30"]),
    ("MeasureAnswer", ["measure", "mass", "--units", "kg,g", "--answer", "1.5 kg"]),
    ("OptionsAnswer", ["choose", "easy", "tempo", "long", "--answer", "tempo"]),
])
def test_print_json_is_the_documented_answer(schemas, schema, arguments):
    answer = printed(*arguments, "--print", "json")
    schemas(schema).validate(answer)
    # And not by accident of a loose schema: the API's answer for the kind validates too, and
    # the two share every member the command line writes.
    schemas("PickerAnswer").validate(answer)
    # The check has teeth: an answer without its text is not the documented answer.
    broken = {name: value for name, value in answer.items() if name != "text"}
    assert not schemas(schema).is_valid(broken)


def test_a_forms_printed_values_are_the_documented_values(schemas):
    spec = ("fields:\n"
            "  - {name: pace, kind: pattern, pattern: '59:59', default: '5:00'}\n"
            "  - {name: day, kind: date, default: '2026-02-28'}\n"
            "  - {name: load, kind: measure, dimension: mass, units: [kg, g]}\n"
            "  - {name: workout, kind: choose, options: [easy, tempo, long]}\n")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "form.yaml")
        with open(path, "w", encoding="utf-8") as file:
            file.write(spec)
        values = printed("form", path, stdin=json.dumps(
            {"pace": "4:30", "day": "2026-03-01", "load": "1.5 kg", "workout": "tempo"}) + "\n")
    assert sorted(values) == ["day", "load", "pace", "workout"]
    # A measure is its picker's own value and unit, as `picker measure --print json` gives them.
    measured = printed("measure", "mass", "--units", "kg,g", "--answer", "1.5 kg", "--print", "json")
    assert values["load"] == {"unit": measured["unit"], "value": measured["value"]}
    _, document = load_document()
    uri = "urn:picker:openapi"
    registry = Registry().with_resource(uri, Resource(document, DRAFT202012))
    values_schema = OAS31Validator(
        {"$ref": "%s#/components/schemas/FormAnswer/properties/values" % uri}, registry=registry)
    values_schema.validate(values)
    assert not values_schema.is_valid(dict(values, load={"amount": 1.5}))
    assert not values_schema.is_valid(dict(values, load={"unit": "kg", "value": "1.5"}))

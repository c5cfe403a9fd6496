"""The OpenAPI document (Sources/PickerServer/Resources/assets/openapi.yaml) against the live JSON API.

The document is checked as OpenAPI 3.1 (openapi-spec-validator), then `picker serve` is driven
through every route with real HTTP requests (urllib) and every answer, success or error, is
validated against the document with openapi-core: its status must be documented for the
operation, its content type too, and its body must match the schema, whose fixed shapes are
closed (`additionalProperties: false`), so a member the document lacks fails as surely as a
required one that is missing. Requests meant to succeed are validated as requests too.

OPTIONS (204) and the 405 of a method a path does not take are the same on every path, so the
document has them once, as `components/responses/Options` and `MethodNotAllowed`; they are checked
against a copy of the document that adds those operations to every path."""
import copy
import json
import os
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request

import babel.numbers
import pytest
import yaml
from openapi_core import Config, OpenAPI
from openapi_core.datatypes import RequestParameters
from openapi_core.exceptions import OpenAPIError
from openapi_spec_validator import validate as validate_document
from werkzeug.datastructures import Headers, ImmutableMultiDict

from conftest import ROOT, Server

DOCUMENT_PATH = os.path.join(ROOT, "Sources", "PickerServer", "Resources", "assets", "openapi.yaml")
SOURCES = os.path.join(ROOT, "Sources", "PickerServer")
METHODS = ["get", "post", "put", "patch", "delete"]
# No proxy, whatever the environment says: every request goes to the server on loopback.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))

PRODUCT = {"name": "Rice", "price": "2.49", "quantity": "1", "unit": "kg"}
EDIT = {"field": "heat", "group": "weekdays", "period": "wake", "value": "76"}


def load_document():
    with open(DOCUMENT_PATH, "rb") as file:
        raw = file.read()
    return raw, yaml.safe_load(raw)


def with_shared_operations(document):
    """A copy that adds, to every path, OPTIONS and the methods it does not take (405), as the
    document's description says every path answers them; both refer to the document's own
    components, so these answers are checked against the document too."""
    derived = copy.deepcopy(document)
    edge = ["400", "408", "421", "503"]
    for item in derived["paths"].values():
        taken = [method for method in METHODS if method in item]
        item["options"] = {"responses": {"204": {"$ref": "#/components/responses/Options"}}}
        for name in edge:
            item["options"]["responses"][name] = refer(name)
        for method in METHODS:
            if method not in taken:
                responses = {"405": {"$ref": "#/components/responses/MethodNotAllowed"}}
                for name in edge + (["403", "415"] if method != "get" else []):
                    responses[name] = refer(name)
                item[method] = {"responses": responses}
    return derived


def refer(status):
    names = {"400": "UnreadableRequest", "403": "Forbidden", "408": "RequestTimeout",
             "415": "UnsupportedMediaType", "421": "MisdirectedRequest",
             "503": "TooManyConnections"}
    return {"$ref": "#/components/responses/" + names[status]}


# MARK: openapi-core's request and response protocols over what urllib sent and got


class SentRequest:
    """A request as openapi-core reads it (its `Request` protocol)."""

    def __init__(self, base, method, target, body, content_type, headers):
        parts = urllib.parse.urlsplit(target)
        self.host_url = base
        self.path = parts.path
        self.method = method.lower()
        self.body = body
        self.content_type = (content_type or "").lower()
        self.parameters = RequestParameters(
            query=ImmutableMultiDict(urllib.parse.parse_qsl(parts.query, keep_blank_values=True)),
            header=Headers(headers), cookie=ImmutableMultiDict(), path={})


class ReceivedResponse:
    """An answer as openapi-core reads it (its `Response` protocol)."""

    def __init__(self, status, headers, data):
        self.status_code = status
        self.headers = Headers(list(headers.items()))
        self.content_type = (headers.get("Content-Type") or "").lower()
        self.data = data

    def json(self):
        return json.loads(self.data)

    def __repr__(self):
        return "%d %s %s" % (self.status_code, self.content_type, self.data[:400])


class Checker:
    """Validates requests and answers against one document; counts what it checked."""

    def __init__(self, document, shared=True):
        """`shared=False` skips the copy with the shared operations (OPTIONS, 405), which only
        the route tests use: building it doubles the time a checker takes."""
        self.document = document
        # YAML (this document, served) is text; openapi-core would hand it over as bytes.
        config = Config(extra_media_type_deserializers={
            "application/yaml": lambda data, **parameters: data.decode("utf-8")})
        self.api = OpenAPI.from_dict(document, config=config)
        self.shared = (OpenAPI.from_dict(with_shared_operations(document), config=config)
                       if shared else None)
        self.requests = 0
        self.answers = 0
        self.seen = set()

    def check(self, request, response, valid_request, shared=False):
        api = self.shared if shared else self.api
        if valid_request:
            api.validate_request(request)
            self.requests += 1
        api.validate_response(request, response)
        self.answers += 1
        self.seen.add((request.method, request.path, response.status_code))


class Client:
    """Sends requests to a running server and checks each answer against the document."""

    def __init__(self, server, checker):
        self.server = server
        self.checker = checker

    def send(self, method, target, body=None, raw=None, content_type="application/json",
             headers=None, status=200, valid_request=None, shared=False):
        """One request; asserts the status, validates the exchange, returns the answer.

        `body` is sent as JSON, `raw` as it is; a request is validated as one when it is
        expected to succeed (2xx), unless `valid_request` says otherwise."""
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        fields = dict(headers or {})
        if content_type is not None and method not in ("GET", "HEAD", "OPTIONS", "DELETE"):
            fields.setdefault("Content-Type", content_type)
        request = urllib.request.Request(self.server.base + target, data=data, method=method,
                                         headers=fields)
        try:
            with OPENER.open(request, timeout=10) as answer:
                received = ReceivedResponse(answer.status, answer.headers, answer.read())
        except urllib.error.HTTPError as error:
            received = ReceivedResponse(error.code, error.headers, error.read())
        assert received.status_code == status, (method, target, received)
        if valid_request is None:
            valid_request = 200 <= status < 300
        sent = SentRequest(self.server.base, method, target, data, fields.get("Content-Type"),
                           fields)
        self.checker.check(sent, received, valid_request, shared=shared)
        return received

    def json(self, *arguments, **keywords):
        return self.send(*arguments, **keywords).json()

    def error(self, *arguments, **keywords):
        """An error answer's message (its body was validated as the documented error)."""
        return self.send(*arguments, **keywords).json()["error"]["message"]


@pytest.fixture(scope="module")
def document():
    return load_document()[1]


@pytest.fixture(scope="module")
def checker(document):
    checker = Checker(document)
    yield checker
    print("\nopenapi: validated %d answers and %d requests against %s"
          % (checker.answers, checker.requests, os.path.relpath(DOCUMENT_PATH, ROOT)))


@pytest.fixture()
def api(server, checker):
    return Client(server, checker)


# MARK: The document


def test_the_document_is_valid_openapi_3_1(document):
    validate_document(document)
    assert document["openapi"] == "3.1.0"
    operations = [(path, method, operation) for path, item in document["paths"].items()
                  for method, operation in item.items() if method in METHODS]
    ids = [operation["operationId"] for _, _, operation in operations]
    assert len(ids) == len(set(ids))
    for path, method, operation in operations:
        assert operation.get("summary"), (method, path)
        # Every operation documents the answers the edge gives on every route.
        for status in ["408", "421", "503"]:
            assert status in operation["responses"], (method, path, status)


def routes_in_sources():
    """(method, path) of every JSON route the router has, read from the Swift sources."""
    found = set()
    pattern = re.compile(r'router\.(get|post|put|patch|delete)\(\s*"((?:/api/|/healthz)[^"]*)"')
    for folder, _, names in os.walk(SOURCES):
        for name in names:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    for method, path in pattern.findall(file.read()):
                        found.add((method, re.sub(r":(\w+)", r"{\1}", path)))
    return found


def test_the_document_has_every_json_route_and_no_other(document):
    documented = {(method, path) for path, item in document["paths"].items()
                  for method in item if method in METHODS}
    routed = routes_in_sources()
    assert routed - documented == set(), "routes the document lacks"
    # The document's own route may not be wired yet.
    assert documented - routed <= {("get", "/api/openapi.yaml")}, "documented routes that do not exist"


DOCUMENT_ROUTE = "/api/openapi.yaml"


def document_status(server):
    """What GET /api/openapi.yaml answers: 200 once the route is wired."""
    probe = urllib.request.Request(server.base + DOCUMENT_ROUTE)
    try:
        with OPENER.open(probe, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_served_document_is_the_file(api):
    raw, _ = load_document()
    status = document_status(api.server)
    assert status == 200, "GET /api/openapi.yaml answers %d" % status
    served = api.send("GET", "/api/openapi.yaml")
    assert served.content_type.split(";")[0].strip() == "application/yaml"
    assert served.data == raw
    api.send("GET", "/api/openapi.yaml", headers={"If-None-Match": served.headers["ETag"]},
             status=304)


# MARK: POST /api/picker


def picker(api, spec, **members):
    return api.json("POST", "/api/picker", dict(members, picker=spec))


def test_pattern_picker(api):
    spec = {"kind": "pattern", "pattern": "59:59.99"}
    answer = picker(api, spec, answer="12:54.37")
    assert answer["value"] == 774.37 and answer["text"] == "12:54.37"
    # A fresh picker, then typed keys kept as an entry, then the state sent back and settled.
    fresh = picker(api, spec)
    typed = picker(api, spec, state=fresh["state"], actions=[{"type": "5"}, {"type": "3"}])
    assert typed["entering"] and "entry" in typed["state"]
    settled = picker(api, spec, state=typed["state"], actions=["settle"])
    assert not settled["entering"] and settled["value"] == 53
    moved = picker(api, spec, state=settled["state"], actions=[
        {"select": {"wheel": 0, "row": 2}}, {"spin": {"wheel": 1, "by": 3}},
        {"step": {"wheel": 7, "by": -1}}, {"focus": "next"}, {"focus": 4}, {"key": "ArrowUp"},
        {"key": "Tab"}, "erase"])
    assert moved["moves"] and moved["state"]["focus"] >= 0
    # Constraints as numbers and as text; nearest corrects and says so.
    corrected = picker(api, dict(spec, min=60, max="10:00", step="0.5"), answer="0:10",
                       nearest=True)
    assert corrected["corrected"] and corrected["message"]
    # Refusals.
    assert "0-59" in api.error("POST", "/api/picker", {"picker": spec, "answer": "99:00"},
                               status=422)
    assert "needs a pattern" in api.error("POST", "/api/picker",
                                            {"picker": {"kind": "pattern"}}, status=422)
    api.error("POST", "/api/picker", {"picker": {"kind": "pattern", "pattern": "abc"}}, status=422)
    api.error("POST", "/api/picker", {"picker": dict(spec, min="zz")}, status=422)


def test_date_picker(api):
    berlin = {"kind": "date", "mode": "datetime", "timeZone": "Europe/Berlin"}
    gap = picker(api, berlin, answer="2024-03-31T02:30", nearest=True)
    assert gap["corrected"] and gap["value"] == "2024-03-31T03:00"
    repeated = picker(api, berlin, answer="2024-10-27T02:30")
    assert repeated["occurrence"] == "first" and repeated["instant"].endswith("+02:00")
    date = picker(api, {"kind": "date", "min": "2020-01-01", "max": "today", "locale": "de-DE"},
                  answer="2024-02-29")
    assert date["value"] == "2024-02-29" and date["display"] and date["instant"]
    countdown = picker(api, {"kind": "date", "mode": "countdown", "max": "99:59"}, answer="1:30")
    assert countdown["value"] == 5400
    time_spec = {"kind": "date", "mode": "time", "minuteInterval": 5, "locale": "en_GB"}
    fresh = picker(api, time_spec, actions=[{"key": "Home"}])
    typed = picker(api, time_spec, state=fresh["state"], actions=[{"type": "1"}, {"type": "2"}])
    later = picker(api, time_spec, state=typed["state"], actions=["settle", {"key": "End"},
                                                                  {"key": "ArrowDown"}])
    assert re.fullmatch(r"\d\d:\d\d", later["value"])
    api.error("POST", "/api/picker", {"picker": dict(berlin, timeZone="Mars/Olympus")}, status=422)
    api.error("POST", "/api/picker", {"picker": {"kind": "date", "mode": "fortnight"}}, status=422)
    api.error("POST", "/api/picker", {"picker": {"kind": "date"}, "answer": "2023-02-29"},
              status=422)


def test_measure_picker(api):
    mass = {"kind": "measure", "dimension": "mass", "units": ["kg", "g", "lb"]}
    converted = picker(api, mass, answer="2 kg", to="lb")
    assert converted["unit"] == "kg" and converted["converted"]["unit"] == "lb"
    plain = picker(api, mass, answer="250 g")
    assert "converted" not in plain and plain["value"] == 250
    fresh = picker(api, dict(mass, unitTurn="keepDigits"))
    turned = picker(api, dict(mass, unitTurn="keepDigits"), state=fresh["state"],
                    actions=[{"type": "3"}, "settle", {"focus": "last"}, {"spin": {"wheel": 7, "by": 1}}],
                    to="oz")
    assert "converted" in turned
    pace = picker(api, {"kind": "measure", "dimension": "speed"}, answer="12 km/h", to="min/km")
    assert pace["converted"]["text"] == "5:00 min/km"
    picker(api, {"kind": "measure", "dimension": "temperature"}, answer="-40 °C", to="°F")
    api.error("POST", "/api/picker", {"picker": mass, "answer": "2 kg", "to": "parsec"}, status=422)
    api.error("POST", "/api/picker", {"picker": {"kind": "measure", "dimension": "mood"}},
              status=422)
    api.error("POST", "/api/picker", {"picker": dict(mass, unitTurn="sideways")}, status=422)


def test_options_picker(api):
    one = {"kind": "options", "columns": [{"options": ["red", {"label": "Green", "value": "g"}]}]}
    answer = picker(api, one, answer="Green")
    assert answer["value"] == "g" and answer["labels"] == ["Green"]
    two = {"kind": "options", "columns": [
        {"name": "colour", "options": ["red", "green", "blue"], "cyclic": True},
        {"name": "size", "options": [{"label": "Small", "value": "S"}, {"label": "Large"}]}]}
    fresh = picker(api, two)
    moved = picker(api, two, state=fresh["state"], actions=[
        {"key": "ArrowDown"}, {"focus": "next"}, {"select": {"wheel": 1, "row": 1}},
        {"type": "b"}])
    assert isinstance(moved["value"], list) and len(moved["labels"]) == 2
    again = picker(api, two, state=moved["state"], actions=[{"focus": "first"}, {"type": "g"}])
    assert again["labels"][0] == "green"
    api.error("POST", "/api/picker", {"picker": {"kind": "options", "columns": []}}, status=422)
    api.error("POST", "/api/picker", {"picker": {"kind": "options"}}, status=422)
    api.error("POST", "/api/picker", {"picker": one, "answer": "purple"}, status=422)


FORM_TEXT = """title: Home
fields:
  - {name: heat, label: Heating, kind: pattern, pattern: "99", min: 45, max: 85, default: 68}
  - {name: cool, label: Cooling, kind: pattern, pattern: "99", min: {field: heat, plus: 2}, max: 90, default: 70}
  - {name: leave, kind: date, timeZone: UTC, default: "2025-03-10"}
  - {name: back, kind: date, timeZone: UTC, min: {field: leave}, default: "2025-03-12"}
  - {name: bag, kind: measure, dimension: mass, units: [kg, lb], default: 12 kg}
  - {name: seat, kind: choose, options: [aisle, window], default: aisle}
"""


def test_form(api):
    fresh = api.json("POST", "/api/form", {"form": FORM_TEXT})
    assert [field["name"] for field in fresh["fields"]] == ["heat", "cool", "leave", "back", "bag",
                                                           "seat"]
    assert fresh["values"] == {"heat": 68, "cool": 70, "leave": "2025-03-10", "back": "2025-03-12",
                               "bag": {"unit": "kg", "value": 12}, "seat": "aisle"}
    # Heating up one on its ones wheel: cooling keeps two above it, and says so on its field.
    spun = api.json("POST", "/api/form", {"form": FORM_TEXT, "state": fresh["state"], "actions": [
        {"field": 0, "action": {"spin": {"wheel": 1, "by": 1}}}]})
    assert spun["values"]["heat"] == 69 and spun["values"]["cool"] == 71
    assert spun["fields"][1]["answer"]["message"] == "70 is below the minimum 71; moved to 71"
    assert spun["message"] == "Cooling: 70 is below the minimum 71; moved to 71"
    # Dates: the start moved past the end carries the end with it.
    later = api.json("POST", "/api/form", {"form": FORM_TEXT, "state": spun["state"], "actions": [
        {"field": 2, "action": {"step": {"wheel": 1, "by": 5}}}]})
    assert later["values"]["leave"] == "2025-03-15" and later["values"]["back"] == "2025-03-15"
    # The key map: Enter moves on field by field, and on the last one submits.
    walked = api.json("POST", "/api/form", {"form": FORM_TEXT, "state": later["state"],
                                            "actions": [{"key": "Enter"}] * 6})
    assert walked["submitted"] and walked["focus"] == 5
    moved = api.json("POST", "/api/form", {"form": FORM_TEXT, "state": later["state"],
                                           "actions": [{"focus": "next"}, {"focus": 4}, "submit"]})
    assert moved["submitted"] and moved["focus"] == 4
    # Answers by name, defaults for the rest; the object form reads as its text does.
    answered = api.json("POST", "/api/form", {"form": FORM_TEXT, "answers": {"heat": 80},
                                              "nearest": True})
    assert answered["values"]["cool"] == 82 and answered["submitted"]
    assert "cool: 70 is below the minimum 82" in answered["message"]
    as_object = yaml.safe_load(FORM_TEXT)
    assert api.json("POST", "/api/form", {"form": as_object})["values"] == fresh["values"]
    # The text read once into the description the core writes (what a page's core runs) is
    # the same form; text that describes no form is refused as the form route refuses it.
    read = api.json("POST", "/api/form/description", {"form": FORM_TEXT})["form"]
    assert api.json("POST", "/api/form", {"form": read}) == fresh
    assert api.error("POST", "/api/form/description", {"form": "fields: []"}, status=422) == \
        api.error("POST", "/api/form", {"form": "fields: []"}, status=422)
    assert "not a member" in api.error("POST", "/api/form/description",
                                       {"form": FORM_TEXT, "extra": 1}, status=422)
    # A field with `when`: hidden (and out of the values) until its condition holds.
    trip = {"fields": [
        {"name": "trip", "kind": "choose", "options": ["one way", "return"], "default": "one way"},
        {"name": "back", "kind": "date", "timeZone": "UTC", "default": "2025-03-12",
         "when": {"field": "trip", "is": ["return"]}}]}
    one_way = api.json("POST", "/api/form", {"form": trip})
    assert one_way["fields"][1]["hidden"] is True and "hidden" not in one_way["fields"][0]
    assert one_way["values"] == {"trip": "one way"}
    turned = api.json("POST", "/api/form", {"form": trip, "state": one_way["state"], "actions": [
        {"field": 0, "action": {"spin": {"wheel": 0, "by": 1}}}, {"key": "Enter"}]})
    assert "hidden" not in turned["fields"][1] and turned["focus"] == 1
    assert turned["values"] == {"trip": "return", "back": "2025-03-12"}
    assert api.json("POST", "/api/form", {"form": trip, "answers": {"back": "never"}})[
        "values"] == {"trip": "one way"}
    assert api.error("POST", "/api/form", {"form": dict(trip, fields=[
        trip["fields"][0], dict(trip["fields"][1], when={"field": "trip", "is": "retour"})])},
        status=422).startswith("field back: when: retour is not a value of trip")
    # Refusals, each naming what is wrong.
    assert api.error("POST", "/api/form", {"form": FORM_TEXT, "answers": {"heat": 80}},
                     status=422) == "cool: 70 is below the minimum 82"
    assert api.error("POST", "/api/form", {"form": FORM_TEXT, "actions": [
        {"field": 6, "action": "settle"}]}, status=422) == (
        "field 6 is not a field of this form: its 6 fields are numbered 0 to 5")
    assert api.error("POST", "/api/form", {"form": FORM_TEXT, "answers": {"heat": 70},
                                           "actions": []}, status=422) == (
        "send answers, or a state and actions, not both")
    assert api.error("POST", "/api/form", {"form": "{{{"}, status=422).startswith(
        "the form's text: not valid JSON or YAML")
    assert api.error("POST", "/api/form", {"form": {"fields": [
        {"name": "a", "kind": "pattern", "pattern": "9", "min": {"field": "b"}}]}}, status=422) == (
        "a's bound names b, which is not a field of this form")
    assert api.error("POST", "/api/form", {"form": {"fields": [
        {"name": "day", "kind": "date"},
        {"name": "n", "kind": "pattern", "pattern": "9", "min": {"field": "day"}}]}},
        status=422) == "field n: min names day, a date field; a pattern field's bound names a pattern field"
    # A state no action could have left starts the form afresh.
    hostile = dict(fresh["state"], focus=10**12,
                   basis=[99, 70, {"year": 99999999, "month": 1, "day": 1, "hour": 0,
                                   "minute": 0, "second": 0}, None, None, None])
    again = api.json("POST", "/api/form", {"form": FORM_TEXT, "state": hostile, "actions": []})
    assert again["state"] == fresh["state"]


def test_wheel_titles_travel_once_per_shape(api):
    """A client that sends back the wheelsKey of the wheels it holds gets no titles again while
    the wheels stay the same; when they change (a month of another length) it gets the new
    ones, with their own key. The answer without titles is the smaller by their bytes."""
    spec = {"kind": "pattern", "pattern": "59:59.99"}
    first = picker(api, spec, answer="12:54.37")
    assert first["wheels"] and first["wheelsKey"]
    spun = picker(api, spec, state=first["state"], actions=[{"spin": {"wheel": 0, "by": 1}}],
                  wheelsKey=first["wheelsKey"])
    assert "wheels" not in spun and spun["wheelsKey"] == first["wheelsKey"]
    assert spun["text"] == "22:54.37"
    again = picker(api, spec, state=first["state"], actions=[{"spin": {"wheel": 0, "by": 1}}])
    assert again["wheels"] == first["wheels"]
    assert len(json.dumps(spun)) < len(json.dumps(again)) - 1000
    # A stale or foreign key gets the wheels.
    assert picker(api, spec, answer="1:00.00", wheelsKey="0")["wheels"] == first["wheels"]
    # The year wheel sends a window of its rows around the year: another year far off is other
    # titles, so another key, and the titles come.
    dates = {"kind": "date", "mode": "date", "timeZone": "UTC"}
    now = picker(api, dates, answer="2026-01-31")
    then = picker(api, dates, answer="1900-01-31", wheelsKey=now["wheelsKey"])
    assert then["wheelsKey"] != now["wheelsKey"] and then["wheels"]
    assert [w["offset"] for w in then["wheels"]] != [w["offset"] for w in now["wheels"]]
    near = picker(api, dates, answer="2026-02-14", wheelsKey=now["wheelsKey"])
    assert "wheels" not in near and near["wheelsKey"] == now["wheelsKey"]


def test_picker_malformed_requests(api):
    # A picker description the core refuses (an unknown kind, a setting of the wrong type) is a
    # 422 naming the setting, as from every front end; what is no request at all is a 400.
    for body, message in [(b'{"picker": {"kind": "dial"}}', 'kind "dial" is unknown'),
                          (b'{"picker": {"kind": "pattern", "pattern": 5}}', "pattern must be text"),
                          (b'{"picker": {"kind": "pattern", "pattern": "99", "maximum": 3}}',
                           '"maximum" is not a setting of a pattern picker')]:
        assert message in api.error("POST", "/api/picker", raw=body, status=422)
    for body in [b"{", b"[]", b'{"answer": "1"}',
                 b'{"picker": {"kind": "pattern", "pattern": "99"}, "actions": ["jump"]}',
                 b'{"picker": {"kind": "pattern", "pattern": "99"}, "actions": [{"type": "12"}]}',
                 b'{"picker": {"kind": "pattern", "pattern": "99"}, "actions": [{"key": "Fly"}]}',
                 b'{"picker": {"kind": "pattern", "pattern": "99"}, "actions": [{"focus": "up"}]}',
                 b'{"picker": {"kind": "pattern", "pattern": "99"}, "state": {"rows": [1]}}']:
        assert api.error("POST", "/api/picker", raw=body, status=400).startswith("malformed")


# MARK: POST /api/pace


def test_pace(api):
    run = api.json("POST", "/api/pace", {"distance": "10", "time": "50:00"})
    assert run["pacePerKm"] == "5:00.0" and len(run["splits"]) == 10 and run["predictions"]
    miles = api.json("POST", "/api/pace", {"distance": "3", "distanceUnit": "mi", "pace": "8:00",
                                          "paceUnit": "min/mi", "split": "mi"})
    assert miles["time"] == "24:00.00" and len(miles["splits"]) == 3
    assert miles["splits"][-1]["distance"] == "3 mi" and miles["distance"] == "3 mi"
    marathon = api.json("POST", "/api/pace", {"time": "3:00:00", "pace": "4:16", "split": "km"})
    assert marathon["splits"][-1]["elapsed"] == "3:00:00.00"
    metres = api.json("POST", "/api/pace", {"distance": "400", "distanceUnit": "m", "time": "1:20"})
    assert metres["distanceKm"] == 0.4
    yards = api.json("POST", "/api/pace", {"distance": "1760", "distanceUnit": "yd", "time": "8:00"})
    assert yards["distanceMi"] == 1 and yards["pacePerMi"] == "8:00.0"
    assert api.error("POST", "/api/pace", {"distance": "10"}, status=422) == \
        "give two of distance, time and pace (or speed)"
    api.error("POST", "/api/pace", {"distance": "10", "distanceUnit": "furlong", "time": "50:00"},
              status=422)
    api.error("POST", "/api/pace", {"distance": "0", "time": "50:00"}, status=422)
    api.error("POST", "/api/pace", {"distance": "10", "time": "99:99:99"}, status=422)
    api.error("POST", "/api/pace", {"distance": 10, "time": "50:00"}, status=400)
    api.error("POST", "/api/pace", raw=b"distance=10", status=400)


def test_pace_is_exact_end_to_end(api):
    # 1.01 mi at 7:45 /mi: 465 s x 1.01 = 469.65 s, with no rounded per-km pace between.
    run = api.json("POST", "/api/pace", {"distance": "1.01", "distanceUnit": "mi", "pace": "7:45",
                                        "paceUnit": "min/mi"})
    assert run["time"] == "7:49.65" and run["timeSeconds"] == 469.65
    # Hundredths in, hundredths out.
    track = api.json("POST", "/api/pace", {"distance": "400", "distanceUnit": "m", "time": "1:05.37",
                                          "split": "100 m"})
    # 65.37 s over four 100 m is 16.3425 s each: under a minute, a split is written as runners
    # write one, the seconds alone.
    assert track["time"] == "1:05.37" and [s["split"] for s in track["splits"]] == ["16.34"] * 4
    assert [s["elapsed"] for s in track["splits"][:2]] == ["16.34", "32.69"]
    assert track["splits"][-1]["elapsed"] == "1:05.37" and len(track["splits"]) == 4


def test_pace_refuses_all_three_and_a_pace_with_a_speed(api):
    message = api.error("POST", "/api/pace", {"distance": "10", "time": "50:00", "pace": "5:00"},
                        status=422)
    assert message == "give two of distance, time and pace (or speed), not all three: " \
        "leave out the one to solve"
    assert "not both" in api.error("POST", "/api/pace", {"distance": "10", "pace": "5:00",
                                                         "speed": "12"}, status=422)


def test_speed_is_an_input(api):
    run = api.json("POST", "/api/pace", {"time": "1:00:00", "speed": "12", "speedUnit": "km/h"})
    assert run["distanceKm"] == 12 and run["pacePerKm"] == "5:00.0"
    mph = api.json("POST", "/api/pace", {"distance": "10", "distanceUnit": "mi", "speed": "7.5",
                                        "speedUnit": "mph"})
    assert mph["time"] == "1:20:00.00" and mph["pacePerMi"] == "8:00.0"
    api.error("POST", "/api/pace", {"time": "1:00:00", "speed": "12", "speedUnit": "knots"},
              status=422)


def test_splits_any_distance_labelled_in_their_unit_with_the_partial_last(api):
    run = api.json("POST", "/api/pace", {"distance": "42.195", "time": "3:00:00", "split": "mi"})
    assert run["split"] == "1 mi" and len(run["splits"]) == 27
    assert all(s["distance"].endswith(" mi") and "km" not in s["length"] for s in run["splits"])
    last = run["splits"][-1]
    assert last["partial"] and last["length"] == "0.219 mi" and last["distance"] == "26.219 mi"
    assert not any(s["partial"] for s in run["splits"][:-1])
    laps = api.json("POST", "/api/pace", {"distance": "5", "time": "20:00", "split": "400 m"})
    assert len(laps["splits"]) == 13 and laps["splits"][0]["split"] == "1:36.00"
    assert laps["splits"][-1]["length"] == "200 m" and laps["splits"][-1]["partial"]
    for bad in ["lap", "0 km", "1 furlong", "400m m"]:
        assert "splits are per km, per mi" in api.error(
            "POST", "/api/pace", {"distance": "10", "time": "50:00", "split": bad}, status=422)
    assert "1000" in api.error("POST", "/api/pace", {"distance": "10", "time": "50:00",
                                                     "split": "1 m"}, status=422)


def seconds(text):
    total = 0.0
    for part in text.split(":"):
        total = total * 60 + float(part)
    return total


def test_predictions_for_any_distance_and_time_with_their_pace(api):
    # Riegel by its formula, computed here: T2 = T1 (D2/D1)^k, D2 = D1 (T2/T1)^(1/k).
    body = {"distance": "10", "time": "50:00", "model": "riegel", "riegelExponent": "1.08",
            "targets": ["15 km", "marathon", "3000 m"], "timeTargets": ["1:00:00", "2:00:00"]}
    run = api.json("POST", "/api/pace", body)
    assert [p["target"] for p in run["predictions"]] == ["15 km", "marathon", "3000 m"]
    for prediction, metres in zip(run["predictions"], [15000, 42195, 3000]):
        expected = 3000 * (metres / 10000) ** 1.08
        assert abs(seconds(prediction["time"]) - expected) <= 0.05
        assert prediction["time"].split(".")[-1].isdigit() and len(prediction["time"].split(".")[-1]) == 1
        pace = seconds(prediction["pacePerKm"])
        assert abs(pace - expected / metres * 1000) <= 0.05
        assert prediction["models"]["riegel"] == prediction["time"]
    for prediction, time in zip(run["timePredictions"], [3600, 7200]):
        metres = 10000 * (time / 3000) ** (1 / 1.08)
        assert abs(prediction["distanceKm"] - metres / 1000) <= 0.0005
        assert abs(seconds(prediction["pacePerKm"]) - time / metres * 1000) <= 0.05
    assert run["riegelExponent"] == "1.08"
    # Every model answers, and the average is their mean.
    every = api.json("POST", "/api/pace", {"distance": "5", "time": "20:00", "targets": ["10K"]})
    models = every["predictions"][0]["models"]
    assert set(models) == {"average", "riegel", "cameron", "purdy", "vo2max"}
    mean = sum(seconds(models[m]) for m in ["riegel", "cameron", "purdy", "vo2max"]) / 4
    assert abs(seconds(models["average"]) - mean) <= 0.1 and every["model"] == "average"
    assert every["predictions"][0]["time"] == models["average"]


def test_prediction_refusals(api):
    base = {"distance": "10", "time": "50:00"}
    assert "riegel, cameron" in api.error("POST", "/api/pace", dict(base, model="magic"), status=422)
    assert "1.00-1.20" in api.error("POST", "/api/pace", dict(base, riegelExponent="1.30"),
                                    status=422)
    assert "a target is a race" in api.error("POST", "/api/pace", dict(base, targets=["moon"]),
                                             status=422)
    assert "up to 30" in api.error("POST", "/api/pace", dict(base, targets=["5K"] * 31),
                                   status=422)
    assert api.error("POST", "/api/pace", dict(base, timeTargets=["99:99"]),
                     status=422).startswith("time target: ")


def test_intervals(api):
    session = api.json("POST", "/api/pace/intervals", {
        "repetitions": "6", "distance": "800", "pace": "3:45", "recovery": "jog",
        "recoveryDistance": "400", "recoveryPace": "6:00"})
    # 6 x 180 s of work and 5 x 144 s of jogging over 6.8 km.
    assert session["totalTime"] == "30:00.00" and session["totalDistanceKm"] == 6.8
    assert session["averagePacePerKm"] == "4:24.7" and len(session["rows"]) == 11
    assert session["rows"][1]["elapsed"] == "5:24.00"
    rest = api.json("POST", "/api/pace/intervals", {
        "repetitions": "10", "distance": "400", "pace": "4:00", "recoveryTime": "1:00"})
    assert rest["totalTime"] == "25:00.00" and rest["totalDistanceKm"] == 4
    miles = api.json("POST", "/api/pace/intervals", {
        "repetitions": "3", "distance": "1", "distanceUnit": "mi", "pace": "6:00",
        "paceUnit": "min/mi", "recoveryTime": "2:00"})
    assert miles["totalTime"] == "22:00.00" and miles["averagePacePerMi"] == "7:20.0"
    assert api.error("POST", "/api/pace/intervals", {
        "repetitions": "101", "distance": "400", "pace": "4:00"}, status=422) == \
        "repetitions: 101 is above the maximum 100"
    api.error("POST", "/api/pace/intervals", {
        "repetitions": "5", "distance": "400", "pace": "4:00", "recovery": "swim"}, status=422)
    api.error("POST", "/api/pace/intervals", {
        "repetitions": "5", "distance": "400", "pace": "4:00", "recovery": "jog"}, status=422)


def test_pace_distance(api):
    assert api.json("POST", "/api/pace/distance", {"distance": "42.195", "from": "km", "to": "mi"}) \
        == {"distance": "26.219", "unit": "mi", "written": "26.219"}
    # In the reader's locale: the amount read in its signs, `written` in them, the amount sent
    # back canonical (babel's CLDR gives de_DE's decimal sign).
    comma = babel.numbers.get_decimal_symbol("de_DE")
    assert api.json("POST", "/api/pace/distance?locale=de_DE",
                    {"distance": "42" + comma + "195", "from": "km", "to": "mi"}) \
        == {"distance": "26.219", "unit": "mi", "written": "26" + comma + "219"}
    assert api.json("POST", "/api/pace/distance",
                    {"distance": "5", "from": "mi", "to": "m"})["unit"] == "m"
    # A unit the document does not list is not the documented shape: 400, naming the units.
    assert api.error("POST", "/api/pace/distance",
                     {"distance": "10", "from": "km", "to": "furlong"},
                     status=400) == 'malformed request: "to" is one of m, km, mi, yd'
    assert "999.999" in api.error("POST", "/api/pace/distance",
                                  {"distance": "1000", "from": "km", "to": "mi"}, status=422)
    api.error("POST", "/api/pace/distance", {"distance": "10", "from": "km"}, status=400)
    api.error("POST", "/api/pace/distance", {"distance": 10, "from": "km", "to": "mi"}, status=400)


def test_pace_pace(api):
    # 5:00 per km is 300 s x 1.609344 km per mile = 482.8032 s per mile: 8:02.80 to the
    # hundredth the pace wheels hold.
    per_mile = round(300 * 1.609344, 2)
    expected = "%d:%05.2f" % (per_mile // 60, per_mile % 60)
    assert api.json("POST", "/api/pace/pace", {"pace": "5:00", "from": "min/km", "to": "min/mi"}) \
        == {"pace": expected, "unit": "min/mi", "written": expected}
    back = api.json("POST", "/api/pace/pace", {"pace": expected, "from": "min/mi", "to": "min/km"})
    assert back == {"pace": "5:00.00", "unit": "min/km", "written": "5:00.00"}
    # A pace becomes a speed and back: 5:00 per km is 12 km/h.
    assert api.json("POST", "/api/pace/pace", {"pace": "5:00", "from": "min/km", "to": "km/h"}) \
        == {"pace": "12.00", "unit": "km/h", "written": "12.00"}
    assert api.json("POST", "/api/pace/pace", {"pace": "7.5", "from": "mph", "to": "min/mi"}) \
        == {"pace": "8:00.00", "unit": "min/mi", "written": "8:00.00"}
    # In de_DE the speed is read and written with its decimal sign; the pace sent back is not.
    comma = babel.numbers.get_decimal_symbol("de_DE")
    assert api.json("POST", "/api/pace/pace?locale=de_DE",
                    {"pace": "7" + comma + "5", "from": "mph", "to": "min/mi"}) \
        == {"pace": "8:00.00", "unit": "min/mi", "written": "8:00" + comma + "00"}
    assert api.error("POST", "/api/pace/pace", {"pace": "5:00", "from": "min/km", "to": "knots"},
                     status=400) == 'malformed request: "to" is one of min/km, min/mi, km/h, mph'
    api.error("POST", "/api/pace/pace", {"pace": "50:00", "from": "min/km", "to": "min/mi"},
              status=422)
    api.error("POST", "/api/pace/pace", {"pace": "5:00"}, status=400)


def test_pace_targets_are_named_as_the_report_names_them(api):
    """15.000 km from the wheels is the report's 15 km; 5000 m is the 5K again; 0:30:00.00 on
    the time wheels is 30:00; the names are the ones POST /api/pace answers its rows with."""
    named = api.json("POST", "/api/pace/targets",
                     {"targets": ["5K", "15.000 km", "5000 m"], "timeTargets": ["0:30:00.00"]})
    assert named == {"targets": ["5K", "15 km"], "timeTargets": ["30:00"],
                     "writtenTargets": ["5K", "15 km"], "writtenTimeTargets": ["30:00"]}
    report = api.json("POST", "/api/pace", {"distance": "10", "distanceUnit": "km",
                                            "time": "50:00", "targets": named["targets"],
                                            "timeTargets": named["timeTargets"]})
    assert [row["target"] for row in report["predictions"]] == named["targets"]
    assert [row["target"] for row in report["timePredictions"]] == named["timeTargets"]
    assert "15 furlongs" in api.error("POST", "/api/pace/targets", {"targets": ["15 furlongs"]},
                                      status=422)
    assert "up to 30" in api.error("POST", "/api/pace/targets", {"targets": ["5K"] * 31},
                                   status=422)


# MARK: Thermostat schedules


def test_thermostat_schedule(api):
    default = api.json("GET", "/api/schedules/home")
    assert default["scale"] == "F" and "note" not in default
    pushed = api.json("POST", "/api/schedules/home/edit", EDIT)
    assert "cooling setpoint raised" in pushed["note"]
    assert pushed["undo"].startswith("Undo Weekdays")
    cooled = api.json("POST", "/api/schedules/home/edit", dict(EDIT, field="cool", value="84"))
    assert cooled["note"].endswith("cooling setpoint set to 84 °F")
    timed = api.json("POST", "/api/schedules/home/edit",
                     {"field": "time", "group": "weekend", "period": "leave", "value": "09:30"})
    assert timed["groups"][1]["entries"][1]["time"] == "09:30"
    celsius = api.json("POST", "/api/schedules/home/edit", {"field": "scale", "value": "C"})
    assert celsius["scale"] == "C" and celsius["range"] == [7, 32]
    assert api.json("GET", "/api/schedules/home")["scale"] == "C"
    # The default keeps the scale chosen; undo takes it back, whole, once.
    before = api.json("GET", "/api/schedules/home")
    reset = api.json("POST", "/api/schedules/home/reset")
    assert reset["scale"] == "C" and reset["undo"] == "Undo Energy Star default"
    undone = api.json("POST", "/api/schedules/home/undo")
    assert undone["groups"] == before["groups"] and "undo" not in undone
    assert "no change to undo" in api.error("POST", "/api/schedules/home/undo", status=422)
    api.json("POST", "/api/schedules/home/reset")
    reset = api.json("POST", "/api/schedules/home/edit", {"field": "scale", "value": "F"})
    assert reset["groups"][0]["entries"][0]["heat"] == 70
    # A schedule never saved starts in the scale of the reader's locale: °C in Germany.
    german = api.json("GET", "/api/schedules/neu?locale=de_DE&clock=24")
    assert german["scale"] == "C" and german["groups"][0]["entries"][0]["heat"] == 21
    api.error("GET", "/api/schedules/neu?locale=xx_NOPE", status=422)
    # A name with a space and non-ASCII text, percent-encoded; the 24-hour clock.
    away = api.json("GET", "/api/schedules/" + urllib.parse.quote("Ferienhaus Süd") + "?clock=24")
    assert away["clock"] == 24 and away["pickers"]["time"]["kind"] == "date"
    api.json("POST", "/api/schedules/away/edit?clock=24", dict(EDIT, value="68"))
    # The pickers a schedule names are requests POST /api/picker takes, as they are.
    for clock in [12, 24]:
        pickers = api.json("GET", "/api/schedules/home?clock=%d" % clock)["pickers"]
        setpoint = picker(api, pickers["setpoint"], answer="21" if reset["scale"] == "C" else "70")
        assert setpoint["value"] in (21, 70)
        start = picker(api, pickers["time"], actions=[{"key": "ArrowUp"}])
        assert re.fullmatch(r"\d\d:\d\d", start["value"])
    # Refusals: nothing is saved.
    assert api.error("POST", "/api/schedules/home/edit", dict(EDIT, value="99"), status=422) \
        == "the heating setpoint must be 45-90 °F, got 99 °F"
    # Thermostat words, not the wheels' pattern.
    assert api.error("POST", "/api/schedules/home/edit", dict(EDIT, value="70.5"), status=422) \
        == "the heating setpoint must be a whole °F, got 70.5 °F"
    assert "start time is HH:MM on the 15-minute grid" in api.error(
        "POST", "/api/schedules/home/edit", dict(EDIT, field="time", value="25:00"), status=422)
    # A field the document does not list is not the documented shape: 400, naming the fields.
    assert api.error("POST", "/api/schedules/home/edit", dict(EDIT, field="humidity"),
                     status=400) == 'malformed request: "field" is one of heat, cool, time, scale'
    api.error("POST", "/api/schedules/home/edit", {"field": "scale", "value": "K"}, status=422)
    api.error("POST", "/api/schedules/home/edit", {"field": "heat", "value": "70"}, status=422)
    api.error("POST", "/api/schedules/home/edit", dict(EDIT, field="time", value="06:07"),
              status=422)
    api.error("POST", "/api/schedules/home/edit", dict(EDIT, value=70), status=400)
    api.error("POST", "/api/schedules/home/edit", {"group": "weekdays"}, status=400)
    api.error("GET", "/api/schedules/" + "a" * 41, status=422)
    api.error("GET", "/api/schedules/%FF", status=422)
    api.error("POST", "/api/schedules/%00/reset", status=422)
    # A reset's body is optional: without one it needs no Content-Type either.
    assert api.json("POST", "/api/schedules/home/reset", content_type=None)["groups"]
    api.error("POST", "/api/schedules/home/reset", raw=b"{}", content_type=None, status=415)
    for clock in ["7", "twelve", ""]:
        api.error("GET", "/api/schedules/home?clock=" + clock, status=422)
    api.error("POST", "/api/schedules/home/edit?clock=13", EDIT, status=422)
    api.error("POST", "/api/schedules/home/reset?clock=0", status=422)
    assert api.json("GET", "/api/schedules/home")["groups"] == reset["groups"]


def test_schedule_days_copies_and_saved_list(api):
    days = api.json("POST", "/api/schedules/week/layout", {"layout": "each-day"})
    assert days["layout"] == "each-day" and [g["group"] for g in days["groups"]] == \
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    api.json("POST", "/api/schedules/week/edit",
             {"field": "time", "group": "monday", "period": "leave", "value": "07:30"})
    copied = api.json("POST", "/api/schedules/week/copy", {"from": "monday", "to": ["friday"]})
    assert copied["note"] == "Monday's program copied to Friday"
    by_day = {g["group"]: g["entries"] for g in copied["groups"]}
    assert by_day["friday"] == by_day["monday"] and by_day["tuesday"] != by_day["monday"]
    assert "not weekend" in api.error("POST", "/api/schedules/week/copy",
                                      {"from": "monday", "to": ["weekend"]}, status=422)
    assert api.error("POST", "/api/schedules/week/copy", {"from": "someday", "to": ["friday"]},
                     status=400).startswith('malformed request: "from" is one of weekdays, weekend')
    api.error("POST", "/api/schedules/week/copy", {"from": "monday", "to": ["friday"] * 10},
              status=422)
    assert api.error("POST", "/api/schedules/week/layout", {"layout": "fortnight"},
                     status=400) == 'malformed request: "layout" is one of weekdays-weekend, each-day'
    joined = api.json("POST", "/api/schedules/week/layout", {"layout": "weekdays-weekend"})
    assert joined["layout"] == "weekdays-weekend" and "Tuesday" in joined["note"]
    names = api.json("GET", "/api/schedules")["schedules"]
    assert names[0] == "week"


# MARK: Unit-price lists


def test_sizes_as_labels_write_them(api):
    written = api.json("POST", "/api/lists/sizes/products",
                       {"name": "Yoghurt", "price": "2.40", "size": "3 x 500 g"}, status=201)
    assert written["product"]["packCount"] == 3 and written["product"]["quantity"] == 500
    assert written["product"]["unit"] == "g"
    api.json("POST", "/api/lists/drinks/products", {"name": "Cans", "price": "4", "size": "6×330mL"},
             status=201)
    assert api.json("POST", "/api/size", {"size": "6×330mL"}) == \
        {"packCount": 6, "quantity": 330, "unit": "mL", "dimension": "volume"}
    assert "not both" in api.error("POST", "/api/lists/sizes/products", {
        "name": "Both", "price": "1", "size": "500 g", "quantity": "1", "unit": "kg"}, status=422)
    assert "3 x 500 g" in api.error("POST", "/api/lists/sizes/products",
                                    {"name": "None", "price": "1"}, status=422)
    for bad in ["three bags", "0 x 500 g", "1000 x 1 g", "500 furlongs", "x 500 g"]:
        api.error("POST", "/api/size", {"size": bad}, status=422)
    # The pack count as text, as the price may be.
    text = api.json("POST", "/api/lists/counts/products", dict(PRODUCT, packCount="3"), status=201)
    assert text["product"]["packCount"] == 3
    assert "1-999" in api.error("POST", "/api/lists/counts/products",
                                dict(PRODUCT, packCount="lots"), status=422)


def test_the_saved_lists(api):
    api.json("POST", "/api/lists/saved-one/products", PRODUCT, status=201)
    api.json("POST", "/api/lists/saved-yen/products?locale=ja_JP", dict(PRODUCT, price="498"),
             status=201)
    lists = {entry["name"]: entry for entry in api.json("GET", "/api/lists")["lists"]}
    assert lists["saved-one"] == {"name": "saved-one", "currency": "USD", "total": 1}
    assert lists["saved-yen"]["currency"] == "JPY"


def test_price_list(api):
    empty = api.json("GET", "/api/lists/groceries")
    assert empty["total"] == 0 and empty["products"] == [] and "dimension" not in empty
    added = api.send("POST", "/api/lists/groceries/products", PRODUCT, status=201).json()
    assert added["product"]["best"] and added["dimension"] == "mass"
    api.send("POST", "/api/lists/groceries/products?locale=de_DE",
             {"name": "Rice small", "price": 1.5, "quantity": 500, "unit": "g", "packCount": 2},
             status=201)
    api.send("POST", "/api/lists/groceries/products",
             {"name": "Oats", "price": "3.10", "quantity": "2", "unit": "lb"}, status=201)
    page = api.json("GET", "/api/lists/groceries")
    assert page["total"] == 3 and page["products"][0]["best"]
    second = api.json("GET", "/api/lists/groceries?offset=1&limit=1&locale=de_DE")
    assert second["offset"] == 1 and second["limit"] == 1 and len(second["products"]) == 1
    assert second["locale"] == "de_DE" and second["count"].startswith("Produkte 2–2 von 3")
    assert second["currency"] == "USD" and second["minorUnits"] == 2
    past = api.json("GET", "/api/lists/groceries?offset=10&limit=500&locale=de-DE")
    assert past["products"] == [] and past["locale"] == "de-DE"
    removed = api.json("DELETE", "/api/lists/groceries/products/" + page["products"][0]["id"])
    assert removed["total"] == 2 and "product" not in removed
    # The last product out: the list has no dimension again.
    for product in api.json("GET", "/api/lists/groceries")["products"]:
        last = api.json("DELETE", "/api/lists/groceries/products/" + product["id"])
    assert last["total"] == 0 and "dimension" not in last
    # Refusals.
    api.send("POST", "/api/lists/groceries/products", PRODUCT, status=201)
    assert "volume" in api.error("POST", "/api/lists/groceries/products",
                                 dict(PRODUCT, name="Milk", unit="L"), status=422)
    api.error("POST", "/api/lists/groceries/products", dict(PRODUCT, unit="parsec"), status=422)
    api.error("POST", "/api/lists/groceries/products", dict(PRODUCT, price="-1"), status=422)
    api.error("POST", "/api/lists/groceries/products", dict(PRODUCT, packCount=1000), status=422)
    api.error("POST", "/api/lists/groceries/products", dict(PRODUCT, name=""), status=422)
    api.error("POST", "/api/lists/" + "b" * 41 + "/products", PRODUCT, status=422)
    api.error("POST", "/api/lists/groceries/products", {"name": "Rice", "unit": "kg"}, status=400)
    api.error("POST", "/api/lists/groceries/products", dict(PRODUCT, packCount=[2]), status=400)
    api.error("GET", "/api/lists/groceries?limit=0", status=422)
    api.error("GET", "/api/lists/groceries?limit=501", status=422)
    api.error("GET", "/api/lists/groceries?offset=-1", status=422)
    api.error("GET", "/api/lists/groceries?offset=one", status=422)
    api.error("GET", "/api/lists/%FF", status=422)
    api.error("GET", "/api/lists/groceries?locale=xx_NOPE", status=422)
    api.error("DELETE", "/api/lists/groceries/products/00000000-0000-0000-0000-000000000000",
              status=404)
    api.error("DELETE", "/api/lists/groceries/products/not-an-id", status=404)
    api.error("DELETE", "/api/lists/%00/products/00000000-0000-0000-0000-000000000000",
              status=422)
    # An unknown locale on a write is 422, and nothing was written.
    api.error("POST", "/api/lists/other/products?locale=xx_NOPE", PRODUCT, status=422)
    assert api.json("GET", "/api/lists/other")["total"] == 0


YEN_PICKER = {"kind": "pattern", "pattern": "9999999", "min": "1"}


def in_locale(spec, locale):
    """A list's picker in the list's locale, whose signs its wheels write (issue 25)."""
    return dict(spec, locale=locale)


def test_list_currency(api):
    # A list never written is in the locale's currency, with that currency's price picker.
    assert api.json("GET", "/api/lists/fresh")["pickers"]["price"] == \
        in_locale({"kind": "pattern", "pattern": "9999.99", "min": "0.01"}, "en_US")
    fresh = api.json("GET", "/api/lists/yen?locale=ja_JP")
    assert (fresh["currency"], fresh["minorUnits"], fresh["count"]) == ("JPY", 0, "0 件")
    assert fresh["pickers"]["price"] == in_locale(YEN_PICKER, "ja_JP")
    assert api.json("GET", "/api/lists/yen?locale=de_DE")["currency"] == "EUR"
    # PUT sets an empty list's currency (a code in any case), as often as asked.
    dinar = api.json("PUT", "/api/lists/yen", {"currency": "kwd"})
    assert (dinar["currency"], dinar["minorUnits"], dinar["total"]) == ("KWD", 3, 0)
    assert dinar["pickers"]["price"] == \
        in_locale({"kind": "pattern", "pattern": "9999.999", "min": "0.001"}, "en_US")
    yen = api.json("PUT", "/api/lists/yen?locale=de_DE", {"currency": "JPY"})
    assert yen["pickers"]["price"] == in_locale(YEN_PICKER, "de_DE") and yen["count"] == "0 Produkte"
    # The picker is the request POST /api/picker takes, as it is.
    assert picker(api, yen["pickers"]["price"], answer="498")["value"] == 498
    # A product without a currency is in the list's; one may name it.
    rice = api.send("POST", "/api/lists/yen/products",
                    {"name": "Rice", "price": "100", "quantity": "1", "unit": "kg"},
                    status=201).json()["product"]
    assert rice["priceText"] == "¥100" and (rice["quantity"], rice["unit"], rice["packCount"]) \
        == (1, "kg", 1)
    dearer = api.send("POST", "/api/lists/yen/products?locale=ja_JP",
                      {"name": "Rice 2", "price": 101, "quantity": 1000, "unit": "g",
                       "currency": "jpy"}, status=201).json()
    assert dearer["count"] == "2 件" and dearer["product"]["label"] == "1% 高い"
    # The page reads the reader's language; unit prices carry the decimals that tell them apart.
    japanese = api.json("GET", "/api/lists/yen?locale=ja_JP")
    assert japanese["count"] == "2 件" and japanese["products"][0]["label"] == "最安"
    assert [product["unitPrices"][1] for product in japanese["products"]] == \
        ["¥10.0 / 100 g", "¥10.1 / 100 g"]
    german = api.json("GET", "/api/lists/yen?locale=de_DE")
    assert german["currency"] == "JPY" and german["count"] == "2 Produkte"
    assert german["products"][0]["label"] == "Bester Preis"
    assert german["products"][0]["priceText"].startswith("100") and "€" not in str(german)
    assert api.json("GET", "/api/lists/yen?locale=it_IT")["count"] == "2 products"
    spanish = api.json("GET", "/api/lists/yen?locale=es_ES&offset=1&limit=1")
    assert spanish["count"].startswith("productos 2–2 de 2")
    # A list with products keeps its currency: the same one again changes nothing.
    assert api.json("PUT", "/api/lists/yen", {"currency": "JPY"})["total"] == 2
    assert "in JPY and has products" in api.error("PUT", "/api/lists/yen", {"currency": "EUR"},
                                                  status=422)
    assert "in JPY and has products" in api.error(
        "POST", "/api/lists/yen/products", dict(PRODUCT, currency="USD"), status=422)
    api.error("POST", "/api/lists/yen/products", dict(PRODUCT, currency="yen"), status=422)
    api.error("PUT", "/api/lists/yen", {"currency": "XXZ"}, status=422)
    api.error("PUT", "/api/lists/empty", {"currency": "dollars"}, status=422)
    api.error("PUT", "/api/lists/" + "c" * 41, {"currency": "JPY"}, status=422)
    api.error("PUT", "/api/lists/%FF", {"currency": "JPY"}, status=422)
    api.error("PUT", "/api/lists/yen", {"currency": 392}, status=400)
    api.error("PUT", "/api/lists/yen", {}, status=400)
    api.error("PUT", "/api/lists/yen", raw=b"{", status=400)
    api.error("PUT", "/api/lists/yen", {"currency": "JPY"}, content_type="text/plain", status=415)
    page = api.json("GET", "/api/lists/yen")
    assert (page["currency"], page["total"]) == ("JPY", 2)
    # Another list's empty: its first product sets its currency.
    first = api.send("POST", "/api/lists/empty/products", dict(PRODUCT, currency="GBP"),
                     status=201).json()
    assert first["product"]["priceText"] == "£2.49"
    assert api.json("GET", "/api/lists/empty")["currency"] == "GBP"


def test_an_unknown_locale_on_a_currency_put_saves_nothing(api):
    api.error("PUT", "/api/lists/fresh?locale=xx_NOPE", {"currency": "GBP"}, status=422)
    assert api.json("GET", "/api/lists/fresh")["currency"] == "USD"


def test_product_edit(api):
    rice = api.send("POST", "/api/lists/pantry/products", PRODUCT, status=201).json()["product"]
    api.send("POST", "/api/lists/pantry/products",
             {"name": "Oats", "price": "3.10", "quantity": "2", "unit": "lb"}, status=201)
    target = "/api/lists/pantry/products/" + rice["id"]
    edited = api.json("PUT", target + "?locale=fr_FR",
                      {"name": "Rice, big bag", "price": "8.99", "quantity": 5, "unit": "kg",
                       "packCount": 2, "currency": "USD"})
    assert edited["total"] == 2 and edited["count"] == "2 produits"
    product = edited["product"]
    assert product["id"] == rice["id"] and product["name"] == "Rice, big bag"
    assert (product["quantity"], product["unit"], product["packCount"]) == (5, "kg", 2)
    assert product["size"] == "2 × 5 kg" and product["label"] == "Meilleur prix"
    # In its place, with its id; the list's size unchanged.
    page = api.json("GET", "/api/lists/pantry")
    assert page["total"] == 2
    assert [item["name"] for item in page["products"] if item["id"] == rice["id"]] == \
        ["Rice, big bag"]
    # Refusals: nothing changes.
    assert "volume" in api.error("PUT", target, dict(PRODUCT, unit="L"), status=422)
    assert "in USD and has products" in api.error("PUT", target, dict(PRODUCT, currency="EUR"),
                                                  status=422)
    api.error("PUT", target, dict(PRODUCT, currency="EURO"), status=422)
    api.error("PUT", target, dict(PRODUCT, price="0"), status=422)
    api.error("PUT", target, dict(PRODUCT, packCount=0), status=422)
    api.error("PUT", target, dict(PRODUCT, name=""), status=422)
    api.error("PUT", target + "?locale=xx_NOPE", dict(PRODUCT, name="Never"), status=422)
    api.error("PUT", "/api/lists/%00/products/" + rice["id"], PRODUCT, status=422)
    api.error("PUT", target, {"name": "Rice"}, status=400)
    api.error("PUT", target, dict(PRODUCT, packCount=["2"]), status=400)
    api.error("PUT", "/api/lists/pantry/products/00000000-0000-0000-0000-000000000000", PRODUCT,
              status=404)
    api.error("PUT", "/api/lists/pantry/products/not-an-id", PRODUCT, status=404)
    api.error("PUT", "/api/lists/elsewhere/products/" + rice["id"], PRODUCT, status=404)
    assert api.json("GET", "/api/lists/pantry") == page
    assert api.json("GET", "/api/lists/elsewhere")["total"] == 0
    # The list's only product may change dimension.
    alone = api.send("POST", "/api/lists/single/products", PRODUCT, status=201).json()
    moved = api.json("PUT", "/api/lists/single/products/" + alone["product"]["id"],
                     dict(PRODUCT, unit="L"))
    assert moved["dimension"] == "volume" and moved["product"]["unit"] == "L"


def test_healthz(api):
    assert api.json("GET", "/healthz") == {"status": "ok"}


# MARK: What the edge answers on every route


def concrete(path):
    """A documented path with its parameters filled in."""
    fill = {"name": "edge", "id": "00000000-0000-0000-0000-000000000000"}
    # A page's call is named by the core: one it has.
    if path.startswith("/api/calls/"):
        fill["name"] = "answer"
    return re.sub(r"\{(\w+)\}", lambda match: fill[match.group(1)], path)


def operations(document):
    """(method, concrete path, operation) for every documented operation."""
    for path, item in document["paths"].items():
        for method in METHODS:
            if method in item:
                yield method.upper(), concrete(path), item[method]


def test_writes_need_json_and_this_origin(api, document):
    bodies = {("POST", "/api/picker"): {"picker": {"kind": "pattern", "pattern": "99"}},
              ("POST", "/api/calls/answer"): {"picker": {"kind": "pattern", "pattern": "99"}},
              ("POST", "/api/form"): {"form": FORM_TEXT},
              ("POST", "/api/form/description"): {"form": FORM_TEXT},
              ("POST", "/api/pace"): {"distance": "10", "time": "50:00"},
              ("POST", "/api/pace/distance"): {"distance": "10", "from": "km", "to": "mi"},
              ("POST", "/api/pace/pace"): {"pace": "5:00", "from": "min/km", "to": "min/mi"},
              ("POST", "/api/pace/targets"): {"targets": ["5K"]},
              ("POST", "/api/pace/intervals"): {"repetitions": "6", "distance": "800",
                                                "pace": "3:45"},
              ("POST", "/api/schedules/edge/edit"): EDIT, ("POST", "/api/schedules/edge/reset"): {},
                  ("POST", "/api/schedules/edge/undo"): {},
              ("POST", "/api/schedules/edge/layout"): {"layout": "each-day"},
              ("POST", "/api/schedules/edge/copy"): {"from": "weekdays", "to": ["weekend"]},
              ("POST", "/api/schedules/edge/hold"): {
                  "range": "2026-12-20T08:00/2027-01-02T18:00", "heat": "55", "cool": "85"},
              ("POST", "/api/schedules/edge/release"): {"start": "2026-12-20T08:00"},
              ("POST", "/api/lists/edge/products"): PRODUCT,
              ("POST", "/api/lists/edge/sync"): {"device": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
                                                 "edits": []},
              ("POST", "/api/schedules/edge/sync"): {
                  "device": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "edits": []},
              ("POST", "/api/size"): {"size": "500 g"},
              ("PUT", "/api/lists/edge"): {"currency": "EUR"},
              ("PUT", "/api/lists/edge/products/00000000-0000-0000-0000-000000000000"): PRODUCT}
    for method, path, operation in operations(document):
        if method == "GET":
            continue
        body = bodies.get((method, path))
        assert body is not None or method == "DELETE", ("a body for", method, path)
        if method in ("POST", "PUT"):
            for content_type in [None, "text/plain", "application/x-www-form-urlencoded"]:
                api.error(method, path, raw=json.dumps(body).encode(), content_type=content_type,
                          status=415)
            # A body past 64 KB, on the routes that read one.
            if "413" in operation["responses"]:
                api.error(method, path, raw=b'{"a": "' + b"x" * 70_000 + b'"}', status=413)
        for origin in ["http://evil.example", "null", "http://127.0.0.1:%d" % (api.server.port + 1)]:
            api.error(method, path, body, headers={"Origin": origin}, status=403)
    # The server's own origin may write.
    api.json("POST", "/api/pace", bodies[("POST", "/api/pace")],
             headers={"Origin": api.server.base})
    api.json("PUT", "/api/lists/edge", {"currency": "EUR"}, headers={"Origin": api.server.base})


def test_every_operation_refuses_another_host(api, document):
    for method, path, _ in operations(document):
        body = None if method in ("GET", "DELETE") else {}
        message = api.error(method, path, body, headers={"Host": "evil.example"}, status=421)
        assert "evil.example" in message


def test_options_and_methods_a_path_does_not_take(api, document):
    served = document_status(api.server) == 200
    for path, item in document["paths"].items():
        if path == DOCUMENT_ROUTE and not served:
            continue
        target = concrete(path)
        taken = {method.upper() for method in METHODS if method in item}
        allowed = api.send("OPTIONS", target, status=204, shared=True)
        head = {"HEAD"} if "GET" in taken else set()
        assert set(allowed.headers["Allow"].split(", ")) == taken | head | {"OPTIONS"}
        for method in METHODS:
            if method.upper() not in taken:
                body = None if method in ("get", "delete") else {}
                refused = api.send(method.upper(), target, body, status=405, shared=True)
                assert refused.headers["Allow"] == allowed.headers["Allow"]
        # HEAD: a GET without the body on GET paths; 405 elsewhere, where Allow does not name it.
        head = urllib.request.Request(api.server.base + target, method="HEAD")
        try:
            with OPENER.open(head, timeout=10) as answer:
                status, data = answer.status, answer.read()
        except urllib.error.HTTPError as error:
            status, data = error.code, error.read()
        assert (status, data) == ((200 if "GET" in taken else 405), b""), (target, status)


def test_an_unknown_route_is_a_json_404(api, document):
    """Not in the document (no operation), so its body is checked against the Error schema."""
    from openapi_schema_validator import OAS31Validator
    schema = document["components"]["schemas"]["Error"]
    for method, path in [("GET", "/api/no-such-route"), ("POST", "/api/list-of-lists"),
                         ("GET", "/api/schedules/home/extra")]:
        request = urllib.request.Request(api.server.base + path, method=method,
                                         data=b"{}" if method == "POST" else None,
                                         headers={"Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as raised:
            OPENER.open(request, timeout=10)
        assert raised.value.code == 404
        assert raised.value.headers["Content-Type"].startswith("application/json")
        OAS31Validator(schema).validate(json.loads(raised.value.read()))


def raw_exchange(port, data, timeout=10):
    """Sends bytes on a fresh connection; returns (status, headers, body) of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        if data:
            connection.sendall(data)
        received = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def check_raw(checker, server, method, path, status, answer):
    got, headers, body = answer
    assert got == status, answer
    sent = SentRequest(server.base, method, path, None, "application/json", {})
    checker.check(sent, ReceivedResponse(got, headers, body), valid_request=False)


def test_connection_level_answers(database, checker):
    """400 for HTTP the server cannot read, 408 for a slow head or body, 503 past the cap."""
    # A cap of 2, not 1: a connection that has just closed may still count for a moment.
    server = Server(database, ["--header-timeout", "1", "--body-timeout", "1",
                               "--max-connections", "2"]).start()
    try:
        host = "Host: 127.0.0.1:%d\r\n" % server.port
        check_raw(checker, server, "POST", "/api/pace", 400, raw_exchange(
            server.port, ("POST /api/pace HTTP/1.1\r\n" + host + "Content-Type: application/json"
                          "\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n").encode()))
        check_raw(checker, server, "GET", "/healthz", 400, raw_exchange(
            server.port, ("GET /healthz HTTP/1.1\r\n" + host
                          + "Transfer-Encoding: chunked\r\n\r\nZZ\r\n").encode()))
        check_raw(checker, server, "POST", "/api/lists/edge/products", 408, raw_exchange(
            server.port, ("POST /api/lists/edge/products HTTP/1.1\r\n" + host
                          + "Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{\"na")
            .encode()))
        with socket.create_connection(("127.0.0.1", server.port)) as holder, \
                socket.create_connection(("127.0.0.1", server.port)):
            time.sleep(0.3)
            status, headers, body = raw_exchange(
                server.port, ("GET /healthz HTTP/1.1\r\n" + host
                              + "Connection: close\r\n\r\n").encode())
            assert headers.get("Retry-After") == "1"
            check_raw(checker, server, "GET", "/healthz", 503, (status, headers, body))
            time.sleep(0.2)
            status, headers, body = raw_exchange(
                server.port, ("GET /api/lists/edge HTTP/1.1\r\n" + host
                              + "Connection: close\r\n\r\n").encode())
            check_raw(checker, server, "GET", "/api/lists/edge", 503, (status, headers, body))
            # The holder itself never sent a head: 408.
            holder.settimeout(10)
            received = b""
            while True:
                chunk = holder.recv(65536)
                if not chunk:
                    break
                received += chunk
            assert received.startswith(b"HTTP/1.1 408 "), received
    finally:
        server.stop()


# MARK: The checker is strict: a document that drifted from the answers fails


def test_a_drifted_document_fails(server):
    _, document = load_document()
    exchanges = []
    recorder = Client(server, type("Recorder", (), {
        "check": lambda self, *arguments, **keywords: exchanges.append(arguments[:2])})())
    names = []

    def record(name, *arguments, **keywords):
        names.append(name)
        return recorder.send(*arguments, **keywords)

    record("pace", "POST", "/api/pace", {"distance": "10", "time": "50:00"})
    record("paceUnit", "POST", "/api/pace/pace", {"pace": "5:00", "from": "min/km", "to": "min/mi"})
    record("distance", "POST", "/api/pace/distance", {"distance": "10", "from": "km", "to": "mi"})
    record("page", "GET", "/api/lists/groceries")
    record("options", "POST", "/api/picker", {"picker": {"kind": "options", "columns": [
        {"options": ["a", "b"]}]}})
    record("measure", "POST", "/api/picker", {"picker": {"kind": "measure", "dimension": "mass"},
                                              "answer": "1 kg", "to": "lb"})
    record("schedule", "GET", "/api/schedules/home")
    record("refusal", "POST", "/api/pace", {"distance": "10"}, status=422)
    record("currency", "PUT", "/api/lists/yen", {"currency": "JPY"})
    added = record("add", "POST", "/api/lists/yen/products", dict(PRODUCT, price="498",
                                                                   currency="JPY"), status=201)
    record("edit", "PUT", "/api/lists/yen/products/" + added.json()["product"]["id"],
           dict(PRODUCT, price="450", packCount=2))
    record("products", "GET", "/api/lists/yen?locale=ja_JP")
    requests = dict(zip(names, [request for request, _ in exchanges]))
    responses = dict(zip(names, [response for _, response in exchanges]))
    # The true document accepts them all, and the requests meant to succeed as requests too.
    true = Checker(document, shared=False)
    for name in names:
        true.check(requests[name], responses[name], valid_request=name != "refusal")

    def drifted(edit):
        copy_ = copy.deepcopy(document)
        edit(copy_["components"]["schemas"])
        return Checker(copy_, shared=False)

    def lacks(schemas, schema, member):
        del schemas[schema]["properties"][member]
        if member in schemas[schema].get("required", []):
            schemas[schema]["required"].remove(member)

    def lacks_picker(schemas):
        del schemas["ListPage"]["properties"]["pickers"]["properties"]["price"]
        schemas["ListPage"]["properties"]["pickers"]["required"].remove("price")

    cases = [
        # A member the answer has and the document lacks.
        ("pace", lambda s: lacks(s, "PaceAnswer", "predictions")),
        ("distance", lambda s: lacks(s, "DistanceAnswer", "unit")),
        ("options", lambda s: lacks(s, "OptionsAnswer", "labels")),
        ("measure", lambda s: lacks(s, "MeasureAnswer", "converted")),
        ("schedule", lambda s: s["Schedule"]["properties"]["groups"]["items"]["properties"]
         ["entries"]["items"]["properties"].pop("time")),
        ("refusal", lambda s: s["Error"]["properties"]["error"]["properties"].pop("message")),
        ("page", lambda s: lacks(s, "ListPage", "currency")),
        ("page", lambda s: lacks(s, "ListPage", "minorUnits")),
        ("page", lambda s: lacks(s, "ListPage", "pickers")),
        ("page", lacks_picker),
        ("page", lambda s: lacks(s, "PatternSpec", "min")),
        ("currency", lambda s: lacks(s, "ListPage", "pickers")),
        ("products", lambda s: lacks(s, "ListProduct", "quantity")),
        ("products", lambda s: lacks(s, "ListProduct", "unit")),
        ("products", lambda s: lacks(s, "ListProduct", "packCount")),
        ("add", lambda s: lacks(s, "ListProduct", "packCount")),
        ("edit", lambda s: lacks(s, "ListProduct", "quantity")),
        # A required member the answer lacks.
        ("page", lambda s: s["ListPage"]["required"].append("dimension")),
        ("pace", lambda s: s["PaceAnswer"]["required"].append("cadence")),
        # A member of another type.
        ("page", lambda s: s["ListPage"]["properties"].update(total={"type": "string"})),
        ("page", lambda s: s["ListPage"]["properties"].update(minorUnits={"type": "string"})),
        ("products", lambda s: s["ListProduct"]["properties"].update(packCount={"type": "string"})),
    ]
    for name, edit in cases:
        checker = drifted(edit)
        with pytest.raises(OpenAPIError):
            checker.check(requests[name], responses[name], valid_request=False)
    # A request member the document lacks: the new product members and the list's settings.
    requests_cases = [
        ("add", lambda s: lacks(s, "ProductInput", "currency")),
        ("edit", lambda s: lacks(s, "ProductInput", "packCount")),
        ("currency", lambda s: lacks(s, "ListSettings", "currency")),
        ("distance", lambda s: lacks(s, "DistanceRequest", "to")),
    ]
    for name, edit in requests_cases:
        checker = drifted(edit)
        with pytest.raises(OpenAPIError):
            checker.check(requests[name], responses[name], valid_request=True)

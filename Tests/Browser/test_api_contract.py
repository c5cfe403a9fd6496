"""The server against its own OpenAPI document, by schemathesis (property-based API testing).

Every default check and every phase (examples, coverage, fuzzing, stateful through the document's
links), seeded and bounded, against a real `picker serve` on a loopback socket with a fresh SQLite
file: once as it runs on loopback without a token, once asking for one and sent it as a bearer
token. Zero failures is the bar.

What a schema cannot state is a 422: a value of the right shape that breaks a rule of the
picker or the app (see the document's `info`). The configuration below is read from the document
itself: an operation that documents a 422 may answer it to a schema-valid request; one that
documents none may not, and a 400 is never expected for schema-valid data.
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml

from conftest import ROOT, Server

DOCUMENT = os.path.join(ROOT, "Sources", "PickerServer", "Resources", "assets", "openapi.yaml")
TOKEN = "contract-test-token-0123456789"
# The statuses schemathesis accepts for schema-valid data by default (its
# positive_data_acceptance), to which a documented 422 is added per operation.
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "429", "5xx"]


def configuration():
    """schemathesis.toml: the run's bounds, and a documented 422 accepted where it is documented."""
    with open(DOCUMENT, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    lines = [
        "[phases.stateful]",
        # Steps enough for the links to carry a product's id from its POST to its PUT and
        # DELETE, and a schedule's name from its GET to its edits, when a generated product is
        # one the price model takes (most are not: the links themselves are walked below).
        "max-steps = 40",
        "",
    ]
    for methods in document["paths"].values():
        for operation in methods.values():
            if not isinstance(operation, dict) or "422" not in operation.get("responses", {}):
                continue
            statuses = ", ".join('"%s"' % status for status in ACCEPTED + ["422"])
            lines += [
                "[[operations]]",
                'include-operation-id = "%s"' % operation["operationId"],
                "checks.positive_data_acceptance.expected-statuses = [%s]" % statuses,
                "",
            ]
    return "\n".join(lines)


def run_schemathesis(server, headers=()):
    with tempfile.TemporaryDirectory() as folder:
        config = os.path.join(folder, "schemathesis.toml")
        with open(config, "w", encoding="utf-8") as file:
            file.write(configuration())
        # The CLI through this Python (scripts/test.sh installs schemathesis into it), so no
        # `st` on the PATH is needed.
        command = [sys.executable, "-m", "schemathesis.cli", "--config-file", config, "run", server.base + "/api/openapi.yaml",
                   "--checks", "all", "--seed", "1", "--max-examples", "25", "--no-color"]
        for header in headers:
            command += ["--header", header]
        # Bounded by the examples per operation and the stateful steps; a run that hangs
        # fails here rather than holding the suite.
        result = subprocess.run(command, capture_output=True, text=True, cwd=folder,
                                timeout=600)
    return result


def summary(output):
    """The run's operations tested, test cases and failures, read off its summary."""
    tested = re.search(r"Tested: (\d+)", output)
    cases = re.search(r"(\d+) generated", output)
    return (int(tested.group(1)) if tested else 0, int(cases.group(1)) if cases else 0)


def check(result, server):
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-12000:] + "\n--- server log ---\n" + server.log()[-3000:]
    tested, cases = summary(output)
    with open(DOCUMENT, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    # schemathesis reads the document from GET /api/openapi.yaml and does not test that one
    # operation itself (test_openapi.py does).
    operations = sum(1 for path, methods in document["paths"].items()
                     for operation in methods.values()
                     if isinstance(operation, dict) and "operationId" in operation
                     and path != "/api/openapi.yaml")
    # Every operation was reached, by hundreds of cases.
    assert tested == operations, output[-4000:]
    assert cases > 500, output[-4000:]
    assert "Server error" not in output
    # The server is still up and answers.
    assert server.process.poll() is None


def test_the_server_does_what_its_document_says(database):
    server = Server(database).start()
    try:
        check(run_schemathesis(server), server)
    finally:
        server.stop()


def test_the_server_asking_for_a_token_does_what_its_document_says(database):
    server = Server(database, extra=["--token", TOKEN], ready="/healthz").start()
    try:
        check(run_schemathesis(server, headers=["Authorization: Bearer " + TOKEN]), server)
    finally:
        server.stop()


def test_a_page_past_the_end_of_a_list_at_the_largest_offset(server):
    """`?offset=` at the largest 64-bit number, which schemathesis sent once `offset` was
    documented as int64: the answer is an empty page, and the server is still up."""
    import json
    import urllib.request

    def send(method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(server.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())

    send("POST", "/api/lists/pantry/products", {"name": "Rice", "price": "2.49", "size": "1 kg"})
    status, page = send("GET", "/api/lists/pantry?offset=%d&limit=2" % (2**63 - 1))
    assert status == 200 and page["products"] == [] and page["total"] == 1
    assert page["count"] == "products 1-1 of 1, best value first"
    assert send("GET", "/healthz")[0] == 200


def test_every_link_in_the_document_leads_where_it_says(server):
    """Each link of the document, followed as a client would: the operation it starts from is
    called with its documented example, the link's runtime expressions (`$request.path.name`,
    `$response.body#/product/id`) are read off that call, and the operation it names is called
    with them (and its own example body): the answer is a 2xx. A product's id from its POST
    reaches its PUT and DELETE, and a schedule's name from its GET its edit, reset and undo."""
    import json
    import urllib.error
    import urllib.request

    with open(DOCUMENT, encoding="utf-8") as file:
        document = yaml.safe_load(file)
    operations = {operation["operationId"]: (method.upper(), path, operation)
                  for path, methods in document["paths"].items()
                  for method, operation in methods.items()
                  if isinstance(operation, dict) and "operationId" in operation}

    def example(operation):
        body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
        return body.get("example")

    def call(operation_id, parameters):
        method, path, operation = operations[operation_id]
        target = re.sub(r"\{(\w+)\}", lambda match: parameters[match.group(1)], path)
        body = example(operation)
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"} if data is not None else {}
        request = urllib.request.Request(server.base + target, data=data, method=method,
                                         headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def pointer(value, path):
        for part in path.strip("/").split("/"):
            value = value[int(part)] if isinstance(value, list) else value[part]
        return value

    followed = []
    for source_id, (_, _, source) in operations.items():
        for status, response in source["responses"].items():
            for link_name, link in response.get("links", {}).items():
                asked = {"name": "links-" + source_id}
                source_status, answer = call(source_id, asked)
                assert source_status == int(status), (source_id, source_status, answer)
                parameters = {}
                for name, expression in link["parameters"].items():
                    if expression.startswith("$request.path."):
                        parameters[name] = asked[expression[len("$request.path."):]]
                    else:
                        assert expression.startswith("$response.body#"), expression
                        parameters[name] = str(pointer(answer, expression.split("#", 1)[1]))
                target_status, target_answer = call(link["operationId"], parameters)
                assert 200 <= target_status < 300, (link_name, target_status, target_answer)
                followed.append(link_name)
    assert {"EditAddedProduct", "DeleteAddedProduct", "ReadListOfAddedProduct", "EditSchedule",
            "ResetSchedule", "UndoScheduleChange"} <= set(followed), followed

"""The apps as a phone reaches them (issue 52): by a name, over HTTPS, with the server's own
certificate authority trusted once, as a phone's owner installs it from /ca.crt.

No traffic leaves loopback: Chromium's host resolver maps the phone's name to 127.0.0.1, and the
authority goes into a fresh NSS database under the browser's own $HOME (certutil, from Debian's
libnss3-tools), as a phone that installed it trusts it. The server is bound to every address, as
it is for a phone, so HTTPS and the token are what it chooses by itself off loopback."""
import hashlib
import json
import os
import socket
import ssl
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server, chromium, picker_binary, screenshot
from test_installed_app import CONTROLLED
from test_page_bugs import add, rows, wait_synced
from test_synced_schedules import open_schedule, row, set_heat
from test_synced_schedules import wait_synced as wait_schedule_synced
from test_thermostat_page import schedule_rows

NAME = "picker.test"
TOKEN = "phone-token-0123456789"
APPS = ["/pace", "/thermostat", "/prices"]


class PhoneServer(Server):
    """`picker serve` on every address with `--name picker.test`, as for phones: HTTPS by
    default, its authority beside the database, the token required."""

    def __init__(self, database, extra=()):
        super().__init__(database, ["--host", "0.0.0.0", "--name", NAME] + list(extra),
                         env=dict(os.environ, PICKER_TOKEN=TOKEN), ready="/healthz")
        self.base = "https://%s:%d" % (NAME, self.port)
        self.probe = "https://127.0.0.1:%d" % self.port
        self.authority = database + "-ca.crt"
        self.context = lambda: ssl.create_default_context(cafile=self.authority)

    def api(self, path, body=None):
        """A JSON answer of the API, as a script sends it: over TLS, with the token."""
        request = urllib.request.Request(
            self.probe + path, data=body and json.dumps(body).encode(),
            headers={"Authorization": "Bearer " + TOKEN, "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10, context=self.context()) as answer:
            return json.loads(answer.read())


def phone(authority_der):
    """Chromium as a phone that trusts `authority_der`: the name mapped to loopback, the
    authority in an NSS database of its own $HOME, and a phone's screen."""
    home = tempfile.mkdtemp(prefix="picker-phone-")
    nss = os.path.join(home, ".pki", "nssdb")
    os.makedirs(nss)
    path = os.path.join(home, "picker-ca.crt")
    with open(path, "wb") as file:
        file.write(authority_der)
    subprocess.run(["certutil", "-d", "sql:" + nss, "-N", "--empty-password"], check=True)
    subprocess.run(["certutil", "-d", "sql:" + nss, "-A", "-t", "C,,", "-n", "picker-ca",
                    "-i", path], check=True)
    driver = chromium(logs={"browser": "ALL"},
                      arguments=["--host-resolver-rules=MAP %s 127.0.0.1" % NAME],
                      env=dict(os.environ, HOME=home))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    return driver


def fetched_authority(server):
    """/ca.crt as a phone first fetches it: before it trusts the server, so unverified."""
    with urllib.request.urlopen(server.probe + "/ca.crt", timeout=10,
                                context=ssl._create_unverified_context()) as answer:
        assert answer.headers["Content-Type"] == "application/x-x509-ca-cert"
        return answer.read()


def kept_file(path):
    with open(path, "rb") as file:
        return file.read()


def wheels_drawn(driver):
    return len(driver.find_elements(By.CSS_SELECTOR, ".wheel[role=spinbutton]"))


def drawn(driver, path):
    """Whether an app's page is drawn and answering: its wheels, or the thermostat's schedule,
    whose wheels open from its cells."""
    if path == "/thermostat":
        return len(schedule_rows(driver)) == 8
    return wheels_drawn(driver) > 0


def test_a_phone_at_a_name_installs_each_app_uses_it_offline_and_syncs(database):
    server = PhoneServer(database).start()
    driver = None
    try:
        log = server.log()
        assert "picker: serving on https://%s:%d/?token=%s" % (NAME, server.port, TOKEN) in log
        assert "open https://%s:%d/ca.crt on the phone" % (NAME, server.port) in log
        # What /ca.crt serves is the authority kept beside the database.
        der = fetched_authority(server)
        assert der == ssl.PEM_cert_to_DER_cert(kept_file(server.authority).decode())
        # The owner can check on the phone that the certificate fetched is this one.
        fingerprint = ":".join("%02X" % byte for byte in hashlib.sha256(der).digest())
        assert "its SHA-256 fingerprint is " + fingerprint in log
        assert oct(os.stat(database + "-ca.key").st_mode & 0o777) == "0o600"
        driver = phone(der)
        driver.implicitly_wait(5)
        # The address the server printed: a secure context, signed in with a Secure cookie,
        # over HTTP/2.
        driver.get(server.base + "/?token=" + TOKEN)
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.TAG_NAME, "h1").text != "")
        assert driver.current_url == server.base + "/"
        assert driver.execute_script("return window.isSecureContext") is True
        assert driver.execute_script("return 'serviceWorker' in navigator") is True
        assert driver.execute_script(
            "return performance.getEntriesByType('navigation')[0].nextHopProtocol") == "h2"
        cookies = driver.execute_cdp_cmd("Network.getCookies", {"urls": [server.base]})["cookies"]
        session = [c for c in cookies if c["name"] == "picker_session"]
        assert session and session[0]["secure"] and session[0]["httpOnly"], cookies
        # Each app: controlled by the worker, and installable.
        for path in APPS + ["/"]:
            driver.get(server.base + path)
            state = driver.execute_async_script(CONTROLLED)
            assert "error" not in state, (path, state)
            errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
            assert errors["installabilityErrors"] == [], (path, errors)
        screenshot(driver, "phone-https-home")
        # A schedule and a list the phone has opened once online.
        open_schedule(driver, server, "cottage")
        set_heat(driver, "Weekdays", "Wake", "66")
        wait_schedule_synced(driver)
        driver.get(server.base + "/prices?list=aisle")
        WebDriverWait(driver, 10).until(lambda d: wheels_drawn(d) > 0)

        # Away from home: the server gone, every app reloads from the phone and edits there.
        server.stop()
        for path in APPS:
            driver.get(server.base + path)
            WebDriverWait(driver, 10).until(lambda d: drawn(d, path))
            assert driver.execute_script("return window.isSecureContext") is True
        driver.get(server.base + "/pace")
        driver.find_element(By.ID, "go").click()
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "results").is_displayed())
        assert "/mi" in driver.find_element(By.ID, "results").text
        open_schedule(driver, server, "cottage")
        assert row(driver, "Weekdays", "Wake")[3] == "66 °F"
        set_heat(driver, "Weekend", "Sleep", "60")
        driver.get(server.base + "/prices?list=aisle")
        WebDriverWait(driver, 10).until(lambda d: wheels_drawn(d) > 0)
        add(driver, "Rice offline", synced=False)
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: len(rows(d)) == 1)
        screenshot(driver, "phone-https-offline-prices")

        # Home again: the same authority after a restart, so the phone trusts the server
        # without a new step, and the edits made offline arrive.
        before = kept_file(server.authority)
        server.start()
        assert kept_file(server.authority) == before
        assert "(kept from before)" in server.log()
        driver.get(server.base + "/prices?list=aisle")
        wait_synced(driver)
        assert [p["name"] for p in server.api("/api/lists/aisle")["products"]] == ["Rice offline"]
        open_schedule(driver, server, "cottage")
        wait_schedule_synced(driver)
        entries = server.api("/api/schedules/cottage/sync",
                             {"device": str(uuid.uuid4()), "edits": []})["schedule"]["entries"]
        heat = {(e["group"], e["period"]): e["heat"] for e in entries}
        assert heat[("weekend", "sleep")] == "60" and heat[("weekdays", "wake")] == "66"
        severe = [entry["message"] for entry in driver.get_log("browser")
                  if entry["level"] == "SEVERE" and "/api/" not in entry["message"]
                  and "healthz" not in entry["message"]]
        assert severe == [], severe
    finally:
        if driver:
            driver.quit()
        server.stop()


def handshake(port, protocols):
    """A TLS connection to the server that trusts nothing, offering `protocols` (ALPN)."""
    context = ssl._create_unverified_context()
    context.set_alpn_protocols(protocols)
    raw = socket.create_connection(("127.0.0.1", port), timeout=10)
    return context.wrap_socket(raw, server_hostname=NAME)


def test_https_is_the_default_off_loopback_with_http2_and_the_access_rules(database):
    server = PhoneServer(database).start()
    try:
        with handshake(server.port, ["h2", "http/1.1"]) as tls:
            assert tls.selected_alpn_protocol() == "h2"
        with handshake(server.port, ["http/1.1"]) as tls:
            assert tls.selected_alpn_protocol() == "http/1.1"
            tls.sendall(b"GET /healthz HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n\r\n"
                        % (NAME.encode(), server.port))
            assert tls.recv(4096).startswith(b"HTTP/1.1 200")
        # Plain HTTP sent to the HTTPS port gets no page: the handshake fails.
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as plain:
            plain.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = plain.recv(4096)
            assert not answer.startswith(b"HTTP/"), answer
        # The token, over TLS as over HTTP; and only the names the server answers to.
        context = server.context()
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(server.probe + "/api/lists/aisle", timeout=10, context=context)
        assert refused.value.code == 401
        with handshake(server.port, ["http/1.1"]) as tls:
            tls.sendall(b"GET /healthz HTTP/1.1\r\nHost: other.test:%d\r\n"
                        b"Connection: close\r\n\r\n" % server.port)
            assert tls.recv(4096).startswith(b"HTTP/1.1 421")
    finally:
        server.stop()
    # Plain HTTP off loopback only when asked by name, and said loudly.
    plain = PhoneServer(database, ["--insecure-http"])
    plain.probe = "http://127.0.0.1:%d" % plain.port
    plain.context = lambda: None
    plain.start()
    try:
        assert "WARNING: plain HTTP on 0.0.0.0 (--insecure-http)" in plain.log()
        assert "serving on http://%s:%d/?token=" % (NAME, plain.port) in plain.log()
    finally:
        plain.stop()


def openssl_pair(folder, name, key=None):
    """A certificate for picker.test of one's own, made as a person makes one (openssl)."""
    certificate = os.path.join(folder, name + ".pem")
    key = key or os.path.join(folder, name + "-key.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
         "-nodes", "-days", "30", "-subj", "/CN=" + NAME, "-keyout", key, "-out", certificate,
         "-addext", "subjectAltName=DNS:%s,IP:127.0.0.1" % NAME],
        check=True, capture_output=True)
    return certificate, key


def refusal(database, *flags):
    run = subprocess.run([picker_binary(), "serve", "--port", "0", "--db", database] + list(flags),
                         capture_output=True, text=True, timeout=30)
    return run.returncode, run.stderr


def test_ones_own_certificate_is_served_and_a_bad_one_refused_at_start(database):
    folder = os.path.dirname(database)
    certificate, key = openssl_pair(folder, "own")
    server = Server(database, ["--tls-cert", certificate, "--tls-key", key])
    server.base = "https://127.0.0.1:%d" % server.port
    server.context = lambda: ssl.create_default_context(cafile=certificate)
    server.start()
    try:
        with handshake(server.port, ["h2"]) as tls:
            served = tls.getpeercert(binary_form=True)
        assert served == ssl.PEM_cert_to_DER_cert(kept_file(certificate).decode())
        assert "HTTPS with the certificate of --tls-cert" in server.log()
        # No authority of the server's own to install, and none made.
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(server.base + "/ca.crt", timeout=10, context=server.context())
        assert missing.value.code == 404
        assert not os.path.exists(database + "-ca.crt")
    finally:
        server.stop()
    other = os.path.join(folder, "elsewhere.sqlite")
    nowhere = os.path.join(folder, "nowhere.pem")
    code, said = refusal(other, "--tls-cert", nowhere, "--tls-key", key)
    assert (code, said) == (66, "picker: the certificate %s does not exist\n" % nowhere)
    _, stranger = openssl_pair(folder, "stranger")
    code, said = refusal(other, "--tls-cert", certificate, "--tls-key", stranger)
    assert code == 64
    assert said == ("picker: the key %s is not the key of the certificate %s; give the key the "
                    "certificate was made for\n" % (stranger, certificate))
    code, said = refusal(other, "--tls-cert", key, "--tls-key", key)
    assert code == 64 and "cannot be used: it holds no BEGIN CERTIFICATE" in said
    # A refused start leaves nothing behind.
    assert not os.path.exists(other)


def closed_within(connection, seconds):
    """Whether the server closes `connection` within `seconds`, reading what it sends before
    (an HTTP/2 server's settings, its GOAWAY) and answering nothing."""
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            connection.settimeout(max(0.01, deadline - time.monotonic()))
            if connection.recv(4096) == b"":
                return True
        return False
    except (socket.timeout, TimeoutError):
        return False
    except (ConnectionResetError, ssl.SSLError):
        return True


def test_a_silent_client_cannot_hold_a_connection_over_tls(database):
    server = PhoneServer(database, ["--header-timeout", "1", "--idle-timeout", "1"]).start()
    try:
        # No hello: closed at the header deadline.
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as silent:
            assert closed_within(silent, 4)
        # A handshake and then nothing, on HTTP/2 as on HTTP/1.1: closed once quiet for the idle
        # and header deadlines together.
        for protocols in (["h2"], ["http/1.1"]):
            with handshake(server.port, protocols) as tls:
                assert closed_within(tls, 6), protocols
        # The server still answers.
        urllib.request.urlopen(server.probe + "/healthz", timeout=10, context=server.context())
    finally:
        server.stop()

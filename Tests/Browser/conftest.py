"""Fixtures for the real-medium tests: `picker serve` on a loopback port with a temporary SQLite
file, and headless Chromium (Debian's chromium and chromium-driver) through Selenium."""
import functools
import os
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCREENSHOTS = os.path.join(ROOT, ".build", "screenshots")


@functools.lru_cache(maxsize=None)
def picker_binary():
    """`picker` in the folder the test command names (PICKER_BIN_PATH: the release build the
    package holds), else the debug build's, in the folder `swift build --show-bin-path` names."""
    path = os.environ.get("PICKER_BIN_PATH") or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    return os.path.join(path, "picker")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`picker serve` as a process; `extra` are more flags (`--header-timeout 2`, ...)."""

    def __init__(self, database, extra=(), env=None, ready="/"):
        """`env` replaces the environment (None: this one); the server is up once `ready`
        answers (a server that asks for a token answers only /healthz without it)."""
        self.database = database
        self.extra = list(extra)
        self.env = env
        self.ready = ready
        # The server's standard error (its log), kept in a file: a pipe nobody reads would
        # block the server once it filled.
        self.log_path = database + ".log"
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        # Where this test process asks whether the server is up (None: `base`), and with what
        # TLS context (a function, since a server's own authority exists only once it started).
        self.probe = None
        self.context = lambda: None
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [picker_binary(), "serve", "--port", str(self.port), "--db", self.database]
            + self.extra,
            stdout=subprocess.DEVNULL, stderr=open(self.log_path, "ab"), env=self.env)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(
                    (self.probe or self.base) + self.ready, timeout=1,
                    context=self.context()).read()
                return self
            except (OSError, ValueError):
                time.sleep(0.1)
        raise RuntimeError("picker serve did not start")

    def log(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as file:
            return file.read()

    def stop(self, kill=False):
        if self.process and self.process.poll() is None:
            if kill:
                self.process.kill()
            else:
                self.process.terminate()
            self.process.wait(timeout=10)


@pytest.fixture()
def database():
    with tempfile.TemporaryDirectory() as folder:
        yield os.path.join(folder, "picker.sqlite")


@pytest.fixture(scope="module")
def served():
    """One `picker serve` for a whole test file, for files whose tests store nothing they
    depend on."""
    with tempfile.TemporaryDirectory() as folder:
        running = Server(os.path.join(folder, "picker.sqlite")).start()
        yield running
        running.stop()


@pytest.fixture()
def server(database):
    running = Server(database).start()
    yield running
    running.stop()


def chromium(logs=None, arguments=(), env=None):
    """Debian's headless Chromium through its chromedriver; `logs` as goog:loggingPrefs,
    `arguments` more switches, `env` the environment it runs in (None: this one)."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1100,1000", "--disable-gpu"] + list(arguments):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    if logs:
        options.set_capability("goog:loggingPrefs", logs)
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver", env=env)
    return webdriver.Chrome(options=options, service=service)


IMPLICIT_WAIT = 5


@pytest.fixture()
def browser():
    # The console, so a test can see script errors and Content-Security-Policy violations.
    driver = chromium(logs={"browser": "ALL"})
    driver.implicitly_wait(IMPLICIT_WAIT)
    yield driver
    driver.quit()


def present(driver, by, selector):
    """The elements that match now, without the implicit wait, which would wait its 5 s out
    whenever there are none: for a check that something is absent once the page has said it
    is done (a message drawn), or inside a wait that polls."""
    waited = driver.timeouts.implicit_wait
    driver.implicitly_wait(0)
    try:
        return driver.find_elements(by, selector)
    finally:
        driver.implicitly_wait(waited)


def screenshot(driver, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))

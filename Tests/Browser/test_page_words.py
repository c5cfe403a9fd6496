"""No page writes a word of its own (issue 34): every word a person reads on a page comes from a
model's or the site's words (PriceWords, ThermostatWords, PaceWords, FormWords, SiteWords),
handed to the template as {{w.key}} and to the script as data-words.

Read from the source files, as a reviewer would: a template's text and its labelling attributes
hold nothing but Mustache tags and signs, and a script's string literals hold no capitalised
word but the platform's own names (key names, a header)."""
import pathlib
import re

RESOURCES = pathlib.Path(__file__).resolve().parents[2] / "Sources/PickerServer/Resources"
# Names the platform reads, not words a person does: key names, an HTTP header, and the ids a
# page builds its titles' ids from.
PLATFORM_NAMES = {"Enter", "Escape", "Content-Type", "Title"}
# The service worker is a script the browser runs, with no page of its own.
NOT_PAGES = {"service-worker.mustache"}


def words_in_templates():
    found = []
    for path in sorted((RESOURCES / "templates").glob("*.mustache")):
        if path.name in NOT_PAGES:
            continue
        text = re.sub(r"\{\{[^}]*\}\}", "", path.read_text())
        for node in re.findall(r">([^<]+)<", text):
            if re.search(r"[^\W\d_]{2,}", node):
                found.append((path.name, node.strip()))
        for attribute in re.findall(
                r'(?:aria-label|placeholder|title|alt)="([^"]*)"', text):
            if re.search(r"[^\W\d_]{2,}", attribute):
                found.append((path.name, attribute))
    return found


def css_classes():
    """The class names the style sheet styles and the scripts select (`button.edit`): a
    selector's `.name` after a tag, a bracket, a space or a line's start."""
    sources = [(RESOURCES / "assets/app.css").read_text()] + [
        path.read_text() for path in (RESOURCES / "assets").glob("*.js")]
    selector = re.compile(r"(?:^|(?<=[\s,{(\"a-z\]]))\.([a-z][a-z0-9-]*)", re.M)
    return {name for text in sources for name in selector.findall(text)}


def words_in_scripts():
    classes = css_classes()
    found = []
    for path in sorted((RESOURCES / "assets").glob("*.js")):
        for line in path.read_text().splitlines():
            code = re.sub(r"//.*$", "", line) if not line.strip().startswith("//") else ""
            # A developer's console line and the strict-mode directive are not a page's words.
            if "console." in code or code.strip() == '"use strict";':
                continue
            for literal in re.findall(r'"([^"\\]*)"', code):
                capitalised = re.findall(r"\b[A-Z][a-z]+(?:-[A-Z][a-z]+)*\b", literal)
                # A phrase: two words or more, unless they are the style sheet's class names.
                phrase = re.fullmatch(r"[a-z]{2,}(?: [a-z]{2,})+[.!?]?", literal.strip(":, "))
                if any(word not in PLATFORM_NAMES for word in capitalised) or (
                        phrase and not set(literal.split()) <= classes):
                    found.append((path.name, literal))
    return found


def test_templates_write_no_words():
    found = words_in_templates()
    assert found == [], found
    # The style sheet's classes were read (a class list is not a phrase).
    assert {"secondary", "wheel", "fixed"} <= css_classes()


def test_scripts_write_no_words():
    found = words_in_scripts()
    assert found == [], found
    # Every page's script was read.
    scripts = {path.name for path in (RESOURCES / "assets").glob("*.js")}
    assert {"wheels.js", "sync.js", "pace.js", "prices.js", "thermostat.js", "playground.js"} <= scripts

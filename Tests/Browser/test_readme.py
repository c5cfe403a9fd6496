"""The shell examples of the README, the guides and the DocC articles, run as a reader would run
them.

The files are README.md, every Markdown file under Documentation/ and the articles of the DocC
catalog (Sources/PickerKit/PickerKit.docc/*.md). Each `$` line of a file's `sh` block that runs
`picker` (`$ picker ...`, `$ echo ... | picker form ...`) runs in bash with the built `picker`
first on PATH, in a scratch folder holding the files that file writes beside its examples (its
YAML blocks, each named in the text before it: Saved as `form.yaml`:). The lines after it, up to
the next `$` line or the block's end, are what it prints: standard error and standard output as a
terminal shows them, in order, where `...` inside a line stands for any text
(`{"text":"012,50",...}`). An example that needs a person at the wheels (no `--answer`, nothing
piped in) is not in a `$` line.

The Swift release the files name (`Swift 6.3`) is the one the tests run on.
"""
import glob
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from conftest import ROOT, picker_binary

README = os.path.join(ROOT, "README.md")


def documents():
    """The files whose examples run: the README, the guides, the DocC articles."""
    guides = glob.glob(os.path.join(ROOT, "Documentation", "**", "*.md"), recursive=True)
    articles = glob.glob(os.path.join(ROOT, "Sources", "PickerKit", "PickerKit.docc", "*.md"))
    return [README] + sorted(guides) + sorted(articles)


def examples(path=README):
    """(line number, command, expected lines) for each `$` line of a sh block that runs picker."""
    found = []
    lines = open(path, encoding="utf-8").read().splitlines()
    in_sh = False
    current = None
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            in_sh = line == "```sh" and not in_sh
            if current:
                found.append(current)
                current = None
            continue
        if not in_sh:
            continue
        if line.startswith("$ "):
            if current:
                found.append(current)
            command = line[2:]
            runs_picker = re.search(r"(^|\|\s*)picker\b", command) is not None
            current = (number, command, []) if runs_picker else None
        elif current:
            current[2].append(line)
    return found


def every_example():
    """Each file's examples, with the file's path relative to the repository."""
    return [(os.path.relpath(path, ROOT), number, command, expected)
            for path in documents() for number, command, expected in examples(path)]


def yaml_blocks(path=README):
    """A file's YAML blocks, each with the file name its text says it is (`form.yaml`)."""
    text = open(path, encoding="utf-8").read()
    return re.findall(r"`([\w-]+\.yaml)`[^`]*?:\n\n```yaml\n(.*?)```", text, re.S)


def matches(expected, printed):
    pattern = "".join(".*" if part == "..." else re.escape(part)
                      for part in re.split(r"(\.\.\.)", expected))
    return re.fullmatch(pattern, printed) is not None


@pytest.fixture(scope="module")
def folders():
    """A scratch folder per file, made when its first example runs: `picker` and the file's YAML."""
    made = {}

    def folder(document):
        if document not in made:
            scratch = tempfile.mkdtemp()
            os.symlink(picker_binary(), os.path.join(scratch, "picker"))
            for name, text in yaml_blocks(os.path.join(ROOT, document)):
                with open(os.path.join(scratch, name), "w", encoding="utf-8") as file:
                    file.write(text)
            made[document] = scratch
        return made[document]

    yield folder
    for scratch in made.values():
        shutil.rmtree(scratch)


def test_the_readme_has_examples_to_run():
    # The README keeps a handful; with the guides and articles there are at least the 18 the
    # README had when its reference moved out of it.
    assert len(examples(README)) >= 5
    assert len(every_example()) >= 18


def test_each_file_names_its_yaml_once():
    for path in documents():
        names = [name for name, _ in yaml_blocks(path)]
        assert len(names) == len(set(names)), "%s writes %s twice" % (path, names)


def test_the_swift_named_is_the_swift_tested():
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    tested = re.search(r"Swift version (\d+\.\d+)", version).group(1)
    for path in documents():
        for named in re.findall(r"\bSwift (\d+\.\d+)\b", open(path, encoding="utf-8").read()):
            assert named == tested, "%s names Swift %s; the tests run on %s" % (
                os.path.relpath(path, ROOT), named, tested)


@pytest.mark.parametrize("document,number,command,expected", [
    pytest.param(*example, id="%s:%d" % example[:2]) for example in every_example()])
def test_an_example_prints_what_its_file_says(folders, document, number, command, expected):
    scratch = folders(document)
    env = dict(os.environ, PATH=scratch + os.pathsep + os.environ["PATH"], TERM="dumb")
    run = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=scratch, env=env,
                         stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    printed = run.stdout.splitlines()
    assert len(printed) == len(expected) and all(
        matches(want, got) for want, got in zip(expected, printed)), (
        "%s:%d: %s\nprinted:\n%s\nthe file says:\n%s"
        % (document, number, command, "\n".join(printed), "\n".join(expected)))

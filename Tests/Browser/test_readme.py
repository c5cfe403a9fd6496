"""The README's shell examples, run as a reader would run them.

Each `$` line of a README `sh` block that runs `picker` (`$ picker ...`, `$ echo ... | picker
form ...`) runs in bash with the built `picker` first on
PATH, in a scratch folder holding the files the README writes beside its examples (its YAML
form). The lines after it, up to the next `$` line or the block's end, are what it prints:
standard error and standard output as a terminal shows them, in order, where `...` inside a line
stands for any text (`{"text":"012,50",...}`). A block whose example needs a person at the
wheels (no `--answer`, nothing piped in) is not in a `$` line.
"""
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from conftest import ROOT, picker_binary

README = os.path.join(ROOT, "README.md")


def examples():
    """(line number, command, expected lines) for each `$` line of a sh block that runs picker."""
    found = []
    lines = open(README, encoding="utf-8").read().splitlines()
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


def yaml_blocks():
    """The README's YAML blocks, each with the file name its text says it is (`form.yaml`)."""
    text = open(README, encoding="utf-8").read()
    return re.findall(r"`([\w-]+\.yaml)`[^`]*?:\n\n```yaml\n(.*?)```", text, re.S)


def matches(expected, printed):
    pattern = "".join(".*" if part == "..." else re.escape(part)
                      for part in re.split(r"(\.\.\.)", expected))
    return re.fullmatch(pattern, printed) is not None


@pytest.fixture(scope="module")
def folder():
    scratch = tempfile.mkdtemp()
    os.symlink(picker_binary(), os.path.join(scratch, "picker"))
    for name, text in yaml_blocks():
        with open(os.path.join(scratch, name), "w", encoding="utf-8") as file:
            file.write(text)
    yield scratch
    shutil.rmtree(scratch)


def test_the_readme_has_examples_to_run():
    assert len(examples()) >= 10


@pytest.mark.parametrize("number,command,expected", examples(),
                         ids=lambda value: str(value) if isinstance(value, int) else None)
def test_a_readme_example_prints_what_the_readme_says(folder, number, command, expected):
    env = dict(os.environ, PATH=folder + os.pathsep + os.environ["PATH"], TERM="dumb")
    run = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=folder, env=env,
                         stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    printed = run.stdout.splitlines()
    assert len(printed) == len(expected) and all(
        matches(want, got) for want, got in zip(expected, printed)), (
        "README.md:%d: %s\nprinted:\n%s\nthe README says:\n%s"
        % (number, command, "\n".join(printed), "\n".join(expected)))

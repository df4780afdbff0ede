#!/usr/bin/env python3
"""Generate (or check) the parts of the docs that come from the lyt binary.

1. Transcripts. In docs/lessons/*.md and README.md, a marker line

       <!-- lyt-transcript: examples/lessons/02-priorities.lyt -->

   followed by a fenced block (```text … ```) is rewritten with what
   `lyt run --no-color FILE` prints (standard output and standard error, in order: lyt writes
   both unbuffered), so the docs never drift from the binary. A marker
   `<!-- lyt-stdin: FILE -->` before a ```sh block makes the block feed FILE to `swift run lyt` on
   standard input (the README's first session shows the commands this way). A marker
   `<!-- lyt-explain-log: FILE -->` before a ```text block shows `$ lyt explain-log FILE` and what
   `lyt explain-log --no-color FILE` prints (it must exit 0), for the lessons on Xcode's logs.
2. Every example under examples/lessons/ runs through the binary exactly once and must exit 0
   (every `expect` passes), whether or not a transcript shows it (the "try this" answers), and
   every one of them must be mentioned by some lesson.
   Relative links in the lessons and the README must lead to a file.
3. docs/COMMANDS.md is what `lyt reference` prints (the same source as `help`).
4. In docs/CLI.md, a marker `<!-- lyt-source: FILE -->` before a ``` block makes the block FILE's
   text, and a marker `<!-- lyt-json: FILE -->` before a ```json block makes it what
   `lyt run --format json FILE` prints (it must exit 0): the JSON document's example.

    python3 scripts/docs.py                 # rewrite the generated parts
    python3 scripts/docs.py --check         # exit 1 with a diff when anything differs
    python3 scripts/docs.py --lyt PATH      # the binary to use (default .build/debug/lyt)

Exit codes: 0 up to date (or rewritten), 1 a check failed, 2 no lyt binary.
"""

import argparse
import difflib
import os
import re
import subprocess
import sys
from pathlib import Path


def marked_block(marker, language=""):
    """A marker line `<!-- MARKER: FILE -->`, then a fenced block (```LANGUAGE … ```); group 1 is
    everything up to and including the opening fence, group 2 the path, group 3 the block's body,
    group 4 the closing fence."""
    return re.compile(
        r"(<!-- " + re.escape(marker) + r": (\S+) -->\n```" + re.escape(language) + r"\n)(.*?)(^```$)",
        re.DOTALL | re.MULTILINE,
    )


# What `lyt run --no-color FILE` prints.
TRANSCRIPT = marked_block("lyt-transcript", "text")
# A fenced shell block that feeds the example to `lyt` on standard input (README's first session).
STDIN_SESSION = marked_block("lyt-stdin", "sh")
# What `lyt explain-log FILE` prints for a console log.
EXPLAIN_LOG = marked_block("lyt-explain-log", "text")
# An example's text.
SOURCE = marked_block("lyt-source")
# What `lyt run --format json FILE` prints.
JSON_DOCUMENT = marked_block("lyt-json", "json")
# A Markdown link's target: group 1, without a #fragment.
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)\s]*)?\)")
# Lesson examples are named NN-name.lyt; placeholders such as NN-name.lyt in prose do not start with a digit.
EXAMPLE_MENTION = re.compile(r"examples/lessons/[0-9][A-Za-z0-9_.-]*\.lyt")


class Failure(Exception):
    """A problem that makes the check fail (exit 1)."""


class Repository:
    """Where the generated docs and the lesson examples live, below `root`."""

    def __init__(self, root):
        self.root = Path(root)
        self.lessons = self.root / "docs" / "lessons"
        self.examples = self.root / "examples" / "lessons"
        self.commands = self.root / "docs" / "COMMANDS.md"
        self.cli = self.root / "docs" / "CLI.md"
        self.readme = self.root / "README.md"

    def relative(self, path):
        return str(path.relative_to(self.root))


class Runner:
    """Runs the lyt binary in the repository, each example at most once."""

    def __init__(self, lyt, repository):
        self.lyt = lyt
        self.repository = repository
        self.outputs = {}
        self.logs = {}

    def _lyt(self, subcommand, relative_path, missing):
        """Runs `lyt SUBCOMMAND --no-color FILE` in the repository without colours; `missing` names
        the kind of file in the Failure raised when it does not exist. Returns the process."""
        if not (self.repository.root / relative_path).is_file():
            raise Failure(f"{relative_path}: no such {missing}")
        return subprocess.run(
            [self.lyt, subcommand, "--no-color", relative_path],
            cwd=self.repository.root,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=dict(os.environ, NO_COLOR="1"),
            text=True,
        )

    def transcript(self, relative_path):
        """What `lyt run --no-color FILE` prints for the example; a failing example is a Failure."""
        if relative_path in self.outputs:
            return self.outputs[relative_path]
        completed = self._lyt("run", relative_path, "example")
        if completed.returncode != 0:
            raise Failure(
                f"{relative_path}: lyt exited with {completed.returncode} (every example must pass)\n"
                + completed.stdout
            )
        self.outputs[relative_path] = completed.stdout
        return completed.stdout

    def explain_log(self, relative_path):
        """`$ lyt explain-log FILE` and what it prints for the log file; a non-zero exit is a Failure."""
        if relative_path in self.logs:
            return self.logs[relative_path]
        completed = self._lyt("explain-log", relative_path, "log file")
        if completed.returncode != 0:
            raise Failure(f"{relative_path}: lyt explain-log exited with {completed.returncode}\n" + completed.stdout)
        self.logs[relative_path] = f"$ lyt explain-log {relative_path}\n" + completed.stdout
        return self.logs[relative_path]

    def json_document(self, relative_path):
        """What `lyt run --format json FILE` prints (standard output); a non-zero exit is a Failure."""
        if not (self.repository.root / relative_path).is_file():
            raise Failure(f"{relative_path}: no such example")
        return self._output(["run", "--format", "json", relative_path], f"{relative_path}: lyt run --format json")

    def reference(self):
        """What `lyt reference` prints."""
        return self._output(["reference"], "lyt reference")

    def _output(self, arguments, what):
        """Standard output of `lyt ARGUMENTS` in the repository; a non-zero exit is a Failure that
        says `WHAT exited with …` and shows standard error."""
        completed = subprocess.run(
            [self.lyt, *arguments],
            cwd=self.repository.root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        if completed.returncode != 0:
            raise Failure(f"{what} exited with {completed.returncode}\n{completed.stderr}")
        return completed.stdout


def regenerated(text, runner):
    """The page with every generated block replaced: sessions by their example, transcripts by lyt's output."""

    def replace_transcript(match):
        output = runner.transcript(match.group(2))
        if output and not output.endswith("\n"):
            output += "\n"
        return match.group(1) + output + match.group(4)

    def replace_explained_log(match):
        output = runner.explain_log(match.group(2))
        if not output.endswith("\n"):
            output += "\n"
        return match.group(1) + output + match.group(4)

    def replace_session(match):
        path = runner.repository.root / match.group(2)
        if not path.is_file():
            raise Failure(f"{match.group(2)}: no such example")
        commands = path.read_text(encoding="utf-8")
        return match.group(1) + "swift run lyt <<'EOF'\n" + commands + "EOF\n" + match.group(4)

    def replace_source(match):
        path = runner.repository.root / match.group(2)
        if not path.is_file():
            raise Failure(f"{match.group(2)}: no such example")
        return match.group(1) + path.read_text(encoding="utf-8") + match.group(4)

    def replace_json(match):
        return match.group(1) + runner.json_document(match.group(2)) + match.group(4)

    text = EXPLAIN_LOG.sub(replace_explained_log, STDIN_SESSION.sub(replace_session, text))
    text = JSON_DOCUMENT.sub(replace_json, SOURCE.sub(replace_source, text))
    return TRANSCRIPT.sub(replace_transcript, text)


def diff(name, old, new):
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), f"{name} (committed)", f"{name} (lyt)"
    )
    return "".join(lines)


def generated_pages(runner):
    """(path, committed text, generated text) for every page with generated parts."""
    repository = runner.repository
    pages = sorted(repository.lessons.glob("*.md"))
    if repository.readme.exists():
        pages.append(repository.readme)
    if repository.cli.exists():
        pages.append(repository.cli)
    for page in pages:
        text = page.read_text(encoding="utf-8")
        yield page, text, regenerated(text, runner)
    committed = repository.commands.read_text(encoding="utf-8") if repository.commands.exists() else ""
    yield repository.commands, committed, runner.reference()


def check_examples(runner):
    """Runs the examples no transcript showed; returns problems with lesson coverage."""
    repository = runner.repository
    mentioned = set()
    for page in sorted(repository.lessons.glob("*.md")):
        mentioned.update(EXAMPLE_MENTION.findall(page.read_text(encoding="utf-8")))
    problems = []
    for path in sorted(mentioned):
        if not (repository.root / path).is_file():
            problems.append(f"a lesson mentions {path}, which does not exist")
    for example in sorted(repository.examples.glob("*.lyt")):
        relative = repository.relative(example)
        runner.transcript(relative)
        if relative not in mentioned:
            problems.append(f"{relative}: no lesson mentions it")
    return problems


def broken_links(repository):
    """Relative links in the lessons and the README whose target does not exist."""
    pages = sorted(repository.lessons.glob("*.md")) + [repository.readme]
    problems = []
    for page in pages:
        if not page.exists():
            continue
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                problems.append(f"{repository.relative(page)}: the link to {target} leads nowhere")
    return problems


def update(runner, check):
    """Rewrites (or, with `check`, compares) every generated part; returns the problems found."""
    repository = runner.repository
    problems = []
    try:
        for path, old, new in generated_pages(runner):
            if old == new:
                continue
            name = repository.relative(path)
            if check:
                problems.append(f"{name} differs from what lyt prints:\n" + diff(name, old, new))
            else:
                path.write_text(new, encoding="utf-8")
                print(f"rewrote {name}")
        problems += check_examples(runner)
    except Failure as failure:
        problems.append(str(failure))
    return problems + broken_links(repository)


def main(arguments=None):
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail with a diff instead of rewriting")
    parser.add_argument("--lyt", default=str(root / ".build" / "debug" / "lyt"), help="the lyt binary")
    parser.add_argument("--root", default=str(root), help=argparse.SUPPRESS)
    options = parser.parse_args(arguments)
    if not Path(options.lyt).is_file():
        print(f"docs.py: no lyt binary at {options.lyt} (build it with `swift build`)", file=sys.stderr)
        return 2
    runner = Runner(str(Path(options.lyt).resolve()), Repository(options.root))
    problems = update(runner, options.check)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print("docs.py: regenerate with `python3 scripts/docs.py` and review the diff", file=sys.stderr)
        return 1
    print(f"docs.py: {len(runner.outputs)} examples pass; transcripts and docs/COMMANDS.md are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())

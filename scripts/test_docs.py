#!/usr/bin/env python3
"""Tests of scripts/docs.py against a stand-in lyt binary in a temporary repository.

    python3 -m unittest discover -s scripts -p 'test_docs.py'
"""

import contextlib
import io
import os
import stat
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import docs  # noqa: E402

# Echoes each command of the file as `> COMMAND` followed by `  ok`; a line `fail` makes it exit 1
# (an expectation failed); `reference` prints a fixed page.
FAKE_LYT = """#!/usr/bin/env python3
import sys
if sys.argv[1] == "reference":
    sys.stdout.write("# reference\\n")
    sys.exit(0)
if sys.argv[1] == "explain-log":
    assert sys.argv[2] == "--no-color", sys.argv
    text = open(sys.argv[3], encoding="utf-8").read()
    print("explained: " + text.strip())
    sys.exit(2 if "no log" in text else 0)
if sys.argv[1:3] == ["run", "--format"]:
    assert sys.argv[3] == "json", sys.argv
    text = open(sys.argv[4], encoding="utf-8").read()
    print('{"commands": %d}' % len(text.splitlines()))
    sys.exit(1 if "fail" in text else 0)
assert sys.argv[1:3] == ["run", "--no-color"], sys.argv
status = 0
for line in open(sys.argv[3], encoding="utf-8").read().splitlines():
    if not line or line.startswith("#"):
        continue
    print("> " + line)
    if line == "fail":
        print("  FAILED")
        status = 1
    else:
        print("  ok")
sys.exit(status)
"""

LESSON = """# A lesson

<!-- lyt-transcript: examples/lessons/01-a.lyt -->
```text
stale
```

Answer: [examples/lessons/01-a-answer.lyt](../../examples/lessons/01-a-answer.lyt).
"""

GENERATED_BLOCK = """<!-- lyt-transcript: examples/lessons/01-a.lyt -->
```text
> show
  ok
```
"""


class DocsTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)
        self.lyt = self.root / "fake-lyt"
        self.lyt.write_text(FAKE_LYT, encoding="utf-8")
        self.lyt.chmod(self.lyt.stat().st_mode | stat.S_IXUSR)
        self.write("docs/lessons/01-a.md", LESSON)
        self.write("examples/lessons/01-a.lyt", "# a comment\nshow\n")
        self.write("examples/lessons/01-a-answer.lyt", "show\n")
        self.write("docs/COMMANDS.md", "# reference\n")

    def tearDown(self):
        self.directory.cleanup()

    def write(self, relative, text):
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def read(self, relative):
        return (self.root / relative).read_text(encoding="utf-8")

    def run_docs(self, *arguments):
        """Runs docs.main; returns (exit code, standard output, standard error)."""
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = docs.main(["--root", str(self.root), "--lyt", str(self.lyt), *arguments])
        return code, out.getvalue(), err.getvalue()

    def test_rewrites_a_transcript_block_with_the_binary_output(self):
        code, out, _ = self.run_docs()
        self.assertEqual(code, 0)
        self.assertIn("rewrote docs/lessons/01-a.md", out)
        self.assertIn(GENERATED_BLOCK, self.read("docs/lessons/01-a.md"))
        self.assertNotIn("stale", self.read("docs/lessons/01-a.md"))

    def test_check_fails_with_a_diff_and_leaves_the_page_alone(self):
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("docs/lessons/01-a.md differs from what lyt prints:", err)
        self.assertIn("-stale\n", err)
        self.assertIn("+> show\n", err)
        self.assertEqual(self.read("docs/lessons/01-a.md"), LESSON)

    def test_check_passes_after_regenerating(self):
        self.run_docs()
        code, out, err = self.run_docs("--check")
        self.assertEqual((code, err), (0, ""))
        self.assertIn("docs.py: 2 examples pass", out)

    def test_a_failing_answer_file_fails_the_check(self):
        self.run_docs()
        self.write("examples/lessons/01-a-answer.lyt", "fail\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("examples/lessons/01-a-answer.lyt: lyt exited with 1 (every example must pass)", err)

    def test_an_example_no_lesson_mentions_fails_the_check(self):
        self.run_docs()
        self.write("examples/lessons/02-orphan.lyt", "show\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("examples/lessons/02-orphan.lyt: no lesson mentions it", err)

    def test_a_mentioned_example_that_does_not_exist_fails_the_check(self):
        self.run_docs()
        self.write("docs/lessons/02-b.md", "See examples/lessons/02-missing.lyt.\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("a lesson mentions examples/lessons/02-missing.lyt, which does not exist", err)

    def test_a_stale_command_reference_fails_the_check_and_is_rewritten(self):
        self.run_docs()
        self.write("docs/COMMANDS.md", "# old\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("docs/COMMANDS.md differs from what lyt prints:", err)
        self.run_docs()
        self.assertEqual(self.read("docs/COMMANDS.md"), "# reference\n")

    def test_a_stdin_session_block_shows_the_example_as_a_heredoc(self):
        self.write("README.md", "<!-- lyt-stdin: examples/lessons/01-a.lyt -->\n```sh\nold\n```\n")
        self.run_docs()
        self.assertEqual(
            self.read("README.md"),
            "<!-- lyt-stdin: examples/lessons/01-a.lyt -->\n```sh\nswift run lyt <<'EOF'\n"
            "# a comment\nshow\nEOF\n```\n",
        )

    def test_an_explain_log_block_shows_the_command_and_its_output(self):
        self.write("examples/logs/a.txt", "Unable to simultaneously satisfy constraints.\n")
        self.write("docs/lessons/01-a.md", LESSON + "<!-- lyt-explain-log: examples/logs/a.txt -->\n```text\nold\n```\n")
        code, _, _ = self.run_docs()
        self.assertEqual(code, 0)
        self.assertIn(
            "<!-- lyt-explain-log: examples/logs/a.txt -->\n```text\n$ lyt explain-log examples/logs/a.txt\n"
            "explained: Unable to simultaneously satisfy constraints.\n```\n",
            self.read("docs/lessons/01-a.md"),
        )
        code, _, err = self.run_docs("--check")
        self.assertEqual((code, err), (0, ""))

    def test_an_explain_log_that_fails_fails_the_check(self):
        self.write("examples/logs/a.txt", "no log here\n")
        self.write("docs/lessons/01-a.md", LESSON + "<!-- lyt-explain-log: examples/logs/a.txt -->\n```text\n```\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("examples/logs/a.txt: lyt explain-log exited with 2", err)

    def test_the_cli_pages_json_example_shows_its_script_and_document(self):
        self.write("examples/doc.lyt", "add view root size 10x10\nshow\n")
        page = ("<!-- lyt-source: examples/doc.lyt -->\n```\nold\n```\n\n"
                "<!-- lyt-json: examples/doc.lyt -->\n```json\n{}\n```\n")
        self.write("docs/CLI.md", page)
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("docs/CLI.md differs from what lyt prints:", err)
        self.run_docs()
        self.assertEqual(
            self.read("docs/CLI.md"),
            "<!-- lyt-source: examples/doc.lyt -->\n```\nadd view root size 10x10\nshow\n```\n\n"
            "<!-- lyt-json: examples/doc.lyt -->\n```json\n{\"commands\": 2}\n```\n")
        self.write("examples/doc.lyt", "fail\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("examples/doc.lyt: lyt run --format json exited with 1", err)

    def test_each_example_runs_once(self):
        self.write("docs/lessons/03-c.md", LESSON)
        runner = docs.Runner(str(self.lyt), docs.Repository(self.root))
        with contextlib.redirect_stdout(io.StringIO()):
            self.assertEqual(docs.update(runner, check=False), [])
        self.assertEqual(sorted(runner.outputs), ["examples/lessons/01-a-answer.lyt", "examples/lessons/01-a.lyt"])

    def test_a_link_that_leads_nowhere_fails_the_check(self):
        self.run_docs()
        self.write("docs/lessons/README.md", "[one](01-a.md), [web](https://example.com/x.md), [gone](02-gone.md#top)\n")
        code, _, err = self.run_docs("--check")
        self.assertEqual(code, 1)
        self.assertIn("docs/lessons/README.md: the link to 02-gone.md leads nowhere", err)
        self.assertEqual(err.count("leads nowhere"), 1)

    def test_a_missing_binary_exits_2(self):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = docs.main(["--root", str(self.root), "--lyt", os.path.join(str(self.root), "nothing")])
        self.assertEqual(code, 2)
        self.assertIn("no lyt binary at", err.getvalue())


if __name__ == "__main__":
    unittest.main()

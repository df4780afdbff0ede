#!/usr/bin/env python3
"""Tests of scripts/lessons_site.py: the Markdown converter on small exact inputs, the whole site
built with the lyt binary under test, the link check, and a lesson page in headless Chromium
(skipped, saying why, without Chromium, chromedriver or Selenium).

    python3 scripts/test_lessons_site.py --lyt .build/debug/lyt
"""

import argparse
import contextlib
import html
import io
import os
import re
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lessons_site  # noqa: E402
import test_pages  # noqa: E402

ROOT = Path(lessons_site.ROOT)
LYT = os.environ.get("LYT", str(ROOT / ".build" / "debug" / "lyt"))


_built = {}


def built_site():
    """The folder of the site built with the lyt under test, once for all the tests."""
    if "out" not in _built:
        _built["folder"] = Path(tempfile.mkdtemp(prefix="lyt-site-"))
        _built["out"] = _built["folder"] / "site"
        with contextlib.redirect_stdout(io.StringIO()):
            status = lessons_site.main(["--lyt", LYT, "--out", str(_built["out"])])
        assert status == 0, f"the build exited {status}"
    return _built["out"]


def tearDownModule():
    if "folder" in _built:
        shutil.rmtree(_built["folder"], ignore_errors=True)


def convert(markdown, **options):
    return lessons_site.markdown_to_html(markdown, **options)


class ConverterTests(unittest.TestCase):
    """Each construct the lessons use, converted exactly."""

    def test_headings_get_githubs_ids(self):
        self.assertEqual(convert("# 2. Priorities: *why* `751`"),
                         '<h1 id="2-priorities-why-751">2. Priorities: <em>why</em> <code>751</code></h1>')
        self.assertEqual(convert("## Try this\n\n## Try this"),
                         '<h2 id="try-this">Try this</h2>\n<h2 id="try-this-1">Try this</h2>')
        self.assertEqual(convert("### 1.6 How required `and` optional"),
                         '<h3 id="16-how-required-and-optional">1.6 How required <code>and</code> optional</h3>')

    def test_paragraphs_join_their_lines(self):
        self.assertEqual(convert("one\ntwo\n\nthree"), "<p>one\ntwo</p>\n<p>three</p>")

    def test_text_and_code_are_escaped(self):
        self.assertEqual(convert('a < b & "c" <b>bold</b>'),
                         "<p>a &lt; b &amp; &quot;c&quot; &lt;b&gt;bold&lt;/b&gt;</p>")
        self.assertEqual(convert("`<script>` and ``a ` b``"),
                         "<p><code>&lt;script&gt;</code> and <code>a ` b</code></p>")
        self.assertEqual(convert("```\n<!-- not a comment --> & </pre>\n```"),
                         "<pre><code>&lt;!-- not a comment --&gt; &amp; &lt;/pre&gt;\n</code></pre>")

    def test_emphasis_and_strong(self):
        self.assertEqual(convert("*one* **two** _three_ snake_case_name 2 * 3 \\*four\\*"),
                         "<p><em>one</em> <strong>two</strong> <em>three</em> snake_case_name 2 * 3 *four*</p>")
        self.assertEqual(convert("**`code` inside**"), "<p><strong><code>code</code> inside</strong></p>")

    def test_links(self):
        self.assertEqual(convert("[a *b*](x.md#y) and [f()](https://e.org/f())"),
                         '<p><a href="x.md#y">a <em>b</em></a> and <a href="https://e.org/f()">f()</a></p>')
        self.assertEqual(convert('[q](a"b.md)'), '<p><a href="a&quot;b.md">q</a></p>')
        self.assertEqual(convert("[no link] (x) and [x]"), "<p>[no link] (x) and [x]</p>")
        self.assertEqual(convert("see [`c`](p.md)", link=lambda target, label: f"<{target}|{label}>"),
                         "<p>see <p.md|<code>c</code>></p>")

    def test_fenced_code_keeps_its_lines(self):
        self.assertEqual(convert("```sh\n> not a quote\n  - not a list\n```\ntext"),
                         '<pre><code class="language-sh">&gt; not a quote\n  - not a list\n</code></pre>\n<p>text</p>')

    def test_lists(self):
        self.assertEqual(convert("- one\n  more\n- **two**\n\nafter"),
                         "<ul>\n<li>one\nmore</li>\n<li><strong>two</strong></li>\n</ul>\n<p>after</p>")
        self.assertEqual(convert("text\n3. not a list\n\n3. three\n4. four"),
                         '<p>text\n3. not a list</p>\n<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>')
        self.assertEqual(convert("1. one\n\n   | a |\n   |---|\n   | b |\n2. two"),
                         "<ol>\n<li><p>one</p>\n"
                         '<div class="table"><table>\n<thead><tr><th>a</th></tr></thead>\n'
                         "<tbody>\n<tr><td>b</td></tr>\n</tbody>\n</table></div></li>\n<li><p>two</p></li>\n</ol>")

    def test_tables(self):
        self.assertEqual(convert("| a | b | c |\n|:---|---:|:-:|\n| `\\|-[x]` | *y* | |"),
                         '<div class="table"><table>\n<thead><tr><th style="text-align: left">a</th>'
                         '<th style="text-align: right">b</th><th style="text-align: center">c</th></tr></thead>\n'
                         '<tbody>\n<tr><td style="text-align: left"><code>|-[x]</code></td>'
                         '<td style="text-align: right"><em>y</em></td><td style="text-align: center"></td></tr>\n'
                         "</tbody>\n</table></div>")

    def test_block_quotes(self):
        self.assertEqual(convert("> quoted *text*\n> more\n\nafter"),
                         "<blockquote>\n<p>quoted <em>text</em>\nmore</p>\n</blockquote>\n<p>after</p>")

    def test_comments_and_markers(self):
        self.assertEqual(convert("<!-- a note -->\ntext"), "<p>text</p>")
        transcript = "<!-- lyt-transcript: examples/lessons/x.lyt -->\n```text\n> add view a\n```"
        self.assertEqual(convert(transcript), "<pre><code class=\"language-text\">&gt; add view a\n</code></pre>")
        self.assertEqual(convert(transcript, figure=lambda path, text: f"[figure {path}: {text}]"),
                         "[figure examples/lessons/x.lyt: > add view a]")


class SiteTests(unittest.TestCase):
    """The site of the repository's lessons, built once with the lyt under test."""

    @classmethod
    def setUpClass(cls):
        if not os.access(LYT, os.X_OK):
            raise unittest.SkipTest(f"no lyt binary at {LYT} (swift build, or pass --lyt)")
        cls.out = built_site()
        cls.folder = cls.out.parent
        cls.lessons = sorted((ROOT / "docs" / "lessons").glob("[0-9]*.md"))

    def page(self, name):
        return (self.out / name).read_text()

    def test_one_page_per_lesson_and_the_index(self):
        self.assertEqual(len(self.lessons), 16)
        pages = sorted(path.name for path in self.out.glob("*.html"))
        self.assertEqual(pages, sorted([lesson.stem + ".html" for lesson in self.lessons] + ["index.html"]))
        self.assertTrue((self.out / "site.css").is_file())

    def test_each_transcript_is_a_figure_with_the_transcript_below(self):
        marker = re.compile(r"^<!-- lyt-transcript: (\S+) -->\n```text\n(.*?)^```$", re.DOTALL | re.MULTILINE)
        for lesson in self.lessons:
            with self.subTest(lesson=lesson.name):
                transcripts = marker.findall(lesson.read_text())
                page = self.page(lesson.stem + ".html")
                figures = re.findall(r'<iframe src="(figures/[^"]+)"', page)
                self.assertGreater(len(transcripts), 0)
                self.assertEqual(figures, [f"figures/{Path(path).stem}.html" for path, _ in transcripts])
                for (_, transcript), figure in zip(transcripts, figures):
                    self.assertTrue((self.out / figure).is_file(), figure)
                    self.assertIn('id="lyt-data"', (self.out / figure).read_text())
                    self.assertIn(f"<pre><code>{html.escape(transcript)}</code></pre></details>", page)
                self.assertNotIn("lyt-transcript", page)
                self.assertNotIn('.md"', page)
        examples = sorted(path.stem for path in (ROOT / "examples" / "lessons").glob("*.lyt"))
        self.assertEqual(sorted(path.stem for path in (self.out / "figures").glob("*.html")), examples)
        self.assertEqual(sorted(path.stem for path in (self.out / "examples").glob("*.lyt")), examples)

    def test_the_index_lists_every_lesson_by_its_title(self):
        index = self.page("index.html")
        links = re.findall(r'<a href="(\d\d-[^"]+\.html)">([^<]+)</a>', index)
        expected = []
        for lesson in self.lessons:
            heading = lesson.read_text().split("\n")[0]
            expected.append((lesson.stem + ".html", html.escape(re.sub(r"^# \d+\. ", "", heading))))
        self.assertEqual(links, expected)
        self.assertIn('<a href="examples/index.html">examples/lessons/</a>', index)
        self.assertIn('<a href="docs/COMMANDS.html">command reference</a>', index)

    def test_links_are_rewritten_to_the_sites_pages(self):
        page = self.page("02-priorities.html")
        self.assertIn('<a href="docs/AUTO-LAYOUT.html">docs/AUTO-LAYOUT.md</a>', page)
        self.assertIn('<a href="examples/02-priorities-answer.html">', page)
        self.assertIn('<a href="03-intrinsic-size.html" rel="next">', page)
        self.assertTrue((self.out / "examples" / "02-priorities-answer.lyt").is_file())
        # A document of the site links to one that is not in it: its path in the repository instead.
        self.assertIn("<code>docs/CLI.md</code> (in lyt's repository)", self.page("docs/DRAWING.html"))
        self.assertIn("<title>2. Priorities: why 751 beats any number of 750s — Learning Auto Layout with lyt</title>",
                      page)

    def test_every_link_leads_somewhere(self):
        problems, external = lessons_site.check_links(self.out)
        self.assertEqual(problems, [])
        self.assertIn("https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority", external)

    def test_a_broken_link_is_reported(self):
        copy = self.folder / "broken"
        shutil.copytree(self.out, copy)
        page = copy / "02-priorities.html"
        page.write_text(page.read_text().replace(
            "</main>", '<a href="no-such-lesson.html">x</a> <a href="docs/AUTO-LAYOUT.html#no-such-id">y</a></main>'))
        problems, _ = lessons_site.check_links(copy)
        self.assertEqual(problems, [
            "02-priorities.html: no-such-lesson.html: no such file",
            '02-priorities.html: docs/AUTO-LAYOUT.html#no-such-id: no id "no-such-id" in docs/AUTO-LAYOUT.html'])
        errors = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(errors):
            status = lessons_site.main(["--check-only", "--out", str(copy)])
        self.assertEqual(status, 1)
        self.assertIn("02-priorities.html: no-such-lesson.html: no such file", errors.getvalue())


class BrowserTests(unittest.TestCase):
    """A lesson page and its figure in headless Chromium."""

    @classmethod
    def setUpClass(cls):
        test_pages.LYT = LYT
        reason = test_pages.browser_unavailable()
        if reason:
            raise unittest.SkipTest(f"browser tests of the site skipped: {reason}")
        cls.folder = built_site()
        cls.browser = test_pages.start_browser()

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()

    def console_errors(self):
        return [entry["message"] for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]

    def test_a_lesson_page_shows_its_figures_drawn(self):
        from selenium.webdriver.support.ui import WebDriverWait

        self.browser.get((self.folder / "13-stack-view-distributions.html").as_uri())
        frames = self.browser.find_elements("css selector", "figure.lyt iframe")
        self.assertEqual(len(frames), 5)
        for frame in frames:
            self.browser.execute_script("arguments[0].scrollIntoView()", frame)
            self.browser.switch_to.frame(frame)
            WebDriverWait(self.browser, 10).until(
                lambda browser: browser.execute_script("return document.querySelectorAll('#layout .item').length"))
            self.assertGreater(len(self.browser.find_elements("css selector", "#layout .item")), 1)
            self.browser.switch_to.default_content()
        self.assertEqual(self.console_errors(), [])

    def test_a_lesson_page_fits_a_phone(self):
        self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        try:
            pages = sorted(self.folder.glob("*.html")) + sorted(self.folder.glob("docs/*.html"))
            for name in [page.relative_to(self.folder).as_posix() for page in pages] + ["examples/index.html"]:
                with self.subTest(page=name):
                    self.browser.get((self.folder / name).as_uri())
                    width = self.browser.execute_script("return document.documentElement.scrollWidth")
                    self.assertLessEqual(width, 390, "the page is wider than the phone")
                    self.assertEqual(self.console_errors(), [])
        finally:
            self.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lyt", help="the lyt binary (default .build/debug/lyt)")
    arguments, rest = parser.parse_known_args()
    if arguments.lyt:
        LYT = os.path.abspath(arguments.lyt)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)

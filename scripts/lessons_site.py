#!/usr/bin/env python3
"""Build the lessons (docs/lessons/) as a static site, with lyt's interactive figures (docs/PAGES.md).

The site, written to --out (default .build/site):

- index.html — docs/lessons/README.md, the list of lessons;
- NN-name.html — one page per lesson, each transcript (a `<!-- lyt-transcript: FILE -->` marker
  and the ```text block after it) replaced by the interactive figure lyt writes for FILE, with the
  transcript kept below it for readers without script;
- figures/NAME.html — `lyt run --keep-going --format html` of every examples/lessons/*.lyt, run
  from the repository root so `load` paths resolve;
- examples/index.html and examples/NAME.html — each lesson example's source next to its figure,
  with the .lyt file itself beside it; other files of examples/ the lessons link to, copied;
- docs/NAME.html — the documents of docs/ that a lesson links to;
- site.css — the one style sheet.

Links between these pages are relative; a relative link to a file that is not in the site (say
a document that only those documents mention) is written as its text and its path in the
repository. Nothing loads from the network. The Markdown converter handles what the lessons and
those documents use: ATX headings (with GitHub's ids, so `#fragment` links work), paragraphs,
emphasis, strong, inline code, links, fenced code blocks, bullet and ordered lists (with nested
blocks), GitHub tables and block quotes; any HTML in the text is escaped.

    python3 scripts/lessons_site.py                      # build into .build/site
    python3 scripts/lessons_site.py --check              # build, then check every link
    python3 scripts/lessons_site.py --check-only --out DIR   # check a built site

Exit codes: 0 built (and every link leads somewhere), 1 a broken link or a failed build, 2 no lyt.
"""

import argparse
import concurrent.futures
import html
import html.parser
import os
import posixpath
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSONS = "docs/lessons"
EXAMPLES = "examples/lessons"
SITE_TITLE = "Learning Auto Layout with lyt"

FENCE = re.compile(r"^( {0,3})(`{3,})\s*([\w+-]*)\s*$")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
BULLET = re.compile(r"^( {0,3})([-*+])( +)(.*)$")
ORDERED = re.compile(r"^( {0,3})(\d{1,9})([.)])( +)(.*)$")
TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")
COMMENT = re.compile(r"^\s*<!--.*-->\s*$")
MARKER = re.compile(r"^<!-- lyt-(transcript|explain-log): (\S+) -->$")
ESCAPABLE = set("\\`*_{}[]()#+-.!|<>~\"'")


class Failure(Exception):
    """A problem that stops the build or fails the check (exit 1)."""


# Markdown → HTML ------------------------------------------------------------------------------


def slug(text):
    """The id GitHub gives a heading: its text in lower case, without punctuation, spaces as '-'."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def plain(markdown):
    """The text of inline Markdown as a reader sees it (for ids and titles)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"\\(.)", r"\1", text)
    return re.sub(r"[`*]|(?<!\w)_|_(?!\w)", "", text)


def code_span_end(text, start):
    """Where the code span opening at `start` ends (after its closing backticks), or None."""
    run = len(text[start:]) - len(text[start:].lstrip("`"))
    closing = re.compile(r"(?<!`)" + "`" * run + r"(?!`)")
    match = closing.search(text, start + run)
    return match.end() if match else None


def plain_positions(text, start):
    """The indices from `start` on that are outside backslash escapes and code spans."""
    i = start
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == "`":
            end = code_span_end(text, i)
            i = end if end else i + 1
            continue
        yield i
        i += 1


def find_closing(text, start, delimiter):
    """The index of the first `delimiter` at or after `start` that can close emphasis (after a
    non-space, outside code spans and escapes), or None."""
    for i in plain_positions(text, start):
        if text.startswith(delimiter, i) and i > start and not text[i - 1].isspace():
            after = text[i + len(delimiter):i + len(delimiter) + 1]
            if delimiter != "_" or not (after.isalnum() or after == "_"):
                if delimiter != "*" or after != "*":
                    return i
    return None


def link_parts(text, start):
    """(label, target, end) of a link `[label](target)` opening at `start`, or None."""
    depth, i = 0, len(text)
    for position in plain_positions(text, start):
        depth += {"[": 1, "]": -1}.get(text[position], 0)
        if depth == 0:
            i = position
            break
    target_end = destination_end(text, i + 1) if i < len(text) else None
    if target_end is None:
        return None
    return text[start + 1:i], text[i + 2:target_end - 1], target_end


def destination_end(text, start):
    """Where a link destination `(target)` opening at `start` ends (after its `)`), or None. The
    target has no spaces; parentheses in it must balance (`…/layoutifneeded()`)."""
    if not text.startswith("(", start):
        return None
    depth = 0
    for i in range(start, len(text)):
        if text[i].isspace():
            return None
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    return None


def can_open(text, i, delimiter):
    """Whether emphasis may open at i: followed by a non-space, and `_` not inside a word."""
    after = text[i + len(delimiter):i + len(delimiter) + 1]
    if not after or after.isspace():
        return False
    return delimiter != "_" or i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")


def inline(text, link=lambda target, label: None):
    """HTML of one block's inline Markdown. `link(target, label_html)` returns the HTML of a link
    (None for the default `<a href>`)."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text) and text[i + 1] in ESCAPABLE:
            out.append(html.escape(text[i + 1]))
            i += 2
        elif c == "`" and code_span_end(text, i):
            end = code_span_end(text, i)
            run = len(text[i:]) - len(text[i:].lstrip("`"))
            code = text[i + run:end - run].replace("\n", " ")
            if len(code) > 2 and code.startswith(" ") and code.endswith(" ") and code.strip():
                code = code[1:-1]
            out.append(f"<code>{html.escape(code)}</code>")
            i = end
        elif c == "[" and link_parts(text, i):
            label, target, i = link_parts(text, i)
            label_html = inline(label, link)
            out.append(link(target, label_html) or f'<a href="{html.escape(target)}">{label_html}</a>')
        elif c == "<" and re.match(r"<(https?://[^\s<>]+)>", text[i:]):
            url = re.match(r"<(https?://[^\s<>]+)>", text[i:]).group(1)
            out.append(f'<a href="{html.escape(url)}">{html.escape(url)}</a>')
            i += len(url) + 2
        elif text.startswith("**", i) and can_open(text, i, "**") and find_closing(text, i + 2, "**"):
            end = find_closing(text, i + 2, "**")
            out.append(f"<strong>{inline(text[i + 2:end], link)}</strong>")
            i = end + 2
        elif c in "*_" and can_open(text, i, c) and find_closing(text, i + 1, c):
            end = find_closing(text, i + 1, c)
            out.append(f"<em>{inline(text[i + 1:end], link)}</em>")
            i = end + 1
        else:
            out.append(html.escape(c))
            i += 1
    return "".join(out)


def starts_block(line):
    """Whether a line starts a block that ends a paragraph (a list can interrupt a paragraph only
    with a non-empty item, and an ordered one only when it starts at 1)."""
    ordered = ORDERED.match(line)
    return bool(FENCE.match(line) or HEADING.match(line) or line.lstrip().startswith(">")
                or COMMENT.match(line)
                or (BULLET.match(line) and BULLET.match(line).group(4).strip())
                or (ordered and ordered.group(2) == "1" and ordered.group(5).strip()))


def split_row(line):
    """The cells of a table row: split at each unescaped `|`, with `\\|` made `|` (as GitHub does,
    also inside code)."""
    row = line.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    cells = re.split(r"(?<!\\)\|", row)
    return [cell.strip().replace("\\|", "|") for cell in cells]


def list_item_match(line):
    """(ordered, number, marker, content indent, first line) of a list item's first line, or None."""
    bullet = BULLET.match(line)
    if bullet:
        indent, marker, space, rest = bullet.groups()
        return False, None, marker, len(indent) + 1 + min(len(space), 4), rest
    ordered = ORDERED.match(line)
    if ordered:
        indent, number, marker, space, rest = ordered.groups()
        return True, int(number), marker, len(indent) + len(number) + 1 + min(len(space), 4), rest
    return None


def indented(line, width):
    """Whether a line is blank or indented by at least `width` spaces."""
    return not line.strip() or len(line) - len(line.lstrip(" ")) >= width


def parse_fence(lines, i):
    """A fenced code block from lines[i]: (("code", language, text), next index)."""
    indent, fence, language = FENCE.match(lines[i]).groups()
    body, i = [], i + 1
    while i < len(lines) and not re.match(r"^ {0,3}" + fence + r"`*\s*$", lines[i]):
        line = lines[i]
        body.append(line[min(len(indent), len(line) - len(line.lstrip(" "))):])
        i += 1
    return ("code", language, "\n".join(body)), i + 1


def parse_table(lines, i):
    """A table from lines[i] (header) and lines[i + 1] (alignment row): (("table", …), next index)."""
    header = split_row(lines[i])
    alignments = []
    for cell in split_row(lines[i + 1]):
        left, right = cell.startswith(":"), cell.endswith(":")
        alignments.append("center" if left and right else "right" if right else "left" if left else None)
    rows, i = [], i + 2
    while i < len(lines) and lines[i].strip().startswith("|"):
        rows.append(split_row(lines[i]))
        i += 1
    return ("table", header, alignments, rows), i


def parse_list(lines, i):
    """A bullet or ordered list from lines[i]: (("list", ordered, start, items), next index), each
    item a list of blocks."""
    ordered, start, marker, _, _ = list_item_match(lines[i])
    items = []
    while i < len(lines):
        match = list_item_match(lines[i])
        if not match or match[0] != ordered or match[2] != marker:
            break
        width, body, i = match[3], [match[4]], i + 1
        while i < len(lines):
            line = lines[i]
            if line.strip() and indented(line, width):
                body.append(line[width:])
            elif not line.strip():
                following = next((later for later in lines[i:] if later.strip()), "")
                if not indented(following, width):
                    break
                body.append("")
            elif body[-1].strip() and not starts_block(line) and not list_item_match(line):
                body.append(line.lstrip())  # a lazy continuation of the item's paragraph
            else:
                break
            i += 1
        items.append(parse_blocks(body))
        while i < len(lines) and not lines[i].strip() and i + 1 < len(lines) and list_item_match(lines[i + 1]) \
                and list_item_match(lines[i + 1])[2] == marker:
            i += 1
    return ("list", ordered, start, items), i


def parse_blocks(lines):
    """The blocks of Markdown lines: tuples ("heading", level, text), ("paragraph", text),
    ("code", language, text), ("marker", kind, path), ("table", header, alignments, rows),
    ("list", ordered, start, items), ("quote", blocks)."""
    blocks, i = [], 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif FENCE.match(line):
            block, i = parse_fence(lines, i)
            blocks.append(block)
        elif MARKER.match(line.strip()):
            blocks.append(("marker",) + MARKER.match(line.strip()).groups())
            i += 1
        elif COMMENT.match(line):
            i += 1
        elif HEADING.match(line):
            level, text = HEADING.match(line).groups()
            blocks.append(("heading", len(level), text))
            i += 1
        elif "|" in line and i + 1 < len(lines) and TABLE_SEPARATOR.match(lines[i + 1]) and "-" in lines[i + 1]:
            block, i = parse_table(lines, i)
            blocks.append(block)
        elif line.lstrip().startswith(">"):
            quoted = []
            while i < len(lines) and lines[i].lstrip().startswith(">"):
                quoted.append(re.sub(r"^\s*> ?", "", lines[i]))
                i += 1
            blocks.append(("quote", parse_blocks(quoted)))
        elif list_item_match(line):
            block, i = parse_list(lines, i)
            blocks.append(block)
        else:
            paragraph = [line.strip()]
            i += 1
            while i < len(lines) and lines[i].strip() and not starts_block(lines[i]):
                paragraph.append(lines[i].strip())
                i += 1
            blocks.append(("paragraph", "\n".join(paragraph)))
    return blocks


class Renderer:
    """Turns blocks into HTML. `link(target, label_html)` renders links (None: as written);
    `figure(path, transcript)` renders a transcript marker and its block."""

    def __init__(self, link=None, figure=None):
        self.link = link or (lambda target, label: None)
        self.figure = figure
        self.ids = {}

    def heading_id(self, text):
        """A unique id for a heading, numbered like GitHub's when one repeats."""
        base = slug(plain(text))
        count = self.ids.get(base, 0)
        self.ids[base] = count + 1
        return base if count == 0 else f"{base}-{count}"

    def render(self, blocks, tight=False):
        """HTML of a list of blocks; in a tight list item a paragraph is its bare text."""
        out, i = [], 0
        while i < len(blocks):
            block = blocks[i]
            if block[0] == "marker" and block[1] == "transcript" and self.figure and i + 1 < len(blocks) \
                    and blocks[i + 1][0] == "code":
                out.append(self.figure(block[2], blocks[i + 1][2]))
                i += 2
                continue
            out.append(self.render_block(block, tight))
            i += 1
        return "\n".join(part for part in out if part)

    def render_block(self, block, tight=False):
        """HTML of one block (a marker alone is nothing)."""
        kind = block[0]
        if kind == "heading":
            _, level, text = block
            return f'<h{level} id="{html.escape(self.heading_id(text))}">{self.inline(text)}</h{level}>'
        if kind == "paragraph":
            return self.inline(block[1]) if tight else f"<p>{self.inline(block[1])}</p>"
        if kind == "code":
            _, language, text = block
            attribute = f' class="language-{html.escape(language)}"' if language else ""
            return f"<pre><code{attribute}>{html.escape(text)}\n</code></pre>"
        if kind == "table":
            return self.render_table(*block[1:])
        if kind == "list":
            return self.render_list(*block[1:])
        if kind == "quote":
            return f"<blockquote>\n{self.render(block[1])}\n</blockquote>"
        return ""  # an explain-log marker: its block follows as code

    def render_table(self, header, alignments, rows):
        """A table in a container that scrolls sideways when the table is wider than the screen."""

        def cells(row, tag):
            parts = []
            for index, cell in enumerate(row[:len(header)] + [""] * (len(header) - len(row))):
                align = alignments[index] if index < len(alignments) else None
                style = f' style="text-align: {align}"' if align else ""
                parts.append(f"<{tag}{style}>{self.inline(cell)}</{tag}>")
            return "<tr>" + "".join(parts) + "</tr>"

        body = "\n".join(cells(row, "td") for row in rows)
        return (f'<div class="table"><table>\n<thead>{cells(header, "th")}</thead>\n'
                f"<tbody>\n{body}\n</tbody>\n</table></div>")

    def render_list(self, ordered, start, items):
        """A list, tight (no <p> in its items) unless an item holds more than a paragraph."""
        tight = all(len(item) <= 1 or item[0][0] == "paragraph" and len(item) == 2 and item[1][0] == "list"
                    for item in items)
        tag = "ol" if ordered else "ul"
        opening = f'<ol start="{start}">' if ordered and start != 1 else f"<{tag}>"
        rendered = (f"<li>{self.render(item, tight)}</li>" for item in items)
        return opening + "\n" + "\n".join(rendered) + f"\n</{tag}>"

    def inline(self, text):
        """HTML of inline Markdown, with this renderer's links."""
        return inline(text, self.link)


def markdown_to_html(text, link=None, figure=None):
    """HTML of a Markdown document (see `Renderer`)."""
    return Renderer(link, figure).render(parse_blocks(text.split("\n")))


# The site -------------------------------------------------------------------------------------

STYLE = """\
:root { color-scheme: light dark; --text: #1d1d1f; --muted: #5f6368; --line: #d0d4da; --code: #f3f4f6;
  --link: #0b57d0; --page: #fff; }
@media (prefers-color-scheme: dark) { :root { --text: #e8eaed; --muted: #a8adb4; --line: #3c4043;
  --code: #202124; --link: #8ab4f8; --page: #121212; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--text);
  font: 16px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
header, main, footer { max-width: 52rem; margin: 0 auto; padding: 0 1rem; overflow-wrap: break-word; }
header { padding-top: .75rem; font-size: .95rem; }
footer { padding-bottom: 2rem; border-top: 1px solid var(--line); margin-top: 2rem; }
footer nav { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; padding-top: 1rem; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible, iframe:focus-visible { outline: 3px solid #f9ab00; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: .5rem; background: var(--page); padding: .25rem .5rem; }
h1 { font-size: 1.7rem; line-height: 1.25; }
h2 { font-size: 1.3rem; margin-top: 2rem; }
code { font: .9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code);
  padding: .05em .25em; border-radius: 3px; overflow-wrap: anywhere; }
pre { background: var(--code); padding: .75rem; overflow-x: auto; border-radius: 4px; }
pre code { padding: 0; background: none; overflow-wrap: normal; }
.table { overflow-x: auto; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--line); padding: .3rem .5rem; vertical-align: top; }
blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 4px solid var(--line); color: var(--muted); }
figure.lyt { margin: 1.5rem 0; }
figure.lyt iframe { display: block; width: 100%; height: min(50rem, 90vh); min-height: 30rem;
  border: 1px solid var(--line); border-radius: 4px; background: #fff; }
figure.lyt figcaption, .note { color: var(--muted); font-size: .9rem; margin-top: .4rem; }
details { margin-top: .5rem; }
summary { cursor: pointer; }
"""

PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="{prefix}site.css">
</head>
<body>
<a class="skip" href="#main">Skip to the text</a>
<header><nav aria-label="Site"><a href="{prefix}index.html">{site}</a></nav></header>
<main id="main">
{body}
</main>
<footer>{footer}</footer>
</body>
</html>
"""


class Site:
    """The pages of the site and where each file of the repository lands in it."""

    def __init__(self, root, out, lyt):
        self.root = Path(root)
        self.out = Path(out)
        self.lyt = lyt
        self.lessons = sorted(p for p in (self.root / LESSONS).glob("[0-9]*.md"))
        self.examples = sorted((self.root / EXAMPLES).glob("*.lyt"))
        self.documents = self.linked_documents()
        self.copied = set()

    def linked_documents(self):
        """The documents of docs/ (outside the lessons) that a lesson or the index links to."""
        found = set()
        for page in self.lessons + [self.root / LESSONS / "README.md"]:
            for target in re.findall(r"\]\(([^)#\s]+)", page.read_text()):
                path = (page.parent / target).resolve()
                if path.suffix == ".md" and path.parent == self.root / "docs" and path.is_file():
                    found.add(path)
        return sorted(found)

    def site_path(self, path):
        """Where a file of the repository (an absolute path) is in the site, or None."""
        relative = path.relative_to(self.root).as_posix() if path.is_relative_to(self.root) else None
        if relative is None:
            return None
        if relative == f"{LESSONS}/README.md":
            return "index.html"
        if path.parent == self.root / LESSONS and path in self.lessons:
            return path.stem + ".html"
        if path in self.documents:
            return f"docs/{path.stem}.html"
        if relative == EXAMPLES:
            return "examples/index.html"
        if path.parent == self.root / EXAMPLES and path.suffix == ".lyt" and path.is_file():
            return f"examples/{path.stem}.html"
        if relative.startswith("examples/") and path.is_file():
            self.copied.add(path)
            return relative
        return None

    def linker(self, source, page):
        """The link renderer for the Markdown file `source` written to the site page `page`."""

        def link(target, label):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                return None
            path_part, _, fragment = target.partition("#")
            destination = self.site_path((source.parent / path_part).resolve())
            if destination is None:
                repository = html.escape(os.path.relpath((source.parent / path_part).resolve(), self.root))
                if html.unescape(re.sub(r"<[^>]*>", "", label)) in (path_part, posixpath.basename(path_part)):
                    return f"<code>{repository}</code> (in lyt's repository)"
                return f"{label} (<code>{repository}</code> in lyt's repository)"
            href = posixpath.relpath(destination, posixpath.dirname(page) or ".")
            href += "#" + fragment if fragment else ""
            return f'<a href="{html.escape(href)}">{label}</a>'

        return link

    def figure_name(self, example):
        """The figure page of examples/lessons/NAME.lyt, relative to the site's root."""
        return f"figures/{Path(example).stem}.html"

    def figure(self, page):
        """The renderer of a transcript on the site page `page`: the example's figure in an iframe,
        the transcript below it."""

        def render(example, transcript):
            path = (self.root / example).resolve()
            if path.parent != self.root / EXAMPLES or not path.is_file():
                raise Failure(f"{page}: the transcript of {example} is not of a lesson example")
            prefix = "../" * page.count("/")
            figure = prefix + self.figure_name(example)
            script = prefix + f"examples/{path.stem}.html"
            return (
                '<figure class="lyt">\n'
                f'<iframe src="{figure}" title="Interactive figure of {html.escape(example)}"></iframe>\n'
                f"<figcaption><code>{html.escape(example)}</code>, one step per command: drag the slider or "
                "use ← and → in the figure, click a box or a constraint for lyt's explanation. "
                f'<a href="{figure}">Open the figure on its own</a> · <a href="{script}">the script</a>'
                "</figcaption>\n"
                f"<details><summary>The transcript (what <code>lyt run {html.escape(example)}</code> prints)"
                f"</summary>\n<pre><code>{html.escape(transcript)}\n</code></pre></details>\n</figure>")

        return render

    def write_page(self, page, title, body, footer=""):
        """Writes one page of the site (a path relative to the site's root)."""
        prefix = "../" * page.count("/")
        full_title = title if title == SITE_TITLE else f"{title} — {SITE_TITLE}"
        text = PAGE.format(title=html.escape(full_title), prefix=prefix, site=html.escape(SITE_TITLE),
                           body=body, footer=footer or self.back_to_index(page))
        target = self.out / page
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)

    def convert(self, source, page):
        """(title, HTML body) of a Markdown file of the repository, for the site page `page`."""
        body = markdown_to_html(source.read_text(), self.linker(source, page), self.figure(page))
        return self.title(source), body

    def back_to_index(self, page):
        """The footer of a page that is not a lesson: a link to the list of lessons."""
        if page == "index.html":
            return ""
        return f'<nav aria-label="Lessons"><a href="{"../" * page.count("/")}index.html">All lessons</a></nav>'

    def lesson_footer(self, index):
        """Links to the lessons before and after the one at `index`, and to the list."""
        parts = []
        if index > 0:
            previous = self.lessons[index - 1]
            parts.append(f'<a href="{previous.stem}.html" rel="prev">← {html.escape(self.title(previous))}</a>')
        parts.append('<a href="index.html">All lessons</a>')
        if index + 1 < len(self.lessons):
            following = self.lessons[index + 1]
            parts.append(f'<a href="{following.stem}.html" rel="next">{html.escape(self.title(following))} →</a>')
        return '<nav aria-label="Lessons">' + "".join(parts) + "</nav>"

    def title(self, source):
        """The text of a Markdown file's first level-1 heading."""
        line = next((line for line in source.read_text().split("\n") if line.startswith("# ")), "# " + source.stem)
        return plain(line[2:]).strip()

    def write_pages(self):
        """Writes the index, the lessons and the documents they link to."""
        _, body = self.convert(self.root / LESSONS / "README.md", "index.html")
        self.write_page("index.html", SITE_TITLE, body)
        for index, lesson in enumerate(self.lessons):
            page = lesson.stem + ".html"
            title, body = self.convert(lesson, page)
            self.write_page(page, title, body, footer=self.lesson_footer(index))
        for document in self.documents:
            page = f"docs/{document.stem}.html"
            title, body = self.convert(document, page)
            note = (f'<p class="note">From <code>docs/{document.name}</code> in lyt\'s repository, '
                    "included because a lesson links to it.</p>\n")
            self.write_page(page, title, note + body)

    def write_examples(self):
        """Writes a page per lesson example (its source, its figure and the file) and their list."""
        items = []
        for example in self.examples:
            name = example.stem
            shutil.copyfile(example, self.out / "examples" / example.name)
            body = (f"<h1><code>{EXAMPLES}/{html.escape(example.name)}</code></h1>\n"
                    '<figure class="lyt">\n'
                    f'<iframe src="../{self.figure_name(example)}" title="Interactive figure of '
                    f'{EXAMPLES}/{html.escape(example.name)}"></iframe>\n'
                    f'<figcaption><a href="../{self.figure_name(example)}">Open the figure on its own</a> · '
                    f'<a href="{html.escape(example.name)}">download the script</a> and run it with '
                    f"<code>lyt run {EXAMPLES}/{html.escape(example.name)}</code></figcaption>\n</figure>\n"
                    f"<h2 id=\"script\">The script</h2>\n<pre><code>{html.escape(example.read_text())}</code></pre>")
            self.write_page(f"examples/{name}.html", example.name, body)
            items.append(f'<li><a href="{name}.html"><code>{html.escape(example.name)}</code></a></li>')
        body = (f"<h1>The lessons' examples</h1>\n<p>Every script in <code>{EXAMPLES}/</code>, with its "
                "interactive figure. The lessons link to them.</p>\n<ul>\n" + "\n".join(items) + "\n</ul>")
        self.write_page("examples/index.html", "The lessons' examples", body)

    def copy_files(self):
        """Copies the other files of examples/ that the pages link to."""
        for path in sorted(self.copied):
            target = self.out / path.relative_to(self.root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)

    def write_figure(self, example):
        """Runs lyt for one example's figure; raises Failure when lyt writes no page."""
        target = self.out / self.figure_name(example)
        relative = example.relative_to(self.root).as_posix()
        completed = subprocess.run([self.lyt, "run", "--keep-going", "--format", "html", "-o", str(target), relative],
                                   cwd=self.root, capture_output=True, text=True, timeout=300)
        if not target.is_file() or target.stat().st_size == 0:
            raise Failure(f"lyt wrote no figure for {relative} (exit {completed.returncode}): {completed.stderr}")

    def write_figures(self):
        """Writes every example's figure, one lyt process per core."""
        (self.out / "figures").mkdir(parents=True, exist_ok=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            list(pool.map(self.write_figure, self.examples))

    def build(self):
        """Writes the whole site into the output folder (emptied first)."""
        if not os.access(self.lyt, os.X_OK):
            raise FileNotFoundError(self.lyt)
        if self.out.exists():
            shutil.rmtree(self.out)
        (self.out / "examples").mkdir(parents=True)
        (self.out / "site.css").write_text(STYLE)
        self.write_pages()
        self.write_examples()
        self.copy_files()
        self.write_figures()


# The link check -------------------------------------------------------------------------------


class LinkCollector(html.parser.HTMLParser):
    """The ids and the href/src values of one HTML file."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attributes):
        for name, value in attributes:
            if name == "id" and value is not None:
                self.ids.add(value)
            elif name in ("href", "src") and value is not None:
                self.links.append(value)
        if tag == "a":
            self.ids.update(value for name, value in attributes if name == "name" and value)


def scan(path, cache):
    """The LinkCollector of one HTML file (parsed once)."""
    if path not in cache:
        collector = LinkCollector()
        collector.feed(path.read_text(errors="replace"))
        cache[path] = collector
    return cache[path]


def check_links(out):
    """(problems, external links) of the site in `out`: every relative href/src must lead to a
    file inside the site and every #fragment to an id of its page. External links are listed,
    not fetched."""
    out = Path(out).resolve()
    problems, external, cache = [], set(), {}
    for page in sorted(out.rglob("*.html")):
        for link in scan(page, cache).links:
            where = f"{page.relative_to(out).as_posix()}: {link}"
            if re.match(r"^(https?|mailto):", link):
                external.add(link)
                continue
            if re.match(r"^[a-z][a-z0-9+.-]*:", link) or link.startswith("//"):
                problems.append(f"{where}: a link to another scheme or host in a self-contained site")
                continue
            path_part, _, fragment = link.partition("#")
            path_part = path_part.split("?")[0]
            target = (page.parent / path_part).resolve() if path_part else page
            if not target.is_relative_to(out):
                problems.append(f"{where}: leads out of the site")
            elif target.is_dir() or not target.is_file():
                problems.append(f"{where}: no such file")
            elif fragment and target.suffix == ".html" and fragment not in scan(target, cache).ids:
                problems.append(f"{where}: no id \"{fragment}\" in {target.relative_to(out).as_posix()}")
    return problems, sorted(external)


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lyt", default=str(ROOT / ".build" / "debug" / "lyt"), help="the lyt binary")
    parser.add_argument("--out", default=str(ROOT / ".build" / "site"), help="the site's folder")
    parser.add_argument("--check", action="store_true", help="check every link after building")
    parser.add_argument("--check-only", action="store_true", help="check the links of a built site, build nothing")
    options = parser.parse_args(arguments)
    started = time.monotonic()
    if not options.check_only:
        try:
            Site(ROOT, options.out, os.path.abspath(options.lyt)).build()
        except FileNotFoundError:
            print(f"lessons_site.py: no lyt binary at {options.lyt} (swift build, or pass --lyt)", file=sys.stderr)
            return 2
        except Failure as failure:
            print(f"lessons_site.py: {failure}", file=sys.stderr)
            return 1
        pages = len(list(Path(options.out).rglob("*.html")))
        print(f"lessons_site.py: wrote {pages} pages to {options.out} in {time.monotonic() - started:.1f} s")
    if options.check or options.check_only:
        problems, external = check_links(options.out)
        print(f"lessons_site.py: {len(external)} external links, not fetched:")
        for link in external:
            print(f"  {link}")
        if problems:
            print(f"lessons_site.py: {len(problems)} broken links:", file=sys.stderr)
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            return 1
        print("lessons_site.py: every relative link leads to a file and every #fragment to an id")
    return 0


if __name__ == "__main__":
    sys.exit(main())

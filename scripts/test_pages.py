#!/usr/bin/env python3
"""Browser tests of the pages `lyt run FILE.lyt --format html` writes (docs/PAGES.md).

Generates a page for every examples/*.lyt and examples/lessons/*.lyt with the lyt binary under test and loads it in
headless Chromium through chromedriver (Selenium), then checks what a reader sees:

- no console errors;
- the SVG holds exactly one box per view and guide, at the frames `lyt run --format json`
  prints (to 0.01);
- stepping back and forward draws, at every step, the frames that `--format json` prints for
  the script cut after that step's command;
- clicking a broken constraint highlights exactly its minimal set (in the figure and the list)
  and shows its arithmetic; a view focused with the keyboard shows its frame on Enter;
- screenshots at 1280x800 and 390x844 are not blank, and nothing is wider than the phone.

Without Chromium, chromedriver or Selenium the tests are skipped, and say why
(`bash scripts/install-deps.sh --tests` installs them).

    python3 scripts/test_pages.py --lyt .build/debug/lyt
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LYT = os.environ.get("LYT", os.path.join(ROOT, ".build", "debug", "lyt"))
TOLERANCE = 0.01


def browser_unavailable():
    """Why the browser tests cannot run here, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "Selenium is not installed (python3 -m pip install selenium)"
    for program in ("chromium", "chromedriver"):
        if shutil.which(program) is None:
            return f"{program} is not installed (apt-get install chromium chromium-driver)"
    if not os.access(LYT, os.X_OK):
        return f"no lyt binary at {LYT} (swift build, or pass --lyt)"
    return None


def start_browser():
    """Headless Chromium with the browser console log kept."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,800", "--hide-scrollbars", "--force-prefers-reduced-motion"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def run_lyt(arguments, stdin=None):
    """lyt's standard output (its exit code may be 1 or 2: failed expectations, errors)."""
    result = subprocess.run([LYT] + arguments, input=stdin, capture_output=True, text=True, timeout=120)
    if result.returncode not in (0, 1, 2) or not result.stdout:
        raise AssertionError(f"lyt {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def png_pixels(png):
    """(width, height, rows of RGB(A) bytes) of a PNG: Pillow when present, else a small decoder
    of the 8-bit RGB/RGBA images browsers write."""
    try:
        from PIL import Image
        import io

        image = Image.open(io.BytesIO(png)).convert("RGB")
        data = image.tobytes()
        stride = image.width * 3
        return image.width, image.height, 3, [data[i * stride:(i + 1) * stride] for i in range(image.height)]
    except ImportError:
        pass
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        body = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, f"unexpected PNG format {header}"
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + ((left + up) >> 1)) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def shown_number(value):
    """A number as the page shows a measurement: rounded to six decimals, without a point when
    whole (JavaScript's shortest digits, which Python's repr writes the same in this range)."""
    rounded = round(value * 1e6) / 1e6
    return str(int(rounded)) if rounded == int(rounded) else repr(rounded)


def pixel_statistics(png):
    """The image's size, the share of pixels that differ from the most common colour, and the
    number of distinct colours (sampled every fourth pixel of every fourth row)."""
    width, height, channels, rows = png_pixels(png)
    counts = {}
    for row in rows[::4]:
        for x in range(0, width * channels, 4 * channels):
            colour = row[x:x + 3]
            counts[colour] = counts.get(colour, 0) + 1
    total = sum(counts.values())
    background = max(counts.values())
    return width, height, 1 - background / total, len(counts)


class PageTests(unittest.TestCase):
    """Pages of the examples in headless Chromium."""

    @classmethod
    def setUpClass(cls):
        reason = browser_unavailable()
        if reason:
            raise unittest.SkipTest(f"page tests skipped: {reason}")
        cls.folder = tempfile.mkdtemp(prefix="lyt-pages-")
        cls.examples = [
            os.path.join(folder, name)
            for folder in ("examples", os.path.join("examples", "lessons"))
            for name in sorted(os.listdir(os.path.join(ROOT, folder))) if name.endswith(".lyt")]
        # lyt writes the pages and the documents while the browser starts, one process per core.
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            pages = pool.map(cls.write_page, cls.examples)
            documents = pool.map(lambda example: run_lyt(["run", "--keep-going", "--format", "json", example]),
                                 cls.examples)
            cls.browser = start_browser()
            cls.pages = dict(zip(cls.examples, pages))
            cls.documents = dict(zip(cls.examples, documents))

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()
        shutil.rmtree(cls.folder, ignore_errors=True)

    @classmethod
    def write_page(cls, example):
        """Writes the example's page with lyt; returns its path."""
        path = os.path.join(cls.folder, example.replace(os.sep, "-") + ".html")
        subprocess.run([LYT, "run", "--keep-going", "--format", "html", "-o", path, example], cwd=ROOT,
                       capture_output=True, timeout=120)
        return path

    def page(self, example):
        """Loads the example's page (written in setUpClass); returns the page's embedded data."""
        path = self.pages.get(example) or self.write_page(example)
        self.assertTrue(os.path.exists(path), f"lyt wrote no page for {example}")
        self.browser.get("file://" + path)
        self.browser.get_log("browser")  # what an earlier page logged is not this page's
        return self.browser.execute_script("return window.lyt.data")

    def console_errors(self):
        return [entry["message"] for entry in self.browser.get_log("browser") if entry["level"] == "SEVERE"]

    def drawn(self):
        """What the page shows now, in one round trip: the step, the command line, the number of
        boxes, every box's [x, y, width, height] read from the SVG by name, and the ids of the
        current state's constraints."""
        return self.browser.execute_script("""
          var frames = {}, items = document.querySelectorAll('#layout .item');
          items.forEach(function (item) {
            var box = item.querySelector(':scope > rect.box');
            frames[item.dataset.name] = ['x', 'y', 'width', 'height'].map(function (key) {
              return Number(box.getAttribute(key));
            });
          });
          var step = window.lyt.step();
          return {step: step, command: document.getElementById('command').textContent, count: items.length,
            frames: frames, constraints: window.lyt.state(step).constraints.map(function (c) { return c.id; })};""")

    def assert_frames(self, expected_views, context, drawn=None):
        drawn = drawn or self.drawn()
        self.assertEqual(drawn["count"], len(expected_views), f"{context}: one box per view and guide")
        self.assertEqual(set(drawn["frames"]), set(expected_views), context)
        for name, view in expected_views.items():
            x, y, width, height = view["absolute"]
            expected = [x, y, max(width, 0), max(height, 0)]
            got = drawn["frames"][name]
            for value, want in zip(got, expected):
                self.assertAlmostEqual(value, want, delta=TOLERANCE, msg=f"{context}: {name} {got} != {expected}")

    def test_every_example_draws_the_frames_lyt_computed(self):
        for example in self.examples:
            with self.subTest(example=example):
                data = self.page(example)
                self.assertEqual(self.console_errors(), [])
                document = json.loads(self.documents[example])
                self.assertEqual(len(data["steps"]), self.browser.execute_script("return window.lyt.step()") + 1)
                self.assert_frames(document["views"], f"{example}, last step")
                self.assertEqual(self.console_errors(), [])

    def test_stepping_draws_each_steps_frames(self):
        # A conflict and its repair; and a script that removes, undoes and redoes, so that the
        # page rebuilds states from changes that drop and reorder constraints.
        for name in ("broken-restored.lyt", "right-to-left.lyt"):
            with self.subTest(example=name):
                self.step_through(os.path.join("examples", name))

    def step_through(self, example):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        data = self.page(example)
        commands = [step["command"] for step in data["steps"]]
        expected = [json.loads(run_lyt(["run", "--keep-going", "--format", "json"], "\n".join(commands[:k + 1]) + "\n"))
                    for k in range(len(commands))]
        self.browser.execute_script("document.activeElement.blur()")
        for k in reversed(range(len(commands))):
            drawn = self.drawn()
            self.assertEqual(drawn["step"], k)
            self.assertEqual(drawn["command"], "> " + commands[k])
            self.assert_frames(expected[k]["views"], f"step {k + 1} ({commands[k]}) going back", drawn)
            self.assertEqual(drawn["constraints"], [c["id"] for c in expected[k]["constraints"]], f"step {k + 1}")
            ActionChains(self.browser, duration=0).send_keys(Keys.ARROW_LEFT).perform()
        next_button = self.browser.find_element("id", "next")
        for k in range(1, len(commands)):
            next_button.click()
            drawn = self.drawn()
            self.assertEqual(drawn["step"], k)
            self.assert_frames(expected[k]["views"], f"step {k + 1} ({commands[k]}) going forward", drawn)
        self.assertEqual(self.console_errors(), [])

    def test_clicking_a_broken_constraint_highlights_its_minimal_set(self):
        from selenium.webdriver.common.action_chains import ActionChains

        example = os.path.join("examples", "broken-restored.lyt")
        data = self.page(example)
        # The states as the page rebuilds them (most are stored as changes).
        conflicts = [self.browser.execute_script("return window.lyt.state(arguments[0]).conflicts", k)
                     for k in range(len(data["steps"]))]
        step = next(k for k, found in enumerate(conflicts) if found)
        conflict = conflicts[step][0]
        self.browser.execute_script("window.lyt.go(arguments[0])", step)
        # A pointer click on the middle of the marker's line (a line has no area for Selenium's
        # element click; the page widens its target with a transparent stroke).
        offset = self.browser.execute_script("""
          var line = document.querySelector('#layout .constraint[data-id="' + arguments[0] + '"] .hit');
          var box = line.getBoundingClientRect(), svg = document.getElementById('layout').getBoundingClientRect();
          line.scrollIntoView({block: 'center'});
          return [box.x + box.width / 2 - (svg.x + svg.width / 2), box.y + box.height / 2 - (svg.y + svg.height / 2)];
          """, conflict["broken"])
        svg = self.browser.find_element("id", "layout")
        ActionChains(self.browser, duration=0).move_to_element_with_offset(
            svg, int(offset[0]), int(offset[1])).click().perform()
        self.assertEqual(self.browser.execute_script(
            "return document.querySelector('#layout .constraint.selected').dataset.id"), conflict["broken"])
        highlighted = self.browser.execute_script("""
          return Array.prototype.map.call(document.querySelectorAll('#layout .constraint.in-set'),
            function (node) { return node.dataset.id; });""")
        self.assertEqual(sorted(highlighted), sorted(conflict["minimal_set"]))
        listed = self.browser.execute_script("""
          return Array.prototype.map.call(document.querySelectorAll('#constraint-list button.in-set'),
            function (node) { return node.dataset.id; });""")
        self.assertEqual(sorted(listed), sorted(conflict["minimal_set"]))
        details = self.browser.find_element("id", "details").text
        for line in conflict["explanation"]:
            self.assertIn(line.strip(), details)
        self.assertEqual(self.console_errors(), [])

    def test_a_focused_view_shows_its_frame_on_enter(self):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        document = json.loads(run_lyt(["run", "--format", "json", os.path.join("examples", "card.lyt")]))
        self.page(os.path.join("examples", "card.lyt"))
        name = [name for name, view in document["views"].items() if view["parent"] is not None][0]
        item = self.browser.find_element("css selector", f'#layout .item[data-name="{name}"]')
        self.browser.execute_script("arguments[0].focus()", item)
        ActionChains(self.browser, duration=0).send_keys(Keys.ENTER).perform()
        details = self.browser.find_element("id", "details").text
        absolute = "(" + ", ".join(f"{value:g}" for value in document["views"][name]["absolute"]) + ")"
        self.assertIn(name, details)
        self.assertIn(absolute, details)

    def test_screenshots_are_not_blank(self):
        self.page(os.path.join("examples", "broken-restored.lyt"))
        for width, height, mobile in ((1280, 800, False), (390, 844, True)):
            with self.subTest(size=f"{width}x{height}"):
                self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                png = self.browser.get_screenshot_as_png()
                shot_width, shot_height, inked, colours = pixel_statistics(png)
                self.assertEqual((shot_width, shot_height), (width, height))
                self.assertGreater(inked, 0.02, "almost every pixel has the background colour")
                self.assertGreater(colours, 8, "too few colours for a drawn page")
                overflow = self.browser.execute_script("return document.documentElement.scrollWidth")
                self.assertLessEqual(overflow, width, "the page is wider than the screen")
        self.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.assertEqual(self.console_errors(), [])


    # --- Views explained, ambiguity ranges, animations, right-to-left and safe areas ---

    def transcript_answers(self, commands, queries):
        """What lyt prints for each of `queries`, run after `commands` (a list of lines): one list
        of lines (without indentation) per query."""
        text = run_lyt(["run", "--keep-going"], "\n".join(commands + queries) + "\n")
        answers, current = {}, None
        for line in text.split("\n"):
            if line.startswith("> "):
                current = line[2:] if line[2:] in queries else None
                if current is not None:
                    answers[current] = []
            elif current is not None and line.startswith("  "):
                answers[current].append(line[2:])
        return [answers[query] for query in queries]

    def select_view(self, name):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        item = self.browser.find_element("css selector", f'#layout .item[data-name="{name}"]')
        self.browser.execute_script("arguments[0].focus()", item)
        ActionChains(self.browser, duration=0).send_keys(Keys.ENTER).perform()

    def assert_why_shown(self, context, name, answers, ambiguous):
        """The details of the selected view `name` show, for x, y, width and height, the heading
        and chain lines and the constraint ids of `answers` (what `why NAME.x`, … print, in that
        order); the chain is whole unless the view is `ambiguous`."""
        shown = self.browser.execute_script("""
          var result = {};
          document.querySelectorAll('#details pre.why').forEach(function (pre) {
            result[pre.dataset.component] = {
              lines: pre.textContent.split('\\n'),
              by: Array.prototype.map.call(document.querySelectorAll(
                '#details p.support[data-component="' + pre.dataset.component + '"] button'),
                function (button) { return button.dataset.id; })};
          });
          return result;""")
        components = ["x", "y", "width", "height"]
        self.assertEqual(sorted(shown), sorted(components), f"{context}: {name}")
        for component, answer in zip(components, answers):
            lines = [" ".join(line.split()) for line in shown[component]["lines"]]
            where = f"{context}: why {name}.{component}"
            # The value, then the chain line by line, as `why` prints them.
            heading = answer[0].split(", but it is not fixed")[0]
            self.assertEqual(lines[0], heading, where)
            self.assertEqual(lines[1:], [" ".join(line.split()) for line in answer[1:len(lines)]], where)
            if not ambiguous:
                self.assertFalse(answer[len(lines)].startswith("  ="), f"{where}: the whole chain")
            # The constraints under "fixed by" or "held there"; none when nothing holds it.
            fixed = next((k for k, line in enumerate(answer) if line.startswith(("fixed by", "held there"))),
                         len(answer))
            ids = []
            for line in answer[fixed + 1:]:
                if not line.startswith("  ") or line.startswith("  …"):
                    break
                ids.append(line.split()[0])
            self.assertEqual(shown[component]["by"], ids, where)

    def test_a_clicked_view_shows_why_each_frame_component_is_where_it_is(self):
        for example in ("card.lyt", "right-to-left.lyt", "distribute.lyt"):
            with self.subTest(example=example):
                data = self.page(os.path.join("examples", example))
                commands = [step["command"] for step in data["steps"]]
                document = json.loads(self.documents[os.path.join("examples", example)])
                ambiguous = {entry.split(".")[0] for entry in document["ambiguous"]}
                for name in document["views"]:
                    self.select_view(name)
                    answers = self.transcript_answers(commands, [f"why {name}.{c}" for c in ("x", "y", "width", "height")])
                    self.assert_why_shown(example, name, answers, name in ambiguous)
                self.assertEqual(self.console_errors(), [])

    def test_every_step_shows_why_each_view_is_where_it_is_then(self):
        # A small page carries the derivations of every state: at the first step of each, every
        # view shows what `why` prints for the script cut after that step.
        for example in ("card.lyt", "right-to-left.lyt"):
            with self.subTest(example=example):
                data = self.page(os.path.join("examples", example))
                self.assertEqual(len(data["derivations_by_state"]), len(data["states"]))
                commands = [step["command"] for step in data["steps"]]
                firsts = sorted({step["state"]: k for k, step in reversed(list(enumerate(data["steps"])))}.values())
                self.assertGreater(len(firsts), 5)
                for step in firsts:
                    self.browser.execute_script("window.lyt.go(arguments[0])", step)
                    state = self.browser.execute_script("return window.lyt.state(arguments[0])", step)
                    names = list(state["views"])
                    queries = [f"why {name}.{c}" for name in names for c in ("x", "y", "width", "height")]
                    answers = self.transcript_answers(commands[:step + 1], queries)
                    ambiguous = {entry.split(".")[0] for entry in state["ambiguous"]}
                    for index, name in enumerate(names):
                        self.select_view(name)
                        self.assert_why_shown(f"{example} step {step + 1}", name, answers[4 * index:4 * index + 4],
                                              name in ambiguous)
                self.assertEqual(self.console_errors(), [])

    def test_derivations_are_written_for_the_last_step_and_the_first_views(self):
        # A page too big to carry every state's derivations has the last state's: at an earlier
        # step the details say where to see them; past the first 100 views they say to ask lyt.
        lines = ["add view root size 100x2000"] + [f"add view v{k} in root frame 0,{k * 12},10,10" for k in range(110)]
        path = os.path.join(self.folder, "many.lyt")
        with open(path, "w") as file:
            file.write("\n".join(lines) + "\n")
        data = self.page(path)
        self.assertNotIn("derivations_by_state", data)
        self.browser.execute_script("window.lyt.go(arguments[0])", len(data["steps"]) - 2)
        self.select_view("v3")
        self.assertEqual(self.browser.execute_script("return document.querySelectorAll('#details pre.why').length"), 0)
        self.assertIn("lyt writes the derivations of the frames at the last step",
                      self.browser.find_element("id", "details").text)
        self.browser.execute_script("window.lyt.go(arguments[0])", len(data["steps"]) - 1)
        self.assertEqual(sorted(data["derivations"]["items"])[:3], ["root", "v0", "v1"])
        self.assertEqual(len(data["derivations"]["items"]), 100)
        self.select_view("v98")
        self.assertEqual(self.browser.execute_script("return document.querySelectorAll('#details pre.why').length"), 4)
        self.select_view("v99")
        self.assertIn("lyt writes the derivations of the first 100 views and guides; for this one, ask lyt: why v99.x",
                      self.browser.find_element("id", "details").text)
        self.assertEqual(self.console_errors(), [])

    def test_every_step_shows_exactly_what_lyt_printed(self):
        # The page writes most lines short (a move from the frame last printed, as [name, new]);
        # at every step the report reads exactly as lyt's transcript, going back and forth.
        lines = ["add view root size 390x600"]
        for row in range(12):
            lines += [f"add view r{row} in root", f"r{row}.leading == root.leading + 16",
                      f"r{row}.trailing == root.trailing - 16", f"r{row}.top == root.top + {row * 48}",
                      f"r{row}.height == 44", f"add view r{row}i in r{row} intrinsic 24x24",
                      f"r{row}i.leading == r{row}.leading + 8", f"r{row}i.centerY == r{row}.centerY", "undo", "redo"]
        lines += ["set size root 320x600", "undo"]
        path = os.path.join(self.folder, "rows.lyt")
        with open(path, "w") as file:
            file.write("\n".join(lines) + "\n")
        for example in [path, os.path.join("examples", "right-to-left.lyt")]:
            data = self.page(example)
            transcript, printed = run_lyt(["run", "--keep-going", "--no-color", example]), []
            for line in transcript.split("\n"):
                if line.startswith("> "):
                    printed.append([])
                elif printed and line.startswith("  "):
                    printed[-1].append(line[2:])
            self.assertEqual(len(printed), len(data["steps"]), example)
            order = list(range(len(printed) - 1, -1, -1)) + list(range(len(printed)))
            for step in order:
                self.browser.execute_script("window.lyt.go(arguments[0])", step)
                report = self.browser.find_element("id", "report").get_attribute("textContent")
                self.assertEqual(report, "\n".join(printed[step]), f"{example}, step {step + 1}")
        self.assertEqual(self.console_errors(), [])

    def drawn_range_ends(self):
        """The layouts drawn at the ends of ambiguous ranges: {(item, component, end): {name:
        [x, y, w, h]}}, the item's own box and those of the others drawn with it."""
        found = self.browser.execute_script("""
          var result = {};
          document.querySelectorAll('#layout rect.range-end').forEach(function (rect) {
            var key = rect.closest('.item').dataset.name + '|' + rect.dataset.component + '|' + rect.dataset.end;
            result[key] = result[key] || {};
            result[key][rect.dataset.item] =
              ['x', 'y', 'width', 'height'].map(function (key) { return Number(rect.getAttribute(key)); });
          });
          return result;""")
        return {tuple(key.split("|")): layout for key, layout in found.items()}

    def assert_real_layout(self, commands, document, layout, message):
        """`layout` (frames by name, drawn at a range end) with every other view where `document`
        has it is a layout lyt accepts: pinned by required constraints after `commands`, nothing
        breaks and every view stands where it was pinned."""
        def number(value):
            return f"{value:.9f}".rstrip("0").rstrip(".")

        def offset(value):
            return f" + {number(value)}" if value >= 0 else f" - {number(-value)}"

        frames = {name: view["absolute"] for name, view in document["views"].items()}
        frames.update(layout)
        pins = []
        for name, (x, y, width, height) in sorted(frames.items()):
            view = document["views"][name]
            if view["parent"] is None:
                continue  # a root stands at 0, 0 with its size
            root = name
            while document["views"][root]["parent"] is not None:
                root = document["views"][root]["parent"]
            pins += [f"{name}.left == {root}.left{offset(x)}", f"{name}.top == {root}.top{offset(y)}",
                     f"{name}.width == {number(width)}", f"{name}.height == {number(height)}"]
        pinned = json.loads(run_lyt(["run", "--keep-going", "--format", "json"], "\n".join(commands + pins) + "\n"))
        self.assertEqual([c["broken"] for c in pinned["conflicts"]], [c["broken"] for c in document["conflicts"]],
                         message)
        for name, frame in frames.items():
            for got, want in zip(pinned["views"][name]["absolute"], frame):
                self.assertAlmostEqual(got, want, delta=TOLERANCE, msg=f"{message}: {name}")

    def test_ambiguous_views_are_drawn_at_both_ends_of_their_ranges(self):
        # At the first step of each example where an ambiguous range has a finite end, each end
        # is drawn as a layout: the item at that end of the range (the JSON document's) with its
        # whole frame, and the others that stand elsewhere there, which lyt accepts when pinned.
        checked = 0
        for example in self.examples:
            data = self.page(example)
            commands = [step["command"] for step in data["steps"]]
            for step in range(len(commands)):
                ambiguity = self.browser.execute_script("return window.lyt.state(arguments[0]).ambiguity", step)
                if not any(not isinstance(value, str) for entry in ambiguity
                           for ends in entry["ranges"].values() for value in ends):
                    continue
                document = json.loads(run_lyt(["run", "--keep-going", "--format", "json"],
                                              "\n".join(commands[:step + 1]) + "\n"))
                self.browser.execute_script("window.lyt.go(arguments[0])", step)
                drawn = self.drawn_range_ends()
                expected = set()
                for entry in document["ambiguity"]:
                    if entry["item"] not in document["views"]:
                        continue  # a system guide (a scroll view's content guide) is not drawn
                    for component, ends in entry["ranges"].items():
                        index = ["x", "y", "width", "height"].index(component)
                        for end, value in zip(("lower", "upper"), ends):
                            if isinstance(value, str):
                                continue  # unbounded: not drawn
                            key = (entry["item"], component, end)
                            expected.add(key)
                            message = f"{example}, step {step + 1}: {key}"
                            self.assertIn(key, drawn, message)
                            self.assertAlmostEqual(drawn[key][entry["item"]][index], value, delta=TOLERANCE,
                                                   msg=message)
                            self.assert_real_layout(commands[:step + 1], document, drawn[key], message)
                self.assertEqual(set(drawn), expected, f"{example}, step {step + 1}")
                checked += 1
                break
        self.assertGreaterEqual(checked, 5, "examples with ambiguous layouts")
        self.assertEqual(self.console_errors(), [])

    def test_a_priority_tie_is_drawn_at_both_ends_as_layouts_that_exist(self):
        # examples/priority-tie.lyt at the tie: where name takes its 200, value shrinks to 80 and
        # moves right; it is not drawn 150 wide at x 224, past the root's right edge at 320.
        data = self.page(os.path.join("examples", "priority-tie.lyt"))
        commands = [step["command"] for step in data["steps"]]
        step = commands.index("value.top == root.top + 16")
        self.browser.execute_script("window.lyt.go(arguments[0])", step)
        name_wide = {"name": [16, 16, 200, 21], "value": [224, 16, 80, 21]}
        value_wide = {"value": [154, 16, 150, 21]}
        expected = {
            ("name", "width", "lower"): {"name": [16, 16, 130, 21]}, ("name", "width", "upper"): name_wide,
            ("value", "x", "lower"): value_wide, ("value", "x", "upper"): name_wide,
            ("value", "width", "lower"): name_wide, ("value", "width", "upper"): value_wide,
        }
        drawn = self.drawn_range_ends()
        self.assertEqual(set(drawn), set(expected))
        for key, layout in expected.items():
            self.assertEqual(set(drawn[key]), set(layout), key)
            for name, frame in layout.items():
                for got, want in zip(drawn[key][name], frame):
                    self.assertAlmostEqual(got, want, delta=TOLERANCE, msg=f"{key}: {name}")
        self.assertEqual(self.console_errors(), [])

    def test_an_ambiguous_views_details_list_the_layouts_at_its_range_ends(self):
        # examples/priority-tie.lyt at the tie: value's x and width end at the two layouts where
        # one label or the other keeps its intrinsic width. Reached with the keyboard only.
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        data = self.page(os.path.join("examples", "priority-tie.lyt"))
        step = [step["command"] for step in data["steps"]].index("value.top == root.top + 16")
        self.browser.execute_script("window.lyt.go(arguments[0])", step)
        item = self.browser.find_element("css selector", '#layout .item[data-name="value"]')
        self.browser.execute_script("arguments[0].focus()", item)
        ActionChains(self.browser, duration=0).send_keys(Keys.ENTER).perform()
        listed = self.browser.execute_script("""
          return Array.prototype.map.call(document.querySelectorAll('#details .ends > li'), function (li) {
            return [li.dataset.component, li.dataset.end, li.querySelector('.end-value').textContent,
              Array.prototype.map.call(li.querySelectorAll('.end-frames li'), function (f) { return f.textContent; })];
          });""")
        name_wide = ["name (16, 16, 200, 21)", "value (224, 16, 80, 21)"]
        value_wide = ["value (154, 16, 150, 21)"]
        self.assertEqual(listed, [
            ["x", "lower", "x = 154 (smallest)", value_wide], ["x", "upper", "x = 224 (largest)", name_wide],
            ["width", "lower", "width = 80 (smallest)", name_wide],
            ["width", "upper", "width = 150 (largest)", value_wide]])
        # Enter on an end's button marks that layout in the figure, and only that one.
        button = self.browser.find_element("css selector", '#details .ends li[data-component="x"][data-end="upper"] button')
        self.browser.execute_script("arguments[0].focus()", button)
        ActionChains(self.browser, duration=0).send_keys(Keys.ENTER).perform()
        picked = self.browser.execute_script("""
          return Array.prototype.map.call(document.querySelectorAll('#layout .range-end.picked'), function (node) {
            return [node.dataset.component, node.dataset.end, node.dataset.item,
              ['x', 'y', 'width', 'height'].map(function (key) { return Number(node.getAttribute(key)); })];
          });""")
        self.assertEqual(sorted(picked), [["x", "upper", "name", [16, 16, 200, 21]],
                                          ["x", "upper", "value", [224, 16, 80, 21]]])
        self.assertEqual(button.get_attribute("aria-pressed"), "true")
        self.assertEqual(self.console_errors(), [])

    def details_of(self, view, name, script_text):
        """The page of `script_text` (written to `name`) with `view` selected: the texts of the
        details' headings, terms, descriptions and fixes, in order."""
        script = os.path.join(self.folder, name)
        with open(script, "w") as file:
            file.write(script_text)
        self.page(script)
        self.select_view(view)
        return self.browser.execute_script("""
          return Array.prototype.map.call(
            document.querySelectorAll('#details h3, #details dt, #details dd, #details .fixes li'),
            function (node) { return node.textContent; });""")

    def test_a_view_free_in_both_axes_shows_a_cause_and_fixes_for_each(self):
        # A card with a size and no position: the layout that slides it across does not move it
        # down, so its y has a cause and fixes of their own (the entry's "also").
        shown = self.details_of("card", "free-card.lyt",
                                "add view root size 320x200\nadd view card in root\ncard.width == 100\n"
                                "card.height == 40\n")
        start = shown.index("Verified fixes")
        self.assertEqual(shown[start:start + 7], [
            "Verified fixes", "card.leading == root.leading \u2192 no frame moves",
            "card.centerX == root.centerX \u2192 card moves to x 110",
            "Also ambiguous: y", "why", "missing constraints: nothing resists the change", "Verified fixes"])
        self.assertEqual(shown[start + 7:start + 9], [
            "card.top == root.top \u2192 no frame moves", "card.centerY == root.centerY \u2192 card moves to y 80"])
        self.assertEqual(self.console_errors(), [])

    def test_a_view_that_moves_with_another_says_which(self):
        # A badge pinned inside a floating card: the card's layouts move it, so the page says it
        # moves with the card (as `ambiguity` does) instead of giving it a cause of its own.
        shown = self.details_of("badge", "free-card-badge.lyt",
                                "add view root size 320x200\nadd view card in root\ncard.width == 100\n"
                                "card.height == 40\nadd view badge in card\nbadge.width == 20\nbadge.height == 20\n"
                                "badge.leading == card.leading + 8\nbadge.top == card.top + 8\n")
        start = shown.index("moves with")
        self.assertEqual(shown[start - 4:start + 2], [
            "x (ambiguous)", "any value in [-inf, inf]", "y (ambiguous)", "any value in [-inf, inf]",
            "moves with", "card (same freedom: x, y)"])
        self.assertNotIn("why", shown)
        self.assertEqual(self.console_errors(), [])

    def test_animations_play_frame_by_frame_with_a_slider(self):
        from selenium.webdriver.support.ui import WebDriverWait

        example = os.path.join("examples", "animate.lyt")
        data = self.page(example)
        commands = [step["command"] for step in data["steps"]]
        animated = [k for k, step in enumerate(data["steps"]) if step.get("animation")]
        self.assertEqual([commands[k].split()[1] for k in animated], ["root.width", "duration"])
        for step in animated:
            before = json.loads(run_lyt(["run", "--keep-going", "--format", "json"], "\n".join(commands[:step]) + "\n"))
            after = json.loads(run_lyt(["run", "--keep-going", "--format", "json"],
                                       "\n".join(commands[:step + 1]) + "\n"))
            run = after["animations"][-1]
            self.browser.execute_script("window.lyt.go(arguments[0])", step)
            self.assertTrue(self.browser.find_element("id", "animation").is_displayed())
            frames = {name: view["absolute"] for name, view in before["views"].items()}
            keyframes = {round(keyframe["time"] * run["fps"]): keyframe["frames"] for keyframe in run["keyframes"]}
            for index in range(run["frames"]):
                frames.update(keyframes.get(index, {}))
                self.browser.execute_script("""
                  var slider = document.getElementById('frame');
                  slider.value = String(arguments[0]);
                  slider.dispatchEvent(new Event('input'));""", index)
                expected = {name: {"absolute": frames[name]} for name in after["views"]}
                self.assert_frames(expected, f"{commands[step]}, frame {index + 1}")
                info = self.browser.find_element("id", "frame-info").text
                fraction = index / (run["frames"] - 1)
                words = f"frame {index + 1} of {run['frames']}, {shown_number(run['duration'] * fraction)} s"
                if commands[step].startswith("animate root.width 320 -> 480"):
                    words += f", root.width = {shown_number(320 * (1 - fraction) + 480 * fraction)}"
                self.assertEqual(info, words)
            self.assertEqual(self.browser.execute_script("return document.getElementById('layout').classList.contains('animating')"),
                             False, "the last frame is the step's state, constraints shown")
        # Play runs through the frames in real time and ends at the last one.
        self.browser.execute_script("window.lyt.go(arguments[0])", animated[0])
        # Back to the first frame, so that the last one's words below come from playing (the loop
        # above left them shown, and the step is the same, so `go` keeps them).
        self.browser.execute_script("""
          var slider = document.getElementById('frame');
          slider.value = '0';
          slider.dispatchEvent(new Event('input'));""")
        self.assertTrue(self.browser.find_element("id", "frame-info").text.startswith("frame 1 of 5"))
        self.browser.find_element("id", "play").click()
        WebDriverWait(self.browser, 5).until(lambda browser: browser.find_element("id", "frame-info").text.startswith(
            "frame 5 of 5"))
        self.assertEqual(self.browser.find_element("id", "play").text, "\u25B6 play")
        self.assertFalse(self.browser.find_element("id", "animation").is_displayed() and animated[0] == 0)
        self.browser.execute_script("window.lyt.go(0)")
        self.assertFalse(self.browser.find_element("id", "animation").is_displayed())
        self.assertEqual(self.console_errors(), [])

    def test_right_to_left_and_safe_areas_are_marked(self):
        # Right to left: the root's leading edge marked on its right, at every step the document
        # says the direction is rtl, and only there.
        example = os.path.join("examples", "right-to-left.lyt")
        data = self.page(example)
        commands = [step["command"] for step in data["steps"]]
        directions = []
        for step in range(len(commands)):
            document = json.loads(run_lyt(["run", "--keep-going", "--format", "json"],
                                          "\n".join(commands[:step + 1]) + "\n"))
            self.browser.execute_script("window.lyt.go(arguments[0])", step)
            marks = self.browser.execute_script("""
              return Array.prototype.map.call(document.querySelectorAll('#layout line.leading-edge'), function (line) {
                return [line.closest('.item').dataset.name, Number(line.getAttribute('x1'))]; });""")
            root = document["views"]["root"]["absolute"]
            # icon.leading == root.leading + 16 puts the 40-point icon at x 16, or at 344 when
            # leading is the right edge.
            icon = document["views"].get("icon")
            rtl = icon is not None and icon["absolute"][0] == 344
            direction = "rtl" if rtl else "ltr"
            directions.append(direction)
            self.assertEqual(marks, [["root", root[0] + root[2]]] if rtl else [], f"step {step + 1}")
            self.assertEqual(self.browser.execute_script(
                "return document.getElementById('layout').dataset.direction"), direction)
        self.assertEqual(sorted(set(directions)), ["ltr", "rtl"])
        # Safe areas: the area inside a root's insets, at root.safeArea's frame as `show` prints it.
        example = os.path.join("examples", "lessons", "08-margins-safe-area.lyt")
        data = self.page(example)
        commands = [step["command"] for step in data["steps"]]
        first = commands.index("set safeArea root 44,0,34,0")
        frames = set()
        for step in range(len(commands)):
            self.browser.execute_script("window.lyt.go(arguments[0])", step)
            drawn = self.browser.execute_script("""
              var rect = document.querySelector('#layout .item[data-name="root"] > .marks > rect.safe-area');
              return rect && ['x', 'y', 'width', 'height'].map(function (key) { return Number(rect.getAttribute(key)); });""")
            if step < first:
                self.assertIsNone(drawn, f"step {step + 1}: no insets yet")
                continue
            [answer] = self.transcript_answers(commands[:step + 1], ["show root.safeArea"])
            absolute = answer[0].split("absolute (")[1].rstrip(")")
            expected = [float(value) for value in absolute.split(", ")]
            self.assertEqual(drawn, expected, f"step {step + 1}")
            frames.add(tuple(expected))
        self.assertEqual(len(frames), 3, "portrait, then the root resized, then the landscape insets")
        self.assertEqual(self.console_errors(), [])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lyt", help="the lyt binary to test (default .build/debug/lyt)")
    arguments, rest = parser.parse_known_args()
    if arguments.lyt:
        LYT = os.path.abspath(arguments.lyt)
    reason = browser_unavailable()
    if reason:
        print(f"test_pages: skipped: {reason}", file=sys.stderr)
    os.chdir(ROOT)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)

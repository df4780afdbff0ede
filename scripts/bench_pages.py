#!/usr/bin/env python3
"""Benchmark of the pages `lyt run FILE.lyt --format html` writes (docs/PAGES.md): how long lyt
takes to write the page of a big session, how large the page is, and how long headless Chromium
takes to load it and to jump to its first step and back.

Two shapes of session, for each number of views (the screen of `lyt-bench --print-script screen
N`: sections of rows of labels, icons and switches in a scroll view):

- build: the script that builds the screen, one step per command (4,551 steps at 1,000 views);
- debug: `load` of that script as one step, then twenty commands a developer debugging the
  screen types (resizing the window, changing constants and priorities, undo and redo).

Each page is loaded --runs times (7) in one headless Chromium, from a blank page each time, and
the medians are printed, in seconds: `run` and `page`, lyt writing the JSON document and the page;
then the phases of a load as the page's script marks them (performance.mark): `html`, from the
navigation's start to the script's (reading the HTML and the 2 MB of data in it), `parse` (the
data parsed and its steps spelled out), `state` (the last step's state rebuilt from its changes),
`build` (the figure built: boxes and constraint markers), `paint` (to the first frame painted
after it); `first`, the whole of it to that frame, and `max` its slowest run; `load`, to the
load event; `jump`, going to the first step and back to the last. The machine's load average is
printed before and after: on a shared machine, say it with the figures.

Budgets (issue #31): the page of a 1,000-view session loads in under a second and stays under
2 MB. Needs a release build (`swift build -c release`) and Chromium, chromedriver and Selenium
(`bash scripts/install-deps.sh --tests`).

    python3 scripts/bench_pages.py [--sizes 200 1000] [--bin .build/release] [--runs 7]
    python3 scripts/bench_pages.py --page PAGE.html …     # pages already written
"""

import argparse
import json
import os
import subprocess
import sys
import statistics
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_pages  # noqa: E402  (the browser set-up the page tests use)

DEBUG_COMMANDS = [
    "set size root 320x568", "set size root 430x932", "set size root 390x844",
    "set constant c5 24", "undo", "redo", "deactivate c9", "set priority c9 750", "activate c9",
    "set hug r0title h 251", "set resist r0title h 749", "undo", "undo",
    "set size root 768x1024", "set direction rtl", "set direction ltr", "set size root 390x844",
    "show", "explain", "undo",
]


def write_scripts(folder, bench, views):
    """The build and debug scripts for `views` views; returns their paths."""
    build = os.path.join(folder, f"screen{views}.lyt")
    with open(build, "w") as file:
        subprocess.run([bench, "--print-script", "screen", str(views)], stdout=file, check=True)
    debug = os.path.join(folder, f"debug{views}.lyt")
    with open(debug, "w") as file:
        file.write(f"load {os.path.basename(build)}\n" + "\n".join(DEBUG_COMMANDS) + "\n")
    return {"build": build, "debug": debug}


def page_steps(page):
    """How many steps a page's embedded data holds."""
    start = page.index('<script type="application/json" id="lyt-data">') + len('<script type="application/json" id="lyt-data">')
    return len(json.loads(page[start:page.index("</script>", start)])["steps"])


def timed(command, cwd):
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - start


# The phases of a load, from the marks the page's script sets (docs/PERFORMANCE.md): the HTML
# read up to the script, the data parsed, the last step's state rebuilt, the figure built, and
# the first frame painted after it.
PHASES = [("html", "lyt-start"), ("parse", "lyt-parsed"), ("state", "lyt-state"), ("build", "lyt-drawn"),
          ("paint", "lyt-painted")]


def measure_page(browser, path):
    """One load of the page: its phases (seconds each, PHASES), `painted` (navigation start to
    the first frame painted with the figure), `load` (to the load event), and `jump`, the time
    of a jump to the first step and back to the last, as the page's own clock measures them."""
    browser.get("about:blank")
    browser.get("file://" + path)
    browser.execute_async_script("""
      var done = arguments[0];
      (function wait() {
        if (performance.getEntriesByName('lyt-painted').length) { done(); } else { setTimeout(wait, 5); }
      })();""")
    marks = browser.execute_script("""
      var out = {load: performance.getEntriesByType('navigation')[0].loadEventEnd};
      performance.getEntriesByType('mark').forEach(function (mark) { out[mark.name] = mark.startTime; });
      return out;""")
    jump = browser.execute_script("""
      var start = performance.now();
      window.lyt.go(0);
      window.lyt.go(window.lyt.data.steps.length - 1);
      return performance.now() - start;""")
    errors = [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    times, before = {}, 0
    for phase, mark in PHASES:
        times[phase] = (marks[mark] - before) / 1000
        before = marks[mark]
    times.update(painted=marks["lyt-painted"] / 1000, load=marks["load"] / 1000, jump=jump / 1000)
    return times, errors


def medians(runs):
    """The median of each measure over the runs."""
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def written_pages(arguments, folder, lyt, bench):
    """(views, shape, page, run s, write s) of each page to load: those given with --page, or
    those lyt writes for each size and shape (timing `lyt run` as JSON and as a page)."""
    if arguments.page:
        for page in arguments.page:
            yield "-", os.path.basename(page)[:6], os.path.abspath(page), float("nan"), float("nan")
        return
    for views in arguments.sizes:
        for shape, script in write_scripts(folder, bench, views).items():
            page = script.replace(".lyt", ".html")
            run = timed([lyt, "run", "--keep-going", "--format", "json", "-o", os.devnull, script], folder)
            write = timed([lyt, "run", "--keep-going", "--format", "html", "-o", page, script], folder)
            yield views, shape, page, run, write


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--bin", default=os.path.join(test_pages.ROOT, ".build", "release"))
    parser.add_argument("--runs", type=int, default=7, help="loads of each page (their medians are printed)")
    parser.add_argument("--page", nargs="+", help="only load these pages, already written (no lyt needed)")
    arguments = parser.parse_args()
    lyt, bench = os.path.join(arguments.bin, "lyt"), os.path.join(arguments.bin, "lyt-bench")
    test_pages.LYT = lyt if not arguments.page else sys.executable
    missing = test_pages.browser_unavailable()
    if missing:
        print(f"bench_pages: {missing}", file=sys.stderr)
        return 2
    if not arguments.page and not os.access(bench, os.X_OK):
        print(f"bench_pages: no lyt-bench at {bench} (swift build -c release)", file=sys.stderr)
        return 2
    browser = test_pages.start_browser()
    print(f"load average {' '.join(f'{value:.2f}' for value in os.getloadavg())}; "
          f"medians of {arguments.runs} loads; seconds")
    print(f"{'views':>6} {'shape':>6} {'steps':>6} {'run':>6} {'page':>6} {'MB':>5} "
          + " ".join(f"{phase:>6}" for phase, _ in PHASES)
          + f" {'first':>6} {'max':>6} {'load':>6} {'jump':>6}  budget (painted < 1 s, < 2 MB)")
    try:
        with tempfile.TemporaryDirectory() as folder:
            for views, shape, page, run, write in written_pages(arguments, folder, lyt, bench):
                size = os.path.getsize(page) / 1e6
                with open(page) as file:
                    steps = page_steps(file.read())
                runs, errors = [], []
                for _ in range(arguments.runs):
                    times, logged = measure_page(browser, page)
                    runs.append(times)
                    errors += logged
                median = medians(runs)
                slowest = max(times["painted"] for times in runs)
                verdict = "ok" if median["painted"] < 1 and size < 2 else "over"
                print(f"{views:>6} {shape:>6} {steps:>6} {run:>6.2f} {write:>6.2f} {size:>5.2f} "
                      + " ".join(f"{median[phase]:>6.3f}" for phase, _ in PHASES)
                      + f" {median['painted']:>6.3f} {slowest:>6.3f} {median['load']:>6.3f} {median['jump']:>6.3f}"
                      + f"  {verdict}" + (f"  console errors: {errors}" if errors else ""), flush=True)
        print(f"load average {' '.join(f'{value:.2f}' for value in os.getloadavg())}")
    finally:
        browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())

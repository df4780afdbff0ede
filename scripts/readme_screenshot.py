#!/usr/bin/env python3
"""Makes the README's picture of a page (docs/images/page.png): the page of
examples/broken-restored.lyt in headless Chromium at 1280x800, at the step where fixedWidth
breaks, with fixedWidth selected (its minimal set highlighted and the fixes lyt checked).

    python3 scripts/readme_screenshot.py [--lyt .build/debug/lyt]
"""

import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_pages  # noqa: E402  (the browser set-up the page tests use)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lyt", default=test_pages.LYT)
    parser.add_argument("--out", default=os.path.join(test_pages.ROOT, "docs", "images", "page.png"))
    arguments = parser.parse_args()
    test_pages.LYT = arguments.lyt
    missing = test_pages.browser_unavailable()
    if missing:
        print(f"readme_screenshot: {missing}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "broken-restored.html")
        subprocess.run([arguments.lyt, "run", "--keep-going", "--format", "html", "-o", page,
                        os.path.join("examples", "broken-restored.lyt")], cwd=test_pages.ROOT, check=True,
                       capture_output=True)
        browser = test_pages.start_browser()
        try:
            browser.set_window_size(1280, 800)
            browser.get("file://" + page)
            step = browser.execute_script("""
              var steps = window.lyt.data.steps;
              for (var k = 0; k < steps.length; k++) {
                if (window.lyt.state(k).conflicts.length) { return k; }
              }
              return steps.length - 1;""")
            browser.execute_script("window.lyt.go(arguments[0])", step)
            browser.find_element("css selector", '#constraint-list button[data-id="fixedWidth"]').click()
            browser.execute_script("window.scrollTo(0, 0)")
            browser.save_screenshot(arguments.out)
        finally:
            browser.quit()
    print(f"wrote {arguments.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

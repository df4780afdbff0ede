#!/usr/bin/env bash
# The project's test command (README and .ci/run call exactly this).
# Installs what a fresh Debian machine with Swift 6.3 lacks for the tests (install-deps.sh --tests:
# libedit, pkg-config, scipy, Chromium, chromedriver and Selenium), then builds and runs every test:
# the Swift test suite (the history file's tests also as an unprivileged user), the fuzz targets'
# seeds and regressions, the tests of
# scripts/docs.py, the generated docs (lesson transcripts, every
# lesson example and docs/COMMANDS.md against the debug binary the tests just built), the pages
# of the examples in a headless browser, the lessons built as a site (links checked), and the
# differential check of the solver against an LP oracle.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --tests
swift build --build-tests
swift test --skip-build
# The history file's rules differ for root and for other users (issue #33): as root, run those
# tests once more as an unprivileged user, from a copy of the test binary it can read.
if [ "$(id -u)" = 0 ] && command -v runuser >/dev/null && id nobody >/dev/null 2>&1 \
  && [ -f .build/debug/lytPackageTests.xctest ]; then
  scratch=$(mktemp -d)
  chmod 755 "$scratch"
  cp .build/debug/lytPackageTests.xctest "$scratch/"
  (cd "$scratch" && runuser -u nobody -- env HOME="$scratch" ./lytPackageTests.xctest \
    --testing-library swift-testing --filter HistoryTests)
  rm -rf "$scratch"
fi
# Every fuzz seed and every input that once broke a promise, through its target (docs/FUZZING.md).
bash scripts/fuzz.sh replay
# A package that depends on lyt's libraries by path, as another project would (issue #27).
(cd examples/embedding && swift build --quiet && swift run --skip-build CardLayout) \
  | diff -u examples/embedding/expected-output.txt -
python3 -m unittest discover -s scripts -p 'test_docs.py'
python3 scripts/docs.py --check --lyt .build/debug/lyt
# The examples' pages (lyt run --format html) in headless Chromium (docs/PAGES.md); without
# Chromium, chromedriver or Selenium the tests say why and are skipped.
python3 scripts/test_pages.py --lyt .build/debug/lyt
# The lessons as a static site in .build/site, every relative link checked, and the site's tests
# (docs/PAGES.md, "The lessons as a site").
python3 scripts/lessons_site.py --lyt .build/debug/lyt --out .build/site --check
python3 scripts/test_lessons_site.py --lyt .build/debug/lyt
swift build --product cassowary-check
python3 scripts/differential.py --systems 600 --seed 1 --checker .build/debug/cassowary-check

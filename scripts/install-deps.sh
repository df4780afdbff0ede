#!/usr/bin/env bash
# Installs what lyt needs beyond Swift 6.3, only what is missing.
#
#   bash scripts/install-deps.sh           to build and run lyt: libedit (the REPL's line editor)
#                                          and pkg-config (how SwiftPM finds libedit)
#   bash scripts/install-deps.sh --tests   the same, plus what the tests need: scipy (the LP
#                                          oracle of scripts/differential.py), and Chromium, its
#                                          driver and Selenium (the page tests, scripts/test_pages.py)
#
# Running lyt never needs Python: without --tests nothing is installed with pip, so a pip that
# fails (an externally managed Python, macOS without pip) cannot stop `swift run lyt`.
set -euo pipefail

tests=false
for argument in "$@"; do
  case "$argument" in
    --tests) tests=true ;;
    -h | --help)
      sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "install-deps: unknown argument '$argument' (use --tests for the test dependencies)" >&2
      exit 2
      ;;
  esac
done

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

has_libedit() {
  pkg-config --exists libedit 2>/dev/null || dpkg -s libedit-dev >/dev/null 2>&1
}

if ! has_libedit || ! command -v pkg-config >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_if_needed apt-get update -qq
    sudo_if_needed apt-get install -y -qq libedit-dev pkg-config
  elif command -v brew >/dev/null 2>&1; then
    brew install libedit pkg-config
  else
    echo "install-deps: please install libedit (with its headers) and pkg-config" >&2
    exit 2
  fi
fi

if [ "$tests" = true ] && ! python3 -c "import scipy" >/dev/null 2>&1; then
  # pip first (it installs for whichever python3 is on the PATH); Debian's package when pip
  # cannot (no pip, or a Python that its distribution manages).
  if ! python3 -m pip install --quiet scipy && command -v apt-get >/dev/null 2>&1; then
    sudo_if_needed apt-get install -y -qq python3-scipy
  fi
  if ! python3 -c "import scipy" >/dev/null 2>&1; then
    echo "install-deps: the tests need scipy for $(command -v python3); install it with pip or your package manager" >&2
    exit 2
  fi
fi

# The page tests (docs/PAGES.md) drive headless Chromium through chromedriver with Selenium. They
# skip, saying why, when these cannot be installed, so a failure here is reported, not fatal.
if [ "$tests" = true ]; then
  if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
      { sudo_if_needed apt-get update -qq && sudo_if_needed apt-get install -y -qq chromium chromium-driver >/dev/null; } \
        || echo "install-deps: could not install chromium and chromium-driver with apt-get" >&2
    else
      echo "install-deps: install Chromium and chromedriver for the page tests (they skip without them)" >&2
    fi
  fi
  if ! python3 -c "import selenium" >/dev/null 2>&1; then
    python3 -m pip install --quiet selenium || {
      command -v apt-get >/dev/null 2>&1 && sudo_if_needed apt-get install -y -qq python3-selenium >/dev/null
    } || echo "install-deps: could not install Selenium; the page tests will skip" >&2
  fi
fi

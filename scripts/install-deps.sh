#!/usr/bin/env bash
# Installs what lyt needs beyond Swift 6.3, only when it is missing:
# libedit-dev (the REPL's line editor) and, for the tests, scipy (the LP oracle).
set -euo pipefail
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! pkg-config --exists libedit 2>/dev/null && ! dpkg -s libedit-dev >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_if_needed apt-get update -qq
    sudo_if_needed apt-get install -y -qq libedit-dev pkg-config
  elif command -v brew >/dev/null 2>&1; then
    brew install libedit pkg-config
  else
    echo "install-deps: please install libedit (headers) and pkg-config" >&2
    exit 2
  fi
fi
if ! python3 -c "import scipy" >/dev/null 2>&1; then
  python3 -m pip install --quiet scipy
fi

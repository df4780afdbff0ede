#!/usr/bin/env bash
# The project's test command (README and .ci/run call exactly this).
# Installs what a fresh Debian machine with Swift 6.3 lacks, then builds and runs every test:
# the Swift test suite and the differential check of the solver against an LP oracle.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
swift test --skip-build
swift build --product cassowary-check
python3 scripts/differential.py --systems 600 --seed 1 --checker .build/debug/cassowary-check

#!/usr/bin/env bash
# The passing text assertion against swift-snapshot-testing 1.19.7's, in one debug `swift test`
# run (see Package.swift beside this file). Prints one line per library and their ratio.
set -euo pipefail
cd "$(dirname "$0")"
swift build --build-tests 2>&1 | tail -1
swift test --skip-build 2>&1 | grep -E "^peer-bench|error|failed" || true

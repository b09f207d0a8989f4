#!/usr/bin/env bash
# Runs the test suite under a sanitizer, in its own build folder (.build-address, .build-thread)
# so the normal debug build is left alone.
#
#   Tests/Sanitizers/sanitize.sh address [swift test options…]
#   Tests/Sanitizers/sanitize.sh thread  [swift test options…]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
kind="${1:-address}"
shift || true
case "$kind" in
  address)
    # Leaks XCTest keeps until exit are suppressed; every other leak or memory error fails.
    export LSAN_OPTIONS="suppressions=$root/Tests/Sanitizers/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" ;;
  thread)
    export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}" ;;
  *) echo "usage: $0 address|thread [swift test options…]" >&2; exit 2 ;;
esac
cd "$root"
# lld links the sanitized test binary without the warnings gold prints for sanitizer symbols.
exec swift test --sanitize="$kind" --scratch-path ".build-$kind" -Xswiftc -use-ld=lld "$@"

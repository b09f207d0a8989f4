#!/usr/bin/env bash
# Drives the HTML report in headless Chromium (Tests/Browser/report_browser_test.py).
# Installs what is missing — Debian's chromium and chromium-driver, Selenium from PyPI — and,
# when the browser cannot be had, says so loudly and exits 0 so the rest of CI still runs.
# Screenshots go to $CS_SCREENSHOTS (default .build/ci-artifacts). About 30 s once installed.
set -uo pipefail
cd "$(dirname "$0")/../.."

loud() {
  echo "################################################################"
  echo "## BROWSER TESTS NOT RUN: $1"
  echo "## The HTML report was not checked in a browser on this machine."
  echo "################################################################"
}

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "chromium or chromedriver missing: installing chromium chromium-driver"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  ($SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver) >/tmp/cs-apt-chromium.log 2>&1 \
    || { tail -5 /tmp/cs-apt-chromium.log; loud "apt-get could not install chromium and chromium-driver"; exit 0; }
fi
if ! python3 -c "import selenium" 2>/dev/null; then
  echo "selenium missing: installing it from PyPI"
  python3 -m pip install -q selenium >/tmp/cs-pip-selenium.log 2>&1 \
    || { tail -5 /tmp/cs-pip-selenium.log; loud "pip could not install selenium"; exit 0; }
fi

bin="$(swift build --show-bin-path)"
for product in collection-snapshot collection-snapshot-bench; do
  [ -x "$bin/$product" ] || swift build --product "$product" || { echo "error: cannot build $product"; exit 1; }
done
export CS_CLI="$bin/collection-snapshot" CS_BENCH="$bin/collection-snapshot-bench" CS_FIXTURES="$PWD/Fixtures"
export CS_SCREENSHOTS="${CS_SCREENSHOTS:-$PWD/.build/ci-artifacts}"
mkdir -p "$CS_SCREENSHOTS"
log=/tmp/cs-browser-test.log
python3 Tests/Browser/report_browser_test.py 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
ran=$(sed -n 's/^Ran \([0-9]*\) tests\? in .*/\1/p' "$log" | tail -1)
failed=$(grep -c -E '^(FAIL|ERROR):' "$log")
echo "screenshots: $CS_SCREENSHOTS/report.png, report-slider.png, report-filmstrip.png, report-1000.png"
echo "browser: $(( ${ran:-0} - failed )) passed, $failed failed"
exit "$status"

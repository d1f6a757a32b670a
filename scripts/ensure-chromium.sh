#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through Playwright (Playwright cannot
# download its own browsers here). Finds it, or installs it when we can.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then exit 0; fi
done
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium not found: installing Debian's chromium package…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

#!/usr/bin/env sh
# Installs what the tests need on a fresh machine: Debian's Chromium (Playwright
# drives it; no browser download works here) and the exact npm packages.
set -e
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "== installing Debian chromium"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
echo "== npm ci"
npm ci --no-audit --no-fund

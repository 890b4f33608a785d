#!/usr/bin/env sh
# Installs what the tests need on a fresh machine: Debian's Chromium (Playwright
# drives it; no browser download works here), Debian's WebKitGTK and Firefox ESR
# (the walks in the other engines), Debian's nginx with its brotli
# module (the smoke test serves the production build with deploy/nginx/) and
# the exact npm packages.
set -e
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian chromium"
  apt_install chromium fonts-dejavu-core
fi
if ! command -v nginx >/dev/null 2>&1 || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "== installing Debian nginx and its brotli_static module"
  apt_install nginx libnginx-mod-http-brotli-static
  # Only its binary is needed: the package starts a system nginx on port 80, which the tests do not use.
  $SUDO systemctl disable --now nginx >/dev/null 2>&1 || $SUDO service nginx stop >/dev/null 2>&1 || true
fi
# The other engines' walks (e2e/engines.spec.ts): WebKitGTK's WebDriver and the
# python3-gi window it drives (e2e/engines/webkit-window.py) under a virtual X server,
# and Firefox ESR, driven over WebDriver BiDi (no geckodriver needed).
if ! command -v WebKitWebDriver >/dev/null 2>&1 || ! command -v Xvfb >/dev/null 2>&1 ||
  ! /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')" >/dev/null 2>&1; then
  echo "== installing Debian WebKitGTK (webkit2gtk-driver, gir1.2-webkit2-4.1, python3-gi) and xvfb"
  apt_install webkit2gtk-driver libwebkit2gtk-4.1-0 gir1.2-webkit2-4.1 python3-gi xvfb
fi
if ! command -v firefox-esr >/dev/null 2>&1; then
  echo "== installing Debian firefox-esr"
  apt_install firefox-esr
fi
echo "== npm ci"
npm ci --no-audit --no-fund

#!/usr/bin/env sh
# Installs what the tests need on a fresh machine: Debian's Chromium (Playwright
# drives it; no browser download works here), Debian's nginx with its brotli
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
echo "== npm ci"
npm ci --no-audit --no-fund

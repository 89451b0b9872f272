#!/usr/bin/env bash
# The machine's part of `npm run test:wordpress`, shared by both WordPress installs: the Debian
# packages (PHP 8.2 with the extensions WordPress and WooCommerce use, MariaDB, unzip, and any
# package named on the command line), and a private MariaDB on a Unix socket only (no TCP), with
# its own data directory under the test's state folder, started only for this test.
#
# Idempotent: installs only what is missing and starts MariaDB only when it is not answering.
# Needs root (apt-get, the data directory's owner).
set -euo pipefail

STATE="${TALAT_WP_STATE:-/var/lib/talat-wordpress-test}"
SOCKET="$STATE/run/mysqld.sock"
say() { printf '[wordpress-test] %s\n' "$*"; }

if [ "$(id -u)" -ne 0 ]; then
  echo "[wordpress-test] needs root (apt-get, MariaDB); run: sudo npm run test:wordpress" >&2
  exit 1
fi

# Packages: php-cli serves WordPress (php -S), not Apache. WooCommerce uses xml, mbstring, curl, intl, zip, gd.
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
done
command -v mariadbd >/dev/null && command -v mariadb-install-db >/dev/null || missing+=(mariadb-server)
command -v php >/dev/null || missing+=(php-cli)
command -v unzip >/dev/null || missing+=(unzip)
declare -A extensions=([mysqli]=php-mysql [dom]=php-xml [mbstring]=php-mbstring [curl]=php-curl [intl]=php-intl [zip]=php-zip [gd]=php-gd)
# (php -m read once: `php -m | grep -q` under pipefail fails when grep stops reading early.)
modules=$(command -v php >/dev/null && php -m 2>/dev/null || true)
for extension in "${!extensions[@]}"; do
  grep -qx "$extension" <<<"$modules" || missing+=("${extensions[$extension]}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing with apt-get: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # Keep the packages' own services (apache2, mariadb) from starting: this test runs its own.
  created_policy=no
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && created_policy=yes
  fi
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  [ "$created_policy" = yes ] && rm -f /usr/sbin/policy-rc.d
fi

# MariaDB: its own data directory and socket, no networking.
mkdir -p "$STATE/run" "$STATE/mysql"
chown mysql:mysql "$STATE/run" "$STATE/mysql"
if [ ! -d "$STATE/mysql/mysql" ]; then
  say "initialising MariaDB in $STATE/mysql"
  mariadb-install-db --no-defaults --user=mysql --datadir="$STATE/mysql" --auth-root-authentication-method=socket --skip-test-db >"$STATE/mariadb-install.log" 2>&1
fi
if ! mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1; then
  say "starting MariaDB on $SOCKET (no TCP)"
  mariadbd --no-defaults --user=mysql --datadir="$STATE/mysql" --socket="$SOCKET" --skip-networking \
    --pid-file="$STATE/run/mysqld.pid" --log-error="$STATE/mariadb.log" --innodb-buffer-pool-size=64M >/dev/null 2>&1 &
  for _ in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1 && break
    sleep 0.2
  done
  mariadb-admin --no-defaults --socket="$SOCKET" -uroot ping >/dev/null || { cat "$STATE/mariadb.log" >&2; exit 1; }
fi

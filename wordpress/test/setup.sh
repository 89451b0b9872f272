#!/usr/bin/env bash
# Sets up a real WordPress for `npm run test:wordpress` (README "Pointing the widgets at a real
# WordPress"): Debian's `wordpress` package (6.1, the pre-6.5 path of the recipe), the
# Twenty Twenty-One theme, a private MariaDB on a Unix socket only (no TCP), the Talat plugin from
# wordpress/talat/ with the built widgets, and a must-use plugin standing in for WooCommerce, the
# side cart, the live search, Contact Form 7 and Lead Form Builder (their script handles and params).
#
# Idempotent: every step checks what is already there, so it runs again on the same machine.
# Needs root for apt-get, /etc/wordpress and the MariaDB data directory.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/../.." && pwd)"
STATE="${TALAT_WP_STATE:-/var/lib/talat-wordpress-test}"
WP_ROOT=/usr/share/wordpress
THEME="$WP_ROOT/wp-content/themes/twentytwentyone"
SOCKET="$STATE/run/mysqld.sock"
CONFIG=/etc/wordpress/config-127.0.0.1.php
MARKER='Written by Talat wordpress/test/setup.sh'
DB_PASSWORD=talat-wordpress-test

say() { printf '[wordpress-test] %s\n' "$*"; }

if [ "$(id -u)" -ne 0 ]; then
  echo "[wordpress-test] needs root (apt-get, /etc/wordpress, MariaDB); run: sudo npm run test:wordpress" >&2
  exit 1
fi

# 1-2. Packages and the private MariaDB (database.sh, shared with the real shop).
bash "$REPO/wordpress/test/database.sh" wordpress wordpress-theme-twentytwentyone
[ -f "$WP_ROOT/wp-settings.php" ] || { echo "[wordpress-test] Debian's wordpress package is not installed" >&2; exit 1; }
say "WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$WP_ROOT/wp-includes/version.php"), $(php -r 'echo "PHP ", PHP_VERSION;'), $(mariadbd --version | sed 's/^.*Ver \([^ ]*\).*$/MariaDB \1/')"
mariadb --no-defaults --socket="$SOCKET" -uroot <<SQL
CREATE DATABASE IF NOT EXISTS talat_wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'talat'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON talat_wordpress.* TO 'talat'@'localhost';
SQL

# 3. The site's config, where Debian's wp-config.php looks for it (/etc/wordpress/config-<host>.php).
if [ -f "$CONFIG" ] && ! grep -q "$MARKER" "$CONFIG"; then
  echo "[wordpress-test] $CONFIG exists and was not written by this test; not touching it" >&2
  exit 1
fi
cat >"$CONFIG" <<PHP
<?php
// $MARKER: the WordPress that \`npm run test:wordpress\` serves on 127.0.0.1 (any port).
define( 'DB_NAME', 'talat_wordpress' );
define( 'DB_USER', 'talat' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', 'localhost:$SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WP_CONTENT_DIR', '$STATE/wp-content' );
\$talat_test_origin = 'http://' . ( \$_SERVER['HTTP_HOST'] ?? '127.0.0.1' );
define( 'WP_HOME', \$talat_test_origin );
define( 'WP_SITEURL', \$talat_test_origin );
define( 'WP_CONTENT_URL', \$talat_test_origin . '/wp-content' );
define( 'WPLANG', '' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$STATE/debug.log' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
// A page as a full-page cache serves it (CF7 prints wpcf7.cached then): asked for per request.
if ( isset( \$_SERVER['HTTP_X_TALAT_TEST_WP_CACHE'] ) ) {
	define( 'WP_CACHE', true );
}
\$table_prefix = 'wp_';
PHP

# 4. wp-content: the theme, the Talat plugin with the built widgets, the stand-in plugins.
CONTENT="$STATE/wp-content"
mkdir -p "$CONTENT/themes" "$CONTENT/plugins" "$CONTENT/mu-plugins" "$CONTENT/uploads"
ln -sfn "$THEME" "$CONTENT/themes/twentytwentyone"
if [ ! -f "$REPO/dist/talat/cart.js" ] || [ ! -f "$REPO/dist/talat/classic/cart.js" ]; then
  echo "[wordpress-test] dist/talat/ is missing: run npm run build first" >&2
  exit 1
fi
rm -rf "$CONTENT/plugins/talat"
mkdir -p "$CONTENT/plugins/talat"
cp "$REPO/wordpress/talat/talat.php" "$CONTENT/plugins/talat/talat.php"
cp -r "$REPO/dist/talat" "$CONTENT/plugins/talat/dist"
rm -rf "$CONTENT/mu-plugins/talat-test-plugins"
cp -r "$REPO/wordpress/test/mu-plugins/." "$CONTENT/mu-plugins/"

# 5. Install WordPress (wp_install from the CLI), activate the theme and the Talat plugin.
HTTP_HOST=127.0.0.1 php "$REPO/wordpress/test/install.php"

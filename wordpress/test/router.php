<?php
/**
 * Router for `php -S` serving Debian's WordPress (/usr/share/wordpress as document root).
 * PHP's server follows the package's symlinked core files (Apache needs FollowSymLinks for them);
 * /wp-content/ is served from the test's WP_CONTENT_DIR, as Debian's Apache config aliases it;
 * everything else that is not a file goes to index.php (pretty permalinks, /wp-json/).
 */

$path    = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$root    = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$content = rtrim( (string) getenv( 'TALAT_WP_CONTENT' ), '/' );

if ( str_contains( $path, '..' ) ) {
	http_response_code( 400 );
	return true;
}

if ( str_starts_with( $path, '/wp-content/' ) && $content !== '' ) {
	$file = $content . substr( $path, strlen( '/wp-content' ) );
	if ( ! is_file( $file ) || str_ends_with( $file, '.php' ) ) {
		http_response_code( 404 );
		return true;
	}
	// Module scripts need a JavaScript MIME type; the rest is what the widgets and the theme load.
	$types = array(
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'css'   => 'text/css; charset=utf-8',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
	);
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $types[ $extension ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}

$file = $root . $path;
if ( $path !== '/' && ( is_file( $file ) || is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $root );
require $root . '/index.php';
return true;

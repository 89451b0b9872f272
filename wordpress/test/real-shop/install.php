<?php
/**
 * Installs the real shop from the command line (run by setup.sh three times: `core`, `plugins`,
 * `shop`, each in a new process, so each finds what the one before it activated loaded).
 *
 * core: WordPress itself (what wp-admin/install.php does), the permalinks, Twenty Twenty-One, and
 *       WooCommerce activated. The permalink
 *       structure is set before WooCommerce first registers its post types: a product or tag page
 *       is a 404 otherwise.
 * plugins: with WooCommerce loaded, the other plugins of sources.json activated (their activation
 *       hooks look for WooCommerce).
 * shop: with every plugin loaded: WooCommerce installed (its tables and pages),
 *       a Thai shop (THB, Bangkok, cash on delivery, a shipping zone, Thai products with the tag
 *       'InhalantBottle'), the shop's pages (classic and block cart and checkout, contact, lead
 *       form, payment confirmation), a Contact Form 7 form, Lead Form Builder forms with and
 *       without captcha, a customer with an order, and the rewrite rules flushed.
 * Safe to run again: each step looks for what it makes.
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php install.php <wordpress root> core|plugins|shop\n" );
	exit( 1 );
}
$root  = rtrim( $argv[1], '/' );
$phase = $argv[2];
$_SERVER['HTTP_HOST']   = getenv( 'HTTP_HOST' ) ?: '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
if ( 'core' === $phase ) {
	define( 'WP_INSTALLING', true );
}

require $root . '/wp-load.php';
// No mail transport on the test machine: no "new site" or "new order" e-mail (pluggable).
if ( ! function_exists( 'wp_new_blog_notification' ) ) {
	function wp_new_blog_notification() {}
}
add_filter( 'pre_wp_mail', '__return_false' );
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

function talat_say( $message ) {
	echo "[real-shop] {$message}\n";
}

function talat_fail( $message ) {
	fwrite( STDERR, "[real-shop] {$message}\n" );
	exit( 1 );
}

if ( ! in_array( $phase, array( 'core', 'plugins', 'shop' ), true ) ) {
	talat_fail( "unknown phase {$phase}" );
}
require __DIR__ . "/install-{$phase}.php";

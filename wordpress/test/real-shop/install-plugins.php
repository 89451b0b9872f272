<?php
/**
 * install.php plugins: with WooCommerce loaded (and installed by its own init-time check), the
 * shop's plugins activated through activate_plugin(), which runs each one's activation hook as the
 * Plugins screen does, and the Talat plugin last.
 */

defined( 'ABSPATH' ) || exit;

$sources = json_decode( file_get_contents( __DIR__ . '/sources.json' ), true );
// A release installed beside another for some requests only (YITH Wishlist 4.x) is not activated here.
$plugins = array_map(
	static function ( $plugin ) {
		return $plugin['main'];
	},
	array_filter( $sources['plugins'], static fn ( $plugin ) => $plugin['active'] ?? true )
);
$plugins[] = 'talat/talat.php';

foreach ( $plugins as $plugin ) {
	if ( is_plugin_active( $plugin ) ) {
		continue;
	}
	$activated = activate_plugin( $plugin );
	if ( is_wp_error( $activated ) ) {
		talat_fail( "could not activate {$plugin}: " . $activated->get_error_message() );
	}
	talat_say( "activated {$plugin}" );
}

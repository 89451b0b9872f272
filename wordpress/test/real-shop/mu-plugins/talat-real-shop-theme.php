<?php
/**
 * Plugin Name: Talat real-shop theme additions
 * Description: Only for `npm run test:wordpress` on the real shop: what the shop's child theme adds
 *              to Twenty Twenty-One and Twenty Twenty-Four, as a site builder writes it in
 *              functions.php: the live search form at the top of every page, printed with TH
 *              Advance Product Search's shortcode (which enqueues the plugin's script as it
 *              prints: a late enqueue, after wp_enqueue_scripts).
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_body_open',
	static function () {
		echo '<div class="talat-test-header-search">' . do_shortcode( '[th-aps]' ) . '</div>';
	}
);

// X-Talat-Test-Late-Dependant: <handle>: the theme also enqueues, from inside the page (after
// wp_enqueue_scripts, as a shortcode would), a script of its own that depends on that plugin
// handle. WordPress prints a dependency whatever is dequeued, so the plugin's script comes back
// beside the widget's tag; the widget must find it live and stand down.
add_action(
	'wp_body_open',
	static function () {
		$handle = isset( $_SERVER['HTTP_X_TALAT_TEST_LATE_DEPENDANT'] ) ? preg_replace( "/[^a-z0-9_-]/", "", strtolower( wp_unslash( $_SERVER["HTTP_X_TALAT_TEST_LATE_DEPENDANT"] ) ) ) : '';
		if ( '' === $handle ) {
			return;
		}
		// An alias handle (no file of its own): it prints only what it depends on.
		wp_register_script( 'talat-test-theme-extras', false, array( $handle ), '1', true );
		wp_enqueue_script( 'talat-test-theme-extras' );
	},
	20
);

<?php
/**
 * Plugin Name: Talat real-shop test switches
 * Description: Only for `npm run test:wordpress` on the real shop. Per request (a header the test's
 *              browser sends with every request, AJAX included), it asks for what a site builder
 *              would set on a settings screen: the plugins' own scripts instead of Talat's widgets
 *              (the reference each flow is compared with), the block theme, the block cart and
 *              checkout, the shop's redirect after add. And it stands in for Google's reCAPTCHA
 *              server, which this offline machine cannot reach. Nothing here changes what a plugin
 *              prints or answers.
 */

defined( 'ABSPATH' ) || exit;

/** The value of an X-Talat-Test-* request header, or null. */
function talat_test_header( $name ) {
	$key = 'HTTP_X_TALAT_TEST_' . strtoupper( str_replace( '-', '_', $name ) );
	return isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : null;
}

// The reference: every plugin's own script, as without Talat (the recipe loads no widget).
if ( '1' === talat_test_header( 'Own-Scripts' ) ) {
	add_filter( 'talat_load_widget', '__return_false', 1000 );
}

// The block theme for this request (what Appearance > Themes would switch).
$talat_test_theme = talat_test_header( 'Theme' );
if ( in_array( $talat_test_theme, array( 'twentytwentyone', 'twentytwentyfour' ), true ) ) {
	add_filter( 'stylesheet', static fn () => $talat_test_theme );
	add_filter( 'template', static fn () => $talat_test_theme );
}

// X-Talat-Test-Page-Extras: {"stickyHeader":"#masthead"}: page extras switched on for the theme's
// markup, with the talat_config filter exactly as the README shows a site builder.
$talat_test_page_extras = isset( $_SERVER['HTTP_X_TALAT_TEST_PAGE_EXTRAS'] ) ? json_decode( wp_unslash( $_SERVER['HTTP_X_TALAT_TEST_PAGE_EXTRAS'] ), true ) : null;
if ( is_array( $talat_test_page_extras ) ) {
	add_filter(
		'talat_config',
		static function ( $config ) use ( $talat_test_page_extras ) {
			$config['pageExtras'] = array_merge( $config['pageExtras'] ?? array(), array_map( 'strval', $talat_test_page_extras ) );
			return $config;
		}
	);
	// And the fixed header's background, as the README's example gives Twenty Twenty-One's.
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_add_inline_style( 'twenty-twenty-one-style', '#masthead.is-sticky{background:var(--global--color-background)}' );
		},
		20
	);
}

// Customizer > WooCommerce > Store notice, switched on, with a Thai notice.
if ( '1' === talat_test_header( 'Store-Notice' ) ) {
	add_filter( 'pre_option_woocommerce_demo_store', static fn () => 'yes' );
	add_filter( 'pre_option_woocommerce_demo_store_notice', static fn () => 'ส่งฟรีเมื่อสั่งซื้อครบ 1,000 บาท' );
}

// WooCommerce's block cart and checkout pages in place of the shortcode ones.
if ( '1' === talat_test_header( 'Block-Checkout' ) ) {
	add_filter( 'woocommerce_get_cart_page_id', static fn () => (int) get_option( 'talat_test_cart_block_page_id' ) );
	add_filter( 'woocommerce_get_checkout_page_id', static fn () => (int) get_option( 'talat_test_checkout_block_page_id' ) );
}

// WooCommerce > Settings > Products: "Redirect to the cart page after successful addition".
$talat_test_redirect = talat_test_header( 'Redirect-After-Add' );
if ( in_array( $talat_test_redirect, array( 'yes', 'no' ), true ) ) {
	add_filter( 'pre_option_woocommerce_cart_redirect_after_add', static fn () => $talat_test_redirect );
}

// Google's siteverify, answered as Google does: the test's widget stand-in hands out this token.
add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		if ( 0 !== strpos( (string) $url, 'https://www.google.com/recaptcha/api/siteverify' ) ) {
			return $response;
		}
		$token = is_array( $args['body'] ?? null ) ? (string) ( $args['body']['response'] ?? '' ) : (string) wp_parse_args( (string) ( $args['body'] ?? '' ) )['response'] ?? '';
		$ok    = 'talat-test-recaptcha-token' === $token;
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => wp_json_encode( $ok ? array( 'success' => true ) : array( 'success' => false, 'error-codes' => array( 'invalid-input-response' ) ) ),
			'response' => array( 'code' => 200, 'message' => 'OK' ),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);

// This machine has no mail transport: a message WordPress sends counts as sent (Contact Form 7's
// mail_sent status, WooCommerce's order e-mails), as on a shop whose mail works.
add_filter( 'pre_wp_mail', '__return_true' );

// YITH WooCommerce Wishlist 4.x (its legacy PHP-templates rendering) in place of 3.38.0: the same
// site and options, the other release's code. Loaded before the plugins are, as an active plugin.
if ( '4' === talat_test_header( 'Wishlist' ) ) {
	add_filter(
		'option_active_plugins',
		static fn ( $plugins ) => array_map( static fn ( $plugin ) => 'yith-woocommerce-wishlist/init.php' === $plugin ? 'yith-woocommerce-wishlist-4/init.php' : $plugin, (array) $plugins )
	);
	add_filter( 'pre_option_yith_wcwl_rendering_method', static fn () => 'php-templates' );
}

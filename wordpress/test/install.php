<?php
/**
 * Installs the test WordPress from the command line (what wp-admin/install.php does), then sets
 * up what the shop has: Twenty Twenty-One, pretty permalinks, the Talat plugin, WooCommerce's cart,
 * checkout and shop pages and its "redirect to the cart after add" option set to the shop's 'yes'
 * (SPEC §9; WooCommerce's default is 'no', so the printed config shows the real option is read),
 * and Lead Form Builder's validation messages (one set, one saved empty, one never stored).
 * Run by setup.sh with HTTP_HOST set; safe to run again.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = getenv( 'HTTP_HOST' ) ?: '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );

require '/usr/share/wordpress/wp-load.php';
// The test machine has no mail transport: skip the "your new site" e-mail (a pluggable function).
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$result = wp_install( 'ตลาดบิวตี้แพ็ค', 'talat-admin', 'admin@example.invalid', false, '', wp_generate_password( 24 ) );
	echo "[wordpress-test] installed WordPress (user {$result['user_id']})\n";
} else {
	echo "[wordpress-test] WordPress already installed\n";
}

switch_theme( 'twentytwentyone' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
update_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' );
// Lead Form Builder's "Validation Messages", as its settings screen saves them (2.2.4 saves the
// required-field and general texts; a box left empty is stored empty). The e-mail text has no box
// there, so its option stays unset and the plugin's default is printed.
update_option( 'lfb_required_field_msg', 'กรุณากรอกข้อมูลช่องนี้ให้ครบ' );
update_option( 'lfb_general_error_msg', '' );
delete_option( 'lfb_email_field_msg' );

foreach ( array( 'cart' => 'ตะกร้าสินค้า', 'checkout' => 'ชำระเงิน', 'shop' => 'ร้านค้า', 'contact' => 'ติดต่อเรา' ) as $slug => $title ) {
	$page = get_page_by_path( $slug );
	$id   = $page ? $page->ID : wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => 'contact' === $slug ? '[contact-form-7 id="120" title="ติดต่อเรา"]' : '',
		)
	);
	if ( in_array( $slug, array( 'cart', 'checkout', 'shop' ), true ) ) {
		update_option( "woocommerce_{$slug}_page_id", $id );
	}
	// The classic checkout as WooCommerce creates its page (the stand-in's shortcode, issue 17);
	// also on a site installed before the shortcode existed.
	if ( 'checkout' === $slug && '[woocommerce_checkout]' !== get_post_field( 'post_content', $id ) ) {
		wp_update_post( array( 'ID' => $id, 'post_content' => '[woocommerce_checkout]' ) );
	}
}

$activated = activate_plugin( 'talat/talat.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, '[wordpress-test] could not activate talat/talat.php: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules( false );
echo '[wordpress-test] theme ' . get_stylesheet() . ', active plugins: ' . implode( ', ', (array) get_option( 'active_plugins' ) ) . "\n";

<?php
/**
 * install.php core: WordPress, the permalinks, the classic theme and WooCommerce activated. The
 * other plugins are activated by the `plugins` phase, in a process where WooCommerce is loaded
 * (their activation hooks look for it).
 */

defined( 'ABSPATH' ) || exit;

if ( ! is_blog_installed() ) {
	$result = wp_install( 'ตลาดบิวตี้แพ็ค', 'talat-admin', 'admin@example.invalid', false, '', 'talat-admin-password' );
	talat_say( "installed WordPress {$GLOBALS['wp_version']} (user {$result['user_id']})" );
} else {
	talat_say( "WordPress {$GLOBALS['wp_version']} already installed" );
}

// Before WooCommerce registers product and product_tag: their rewrite rules follow this structure.
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogdescription', 'บรรจุภัณฑ์เครื่องสำอางและขวดยาดม' );
update_option( 'timezone_string', 'Asia/Bangkok' );
update_option( 'date_format', 'j F Y' );
update_option( 'start_of_week', 0 );
// The site language Thai (Settings > General): the pages say <html lang="th">, which Talat's
// widgets speak. WordPress.org's Thai language packs cannot be fetched on this offline machine,
// so WordPress's and the plugins' own strings stay in English.
update_option( 'WPLANG', 'th' );
switch_theme( 'twentytwentyone' );

$activated = activate_plugin( 'woocommerce/woocommerce.php' );
if ( is_wp_error( $activated ) ) {
	talat_fail( 'could not activate WooCommerce: ' . $activated->get_error_message() );
}
talat_say( 'WooCommerce activated' );

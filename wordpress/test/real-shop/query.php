<?php
/**
 * The real shop's state for `npm run test:wordpress` (shop.ts query()): read through WordPress's,
 * WooCommerce's and the plugins' own APIs, whichever tables they use (orders in wp_posts or in
 * WooCommerce's order tables), and printed as JSON.
 *
 *   php query.php <root> state               the pages and settings the flows need
 *   php query.php <root> order <id>           an order: status, lines, total, its attribution meta
 *   php query.php <root> orders-after <id>    the ids of the orders placed after order <id>
 *   php query.php <root> wishlist <token>     a wishlist's items (product ids, quantities)
 *   php query.php <root> lead-entries <form>  Lead Form Builder's saved entries of a form
 *   php query.php <root> payments             WooCommerce Confirm Payment's confirmations
 *   php query.php <root> customer-orders <login>  a customer's orders: id, status, payment method, total
 *   php query.php <root> order-on-hold <id>    puts a bank-transfer order back on hold, unconfirmed
 *                                              (the one write: each payment flow confirms it afresh)
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php query.php <root> <command> [args]\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = getenv( 'HTTP_HOST' ) ?: '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';

$command = $argv[2];
$args    = array_slice( $argv, 3 );
$out     = null;

switch ( $command ) {
	case 'state':
		$out = array(
			'wishlistPage' => (int) get_option( 'yith_wcwl_wishlist_page_id' ),
			'cartPage'     => (int) get_option( 'woocommerce_cart_page_id' ),
			'checkoutPage' => (int) get_option( 'woocommerce_checkout_page_id' ),
			'hpos'         => 'yes' === get_option( 'woocommerce_custom_orders_table_enabled' ),
			'lastOrder'    => (int) ( wc_get_orders( array( 'limit' => 1, 'orderby' => 'ID', 'order' => 'DESC', 'return' => 'ids' ) )[0] ?? 0 ),
			'products'     => array_map(
				static function ( $id ) {
					$product = wc_get_product( $id );
					return array( 'id' => $id, 'sku' => $product->get_sku(), 'name' => $product->get_name(), 'slug' => $product->get_slug(), 'type' => $product->get_type(), 'price' => $product->get_price() );
				},
				wc_get_products( array( 'limit' => -1, 'return' => 'ids', 'orderby' => 'ID', 'order' => 'ASC' ) )
			),
			'cf7Form'      => (int) get_option( 'talat_test_cf7_form_id' ),
			'completedOrder' => (int) get_option( 'talat_test_completed_order_id' ),
		);
		break;

	case 'order':
		$order = wc_get_order( (int) $args[0] );
		if ( ! $order ) {
			$out = null;
			break;
		}
		$attribution = array();
		foreach ( $order->get_meta_data() as $meta ) {
			$data = $meta->get_data();
			if ( 0 === strpos( $data['key'], '_wc_order_attribution_' ) ) {
				$attribution[ substr( $data['key'], strlen( '_wc_order_attribution_' ) ) ] = $data['value'];
			}
		}
		ksort( $attribution );
		$out = array(
			'status'      => $order->get_status(),
			'payment'     => $order->get_payment_method(),
			'total'       => $order->get_total(),
			'lines'       => array_values(
				array_map(
					static function ( $item ) {
						return array( 'product' => $item->get_product_id(), 'variation' => $item->get_variation_id(), 'quantity' => $item->get_quantity() );
					},
					$order->get_items()
				)
			),
			'billing'     => array( 'first_name' => $order->get_billing_first_name(), 'phone' => $order->get_billing_phone(), 'email' => $order->get_billing_email() ),
			'shipping'    => array_values( array_map( static fn ( $item ) => $item->get_method_id(), $order->get_items( 'shipping' ) ) ),
			'attribution' => $attribution,
			'createdVia'  => $order->get_created_via(),
		);
		break;

	case 'orders-after':
		$out = array_values(
			array_filter(
				wc_get_orders( array( 'limit' => -1, 'orderby' => 'ID', 'order' => 'ASC', 'return' => 'ids' ) ),
				static fn ( $id ) => $id > (int) $args[0]
			)
		);
		break;

	case 'wishlist':
		$wishlist = YITH_WCWL_Wishlist_Factory::get_wishlist( $args[0] );
		$out      = $wishlist ? array_values(
			array_map(
				static function ( $item ) {
					return array( 'product' => $item->get_product_id(), 'quantity' => $item->get_quantity(), 'position' => $item->get_position() );
				},
				$wishlist->get_items()
			)
		) : null;
		break;

	case 'lead-entries':
		global $wpdb;
		$table = $wpdb->prefix . 'lead_form_data';
		$out   = array_map(
			static function ( $row ) {
				return array( 'id' => (int) $row['id'], 'data' => maybe_unserialize( $row['form_data'] ) );
			},
			$wpdb->get_results( $wpdb->prepare( "SELECT id, form_data FROM {$table} WHERE form_id = %d ORDER BY id", (int) $args[0] ), ARRAY_A ) // phpcs:ignore WordPress.DB
		);
		break;

	case 'payments':
		$out = array_map(
			static function ( $post ) {
				$meta = array();
				foreach ( get_post_meta( $post->ID ) as $key => $values ) {
					$meta[ $key ] = maybe_unserialize( $values[0] );
				}
				return array( 'id' => $post->ID, 'title' => $post->post_title, 'status' => $post->post_status, 'meta' => $meta );
			},
			get_posts( array( 'post_type' => 'wcp_confirm_payment', 'post_status' => 'any', 'numberposts' => -1, 'orderby' => 'ID', 'order' => 'ASC' ) )
		);
		break;

	case 'customer-orders':
		$user = get_user_by( 'login', $args[0] );
		$out  = $user ? array_map(
			static function ( $order ) {
				return array( 'id' => $order->get_id(), 'status' => $order->get_status(), 'payment' => $order->get_payment_method(), 'total' => $order->get_total() );
			},
			wc_get_orders( array( 'customer_id' => $user->ID, 'limit' => -1, 'orderby' => 'ID', 'order' => 'ASC' ) )
		) : null;
		break;

	case 'order-on-hold':
		// WooCommerce Confirm Payment moves a confirmed order to checking_payment and links it to its
		// confirmation; a confirmed order cannot be confirmed again, so each flow starts from here.
		$order = wc_get_order( (int) $args[0] );
		if ( ! $order || 'bacs' !== $order->get_payment_method() ) {
			fwrite( STDERR, "no bank-transfer order {$args[0]}\n" );
			exit( 1 );
		}
		add_filter( 'pre_wp_mail', '__return_true' );
		$order->delete_meta_data( '_wcp_order_payment_id' );
		$order->set_status( 'on-hold' );
		$order->save();
		$out = array( 'id' => $order->get_id(), 'status' => $order->get_status() );
		break;

	default:
		fwrite( STDERR, "unknown command {$command}\n" );
		exit( 1 );
}

echo wp_json_encode( $out, JSON_UNESCAPED_UNICODE );

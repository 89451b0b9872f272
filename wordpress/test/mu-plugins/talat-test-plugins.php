<?php
/**
 * Plugin Name: Talat test: stand-ins for WooCommerce, TH All In One Woo Cart, TH Advance Product
 *              Search, Contact Form 7, Lead Form Builder, YITH WooCommerce Wishlist and TH Product Compare
 * Description: Only for `npm run test:wordpress`. The real plugins are not available offline, so
 *              this registers what they register on the front end: their script handles and the
 *              params they print with wp_localize_script / wp_add_inline_script, with the same
 *              names, keys, nonce actions and enqueue rules (sources cited per block), plus the
 *              few WooCommerce functions the Talat recipe calls, written as WooCommerce writes them.
 *              Script files are empty placeholders: every one of them but `woocommerce` is
 *              dequeued by the recipe.
 */

defined( 'ABSPATH' ) || exit;

function talat_test_asset( $file ) {
	return content_url( 'mu-plugins/talat-test-plugins/' . $file );
}

/* ---------------------------------------------------------------- WooCommerce (functions) ---- */

if ( ! function_exists( 'WC' ) ) {
	/** WooCommerce::ajax_url(). */
	final class Talat_Test_WooCommerce {
		public function ajax_url() {
			return admin_url( 'admin-ajax.php', 'relative' );
		}
	}

	function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
		static $instance = null;
		return $instance ??= new Talat_Test_WooCommerce();
	}

	/** WC_AJAX::get_endpoint() (includes/class-wc-ajax.php). */
	class WC_AJAX {
		public static function get_endpoint( $request = '' ) {
			return esc_url_raw( apply_filters( 'woocommerce_ajax_get_endpoint', add_query_arg( 'wc-ajax', $request, remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), home_url( '/', 'relative' ) ) ), $request ) );
		}
	}

	function wc_get_page_id( $page ) {
		$page = apply_filters( 'woocommerce_get_' . $page . '_page_id', get_option( 'woocommerce_' . $page . '_page_id' ) );
		return $page ? absint( $page ) : -1;
	}

	function wc_get_page_permalink( $page ) {
		$page_id   = wc_get_page_id( $page );
		$permalink = 0 < $page_id ? get_permalink( $page_id ) : get_home_url();
		return apply_filters( 'woocommerce_get_' . $page . '_page_permalink', $permalink );
	}

	function wc_get_cart_url() {
		return apply_filters( 'woocommerce_get_cart_url', wc_get_page_permalink( 'cart' ) );
	}

	function is_cart() {
		$page_id = wc_get_page_id( 'cart' );
		return ( $page_id && is_page( $page_id ) ) || defined( 'WOOCOMMERCE_CART' );
	}

	function is_checkout() {
		$page_id = wc_get_page_id( 'checkout' );
		return ( $page_id && is_page( $page_id ) ) || defined( 'WOOCOMMERCE_CHECKOUT' );
	}

	/** The shop page and product listings (is_shop() || is_product_taxonomy() || is_product()). */
	function is_woocommerce() {
		$page_id = wc_get_page_id( 'shop' );
		return $page_id && is_page( $page_id );
	}
}

/* ------------------------------------------- WooCommerce (class-wc-frontend-scripts.php) ---- */

add_action(
	'wp_enqueue_scripts',
	static function () {
		$version = '9.0.0';
		$defer   = array( 'strategy' => 'defer' );
		wp_register_script( 'woocommerce', talat_test_asset( 'woocommerce.js' ), array( 'jquery' ), $version, $defer );
		wp_register_script( 'wc-add-to-cart', talat_test_asset( 'add-to-cart.js' ), array( 'jquery' ), $version, $defer );
		wp_register_script( 'wc-cart-fragments', talat_test_asset( 'cart-fragments.js' ), array( 'jquery' ), $version, $defer );
		wp_register_script( 'wc-checkout', talat_test_asset( 'checkout.js' ), array( 'jquery', 'woocommerce' ), $version, $defer );
		wp_register_script( 'wc-cart', talat_test_asset( 'cart.js' ), array( 'jquery', 'woocommerce' ), $version, $defer );

		if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) ) {
			wp_enqueue_script( 'wc-add-to-cart' );
		}
		if ( is_cart() ) {
			wp_enqueue_script( 'wc-cart' );
		}
		if ( is_checkout() ) {
			wp_enqueue_script( 'wc-checkout' );
		}
		// Since 7.8 the cart widget and the shop's listings enqueue wc-cart-fragments, not every page.
		if ( is_woocommerce() ) {
			wp_enqueue_script( 'wc-cart-fragments' );
		}
		wp_enqueue_script( 'woocommerce' );
	}
);

/** WC_Frontend_Scripts::get_script_data(). */
function talat_test_wc_script_data( $handle ) {
	global $wp;
	switch ( $handle ) {
		case 'woocommerce':
			return array(
				'ajax_url'    => WC()->ajax_url(),
				'wc_ajax_url' => WC_AJAX::get_endpoint( '%%endpoint%%' ),
			);
		case 'wc-cart-fragments':
			return array(
				'ajax_url'        => WC()->ajax_url(),
				'wc_ajax_url'     => WC_AJAX::get_endpoint( '%%endpoint%%' ),
				'cart_hash_key'   => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() ) ),
				'fragment_name'   => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() ) ),
				'request_timeout' => 5000,
			);
		case 'wc-add-to-cart':
			return array(
				'ajax_url'                => WC()->ajax_url(),
				'wc_ajax_url'             => WC_AJAX::get_endpoint( '%%endpoint%%' ),
				'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
				'cart_url'                => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
				'is_cart'                 => is_cart(),
				'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
			);
		case 'wc-cart':
			return array(
				'ajax_url'                     => WC()->ajax_url(),
				'wc_ajax_url'                  => WC_AJAX::get_endpoint( '%%endpoint%%' ),
				'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
				'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
			);
		case 'wc-checkout':
			return array(
				'ajax_url'                  => WC()->ajax_url(),
				'wc_ajax_url'               => WC_AJAX::get_endpoint( '%%endpoint%%' ),
				'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
				'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
				'option_guest_checkout'     => get_option( 'woocommerce_enable_guest_checkout' ),
				'checkout_url'              => WC_AJAX::get_endpoint( 'checkout' ),
				'is_checkout'               => is_checkout() && empty( $wp->query_vars['order-pay'] ) && ! isset( $wp->query_vars['order-received'] ) ? 1 : 0,
				'debug_mode'                => defined( 'WP_DEBUG' ) && WP_DEBUG,
				'i18n_checkout_error'       => esc_attr__( 'Error processing checkout. Please try again.', 'woocommerce' ),
			);
	}
	return false;
}

/** WC_Frontend_Scripts::localize_printed_scripts(): params only for scripts still enqueued. */
function talat_test_wc_localize() {
	static $done = array();
	foreach ( array( 'woocommerce', 'wc-cart-fragments', 'wc-add-to-cart', 'wc-cart', 'wc-checkout' ) as $handle ) {
		if ( ! in_array( $handle, $done, true ) && wp_script_is( $handle ) ) {
			$data = talat_test_wc_script_data( $handle );
			if ( $data ) {
				$name   = str_replace( '-', '_', $handle ) . '_params';
				$done[] = $handle;
				wp_localize_script( $handle, $name, apply_filters( $name, $data ) );
			}
		}
	}
}
add_action( 'wp_print_scripts', 'talat_test_wc_localize', 5 );
add_action( 'wp_print_footer_scripts', 'talat_test_wc_localize', 5 );

/** WC_AJAX::get_refreshed_fragments() for an empty cart, so the cart widget's first refresh is answered. */
add_action(
	'template_redirect',
	static function () {
		if ( ! isset( $_GET['wc-ajax'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		if ( 'get_refreshed_fragments' !== $_GET['wc-ajax'] ) { // phpcs:ignore WordPress.Security.NonceVerification
			status_header( 400 );
			exit;
		}
		wp_send_json(
			array(
				'fragments' => array( 'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>' ),
				'cart_hash' => '',
			)
		);
	},
	0
);

/* ------------------------------------------------------------- TH All In One Woo Cart ---- */

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_register_script( 'taiowc-cart-script', talat_test_asset( 'taiowc-cart.js' ), array( 'jquery' ), '2.0.0', array( 'strategy' => 'defer' ) );
		wp_enqueue_script( 'taiowc-cart-script' );
		wp_enqueue_script( 'wc-cart-fragments' );
		wp_localize_script(
			'taiowc-cart-script',
			'taiowc_param',
			array(
				'ajax_url'         => esc_url( admin_url( 'admin-ajax.php' ) ),
				'wc_ajax_url'      => WC_Ajax::get_endpoint( '%%endpoint%%' ),
				'update_qty_nonce' => wp_create_nonce( 'taiowc_update_qty_nonce' ),
			)
		);
	}
);

/* ---------------------------------------------------------- TH Advance Product Search ---- */

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_script( 'th-advance-product-search-front', talat_test_asset( 'thaps-search.js' ), array( 'jquery' ), true );
		wp_localize_script(
			'th-advance-product-search-front',
			'th_advance_product_search_options',
			apply_filters(
				'th_advance_product_search_js_options',
				array(
					'ajaxUrl'                     => esc_url( admin_url( 'admin-ajax.php' ) ),
					'thaps_nonce'                 => wp_create_nonce( 'th_advance_product_search' ),
					'thaps_length'                => esc_html( '1' ),
					'thaps_ga_event'              => apply_filters( 'thaps_google_analytics_events', true ),
					'thaps_ga_site_search_module' => apply_filters( 'thaps_enable_ga_site_search_module', false ),
				)
			)
		);
	}
);

/* ------------------------------------------------- Contact Form 7 (includes/controller.php) ---- */

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_register_script( 'swv', talat_test_asset( 'swv.js' ), array(), '5.9.8', array( 'in_footer' => true ) );
		wp_register_script( 'contact-form-7', talat_test_asset( 'contact-form-7.js' ), array( 'swv' ), '5.9.8', array( 'in_footer' => true ) );
		wp_enqueue_script( 'contact-form-7' );
		$wpcf7_obj = array(
			'api' => array(
				'root'      => sanitize_url( get_rest_url() ),
				'namespace' => 'contact-form-7/v1',
			),
		);
		if ( defined( 'WP_CACHE' ) && WP_CACHE ) {
			$wpcf7_obj = array_merge( $wpcf7_obj, array( 'cached' => 1 ) );
		}
		wp_add_inline_script( 'contact-form-7', sprintf( 'var wpcf7 = %s;', wp_json_encode( $wpcf7_obj, JSON_PRETTY_PRINT ) ), 'before' );
	},
	10
);

/* ------------------------------------------------ Lead Form Builder (lfb_wp_assets()) ---- */

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_script( 'jquery-ui-datepicker' );
		wp_enqueue_script( 'lfb_f_js', talat_test_asset( 'f-script.js' ), array( 'jquery' ), '2.2.4', true );
		wp_localize_script(
			'lfb_f_js',
			'frontendajax',
			array(
				'ajaxurl'      => admin_url( 'admin-ajax.php' ),
				'_wpnonce'     => wp_create_nonce( 'lfb_front_nonce' ),
				// 2.2+: the "Validation Messages" options, with the plugin's defaults.
				'required_msg' => get_option( 'lfb_required_field_msg', __( 'The field is required.', 'lead-form-builder' ) ),
				'error_msg'    => get_option( 'lfb_general_error_msg', __( 'One or more fields have an error. Please check and try again.', 'lead-form-builder' ) ),
				'email_msg'    => get_option( 'lfb_email_field_msg', __( 'Please enter a valid email address.', 'lead-form-builder' ) ),
			)
		);
	},
	15
);

/* ------------------- YITH WooCommerce Wishlist (YITH_WCWL_Frontend::enqueue_scripts(), 4.16) ---- */

/** The 13 actions of yith_wcwl_l10n, each with its wp_create_nonce( action ) (docs/research/yith-wishlist.md §1.2). */
function talat_test_wishlist_actions() {
	return array( 'add_to_wishlist', 'remove_from_wishlist', 'reload_wishlist_and_adding_elem', 'load_mobile', 'delete_item', 'save_title', 'save_privacy', 'load_fragments', 'update_item_quantity', 'move_to_another_wishlist', 'sort_wishlist_items', 'ask_an_estimate', 'remove_from_all_wishlists' );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		// The legacy front end's dependencies: WooCommerce's prettyPhoto and the plugin's selectBox.
		wp_register_script( 'wc-prettyPhoto', talat_test_asset( 'jquery.prettyPhoto.js' ), array( 'jquery' ), '3.1.6', true );
		wp_register_script( 'jquery-selectBox', talat_test_asset( 'jquery.selectBox.js' ), array( 'jquery' ), '1.2.0', true );
		wp_enqueue_script( 'jquery-yith-wcwl', talat_test_asset( 'jquery.yith-wcwl.js' ), array( 'jquery', 'jquery-selectBox', 'wc-prettyPhoto' ), '4.16.0', true );
		$nonces = array();
		foreach ( talat_test_wishlist_actions() as $action ) {
			$nonces[ "{$action}_nonce" ] = wp_create_nonce( $action );
		}
		wp_localize_script(
			'jquery-yith-wcwl',
			'yith_wcwl_l10n',
			array(
				'ajax_url'                  => admin_url( 'admin-ajax.php', 'relative' ),
				'redirect_to_cart'          => get_option( 'yith_wcwl_redirect_cart' ),
				'yith_wcwl_button_position' => get_option( 'yith_wcwl_button_position', 'add-to-cart' ),
				'multi_wishlist'            => false,
				'hide_add_button'           => true,
				'enable_ajax_loading'       => 'yes' === get_option( 'yith_wcwl_ajax_enable', 'no' ),
				'labels'                    => array(
					'added_to_cart_message' => sprintf( '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">%s</div></div>', apply_filters( 'yith_wcwl_added_to_cart_message', __( 'Product added to cart successfully', 'yith-woocommerce-wishlist' ) ) ),
				),
				'nonce'                     => $nonces,
			)
		);
	},
	15
);

// The shop's own words for the added-to-cart notice, through the plugin's filter as a theme's
// functions.php would set them (with markup, which the plugin prints as it is).
add_filter(
	'yith_wcwl_added_to_cart_message',
	static function () {
		return 'เพิ่มลงตะกร้าแล้ว <strong>เรียบร้อย</strong> &amp; พร้อมชำระเงิน';
	}
);

/* ---------- TH Product Compare (docs/research/th-product-compare.md §2 inc.php enqueue_front_script, §4 actions) ---- */

// `X-Talat-Test-Compare-Renamed: 1`: the release after the th_* -> tpcp_* rename (research §5):
// script handle tpcp-product-js, no nonce, the tpcp_* actions. Otherwise the release before it.
function talat_test_compare_renamed() {
	return isset( $_SERVER['HTTP_X_TALAT_TEST_COMPARE_RENAMED'] );
}

// The plugin registers its actions on wp_loaded (th_product_compare_loaded), for guests too. The
// stand-ins answer as the plugin does for a visitor with an empty list, so a widget that loads
// the list on page start gets a real reply.
add_action(
	'wp_loaded',
	static function () {
		if ( talat_test_compare_renamed() ) {
			$actions = array(
				'tpcp_get_compare_product' => static function () {
					wp_send_json_success( 'no_product' );
				},
				'tpcp_filter_product'      => static function () {
					wp_send_json_success( array( 'no_product' => 'No Product Found' ) );
				},
			);
		} else {
			$actions = array(
				'th_get_compare_product'    => static function () {
					check_ajax_referer( 'th_product_compare_nonce', 'nonce' );
					wp_send_json( array( 'no_product' => 1 ) );
				},
				'th_remove_all_compare'     => static function () {
					check_ajax_referer( 'th_product_compare_nonce', 'nonce' );
					wp_send_json( array( 'no_product' => '1' ) );
				},
				'th_compare_filter_product' => static function () {
					check_ajax_referer( 'th_product_compare_nonce', 'nonce' );
					wp_send_json_success( array( 'no_product' => 'No Product Found' ) );
				},
			);
		}
		foreach ( $actions as $action => $handler ) {
			add_action( "wp_ajax_{$action}", $handler );
			add_action( "wp_ajax_nopriv_{$action}", $handler );
		}
	}
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		// The styles stay under the recipe (the widget keeps the plugin's class names).
		wp_enqueue_style( 'dashicons' );
		wp_enqueue_style( 'th-product-compare-style-front', talat_test_asset( 'th-compare-fstyle.css' ), array(), '1.0.0' );
		if ( talat_test_compare_renamed() ) {
			wp_enqueue_script( 'tpcp-product-js', talat_test_asset( 'th-compare-fscript.js' ), array( 'jquery' ), '1.4.1', true );
			wp_localize_script(
				'tpcp-product-js',
				'th_product',
				array(
					'tpcp_product_ajax_url' => admin_url( 'admin-ajax.php' ),
					'headingtext'           => 'COMPARE PRODUCTS',
					'view_cart_text'        => 'View Cart',
				)
			);
			return;
		}
		wp_enqueue_script( 'th-product-js', talat_test_asset( 'th-compare-fscript.js' ), array( 'jquery' ), '1', array( 'in_footer' => true, 'strategy' => 'async' ) );
		wp_localize_script(
			'th-product-js',
			'th_product',
			array(
				'th_product_ajax_url' => admin_url( 'admin-ajax.php' ),
				'nonce'               => wp_create_nonce( 'th_product_compare_nonce' ),
			)
		);
	}
);

/* ---------- WebToffee print invoices (docs/research/webtoffee-print-invoices.md §2, §3) ---------------------------- */

// The public class's enqueue_scripts: its script under {WF_PKLIST_PLUGIN_NAME}_public and the
// wf_pklist_params_public it localises (preview and access type from its options, the user meta
// behind 'don't show again').
add_action(
	'wp_enqueue_scripts',
	static function () {
		$handle = 'print-invoices-packing-slip-labels-for-woocommerce_public';
		wp_enqueue_script( $handle, talat_test_asset( 'wt-pklist-public.js' ), array( 'jquery' ), '4.6.2', false );
		$user_id = get_current_user_id();
		wp_localize_script(
			$handle,
			'wf_pklist_params_public',
			array(
				'show_document_preview' => get_option( 'woocommerce_wf_packinglist_preview', 'No' ),
				'document_access_type'  => get_option( 'wt_pklist_print_button_access_for', 'logged_in' ),
				'is_user_logged_in'     => is_user_logged_in(),
				'msgs'                  => array(
					'pop_dont_show_again'      => 0 !== $user_id && 1 === (int) get_user_meta( $user_id, 'wt_pklist_doc_create_dont_show_popup', true ),
					'generating_document_text' => 'Generating document...',
				),
			)
		);
	}
);

/* ---------- WooCommerce Confirm Payment (docs/research/wc-confirm-payment.md §2, §3) ------------------------------ */

// The public class's enqueue_scripts, on every page: Modernizr and jquery.form copies of its own,
// its form script, and the WCP global it localises.
add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_script( 'woocommerce-confirm-payment-modernizr', talat_test_asset( 'wcp-modernizr.js' ), array( 'jquery' ), '1.0.0', false );
		wp_enqueue_script( 'woocommerce-confirm-payment-jquery-form', talat_test_asset( 'wcp-jquery-form.js' ), array( 'jquery' ), '1.0.0', false );
		wp_enqueue_script( 'woocommerce-confirm-payment', talat_test_asset( 'wcp-public.js' ), array( 'jquery' ), '1.0.0', false );
		wp_localize_script(
			'woocommerce-confirm-payment',
			'WCP',
			array(
				'ajaxurl'           => admin_url( 'admin-ajax.php' ),
				'check_order_nonce' => wp_create_nonce( 'wcp_check_order_nonce' ),
				'cleave'            => talat_test_asset( 'cleave.min.js' ),
				'current_date'      => current_time( 'd-m-Y' ),
				'i18n'              => array( 'maximum_upload_file' => 'Maximum upload file size 2 MB.' ),
			)
		);
	}
);

/* ---------- WooCommerce order attribution (docs/research/wordpress-attribution.md §1-§4) ---------------------- */

if ( ! function_exists( 'wc_bool_to_string' ) ) {
	/** wc_string_to_bool() (includes/wc-formatting-functions.php). */
	function wc_string_to_bool( $string ) {
		$string = $string ?? '';
		return is_bool( $string ) ? $string : ( 'yes' === strtolower( $string ) || 1 === $string || 'true' === strtolower( $string ) || '1' === $string );
	}

	/** wc_bool_to_string(). */
	function wc_bool_to_string( $bool ) {
		if ( ! is_bool( $bool ) ) {
			$bool = wc_string_to_bool( $bool );
		}
		return true === $bool ? 'yes' : 'no';
	}
}

/** OrderAttributionMeta's default fields and their sourcebuster accessors (research §1). */
function talat_test_attribution_fields() {
	return (array) apply_filters(
		'wc_order_attribution_tracking_fields',
		array(
			'source_type'          => 'current.typ',
			'referrer'             => 'current_add.rf',
			'utm_campaign'         => 'current.cmp',
			'utm_source'           => 'current.src',
			'utm_medium'           => 'current.mdm',
			'utm_content'          => 'current.cnt',
			'utm_id'               => 'current.id',
			'utm_term'             => 'current.trm',
			'utm_source_platform'  => 'current.plt',
			'utm_creative_format'  => 'current.fmt',
			'utm_marketing_tactic' => 'current.tct',
			'session_entry'        => 'current_add.ep',
			'session_start_time'   => 'current_add.fd',
			'session_pages'        => 'session.pgs',
			'session_count'        => 'udata.vst',
			'user_agent'           => 'udata.uag',
		)
	);
}

/** OrderAttributionMeta::set_field_prefix(). */
function talat_test_attribution_prefix() {
	return trim( (string) apply_filters( 'wc_order_attribution_tracking_field_prefix', 'wc_order_attribution_' ), '_' ) . '_';
}

/** The feature switch (FeaturesController: option woocommerce_feature_order_attribution_enabled, on by default). */
function talat_test_attribution_enabled() {
	return 'yes' === get_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
}

// OrderAttributionController::enqueue_scripts_and_styles(), on every front-end page.
add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( ! talat_test_attribution_enabled() ) {
			return;
		}
		wp_enqueue_script( 'sourcebuster-js', talat_test_asset( 'sourcebuster.js' ), array(), '9.0.0', true );
		wp_enqueue_script( 'wc-order-attribution', talat_test_asset( 'order-attribution.js' ), array( 'sourcebuster-js' ), '9.0.0', true );
		$lifetime           = (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 0.00001 );
		$session_length     = (int) apply_filters( 'wc_order_attribution_session_length_minutes', 30 );
		$use_base64_cookies = apply_filters( 'wc_order_attribution_use_base64_cookies', false );
		$allow_tracking     = wc_bool_to_string( apply_filters( 'wc_order_attribution_allow_tracking', true ) );
		wp_localize_script(
			'wc-order-attribution',
			'wc_order_attribution',
			array(
				'params' => array(
					'lifetime'      => $lifetime,
					'session'       => $session_length,
					'base64'        => $use_base64_cookies,
					'ajaxurl'       => admin_url( 'admin-ajax.php' ),
					'prefix'        => talat_test_attribution_prefix(),
					'allowTracking' => 'yes' === $allow_tracking,
				),
				'fields' => talat_test_attribution_fields(),
			)
		);
	}
);

/** stamp_checkout_html_element_once() (9.0-10.4): the element once per checkout form. */
function talat_test_stamp_checkout_once() {
	static $stamped = false;
	if ( ! $stamped ) {
		echo '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
		$stamped = true;
	}
}

add_action(
	'init',
	static function () {
		if ( ! talat_test_attribution_enabled() ) {
			return;
		}
		foreach ( array( 'woocommerce_checkout_billing', 'woocommerce_after_checkout_billing_form', 'woocommerce_checkout_shipping', 'woocommerce_after_order_notes', 'woocommerce_checkout_after_customer_details' ) as $action ) {
			add_action( $action, 'talat_test_stamp_checkout_once' );
		}
	}
);

// The classic checkout form of templates/checkout/form-checkout.php (the [woocommerce_checkout]
// shortcode) with the hooks the element is stamped at, reduced to one billing field and the
// place-order button.
add_shortcode(
	'woocommerce_checkout',
	static function () {
		ob_start();
		echo '<form name="checkout" method="post" class="checkout woocommerce-checkout" action="' . esc_url( wc_get_page_permalink( 'checkout' ) ) . '" enctype="multipart/form-data" aria-label="Checkout">';
		do_action( 'woocommerce_checkout_before_customer_details' );
		echo '<div class="col2-set" id="customer_details"><div class="col-1">';
		do_action( 'woocommerce_checkout_billing' );
		echo '<p class="form-row"><label for="billing_first_name">First name</label><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" value="สมชาย"></p>';
		do_action( 'woocommerce_after_checkout_billing_form' );
		echo '</div><div class="col-2">';
		do_action( 'woocommerce_checkout_shipping' );
		do_action( 'woocommerce_after_order_notes' );
		echo '</div></div>';
		do_action( 'woocommerce_checkout_after_customer_details' );
		echo '<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button>';
		echo '</form>';
		return ob_get_clean();
	}
);

// A classic checkout POST (the form above submitted without checkout.js): answers with what
// OrderAttributionController would save for the order — get_unprefixed_field_values() then
// get_source_values() (sanitize_text_field, '(none)' dropped) — so the test reads what was posted.
add_action(
	'template_redirect',
	static function () {
		if ( ! is_checkout() || ! isset( $_POST['woocommerce_checkout_place_order'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		$values = array();
		foreach ( array_keys( talat_test_attribution_fields() ) as $name ) {
			$value = sanitize_text_field( wp_unslash( $_POST[ talat_test_attribution_prefix() . $name ] ?? '(none)' ) ); // phpcs:ignore WordPress.Security.NonceVerification
			if ( '(none)' !== $value ) {
				$values[ $name ] = $value;
			}
		}
		wp_send_json( array( 'attribution' => $values ) );
	}
);

// `X-Talat-Test-Attribution-Filters: 1`: a shop that changed every filter WooCommerce reads its
// params from, so the test sees the recipe read them (not repeat the defaults).
if ( isset( $_SERVER['HTTP_X_TALAT_TEST_ATTRIBUTION_FILTERS'] ) ) {
	add_filter( 'wc_order_attribution_cookie_lifetime_months', static fn () => 0.5 );
	add_filter( 'wc_order_attribution_session_length_minutes', static fn () => '45' );
	// A string, as filters often return: WooCommerce prints it uncast and its script's Boolean( '0' ) is true.
	add_filter( 'wc_order_attribution_use_base64_cookies', static fn () => '0' );
	add_filter( 'wc_order_attribution_allow_tracking', static fn () => 'no' );
	add_filter( 'wc_order_attribution_tracking_field_prefix', static fn () => '_shop_attr__' );
	// The recipe's own pixel switches (README "Order attribution").
	add_filter( 'talat_attribution_pixel_page_view', '__return_true' );
	add_filter( 'talat_attribution_pixel_commerce_events', '__return_false' );
}

/*
 * `X-Talat-Test-Consent-Api: optin`: the WP Consent API plugin active with an opt-in consent type
 * (Really-Simple-Plugins/wp-consent-level-api: the WP_CONSENT_API class, wp_has_consent(), the
 * `wp-consent-api` script at wp_enqueue_scripts PHP_INT_MAX - 100), and WooCommerce's integration with it
 * (Internal/Integrations/WPConsentAPI: its registration, the allow-tracking filter, and the
 * `wp-consent-api-integration` script that depends on wc-order-attribution).
 */
if ( isset( $_SERVER['HTTP_X_TALAT_TEST_CONSENT_API'] ) && ! class_exists( 'WP_CONSENT_API' ) ) {
	class WP_CONSENT_API {} // phpcs:ignore

	function wp_get_consent_type() {
		return apply_filters( 'wp_get_consent_type', false );
	}

	function wp_has_consent( $consent_category ) {
		$consent_type = wp_get_consent_type();
		$cookie_name  = apply_filters( 'wp_consent_cookie_prefix', 'wp_consent' ) . "_$consent_category";
		if ( ! $consent_type ) {
			$has_consent = true;
		} elseif ( false !== strpos( $consent_type, 'optout' ) && ! isset( $_COOKIE[ $cookie_name ] ) ) {
			$has_consent = true;
		} else {
			$has_consent = 'allow' === ( $_COOKIE[ $cookie_name ] ?? '' );
		}
		return apply_filters( 'wp_has_consent', $has_consent, $consent_category, false );
	}

	function consent_api_registered( $plugin ) {
		return apply_filters( "wp_consent_api_registered_$plugin", false );
	}

	add_filter( 'wp_get_consent_type', static fn () => 'optin' );

	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_enqueue_script( 'wp-consent-api', talat_test_asset( 'wp-consent-api.js' ), array(), '1.0.8', true );
			wp_localize_script(
				'wp-consent-api',
				'consent_api',
				array(
					'consent_type'         => wp_get_consent_type(),
					'waitfor_consent_hook' => apply_filters( 'wp_consent_api_waitfor_consent_hook', false ),
					'cookie_expiration'    => 30,
					'cookie_prefix'        => apply_filters( 'wp_consent_cookie_prefix', 'wp_consent' ),
				)
			);
		},
		PHP_INT_MAX - 100 // wp_consent_api_enqueue_assets() (inc/api-functions.php).
	);

	add_action(
		'init',
		static function () {
			add_filter( 'wp_consent_api_registered_woocommerce/woocommerce.php', '__return_true' );
			add_filter( 'wc_order_attribution_allow_tracking', static fn () => function_exists( 'wp_has_consent' ) && wp_has_consent( 'marketing' ) );
			add_action(
				'wp_enqueue_scripts',
				static function () {
					wp_enqueue_script( 'wp-consent-api-integration', talat_test_asset( 'wp-consent-api-integration.js' ), array( 'wp-consent-api', 'wc-order-attribution' ), '9.0.0', true );
					wp_add_inline_script( 'wp-consent-api-integration', sprintf( 'window.wc_order_attribution.params.consentCategory = %s;', wp_json_encode( 'marketing', JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) ), 'before' );
				}
			);
		},
		20
	);

	// What the Consent API's site-health check reads: which plugins declared themselves.
	add_action(
		'wp_footer',
		static function () {
			printf( "<!-- talat-test consent-api registered: %s -->\n", consent_api_registered( 'talat/talat.php' ) ? 'talat/talat.php' : 'none' );
		}
	);
}

/* ------------------------------------------------------------------ control for the test ---- */

// `X-Talat-Test-Without-Recipe: 1`: the page as the plugins print it before the recipe, so the
// test sees the params it asserts are gone, and compares their storage keys with the recipe's.
if ( isset( $_SERVER['HTTP_X_TALAT_TEST_WITHOUT_RECIPE'] ) ) {
	add_filter( 'talat_load_widget', '__return_false' );
}

// `X-Talat-Test-Dependant: 1`: a theme script that depends on WooCommerce's cart fragments script
// (themes do this to listen to its events), enqueued as themes do, before the recipe runs.
if ( isset( $_SERVER['HTTP_X_TALAT_TEST_DEPENDANT'] ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_enqueue_script( 'theme-mini-cart', talat_test_asset( 'woocommerce.js' ), array( 'wc-cart-fragments' ), '1.0.0', true );
		},
		20
	);
}

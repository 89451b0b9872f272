<?php
/**
 * Plugin Name:       Talat storefront widgets
 * Description:       Replaces the jQuery front ends of WooCommerce's add to cart and cart fragments, TH All In One Woo Cart, TH Advance Product Search, Contact Form 7, Lead Form Builder, YITH WooCommerce Wishlist, TH Product Compare, WooCommerce Confirm Payment's form script, WebToffee's print-invoices account script and WooCommerce's order-attribution script with sourcebuster with the Talat widgets, and prints the config they read.
 * Version:           0.1.0
 * Requires at least: 5.7
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 *
 * The recipe of README "Pointing the widgets at a real WordPress", tested against Debian's
 * WordPress 6.1 by `npm run test:wordpress` (wordpress/test/). Copy this file to
 * wp-content/plugins/talat/talat.php and the built widgets (dist/talat/ after `npm run build`) to
 * wp-content/plugins/talat/dist/, then activate "Talat storefront widgets".
 *
 * What it does on every front-end page:
 *  1. dequeues the scripts the widgets replace. WordPress prints a script's localized params only
 *     while the script is enqueued, so their globals (wc_add_to_cart_params, wpcf7, …) go too.
 *     Where another enqueued script depends on one of them, WordPress would print it anyway:
 *     that widget is then not loaded and the plugin's script stays (an HTML comment says so),
 *     except the page extras, which load beside WooCommerce's `woocommerce` (kept by wc-cart and
 *     wc-checkout) and leave it its own behaviours (`pageExtras.woocommerceScript`);
 *  2. enqueues each widget as a module script (wp_enqueue_script_module on WordPress 6.5+, a
 *     type="module" tag through script_loader_tag before that) with the classic build as the
 *     nomodule fallback;
 *  3. prints `<script type="application/json" id="talat-config">` with what only those params
 *     carried, read from the real settings. What a page still prints is not repeated:
 *     `woocommerce_params` (ajax_url, wc_ajax_url; only where woocommerce.js stays, so elsewhere
 *     the block carries them) and `<link rel="https://api.w.org/">` (the REST root) are read by
 *     the widgets themselves (README "Configuration").
 *
 * Filters: talat_widgets (widget => replaced handles), talat_assets_url / talat_assets_dir (where
 * dist/talat/ was copied, e.g. a theme folder), talat_load_widget (bool, widget), talat_config.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each widget and the script handles it replaces, as the plugins register them:
 * WooCommerce (includes/class-wc-frontend-scripts.php), TH All In One Woo Cart, TH Advance Product
 * Search, Contact Form 7 (includes/controller.php) and Lead Form Builder (lfb_wp_assets()).
 *
 * @return array<string, string[]>
 */
function talat_widgets() {
	return apply_filters(
		'talat_widgets',
		array(
			'cart'         => array( 'wc-add-to-cart', 'wc-cart-fragments', 'taiowc-cart-script' ),
			'live-search'  => array( 'th-advance-product-search-front' ),
			'contact-form' => array( 'contact-form-7' ),
			'lead-form'    => array( 'lfb_f_js' ),
			// YITH WooCommerce Wishlist's front end (or the theme's own copy of it), with the
			// prettyPhoto and selectBox it loads: the wishlist's popups and lightbox replace them.
			'wishlist'     => array( 'jquery-yith-wcwl', 'jquery-yith-wcwl-user', 'wc-prettyPhoto', 'wc-prettyPhoto-init', 'jquery-selectBox' ),
			// TH Product Compare's front end under both of its handles: 'th-product-js' before the
			// th_* -> tpcp_* rename, 'tpcp-product-js' after (docs/research/th-product-compare.md §2,
			// §5). Its stylesheets stay: the widget keeps the plugin's class names.
			'compare'      => array( 'th-product-js', 'tpcp-product-js' ),
			// WebToffee's print-invoices public script ({WF_PKLIST_PLUGIN_NAME}_public; docs/research/
			// webtoffee-print-invoices.md §2): the my-account print links and manual-number prompts.
			'documents'    => array( 'print-invoices-packing-slip-labels-for-woocommerce_public', 'wf-woocommerce-packing-list_public' ),
			// WooCommerce Confirm Payment's form script with the jquery.form and Modernizr copies it
			// enqueues for itself alone (docs/research/wc-confirm-payment.md §2). Its stylesheet stays.
			'payment-form' => array( 'woocommerce-confirm-payment', 'woocommerce-confirm-payment-jquery-form', 'woocommerce-confirm-payment-modernizr' ),
			// WooCommerce's global front-end script (docs/research/woocommerce-frontend.md §5): the
			// store notice, the coming-soon banner's dismiss, the password toggle, the sort select,
			// field descriptions and notice focus are all the page extras'. Its js-cookie and blockUI
			// dependencies are not listed: they leave with it unless another script needs them. Where
			// WooCommerce's cart or checkout script depends on it (the cart and checkout pages) it is
			// printed anyway: it stays there, the page extras load beside it and the config's
			// pageExtras.woocommerceScript tells them to leave it what it does itself.
			'page-extras'  => array( 'woocommerce' ),
			// WooCommerce's order attribution (OrderAttributionController, where the feature
			// `woocommerce_feature_order_attribution_enabled` is on: every front-end page) with the
			// sourcebuster library it loads, and WooCommerce's WP Consent API glue, which depends on
			// wc-order-attribution (so it would print it back) and only calls that script; the widget
			// follows the Consent API itself (docs/research/wordpress-attribution.md §2, §4). The
			// inputs element, the saving of the posted fields and the Consent API's own script stay.
			'attribution'  => array( 'wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration' ),
		)
	);
}

/** Where dist/talat/ was copied: by default wp-content/plugins/talat/dist/. */
function talat_assets_url() {
	return trailingslashit( apply_filters( 'talat_assets_url', plugins_url( 'dist/', __FILE__ ) ) );
}

function talat_assets_dir() {
	return trailingslashit( apply_filters( 'talat_assets_dir', plugin_dir_path( __FILE__ ) . 'dist/' ) );
}

/** Handles of the module scripts printed through script_loader_tag (WordPress before 6.5). */
function talat_module_handles( $add = null ) {
	static $handles = array();
	if ( null !== $add ) {
		$handles[] = $add;
	}
	return $handles;
}

/** Handles of the classic builds, printed with nomodule. */
function talat_classic_handles( $add = null ) {
	static $handles = array();
	if ( null !== $add ) {
		$handles[] = $add;
	}
	return $handles;
}

/**
 * Late on wp_enqueue_scripts, after the plugins enqueued theirs: a widget replaces its scripts
 * where one of them was enqueued (the cart also wherever WooCommerce's own script is: the side
 * cart and the cart widget live on every page). A widget whose built files are missing leaves the
 * plugin's script in place.
 *
 * Called again as the footer prints (talat_replace_late_enqueues()), for the scripts plugins
 * enqueue while they print their markup; there only a replaced handle in the queue loads a widget.
 *
 * @param string $phase 'early' (wp_enqueue_scripts), 'footer' (wp_footer, before the script
 *                      modules print) or 'final' (just before the footer scripts print).
 */
function talat_enqueue_widgets( $phase = 'early' ) {
	// do_action() hands a callback '' when it passes nothing.
	$phase = in_array( $phase, array( 'footer', 'final' ), true ) ? $phase : 'early';
	$dir   = talat_assets_dir();
	foreach ( talat_widgets() as $widget => $handles ) {
		$enqueued = array_values( array_filter( $handles, static function ( $handle ) {
			return wp_script_is( $handle, 'enqueued' );
		} ) );
		if ( 'early' !== $phase && ( ! $enqueued || array_key_exists( $widget, talat_skipped() ) ) ) {
			continue;
		}
		if ( talat_widget_loaded( $widget ) ) {
			talat_dequeue_again( $widget, $handles, $enqueued );
			continue;
		}
		// The page extras (theme behaviours too) come on every page.
		$wanted = $enqueued || ( 'early' === $phase && ( ( 'cart' === $widget && wp_script_is( 'woocommerce', 'enqueued' ) ) || 'page-extras' === $widget ) );
		$built  = is_readable( "{$dir}{$widget}.js" ) && is_readable( "{$dir}classic/{$widget}.js" );
		if ( ! apply_filters( 'talat_load_widget', $wanted && $built, $widget ) ) {
			continue;
		}
		// wp_script_is( 'enqueued' ) also answers for a handle only pulled in as a dependency; only
		// the ones in the queue itself are put back below, in the order they were.
		$queued = array_values( array_intersect( wp_scripts()->queue, $enqueued ) );
		foreach ( $enqueued as $handle ) {
			wp_dequeue_script( $handle );
		}
		$pulled_back = talat_still_printed( $handles );
		if ( $pulled_back ) {
			// Both running would handle every click twice: the plugin's script keeps the page.
			foreach ( $queued as $handle ) {
				wp_enqueue_script( $handle );
			}
			if ( 'page-extras' === $widget ) {
				// Never skipped: they step aside only for what woocommerce.js does itself (talat_config()).
				talat_beside( $widget, $pulled_back );
				talat_enqueue_widget( $widget, $phase );
				continue;
			}
			talat_skipped( $widget, $pulled_back );
			continue;
		}
		talat_enqueue_widget( $widget, $phase );
		if ( 'early' !== $phase ) {
			talat_late( $widget, $enqueued );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'talat_enqueue_widgets', 1000 );

/**
 * A loaded widget's replaced scripts that a plugin enqueued again after wp_enqueue_scripts
 * (TH Advance Product Search's form printer, YITH Wishlist's shortcodes): dequeued again, so the
 * plugin's script never runs beside its widget. Where an enqueued script depends on one of them
 * WordPress prints it anyway; the widget's tag is already out, so the widget stands down in the
 * browser when it finds the plugin's script live, and the footer comment says so.
 *
 * @param string   $widget
 * @param string[] $handles  all the widget replaces
 * @param string[] $enqueued those enqueued now
 */
function talat_dequeue_again( $widget, $handles, $enqueued ) {
	if ( ! $enqueued || 'page-extras' === $widget ) {
		return; // The page extras stay beside woocommerce.js on purpose.
	}
	foreach ( $enqueued as $handle ) {
		wp_dequeue_script( $handle );
	}
	talat_late( $widget, $enqueued );
	$pulled_back = talat_still_printed( $handles );
	if ( $pulled_back ) {
		talat_standing_down( $widget, $pulled_back );
	}
}

/**
 * Plugins enqueue while printing their markup, after wp_enqueue_scripts, and WordPress prints
 * what is in the queue when the footer prints. Twice, so that nothing slips through:
 *  - wp_footer 9, before the script modules print (wp_footer 10 on a classic theme, WordPress
 *    6.5+): a widget whose plugin's script came late is loaded in its place, a loaded widget's
 *    replaced scripts that came back are dequeued;
 *  - wp_print_footer_scripts 9, just before the footer scripts print: the same for what
 *    wp_footer's own callbacks enqueued (a widget loaded here prints its module tag itself).
 */
function talat_replace_late_enqueues() {
	talat_enqueue_widgets( 'footer' );
}
add_action( 'wp_footer', 'talat_replace_late_enqueues', 9 );

function talat_replace_last_enqueues() {
	talat_enqueue_widgets( 'final' );
}
add_action( 'wp_print_footer_scripts', 'talat_replace_last_enqueues', 9 );

/** Whether a widget's tags were enqueued on this page. */
function talat_widget_loaded( $widget ) {
	return in_array( "talat-{$widget}-classic", talat_classic_handles(), true );
}

/** Replaced scripts enqueued after wp_enqueue_scripts and removed as the footer printed: said in a footer comment. */
function talat_late( $widget = null, $handles = array() ) {
	static $late = array();
	if ( null !== $widget ) {
		$late[ $widget ] = array_values( array_unique( array_merge( $late[ $widget ] ?? array(), $handles ) ) );
	}
	return $late;
}

/** Widgets whose replaced script WordPress still prints after their tag was out: they stand down in the browser. */
function talat_standing_down( $widget = null, $handles = array() ) {
	static $standing = array();
	if ( null !== $widget ) {
		$standing[ $widget ] = $handles;
	}
	return $standing;
}

/**
 * Which of `$handles` WordPress would still print: every dependency of an enqueued script is
 * printed, dequeued or not (WP_Dependencies::all_deps), so a theme script that depends on
 * wc-cart-fragments brings it back with its params. Worked out on a copy of the queue.
 *
 * @param string[] $handles
 * @return string[]
 */
function talat_still_printed( $handles ) {
	$scripts        = clone wp_scripts();
	$scripts->to_do = array();
	$scripts->all_deps( $scripts->queue );
	return array_values( array_intersect( $handles, $scripts->to_do ) );
}

/** Widgets left to their plugin on this page, and why: said in an HTML comment for the site builder. */
function talat_skipped( $widget = null, $handles = array() ) {
	static $skipped = array();
	if ( null !== $widget ) {
		$skipped[ $widget ] = $handles;
	}
	return $skipped;
}

/** Widgets loaded beside a replaced script that WordPress still prints (the page extras beside `woocommerce`). */
function talat_beside( $widget = null, $handles = array() ) {
	static $beside = array();
	if ( null !== $widget ) {
		$beside[ $widget ] = $handles;
	}
	return $beside;
}

function talat_print_skipped() {
	foreach ( talat_late() as $widget => $handles ) {
		printf(
			"<!-- Talat: %s enqueued after wp_enqueue_scripts; removed for the %s widget. -->\n",
			esc_html( implode( ', ', $handles ) ),
			esc_html( $widget )
		);
	}
	foreach ( talat_standing_down() as $widget => $handles ) {
		printf(
			"<!-- Talat: %s widget stands down; a script enqueued late depends on %s, so the plugin's script keeps the page. -->\n",
			esc_html( $widget ),
			esc_html( implode( ', ', $handles ) )
		);
	}
	foreach ( talat_beside() as $widget => $handles ) {
		printf(
			"<!-- Talat: %s loaded beside %s (an enqueued script depends on it); it leaves that script its own behaviours. -->\n",
			esc_html( $widget ),
			esc_html( implode( ', ', $handles ) )
		);
	}
	foreach ( talat_skipped() as $widget => $handles ) {
		printf(
			"<!-- Talat: %s widget not loaded; an enqueued script depends on %s, so the plugin's script stays. -->\n",
			esc_html( $widget ),
			esc_html( implode( ', ', $handles ) )
		);
	}
}
add_action( 'wp_print_footer_scripts', 'talat_print_skipped', 11 );

/**
 * @param string $widget
 * @param string $phase  talat_enqueue_widgets()'s: where the script modules were already printed
 *                       (wp_footer 10 on a classic theme, wp_head on a block theme, WordPress
 *                       6.5+), a widget loaded later prints its module tag as WordPress would.
 */
function talat_enqueue_widget( $widget, $phase = 'early' ) {
	$handle  = "talat-{$widget}";
	$module  = talat_assets_url() . "{$widget}.js";
	$version = (string) @filemtime( talat_assets_dir() . "{$widget}.js" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		$modules_printed = 'final' === $phase || ( 'footer' === $phase && wp_is_block_theme() );
		if ( $modules_printed ) {
			wp_print_script_tag( array( 'type' => 'module', 'src' => add_query_arg( 'ver', $version, $module ), 'id' => "{$handle}-js-module" ) );
		} else {
			// WordPress 6.5+: printed as <script type="module" id="talat-…-js-module">.
			wp_enqueue_script_module( $handle, $module, array(), $version );
		}
	} else {
		wp_enqueue_script( $handle, $module, array(), $version, true );
		talat_module_handles( $handle );
	}
	wp_enqueue_script( "{$handle}-classic", talat_assets_url() . "classic/{$widget}.js", array(), $version, true );
	talat_classic_handles( "{$handle}-classic" );
}

/**
 * Before WordPress 6.5 a script tag cannot say type="module": rewrite ours. The classic build
 * gets nomodule, so a browser runs exactly one of the two.
 */
function talat_script_tag( $tag, $handle, $src ) {
	if ( in_array( $handle, talat_module_handles(), true ) ) {
		return sprintf( "<script type=\"module\" src=\"%s\" id=\"%s-js\"></script>\n", esc_url( $src ), esc_attr( $handle ) );
	}
	if ( in_array( $handle, talat_classic_handles(), true ) ) {
		return sprintf( "<script nomodule defer src=\"%s\" id=\"%s-js\"></script>\n", esc_url( $src ), esc_attr( $handle ) );
	}
	return $tag;
}
add_filter( 'script_loader_tag', 'talat_script_tag', 10, 3 );

/**
 * The config the dequeued scripts' params carried, from the real settings, computed as the
 * plugins compute them. Only the sections of the plugins that are active.
 *
 * @return array<string, mixed>
 */
function talat_config() {
	$config = array();

	// WooCommerce prints ajax_url / wc_ajax_url in woocommerce_params; repeat them only when its
	// script is not on the page.
	if ( function_exists( 'WC' ) && class_exists( 'WC_AJAX' ) && ! wp_script_is( 'woocommerce', 'enqueued' ) ) {
		$config['ajaxUrl']   = WC()->ajax_url();
		$config['wcAjaxUrl'] = WC_AJAX::get_endpoint( '%%endpoint%%' );
	}
	// Where the page extras load: whether WooCommerce's woocommerce.js is still printed (cart and
	// checkout, kept by wc-cart / wc-checkout), so they leave it the behaviours it performs itself.
	if ( talat_page_extras_loaded() ) {
		$config['pageExtras'] = array( 'woocommerceScript' => wp_script_is( 'woocommerce', 'enqueued' ) );
	}
	// The REST root is in <link rel="https://api.w.org/"> unless a site removed that link.
	if ( false === has_action( 'wp_head', 'rest_output_link_wp_head' ) ) {
		$config['restRoot'] = esc_url_raw( get_rest_url() );
	}

	if ( function_exists( 'wc_get_cart_url' ) ) {
		// WC_Frontend_Scripts::get_script_data(): the storage keys of wc-cart-fragments (also where
		// WooCommerce 7.8+ no longer enqueues it) and wc-add-to-cart's settings.
		$site_hash      = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
		$config['cart'] = array(
			'cartUrl'          => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'redirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add', 'no' ) ? 'yes' : 'no',
			'viewCartLabel'    => __( 'View cart', 'woocommerce' ),
			'isCart'           => function_exists( 'is_cart' ) && is_cart(),
			'cartHashKey'      => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $site_hash ),
			'fragmentName'     => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $site_hash ),
		);
		if ( talat_localized_key( 'taiowc-cart-script', 'taiowc_param', 'update_qty_nonce' ) ) {
			// TH All In One Woo Cart's taiowc_param.update_qty_nonce, where its release prints one
			// (2.0.5 prints none, and its script sends no nonce with a quantity change: decision 475).
			$config['cart']['updateQuantityNonce'] = wp_create_nonce( 'taiowc_update_qty_nonce' );
		}
	}

	if ( wp_script_is( 'th-advance-product-search-front', 'registered' ) ) {
		// th_advance_product_search_options: thaps_nonce and thaps_length.
		$config['liveSearch'] = array( 'nonce' => wp_create_nonce( 'th_advance_product_search' ) );
		if ( function_exists( 'th_advance_product_search' ) ) {
			$length = (int) th_advance_product_search()->get_option( 'set_autocomplete_length' );
			if ( $length > 0 ) {
				$config['liveSearch']['minChars'] = $length;
			}
		}
	}

	if ( wp_script_is( 'contact-form-7', 'registered' ) ) {
		// wpcf7.cached: CF7 sets it when WP_CACHE is on (a page a full-page cache may serve).
		$config['contactForm'] = array( 'cached' => defined( 'WP_CACHE' ) && WP_CACHE );
	}

	if ( wp_script_is( 'lfb_f_js', 'registered' ) ) {
		// frontendajax._wpnonce.
		$config['leadForm'] = array( 'nonce' => wp_create_nonce( 'lfb_front_nonce' ) );
		// frontendajax.required_msg / email_msg / error_msg (Lead Form Builder 2.2+, its "Validation
		// Messages" settings): the options with the plugin's own translated defaults, as it localizes
		// them. An empty text is left out, as the plugin's script then falls back to its default.
		$messages = array(
			'requiredMessage' => get_option( 'lfb_required_field_msg', __( 'The field is required.', 'lead-form-builder' ) ),
			'emailMessage'    => get_option( 'lfb_email_field_msg', __( 'Please enter a valid email address.', 'lead-form-builder' ) ),
			'errorMessage'    => get_option( 'lfb_general_error_msg', __( 'One or more fields have an error. Please check and try again.', 'lead-form-builder' ) ),
		);
		foreach ( $messages as $key => $message ) {
			if ( is_scalar( $message ) && '' !== trim( (string) $message ) ) {
				$config['leadForm'][ $key ] = html_entity_decode( (string) $message, ENT_QUOTES, 'UTF-8' );
			}
		}
	}

	if ( wp_script_is( 'jquery-yith-wcwl', 'registered' ) || wp_script_is( 'jquery-yith-wcwl-user', 'registered' ) ) {
		// yith_wcwl_l10n.nonce: one wp_create_nonce( action ) per action of its `actions` map, and
		// the settings the free plugin localizes from its options (YITH_WCWL_Frontend::get_localize()).
		$nonces = array();
		foreach ( array( 'add_to_wishlist', 'remove_from_wishlist', 'reload_wishlist_and_adding_elem', 'load_mobile', 'delete_item', 'save_title', 'save_privacy', 'load_fragments', 'update_item_quantity', 'move_to_another_wishlist', 'sort_wishlist_items', 'ask_an_estimate', 'remove_from_all_wishlists' ) as $action ) {
			$nonces[ "{$action}_nonce" ] = wp_create_nonce( $action );
		}
		$config['wishlist'] = array(
			'nonces'         => $nonces,
			'redirectToCart' => 'yes' === get_option( 'yith_wcwl_redirect_cart' ) ? 'yes' : 'no',
			'buttonPosition' => 'thumbnails' === get_option( 'yith_wcwl_button_position' ) ? 'thumbnails' : 'add-to-cart',
			'ajaxLoading'    => 'yes' === get_option( 'yith_wcwl_ajax_enable', 'no' ),
			// 'Remove if added to the cart', on when the plugin installs its options (§9: on).
			'removeAfterAddToCart' => 'yes' === get_option( 'yith_wcwl_remove_after_add_to_cart', 'yes' ),
		);
		// §8 'Product added to cart successfully': labels.added_to_cart_message's text, from the same
		// translation and filter. The plugin puts it into the page as markup; the widget shows it as
		// text, so tags go and entities are decoded. An empty text is left out (the widget's own Thai).
		$added_to_cart = apply_filters( 'yith_wcwl_added_to_cart_message', __( 'Product added to cart successfully', 'yith-woocommerce-wishlist' ) );
		$added_to_cart = is_scalar( $added_to_cart ) ? trim( html_entity_decode( wp_strip_all_tags( (string) $added_to_cart ), ENT_QUOTES, 'UTF-8' ) ) : '';
		if ( '' !== $added_to_cart ) {
			$config['wishlist']['addedToCartMessage'] = $added_to_cart;
		}
		// What the premium plugin adds to yith_wcwl_l10n (docs/research/yith-wishlist.md §1.1), from
		// the same options and filters with the same defaults; the free plugin has no multi-wishlist.
		$multi_wishlist = function_exists( 'yith_wcwl_wishlists' ) && method_exists( yith_wcwl_wishlists(), 'is_multi_wishlist_enabled' ) && yith_wcwl_wishlists()->is_multi_wishlist_enabled();
		$config['wishlist'] += array(
			'multiWishlist'            => $multi_wishlist && 'default' !== get_option( 'yith_wcwl_modal_enable', 'yes' ),
			'modalEnable'              => 'yes' === get_option( 'yith_wcwl_modal_enable', 'yes' ),
			'hideAddButton'            => (bool) apply_filters( 'yith_wcwl_hide_add_button', true ),
			'dragAndDrop'              => 'yes' === get_option( 'yith_wcwl_enable_drag_and_drop', 'no' ),
			'notices'                  => 'yes' === get_option( 'yith_wcwl_notices_enable', 'yes' ),
			'autoClosePopup'           => 'close' === get_option( 'yith_wcwl_modal_close_behaviour', 'close' ),
			'responsive'               => (bool) apply_filters( 'yith_wcwl_is_wishlist_responsive', true ),
			'mobileBreakpointPx'       => (int) apply_filters( 'yith_wcwl_mobile_media_query', 768 ),
			'popupCloseMs'             => (int) apply_filters( 'yith_wcwl_time_to_close_prettyphoto', 3000 ),
			'noticeTimeoutMs'          => (int) apply_filters( 'yith_wcwl_popup_timeout', 3000 ),
			'reloadOnFoundVariation'   => (bool) apply_filters( 'yith_wcwl_reload_on_found_variation', true ),
			'redirectAfterAskEstimate' => (bool) apply_filters( 'yith_wcwl_redirect_after_ask_an_estimate', false ),
			'disablePopupGridView'     => (bool) apply_filters( 'yith_wcwl_disable_popup_grid_view', false ),
			'askEstimateRedirectUrl'   => (string) apply_filters( 'yith_wcwl_redirect_url_after_ask_an_estimate', get_home_url() ),
		);
	}

	if ( wp_script_is( 'th-product-js', 'registered' ) || wp_script_is( 'tpcp-product-js', 'registered' ) ) {
		// TH Product Compare renamed its actions from th_* to tpcp_* and dropped the nonce in a
		// release that kept the version number (research §5), so the installed release is told by
		// the action it registers rather than by its version.
		if ( has_action( 'wp_ajax_tpcp_get_compare_product' ) ) {
			$config['compare'] = array(
				'productAction'   => 'tpcp_get_compare_product',
				'filterAction'    => 'tpcp_filter_product',
				// The renamed release removes all through the list call (add_remove 'removeall').
				'removeAllAction' => '',
			);
		} else {
			// th_product.nonce, which the releases from 1.3.7 localise and check (check_ajax_referer)
			// in their three front actions; earlier ones (1.3.0) localise none, send none and check
			// none, so none is sent there either (docs/decisions.md 498).
			$config['compare'] = array(
				'productAction'   => 'th_get_compare_product',
				'filterAction'    => 'th_compare_filter_product',
				'removeAllAction' => 'th_remove_all_compare',
			);
			if ( talat_localized_key( 'th-product-js', 'th_product', 'nonce' ) ) {
				$config['compare'] = array( 'nonce' => wp_create_nonce( 'th_product_compare_nonce' ) ) + $config['compare'];
			}
		}
	}

	if ( wp_script_is( 'print-invoices-packing-slip-labels-for-woocommerce_public', 'registered' ) || wp_script_is( 'wf-woocommerce-packing-list_public', 'registered' ) ) {
		// What the plugin localised as wf_pklist_params_public (research §3), from the same options
		// and user meta, since its script and so its params are gone.
		$option = static function ( $key, $fallback ) {
			return class_exists( 'Wf_Woocommerce_Packing_List' ) ? Wf_Woocommerce_Packing_List::get_option( $key ) : get_option( $key, $fallback );
		};
		$user_id               = get_current_user_id();
		$config['documents'] = array(
			'showDocumentPreview' => 'Yes' === $option( 'woocommerce_wf_packinglist_preview', 'No' ),
			'accessType'          => (string) $option( 'wt_pklist_print_button_access_for', 'logged_in' ),
			'loggedIn'            => is_user_logged_in(),
			'dontShowAgain'       => 0 !== $user_id && 1 === (int) get_user_meta( $user_id, 'wt_pklist_doc_create_dont_show_popup', true ),
		);
	}

	if ( wp_script_is( 'woocommerce-confirm-payment', 'registered' ) ) {
		// What the plugin localised as WCP (research §3) besides the admin-ajax URL, which the
		// site config carries: the order check's nonce and the server's date (d-m-Y, shop time).
		$config['paymentForm'] = array(
			'checkOrderNonce' => wp_create_nonce( 'wcp_check_order_nonce' ),
			'currentDate'     => current_time( 'd-m-Y' ),
		);
	}

	return apply_filters( 'talat_config', $config );
}

/**
 * Whether a plugin's localized params (wp_localize_script) carry `$key`: what the installed
 * release prints decides what the widget is told, not what an older or newer release printed.
 */
function talat_localized_key( $handle, $object_name, $key ) {
	$data = wp_scripts()->get_data( $handle, 'data' );
	return is_string( $data ) && false !== strpos( $data, "var {$object_name} = " ) && false !== strpos( $data, '"' . $key . '":' );
}

/** Prints the config block in <head>; JSON_HEX_TAG keeps every value inside the element. */
function talat_print_config() {
	if ( ! talat_classic_handles() ) {
		return; // No widget on this page.
	}
	printf(
		"<script type=\"application/json\" id=\"talat-config\">%s</script>\n",
		wp_json_encode( talat_config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE )
	);
}
add_action( 'wp_head', 'talat_print_config', 20 );

/*
 * GTranslate (issue 16, page extras "menus"; docs/research/gtranslate.md). Where the page extras
 * load, GTranslate's widget scripts (handles `gt_widget_script_<id>`, which build the switcher in
 * the browser) are dequeued, the floating switcher's markup is printed server-side with
 * GTranslate's class names, and the translation settings go into the `pageExtras` section.
 */

/** Whether the page extras load on this page (the classic build's handle is always enqueued with them). */
function talat_page_extras_loaded() {
	return in_array( 'talat-page-extras-classic', talat_classic_handles(), true );
}

/** GTranslate's settings (option `GTranslate`), or an empty array without the plugin. */
function talat_gtranslate_settings() {
	$data = get_option( 'GTranslate' );
	return is_array( $data ) ? $data : array();
}

function talat_dequeue_gtranslate() {
	if ( ! talat_page_extras_loaded() || ! talat_gtranslate_settings() ) {
		return;
	}
	foreach ( wp_scripts()->queue as $handle ) {
		if ( 0 === strpos( $handle, 'gt_widget_script_' ) ) {
			wp_dequeue_script( $handle );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'talat_dequeue_gtranslate', 1001 );

/** The floating switcher as GTranslate's float.js builds it (bottom left, opening upwards), the trigger a real button. */
function talat_print_gtranslate_switcher() {
	$gt = talat_gtranslate_settings();
	if ( ! talat_page_extras_loaded() || ! $gt || ! class_exists( 'GTranslate' ) ) {
		return;
	}
	$default   = isset( $gt['default_language'] ) ? (string) $gt['default_language'] : 'en';
	$languages = isset( $gt['fincl_langs'] ) && is_array( $gt['fincl_langs'] ) ? $gt['fincl_langs'] : array( $default );
	$names     = ! empty( $gt['native_language_names'] ) ? json_decode( GTranslate::$lang_array_native_json, true ) : GTranslate::$lang_array;
	$flags     = '';
	foreach ( $languages as $lang ) {
		$flags .= sprintf(
			'<a href="#" class="nturl%s" data-gt-lang="%s"><img src="%s" alt="" width="24" height="16"> %s</a>',
			$lang === $default ? ' gt-current' : '',
			esc_attr( $lang ),
			esc_url( GTranslate::get_flag_src( $lang ) ),
			esc_html( isset( $names[ $lang ] ) ? $names[ $lang ] : $lang )
		);
	}
	printf(
		'<div class="gtranslate_wrapper"><div id="gt_float_wrapper" style="position:fixed;bottom:20px;left:20px;z-index:999999;"><div class="gt_float_switcher notranslate"><div class="gt_options" style="display:none">%1$s</div><button type="button" class="gt-selected"><span class="gt-current-lang"><img src="%2$s" alt="" width="24" height="16"> <span class="gt-lang-code">%3$s</span></span></button></div></div><div id="google_translate_element2"></div></div>' . "\n",
		$flags, // Escaped above.
		esc_url( GTranslate::get_flag_src( $default ) ),
		esc_html( $default )
	);
}
add_action( 'wp_footer', 'talat_print_gtranslate_switcher' );

/** §1 Translation setting, and the category dropdown's URLs: added to the `pageExtras` section. */
function talat_page_extras_menus_config( $config ) {
	$extras = isset( $config['pageExtras'] ) && is_array( $config['pageExtras'] ) ? $config['pageExtras'] : array();
	$gt     = talat_gtranslate_settings();
	if ( isset( $gt['default_language'] ) ) {
		$extras['switcherLanguage'] = (string) $gt['default_language'];
	}
	// The page-translation widget's page language: Google Language Translator's option by default.
	$page_language = apply_filters( 'talat_translate_page_language', get_option( 'googlelanguagetranslator_language' ) );
	if ( is_string( $page_language ) && '' !== $page_language ) {
		$extras['translatePageLanguage'] = $page_language;
	}
	if ( function_exists( 'wc_get_page_permalink' ) ) {
		$extras['homeUrl'] = home_url( '/' );
		$extras['shopUrl'] = wc_get_page_permalink( 'shop' );
	}
	if ( $extras ) {
		$config['pageExtras'] = $extras;
	}
	return $config;
}
add_filter( 'talat_config', 'talat_page_extras_menus_config', 20 );

/*
 * Order attribution (issue 17; docs/research/wordpress-attribution.md). Where WooCommerce enqueues
 * its order-attribution script, the attribution widget replaces it and sourcebuster (the handle map
 * above). WooCommerce's PHP side stays: it still prints `<wc-order-attribution-inputs>` in the
 * checkout and register forms, saves the posted `wc_order_attribution_*` fields and the block
 * checkout's `woocommerce/order-attribution` extension data, and registers itself with the WP
 * Consent API. What its localized `wc_order_attribution.params` carried goes into the
 * `attribution` section, computed from the same filters with the same defaults and casts.
 */

/** Whether WooCommerce's wc_bool_to_string() would say 'yes' (it is used for allowTracking). */
function talat_wc_bool( $value ) {
	if ( function_exists( 'wc_bool_to_string' ) ) {
		return 'yes' === wc_bool_to_string( $value );
	}
	return true === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( 'yes', 'true', '1' ), true ) ) || 1 === $value;
}

/** JavaScript's Boolean() of the value once wp_json_encode() printed it (null, false, 0, 0.0 and '' are false). */
function talat_js_truthy( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return 0.0 !== (float) $value && ! is_nan( (float) $value );
	}
	return ! ( null === $value || false === $value || '' === $value );
}

/** The inputs' prefix as OrderAttributionController has it (OrderAttributionMeta::set_field_prefix()). */
function talat_attribution_prefix() {
	$controller = 'Automattic\WooCommerce\Internal\Orders\OrderAttributionController';
	if ( function_exists( 'wc_get_container' ) && class_exists( $controller ) ) {
		return (string) wc_get_container()->get( $controller )->get_prefix();
	}
	return trim( (string) apply_filters( 'wc_order_attribution_tracking_field_prefix', 'wc_order_attribution_' ), '_' ) . '_';
}

/** The `attribution` section: wc_order_attribution.params by the filters WooCommerce reads them from. */
function talat_attribution_config( $config ) {
	if ( ! wp_script_is( 'wc-order-attribution', 'registered' ) ) {
		return $config; // The feature is off (or WooCommerce inactive): nothing to attribute.
	}
	$config['attribution'] = array(
		// With the WP Consent API active, WooCommerce's own filter callback answers
		// wp_has_consent( 'marketing' ) here; the widget then follows the API in the browser too.
		'allowTracking'  => talat_wc_bool( apply_filters( 'wc_order_attribution_allow_tracking', true ) ),
		// WooCommerce's default 0.00001 months (§9) keeps sourcebuster's cookies to the session, as its filter's doc says.
		'lifetimeMonths' => (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 0.00001 ),
		'sessionMinutes' => (int) apply_filters( 'wc_order_attribution_session_length_minutes', 30 ),
		// WooCommerce prints the filter's value uncast and its script takes Boolean() of it: '0' and
		// array() are true there, not in a PHP (bool).
		'base64'         => talat_js_truthy( apply_filters( 'wc_order_attribution_use_base64_cookies', false ) ),
		'fieldPrefix'    => talat_attribution_prefix(),
	);
	// The pixel's switches have no WooCommerce setting: left out, the widget detects what the
	// theme's pixel snippet (or Facebook for WooCommerce) already sends; a site states it here.
	$pixel = array(
		'pixelPageView'       => apply_filters( 'talat_attribution_pixel_page_view', null ),
		'pixelCommerceEvents' => apply_filters( 'talat_attribution_pixel_commerce_events', null ),
	);
	foreach ( $pixel as $key => $value ) {
		if ( is_bool( $value ) ) {
			$config['attribution'][ $key ] = $value;
		}
	}
	return $config;
}
add_filter( 'talat_config', 'talat_attribution_config', 10 );

/*
 * The widget sets first-party cookies (sourcebuster's sbjs_* and the pixel's click id) only with
 * marketing consent, so the plugin declares itself to the WP Consent API as WooCommerce does for
 * its own script (Integrations\WPConsentAPI::on_init()).
 */
function talat_register_consent_api() {
	if ( class_exists( 'WP_CONSENT_API' ) ) {
		add_filter( 'wp_consent_api_registered_' . plugin_basename( __FILE__ ), '__return_true' );
	}
}
add_action( 'plugins_loaded', 'talat_register_consent_api' );

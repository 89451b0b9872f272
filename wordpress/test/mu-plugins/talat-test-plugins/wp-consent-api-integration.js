// Stand-in for WooCommerce's wp-consent-api-integration script (docs/research/wordpress-attribution.md): the recipe
// dequeues it, so it must never run on a page with the recipe.
window.talatTestRan = (window.talatTestRan || []).concat('wp-consent-api-integration');

// Stand-in for WooCommerce's order-attribution script (docs/research/wordpress-attribution.md): the recipe
// dequeues it, so it must never run on a page with the recipe.
window.talatTestRan = (window.talatTestRan || []).concat('order-attribution');

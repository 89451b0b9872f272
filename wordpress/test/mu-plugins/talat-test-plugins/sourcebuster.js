// Stand-in for WooCommerce's sourcebuster script (docs/research/wordpress-attribution.md): the recipe
// dequeues it, so it must never run on a page with the recipe.
window.talatTestRan = (window.talatTestRan || []).concat('sourcebuster');

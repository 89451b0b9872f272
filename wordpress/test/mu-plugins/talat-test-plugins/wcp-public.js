// Stand-in for WooCommerce Confirm Payment's form script (docs/research/wc-confirm-payment.md §2):
// the recipe dequeues it, so it must never run on a page with the recipe.
window.talatTestWcpScriptRan = true;

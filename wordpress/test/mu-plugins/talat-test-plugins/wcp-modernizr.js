// Stand-in for the Modernizr copy WooCommerce Confirm Payment enqueues for its script alone.
window.talatTestWcpModernizrRan = true;

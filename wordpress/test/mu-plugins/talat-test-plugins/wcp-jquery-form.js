// Stand-in for the jquery.form copy WooCommerce Confirm Payment enqueues for its script alone.
window.talatTestWcpJqueryFormRan = true;

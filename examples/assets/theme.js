// The demo theme's own script (what a WooCommerce theme's main.js does; not part of Talat).
// Single product page: the theme's ajax add-to-cart button adds the quantity the shopper typed,
// so it follows WooCommerce's quantity input in data-quantity (what the cart widget sends) and in
// its no-JS href.
(function () {
  'use strict';
  var form = document.querySelector('form.cart');
  var input = form && form.querySelector('input.qty');
  var button = form && form.querySelector('.single-ajax-add[data-product_id]');
  if (!input || !button) return;
  function follow() {
    var quantity = Math.max(Number(input.min) || 1, Math.trunc(Number(input.value)) || 0);
    button.setAttribute('data-quantity', String(quantity));
    button.setAttribute('href', '?add-to-cart=' + button.getAttribute('data-product_id') + '&quantity=' + quantity);
  }
  input.addEventListener('input', follow);
  input.addEventListener('change', follow);
  follow();
})();

// The demo theme's stand-in for WooCommerce's add-to-cart-variation.js (not part of Talat): on the
// variable product's form, picking a size fills `variation_id`, shows the variation's price and
// raises `found_variation` with the variation; clearing it raises `reset_data`. WooCommerce raises
// them through jQuery; this page raises native events of the same name, which the wishlist hears
// too (its session listens to both).
(function () {
  'use strict';
  var form = document.querySelector('form.variations_form');
  if (!form) return;
  var variations = JSON.parse(form.getAttribute('data-product_variations') || '[]');
  var select = form.querySelector('select[name="attribute_pa_size"]');
  var idInput = form.querySelector('input.variation_id');
  var price = form.querySelector('.single_variation');
  var reset = form.querySelector('.reset_variations');
  var button = form.querySelector('.single_add_to_cart_button');
  function raise(name, detail) {
    form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: detail }));
  }
  function show() {
    var term = select.value;
    var chosen = variations.filter(function (v) { return v.attributes.attribute_pa_size === term; })[0];
    idInput.value = chosen ? String(chosen.variation_id) : '';
    price.innerHTML = chosen ? chosen.price_html : '';
    reset.hidden = !chosen;
    button.classList.toggle('disabled', !chosen);
    button.classList.toggle('wc-variation-selection-needed', !chosen);
    if (chosen) raise('found_variation', [chosen]);
    else raise('reset_data', []);
  }
  select.addEventListener('change', show);
  reset.addEventListener('click', function (event) {
    event.preventDefault();
    select.value = '';
    show();
    select.focus();
  });
  // WooCommerce refuses an add before a size is chosen, with its notice; the form says so in place.
  form.addEventListener('submit', function (event) {
    if (idInput.value) return;
    event.preventDefault();
    select.setCustomValidity('กรุณาเลือกขนาดก่อนเพิ่มลงตะกร้า');
    select.reportValidity();
    select.addEventListener('change', function clear() { select.setCustomValidity(''); select.removeEventListener('change', clear); });
  });
  if (select.value) show();
})();

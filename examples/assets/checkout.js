// A stand-in for WooCommerce's checkout.js, reduced to the one thing the cart widget relies on
// (§2.7): after a cart change on checkout the widget raises `update_checkout`, and the checkout
// script recalculates the order review. Like WooCommerce's script it posts
// `?wc-ajax=update_order_review` with the update_order_review nonce, replaces each element its
// reply's `fragments` name, and raises `updated_checkout`. The widget raises its events natively
// always (and through jQuery as well when jQuery is loaded), so one native listener hears each of
// its `update_checkout`s once. Loaded on /checkout/ only. Not part of Talat.
(function () {
  'use strict';
  var params = window.wc_checkout_params;
  if (!params) return;
  var inFlight = null;

  function replaceFragments(fragments) {
    Object.keys(fragments || {}).forEach(function (selector) {
      var template = document.createElement('template');
      template.innerHTML = fragments[selector];
      var replacement = template.content.firstElementChild;
      if (!replacement) return;
      document.querySelectorAll(selector).forEach(function (element) {
        element.replaceWith(replacement.cloneNode(true));
      });
    });
  }

  function updateOrderReview() {
    // WooCommerce aborts the previous update too: only the last answer may show.
    if (inFlight) inFlight.abort();
    var controller = (inFlight = new AbortController());
    var review = document.getElementById('order_review');
    var form = document.querySelector('form.checkout');
    var body = new URLSearchParams({ security: params.update_order_review_nonce });
    if (form) {
      var method = form.querySelector('input[name="payment_method"]:checked');
      if (method) body.set('payment_method', method.value);
      body.set('post_data', new URLSearchParams(new FormData(form)).toString());
    }
    if (review) {
      review.classList.add('processing');
      review.setAttribute('aria-busy', 'true');
    }
    fetch(params.wc_ajax_url.replace('%%endpoint%%', 'update_order_review'), {
      method: 'POST',
      credentials: 'same-origin',
      body: body,
      signal: controller.signal,
    })
      .then(function (response) {
        if (!response.ok) throw new Error('update_order_review answered ' + response.status);
        return response.json();
      })
      .then(function (data) {
        if (data.reload === true || data.reload === 'true') {
          window.location.reload();
          return;
        }
        replaceFragments(data.fragments);
        document.body.dispatchEvent(new CustomEvent('updated_checkout', { bubbles: true, detail: [data] }));
      })
      .catch(function (error) {
        if (error.name !== 'AbortError') console.error('[demo checkout]', error);
      })
      .finally(function () {
        if (inFlight !== controller) return;
        inFlight = null;
        var current = document.getElementById('order_review');
        if (current) {
          current.classList.remove('processing');
          current.removeAttribute('aria-busy');
        }
      });
  }

  document.body.addEventListener('update_checkout', updateOrderReview);
})();

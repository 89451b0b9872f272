// A stand-in for WooCommerce's checkout.js, reduced to what the widgets rely on: placing the order
// (issue 17, at the end) and, for the cart widget (§2.7): after a cart change on checkout the
// widget raises `update_checkout`, and the checkout script recalculates the order review. Like WooCommerce's script it posts
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

  // Placing the order (issue 17), as checkout.js's submit handler does: the whole form serialized,
  // POSTed to `?wc-ajax=checkout`; `success` follows `redirect`, `failure` shows `messages` above
  // the form (WooCommerce's own notice markup from the server) or reloads when asked to. Other
  // scripts' submit listeners (order attribution fills its inputs) run first: this one is added last.
  var submitting = false;
  function showMessages(html) {
    var form = document.querySelector('form.checkout');
    if (!form) return;
    document.querySelectorAll('.woocommerce-NoticeGroup-checkout').forEach(function (old) { old.remove(); });
    var group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    // The server's notice markup, as WooCommerce's script prepends it (jQuery .prepend of HTML).
    var template = document.createElement('template');
    template.innerHTML = html;
    group.append(template.content);
    form.prepend(group);
    group.scrollIntoView({ block: 'nearest' });
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('form.checkout')) return;
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    form.classList.add('processing');
    fetch(params.wc_ajax_url.replace('%%endpoint%%', 'checkout'), {
      method: 'POST',
      credentials: 'same-origin',
      body: new URLSearchParams(new FormData(form)),
    })
      .then(function (response) { return response.json(); })
      .then(function (result) {
        if (result.result === 'success' && typeof result.redirect === 'string') {
          window.location.assign(result.redirect);
          return;
        }
        if (result.reload === true) { window.location.reload(); return; }
        showMessages(result.messages || '');
        submitting = false;
        form.classList.remove('processing');
      })
      .catch(function (error) {
        console.error('[demo checkout]', error);
        submitting = false;
        form.classList.remove('processing');
      });
  });
})();

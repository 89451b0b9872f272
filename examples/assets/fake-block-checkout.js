// A stand-in for WooCommerce's checkout block on the demo's block-checkout page (issue 17):
// `wp.data` with a `wc/store/checkout` store holding extension data
// (`__internalSetExtensionData(namespace, data, replace)`, `getExtensionData()`), `subscribe`
// listeners called on every store change and when a store registers, and
// `wc.wcBlocksData.CHECKOUT_STORE_KEY`. Placing the order POSTs the Store API checkout with the
// billing fields and `extensions` from the store (as the block's checkout processor does), then
// follows `payment_result.redirect_url`, or shows the error message as text. With
// `data-late-store` on its script tag the store registers only after the page has loaded (WooCommerce
// Blocks registers its stores when its bundle runs, which may be after order attribution starts).
// Not part of Talat.
(function () {
  'use strict';
  var STORE_KEY = 'wc/store/checkout';
  var script = document.currentScript;
  var late = script && script.hasAttribute('data-late-store');
  var middleware = window.wcBlocksMiddlewareConfig || {};
  var listeners = [];
  var stores = {};

  function notify() {
    listeners.slice().forEach(function (listener) {
      try {
        listener();
      } catch (error) {
        console.error('[demo block checkout] a subscriber failed', error);
      }
    });
  }

  window.wp = window.wp || {};
  window.wp.data = {
    subscribe: function (listener) {
      listeners.push(listener);
      return function () {
        var index = listeners.indexOf(listener);
        if (index !== -1) listeners.splice(index, 1);
      };
    },
    // @wordpress/data answers nothing useful for a store that is not registered.
    dispatch: function (name) {
      return stores[name] ? stores[name].actions : undefined;
    },
    select: function (name) {
      return stores[name] ? stores[name].selectors : undefined;
    },
  };

  var extensionData = {};
  function registerCheckoutStore() {
    stores[STORE_KEY] = {
      actions: {
        __internalSetExtensionData: function (namespace, data, replace) {
          var next = replace ? {} : Object.assign({}, extensionData[namespace]);
          extensionData[namespace] = Object.assign(next, data);
          notify();
        },
      },
      selectors: {
        getExtensionData: function () {
          return extensionData;
        },
      },
    };
    window.wc = window.wc || {};
    window.wc.wcBlocksData = { CHECKOUT_STORE_KEY: STORE_KEY };
    document.documentElement.setAttribute('data-demo-checkout-store', 'registered');
    notify();
  }

  if (!late) registerCheckoutStore();
  else
    window.addEventListener('load', function () {
      setTimeout(registerCheckoutStore, 1500);
    });

  function billingAddress(root) {
    var address = {};
    root.querySelectorAll('input[data-address-key]').forEach(function (input) {
      address[input.getAttribute('data-address-key')] = input.value.trim();
    });
    return address;
  }

  function showError(root, text) {
    var notice = root.querySelector('.wc-block-components-notice-banner');
    if (!notice) return;
    notice.hidden = false;
    notice.textContent = text;
  }

  var placing = false;
  function placeOrder(button) {
    var root = button.closest('.wp-block-woocommerce-checkout');
    if (placing || !root) return;
    if (!stores[STORE_KEY]) {
      // The real block renders its button only once its stores exist; the demo waits for them.
      var stop = window.wp.data.subscribe(function () {
        if (!stores[STORE_KEY]) return;
        stop();
        placeOrder(button);
      });
      return;
    }
    placing = true;
    button.setAttribute('aria-disabled', 'true');
    fetch('/wp-json/wc/store/v1/checkout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Nonce: middleware.storeApiNonce || '' },
      body: JSON.stringify({ billing_address: billingAddress(root), payment_method: 'bacs', extensions: extensionData }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (result) {
        var redirect = result && result.payment_result && result.payment_result.redirect_url;
        if (redirect) {
          window.location.assign(redirect);
          return;
        }
        showError(root, (result && result.message) || 'สั่งซื้อไม่สำเร็จ');
        placing = false;
        button.removeAttribute('aria-disabled');
      })
      .catch(function (error) {
        console.error('[demo block checkout]', error);
        showError(root, 'สั่งซื้อไม่สำเร็จ');
        placing = false;
        button.removeAttribute('aria-disabled');
      });
  }

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('.wc-block-components-checkout-place-order-button') : null;
    if (button) placeOrder(button);
  });
})();

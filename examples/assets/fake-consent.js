// A stand-in for the WP Consent API plugin's script (Really-Simple-Plugins/wp-consent-level-api
// assets/js/wp-consent-api.js, commit 0028f9bc; docs/research/woocommerce-checkout-orders.md) and a
// one-checkbox consent "banner" for the demo shop (issue 17). The API part behaves as the plugin's:
// `wp_has_consent(category)` reads the `wp_consent_<category>` cookie under `wp_consent_type`
// (else the localized fallback `consent_api.consent_type`): no type = everything allowed, opt-out
// with no cookie = allowed, otherwise only 'allow' is; `wp_set_consent(category, value)` writes the
// cookie for `consent_api.cookie_expiration` days and raises `wp_listen_for_consent_change` on
// `document` with `detail[category] = value` (an array carrying a named property, as the plugin's).
// Loaded on every page once the demo's `?consent=1` switch is on. Not part of Talat.
(function () {
  'use strict';
  var config = window.consent_api || { consent_type: 'optin', waitfor_consent_hook: false, cookie_expiration: 30 };
  window.wp_fallback_consent_type = config.consent_type;
  window.waitfor_consent_hook = config.waitfor_consent_hook;

  function getCookie(category) {
    var name = 'wp_consent_' + category + '=';
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(name) === 0) return part.substring(name.length);
    }
    return '';
  }

  function setCookie(name, value) {
    var date = new Date(Date.now() + config.cookie_expiration * 24 * 60 * 60 * 1000);
    var secure = window.location.protocol === 'https:' ? ';secure' : '';
    document.cookie = name + '=' + value + secure + ';expires=' + date.toUTCString() + ';path=/';
  }

  window.wp_has_consent = function (category) {
    var type = typeof window.wp_consent_type !== 'undefined' ? window.wp_consent_type : window.wp_fallback_consent_type;
    var value = getCookie(category);
    if (!type) return true;
    if (type.indexOf('optout') !== -1 && value === '') return true;
    return value === 'allow';
  };

  window.wp_set_consent = function (category, value) {
    if (value !== 'allow' && value !== 'deny') return;
    // As the plugin's: the event is raised only for a real change.
    var unchanged = getCookie(category) === value;
    setCookie('wp_consent_' + category, value);
    if (unchanged) return;
    var changed = [];
    changed[category] = value;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: changed }));
  };

  // The demo's banner: one labelled checkbox for the marketing category, in the footer. A real
  // banner also defines the consent type; this one uses the plugin's fallback.
  function showToggle() {
    var footer = document.querySelector('.site-footer') || document.body;
    var box = document.createElement('p');
    box.className = 'demo-switches talat-demo-consent';
    var label = document.createElement('label');
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'talat-demo-consent-marketing';
    input.checked = window.wp_has_consent('marketing');
    input.addEventListener('change', function () {
      window.wp_set_consent('marketing', input.checked ? 'allow' : 'deny');
    });
    label.append(input, ' ยินยอมให้ใช้คุกกี้เพื่อการตลาด (WP Consent API: marketing)');
    box.append(label);
    footer.append(box);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showToggle);
  else showToggle();
})();

// Stand-in for the WP Consent API's script (Really-Simple-Plugins/wp-consent-level-api
// assets/js/wp-consent-api.js at a9dcf40): the recipe keeps it. What the attribution widget relies
// on, as the real one does it: the localized consent_api (consent_type as the fallback type, the
// cookie prefix), wp_has_consent( category ) from the `<prefix>_<category>` cookie, and
// wp_set_consent(), which a consent banner calls and which raises wp_listen_for_consent_change with
// an Array carrying the category as a property. It does not set window.wp_consent_type: a banner does.
window.wp_fallback_consent_type = consent_api.consent_type;
window.waitfor_consent_hook = consent_api.waitfor_consent_hook;

function consent_api_get_cookie(name) {
  var cookies = document.cookie.split(';');
  for (var i = 0; i < cookies.length; i++) {
    var cookie = cookies[i].trim();
    if (cookie.indexOf(name + '=') === 0) return cookie.substring(name.length + 1);
  }
  return '';
}

function wp_has_consent(category) {
  var consent_type = typeof window.wp_consent_type !== 'undefined' ? window.wp_consent_type : window.wp_fallback_consent_type;
  var value = consent_api_get_cookie(consent_api.cookie_prefix + '_' + category);
  if (!consent_type) return true;
  if (consent_type.indexOf('optout') !== -1 && value === '') return true;
  return value === 'allow';
}

function wp_set_consent(category, value) {
  if (value !== 'allow' && value !== 'deny') return;
  var name = consent_api.cookie_prefix + '_' + category;
  var previous = consent_api_get_cookie(name);
  document.cookie = name + '=' + value + ';expires=' + new Date(Date.now() + consent_api.cookie_expiration * 864e5).toUTCString() + ';path=/';
  if (previous === value) return;
  var changed = [];
  changed[category] = value;
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: changed }));
}

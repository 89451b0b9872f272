// Stand-in for the WP Consent API's script (Really-Simple-Plugins/wp-consent-level-api
// assets/js/wp-consent-api.js): the recipe keeps it. Only what the attribution widget reads:
// wp_has_consent( category ) from the wp_consent_<category> cookie and consent_api.consent_type.
window.wp_consent_type = window.consent_api ? window.consent_api.consent_type : false;
window.wp_has_consent = function (category) {
  var match = document.cookie.match(new RegExp('(?:^|; )wp_consent_' + category + '=([^;]*)'));
  var value = match ? match[1] : '';
  if (!window.wp_consent_type) return true;
  if (window.wp_consent_type.indexOf('optout') !== -1 && value !== 'deny') return true;
  return value === 'allow';
};

/*
 * The demo shop's stand-in for Meta's pixel library (connect.facebook.net/…/fbevents.js), loaded by
 * the theme's base-code stub (examples/pages/extras/pixel.ts; issue 17). It does what the real
 * library does to the stub, as far as Talat can see: takes over the calls (`fbq.callMethod`) and
 * works through the queue the stub kept, then empties it. It sends nothing anywhere: every call is
 * recorded, as plain data, in `window.__talatPixelCalls` for the e2e tests. It shows nothing,
 * unless the page asks with `?pixel_log=1`: then a small text list of the calls at the page's end.
 */
(function () {
  'use strict';
  var fbq = window.fbq;
  if (typeof fbq !== 'function' || typeof fbq.callMethod === 'function') return;
  var calls = (window.__talatPixelCalls = window.__talatPixelCalls || []);
  var log = /[?&]pixel_log=1(&|$)/.test(window.location.search) ? document.createElement('ol') : null;

  /** A JSON copy: what a pixel sends is data, never a live object of the page. */
  function plain(value) {
    try {
      return JSON.parse(JSON.stringify(value === undefined ? null : value));
    } catch {
      return String(value);
    }
  }

  function record(args) {
    var call = [];
    for (var i = 0; i < args.length; i += 1) call.push(plain(args[i]));
    calls.push(call);
    if (log) {
      var item = document.createElement('li');
      item.textContent = JSON.stringify(call);
      log.appendChild(item);
    }
  }

  fbq.callMethod = function () {
    record(arguments);
  };
  var queued = Array.isArray(fbq.queue) ? fbq.queue : [];
  fbq.queue = [];
  for (var i = 0; i < queued.length; i += 1) record(queued[i]);

  if (log) {
    log.className = 'fake-pixel-log';
    log.setAttribute('aria-label', 'Pixel calls (demo)');
    var show = function () {
      document.body.appendChild(log);
    };
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
  }
})();

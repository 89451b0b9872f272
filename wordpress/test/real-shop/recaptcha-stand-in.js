/*
 * A stand-in for Google's reCAPTCHA v2 widget (https://www.google.com/recaptcha/api.js), which this
 * offline machine cannot load. The real-shop test serves it in place of Google's script, to Talat
 * and to the plugins' own scripts alike. Its API as Google documents it: render(container,
 * parameters) draws the "I'm not a robot" box and returns a widget id; ticking it gives the token
 * the test's mu-plugin accepts as Google's siteverify would; getResponse(id) and reset(id).
 * api.js calls window[onload] when loaded with ?onload=…&render=explicit, and renders every
 * .g-recaptcha[data-sitekey] itself otherwise.
 */
(function () {
  var TOKEN = 'talat-test-recaptcha-token';
  var widgets = [];
  function render(container, parameters) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    var id = widgets.length;
    var label = document.createElement('label');
    label.className = 'talat-test-recaptcha';
    // Google's box is in an iframe of its own: it has no name, so no form sends it.
    var box = document.createElement('input');
    box.type = 'checkbox';
    label.append(box, " I'm not a robot");
    // Google's hidden answer, as its api.js prints it: scripts find it by its id, name or class
    // (Lead Form Builder's by `.g-recaptcha-response`).
    var response = document.createElement('textarea');
    response.id = id === 0 ? 'g-recaptcha-response' : 'g-recaptcha-response-' + id;
    response.name = 'g-recaptcha-response';
    response.className = 'g-recaptcha-response';
    response.hidden = true;
    element.append(label, response);
    var widget = { box: box, response: response, parameters: parameters || {} };
    box.addEventListener('change', function () {
      response.value = box.checked ? TOKEN : '';
      var callback = box.checked ? widget.parameters.callback : widget.parameters['expired-callback'];
      if (typeof callback === 'string') callback = window[callback];
      if (typeof callback === 'function') callback(response.value);
    });
    widgets.push(widget);
    return id;
  }
  function widget(id) {
    return widgets[id === undefined ? 0 : id];
  }
  window.grecaptcha = {
    render: render,
    getResponse: function (id) {
      var found = widget(id);
      return found ? found.response.value : '';
    },
    reset: function (id) {
      var found = widget(id);
      if (found) {
        found.box.checked = false;
        found.response.value = '';
      }
    },
    ready: function (callback) {
      callback();
    },
  };
  var script = document.currentScript;
  var query = script ? new URL(script.src).searchParams : new URLSearchParams();
  var onload = query.get('onload');
  function start() {
    if (query.get('render') !== 'explicit') {
      document.querySelectorAll('.g-recaptcha[data-sitekey]').forEach(function (element) {
        render(element, { sitekey: element.getAttribute('data-sitekey'), callback: element.getAttribute('data-callback') || undefined });
      });
    }
    if (onload && typeof window[onload] === 'function') window[onload]();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();

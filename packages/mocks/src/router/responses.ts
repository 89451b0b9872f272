// Responses the way WordPress writes them, shared by the router, the fault effects and every
// endpoint so status codes, content types and error bodies never drift between endpoints.

const JSON_TYPE = 'application/json; charset=UTF-8';
const HTML_TYPE = 'text/html; charset=UTF-8';

/**
 * Cookies a response sets, kept beside it: a browser drops `Set-Cookie` from a Response it
 * constructs (a forbidden header), so under msw's service worker the header alone would never
 * reach the page. The msw adapter reads them from here and hands them to msw's HttpResponse,
 * which writes them to document.cookie; Node keeps the header as well.
 */
const setCookies = new WeakMap<Response, string[]>();

export function cookiesSetBy(response: Response): string[] {
  return setCookies.get(response) ?? response.headers.getSetCookie?.() ?? [];
}

/** `wp_send_json()` / a REST response body. */
export function wpJson(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  merged.set('Content-Type', JSON_TYPE);
  const cookies = new Headers(headers).getSetCookie?.() ?? [];
  const response = new Response(JSON.stringify(data), { status, headers: merged });
  if (cookies.length > 0) setCookies.set(response, cookies);
  return response;
}

/** `wp_send_json_success()`: `{ success: true, data }`. */
export function wpJsonSuccess(data?: unknown, status = 200): Response {
  return wpJson(data === undefined ? { success: true } : { success: true, data }, status);
}

/** `wp_send_json_error()`: `{ success: false, data }`. */
export function wpJsonError(data?: unknown, status = 200): Response {
  return wpJson(data === undefined ? { success: false } : { success: false, data }, status);
}

/** A `WP_Error` as the REST API serialises it: `{ code, message, data: { status } }`. */
export function wpErrorResponse(code: string, message: string, status: number): Response {
  return wpJson({ code, message, data: { status } }, status);
}

/** `wp_die( $text, $status )` in an AJAX request: the bare text (admin-ajax's '0' and '-1'). */
export function wpDie(text: string, status: number): Response {
  return new Response(text, { status, headers: { 'Content-Type': HTML_TYPE } });
}

/**
 * What a PHP notice printed before `wp_send_json()` looks like: the JSON content type is already
 * promised, but the body does not parse. This is the real-world cause of `invalid_json`.
 */
export function brokenJson(status = 200): Response {
  const body =
    '<br />\n<b>Warning</b>:  Undefined array key "match" in ' +
    '<b>/var/www/html/wp-content/plugins/example/example.php</b> on line <b>42</b><br />\n{"suggestions":[';
  return new Response(body, { status, headers: { 'Content-Type': JSON_TYPE } });
}

import { describe, expect, it } from 'vitest';
import { defineAjaxAction, defineRestRoute, defineWcAjax, type EndpointHandler } from './router/registry';
import { wpJson } from './router/responses';
import { createFakeShop } from './shop';
import { ajaxGet, ajaxPost, BASE } from './test-fixtures';
import { createFakeWordPress } from './wordpress';

// Echo endpoints show exactly what the router handed over.
const echo: EndpointHandler = (req) =>
  wpJson({
    kind: req.kind,
    endpoint: req.endpoint,
    method: req.method,
    params: req.params,
    routeParams: req.routeParams,
    files: Object.keys(req.files),
    json: req.json ?? null,
  });

const wordpress = createFakeWordPress(createFakeShop(), {
  endpoints: [
    defineAjaxAction('echo', echo),
    defineAjaxAction('other', echo),
    defineWcAjax('add_to_cart', echo),
    defineRestRoute(['GET', 'PATCH'], '/wp/v2/users/:id', echo),
  ],
});

async function handled(request: Request): Promise<Response> {
  const response = await wordpress.handle(request);
  if (!response) throw new Error(`not handled: ${request.url}`);
  return response;
}

const json = async (request: Request): Promise<Record<string, unknown>> =>
  (await (await handled(request)).json()) as Record<string, unknown>;

describe('router: admin-ajax (§2.1 /wp-admin/admin-ajax.php)', () => {
  it('dispatches by the action in the query string', async () => {
    expect(await json(ajaxGet({ action: 'echo', match: 'ขวด' }))).toMatchObject({
      kind: 'admin-ajax',
      endpoint: 'echo',
      method: 'GET',
      params: { action: 'echo', match: 'ขวด' },
    });
  });

  it('dispatches by the action in a form-encoded body', async () => {
    expect(await json(ajaxPost({ action: 'echo', qty: '2' }))).toMatchObject({ method: 'POST', params: { qty: '2' } });
  });

  it('dispatches by the action in a multipart body and keeps files apart', async () => {
    const form = new FormData();
    form.set('action', 'echo');
    form.set('order_id', '42');
    form.set('slip', new File(['png'], 'slip.png', { type: 'image/png' }));
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php`, { method: 'POST', body: form });
    expect(await json(request)).toMatchObject({ params: { action: 'echo', order_id: '42' }, files: ['slip'] });
  });

  it('lets the body action win over the query one, as $_REQUEST does', async () => {
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php?action=other`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'echo' }),
    });
    expect(await json(request)).toMatchObject({ endpoint: 'echo' });
  });

  it("answers an unknown or missing action with '0' and 400, like WordPress", async () => {
    for (const request of [ajaxGet({ action: 'nope' }), ajaxGet({}), ajaxPost({ match: 'x' })]) {
      const response = await handled(request);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('0');
    }
  });

  it('does not read an action from a JSON body (PHP does not parse JSON into $_REQUEST)', async () => {
    const request = new Request(`${BASE}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'echo' }),
    });
    expect((await handled(request)).status).toBe(400);
  });

  it('serves WordPress installed in a sub-directory', async () => {
    const request = new Request(`${BASE}/shop/wp-admin/admin-ajax.php?action=echo`);
    expect(await json(request)).toMatchObject({ endpoint: 'echo' });
  });
});

describe('router: wc-ajax (§2.1 /?wc-ajax={endpoint})', () => {
  it('dispatches by the wc-ajax query param with the body as params', async () => {
    const request = new Request(`${BASE}/?wc-ajax=add_to_cart`, {
      method: 'POST',
      body: new URLSearchParams({ product_id: '101', quantity: '10' }),
    });
    expect(await json(request)).toMatchObject({
      kind: 'wc-ajax',
      endpoint: 'add_to_cart',
      params: { 'wc-ajax': 'add_to_cart', product_id: '101', quantity: '10' },
    });
  });

  it('answers an unknown endpoint with 200 and an empty body, as WooCommerce does', async () => {
    const response = await handled(new Request(`${BASE}/?wc-ajax=nope`, { method: 'POST' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('router: REST (§2.1 /wp-json/, §7 REST client behaviour)', () => {
  it('matches a route pattern and strips _locale', async () => {
    expect(await json(new Request(`${BASE}/wp-json/wp/v2/users/me?_locale=user&context=edit`))).toMatchObject({
      kind: 'rest',
      endpoint: '/wp/v2/users/me',
      params: { context: 'edit' },
      routeParams: { id: 'me' },
    });
    const body = await json(new Request(`${BASE}/wp-json/wp/v2/users/me?_locale=user`));
    expect(body.params).not.toHaveProperty('_locale');
  });

  it('accepts plain-permalink ?rest_route= addresses', async () => {
    expect(await json(new Request(`${BASE}/?rest_route=/wp/v2/users/3`))).toMatchObject({ routeParams: { id: '3' } });
  });

  it('honours X-HTTP-Method-Override on POST and merges JSON body scalars into params', async () => {
    const request = new Request(`${BASE}/wp-json/wp/v2/users/me`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'PATCH', 'Content-Type': 'application/json' },
      body: JSON.stringify({ meta: { a: 1 }, locale: 'th' }),
    });
    expect(await json(request)).toMatchObject({
      method: 'PATCH',
      params: { locale: 'th' },
      json: { meta: { a: 1 }, locale: 'th' },
    });
  });

  it('answers an unknown route or method with rest_no_route 404', async () => {
    for (const request of [
      new Request(`${BASE}/wp-json/wp/v2/nope`),
      new Request(`${BASE}/wp-json/wp/v2/users/me`, { method: 'DELETE' }),
    ]) {
      const response = await handled(request);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it('answers a broken JSON body with rest_invalid_json 400', async () => {
    const request = new Request(`${BASE}/wp-json/wp/v2/users/me`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'PATCH', 'Content-Type': 'application/json' },
      body: '{"meta":',
    });
    const response = await handled(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_invalid_json' });
  });
});

describe('router: everything else', () => {
  it('returns undefined for pages and static files so they pass through', async () => {
    const real = createFakeWordPress(createFakeShop());
    for (const path of ['/', '/product/serum-30ml-vitamin-c/', '/talat/live-search.js', '/?s=ขวด&post_type=product']) {
      expect(await real.handle(new Request(`${BASE}${path}`))).toBeUndefined();
    }
  });

  it('serves the default endpoints when none are given', async () => {
    const real = createFakeWordPress(createFakeShop());
    const response = await real.handle(ajaxGet({ action: 'thaps_ajax_get_search_value', match: 'ยาดม' }));
    expect(response?.status).toBe(200);
    expect((await real.handle(new Request(`${BASE}/mock-media/product-101.svg`)))?.status).toBe(200);
  });

  it('refuses two endpoints for one action', () => {
    const twice = [defineAjaxAction('a', echo), defineAjaxAction('a', echo)];
    expect(() => createFakeWordPress(createFakeShop(), { endpoints: twice })).toThrow(/defined twice/);
  });
});

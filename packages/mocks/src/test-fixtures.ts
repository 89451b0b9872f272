// Small hand-made catalogue and request builders for this package's tests (not exported).
import type { Catalogue, Product } from './catalogue/types';

export const BASE = 'http://shop.test';

export function product(id: number, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    slug: `product-${id}`,
    name,
    sku: `SKU-${id}`,
    price: 100,
    regularPrice: 100,
    categories: [2],
    tags: [],
    image: `/mock-media/product-${id}.svg`,
    shortDescription: 'คำอธิบายสั้น',
    stockStatus: 'instock',
    minQty: 1,
    maxQty: null,
    ...extra,
  };
}

export function tinyCatalogue(products: readonly Product[]): Catalogue {
  return {
    products,
    productCategories: [
      { id: 1, slug: 'packaging', name: 'บรรจุภัณฑ์', parent: null, image: '/mock-media/category-packaging.svg' },
      { id: 2, slug: 'roll-on', name: 'ขวดลูกกลิ้ง', parent: 1, image: '/mock-media/category-roll-on.svg' },
    ],
    postCategories: [{ id: 101, slug: 'glass-tips', name: 'วิธีเลือกขวดแก้ว' }],
  };
}

export function ajaxGet(params: Record<string, string>, init: RequestInit = {}): Request {
  return new Request(`${BASE}/wp-admin/admin-ajax.php?${new URLSearchParams(params)}`, init);
}

export function ajaxPost(params: Record<string, string>, init: RequestInit = {}): Request {
  return new Request(`${BASE}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(params), ...init });
}

export async function readJson(response: Response | undefined): Promise<unknown> {
  if (!response) throw new Error('no response');
  return (await response.json()) as unknown;
}

/** A wc-ajax call as cart-fragments.js / add-to-cart.js send it: POST, form body, cookies. */
export function wcAjaxPost(endpoint: string, params: Record<string, string> = {}, cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie !== undefined) headers.set('Cookie', cookie);
  return new Request(`${BASE}/?wc-ajax=${endpoint}`, { method: 'POST', body: new URLSearchParams(params), ...init, headers });
}

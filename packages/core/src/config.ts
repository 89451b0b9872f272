/**
 * Widget configuration, read from five places. Later sources win, so the most specific setting a
 * site builder wrote is the one used (decision recorded in docs/decisions.md):
 *
 *   1. the widget's defaults (SPEC §9 values, and WooCommerce's own option defaults);
 *   2. what every page of the site prints whatever scripts were dequeued: WooCommerce's
 *      `woocommerce_params` (`ajax_url` → ajaxUrl, `wc_ajax_url` → wcAjaxUrl; printed with the
 *      `woocommerce` script wherever it is printed: under the recipe only on cart and checkout,
 *      elsewhere the recipe's block carries both) and WordPress's
 *      `<link rel="https://api.w.org/" href="…">` in <head> (→ restRoot);
 *   3. the globals WordPress prints for the plugin being replaced, while its script is still
 *      enqueued (`wc_add_to_cart_params`, `wpcf7`, `th_advance_product_search_options`, …);
 *   4. the JSON block `<script type="application/json" id="talat-config">` — its top-level shared
 *      keys (ajaxUrl, wcAjaxUrl, restRoot, restNonce, locale) and then its section for the widget;
 *   5. `data-*` attributes on the mount element.
 *
 * WordPress prints a script's localized params only while that script is enqueued, so once the
 * replaced scripts are dequeued (README "Pointing the widgets at a real WordPress") sources 2 and 4
 * are what a page has.
 *
 * A missing or malformed config logs one console error naming the widget and the key, and the
 * widget stays unmounted so the server markup keeps working as it did without JavaScript.
 */

export const CONFIG_ELEMENT_ID = 'talat-config';
const SHARED_KEYS = ['ajaxUrl', 'wcAjaxUrl', 'restRoot', 'restNonce', 'locale'] as const;

export type ConfigValues = Record<string, unknown>;

export interface WidgetConfigSpec<T extends ConfigValues> {
  /** Widget name as it appears in console errors, e.g. 'live-search'. */
  widget: string;
  /** The widget's section in the JSON block, e.g. 'liveSearch'. */
  section: string;
  defaults: Partial<T>;
  /** Reads the replaced plugin's own global, if the page prints one. */
  fromGlobals?: (globals: Record<string, unknown>) => Partial<T>;
  /** Reads the mount element's data-* attributes. */
  fromDataset?: (dataset: DOMStringMap) => Partial<T>;
  /** Keys without which the widget cannot work. */
  required: ReadonlyArray<keyof T & string>;
  /** Checks values; returns what is wrong (naming the key), or nothing when all is well. */
  validate?: (config: T) => string | undefined;
}

export type ConfigResult<T> = { ok: true; config: T } | { ok: false; error: string };

/**
 * Only a JSON <script> counts: markup inserted later (a fragment's `<div id="talat-config">`)
 * would win a plain id lookup when it comes first in the page (issue 10). The scripts are walked
 * rather than queried with `script#talat-config`, which some selector engines answer from the
 * first element with the id.
 */
function configBlock(doc: Document): HTMLScriptElement | undefined {
  return Array.from(doc.getElementsByTagName('script')).find((script) => script.id === CONFIG_ELEMENT_ID && script.type === 'application/json');
}

/** Parses the page's JSON block (or gives {} when the page has none). */
export function readConfigBlock(doc: Document = document): ConfigValues | Error {
  const text = configBlock(doc)?.textContent ?? null;
  let values: ConfigValues | Error = {};
  if (text !== null && text.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      values = isRecord(parsed) ? parsed : new Error(`#${CONFIG_ELEMENT_ID} must hold a JSON object`);
    } catch (error) {
      values = new Error(`#${CONFIG_ELEMENT_ID} is not valid JSON (${(error as Error).message})`);
    }
  }
  return values;
}

export function readWidgetConfig<T extends ConfigValues>(
  spec: WidgetConfigSpec<T>,
  element: HTMLElement | null,
  doc: Document = document,
): ConfigResult<T> {
  const block = readConfigBlock(doc);
  if (block instanceof Error) return fail(spec.widget, block.message);

  const shared: ConfigValues = {};
  for (const key of SHARED_KEYS) if (block[key] !== undefined) shared[key] = block[key];
  const section = block[spec.section];
  const globals = pageGlobals(doc);

  const config = {
    ...spec.defaults,
    ...readSiteConfig(doc),
    ...withoutUndefined(spec.fromGlobals?.(globals) ?? {}),
    ...shared,
    ...(isRecord(section) ? section : {}),
    ...withoutUndefined((element && spec.fromDataset?.(element.dataset)) ?? {}),
  } as T;

  for (const key of spec.required) {
    const value = config[key];
    if (value === undefined || value === null || value === '') {
      return fail(spec.widget, `missing config key "${key}"`);
    }
  }
  const problem = spec.validate?.(config);
  return problem ? fail(spec.widget, problem) : { ok: true, config };
}

function pageGlobals(doc: Document): Record<string, unknown> {
  return (doc.defaultView ?? globalThis) as unknown as Record<string, unknown>;
}

/** The link relation WordPress's rest_output_link_wp_head() prints with the REST root. */
export const REST_API_LINK_REL = 'https://api.w.org/';

/**
 * Source 2: the shared keys every page of a WordPress + WooCommerce site prints, whichever plugin
 * scripts were dequeued. Only a plain `woocommerce_params` object counts (an element with that id
 * is not config), and only a <link> in <head>, where wp_head() prints it: markup inserted into the
 * body later (a fragment) cannot move the REST root.
 */
export function readSiteConfig(doc: Document = document): ConfigValues {
  const woocommerce = pageGlobals(doc).woocommerce_params;
  const params = isRecord(woocommerce) ? woocommerce : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return withoutUndefined({ ajaxUrl: text(params.ajax_url), wcAjaxUrl: text(params.wc_ajax_url), restRoot: restApiLink(doc) });
}

function restApiLink(doc: Document): string | undefined {
  const links = doc.head ? Array.from(doc.head.getElementsByTagName('link')) : [];
  const link = links.find((element) => (element.getAttribute('rel') ?? '').trim().toLowerCase() === REST_API_LINK_REL);
  const href = link?.getAttribute('href');
  if (!href) return undefined;
  try {
    const url = new URL(href, doc.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function fail<T>(widget: string, message: string): ConfigResult<T> {
  const error = `[Talat] ${widget}: ${message}; not mounted.`;
  console.error(error);
  return { ok: false, error };
}

/**
 * A plain data object: what JSON and `wp_localize_script` give. Elements and collections are not
 * records: a missing global can be shadowed by an element with that id (`window.wpcf7` as a <form>).
 */
export function isRecord(value: unknown): value is ConfigValues {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Dataset helpers: attribute values are strings, widgets want typed values. */
export function datasetBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === '' || value === 'true' || value === '1' || value === 'yes';
}

export function datasetNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

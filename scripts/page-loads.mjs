// What each demo page fetches of Talat by the time it is idle, as the manifest and the loading rules
// decide it (issue 30): the first load of every widget whose tag the page prints (decision 505:
// a widget's tag only where its markup is), plus, for each widget that must start at once there
// (decisions 503, 504), its lazy load and the parts it asks for at start. Nothing else comes until
// the shopper shows intent. `.size-limit.mjs` holds each page to a budget from this model, and
// e2e/load-on-intent.spec.ts proves the model against what each demo page really requests.

/** The tags every demo page prints (the header search, the side cart, the footer lead form, …). */
const EVERY_PAGE = ['live-search', 'cart', 'lead-form', 'wishlist', 'compare', 'page-extras', 'attribution'];
/** The parts every page asks for once it has loaded: the attribution's pixel and panel part (decision 511). */
const EVERY_PAGE_AFTER_LOAD = ['after-load'];

/**
 * Per page: `tags` beyond EVERY_PAGE, `atStart` the widgets that load their lazy part before any
 * sign (the attribution counts the visit everywhere), `parts` the named lazy chunks those ask for
 * at start (layers.json names; the markup door's engine as Chromium takes it, decision 502).
 */
export const PAGE_LOADS = {
  listing: { tags: [], atStart: ['attribution'], parts: [] },
  product: { tags: [], atStart: ['attribution'], parts: [] },
  // The wishlist page's own behaviour (its table, its share links) runs at once where its table is.
  wishlist: { tags: [], atStart: ['attribution', 'wishlist'], parts: ['wishlist-page', 'field-message'] },
  contact: { tags: ['contact-form'], atStart: ['attribution'], parts: [] },
  // A cart from before the page: its fragments are refreshed at once (decision 504), through the door.
  cart: { tags: [], atStart: ['attribution', 'cart'], parts: ['native-sanitizer', 'markup-policy'] },
  // The classic checkout's attribution element: its fields' part at once (decision 511).
  checkout: { tags: [], atStart: ['attribution', 'cart'], parts: ['native-sanitizer', 'markup-policy', 'checkout-fields'] },
  // Password fields: the page extras' show-password buttons are there at once (needed-at-start.ts),
  // with every behaviour whose markup the demo's account page prints (the theme's extras are on
  // every demo page; no category dropdown here), and the runtime the banner's dismissal runs on (its
  // REST client comes only at the pointer, focus or press on its control, decision 513).
  account: {
    tags: ['documents'],
    atStart: ['attribution', 'page-extras'],
    parts: [
      ...['sticky-header', 'scroll-to-top', 'side-menu', 'custom-cursor', 'coming-soon-banner', 'password-toggle', 'field-descriptions', 'notices-scroll', 'language-switcher', 'motion'].map(
        (behaviour) => `page-extras-${behaviour}`,
      ),
      'runtime',
    ],
  },
  // The payment form still prefetches at idle (its form is the page), with its date picker.
  'confirm-payment': { tags: ['payment-form'], atStart: ['attribution', 'payment-form'], parts: ['ui-calendar'] },
};

/** The files (relative to dist/talat/) `page` fetches by idle, sorted. */
export function pageFilesByIdle(manifest, layers, page) {
  const loads = PAGE_LOADS[page];
  if (!loads) throw new Error(`page-loads: no page ${page}`);
  const widget = (name) => {
    const entry = manifest[name];
    if (!entry) throw new Error(`page-loads: ${name} is not in manifest.json; run npm run build`);
    return entry;
  };
  const files = [...EVERY_PAGE, ...loads.tags].flatMap((name) => widget(name).firstLoad);
  for (const name of loads.atStart) files.push(...(widget(name).interactiveLoad ?? []));
  for (const part of [...loads.parts, ...EVERY_PAGE_AFTER_LOAD]) {
    if (!layers[part]) throw new Error(`page-loads: no ${part} chunk in layers.json`);
    files.push(layers[part]);
  }
  return [...new Set(files)].sort();
}

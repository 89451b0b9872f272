// The debug panel itself (loaded only under the switch, see index.ts): the 16 fields with the
// values the checkouts will post, as TEXT in a table with a caption, and whether tracking is on.
// It reads the order-attribution part's published values (checkout/published-values.ts), so it
// shows exactly what the inputs and the block store receive, and follows consent changes.
import { attributionValues, trackingState, type TrackingState } from '../checkout/published-values';
import type { AttributionContext } from '../context';
import { ATTRIBUTION_FIELDS, DEFAULT_FIELD_PREFIX, type AttributionValues } from '../fields';
import { debugTranslator, type DebugText } from './text';
import type { Translate } from '@talat/core';

/** Where the panel goes: before the checkout it describes, else at the end of the main content. */
const CHECKOUTS = 'form.checkout, .wp-block-woocommerce-checkout';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function statusText(state: TrackingState, t: Translate<DebugText>): string {
  if (state.pending) return t('pending');
  return state.allowed ? t('on') : t('off');
}

/** Builds the panel; returns it with an `update` that rewrites the rows and the status. */
export function buildDebugPanel(doc: Document, prefix: string, hasCheckout: boolean, t: Translate<DebugText>) {
  const panel = element(doc, 'section');
  panel.className = 'talat-attribution-debug';
  panel.setAttribute('data-talat-attribution-debug', '');
  panel.setAttribute('aria-labelledby', 'talat-attribution-debug-title');
  Object.assign(panel.style, { border: '2px dashed currentColor', padding: '0.75rem', margin: '1rem 0', fontSize: '0.875rem', maxWidth: '100%', overflowWrap: 'anywhere' });
  const title = element(doc, 'h2', t('title'));
  title.id = 'talat-attribution-debug-title';
  Object.assign(title.style, { fontSize: '1rem', margin: '0 0 0.5rem' });
  const status = element(doc, 'p');
  status.setAttribute('role', 'status');
  status.setAttribute('data-talat-attribution-debug-status', '');
  const note = element(doc, 'p', hasCheckout ? t('checkoutHere') : t('noCheckout'));
  const table = element(doc, 'table');
  Object.assign(table.style, { borderCollapse: 'collapse', width: '100%' });
  table.append(element(doc, 'caption', t('caption')));
  const head = element(doc, 'thead');
  const headRow = element(doc, 'tr');
  headRow.append(element(doc, 'th', t('fieldColumn')), element(doc, 'th', t('valueColumn')));
  headRow.querySelectorAll('th').forEach((th) => th.setAttribute('scope', 'col'));
  head.append(headRow);
  const body = element(doc, 'tbody');
  const cells = new Map<string, HTMLTableCellElement>();
  for (const field of ATTRIBUTION_FIELDS) {
    const row = element(doc, 'tr');
    row.setAttribute('data-field', field);
    const name = element(doc, 'th', `${prefix}${field}`);
    name.setAttribute('scope', 'row');
    Object.assign(name.style, { textAlign: 'start', fontWeight: 'normal', fontFamily: 'monospace', paddingInlineEnd: '0.75rem' });
    const value = element(doc, 'td');
    cells.set(field, value);
    row.append(name, value);
    body.append(row);
  }
  table.append(head, body);
  panel.append(title, status, note, table);

  const update = (values: AttributionValues, state: TrackingState) => {
    status.textContent = statusText(state, t);
    for (const field of ATTRIBUTION_FIELDS) {
      const cell = cells.get(field)!;
      const value = values[field];
      // Only ever text: the values come from the URL, the referrer and cookies.
      cell.textContent = value === null || value === '' ? t('empty') : value;
      cell.toggleAttribute('data-empty', value === null || value === '');
    }
  };
  return { panel, update };
}

export function showDebugPanel({ doc, config }: AttributionContext): () => void {
  const checkout = doc.querySelector(CHECKOUTS);
  const { panel, update } = buildDebugPanel(doc, config.fieldPrefix || DEFAULT_FIELD_PREFIX, checkout !== null, debugTranslator(config.locale, doc));
  const render = () => update(attributionValues.get(), trackingState.get());
  render();
  if (checkout) checkout.before(panel);
  else (doc.querySelector('main') ?? doc.body).append(panel);
  const stops = [attributionValues.listen(render), trackingState.listen(render)];
  return () => {
    stops.forEach((stop) => stop());
    panel.remove();
  };
}

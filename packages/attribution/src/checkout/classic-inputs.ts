// Classic checkout (§2.7, §3 Order attribution): the hidden `<prefix><field>` inputs inside every
// `<wc-order-attribution-inputs>` WooCommerce prints (checkout form, My Account registration form),
// also one inserted later, as when `update_checkout` re-renders the checkout.
import type { Published } from './published-values';
import { ATTRIBUTION_FIELDS, type AttributionValues } from '../fields';

/** The element WooCommerce prints into every form that posts attribution (OrderAttributionController::stamp_html_element). */
export const ATTRIBUTION_INPUTS_ELEMENT = 'wc-order-attribution-inputs';

type Values = Partial<Record<string, string | null | undefined>>;

interface AttributionInputsElement extends HTMLElement {
  values: Values | undefined;
}

/** The posted text of one value: '' for null or missing (as WooCommerce's `stringifyFalsyInputValue`). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The element's hidden inputs, one per field, in field order: the ones it holds are reused
 * (server-stamped or ours from before), missing ones created. Built with DOM methods only.
 */
function stampInputs(element: HTMLElement, prefix: string): Map<string, HTMLInputElement> {
  const existing = new Map<string, HTMLInputElement>();
  for (const input of element.querySelectorAll('input')) if (!existing.has(input.name)) existing.set(input.name, input);
  const inputs = new Map<string, HTMLInputElement>();
  for (const field of ATTRIBUTION_FIELDS) {
    const name = `${prefix}${field}`;
    let input = existing.get(name);
    if (!input) {
      input = element.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      element.append(input);
    }
    inputs.set(field, input);
  }
  return inputs;
}

function writeInputs(element: HTMLElement, prefix: string, values: Values | undefined): void {
  for (const [field, input] of stampInputs(element, prefix)) input.value = asText(values?.[field]);
}

/**
 * Defines `<wc-order-attribution-inputs>` as WooCommerce's script does, unless something already
 * has (WooCommerce's own script left on the page: then its element is filled through its setter).
 * A `values` set on the element before the definition is kept through the upgrade.
 */
function defineAttributionInputs(win: Window, prefix: string): void {
  const registry = win.customElements;
  if (!registry || registry.get(ATTRIBUTION_INPUTS_ELEMENT)) return;
  const Base = (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement;
  class AttributionInputs extends Base implements AttributionInputsElement {
    private current: Values | undefined;
    constructor() {
      super();
      if (Object.prototype.hasOwnProperty.call(this, 'values')) {
        const early = (this as { values?: Values }).values;
        delete (this as { values?: Values }).values;
        this.values = early;
      }
    }
    connectedCallback() {
      writeInputs(this, prefix, this.current);
    }
    get values() {
      return this.current;
    }
    set values(values: Values | undefined) {
      this.current = values;
      if (this.isConnected) writeInputs(this, prefix, values);
    }
  }
  registry.define(ATTRIBUTION_INPUTS_ELEMENT, AttributionInputs);
}

const holdsInputsElement = (node: Node) => node instanceof Element && (node.localName === ATTRIBUTION_INPUTS_ELEMENT || node.querySelector(ATTRIBUTION_INPUTS_ELEMENT) !== null);

/**
 * Fills every `<wc-order-attribution-inputs>` with the values now and whenever they change (a
 * consent change), and each one inserted later. Each element gets its own copy of the values.
 */
export function startClassicInputs(doc: Document, values: Published<AttributionValues>, prefix: string): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  defineAttributionInputs(win, prefix);
  const fill = (elements: Iterable<Element>) => {
    const snapshot = values.get();
    for (const element of elements) (element as AttributionInputsElement).values = { ...snapshot };
  };
  const fillAll = () => fill(doc.querySelectorAll(ATTRIBUTION_INPUTS_ELEMENT));
  fillAll();
  const stopListening = values.listen(fillAll);
  const observer = new win.MutationObserver((records) => {
    if (records.some((record) => Array.from(record.addedNodes).some(holdsInputsElement))) fillAll();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    stopListening();
  };
}

/**
 * The lazily loaded half of the door where the browser has no Sanitizer of its own: DOMPurify
 * (cure53) with the policy of policy.ts. Loaded by door.ts with a dynamic import, so its ~12 KB
 * gzip never weigh on a widget's first load (docs/decisions.md "Server markup: DOMPurify, parsed
 * once"); where the browser has the HTML Sanitizer API, native-sanitizer.ts is loaded instead.
 *
 * Markup is parsed once, in DOMPurify's inert document, cleaned as nodes and those same nodes are
 * inserted: nothing is serialised and parsed again, which is where mutation XSS lives.
 */
import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent, type UponSanitizeElementHookEvent } from 'dompurify';
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, isNamedForm, isRefusedAttribute, URL_ATTRIBUTES } from './policy';
import { doorOf, oncePerWindow, type MarkupDoor, type MarkupOptions, type PageWindow } from './door-shape';
import { isAllowedUrlAttribute } from './markup-url';

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  // No MathML: the namespace-confusion family of mutation XSS needs it, and no shop markup uses it.
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: FORBIDDEN_ELEMENTS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  SANITIZE_DOM: true,
  RETURN_DOM_FRAGMENT: true,
};

/** A printable document keeps its <style>: it lives in its own window, not on the shop's page. */
const PRINTABLE_CONFIG: typeof CONFIG = { ...CONFIG, FORBID_TAGS: FORBIDDEN_ELEMENTS.filter((tag) => tag !== 'style') };

/** The page's door, made once per window (DOMPurify binds to the window it is given). */
export const markupDoorFor = oncePerWindow(createMarkupDoor);

function createMarkupDoor(win: PageWindow): MarkupDoor {
  const purify = createDOMPurify(win);
  // DOMPurify hands the markup back untouched when the browser lacks what it needs: refuse instead.
  if (!purify.isSupported) throw new Error('[Talat] server markup: this browser cannot sanitise markup; it is not shown');
  let options: MarkupOptions = {};
  addPolicyHooks(purify, win, () => options);

  function clean(input: string | Node, callOptions: MarkupOptions = {}): DocumentFragment {
    const outer = options;
    options = callOptions;
    try {
      // DOMPurify returns null when the markup left no <body> to clean (a <frameset> replaces it).
      return purify.sanitize(input, callOptions.printable ? PRINTABLE_CONFIG : CONFIG) ?? win.document.createDocumentFragment();
    } finally {
      options = outer;
    }
  }

  return doorOf({
    clean: (html, callOptions) => clean(html, callOptions),
    parsePage: (page) => new win.DOMParser().parseFromString(page, 'text/html'),
    // DOMPurify clones the node into its own inert document (no second parse) and cleans it.
    cleanPart: (part, callOptions) => clean(part, callOptions),
  });
}

function addPolicyHooks(purify: DOMPurify, win: PageWindow, current: () => MarkupOptions): void {
  const getAttribute = win.Element.prototype.getAttribute;

  purify.addHook('uponSanitizeElement', (node: Node, data: UponSanitizeElementHookEvent) => {
    if (data.tagName !== 'form') return;
    // Read through the prototype: a field named `className` would shadow the form's property.
    const classes = (getAttribute.call(node as Element, 'class') ?? '').split(/\s+/).filter(Boolean);
    // Set for every form of the call, so each is judged on its own classes (the set is per call).
    data.allowedTags.form = isNamedForm(classes, current().forms ?? []);
  });

  purify.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
    const name = data.attrName;
    const value = data.attrValue;
    const tag = node.nodeName.toLowerCase();
    if (isRefusedAttribute(name, value, current().printable === true) || (URL_ATTRIBUTES.has(name) && !isAllowedUrlAttribute(tag, name, value, win.document.baseURI))) data.keepAttr = false;
  });
}

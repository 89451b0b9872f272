/**
 * The policy pass of the native door (issue 30): run over nodes the browser's Sanitizer already
 * parsed inert and cleaned of what it calls unsafe (scripts, frames, `on*` handlers, `javascript:`
 * URLs), it applies what DOMPurify's profiles and our hooks do on the other path (sanitizer.ts), so
 * both engines give the same markup on every case of test-fixtures.ts (docs/decisions.md 502; what
 * still differs, lists against DOMPurify's allow-lists, is written there):
 *
 * - policy.ts, as on the DOMPurify path (forbidden elements and attributes, forms a caller did not
 *   name, URL attributes, reserved ids and names, `data-talat-*`, overlay styles);
 * - what DOMPurify does besides: no MathML, no custom or unknown elements (unwrapped), no
 *   attribute value that starts with a scheme outside http(s)/mailto/tel, no id or name that
 *   clobbers `document` or a form, no element out of its namespace (an SVG shape outside <svg>, HTML
 *   inside an SVG shape), no attribute value that would end a comment or a raw-text element if a
 *   theme copied the markup through innerHTML, no comments;
 * - the elements and attributes browsers act on that DOMPurify's allow-lists never had and the
 *   Sanitizer, which keeps what it does not call unsafe, would keep (the lists below, read off
 *   DOMPurify 3.4 in Chromium 156).
 *
 * Every node is read through the prototypes, never its own properties: a <form> with an
 * `<input name="attributes">` would otherwise hand this pass the input instead of its attributes.
 */
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, isNamedForm, isRefusedAttribute, URL_ATTRIBUTES } from './policy';
import type { MarkupOptions, PageWindow } from './door-shape';
import { isAllowedUrlAttribute } from './markup-url';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Elements DOMPurify's HTML and SVG profiles do not allow and a browser renders or acts on (lower
 * case). <title> only outside <svg>: in the body it is never a document's title.
 */
export const UNLISTED_ELEMENTS = [
  'portal',
  'fencedframe',
  'selectedcontent',
  'geolocation',
  'permission',
  'keygen',
  'xmp',
  'plaintext',
  'listing',
  'applet',
  'bgsound',
  'frame',
  'frameset',
  'param',
  'foreignobject',
  'feimage',
  'use',
  // SVG animation like <set>: it removes the element it points at (a WooCommerce button) from the page.
  'discard',
];

/**
 * Attributes DOMPurify's allow-lists do not have and a browser acts on: focus stealers, links that
 * open elsewhere or ping, editing, fetch hints, <meta>'s refresh, anchors and declarative shadow
 * roots (lower case).
 */
export const UNLISTED_ATTRIBUTES = [
  'autofocus',
  'target',
  'ping',
  'interestfor',
  'contenteditable',
  'accesskey',
  'referrerpolicy',
  'fetchpriority',
  'http-equiv',
  'imagesrcset',
  'itemprop',
  'xml:base',
  'writingsuggestions',
  'autocorrect',
  'anchor',
  'elementtiming',
  'blocking',
  'shadowrootmode',
  'shadowrootdelegatesfocus',
  'virtualkeyboardpolicy',
  'focusgroup',
  'closedby',
];

/**
 * In this pass, removed with what they hold, as DOMPurify does (its FORBID_CONTENTS); every other
 * refused element is unwrapped. The Sanitizer before it removes every element of its
 * `removeElements` with its content, so on the native door only <noscript> is unwrapped of the
 * listed ones (the pass unwraps the rest when it runs alone, as in jsdom).
 */
const REMOVED_WITH_CONTENT = new Set(['style', 'template', 'title', 'xmp', 'plaintext', 'foreignobject', 'frameset', 'noembed', 'noframes', 'selectedcontent', 'script', 'iframe']);

/** Attribute values DOMPurify never checks against the scheme rule: they are not URLs. */
const NOT_URL_ATTRIBUTES = new Set(['alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'style', 'xmlns']);

/** DOMPurify's whitespace, stripped before the scheme rule (a scheme split by spaces or controls is still one). */
// oxlint-disable-next-line no-control-regex -- the control characters are what is stripped
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** A value that would close a comment or a raw-text element when the markup is serialised and parsed again. */
const CLOSES_RAW_TEXT = /((--!?|])>)|<\/(style|title|textarea)/i;

/** The browser's Sanitizer removes these first; listed so the pass alone is whole (and testable without it). */
const SCRIPT_LIKE_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'noembed', 'noframes'];

const REFUSED_ELEMENTS = new Set([...FORBIDDEN_ELEMENTS, ...UNLISTED_ELEMENTS, ...SCRIPT_LIKE_ELEMENTS]);
const REFUSED_ATTRIBUTES = new Set([...FORBIDDEN_ATTRIBUTES, ...UNLISTED_ATTRIBUTES]);
/** Where HTML may sit inside SVG. */
const SVG_TEXT_HOSTS = new Set(['desc', 'title']);

/** Cleans `root` in place: what the door inserts is what is left in it. */
export function applyMarkupPolicy(root: DocumentFragment, win: PageWindow, options: MarkupOptions): void {
  const { Element: ElementOf, Node: NodeOf, DocumentFragment: FragmentOf } = win;
  const read = <T>(proto: object, name: string) => Object.getOwnPropertyDescriptor(proto, name)!.get as (this: Node) => T;
  const localName = read<string>(ElementOf.prototype, 'localName');
  const namespace = read<string | null>(ElementOf.prototype, 'namespaceURI');
  const parentNode = read<Node | null>(NodeOf.prototype, 'parentNode');
  const childNodes = read<NodeListOf<ChildNode>>(NodeOf.prototype, 'childNodes');
  const nodeType = read<number>(NodeOf.prototype, 'nodeType');
  const shadowRoot = read<ShadowRoot | null>(ElementOf.prototype, 'shadowRoot');
  const { getAttribute, getAttributeNames, hasAttribute, removeAttribute, remove, replaceWith } = ElementOf.prototype;
  const printable = options.printable === true;
  const refused = printable ? new Set([...REFUSED_ELEMENTS].filter((name) => name !== 'style')) : REFUSED_ELEMENTS;
  const base = win.document.baseURI;
  const blankForm = win.document.createElement('form');

  /** A form whose fields shadow its own DOM properties goes whole, as DOMPurify removes a clobbered form. */
  const isClobbered = (form: Element) =>
    Array.from(ElementOf.prototype.querySelectorAll.call(form, '[name], [id]')).some((field) => [getAttribute.call(field, 'name'), getAttribute.call(field, 'id')].some((value) => value !== null && value in blankForm));
  const nameOf = (element: Element) => localName.call(element).toLowerCase();
  const unwrap = (element: Element) => replaceWith.apply(element, Array.from(childNodes.call(element)));

  /** Whether `element` sits where its namespace may (DOMPurify's namespace check, on the parsed tree). */
  const inItsNamespace = (element: Element, name: string): boolean => {
    const ns = namespace.call(element);
    const parent = parentNode.call(element);
    const parentIsElement = parent !== null && nodeType.call(parent) === 1;
    const parentNs = parentIsElement ? namespace.call(parent) : HTML_NAMESPACE;
    if (ns === SVG_NAMESPACE) return parentNs === SVG_NAMESPACE || name === 'svg';
    if (ns === HTML_NAMESPACE) return parentNs === HTML_NAMESPACE || SVG_TEXT_HOSTS.has(nameOf(parent as Element));
    return false;
  };

  const keepsAttribute = (tag: string, name: string, value: string): boolean => {
    if (name.startsWith('on') || REFUSED_ATTRIBUTES.has(name) || isRefusedAttribute(name, value, printable)) return false;
    if (CLOSES_RAW_TEXT.test(value)) return false;
    if ((name === 'id' || name === 'name') && (value in win.document || value in blankForm)) return false;
    if (URL_ATTRIBUTES.has(name)) return isAllowedUrlAttribute(tag, name, value, base);
    if (name.startsWith('data-') || name.startsWith('aria-') || NOT_URL_ATTRIBUTES.has(name)) return true;
    return value === '' || ALLOWED_URI.test(value.replace(ATTRIBUTE_WHITESPACE, ''));
  };

  const elements = FragmentOf.prototype.querySelectorAll.call(root, '*');
  for (const element of Array.from(elements)) {
    // Gone with an ancestor removed before it (document order: ancestors come first).
    if (!NodeOf.prototype.contains.call(root, element)) continue;
    const tag = nameOf(element);
    // A shadow root the parser built is a tree this pass does not walk (native-sanitizer.ts keeps
    // the parser from building one; this is the second lock).
    const outOfPlace = !inItsNamespace(element, tag) || shadowRoot.call(element) !== null;
    if (outOfPlace || (refused.has(tag) && REMOVED_WITH_CONTENT.has(tag)) || (tag === 'title' && namespace.call(element) === HTML_NAMESPACE)) {
      remove.call(element);
      continue;
    }
    if (tag === 'form' && isClobbered(element)) {
      remove.call(element);
      continue;
    }
    const classes = (getAttribute.call(element, 'class') ?? '').split(/\s+/).filter(Boolean);
    if (refused.has(tag) || isUnknownElement(element, tag, hasAttribute) || (tag === 'form' && !isNamedForm(classes, options.forms ?? []))) {
      unwrap(element);
      continue;
    }
    for (const attribute of getAttributeNames.call(element)) {
      if (!keepsAttribute(tag, attribute.toLowerCase(), getAttribute.call(element, attribute) ?? '')) removeAttribute.call(element, attribute);
    }
  }
  removeComments(root, win);
}

/**
 * A custom element (a theme's definition would upgrade it once in the page), one HTML does not
 * know, or a built-in asking to be a custom one (`is`): the element keeps that wish when the
 * attribute is removed, so it goes and its content stays.
 */
function isUnknownElement(element: Element, tag: string, hasAttribute: (this: Element, name: string) => boolean): boolean {
  return tag.includes('-') || hasAttribute.call(element, 'is') || Object.prototype.toString.call(element) === '[object HTMLUnknownElement]';
}

function removeComments(root: DocumentFragment, win: PageWindow): void {
  const walker = win.document.createTreeWalker(root, win.NodeFilter.SHOW_COMMENT | win.NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  const found: Node[] = [];
  while (walker.nextNode()) found.push(walker.currentNode);
  for (const node of found) (node as ChildNode).remove();
}

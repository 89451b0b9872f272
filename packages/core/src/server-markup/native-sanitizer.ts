/**
 * The lazily loaded half of the door where the browser has the HTML Sanitizer API (issue 30):
 * `Document.parseHTML` parses the markup once, in a document of its own that runs and loads
 * nothing, and cleans it with a Sanitizer that removes what policy.ts forbids on top of the
 * browser's safe baseline (scripts, frames, handlers, `javascript:` URLs). The policy pass
 * (native-policy.ts) then applies the rest of the policy to those nodes, and the same nodes are
 * inserted: nothing is serialised and parsed again. DOMPurify (sanitizer.ts) is never fetched.
 */
import { doorOf, oncePerWindow, type MarkupDoor, type MarkupOptions, type PageWindow } from './door-shape';
import { applyMarkupPolicy, UNLISTED_ELEMENTS } from './native-policy';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS } from './policy';

/** The Sanitizer API as Chromium ships it (not yet in TypeScript's DOM types). */
interface SanitizerConfig {
  removeElements: Array<{ name: string; namespace: string }>;
  replaceWithChildrenElements: Array<{ name: string; namespace: string }>;
  removeAttributes: string[];
  comments: boolean;
}
type SanitizerWindow = PageWindow & {
  Sanitizer: new (config: SanitizerConfig) => object;
  Document: { parseHTML(html: string, options: { sanitizer: object }): Document };
};

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** SVG names keep their case in the SVG namespace; policy.ts lists them in lower case. */
const SVG_NAMES = ['animateColor', 'animateMotion', 'animateTransform', 'foreignObject', 'feImage'];
const inBothNamespaces = (name: string) => {
  const svgName = SVG_NAMES.find((candidate) => candidate.toLowerCase() === name) ?? name;
  return [
    { name, namespace: HTML_NAMESPACE },
    { name: svgName, namespace: SVG_NAMESPACE },
  ];
};

/**
 * The Sanitizer's part of the policy, the first of two passes: what it removes never reaches the
 * policy pass. <noscript> is unwrapped (its content, parsed as markup in the inert document, is
 * cleaned like the rest), and a printable document keeps its <style>.
 */
function sanitizerConfig(printable: boolean, handlers: string[]): SanitizerConfig {
  const removed = [...FORBIDDEN_ELEMENTS, ...UNLISTED_ELEMENTS].filter((name) => name !== 'noscript' && !(printable && name === 'style'));
  return {
    removeElements: removed.flatMap(inBothNamespaces),
    replaceWithChildrenElements: [{ name: 'noscript', namespace: HTML_NAMESPACE }],
    removeAttributes: [...FORBIDDEN_ATTRIBUTES, ...handlers],
    comments: false,
  };
}

/**
 * Every attribute name starting with "on" that `html` could hold, as the HTML tokenizer reads
 * names (ASCII lower case, NUL as U+FFFD, up to whitespace, `/`, `>` or `=`), found at every
 * position so one never hides another. The Sanitizer is told to remove them itself: Chromium 156's
 * safe baseline crashes the tab when it meets one of the handler names of other interfaces
 * (`onstart`, `onreadystatechange`, `onicecandidate`… 102 of the 236 `on*` names on its interfaces; decision 502), and every
 * `on*` attribute goes anyway (the policy pass). A name found in text or a value is removed from
 * nothing.
 */
function handlerNames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/(?=(on[^\t\n\f\r />=]*))/gi)) names.add(match[1]!.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replaceAll('\0', '\uFFFD'));
  return [...names];
}

/**
 * `parseHTML` builds declarative shadow roots (`<template shadowrootmode>`), and the Sanitizer
 * cleans them with its configuration only: the policy pass, which walks the light tree, would
 * never see them, and a closed one cannot even be found. So the attribute that asks for one never
 * reaches the parser: the tokenizer reads attribute names as written but for ASCII case, so every
 * way of writing it is this word, renamed to a `data-talat-` attribute, which the pass removes
 * (and its <template> goes, as every <template> does). The word in a shop's text would read
 * `data-talat-dsd`; no shop writes it.
 */
function withoutDeclarativeShadowRoots(html: string): string {
  return html.replace(/shadowrootmode/gi, 'data-talat-dsd');
}

/** The page's door, made once per window. */
export const markupDoorFor = oncePerWindow(createNativeDoor);

function createNativeDoor(pageWindow: PageWindow): MarkupDoor {
  const win = pageWindow as SanitizerWindow;
  const parse = (markup: string, options: MarkupOptions) => {
    const html = withoutDeclarativeShadowRoots(markup);
    return win.Document.parseHTML(html, { sanitizer: new win.Sanitizer(sanitizerConfig(options.printable === true, handlerNames(html))) });
  };

  /** `nodes` moved into a fragment of their document and cleaned by the policy pass. */
  function cleaned(owner: Document, nodes: Node[], options: MarkupOptions): DocumentFragment {
    const fragment = owner.createDocumentFragment();
    fragment.append(...nodes);
    applyMarkupPolicy(fragment, win, options);
    return fragment;
  }

  /** A <body>'s children, or the part itself; nothing when a <frameset> took the body's place. */
  function cleanPart(part: Node, options: MarkupOptions): DocumentFragment {
    const owner = part.ownerDocument ?? win.document;
    if (part.nodeName === 'FRAMESET') return owner.createDocumentFragment();
    return cleaned(owner, part.nodeName === 'BODY' ? Array.from(part.childNodes) : [part], options);
  }

  return doorOf({
    clean(html, options) {
      // `<body>` first, so markup that would go to the head (<meta>, <style>…) lands in the body, as
      // DOMPurify parses it, and is cleaned there; the parser is then in the body, so a fragment's
      // leading whitespace stays, and a later <frameset> is ignored rather than replacing the body.
      const parsed = parse(`<body>${html}`, options);
      return cleanPart(parsed.body ?? parsed.createDocumentFragment(), options);
    },
    parsePage: (page, options) => parse(page, options),
    cleanPart,
  });
}

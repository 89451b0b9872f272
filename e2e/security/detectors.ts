import type { LabFinding, LabState, LabTools, LabWindow } from './types';

/**
 * The security lab of the e2e suite (issue 10): detectors that see any script a piece of markup
 * manages to run in real Chromium, and a static scan of what the markup left in the DOM.
 *
 * Detectors, installed before any page script (addInitScript, so they are not subject to the
 * page's CSP and markup cannot run before them):
 * - recorders in place of alert/confirm/prompt/print/open/document.write(ln);
 * - every `securitypolicyviolation` event of a report-only CSP (`script-src 'nonce-…' 'self'
 *   'report-sample'`): any inline handler compiled to run, javascript: URL, inline script or eval
 *   is reported. Chromium also reports an inline handler (and a <base>) when it merely *parses*
 *   one, in the sanitiser's inert document too: those come before a fence (see `fence`) and are
 *   counted apart as parse reports (isParseReport);
 * - every script error (an ErrorEvent on window means some script ran, even a broken one).
 * Dialogs that still open (a frame the recorders cannot reach) and navigations of the main frame
 * are recorded on the Playwright side (watchPage).
 *
 * After markup is in, `exercise` fires every event type the browser has a handler attribute for
 * (on* of HTMLElement and SVGElement) on every inserted element, focuses it and clicks it (a
 * bubbling listener prevents navigation after the element's own handlers ran, except for a link
 * to a javascript: URL, which is let run so the detectors see it), waits a second for timers, then
 * scans every inserted element (open shadow roots and template contents included).
 */

export function installLab(): void {
  const win = window as LabWindow;
  if (win.__lab) return;
  let topWindow: LabWindow | undefined;
  try {
    topWindow = window.top && window.top !== window ? (window.top as LabWindow) : undefined;
    void topWindow?.__lab;
  } catch {
    // A cross-origin frame: leave its natives alone, so a dialog it opens reaches page.on('dialog').
    return;
  }
  if (topWindow) {
    if (!topWindow.__lab) return;
    // A same-origin child frame reports into the top window's lab.
    Object.defineProperty(win, '__lab', { value: topWindow.__lab });
  } else {
    const state: LabState = { hits: [], violations: [], current: -1, phase: 'load', guardNavigation: true, hostEvents: {} };
    Object.defineProperty(win, '__lab', { value: state });
  }
  const lab = win.__lab!;
  const text = (value: unknown) => {
    try {
      return String(value).slice(0, 160);
    } catch {
      return '?';
    }
  };
  const probes = new WeakMap<Node, number>();
  const probeOf = (node: unknown): number | null => {
    let current = node instanceof Node ? node : null;
    while (current) {
      const probe = probes.get(current);
      if (probe !== undefined) return probe;
      current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
    }
    return null;
  };
  /** The payload a hit belongs to: the target of the event being handled, else the one being worked on. */
  const attribute = () => {
    const event = (topWindow ?? win).event;
    return (event ? probeOf(event.composedPath()[0]) : null) ?? lab.current;
  };
  const record = (kind: string, detail: unknown) => lab.hits.push({ kind, detail: text(detail), probe: attribute(), phase: lab.phase });

  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(win, name, {
      configurable: true,
      writable: true,
      value: function recorder(message?: unknown) {
        record(name, message);
        return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
      },
    });
  }
  win.open = function recorder(url?: string | URL) {
    record('open', url);
    return null;
  };
  const doc = win.document;
  doc.write = function recorder(...parts: string[]) {
    record('document.write', parts.join(''));
  };
  doc.writeln = function recorder(...parts: string[]) {
    record('document.writeln', parts.join(''));
  };
  // eval and Function are left alone: Playwright's own evaluate uses them. The CSP (no
  // 'unsafe-eval') reports any eval, Function or string timer a payload reaches.
  // A script that ran and threw is a script that ran.
  win.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record('script-error', `${event.message} @${event.filename}:${event.lineno}`);
  });

  if (topWindow) return;

  // ---- Tools (top window only). ------------------------------------------------------------
  const fencesSeen = new Set<string>();
  doc.addEventListener(
    'securitypolicyviolation',
    (event) => {
      // Only the browser's own reports (the events phase dispatches this type too).
      if (!event.isTrusted) return;
      const fence = /lab-fence-\d+/.exec(event.sample)?.[0];
      if (fence) {
        fencesSeen.add(fence);
        return;
      }
      lab.violations.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: text(event.blockedURI),
        sample: text(event.sample),
        probe: probeOf(event.composedPath()[0]) ?? lab.current,
        phase: lab.phase,
      });
    },
    true,
  );
  for (const name of ['wc_fragments_refreshed', 'wc_fragments_loaded', 'wc_fragments_ajax_error']) {
    doc.addEventListener(name, () => (lab.hostEvents[name] = (lab.hostEvents[name] ?? 0) + 1));
  }

  const XLINK = 'http://www.w3.org/1999/xlink';
  const linkOf = (event: Event): Element | undefined =>
    event.composedPath().find((node): node is Element => node instanceof Element && (node.localName === 'a' || node.localName === 'area') && (node.hasAttribute('href') || node.hasAttributeNS(XLINK, 'href')));
  const isScriptUrl = (value: string | null) => {
    try {
      return value !== null && new URL(value, doc.baseURI).protocol === 'javascript:';
    } catch {
      return false;
    }
  };
  // After the target's own handlers (bubbling, on window): no navigation away from the lab,
  // except a javascript: link, which is let run so the detectors see what it does.
  win.addEventListener('click', (event) => {
    if (!lab.guardNavigation) return;
    const link = linkOf(event);
    if (link && isScriptUrl(link.getAttribute('href') ?? link.getAttributeNS(XLINK, 'href'))) return;
    event.preventDefault();
  });
  win.addEventListener('submit', (event) => {
    if (lab.guardNavigation) event.preventDefault();
  });

  // Every event type the browser has a handler attribute for, plus SMIL's.
  const eventTypes = new Set<string>(['begin', 'end', 'repeat', 'focus', 'click', 'DOMActivate', 'DOMContentLoaded', 'SVGLoad']);
  for (const proto of [HTMLElement.prototype, SVGElement.prototype, HTMLBodyElement.prototype, Document.prototype, Window.prototype]) {
    for (let object: object | null = proto; object && object !== Object.prototype; object = Object.getPrototypeOf(object) as object | null) {
      for (const key of Object.getOwnPropertyNames(object)) if (key.startsWith('on')) eventTypes.add(key.slice(2));
    }
  }
  // Navigation-ish events stay out: the lab page itself must not unload.
  for (const skip of ['beforeunload', 'unload', 'pagehide']) eventTypes.delete(skip);
  // Ours to listen to: a synthetic one would only be ignored.
  eventTypes.delete('securitypolicyviolation');
  const types = [...eventTypes];

  // Names a DOM-clobbering id or name would shadow (taken before any markup is in the page).
  const domNames = new Set<string>();
  for (const start of [doc, doc.createElement('form')]) {
    for (let object: object | null = start; object; object = Object.getPrototypeOf(object) as object | null) {
      for (const key of Object.getOwnPropertyNames(object)) domNames.add(key);
    }
  }

  const elementsIn = (root: Node): Element[] => {
    const out: Element[] = [];
    const walk = (node: Node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.nodeType !== 1) continue;
        const element = child as Element;
        out.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
        if (element instanceof HTMLTemplateElement) walk(element.content);
        walk(element);
      }
    };
    walk(root);
    return out;
  };

  const FORBIDDEN = new Set([
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'fencedframe',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'animate',
    'animatemotion',
    'animatetransform',
    'animatecolor',
    'set',
  ]);
  const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'data', 'background', 'cite', 'longdesc', 'usemap', 'codebase']);
  const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

  const scan = (root: Node, allowForms: string[] = []) => {
    const found: Array<{ kind: string; detail: string }> = [];
    for (const element of elementsIn(root)) {
      const tag = element.localName.toLowerCase();
      if (FORBIDDEN.has(tag)) found.push({ kind: 'forbidden-element', detail: `<${element.localName}>` });
      if (tag === 'form' && !allowForms.some((name) => element.classList.contains(name))) found.push({ kind: 'form-element', detail: `<form class="${text(element.getAttribute('class'))}">` });
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        const where = `<${element.localName} ${attribute.name}="${text(value)}">`;
        if (name.startsWith('on')) found.push({ kind: 'event-handler-attribute', detail: where });
        if (name === 'srcdoc') found.push({ kind: 'srcdoc', detail: where });
        if (name === 'form' || name === 'formaction') found.push({ kind: 'form-attribute', detail: where });
        // The door's own mark, on what it put in (the root's children), is the one data-talat-* allowed.
        const doorMark = name === 'data-talat-server-markup' && value === '' && element.parentNode === root;
        if (name.startsWith('data-talat') && !doorMark) found.push({ kind: 'talat-attribute', detail: where });
        if ((name === 'id' || name === 'name') && domNames.has(value)) found.push({ kind: 'clobbering-name', detail: where });
        if (URL_ATTRIBUTES.has(name) || attribute.localName.toLowerCase() === 'href') {
          let protocol = 'unparsable';
          try {
            protocol = new URL(value, doc.baseURI).protocol;
          } catch {
            // stays 'unparsable'
          }
          const dataImage = tag === 'img' && element.namespaceURI === 'http://www.w3.org/1999/xhtml' && name === 'src' && /^\s*data:image\//i.test(value);
          if (!SAFE_PROTOCOLS.has(protocol) && !dataImage) found.push({ kind: 'unsafe-url', detail: `${where} -> ${protocol}` });
        }
      }
    }
    return found;
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /**
   * Chromium before 150 reports an inline handler to the CSP when the attribute is *set*, in any
   * document of the window, inert ones included (DOMParser, <template>), and again when the
   * handler is compiled to run; Chromium 150 reports only the compile. So with an older Chromium
   * parsing `<img onerror=…>` to clean it raises a script-src-attr report though nothing runs.
   * The fence: a report of our own, queued after the sanitiser's; once it is in, every report of
   * the parse has come, and any later one is a handler compiled (or a javascript: URL, an eval…)
   * after the markup was in. Its handler is compiled by a click on a detached element, which
   * reports in every version (and runs `void "…"`, which does nothing).
   */
  let fences = 0;
  const fence = async () => {
    const id = `lab-fence-${++fences}`;
    const marker = doc.createElement('i');
    marker.setAttribute('onclick', `void "${id}"`);
    marker.click();
    for (let waited = 0; waited < 10_000; waited += 10) {
      if (fencesSeen.has(id)) return;
      await sleep(10);
    }
    throw new Error('the CSP fence report never came (is the report-only CSP with report-sample on this page?)');
  };

  const fire = (element: Element): number => {
    let count = 0;
    for (const type of types) {
      const event =
        type === 'click' || type === 'dblclick' || type === 'auxclick' || type === 'contextmenu'
          ? new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, view: win })
          : new Event(type, { bubbles: false, cancelable: true });
      try {
        element.dispatchEvent(event);
      } catch {
        // a handler threw: the error listener has it
      }
      count++;
    }
    try {
      (element as HTMLElement).focus?.();
      (element as HTMLElement).blur?.();
    } catch {
      // ignore
    }
    return count;
  };

  const tools: LabTools = {
    register(container, probe) {
      probes.set(container, probe);
    },
    probeOf,
    scan,
    elementsIn,
    async exercise(entries, options = {}) {
      // Reports of what the sanitiser parsed come in as tasks after it ran: they all belong to
      // the insert phase, which ends once a fence report queued after them is in.
      await fence();
      let events = 0;
      lab.phase = 'events';
      for (const { probe, root } of entries) {
        lab.current = probe;
        for (const element of elementsIn(root)) events += fire(element);
      }
      lab.current = -1;
      lab.phase = 'timers';
      await sleep(options.waitMs ?? 1000);
      lab.phase = 'scan';
      const findings: LabFinding[] = [];
      let kept = 0;
      let elements = 0;
      for (const { probe, root } of entries) {
        const inserted = elementsIn(root);
        elements += inserted.length;
        if (root.childNodes.length > 0) kept++;
        for (const finding of scan(root, options.allowForms)) findings.push({ probe, ...finding });
      }
      lab.phase = 'done';
      return { findings, kept, elements, events };
    },
  };
  Object.defineProperty(win, '__labTools', { value: tools });
}

/**
 * The mount registry (DESIGN.md "mount"): finds host elements for every registered widget, mounts
 * each element once, re-scans markup the host inserts later (cart fragments, infinite scroll) with a
 * single MutationObserver, and unmounts elements that leave the document so nothing leaks.
 *
 * Classic (IIFE) bundles each carry their own copy of this module, so the registry itself lives on
 * `window.Talat`: the first bundle on the page creates it and every later one registers into it.
 */

import type { PluginScript } from './plugin-scripts';
import { isServerMarkup } from './server-markup/provenance';
import { standsDown } from './stand-down';

export type Unmount = () => void;

export interface WidgetDefinition {
  /** e.g. 'live-search'; written to `data-talat-mounted` on mounted elements. */
  name: string;
  /** CSS selector of the server markup the widget enhances. */
  selector: string;
  /** Enhances one element; returns how to undo it, or nothing when the element was left alone. */
  mount(element: HTMLElement): Unmount | void;
  /**
   * The plugin scripts the widget replaces: while one of them is live on the page the widget is
   * never mounted (stand-down.ts), so nothing of it is bound and no chunk of it is loaded.
   */
  replaces?: readonly PluginScript[];
}

export interface TalatGlobal {
  register(definition: WidgetDefinition): void;
  mount(root?: Element): void;
  unmount(root?: Element): void;
  /**
   * Stops watching the page, unmounts every element this registry mounted and forgets the
   * widgets. The registry is then as new: a bundle that registers later starts it again.
   */
  dispose(): void;
  readonly widgets: readonly string[];
}

const MOUNTED_ATTRIBUTE = 'data-talat-mounted';

function createRegistry(doc: Document): TalatGlobal {
  const definitions: WidgetDefinition[] = [];
  const mounted = new Map<Element, Map<string, Unmount>>();
  let observer: MutationObserver | undefined;

  function mountOne(definition: WidgetDefinition, element: HTMLElement): void {
    const forElement = mounted.get(element) ?? new Map<string, Unmount>();
    if (forElement.has(definition.name)) return;
    // Markup that came through the markup door (a cart fragment) is never a widget: its data
    // attributes would be the sender's config (issue 10).
    if (isServerMarkup(element)) return;
    try {
      if (definition.replaces && standsDown(definition.name, definition.replaces, element.ownerDocument)) return;
      const unmount = definition.mount(element);
      if (!unmount) return;
      forElement.set(definition.name, unmount);
      mounted.set(element, forElement);
      element.setAttribute(MOUNTED_ATTRIBUTE, [...forElement.keys()].join(' '));
    } catch (error) {
      // One broken widget must not stop the others; the server markup keeps working.
      console.error(`[Talat] ${definition.name}: failed to mount`, error);
    }
  }

  function scan(root: Element | Document, only?: WidgetDefinition): void {
    for (const definition of only ? [only] : definitions) {
      if (root instanceof Element && root.matches(definition.selector)) mountOne(definition, root as HTMLElement);
      root.querySelectorAll<HTMLElement>(definition.selector).forEach((el) => mountOne(definition, el));
    }
  }

  function unmountElement(element: Element): void {
    const forElement = mounted.get(element);
    if (!forElement) return;
    mounted.delete(element);
    element.removeAttribute(MOUNTED_ATTRIBUTE);
    for (const unmount of forElement.values()) unmount();
  }

  /** Unmounts the mounted elements that `test` picks. */
  function unmountWhere(test: (element: Element) => boolean): void {
    for (const element of mounted.keys()) if (test(element)) unmountElement(element);
  }

  function observe(): void {
    if (observer || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver((records) => {
      let removed = false;
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element);
        });
        if (record.removedNodes.length > 0) removed = true;
      }
      if (removed) unmountWhere((element) => !element.isConnected);
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  }

  function whenReady(run: () => void): void {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  }

  return {
    register(definition) {
      if (definitions.some((d) => d.name === definition.name)) return;
      definitions.push(definition);
      whenReady(() => {
        // Registered before DOMContentLoaded and disposed since: nothing left to mount.
        if (!definitions.includes(definition)) return;
        scan(doc, definition);
        observe();
      });
    },
    mount(root = doc.documentElement) {
      scan(root);
    },
    unmount(root = doc.documentElement) {
      // contains() is true for the root itself too.
      unmountWhere((element) => root.contains(element));
    },
    dispose() {
      observer?.disconnect();
      observer = undefined;
      definitions.length = 0;
      // Every one, not only those in the document: `mount(el)` may have been given a detached one.
      unmountWhere(() => true);
    },
    get widgets() {
      return definitions.map((d) => d.name);
    },
  };
}

/** The page's registry, shared by every Talat bundle loaded on it. */
export function talatRegistry(doc: Document = document): TalatGlobal {
  const win = doc.defaultView;
  if (!win) return createRegistry(doc);
  win.Talat ??= createRegistry(doc);
  return win.Talat;
}

export function registerWidget(definition: WidgetDefinition, doc: Document = document): void {
  talatRegistry(doc).register(definition);
}

declare global {
  interface Window {
    /** The page's Talat runtime: `window.Talat.mount(el)` / `unmount(el)` for site builders. */
    Talat?: TalatGlobal;
  }
}

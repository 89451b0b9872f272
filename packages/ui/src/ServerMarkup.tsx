import { loadMarkupDoor, markupDoorNow } from '@talat/core';
import { createElement, useLayoutEffect, useRef } from 'react';

export interface ServerMarkupProps {
  /** Markup from the server (WooCommerce price HTML, a compare table…). */
  html: string;
  /** The host element, `span` unless told. */
  as?: 'span' | 'div' | 'td';
  className?: string;
}

/**
 * Renders server markup through core's door (issue 10): React renders an empty host and the
 * cleaned nodes go into it in a layout effect, so the markup is parsed once and never becomes a
 * string for React to parse again. When the sanitiser is not in yet the host stays empty until it
 * is (a price a moment late, never unsanitised).
 */
export function ServerMarkup({ html, as = 'span', className }: ServerMarkupProps) {
  const host = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const doc = element.ownerDocument;
    const ready = markupDoorNow(doc);
    if (ready) {
      ready.fill(element, html);
      return undefined;
    }
    let current = true;
    loadMarkupDoor(doc).then(
      (door) => current && door.fill(element, html),
      (error: unknown) => console.error('[Talat] the markup sanitiser could not load; server markup is not shown', error),
    );
    return () => {
      current = false;
    };
  }, [html, as]);
  return createElement(as, { ref: host, className });
}

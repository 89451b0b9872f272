import { createTranslator } from '@talat/core';
import { pageExtrasMessages, type PageExtra } from '@talat/page-extras';
import { useEffect, useRef } from 'react';
import './page-extras-theme.css';

/**
 * A theme's markup as WordPress prints it, enhanced by one of the page extras' behaviours (issue
 * 16), the way the lazy chunk starts it on a real page. The story's play function then scrolls,
 * focuses or moves the pointer to reach the state it shows.
 */
export function PageExtrasThemeHost({ html, start, config = {} }: { html: string; start?: PageExtra; config?: Record<string, unknown> }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    element.innerHTML = html;
    const doc = element.ownerDocument;
    const undo = start?.({ doc, win: doc.defaultView ?? window, config, t: createTranslator(pageExtrasMessages, 'th') });
    return () => {
      undo?.();
      element.innerHTML = '';
    };
  }, [html, start, config]);
  return <div ref={root} className="page-extras-theme-story" />;
}

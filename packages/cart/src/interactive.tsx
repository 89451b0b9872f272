// The cart's lazily loaded chunk: everything that runs once the shopper acts (a click on a cart
// control, the drawer opening) or is about to (decision 503). The first load (mount.ts) claims the events,
// shows the cached fragments and loads this with a dynamic import (docs/decisions.md "Deferred cart").
import { createRoot } from 'react-dom/client';
import type { Locale } from '@talat/core';
import { cartTranslator } from './cart-translator';
import { keepSideCartNamed } from './dom/side-cart-names';
import { SideCart, type SideCartProps } from './view/SideCart';

export { startCartSession, type CartSession } from './cart-session';

/**
 * The side cart's layer over the plugin's drawer markup: names for the drawer and its close link,
 * the icon's popup state and the status area, kept through the plugin's replies
 * (dom/side-cart-names.ts), and the SideCart view rendered into `container`. Returns the undo.
 */
export function enhanceSideCart(container: HTMLElement, props: Omit<SideCartProps, 't' | 'isActive'> & { locale: Locale }): () => void {
  const { wrap, drawer, locale, opener } = props;
  const isActive = (candidate: HTMLElement) => {
    const clicked = opener()?.closest<HTMLElement>('.taiowc-wrap');
    if (clicked) return clicked === candidate;
    const all = Array.from(candidate.ownerDocument.querySelectorAll<HTMLElement>('.taiowc-wrap'));
    return (all.find((each) => each.getClientRects().length > 0) ?? all[0]) === candidate;
  };
  const t = cartTranslator(locale, drawer.ownerDocument);
  const stopNaming = keepSideCartNamed({ wrap, drawer, status: container, t });
  const root = createRoot(container);
  root.render(<SideCart {...props} t={t} isActive={isActive} />);
  return () => {
    stopNaming();
    root.unmount();
  };
}

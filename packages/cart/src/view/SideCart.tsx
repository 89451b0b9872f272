import { useEffect, useLayoutEffect } from 'react';
import { Spinner, useModal, useTopLayer, useStore, withBaseStyles } from '@talat/ui';
import type { CartDisplay } from '../controller/cart-types';
import type { CartTranslate } from '../messages';

export interface SideCartProps {
  cart: CartDisplay;
  /** The plugin's `.taiowc-wrap`: gets `model-cart-active` while open, as the plugin's CSS expects. */
  wrap: HTMLElement;
  /** The plugin's `.taiowc-cart-model`, the drawer itself. */
  drawer: HTMLElement;
  t: CartTranslate;
  /** Where focus goes back when the drawer closes (the cart icon or the add button). */
  opener(): HTMLElement | null;
  /**
   * Whether this drawer is the one to open, when a theme prints several (a desktop and a mobile
   * header): the one whose icon was clicked, else the first one visible.
   */
  isActive(wrap: HTMLElement): boolean;
}

/**
 * The side cart's own layer over the server's drawer markup (§2.5): the modal behaviour, the
 * loading state while a quantity update is in flight, the success notice for 3000 ms and the
 * error message of a failed change. The lines themselves stay the server's markup.
 */
export function SideCart({ cart, wrap, drawer, t, opener, isActive }: SideCartProps) {
  const open = useStore(cart.$open) && isActive(wrap);
  const busy = useStore(cart.$busy);
  const notice = useStore(cart.$notice);
  // A layout effect, so the drawer is visible (`model-cart-active`) before useModal's effect moves
  // focus into it: focus() on an element still `visibility: hidden` does nothing.
  useLayoutEffect(() => {
    wrap.classList.toggle('model-cart-active', open);
    wrap.querySelector('a.taiowc-content')?.setAttribute('aria-expanded', String(open));
  }, [wrap, open]);
  // Open, the drawer is in the top layer: a theme's transformed or clipping header cannot hold it.
  useTopLayer(drawer, open);
  useModal(drawer, open, () => cart.close(), { returnFocus: open ? opener() : null });
  useEffect(() => {
    drawer.classList.toggle('talat-busy', busy);
    drawer.setAttribute('data-talat-busy', String(busy));
    // On the lines only: a dialog marked busy as a whole may be skipped by screen readers.
    drawer.querySelector('.taiowc-cart-model-body')?.setAttribute('aria-busy', String(busy));
  }, [drawer, busy]);
  useEffect(() => {
    drawer.classList.toggle('talat-notice-shown', notice?.kind === 'success');
  }, [drawer, notice]);

  return (
    <>
      {busy && (
        <div className="talat-cart-loading">
          <Spinner />
          <span ref={withBaseStyles} className="talat-visually-hidden">{t('updating')}</span>
        </div>
      )}
      <div className="talat-cart-error" role="alert">
        {notice?.kind === 'error' ? t(notice.message) : ''}
      </div>
    </>
  );
}

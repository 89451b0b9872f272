import { injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { focusMain } from '../../first/focus-main';
import { lazyBannerClient } from './banner-client';
import { createDismissal } from './dismissal';
import { bannerEndpoint } from './endpoint';
import { COMING_SOON_BANNER_CSS } from './styles';

// WooCommerce's 'coming soon' footer banner (LaunchYourStore::maybe_add_coming_soon_banner_on_frontend,
// docs/research/woocommerce-frontend.md §3): `#coming-soon-footer-banner` with an empty, href-less
// `a.coming-soon-footer-banner-dismiss` carrying data-rest-url / data-rest-nonce.

import { COMING_SOON_BANNER_ID as BANNER, COMING_SOON_DISMISS as DISMISS } from '../markup';
/** Added attributes, removed again by the undo. */
const ADDED = ['role', 'tabindex', 'aria-label', 'aria-busy', 'aria-disabled'] as const;

/**
 * Coming-soon footer banner (§2.2, §4, §7 Coming-soon banner): the dismiss control becomes a
 * keyboard-usable button with a Thai name; pressing it saves `woocommerce_meta.
 * coming_soon_banner_dismissed = 'yes'` through the shared client's REST transport and only then
 * hides the banner. A failed save keeps the banner, says why (role=status), and the shopper can
 * press again.
 */
export const startComingSoonBanner: PageExtra = ({ doc, config, t }) => {
  const banner = doc.getElementById(BANNER);
  const control = banner?.querySelector<HTMLElement>(DISMISS);
  if (!banner || !control) return undefined;
  const endpoint = bannerEndpoint(control, config, doc);
  if (!endpoint) {
    console.error('[Talat] page-extras: the coming-soon banner has no REST URL of this site (data-rest-url or restRoot)');
    return undefined;
  }
  // Its REST client comes with the pointer over the control, its focus, or the press (banner-client.ts).
  const client = lazyBannerClient({ ajaxUrl: config.ajaxUrl, restRoot: config.restRoot, restNonce: endpoint.nonce, baseUrl: doc.baseURI });
  const dismissal = createDismissal((options) => client.dismissComingSoon(endpoint.url, options));
  const prefetch = client.prefetch;

  const kept = ADDED.filter((name) => control.hasAttribute(name));
  if (control.tagName !== 'BUTTON') {
    control.setAttribute('role', 'button');
    if (!control.hasAttribute('tabindex')) control.setAttribute('tabindex', '0');
  }
  // WooCommerce prints the control empty (an icon from its stylesheet): it needs a name.
  if (!control.textContent?.trim() && !kept.includes('aria-label')) control.setAttribute('aria-label', t('comingSoonDismiss'));
  injectStyles('page-extras-coming-soon-banner', COMING_SOON_BANNER_CSS, doc);
  const status = doc.createElement('p');
  status.className = 'coming-soon-footer-banner__status';
  status.setAttribute('role', 'status');
  banner.append(status);

  let undoFocus: (() => void) | undefined;
  const unsubscribe = dismissal.state.subscribe((state) => {
    const saving = state.status === 'saving';
    // Busy, not disabled: the control keeps focus and a second press is ignored by the machine.
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (saving) control.setAttribute(name, 'true');
      else control.removeAttribute(name);
    }
    status.textContent = state.status === 'failed' ? t(state.message) : saving ? t('comingSoonSaving') : '';
    if (state.status !== 'hidden') return;
    const hadFocus = banner.contains(doc.activeElement);
    banner.style.display = 'none';
    if (hadFocus) undoFocus = focusMain(doc);
  });

  const onClick = (event: Event) => {
    event.preventDefault();
    dismissal.dismiss();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    dismissal.dismiss();
  };
  control.addEventListener('click', onClick);
  if (control.tagName !== 'BUTTON') control.addEventListener('keydown', onKey);
  control.addEventListener('pointerenter', prefetch);
  control.addEventListener('focus', prefetch);

  return () => {
    dismissal.dispose();
    unsubscribe();
    control.removeEventListener('click', onClick);
    control.removeEventListener('keydown', onKey);
    control.removeEventListener('pointerenter', prefetch);
    control.removeEventListener('focus', prefetch);
    for (const name of ADDED) if (!kept.includes(name)) control.removeAttribute(name);
    status.remove();
    undoFocus?.();
  };
};

import type { CartTranslate } from '../messages';

export interface SideCartParts {
  /** The plugin's `.taiowc-wrap`: the cart icon link and the drawer. */
  wrap: HTMLElement;
  /** The plugin's `.taiowc-cart-model`, the element that gets role=dialog while open. */
  drawer: HTMLElement;
  /** The cart's own status area (the loading state and a failed change's message). */
  status: HTMLElement;
  t: CartTranslate;
}

/** The plugin's heading ('Cart Heading', `taiowc-cart_hd`), which it prints only when set. */
const HEADING = '.taiowc-cart-model-header h4, .cart-heading h4';

let headings = 0;

/**
 * What the side-cart plugin's markup lacks, put back each time that markup changes: a name for
 * the drawer (its own heading, else the Thai label; axe aria-dialog-name), a name, a button role
 * and keyboard focus for its empty close link and its href-less remove links, a name for a
 * quantity input that has only a title (axe label-title-only), the icon link's popup state, and
 * the cart's status area under the header. TH All In One Woo Cart 2.0.5 replaces the drawer's whole inside
 * (`div.taiowc-cart-model-wrap`, heading and close link included) and the icon link with every
 * cart reply, so anything set once would be gone after the first reply. Returns the stop.
 */
export function keepSideCartNamed(parts: SideCartParts): () => void {
  const repair = () => nameSideCart(parts);
  repair();
  // Child lists only: what repair() itself changes is attributes (and the status area's place,
  // which it leaves alone once it is in the drawer), so it does not wake the observer up again.
  const observer = new MutationObserver(repair);
  observer.observe(parts.wrap, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function nameSideCart({ wrap, drawer, status, t }: SideCartParts): void {
  const heading = Array.from(drawer.querySelectorAll<HTMLElement>(HEADING)).find((each) => each.textContent?.trim());
  if (heading) {
    heading.id ||= `talat-cart-title-${++headings}`;
    drawer.setAttribute('aria-labelledby', heading.id);
    drawer.removeAttribute('aria-label');
  } else {
    drawer.removeAttribute('aria-labelledby');
    drawer.setAttribute('aria-label', t('dialogLabel'));
  }
  // The plugin prints the close link empty and without href.
  const close = drawer.querySelector<HTMLElement>('a.taiowc-cart-close');
  if (close) {
    close.setAttribute('role', 'button');
    if (!close.getAttribute('aria-label')) close.setAttribute('aria-label', t('close'));
    if (!close.hasAttribute('href')) close.setAttribute('href', '#');
  }
  nameLines(drawer, t);
  const icon = wrap.querySelector('a.taiowc-content');
  icon?.setAttribute('aria-haspopup', 'dialog');
  // The view sets it when the drawer opens or closes; a replaced icon link learns it from the class the view toggles.
  icon?.setAttribute('aria-expanded', String(wrap.classList.contains('model-cart-active')));
  // Under the drawer's header, where an error is seen at once (the footer may be stuck to the bottom).
  if (!drawer.contains(status)) {
    const header = drawer.querySelector('.taiowc-cart-model-header');
    if (header) header.after(status);
    else drawer.prepend(status);
  }
}

/** 2.0.5's lines: a remove link without href (not reachable by keyboard, its aria-label not allowed on a bare <a>) and a quantity input named by its title only. */
function nameLines(drawer: HTMLElement, t: CartTranslate): void {
  for (const remove of drawer.querySelectorAll<HTMLElement>('a.taiowc-remove-item:not([href])')) {
    remove.setAttribute('role', 'button');
    remove.setAttribute('href', '#');
  }
  for (const input of drawer.querySelectorAll<HTMLInputElement>('input.taiowc-quantity:not([aria-label])')) {
    if (input.labels && input.labels.length > 0) continue;
    const name = input.closest('.taiowc-woocommerce-mini-cart-item')?.querySelector('.taiowc-contnet-wrap')?.textContent?.trim();
    input.setAttribute('aria-label', name ? t('quantityOf', { name }) : t('quantity'));
  }
}

import { nonceFor } from '../config';
import { cookiesEnabled } from '../controller/rules';
import { focusOn } from '../dom/focus';
import { isBusy, plainClick, setBusy } from './busy-mark';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { LIST } from './list';

// §2.10 / §7 reload_wishlist_and_adding_elem (research §3.2, §4.9): the Frequently Bought Together
// slider's `.yith-wfbt-add-wishlist` adds its product to the list shown and the server answers the
// whole wishlist page as HTML. Cookies off: the §8 alert and nothing sent, as for an add. The
// list's pagination, per page, id and token come from the table; the reply's `#yith-wcwl-form` and
// `.yith-wfbt-slider-wrapper` replace the page's through the door (the add's outcome is the
// WooCommerce notice inside the form). A JSON refusal (the client rejects it, decision 224), a
// failure, or a reply without the form changes nothing and says so in Thai. Of two adds on their
// way, only the newer reply is put in: it holds both.

export const FBT_ADD = '.yith-wfbt-add-wishlist[data-product-id]';
const FORM = '#yith-wcwl-form';
const SLIDER = '.yith-wfbt-slider-wrapper';

export function frequentlyBought(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, loadDoor, notices, t } = deps;
  let alive = true;
  let newest = 0;

  async function add(button: HTMLElement, productId: string): Promise<void> {
    const list = doc.querySelector<HTMLElement>(`.cart${LIST}`) ?? doc.querySelector<HTMLElement>(LIST);
    const form = doc.querySelector(FORM);
    const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    form?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    const attr = (name: string) => list?.getAttribute(name) ?? undefined;
    const perPage = Number(attr('data-per-page'));
    const request = ++newest;
    setBusy(button, true);
    let html: string;
    try {
      html = await calls.reloadAndAdd({
        nonce: nonceFor(config, 'reload_wishlist_and_adding_elem'),
        ...(attr('data-pagination') !== undefined ? { pagination: attr('data-pagination') } : {}),
        ...(Number.isFinite(perPage) && perPage > 0 ? { per_page: perPage } : {}),
        ...(attr('data-id') !== undefined ? { wishlist_id: attr('data-id') } : {}),
        ...(attr('data-token') !== undefined ? { wishlist_token: attr('data-token') } : {}),
        add_to_wishlist: productId,
        product_type: button.getAttribute('data-product-type') ?? 'simple',
      });
    } catch {
      if (!alive) return;
      setBusy(button, false);
      notices.show('error', t('reloadFailed'));
      return;
    }
    if (!alive) return;
    setBusy(button, false);
    if (request !== newest) return;
    const hadFocus = button.contains(doc.activeElement);
    let door;
    try {
      door = await loadDoor();
    } catch {
      if (alive) notices.show('error', t('reloadFailed'));
      return;
    }
    const pageForm = doc.querySelector(FORM);
    const newForm = pageForm && door.replaceFromPage(pageForm, html, (root) => root.querySelector(FORM), { forms: ['yith-wcwl-form'] });
    if (!newForm) {
      notices.show('error', t('reloadFailed'));
      return;
    }
    const slider = doc.querySelector(SLIDER);
    // The server leaves the slider out when nothing is left to offer: the page's goes too.
    if (slider && !door.replaceFromPage(slider, html, (root) => root.querySelector(SLIDER))) slider.remove();
    if (hadFocus) {
      // The next product on offer, else the list it went into.
      focusOn(doc.querySelector<HTMLElement>(`${SLIDER} ${FBT_ADD}`) ?? doc.querySelector<HTMLElement>(LIST));
    }
  }

  const onClick = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    const button = targetOf(event)?.closest<HTMLElement>(FBT_ADD);
    const productId = button?.getAttribute('data-product-id');
    if (!button || !productId) return;
    event.preventDefault();
    if (isBusy(button)) return;
    if (!cookiesEnabled(doc)) {
      doc.defaultView?.alert(t('cookiesDisabled'));
      return;
    }
    void add(button, productId);
  };
  const stop = listen(doc, 'click', onClick);
  return {
    stop() {
      alive = false;
      stop();
    },
  };
}

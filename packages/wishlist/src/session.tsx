import { createTransportContext, createWishlistCalls, type WishlistCalls } from '@talat/client';
import { createTranslator, emitHostEvent, htmlToText, injectStyles, loadMarkupDoor, resolveLocale, type MarkupDoor } from '@talat/core';
import { createRoot } from 'react-dom/client';
import { nonceFor, type WishlistConfig } from './config';
import { createAdder, type AddOutcome } from './controller/adder';
import { createNoticeStore } from './controller/notice';
import { cookiesEnabled, removesAddButton } from './controller/rules';
import { containersOf, markExisting, refreshDropdowns } from './dom/add-button';
import { followAddsToCart } from './dom/add-to-cart';
import { firstControlIn, focusOn } from './dom/focus';
import { addRequestOf, markAdding } from './dom/add-link';
import { collectFragments, replaceFragments } from './dom/fragments';
import { applyVariation, variationIdsOf } from './dom/variations';
import { wishlistMessages } from './messages';
import { startLightbox } from './lightbox';
import { enhanceWishlistPage } from './page';
import { startPopups } from './popups';
import { isInlineLink } from './dom/pretty-photo';
import { FloatingNotice } from './view/FloatingNotice';
import { WISHLIST_CSS } from './view/styles';

export interface WishlistSessionOptions {
  /** The client's wishlist calls; tests and stories pass their own. */
  calls?: WishlistCalls;
  /** The markup door; tests pass a slow or failing one. */
  loadDoor?: () => Promise<MarkupDoor>;
  alert?: (message: string) => void;
}

export interface WishlistSession {
  /** A click on an add link the first load claimed (its default already prevented). */
  add(link: HTMLElement): Promise<void>;
  /** A claimed click on a prettyPhoto link: a popup for `#id`, the lightbox for an image. */
  openPrettyPhoto(link: HTMLAnchorElement): void;
  /** The page was loaded with a `#prettyPhoto…` hash (§2.1 deep link). */
  openFromHash(hash: string): void;
  dispose(): void;
}

/**
 * The wishlist's behaviour on a page, started by the first load (mount.ts) once its chunk is in:
 * the add-to-wishlist buttons (§2.4, §4, §7 add_to_wishlist), the variation swap and its reload
 * (§3, load_fragments), ajax loading on page load, and the floating notice (§2.10).
 */
export function startWishlistSession(doc: Document, config: WishlistConfig, options: WishlistSessionOptions = {}): WishlistSession {
  const win = doc.defaultView ?? window;
  const t = createTranslator(wishlistMessages, resolveLocale(config.locale, doc));
  // Only the wishlist family of the client: the other families stay out of this chunk.
  const calls = options.calls ?? createWishlistCalls(createTransportContext({ ajaxUrl: config.ajaxUrl }));
  const loadDoor = options.loadDoor ?? (() => loadMarkupDoor(doc));
  const alert = options.alert ?? ((message: string) => win.alert(message));
  const glue = config.fragmentGlue;
  let alive = true;

  const notices = createNoticeStore(config.noticeTimeoutMs);
  injectStyles('wishlist', WISHLIST_CSS, doc);
  const container = doc.createElement('div');
  container.className = 'talat-wishlist';
  // The modal popups leave it audible (ui/modal.ts keeps `data-talat-live` out of the inert page).
  container.setAttribute('data-talat-live', '');
  doc.body.append(container);
  const root = createRoot(container);
  const deps = { doc, config, calls, loadDoor, notices, t };
  const lightbox = startLightbox(deps);
  const popups = startPopups(deps);
  root.render(
    <>
      <FloatingNotice notice={notices.$notice} />
      {popups.view}
      {lightbox.view}
    </>,
  );
  const stopPage = enhanceWishlistPage(deps);

  const adder = createAdder({
    addToWishlist: (params) => calls.addToWishlist({ ...params, nonce: nonceFor(config, 'add_to_wishlist') }),
    fragmentsFor: (productId) => collectFragments(doc, glue, { productId }),
    cookiesEnabled: () => cookiesEnabled(doc),
    failedMessage: t('addFailed'),
  });

  const showFragments = async (fragments: Record<string, string>) => {
    const door = await loadDoor();
    if (alive) replaceFragments(door, doc, fragments, glue);
  };

  async function answer(link: HTMLElement, productId: string, outcome: AddOutcome): Promise<void> {
    if (!alive) return;
    switch (outcome.kind) {
      case 'no-cookies':
        alert(t('cookiesDisabled'));
        return;
      case 'refused':
        notices.show('error', htmlToText(outcome.message));
        return;
      case 'added': {
        // The link goes with its fragment: a keyboard user's focus moves to what replaced it (the
        // "browse wishlist" link), not to the top of the page.
        const hadFocus = link.contains(doc.activeElement);
        if (outcome.fragments) await showFragments(outcome.fragments);
        else markExisting(doc, productId, removesAddButton(config));
        if (hadFocus && !link.isConnected) {
          const container = containersOf(doc, productId)[0];
          focusOn(firstControlIn(container) ?? container);
        }
        if (outcome.wishlists) refreshDropdowns(doc, outcome.wishlists);
        if (outcome.message) notices.show('success', htmlToText(outcome.message));
        emitHostEvent('added_to_wishlist', [link, containersOf(doc, productId)[0] ?? null]);
        return;
      }
      default:
    }
  }

  /** §7 load_fragments for `containers` (a variation change) or every first-load fragment (ajax loading). */
  async function loadFragments(search: Parameters<typeof collectFragments>[2]): Promise<void> {
    const fragments = collectFragments(doc, glue, search);
    if (!fragments) return;
    try {
      const reply = await calls.loadFragments({ nonce: nonceFor(config, 'load_fragments'), fragments });
      if (reply.fragments) await showFragments(reply.fragments);
    } catch {
      // The buttons the server printed stay as they are, and still work.
    }
  }

  const variationChanged = (parentId: string, variationId: string | null) => {
    const changed = applyVariation(doc, parentId, variationId);
    if (config.reloadOnFoundVariation) for (const within of changed) void loadFragments({ within: within.parentElement ?? doc });
  };
  const onFound = (event: Event, variation: unknown) => {
    const ids = variationIdsOf(event.target instanceof Element ? event.target.closest('.variations_form') : null, variation);
    if (ids) variationChanged(ids.parentId, ids.variationId);
  };
  const onReset = (event: Event) => {
    const parentId = event.target instanceof Element ? event.target.closest('.variations_form')?.getAttribute('data-product_id') : null;
    if (parentId) variationChanged(parentId, null);
  };
  const stops = [
    listenToFormEvent(doc, 'found_variation', onFound),
    listenToFormEvent(doc, 'reset_data', onReset),
    followAddsToCart(doc, config, { addedMessage: t('addedToCart') }),
  ];

  if (config.ajaxLoading) void loadFragments({ firstLoad: true });

  return {
    async add(link) {
      const request = addRequestOf(link);
      // One add per product at a time: a second click while it is on its way does nothing.
      if (!request || adder.$adding.get().has(request.productId)) return;
      emitHostEvent('adding_to_wishlist', [link]);
      markAdding(link, true);
      const outcome = await adder.add(request);
      markAdding(link, false);
      await answer(link, request.productId, outcome);
    },
    openPrettyPhoto(link) {
      if (isInlineLink(link)) popups.open(link);
      else lightbox.open(link);
    },
    openFromHash(hash) {
      lightbox.openFromHash(hash);
    },
    dispose() {
      alive = false;
      stops.forEach((stop) => stop());
      stopPage();
      popups.dispose();
      lightbox.dispose();
      notices.dispose();
      root.unmount();
      container.remove();
    },
  };
}

/**
 * WooCommerce raises `found_variation` and `reset_data` on the variations form through jQuery
 * only; the handler needs the form, which core's body-level host events do not pass on. Native
 * events of the same name (a test, a script without jQuery) are heard too.
 */
function listenToFormEvent(doc: Document, name: string, handler: (event: Event, ...args: unknown[]) => void): () => void {
  const native = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    handler(event, ...(Array.isArray(detail) ? detail : [detail]));
  };
  doc.addEventListener(name, native);
  const jQuery = (doc.defaultView as { jQuery?: JQueryOn } | null)?.jQuery;
  const viaJQuery = (event: { target?: unknown; originalEvent?: Event }, ...args: unknown[]) => {
    // A native event jQuery also saw: the native listener has it already.
    if (!event.originalEvent) handler({ target: event.target } as Event, ...args);
  };
  jQuery?.(doc).on(name, viaJQuery);
  return () => {
    doc.removeEventListener(name, native);
    jQuery?.(doc).off(name, viaJQuery);
  };
}

type JQueryOn = (target: unknown) => {
  on(name: string, handler: (event: { target?: unknown; originalEvent?: Event }, ...args: unknown[]) => void): unknown;
  off(name: string, handler: (event: { target?: unknown; originalEvent?: Event }, ...args: unknown[]) => void): unknown;
};

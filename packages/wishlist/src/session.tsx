import { createTransportContext, type WishlistCalls } from '@talat/client';
import { createWishlistCalls } from '@talat/client/wishlist';
import { createTranslator, emitHostEvent, htmlToText, injectStyles, loadMarkupDoor, resolveLocale, type MarkupDoor } from '@talat/core';
import { createRoot } from 'react-dom/client';
import { nonceFor, type WishlistConfig } from './config';
import { createAdder, type AddOutcome } from './controller/adder';
import { createNoticeStore } from './controller/notice';
import { cookiesEnabled, removesAddButton } from './controller/rules';
import { containersOf, focusTargetOfProduct, markExisting, refreshDropdowns } from './dom/add-button';
import { addedToCartText } from './added-to-cart-text';
import { followAddsToCart } from './dom/add-to-cart';
import { followDropdowns } from './dom/dropdown';
import { focusOn } from './dom/focus';
import { addRequestOf, markAdding } from './dom/add-link';
import { collectFragments, replaceFragments } from './dom/fragments';
import { applyVariation, variationIdsOf } from './dom/variations';
import { wishlistMessages } from './messages';
import { createPartViews, lazyPart } from './lazy-part';
import { WISHLIST_PAGE } from './page/selector';
import { isInlineLink } from './dom/pretty-photo';
import { PartViews } from './view/PartViews';
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
  /** A claimed click on a prettyPhoto link: a popup for `#id`, the lightbox for an image (each loaded at its first use). */
  openPrettyPhoto(link: HTMLAnchorElement): Promise<void>;
  /** The page was loaded with a `#prettyPhoto…` hash (§2.1 deep link). */
  openFromHash(hash: string): Promise<void>;
  dispose(): void;
}

/**
 * The wishlist's behaviour on a page, started by the first load (mount.ts) once its chunk is in:
 * the add-to-wishlist buttons (§2.4, §4, §7 add_to_wishlist), the variation swap and its reload
 * (§3, load_fragments), ajax loading on page load, and the floating notice (§2.10).
 */
export function startWishlistSession(doc: Document, config: WishlistConfig, options: WishlistSessionOptions = {}): WishlistSession {
  const win = doc.defaultView ?? window;
  const locale = resolveLocale(config.locale, doc);
  const t = createTranslator(wishlistMessages, locale);
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
  const deps = { doc, config, calls, loadDoor, notices, t, locale };
  // The parts a page rarely needs come in lazy chunks of their own (DESIGN.md "Three layers"): the
  // lightbox and the popups at their first link, the page's behaviour where a wishlist is printed.
  const views = createPartViews();
  const lightbox = lazyPart(() => import('./wishlist-lightbox').then(({ startLightbox }) => startLightbox(deps)), views);
  // The popup adds the way a button does (the adder below, called only after a submit) and puts
  // the answer in the page the same way (showAdded).
  const popups = lazyPart(
    () => import('./wishlist-popups').then(({ startPopups }) => startPopups(deps, { add: (request) => adder.add(request), showAdded })),
    views,
  );
  root.render(
    <>
      <FloatingNotice notice={notices.$notice} />
      <PartViews views={views.$views} />
    </>,
  );
  let stopPage: (() => void) | undefined;
  let pageStarting = false;
  /** The page's behaviour, once, where the plugin printed a wishlist (also one a fragment brought). */
  function startPage(): void {
    if (pageStarting || !doc.querySelector(WISHLIST_PAGE)) return;
    pageStarting = true;
    import('./wishlist-page').then(
      ({ enhanceWishlistPage }) => {
        if (alive) stopPage = enhanceWishlistPage(deps);
      },
      // Without it the plugin's forms and links work as they do without JavaScript.
      () => (pageStarting = false),
    );
  }
  startPage();
  /** Without its chunk a prettyPhoto link does what it does without JavaScript. */
  const follow = (link: HTMLAnchorElement) => () => {
    if (alive && /^https?:/i.test(link.href)) win.location.assign(link.href);
  };

  const adder = createAdder({
    addToWishlist: (params) => calls.addToWishlist({ ...params, nonce: nonceFor(config, 'add_to_wishlist') }),
    fragmentsFor: (productId) => collectFragments(doc, glue, { productId }),
    cookiesEnabled: () => cookiesEnabled(doc),
    failedMessage: t('addFailed'),
  });

  const showFragments = async (fragments: Record<string, string>) => {
    const door = await loadDoor();
    if (!alive) return;
    replaceFragments(door, doc, fragments, glue);
    startPage();
  };

  /**
   * An add's answer in the page (§4): fragments or the button marked, the dropdowns, the host
   * event. Synchronous when there are no fragments, so the caller's notice follows in the same task.
   */
  function showAdded(link: HTMLElement, productId: string, outcome: Extract<AddOutcome, { kind: 'added' }>): Promise<void> | void {
    const rest = () => {
      if (!alive) return;
      if (outcome.wishlists) refreshDropdowns(doc, outcome.wishlists);
      emitHostEvent('added_to_wishlist', [link, containersOf(doc, productId)[0] ?? null]);
    };
    const mark = () => {
      if (alive) markExisting(doc, productId, removesAddButton(config));
    };
    // The add was made whatever happens to its fragments: if the markup door cannot load, the
    // button is marked as without fragments, and the shopper still hears that it was added.
    if (outcome.fragments) return showFragments(outcome.fragments).then(rest, () => (mark(), rest()));
    mark();
    rest();
  }

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
        const shown = showAdded(link, productId, outcome);
        if (shown) await shown;
        if (hadFocus && !link.isConnected) focusOn(focusTargetOfProduct(doc, productId));
        if (outcome.message) notices.show('success', htmlToText(outcome.message));
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
    followAddsToCart(doc, config, { addedMessage: addedToCartText(config.addedToCartMessage, locale, t('addedToCart')) }),
    followDropdowns(doc),
  ];

  // A size chosen before this chunk came in raised its `found_variation` unheard: the form's
  // filled `variation_id` still says which variation the button is for.
  for (const form of doc.querySelectorAll('.variations_form')) {
    const parentId = form.getAttribute('data-product_id')?.trim();
    const variationId = form.querySelector<HTMLInputElement>('input.variation_id')?.value.trim();
    if (parentId && variationId) variationChanged(parentId, variationId);
  }
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
    async openPrettyPhoto(link) {
      const part = isInlineLink(link) ? popups : lightbox;
      await part.get().then((started) => void (alive && started.open(link)), follow(link));
    },
    async openFromHash(hash) {
      await lightbox.get().then((started) => void (alive && started.openFromHash(hash)), () => undefined);
    },
    dispose() {
      alive = false;
      stops.forEach((stop) => stop());
      stopPage?.();
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

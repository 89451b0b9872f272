// For this folder's jsdom tests (not exported): a page holding what the fake WordPress prints for
// the popups (a product's add block in multi-wishlist mode, and the wishlist page with the move
// popup, the ask-an-estimate popup and the create popup), and the popups' controller on it with
// the client's calls stubbed and the session's real adder.
import type { WishlistCalls } from '@talat/client';
import { createTranslator, loadMarkupDoor, type MarkupDoor } from '@talat/core';
import { addToWishlistMarkup, createFakeShop, seedDemoWishlists, visitorWishlists, wishlistShortcodeMarkup } from '@talat/mocks';
import { vi } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from '../config';
import { createAdder } from '../controller/adder';
import { createNoticeStore } from '../controller/notice';
import { collectFragments } from '../dom/fragments';
import { wishlistMessages } from '../messages';
import type { WishlistSessionDeps } from '../page/deps';
import { createPopupsController, type PopupAdding } from './controller';

export const NONCES = { add_to_wishlist_nonce: 'n-add', ask_an_estimate_nonce: 'n-estimate' };

export const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

/** Prints the page; returns the visitor's lists (the default one first) and the shop. */
export function printPopupsPage() {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  const lists = visitorWishlists(shop, 'me');
  // A product in no list yet: its block holds the add popup (one in a list shows "browse" instead).
  const product = shop.catalogue.products.find((p) => p.stockStatus === 'instock' && !lists.some((list) => list.items.some((item) => item.productId === p.id)))!;
  document.documentElement.lang = 'th';
  document.body.innerHTML =
    `<main><div class="product">${addToWishlistMarkup(shop, 'me', product, { isSingle: true, baseUrl: '/product/p/', multiWishlist: true })}</div>` +
    `<div class="entry-content">${wishlistShortcodeMarkup(shop, 'me', { moveType: 'popup' })}</div></main>`;
  return { shop, lists, product };
}

let stops: Array<() => void> = [];
let door: MarkupDoor | undefined;

/** Loads the markup door once, before fake timers: its chunk comes by a real dynamic import. */
export async function loadDoorOnce(): Promise<void> {
  door ??= await loadMarkupDoor(document);
}

export function stopAll(): void {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
}

export function popupsDeps(config: Partial<WishlistConfig> = {}) {
  const calls = {
    addToWishlist: vi.fn<WishlistCalls['addToWishlist']>(async () => ({ result: 'true', message: 'เพิ่มสินค้าแล้ว!' })),
    askAnEstimate: vi.fn<WishlistCalls['askAnEstimate']>(async () => ({ result: true, template: '<div class="yith-wcwl-popup-content"><h3>ส่งคำขอของคุณแล้ว</h3></div>' })),
  };
  const notices = createNoticeStore(3000);
  const full = { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', nonces: NONCES, multiWishlist: true, modalEnable: true, ...config } as WishlistConfig;
  const t = createTranslator(wishlistMessages, 'th');
  const deps: WishlistSessionDeps = { doc: document, config: full, calls: calls as unknown as WishlistCalls, loadDoor: () => (door ? Promise.resolve(door) : loadMarkupDoor(document)), notices, t, locale: 'th' };
  const adder = createAdder({
    addToWishlist: (params) => calls.addToWishlist({ ...params, nonce: 'n-add' }),
    fragmentsFor: (productId) => collectFragments(document, '.', { productId }),
    cookiesEnabled: () => true,
    failedMessage: t('addFailed'),
  });
  const adding = { add: vi.fn<PopupAdding['add']>((request) => adder.add(request)), showAdded: vi.fn<PopupAdding['showAdded']>(async () => undefined) };
  stops.push(() => notices.dispose());
  return { calls, deps, adding, t };
}

/** The page printed and the controller started on it (its content element in the page, as the view puts it). */
export function startPopupsController(config: Partial<WishlistConfig> = {}) {
  const page = printPopupsPage();
  const setup = popupsDeps(config);
  const navigate = vi.fn<(url: string) => void>();
  const controller = createPopupsController(setup.deps, setup.adding, { navigate });
  document.body.append(controller.host);
  stops.push(() => controller.dispose());
  return { ...page, ...setup, controller, navigate };
}

export function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

export function key(element: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

export function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const addOpener = () => $<HTMLAnchorElement>('.yith-wcwl-add-to-wishlist a.open-pretty-photo');
export const estimateOpener = () => $<HTMLAnchorElement>('a[href="#ask_an_estimate_popup"]');
export const createOpener = () => $<HTMLAnchorElement>('a[href="#create_new_wishlist"]');
export const moveOpeners = () => [...document.querySelectorAll<HTMLAnchorElement>('a[href="#move_to_another_wishlist"]')];

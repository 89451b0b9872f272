import { atom, type ReadableAtom } from '@talat/core';
import type { CompareProductResult } from '@talat/client';
import { COMPARE_CONSTANTS } from './constants';

/**
 * The compare list's behaviour, with no DOM and no framework (DESIGN.md "controller"): SPEC §2.4,
 * §2.11, §4 "Compare", §7 "Compare", §8 "Compare", §9 "Compare".
 *
 * The server holds the list (TH Product Compare keeps it in a cookie) and every reply carries the
 * whole of it as markup, so calls go one at a time in the order the shopper made them: a reply
 * then never describes a list older than one already shown.
 */
export type CompareAction = 'add' | 'remove';

export interface CompareState {
  /** The compared products, as the last reply's markup lists them; every mark follows this. */
  ids: readonly string[];
  /** The reply's `html` (the compare table), '' when there is none. */
  table: string;
  /** The reply's `footer_bar`, '' when there is none. */
  footer: string;
  /** §8 Compare: the reply's `product_limit`, shown in the popup heading; '' when none. */
  limitMessage: string;
  popupOpen: boolean;
  /** Whether the footer bar shows its products (expanded) or only its toggle (collapsed). */
  footerExpanded: boolean;
  searchOpen: boolean;
  /** A list call is on its way. */
  loading: boolean;
  /** Products whose add or remove is on its way (their buttons show it and ignore more presses). */
  busy: readonly string[];
}

export interface CompareControllerOptions {
  /** The list call (§7 `th_get_compare_product`). Never aborted: each one changes the server's list. */
  list(productId: string, addRemove: CompareAction): Promise<CompareProductResult>;
  /** The footer's "remove all" (`th_remove_all_compare`, or the list call's 'removeall'). */
  removeAll(): Promise<CompareProductResult>;
  /**
   * Puts a reply's markup into the page (the one door) and returns the product ids it lists:
   * `footer` those of the footer bar (null when the reply has no footer bar), `all` those of the
   * footer and the table together.
   */
  render(reply: CompareProductResult): Promise<{ footer: readonly string[] | null; all: readonly string[] }>;
  /** A failed call: logged, nothing else changes (§8 Compare). */
  onError?(error: unknown): void;
}

export interface CompareController {
  $state: ReadableAtom<CompareState>;
  /** Page start: loads the list with product_id 'refresh' (§7). */
  refresh(): Promise<void>;
  /** A button (as its mark says), a checkbox (as it is now) or a search result picked. */
  set(productId: string, action: CompareAction): Promise<void>;
  removeAll(): Promise<void>;
  openPopup(): void;
  closePopup(): void;
  setFooterExpanded(expanded: boolean): void;
  openSearch(): void;
  closeSearch(): void;
  dispose(): void;
}

export const EMPTY_COMPARE_STATE: CompareState = {
  ids: [],
  table: '',
  footer: '',
  limitMessage: '',
  popupOpen: false,
  footerExpanded: false,
  searchOpen: false,
  loading: false,
  busy: [],
};

/** §4 Compare: the server reports no products, or the footer holds none. */
export function isEmptyList(reply: CompareProductResult, footerIds: readonly string[] | null): boolean {
  return reply.no_product === '1' || (footerIds !== null && footerIds.length === 0);
}

export function createCompareController(options: CompareControllerOptions): CompareController {
  const $state = atom<CompareState>(EMPTY_COMPARE_STATE);
  const update = (patch: Partial<CompareState>) => $state.set({ ...$state.get(), ...patch });
  let queue: Promise<void> = Promise.resolve();
  let footerTimer: ReturnType<typeof setTimeout> | undefined;
  let pending = 0;
  let alive = true;

  /** §4 Compare: the popup, the footer and the search close, and every mark is cleared. */
  const clearAll = () => {
    clearTimeout(footerTimer);
    $state.set({ ...EMPTY_COMPARE_STATE, loading: $state.get().loading, busy: $state.get().busy });
  };

  const apply = async (reply: CompareProductResult, added: boolean) => {
    if (reply.no_product === '1') return clearAll();
    const listed = await options.render(reply);
    if (!alive) return;
    if (isEmptyList(reply, listed.footer)) return clearAll();
    const limitMessage = reply.product_limit ?? '';
    update({
      ids: listed.all,
      table: reply.html ?? '',
      footer: reply.footer_bar ?? '',
      limitMessage,
      // Nothing else would show why the add did nothing: the message is in the popup's heading
      // (the popup replaces the search, as openPopup does).
      ...(added && limitMessage !== '' ? { popupOpen: true, searchOpen: false } : {}),
    });
    if (added && limitMessage === '') {
      // §4/§9 Compare: the footer opens 500 ms after an add.
      clearTimeout(footerTimer);
      footerTimer = setTimeout(() => alive && update({ footerExpanded: true }), COMPARE_CONSTANTS.footerOpenDelayMs);
    }
  };

  /** One call after another; a failure clears only the loading state (§8 Compare). */
  const enqueue = (call: () => Promise<CompareProductResult>, added: boolean, productId?: string) => {
    pending += 1;
    update({ loading: true, busy: productId ? [...$state.get().busy, productId] : $state.get().busy });
    const run = async () => {
      try {
        const reply = await call();
        if (alive) await apply(reply, added);
      } catch (error) {
        if (alive) options.onError?.(error);
      } finally {
        pending -= 1;
        if (alive) {
          const busy = productId ? $state.get().busy.filter((id) => id !== productId) : $state.get().busy;
          update({ loading: pending > 0, busy });
        }
      }
    };
    queue = queue.then(run);
    return queue;
  };

  const set = (productId: string, action: CompareAction) => {
    if ($state.get().busy.includes(productId)) return queue;
    return enqueue(() => options.list(productId, action), action === 'add', productId);
  };

  return {
    $state,
    refresh: () => enqueue(() => options.list('refresh', 'add'), false),
    set,
    removeAll: () => enqueue(() => options.removeAll(), false),
    openPopup: () => update({ popupOpen: true, searchOpen: false }),
    closePopup: () => update({ popupOpen: false }),
    setFooterExpanded: (expanded) => {
      clearTimeout(footerTimer);
      update({ footerExpanded: expanded });
    },
    openSearch: () => update({ searchOpen: true, popupOpen: false }),
    closeSearch: () => update({ searchOpen: false }),
    dispose() {
      alive = false;
      clearTimeout(footerTimer);
    },
  };
}

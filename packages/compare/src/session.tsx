import { createTransportContext, type CompareCalls } from '@talat/client';
import { createCompareCalls } from '@talat/client/compare';
import { createTranslator, loadMarkupDoor, resolveLocale, type MarkupDoor } from '@talat/core';
import { createRoot } from 'react-dom/client';
import type { CompareConfig } from './config';
import { createCompareController } from './controller/compare-controller';
import { createFailureNotice } from './controller/failure-notice';
import { applyMarks, showCount } from './dom/compare-marks';
import { ADDED_CLASS, COMPARE_BUTTON, COMPARE_CHECKBOX, markBusy, productIdOf } from './dom/controls';
import { fillCompareReply } from './dom/fill-reply';
import { counterpartOf } from './dom/keep-focus';
import { bindCompareMarkup } from './dom/markup-actions';
import { watchInsertedControls } from './dom/inserted-controls';
import { hasListToLoad } from './dom/list-cookie';
import { compareMessages } from './messages';
import { CompareView } from './view/CompareView';
import { FailureNotice } from './view/FailureNotice';
import { LazyPopups } from './view/LazyPopups';

export interface CompareSessionOptions {
  /** The client's compare calls; tests pass fakes. */
  calls?: CompareCalls;
  /** The markup door; tests pass a slow or failing one. */
  loadDoor?: () => Promise<MarkupDoor>;
}

export interface CompareSession {
  /** A claimed press on a compare button: adds or removes its product, as its mark says. */
  press(button: HTMLElement): void;
  /** A compare checkbox the shopper changed: checked adds, unchecked removes. */
  change(checkbox: HTMLInputElement): void;
  /** The floating icon: the popup, or the search when nothing is compared yet. */
  openFromIcon(): void;
  dispose(): void;
}

/**
 * The compare widget's behaviour on a page, started by the first load (mount.ts) once its chunk
 * is in: the list loaded on page start (§7), the buttons' and checkboxes' marks (§2.4, §4), the
 * footer bar, the 'COMPARE PRODUCTS' popup and the 'add product' search (§2.11).
 */
export function startCompareSession(doc: Document, config: CompareConfig, options: CompareSessionOptions = {}): CompareSession {
  const t = createTranslator(compareMessages, resolveLocale(config.locale, doc));
  // Only the compare family of the client: the other families stay out of this chunk.
  const calls = options.calls ?? createCompareCalls(createTransportContext({ ajaxUrl: config.ajaxUrl }));
  const loadDoor = options.loadDoor ?? (() => loadMarkupDoor(doc));
  // The first release checks `th_product.nonce`; the renamed one has none and sends none.
  const nonce = config.nonce || undefined;
  const notice = createFailureNotice();
  /** A failed call: logged and said (§8 Compare: nothing else changes). */
  const failed = (message: 'requestFailed' | 'searchFailed') => (error: unknown) => {
    console.error('[Talat] compare: a request failed; nothing changed', error);
    notice.show(t(message));
  };

  // The door fills these with the reply's markup; the views adopt them, so it is parsed once.
  const tableHost = doc.createElement('div');
  tableHost.className = 'talat-compare-table-host';
  const footerHost = doc.createElement('div');
  footerHost.className = 'talat-compare-footer-host';

  const controller = createCompareController({
    list: (productId, addRemove) => calls.getCompareProduct({ product_id: productId, add_remove: addRemove, action: config.productAction, nonce }),
    removeAll: () =>
      config.removeAllAction
        ? calls.removeAll({ action: config.removeAllAction, nonce })
        : calls.getCompareProduct({ product_id: 'refresh', add_remove: 'removeall', action: config.productAction, nonce }),
    render: async (reply) => fillCompareReply(await loadDoor(), { tableHost, footerHost }, reply, t),
    onError: failed('requestFailed'),
  });
  const searchOptions = {
    filter: (inputs: string, signal: AbortSignal) => calls.filterProducts({ inputs, action: config.filterAction, nonce }, { signal }).then((reply) => reply.data),
    pick: (productId: string) => void controller.set(productId, 'add'),
    onError: failed('searchFailed'),
  };
  // A popup opened from the footer's 'add product' or 'Compare' returns focus there on close; a
  // reply may have replaced that control meanwhile: its counterpart in the new markup, else the
  // footer's toggle.
  const returnFocusFallback = (lost: HTMLElement) => counterpartOf(lost, doc) ?? doc.querySelector<HTMLElement>('.talat-compare-footer-toggle');
  // The popups come in a lazy chunk of their own, at the first open (compare-popups.tsx).
  const loadPopups = () => import('./compare-popups').then((part) => part.ComparePopups);

  const container = doc.createElement('div');
  container.className = 'talat-compare';
  doc.body.append(container);
  const root = createRoot(container);
  root.render(
    <>
      <CompareView
        controller={controller}
        tableHost={tableHost}
        footerHost={footerHost}
        t={t}
        popups={<LazyPopups load={loadPopups} controller={controller} tableHost={tableHost} t={t} searchOptions={searchOptions} returnFocusFallback={returnFocusFallback} />}
      />
      {/* Audible while a popup makes the page inert (ui/modal.ts keeps data-talat-live out of it). */}
      <div data-talat-live="">
        <FailureNotice message={notice.$message} />
      </div>
    </>,
  );
  const unbindMarkup = bindCompareMarkup({ tableHost, footerHost, controller, t });

  /** Marks and busy states on every control, as the state says. */
  const paint = (root: ParentNode) => {
    const { ids, busy } = controller.$state.get();
    applyMarks(root, ids, busy);
    for (const control of root.querySelectorAll(`${COMPARE_BUTTON}, ${COMPARE_CHECKBOX}`)) {
      const id = productIdOf(control);
      if (id !== undefined) markBusy(control, busy.includes(id));
    }
  };
  const stopPainting = controller.$state.listen((state, before) => {
    const previous = before ?? state;
    if (state.ids !== previous.ids || state.busy !== previous.busy) paint(doc);
    if (state.ids !== previous.ids) showCount(doc, state.ids.length);
    // An emptied list leaves no markup behind for a later reader.
    if (state.footer === '' && previous.footer !== '') footerHost.replaceChildren();
    if (state.table === '' && previous.table !== '') tableHost.replaceChildren();
  });
  const stopWatching = watchInsertedControls(doc, paint);
  // §7's page-start 'refresh' loads the list the plugin's cookie holds. Without the cookie the list
  // is empty, as printed, and the first press is not held behind a call that answers nothing
  // (decision 506).
  const ready = hasListToLoad(doc) ? controller.refresh() : Promise.resolve();

  return {
    press(button) {
      const id = productIdOf(button);
      if (id === undefined) return markBusy(button, false);
      // The mark says what a press does, as in the plugin: the server's list drew it.
      void controller.set(id, button.classList.contains(ADDED_CLASS) ? 'remove' : 'add');
      paint(doc);
    },
    change(checkbox) {
      const id = productIdOf(checkbox);
      if (id === undefined) return markBusy(checkbox, false);
      void controller.set(id, checkbox.checked ? 'add' : 'remove');
      paint(doc);
    },
    openFromIcon() {
      void ready.then(() => (controller.$state.get().ids.length > 0 ? controller.openPopup() : controller.openSearch()));
    },
    dispose() {
      // A call still on its way will not come back to take its busy mark off.
      for (const control of doc.querySelectorAll(`${COMPARE_BUTTON}, ${COMPARE_CHECKBOX}`)) markBusy(control, false);
      stopPainting();
      stopWatching();
      unbindMarkup();
      controller.dispose();
      notice.dispose();
      root.unmount();
      container.remove();
    },
  };
}

import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { injectStyles } from '@talat/core';
import { LiveRegion, Popup, Spinner, useStore } from '@talat/ui';
import type { CompareController } from '../controller/compare-controller';
import { COMPARE_CONSTANTS } from '../controller/constants';
import { bindDragScroll, type DragScroll } from '../dom/drag-scroll';
import { bindScrollKeys } from '../dom/scroll-keys';
import type { CompareTranslate } from '../messages';
import { COMPARE_POPUP_CSS } from './popup-styles';
import { useMobileView } from './use-mobile-view';

export interface ComparePopupProps {
  controller: Pick<CompareController, '$state' | 'closePopup'>;
  /** The session's element, filled with the reply's `html` (the table) through the door; adopted, never re-rendered. */
  tableHost: HTMLElement;
  t: CompareTranslate;
  /** Where focus goes on close when the opener was replaced by a reply (ui's Popup). */
  returnFocusFallback?: (lost: HTMLElement) => HTMLElement | null;
}

/** Wide enough for the title column and four products (the plugin's default limit) side by side. */
const POPUP_WIDTH = 1200;

/**
 * §2.11 the compare popup: titled (in Thai; the plugin's 'COMPARE PRODUCTS'), a close button (the
 * Popup's), the heading's message area for §8's limit message, and the table. The table's
 * container keeps the plugin's class `th-compare-output-product`, so the plugin's table rules
 * apply; it is a focusable region that scrolls sideways by drag (×3, §9) and by keyboard.
 */
export function ComparePopup({ controller, tableHost, t, returnFocusFallback }: ComparePopupProps) {
  const mobile = useMobileView();
  const state = useStore(controller.$state);
  const titleId = useId();
  const table = useRef<HTMLDivElement>(null);
  const drag = useRef<DragScroll | null>(null);

  useLayoutEffect(() => {
    // Before the table is in, and before the first paint of the popup.
    injectStyles('compare-popup', COMPARE_POPUP_CSS, tableHost.ownerDocument);
    table.current?.append(tableHost);
  }, [tableHost]);
  useEffect(() => {
    const container = table.current;
    if (!container) return;
    drag.current = bindDragScroll(container, COMPARE_CONSTANTS.dragScrollMultiplier);
    const unbindKeys = bindScrollKeys(container);
    return () => {
      drag.current?.unbind();
      drag.current = null;
      unbindKeys();
    };
  }, []);
  // Whether it overflows changes with each fill, the popup opening (it had no layout closed) and the layout.
  useEffect(() => {
    if (state.popupOpen) drag.current?.update();
  }, [state.popupOpen, state.table, mobile]);

  const limit = state.limitMessage;
  return (
    <Popup
      open={state.popupOpen}
      onDismiss={() => controller.closePopup()}
      labelledBy={titleId}
      returnFocusFallback={returnFocusFallback}
      width={POPUP_WIDTH}
      className={`talat-compare-popup${mobile ? ' th-mobile-view' : ''}`}
    >
      <div className="talat-compare-heading">
        <h2 id={titleId} className="talat-compare-title">
          {t('popupTitle')}
        </h2>
        {/* §8 Compare: the server's product_limit, as text; an alert is read when it appears. */}
        {limit !== '' && (
          <p className="talat-compare-limit" role="alert">
            {limit}
          </p>
        )}
      </div>
      <div className="talat-compare-status">{state.loading && <Spinner />}</div>
      <LiveRegion message={state.popupOpen && state.loading ? t('loading') : ''} />
      <div
        ref={table}
        className="th-compare-output-product talat-compare-table"
        role="region"
        aria-label={t('tableRegion')}
        aria-busy={state.loading}
        tabIndex={0}
      />
    </Popup>
  );
}

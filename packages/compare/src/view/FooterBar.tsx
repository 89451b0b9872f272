import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore, useTopLayer } from '@talat/ui';
import type { CompareController } from '../controller/compare-controller';
import type { CompareTranslate } from '../messages';

export interface FooterBarProps {
  controller: Pick<CompareController, '$state' | 'setFooterExpanded'>;
  /** The session's element, filled with the reply's `footer_bar` through the door; adopted, never re-rendered. */
  footerHost: HTMLElement;
  t: CompareTranslate;
  mobile: boolean;
}

/**
 * §2.11 the footer bar: the compared products' images, expanded or collapsed, with the 'add
 * product' button (both in the server's markup). It floats over the page, so it is in the top
 * layer while shown. Our disclosure button stays visible when collapsed and says how many products
 * are compared; the server markup's own toggle (`.th-footer-up-down`, renamed release) is hidden by
 * the CSS.
 */
export function FooterBar({ controller, footerHost, t, mobile }: FooterBarProps) {
  const state = useStore(controller.$state);
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const products = useRef<HTMLDivElement>(null);
  const productsId = useId();
  const shown = state.footer !== '' && state.ids.length > 0;
  const expanded = state.footerExpanded;

  useLayoutEffect(() => {
    products.current?.append(footerHost);
  }, [footerHost]);
  // The plugin's stylesheet shows the bar by `.active` and its mobile rules by `th-mobile-view`
  // (research §1): kept in step on each fill's wrapper, so a theme styling them still works.
  useLayoutEffect(() => {
    const wrap = footerHost.querySelector('.th-compare-footer-wrap');
    wrap?.classList.toggle('active', expanded);
    wrap?.classList.toggle('th-mobile-view', mobile);
    // Every reply refills the wrapper, even one with the same markup (a limit reply): so on each state.
  }, [footerHost, state, expanded, mobile]);
  useTopLayer(bar, shown);

  return (
    <div ref={setBar} className={`talat-compare-footer${mobile ? ' th-mobile-view' : ''}`} hidden={!shown}>
      <section className="talat-compare-footer-region" aria-label={t('footerRegion')}>
        <button
          type="button"
          className="talat-compare-footer-toggle"
          aria-expanded={expanded}
          aria-controls={productsId}
          onClick={() => controller.setFooterExpanded(!expanded)}
        >
          <span>{t('footerToggle')}</span>{' '}
          <span className="talat-compare-footer-count">{t('count', { count: state.ids.length })}</span>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div id={productsId} ref={products} className="talat-compare-footer-products" hidden={!expanded} />
      </section>
    </div>
  );
}

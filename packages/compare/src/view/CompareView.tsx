import { useLayoutEffect, type ReactNode } from 'react';
import { injectStyles } from '@talat/core';
import type { CompareController } from '../controller/compare-controller';
import type { CompareTranslate } from '../messages';
import { FooterBar } from './FooterBar';
import { COMPARE_CSS } from './styles';
import { useMobileView } from './use-mobile-view';

export interface CompareViewProps {
  controller: CompareController;
  /** Filled by the session with the reply's `html` (the table); the popup adopts it. */
  tableHost: HTMLElement;
  /** Filled by the session with the reply's `footer_bar`; the footer bar adopts it. */
  footerHost: HTMLElement;
  t: CompareTranslate;
  /**
   * The popup and the search popup (compare-popups.tsx), placed as given: the session passes the
   * loader of their lazy chunk (view/LazyPopups.tsx), so a page loads them at their first use.
   */
  popups?: ReactNode;
}

/** §2.11: the compare widget's floating parts, in one root the session puts on <body>. */
export function CompareView({ controller, tableHost, footerHost, t, popups }: CompareViewProps) {
  const mobile = useMobileView();
  useLayoutEffect(() => injectStyles('compare', COMPARE_CSS, tableHost.ownerDocument), [tableHost]);
  return (
    <>
      <FooterBar controller={controller} footerHost={footerHost} t={t} mobile={mobile} />
      {popups}
    </>
  );
}

import type { ReadableAtom } from '@talat/core';
import { LiveRegion, useStore, useTopLayer } from '@talat/ui';
import { useState } from 'react';
import type { WishlistNotice } from '../controller/notice';

export interface FloatingNoticeProps {
  notice: ReadableAtom<WishlistNotice>;
}

/**
 * §2.10 "Floating notice": the wishlist's messages, in the top layer so no theme rule covers it,
 * under the plugin's ids (`#yith-wcwl-popup-message > #yith-wcwl-message`) so the theme's and the
 * plugin's CSS style it as before. Screen readers hear it from a status region that is always in
 * the page: the popover is display:none while closed, and a live region that appears already
 * filled is not read.
 */
export function FloatingNotice({ notice }: FloatingNoticeProps) {
  const current = useStore(notice);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useTopLayer(element, current !== null);
  return (
    <>
      <LiveRegion message={current?.text ?? ''} />
      <div
        ref={setElement}
        id="yith-wcwl-popup-message"
        className={`talat-wishlist-notice${current ? ` talat-wishlist-notice--${current.kind}` : ''}`}
        hidden={current === null}
        aria-hidden="true"
      >
        <div id="yith-wcwl-message">{current?.text}</div>
      </div>
    </>
  );
}

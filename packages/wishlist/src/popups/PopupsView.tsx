import { useLayoutEffect, useRef } from 'react';
import type { Locale } from '@talat/core';
import { Popup, useStore } from '@talat/ui';
import type { PopupsController } from './controller';

export interface PopupsViewProps {
  controller: PopupsController;
  /** The feedback's close time (§9 popup close time), or null when 'auto close popup' is off. */
  closeAfterMs: number | null;
  locale: Locale;
}

/**
 * The one Popup of the wishlist's popups (§2.10): the controller's content element sits in its
 * body, the state names it and carries the feedback. Thin on purpose: the behaviour is in
 * controller.ts.
 */
export function PopupsView({ controller, closeAfterMs, locale }: PopupsViewProps) {
  const state = useStore(controller.$state);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.append(controller.host);
  }, [controller]);
  const open = state !== null;
  const name = state?.name ?? { label: '' };
  return (
    <Popup
      {...name}
      open={open}
      onDismiss={() => controller.close()}
      feedback={state?.feedback ?? null}
      closeAfterMs={closeAfterMs}
      returnFocusFallback={() => controller.replacementOfOpener()}
      className="talat-wishlist-popup"
      locale={locale}
    >
      <div ref={slot} />
    </Popup>
  );
}

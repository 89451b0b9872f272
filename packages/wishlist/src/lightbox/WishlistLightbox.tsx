import type { Locale, Translate } from '@talat/core';
import { Lightbox, useStore, type LightboxMessages } from '@talat/ui';
import type { LightboxMessageKey } from '../messages-lightbox';
import type { LightboxController } from './controller';

/** The words of @talat/ui's Lightbox from the lightbox's own catalogue (messages-lightbox.ts, in its chunk). */
export function lightboxMessagesOf(t: Translate<LightboxMessageKey>): LightboxMessages {
  return {
    name: t('lightboxName'),
    previous: t('lightboxPrevious'),
    next: t('lightboxNext'),
    play: t('lightboxPlay'),
    pause: t('lightboxPause'),
    loading: t('lightboxLoading'),
    failed: t('lightboxFailed'),
    position: (position, count) => t('lightboxPosition', { position, count }),
  };
}

/** The lightbox's view: the controller's state, drawn by @talat/ui's Lightbox. */
export function WishlistLightbox({ controller, messages, locale }: { controller: LightboxController; messages: LightboxMessages; locale: Locale }) {
  const state = useStore(controller.$state);
  return (
    <Lightbox
      open={state.open}
      images={state.images}
      index={state.index}
      status={state.status}
      playing={state.playing}
      messages={messages}
      locale={locale}
      onDismiss={controller.close}
      onPrevious={controller.previous}
      onNext={controller.next}
      onTogglePlay={controller.toggleSlideshow}
      onSettled={controller.settled}
    />
  );
}

import { useEffect, useLayoutEffect, useState } from 'react';
import { injectStyles, withBaseStyles, type Locale } from '@talat/core';
import { LIGHTBOX_CSS } from './lightbox-css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './LightboxIcons';
import { Popup, type PopupDismissReason } from './Popup';
import { LIGHTBOX_DEFAULT_SIZE } from './popup-constants';
import { Spinner } from './Spinner';

/** One image of a gallery; every field is shown as text or used as a URL, never as markup. */
export interface LightboxImage {
  /** An http(s) URL, or '' when the link had none (shown as the failure). */
  src: string;
  alt: string;
  caption: string;
}

export type LightboxStatus = 'loading' | 'loaded' | 'failed';

/** The lightbox's words, in the widget's language (the widget owns its catalogue). */
export interface LightboxMessages {
  /** The dialog's name. */
  name: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  loading: string;
  /** §8 Lightbox: the image could not be loaded. */
  failed: string;
  /** Announced on each move: "ภาพที่ 2 จาก 5". */
  position(position: number, count: number): string;
}

export interface LightboxProps {
  open: boolean;
  images: readonly LightboxImage[];
  index: number;
  status: LightboxStatus;
  playing: boolean;
  messages: LightboxMessages;
  locale?: Locale;
  onDismiss(reason: PopupDismissReason): void;
  onPrevious(): void;
  onNext(): void;
  onTogglePlay(): void;
  /** The shown image loaded or failed (its src, so a late event can be told apart). */
  onSettled(src: string, ok: boolean): void;
}

/**
 * The image lightbox (§2.1, §8 Lightbox, §9 Other) on the one Popup: modal, Escape, outside click,
 * focus back to the link. The stage keeps the default 500×344 shape; the failure message takes
 * the image's place and the buttons stay, so the shopper can go on or close. Left and Right move
 * between images; the position is announced politely, except while the slideshow plays (an
 * announcement every few seconds would drown everything else out).
 */
export function Lightbox(props: LightboxProps) {
  const { open, images, index, status, playing, messages, locale, onDismiss, onPrevious, onNext, onTogglePlay, onSettled } = props;
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [nextButton, setNextButton] = useState<HTMLButtonElement | null>(null);
  const image = images[index];
  const count = images.length;
  const many = count > 1;

  useLayoutEffect(() => {
    if (stage) injectStyles('lightbox', LIGHTBOX_CSS, stage.ownerDocument);
  }, [stage]);

  // On the document, so the arrows work wherever focus is in the dialog (the close button too).
  useEffect(() => {
    if (!open || !many || !stage) return undefined;
    const doc = stage.ownerDocument;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') onPrevious();
      else onNext();
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [open, many, stage, onPrevious, onNext]);

  const loading = status === 'loading';
  return (
    <Popup
      open={open}
      onDismiss={onDismiss}
      label={messages.name}
      width={LIGHTBOX_DEFAULT_SIZE.width}
      className="talat-lightbox"
      locale={locale}
      // Focus starts on "next", the likeliest first move. The controls are always in the DOM (hidden
      // for a lone image), so the button is known before the first open reads this.
      initialFocus={many ? nextButton : undefined}
    >
      <figure className="talat-lightbox-figure">
        <div ref={setStage} className="talat-lightbox-stage" aria-busy={loading}>
          {open && image && image.src && status !== 'failed' && (
            <img key={`${index}:${image.src}`} src={image.src} alt={image.alt} hidden={loading} onLoad={() => onSettled(image.src, true)} onError={() => onSettled(image.src, false)} />
          )}
          {open && loading && (
            <>
              <Spinner />
              <span ref={withBaseStyles} className="talat-visually-hidden">{messages.loading}</span>
            </>
          )}
          {open && status === 'failed' && (
            <p className="talat-lightbox-failed" role="alert">
              {messages.failed}
            </p>
          )}
        </div>
        {image?.caption && <figcaption className="talat-lightbox-caption">{image.caption}</figcaption>}
      </figure>
      <div className="talat-lightbox-controls" hidden={!many}>
        <button type="button" aria-label={messages.previous} title={messages.previous} onClick={onPrevious}>
          <PreviousIcon />
        </button>
        <span className="talat-lightbox-position" aria-hidden="true">
          {index + 1} / {count}
        </span>
        <button type="button" aria-label={playing ? messages.pause : messages.play} title={playing ? messages.pause : messages.play} onClick={onTogglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button ref={setNextButton} type="button" aria-label={messages.next} title={messages.next} onClick={onNext}>
          <NextIcon />
        </button>
      </div>
      <div ref={withBaseStyles} className="talat-visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {open && many ? messages.position(index + 1, count) : ''}
      </div>
    </Popup>
  );
}

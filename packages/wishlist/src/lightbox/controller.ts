import { atom, type ReadableAtom } from '@talat/core';
import { LIGHTBOX_SLIDESHOW_MS, type LightboxImage, type LightboxStatus } from '@talat/ui';
import { formatDeepLink, parseDeepLink } from './hash';
import type { LightboxHistory } from './history';

/** What the lightbox shows. Kept after a close (open false), so the view can fade out. */
export interface LightboxState {
  open: boolean;
  rel: string;
  images: readonly LightboxImage[];
  index: number;
  status: LightboxStatus;
  playing: boolean;
}

/** A gallery and the place in it that a deep link or a click names. */
export interface LightboxTarget {
  rel: string;
  images: readonly LightboxImage[];
  index: number;
}

export interface LightboxControllerOptions {
  history: LightboxHistory;
  /** The gallery a deep link names on the page, or null (unknown rel, index out of range, a popup link). */
  resolve(rel: string, index: number): LightboxTarget | null;
  /** §9 Other "Lightbox slideshow interval". */
  slideshowMs?: number;
}

export interface LightboxController {
  readonly $state: ReadableAtom<LightboxState>;
  /** A click on an image link: opens at that image and pushes its hash, so Back closes. */
  open(target: LightboxTarget): void;
  /** The page was loaded with a deep link: opens what it names, or returns false and does nothing. */
  openFromHash(hash: string): boolean;
  next(): void;
  previous(): void;
  /** Play or pause the slideshow (WCAG 2.2.2: the shopper can always stop it). */
  toggleSlideshow(): void;
  /** The image at `src` loaded (ok) or failed; a late answer for an image no longer shown is ignored. */
  settled(src: string, ok: boolean): void;
  /** The shopper closed it (Escape, close button, outside click). */
  close(): void;
  dispose(): void;
}

const CLOSED: LightboxState = { open: false, rel: '', images: [], index: 0, status: 'loading', playing: false };

/**
 * The lightbox that replaces prettyPhoto (§2.1, §8 Lightbox, §9 Other): one gallery at a time,
 * next and previous wrapping around as prettyPhoto's did, a slideshow the shopper starts, and the
 * hash kept in step with what is shown. Framework free; the view only reads `$state`.
 */
export function createLightboxController(options: LightboxControllerOptions): LightboxController {
  const { history, resolve, slideshowMs = LIGHTBOX_SLIDESHOW_MS } = options;
  const $state = atom<LightboxState>(CLOSED);
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The slideshow's next step counts from when the image settled, so a slow image still gets its full time. */
  const schedule = () => {
    clearTimeout(timer);
    const { open, playing, status } = $state.get();
    if (open && playing && status !== 'loading') timer = setTimeout(() => go(1), slideshowMs);
  };
  const set = (patch: Partial<LightboxState>) => {
    $state.set({ ...$state.get(), ...patch });
    schedule();
  };
  // An image without a usable URL (gallery.ts) fails at once instead of waiting forever.
  const statusOf = (images: readonly LightboxImage[], index: number): LightboxStatus => (images[index]?.src ? 'loading' : 'failed');

  function show(target: LightboxTarget): boolean {
    const { rel, images, index } = target;
    if (!Number.isInteger(index) || index < 0 || index >= images.length) return false;
    set({ open: true, rel, images, index, status: statusOf(images, index), playing: false });
    return true;
  }

  function go(step: 1 | -1): void {
    const { open, rel, images, index } = $state.get();
    if (!open || images.length < 2) return;
    const to = (index + step + images.length) % images.length;
    // Moving replaces the entry: Back still closes in one step, whatever was looked at.
    history.replace(formatDeepLink({ rel, index: to }));
    set({ index: to, status: statusOf(images, to) });
  }

  /** Closes without touching history: Back already left the lightbox's entry. */
  const hide = () => {
    if ($state.get().open) set({ open: false, playing: false });
  };

  const stopPop = history.onPop(() => {
    const link = parseDeepLink(history.hash());
    const target = link && resolve(link.rel, link.index);
    // Forward onto a lightbox entry opens it again; any other entry closes it.
    if (target) show(target);
    else hide();
  });

  return {
    $state,
    open(target) {
      if (!show(target)) return;
      const hash = formatDeepLink({ rel: target.rel, index: target.index });
      // Already on our entry (a second click while open): swap it, so Back still closes in one step.
      if (history.ownsEntry()) history.replace(hash);
      else history.push(hash);
    },
    openFromHash(hash) {
      const link = parseDeepLink(hash);
      const target = link && resolve(link.rel, link.index);
      if (!target || !show(target)) return false;
      // The entry is the page's own: written in prettyPhoto's form, and cleared on close.
      history.replace(formatDeepLink({ rel: target.rel, index: target.index }));
      return true;
    },
    next: () => go(1),
    previous: () => go(-1),
    toggleSlideshow() {
      const { open, playing, images } = $state.get();
      if (open && images.length > 1) set({ playing: !playing });
    },
    settled(src, ok) {
      const { open, images, index, status } = $state.get();
      if (open && status === 'loading' && images[index]?.src === src) set({ status: ok ? 'loaded' : 'failed' });
    },
    close() {
      if (!$state.get().open) return;
      hide();
      // Leaves the hash as it was before: Back off our own entry, or the page's entry cleared.
      if (history.ownsEntry()) history.back();
      else if (parseDeepLink(history.hash())) history.replace(null);
    },
    dispose() {
      clearTimeout(timer);
      stopPop();
    },
  };
}

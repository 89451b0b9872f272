import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightboxImage } from '@talat/ui';
import { createLightboxController, type LightboxTarget } from './controller';
import { fakeHistory } from './test-history';

const REL = 'prettyPhoto[product-gallery]';
const images: LightboxImage[] = [1, 2, 3].map((n) => ({ src: `https://shop.test/img-${n}.jpg`, alt: `ภาพ ${n}`, caption: `ภาพ ${n}` }));
const at = (index: number): LightboxTarget => ({ rel: REL, images, index });

function setup(initialHash = '', pageImages = images) {
  const fake = fakeHistory(initialHash);
  const resolve = vi.fn((rel: string, index: number) => (rel === REL && index < pageImages.length ? { rel, images: pageImages, index } : null));
  const controller = createLightboxController({ history: fake.history, resolve });
  const state = () => controller.$state.get();
  return { ...fake, controller, state, resolve };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lightbox controller: the gallery (§2.1)', () => {
  it('opens at the clicked image, loading, slideshow off', () => {
    const { controller, state } = setup();
    controller.open(at(1));
    expect(state()).toEqual({ open: true, rel: REL, images, index: 1, status: 'loading', playing: false });
  });

  it('next and previous wrap around, as prettyPhoto did', () => {
    const { controller, state } = setup();
    controller.open(at(2));
    controller.next();
    expect(state().index).toBe(0);
    controller.previous();
    expect(state().index).toBe(2);
    controller.previous();
    expect(state().index).toBe(1);
  });

  it('a move starts the new image loading', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    expect(state().status).toBe('loaded');
    controller.next();
    expect(state().status).toBe('loading');
  });

  it('a lone image has nowhere to go and no slideshow', () => {
    const { controller, state, calls } = setup();
    const lone = { rel: 'prettyPhoto', images: images.slice(0, 1), index: 0 };
    controller.open(lone);
    controller.next();
    controller.previous();
    controller.toggleSlideshow();
    expect(state()).toMatchObject({ index: 0, playing: false });
    expect(calls).toEqual(['push #prettyPhoto/0/']);
  });

  it('refuses an index outside the gallery', () => {
    const { controller, state, calls } = setup();
    controller.open(at(3));
    controller.open(at(-1));
    controller.open(at(Number.NaN));
    expect(state().open).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('lightbox controller: image loading and the §8 failure', () => {
  it('a failed image says so and stays usable: the shopper can go on to the next image, or close', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, false);
    expect(state()).toMatchObject({ open: true, status: 'failed' });
    controller.next();
    expect(state()).toMatchObject({ index: 1, status: 'loading' });
    controller.close();
    expect(state().open).toBe(false);
  });

  it('a late answer for an image no longer shown changes nothing', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.next();
    controller.settled(images[0]!.src, false);
    expect(state()).toMatchObject({ index: 1, status: 'loading' });
    controller.settled(images[1]!.src, true);
    controller.settled(images[1]!.src, false);
    expect(state().status).toBe('loaded');
  });

  it('an image without a usable URL fails at once instead of loading forever', () => {
    const { controller, state } = setup();
    controller.open({ rel: REL, images: [{ src: '', alt: '', caption: '' }, ...images], index: 0 });
    expect(state().status).toBe('failed');
  });
});

describe('lightbox controller: the slideshow (§9 Other, 5000 ms)', () => {
  it('moves every 5000 ms once the image has settled, wrapping to the first', () => {
    const { controller, state } = setup();
    controller.open(at(1));
    controller.settled(images[1]!.src, true);
    controller.toggleSlideshow();
    expect(state().playing).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(state().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(state().index).toBe(2);
    controller.settled(images[2]!.src, true);
    vi.advanceTimersByTime(5000);
    expect(state().index).toBe(0);
  });

  it('waits for a slow image: the 5000 ms count from when it shows', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.toggleSlideshow();
    vi.advanceTimersByTime(20_000);
    expect(state().index).toBe(0);
    controller.settled(images[0]!.src, true);
    vi.advanceTimersByTime(4999);
    expect(state().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state().index).toBe(1);
  });

  it('goes on past a failed image after the same time', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.toggleSlideshow();
    controller.settled(images[0]!.src, false);
    vi.advanceTimersByTime(5000);
    expect(state().index).toBe(1);
  });

  it('pauses (WCAG 2.2.2) and resumes with a full interval', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    controller.toggleSlideshow();
    vi.advanceTimersByTime(3000);
    controller.toggleSlideshow();
    expect(state().playing).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(state().index).toBe(0);
    controller.toggleSlideshow();
    vi.advanceTimersByTime(4999);
    expect(state().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state().index).toBe(1);
  });

  it('a move by the shopper restarts the interval', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    controller.toggleSlideshow();
    vi.advanceTimersByTime(4000);
    controller.next();
    controller.settled(images[1]!.src, true);
    vi.advanceTimersByTime(4999);
    expect(state().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(state().index).toBe(2);
  });

  it('stops on close and does not play again on the next open', () => {
    const { controller, state } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    controller.toggleSlideshow();
    controller.close();
    vi.advanceTimersByTime(10_000);
    expect(state()).toMatchObject({ open: false, playing: false, index: 0 });
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    vi.advanceTimersByTime(10_000);
    expect(state()).toMatchObject({ playing: false, index: 0 });
  });

  it('stops on dispose', () => {
    const { controller, state, listeners } = setup();
    controller.open(at(0));
    controller.settled(images[0]!.src, true);
    controller.toggleSlideshow();
    controller.dispose();
    vi.advanceTimersByTime(10_000);
    expect(state().index).toBe(0);
    expect(listeners.size).toBe(0);
  });
});

describe('lightbox controller: the hash and history (§2.1)', () => {
  it('opening pushes #prettyPhoto[rel]/index/, moving replaces it, closing goes Back', () => {
    const { controller, calls, entries } = setup();
    controller.open(at(0));
    controller.next();
    controller.next();
    controller.close();
    expect(calls).toEqual(['push #prettyPhoto[product-gallery]/0/', 'replace #prettyPhoto[product-gallery]/1/', 'replace #prettyPhoto[product-gallery]/2/', 'back']);
    expect(entries()).toEqual(['', '#prettyPhoto[product-gallery]/2/']);
  });

  it('Back (popstate to an entry without the marker) closes, and history is not touched again', () => {
    const { controller, calls, pop, state } = setup();
    controller.open(at(1));
    pop(-1);
    expect(state().open).toBe(false);
    expect(calls).toEqual(['push #prettyPhoto[product-gallery]/1/']);
  });

  it('Forward onto the lightbox entry opens that image again', () => {
    const { controller, pop, state } = setup();
    controller.open(at(1));
    controller.next();
    pop(-1);
    pop(1);
    expect(state()).toMatchObject({ open: true, index: 2, status: 'loading' });
  });

  it('a page loaded with the hash opens that image; closing clears the hash with replace (never Back off the site)', () => {
    const { controller, calls, state, resolve } = setup('#prettyPhoto[product-gallery]/2/');
    expect(controller.openFromHash('#prettyPhoto[product-gallery]/2/')).toBe(true);
    expect(resolve).toHaveBeenCalledWith(REL, 2);
    expect(state()).toMatchObject({ open: true, index: 2 });
    controller.previous();
    controller.close();
    expect(calls).toEqual(['replace #prettyPhoto[product-gallery]/2/', 'replace #prettyPhoto[product-gallery]/1/', 'replace (none)']);
  });

  it('a loaded hash is written back in the canonical form', () => {
    const { controller, calls } = setup('#prettyPhoto%5Bproduct-gallery%5D/0');
    expect(controller.openFromHash('#prettyPhoto%5Bproduct-gallery%5D/0')).toBe(true);
    expect(calls).toEqual(['replace #prettyPhoto[product-gallery]/0/']);
  });

  it.each([
    ['#prettyPhoto[other-gallery]/0/', 'an unknown rel'],
    ['#prettyPhoto[product-gallery]/3/', 'an index past the end'],
    ['#prettyPhoto[product-gallery]/-1/', 'a negative index'],
    ['#prettyPhoto[product-gallery]/x/', 'junk'],
    ['#prettyPhoto%ZZ/0/', 'a broken escape'],
  ])('a hostile or stale hash (%s: %s) opens nothing, writes nothing, throws nothing', (hash) => {
    const { controller, calls, state } = setup(hash);
    expect(controller.openFromHash(hash)).toBe(false);
    expect(state().open).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a second open while open swaps the entry instead of stacking another', () => {
    const { controller, calls } = setup();
    controller.open(at(0));
    controller.open(at(2));
    expect(calls).toEqual(['push #prettyPhoto[product-gallery]/0/', 'replace #prettyPhoto[product-gallery]/2/']);
  });

  it('closing twice goes Back once', () => {
    const { controller, calls } = setup();
    controller.open(at(0));
    controller.close();
    controller.close();
    expect(calls.filter((call) => call === 'back')).toHaveLength(1);
  });
});

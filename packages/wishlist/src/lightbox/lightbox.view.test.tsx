// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { WishlistCalls } from '@talat/client';
import { createTranslator, loadMarkupDoor } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wishlistConfigSpec, type WishlistConfig } from '../config';
import { createNoticeStore } from '../controller/notice';
import { wishlistMessages } from '../messages';
import { startLightbox } from './index';
import { fakeHistory } from './test-history';

const REL = 'prettyPhoto[product-gallery]';
const FAILED_TH = 'ไม่สามารถโหลดภาพได้ กรุณาตรวจสอบว่าที่อยู่ของภาพถูกต้องและมีภาพอยู่จริง';

// The product gallery as the demo prints it (WooCommerce's prettyPhoto-era templates), with a popup
// link of the wishlist on the same page.
function printGallery(): HTMLAnchorElement[] {
  document.body.innerHTML = `<main>
    <div class="woocommerce-product-gallery">
      <a href="/img/front.svg" class="woocommerce-main-image zoom" title="ด้านหน้า" data-rel="${REL}"><img src="/img/front-s.svg" alt="ขวด ด้านหน้า"></a>
      <div class="thumbnails">
        <a href="/img/side.svg" class="zoom first" title="ด้านข้าง" data-rel="${REL}"><img src="/img/side-s.svg" alt="ขวด ด้านข้าง"></a>
        <a href="/img/missing.svg" class="zoom last" title="ฝา" data-rel="${REL}"><img src="/img/cap-s.svg" alt="ขวด ฝา"></a>
      </div>
    </div>
    <a href="#ask_an_estimate_popup" data-rel="prettyPhoto[ask_an_estimate]">ขอใบเสนอราคา</a>
  </main>`;
  return [...document.querySelectorAll<HTMLAnchorElement>(`a[data-rel="${REL}"]`)];
}

/** `locale` is the session's; `configLocale`, when given, what the config says (it may differ: `<html lang>` read at session start). */
function start({ locale = 'th', hash = '', configLocale }: { locale?: 'th' | 'en'; hash?: string; configLocale?: 'th' | 'en' } = {}) {
  const links = printGallery();
  const fake = fakeHistory(hash);
  const notices = createNoticeStore(3000);
  const config = { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', locale: configLocale ?? locale } as WishlistConfig;
  const deps = { doc: document, config, calls: {} as WishlistCalls, loadDoor: () => loadMarkupDoor(document), notices, t: createTranslator(wishlistMessages, locale), locale };
  const lightbox = startLightbox(deps, fake.history);
  const container = document.body.appendChild(document.createElement('div'));
  render(lightbox.view!, { container });
  return { ...fake, lightbox, links };
}

const shown = () => document.querySelector<HTMLImageElement>('.talat-lightbox-stage img');
const position = () => document.querySelector('.talat-lightbox-position')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the wishlist lightbox on a product page (§2.1, §8 Lightbox, §9 Other)', () => {
  it('a claimed click opens the gallery at that link, pushes its hash, and shows the image once loaded', () => {
    const { lightbox, links, calls } = start();
    links[1]!.focus();
    act(() => lightbox.open(links[1]!));
    expect(screen.getByRole('dialog', { name: 'ภาพสินค้า' })).toBeInTheDocument();
    expect(calls).toEqual(['push #prettyPhoto[product-gallery]/1/']);
    expect(shown()).toHaveAttribute('src', 'http://localhost:3000/img/side.svg');
    expect(shown()).toHaveAttribute('hidden');
    fireEvent.load(shown()!);
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'ขวด ด้านข้าง' })).not.toHaveAttribute('hidden');
    expect(screen.getByText('ด้านข้าง', { selector: 'figcaption' })).toBeInTheDocument();
    expect(position()).toBe('2 / 3');
  });

  it('Right and Left move with wrap-around and replace the hash; closing goes Back and focus returns to the link', () => {
    const { lightbox, links, calls } = start();
    links[2]!.focus();
    act(() => lightbox.open(links[2]!));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(position()).toBe('1 / 3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(position()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(calls).toEqual(['push #prettyPhoto[product-gallery]/2/', 'replace #prettyPhoto[product-gallery]/0/', 'replace #prettyPhoto[product-gallery]/2/', 'back']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(links[2]).toHaveFocus();
  });

  it('a broken image shows the §8 message in Thai inside the lightbox (no alert), and the shopper can go on or close', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { lightbox, links } = start();
    act(() => lightbox.open(links[2]!));
    fireEvent.error(shown()!);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED_TH);
    expect(alert).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ภาพถัดไป' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shown()).toHaveAttribute('src', 'http://localhost:3000/img/front.svg');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says it in English where the page is English (prettyPhoto's own words), in the session's locale", () => {
    // Its own words (decision 514) in the locale the session resolved, as the session's words are.
    const { lightbox, links } = start({ locale: 'en', configLocale: 'th' });
    act(() => lightbox.open(links[0]!));
    fireEvent.error(shown()!);
    expect(screen.getByRole('alert')).toHaveTextContent('Image cannot be loaded. Make sure the path is correct and image exist.');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it('the slideshow: play moves every 5000 ms after the image shows; pause stops it', () => {
    const { lightbox, links } = start();
    act(() => lightbox.open(links[0]!));
    fireEvent.load(shown()!);
    fireEvent.click(screen.getByRole('button', { name: 'เล่นสไลด์โชว์' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(position()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toBe('2 / 3');
    fireEvent.load(shown()!);
    fireEvent.click(screen.getByRole('button', { name: 'หยุดสไลด์โชว์ชั่วคราว' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(position()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'เล่นสไลด์โชว์' })).toBeInTheDocument();
  });

  it('a page loaded with the hash opens that image; closing clears the hash without going Back', () => {
    const { lightbox, calls } = start({ hash: '#prettyPhoto[product-gallery]/2/' });
    let opened = false;
    act(() => {
      opened = lightbox.openFromHash('#prettyPhoto[product-gallery]/2/');
    });
    expect(opened).toBe(true);
    expect(shown()).toHaveAttribute('src', 'http://localhost:3000/img/missing.svg');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(calls).toEqual(['replace #prettyPhoto[product-gallery]/2/', 'replace (none)']);
  });

  it.each(['#prettyPhoto[ask_an_estimate]/0/', '#prettyPhoto[product-gallery]/3/', '#prettyPhoto[nope]/0/', '#prettyPhoto[product-gallery]/%/'])(
    'a hash naming a popup link, nothing, or junk (%s) returns false and opens nothing',
    (hash) => {
      const { lightbox, calls } = start({ hash });
      let opened = true;
      act(() => {
        opened = lightbox.openFromHash(hash);
      });
      expect(opened).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('Back (popstate) closes it', () => {
    const { lightbox, links, pop } = start();
    act(() => lightbox.open(links[0]!));
    act(() => pop(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNotSeen, expectSeen } from './seen';
import { expectNoAxeViolations, useSpecGuards, waitForWidget } from './support';

// Issue 16, the theme's behaviours on the demo shop with the built script-tag bundle (§2.2, §2.4,
// §9 Page; docs/research/theme-behaviours.md): the sticky header, the scroll-to-top button, the
// preloader, the sort select, WooCommerce's field descriptions and notices, the custom cursor.
// No timings are asserted: what is checked is where things end up and what the shopper sees.

const SHOP = '/shop/';
const toTop = (page: Page) => page.getByRole('button', { name: 'กลับขึ้นด้านบนของหน้า' });

declare global {
  interface Window {
    __shifts?: number[];
    __scrollTops?: number[];
  }
}

useSpecGuards();

test.beforeEach(async ({ context }) => {
  // Layout shifts a shopper did not cause (CLS counts these), recorded from the first paint.
  await context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__shifts!.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** The lazy chunk is in: the sticky header has its placeholder and the button its class. */
async function extrasStarted(page: Page): Promise<void> {
  await waitForWidget(page, 'page-extras');
  await expect(page.locator('.talat-sticky-placeholder')).toBeAttached();
  await expect(page.locator('#back-to-top.talat-scroll-top')).toBeAttached();
}

/** Where an element sits in the document (not the window): unchanged means nothing jumped. */
const documentTop = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY));

async function wheelTo(page: Page, y: number): Promise<void> {
  await page.mouse.move(640, 500);
  const now = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, y - now);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y);
}

test.describe('sticky header (§2.2, §9 Page: fixed after 120 px)', () => {
  test('fixes after 120 px without moving the content (CLS 0), and unfixes near the top', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    const header = page.locator('header.site-header');
    const title = 'main .page-title';
    const before = await documentTop(page, title);
    await page.evaluate(() => (window.__shifts!.length = 0));

    await wheelTo(page, 100);
    await expect(header).not.toHaveClass(/is-sticky/);
    await wheelTo(page, 400);
    await expect(header).toHaveClass(/is-sticky/);
    await expectSeen(header);
    await expect.poll(() => header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    expect(await documentTop(page, title)).toBe(before);
    await expectSeen(page.locator('.site-title'));

    await wheelTo(page, 60);
    await expect(header).not.toHaveClass(/is-sticky/);
    expect(await documentTop(page, title)).toBe(before);
    expect(await page.evaluate(() => window.__shifts!.reduce((sum, value) => sum + value, 0))).toBe(0);
  });
});

/** Scrolls the window at once (no wheel, no animation), as a restored position or a script would. */
async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
}

test.describe('exact thresholds (§9 Page: header fixed past 120 px, button shown past 100 px)', () => {
  test('at exactly 100 and 120 px neither has happened yet; one pixel more, each has', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    const header = page.locator('header.site-header');
    for (const [y, sticky, button] of [[100, false, false], [101, false, true], [120, false, true], [121, true, true], [120, false, true], [100, false, false]] as const) {
      await jumpTo(page, y);
      if (sticky) await expect(header, `at ${y} px`).toHaveClass(/is-sticky/);
      else await expect(header, `at ${y} px`).not.toHaveClass(/is-sticky/);
      if (button) await expectSeen(toTop(page));
      else await expect(toTop(page), `at ${y} px`).toBeHidden();
    }
  });

  test('still exact where the theme moves the page’s top (body position: relative under the admin bar’s 32 px)', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'html{margin-top:32px!important}body{position:relative}';
        document.head.append(style);
      });
    });
    await page.goto(SHOP);
    await extrasStarted(page);
    const header = page.locator('header.site-header');
    await jumpTo(page, 120);
    await expect(header).not.toHaveClass(/is-sticky/);
    await jumpTo(page, 100);
    await expect(toTop(page)).toBeHidden();
    await jumpTo(page, 101);
    await expectSeen(toTop(page));
    await jumpTo(page, 121);
    await expect(header).toHaveClass(/is-sticky/);
  });

  test('a page loaded already scrolled (a reload mid-page) starts with the header fixed and the button seen', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    await jumpTo(page, 1500);
    await page.reload();
    await extrasStarted(page);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(120);
    await expect(page.locator('header.site-header')).toHaveClass(/is-sticky/);
    await expectSeen(toTop(page));
  });
});

test.describe('sticky header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('fixes after 120 px without moving the content (CLS 0)', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    const header = page.locator('header.site-header');
    const before = await documentTop(page, 'main .page-title');
    await page.evaluate(() => (window.__shifts!.length = 0));
    await page.mouse.move(200, 500);
    for (let step = 0; step < 8; step++) await page.mouse.wheel(0, 40);
    await expect(header).toHaveClass(/is-sticky/);
    await expectSeen(page.locator('.site-title'));
    expect(await documentTop(page, 'main .page-title')).toBe(before);
    for (let step = 0; step < 8; step++) await page.mouse.wheel(0, -40);
    await expect(header).not.toHaveClass(/is-sticky/);
    expect(await page.evaluate(() => window.__shifts!.reduce((sum, value) => sum + value, 0))).toBe(0);
  });
});

test.describe('nothing is hidden under the fixed header (WCAG 2.4.11)', () => {
  for (const width of [1280, 390]) {
    test(`Shift+Tab back up the listing never puts focus under it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SHOP);
      await extrasStarted(page);
      await jumpTo(page, 2500);
      await expect(page.locator('header.site-header')).toHaveClass(/is-sticky/);
      await page.evaluate(() => {
        const inView = [...document.querySelectorAll<HTMLElement>('main a[href], main button')].find((el) => {
          const top = el.getBoundingClientRect().top;
          return top > 400 && top < 700;
        });
        inView!.focus();
      });
      for (let press = 0; press < 30; press++) {
        await page.keyboard.press('Shift+Tab');
        const covered = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const header = document.querySelector('header.site-header')!;
          if (header.contains(focused) || focused === document.body) return '';
          const box = focused.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit && header.contains(hit) ? `${focused.outerHTML.slice(0, 80)} at ${Math.round(box.top)} px` : '';
        });
        expect(covered, `press ${press + 1}`).toBe('');
      }
    });
  }

  test('the sticky sidebar’s category dropdown stays below the fixed header (desktop)', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    await jumpTo(page, 1500);
    await expect(page.locator('header.site-header')).toHaveClass(/is-sticky/);
    await expectSeen(page.locator('.widget_product_categories select'));
  });
});

test.describe('scroll-to-top button (§2.2, §9 Page: after 100 px, 600 ms)', () => {
  test('appears after 100 px as a named button, works by keyboard and moves focus to the top', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    await expect(toTop(page)).toBeHidden();
    await wheelTo(page, 1500);
    await expectSeen(toTop(page));
    await page.evaluate(() => {
      window.__scrollTops = [];
      addEventListener('scroll', () => window.__scrollTops!.push(scrollY), { passive: true });
    });
    await toTop(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // Animated: the page passed through positions between, not one jump.
    expect(await page.evaluate(() => window.__scrollTops!.filter((y) => y > 0 && y < 1500).length)).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(toTop(page)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
  });

  test('jumps at once with reduced motion, by Space', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SHOP);
    await extrasStarted(page);
    await wheelTo(page, 1500);
    await expectSeen(toTop(page));
    await page.evaluate(() => {
      window.__scrollTops = [];
      addEventListener('scroll', () => window.__scrollTops!.push(scrollY), { passive: true });
    });
    await toTop(page).focus();
    await page.keyboard.press(' ');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(await page.evaluate(() => window.__scrollTops)).toEqual([0]);
  });

  test('is seen and works on the hostile theme, where <body> is the scroller', async ({ page }) => {
    await page.goto(`${SHOP}?hostile=1`);
    await extrasStarted(page);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => document.body.scrollTop)).toBeGreaterThan(200);
    await expectSeen(toTop(page));
    await expect(page.locator('header.site-header')).toHaveClass(/is-sticky/);
    await expectSeen(page.locator('.site-title'));
    await toTop(page).click();
    await expect.poll(() => page.evaluate(() => document.body.scrollTop)).toBe(0);
    await expectNotSeen(toTop(page));
  });
});

test.describe('preloader (§2.2, §9 Page: hidden 2000 ms after load)', () => {
  test('the full-window cover goes after load by itself', async ({ page }) => {
    await page.goto('/?preloader=cover', { waitUntil: 'domcontentloaded' });
    await expectSeen(page.locator('#preloader'));
    await expectNotSeen(page.locator('#preloader'));
    await expect(page.locator('#preloader')).toBeHidden();
  });

  test('never blocks a shopper who acts first: a key takes it away at once', async ({ page }) => {
    await page.goto('/?preloader=cover');
    await expectSeen(page.locator('#preloader'));
    await page.keyboard.press('Tab');
    await expectNotSeen(page.locator('#preloader'), { timeout: 1000 });
  });
});

test.describe('sort order (§2.4)', () => {
  test('choosing in the select submits its form at once', async ({ page }) => {
    await page.goto(SHOP);
    await waitForWidget(page, 'page-extras');
    await Promise.all([page.waitForURL(/orderby=price-desc/), page.locator('select.orderby').selectOption('price-desc')]);
    expect(new URL(page.url()).searchParams.get('paged')).toBe('1');
  });

  test('by keyboard, arrow keys choose and Enter applies', async ({ page }) => {
    await page.goto(SHOP);
    await waitForWidget(page, 'page-extras');
    await page.locator('select.orderby').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(new URL(page.url()).searchParams.get('orderby')).toBeNull();
    await Promise.all([page.waitForURL(/orderby=/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('orderby')).toBe('price');
  });
});

test.describe('field descriptions (§2.2, §9 Page: slide over 250 ms)', () => {
  test('open on focus, close on leaving the field; axe clean', async ({ page }) => {
    await page.goto('/my-account/');
    await extrasStarted(page);
    const description = page.locator('#account_display_name-description');
    await expect(description).toBeHidden();
    await page.locator('#account_display_name').focus();
    await expectSeen(description, { scroll: true });
    await expect(description).toHaveAttribute('aria-hidden', 'false');
    await expect(page.locator('#account_display_name')).toHaveAccessibleDescription('ชื่อนี้จะแสดงในหน้าบัญชีและในรีวิวสินค้าของคุณ');
    await expectNoAxeViolations(page, '#account_display_name_field');
    await page.keyboard.press('Tab');
    await expect(description).toBeHidden();
    await expect(description).toHaveAttribute('aria-hidden', 'true');
  });
});

test.describe('WooCommerce notices (§2.2, §9 Page: 100 px offset, 1000 ms)', () => {
  test('a notice inserted later is scrolled to, 100 px from the top, and focused', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    await page.evaluate(() => {
      const notice = document.createElement('ul');
      notice.className = 'woocommerce-error';
      notice.setAttribute('role', 'alert');
      notice.innerHTML = '<li>ทดสอบข้อผิดพลาด</li>';
      document.querySelector('main')!.append(notice);
    });
    const notice = page.locator('main .woocommerce-error');
    await expect(notice).toBeFocused();
    // 100 px below the window's top, and below the sticky header fixed there (it would cover it).
    const headerHeight = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
    await expect.poll(() => notice.evaluate((el, below) => Math.abs(el.getBoundingClientRect().top - below) <= 1, 100 + headerHeight)).toBe(true);
    await expectSeen(notice);
  });

  test('a notice printed with the page does not move it', async ({ page }) => {
    await page.goto(`${SHOP}?add-to-cart=999999`);
    await extrasStarted(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe('custom cursor (§1 Page extras)', () => {
  test('follows a mouse, hides over text inputs, off with reduced motion', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    const cursor = page.locator('.custom-cursor');
    await expect(page.locator('html')).toHaveClass(/talat-cursor-on/);
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await page.mouse.move(300, 400);
    await expect(cursor).toHaveClass(/is-shown/);
    await expect.poll(() => cursor.evaluate((el) => el.style.transform)).toBe('translate3d(300px, 400px, 0px)');
    const search = page.locator('input[name="s"]');
    const box = (await search.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await expect(cursor).not.toHaveClass(/is-shown/);
    expect(await search.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('none');
    // The text inside an editable region (a rich-text review box) keeps the system cursor too.
    const paragraph = await page.evaluate(() => {
      const editor = document.createElement('div');
      editor.contentEditable = 'true';
      editor.innerHTML = '<p>รีวิวของฉัน</p>';
      document.querySelector('main')!.append(editor);
      return getComputedStyle(editor.firstElementChild!).cursor;
    });
    expect(paragraph).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('html')).not.toHaveClass(/talat-cursor-on/);
  });
});

test('custom cursor: hides over an embedded map (the iframe shows its own cursor), back on the page it follows again', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const map = document.createElement('iframe');
      map.title = 'แผนที่ร้าน';
      map.srcdoc = '<p>แผนที่</p>';
      map.style.cssText = 'display:block;width:300px;height:200px;border:0';
      document.querySelector('main')!.prepend(map);
    });
  });
  await page.goto(SHOP);
  await extrasStarted(page);
  const cursor = page.locator('.custom-cursor');
  const box = (await page.locator('main iframe').boundingBox())!;
  await page.mouse.move(box.x + box.width + 40, box.y + 20);
  await expect(cursor).toHaveClass(/is-shown/);
  await page.mouse.move(box.x + 100, box.y + 100, { steps: 4 });
  await expect(cursor).not.toHaveClass(/is-shown/);
  await page.mouse.move(box.x + box.width + 60, box.y + 40, { steps: 4 });
  await expect(cursor).toHaveClass(/is-shown/);
});

test.describe('custom cursor on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('is off for a coarse pointer: the system cursor is never hidden', async ({ page }) => {
    await page.goto(SHOP);
    await extrasStarted(page);
    await page.locator('main .page-title').tap();
    await expect(page.locator('html')).not.toHaveClass(/talat-cursor-on/);
    await expect(page.locator('.custom-cursor')).not.toHaveClass(/is-shown/);
    expect(await page.locator('main .page-title').evaluate((el) => getComputedStyle(el).cursor)).not.toBe('none');
  });
});

test('axe: the header, the button and the sort form, scrolled', async ({ page }) => {
  await page.goto(SHOP);
  await extrasStarted(page);
  await wheelTo(page, 800);
  await expectSeen(toTop(page));
  await expectNoAxeViolations(page, '#back-to-top');
  await expectNoAxeViolations(page, 'header.site-header');
  await expectNoAxeViolations(page, '.woocommerce-ordering');
});

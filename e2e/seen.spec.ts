import { expect, test, type Page } from '@playwright/test';
import { expectNotSeen, expectSeen } from './seen';

// The seen checks themselves (issue 11): each case here is a way a theme hides an element while
// Playwright's `toBeVisible` still passes, and a way a shopper can still reach one.

// Shorter waits where a check must fail; checks that must pass get the usual 5 s. Not shorter
// than 2 s: on a loaded machine the first poll alone took longer than 400 ms, and a check that
// never answered failed without the reason these tests assert.
const quick = { timeout: 2_000 };

async function page(p: Page, body: string, head = ''): Promise<void> {
  await p.setViewportSize({ width: 400, height: 300 });
  await p.setContent(`<!doctype html><html><head><style>body{margin:0}${head}</style></head><body>${body}</body></html>`);
}

test('an element in front of the shopper is seen', async ({ page: p }) => {
  await page(p, '<button id="target" style="margin:20px;width:120px;height:40px">ok</button>');
  await expectSeen(p.locator('#target'));
});

test('an element clipped by an overflow: hidden box is not seen, and scrolling does not fake it into sight', async ({ page: p }) => {
  await page(p, '<div style="height:60px;overflow:hidden"><div style="height:200px"></div><button id="target">hidden</button></div>');
  await expect(p.locator('#target')).toBeVisible(); // what Playwright alone would say
  await expect(expectSeen(p.locator('#target'), { ...quick, scroll: true })).rejects.toThrow(/outside the viewport|covered or clipped/);
  // A shopper cannot scroll a clipping box; nor did the check.
  expect(await p.locator('div').first().evaluate((box) => box.scrollTop)).toBe(0);
  await expectNotSeen(p.locator('#target'));
});

test('an element in a box that scrolls, or further down a page whose body scrolls, is seen once scrolled to', async ({ page: p }) => {
  await page(
    p,
    '<div style="height:60px;overflow:auto"><div style="height:200px"></div><button id="inner">inner</button></div>' +
      '<div style="height:900px"></div><button id="far">far</button>',
    'html{height:100%;overflow:hidden}body{height:100%;overflow-y:auto}',
  );
  await expect(expectSeen(p.locator('#inner'), quick)).rejects.toThrow();
  await expectSeen(p.locator('#inner'), { scroll: true });
  await expect(expectSeen(p.locator('#far'), quick)).rejects.toThrow(/outside the viewport/);
  await expectSeen(p.locator('#far'), { scroll: true });
});

for (const clip of ['html,body{overflow:hidden}', 'body{overflow:hidden}']) {
  test(`a page that does not scroll (${clip}) keeps what is below the fold out of sight`, async ({ page: p }) => {
    await page(p, '<div style="height:900px"></div><button id="far">far</button>', clip);
    await expect(expectSeen(p.locator('#far'), { ...quick, scroll: true })).rejects.toThrow(/outside the viewport/);
  });
}

test('a sliver at the edge of the viewport is not seen', async ({ page: p }) => {
  await page(p, '<div style="height:297px"></div><button id="sliver" style="height:40px;width:100px">sliver</button>');
  await expect(expectSeen(p.locator('#sliver'), quick)).rejects.toThrow(/shows only 100×3 px/);
});

test('pointer-events: none hides nothing from sight; the top layer is not faded by its DOM ancestors', async ({ page: p }) => {
  await page(
    p,
    '<div id="painted" style="pointer-events:none;width:120px;height:40px;background:#c00"></div>' +
      '<div style="opacity:.05"><div id="popup" popover="manual" style="width:120px;height:40px">in front</div></div>',
  );
  await expectSeen(p.locator('#painted'));
  await expect(expectNotSeen(p.locator('#painted'), quick)).rejects.toThrow();
  // The probe gave the style back as it was.
  expect(await p.locator('#painted').evaluate((element) => [element.style.pointerEvents, element.style.getPropertyPriority('pointer-events')])).toEqual(['none', '']);
  await p.locator('#popup').evaluate((element) => (element as HTMLElement).showPopover());
  await expectSeen(p.locator('#popup'));
  await expect(expectNotSeen(p.locator('#popup'), quick)).rejects.toThrow();
});

test('an element under a fixed header is not seen', async ({ page: p }) => {
  await page(p, '<header style="position:fixed;top:0;left:0;right:0;height:80px;background:#000"></header><button id="target" style="margin-top:30px">under</button>');
  await expect(expectSeen(p.locator('#target'), quick)).rejects.toThrow(/covered or clipped.*header/);
});

test('"whole" asks for all of the element inside the viewport', async ({ page: p }) => {
  await page(p, '<ul id="list" style="margin:200px 0 0;height:250px;overflow:auto"><li>one</li></ul>');
  await expectSeen(p.locator('#list'));
  await expect(expectSeen(p.locator('#list'), { ...quick, whole: true })).rejects.toThrow(/runs out of the viewport/);
});

test('a transparent element is not seen; one half under a cover is not "not seen"', async ({ page: p }) => {
  await page(
    p,
    '<button id="ghost" style="opacity:0;width:120px;height:40px">ghost</button>' +
      '<div style="position:relative;width:200px;height:60px"><button id="half" style="width:200px;height:60px">half</button>' +
      '<div style="position:absolute;left:0;top:0;width:100px;height:60px;background:#000"></div></div>',
  );
  await expect(p.locator('#ghost')).toBeVisible(); // Playwright alone counts it visible
  await expect(expectSeen(p.locator('#ghost'), quick)).rejects.toThrow(/transparent/);
  await expectNotSeen(p.locator('#ghost'));
  await expect(expectSeen(p.locator('#half'), quick)).rejects.toThrow(/covered/);
  await expect(expectNotSeen(p.locator('#half'), quick)).rejects.toThrow();
});

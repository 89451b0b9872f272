/**
 * Live search on the real shop (TH Advance Product Search 1.2.7 answering): the header form the
 * shop's theme prints with the plugin's shortcode (its script enqueued late, as it prints).
 * Typed key by key: one thaps_ajax_get_search_value per keystroke with the same `match` values as
 * the plugin's own script sends, the suggestions seen, and a pick by Enter or by a click goes to
 * the same product page.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import type { Mode } from '../shop';
import { inBothModes, type Flow } from './flow';

const TYPED = 'ขวดยาดม';

/** A suggestion row as each front end draws it: Talat's listbox options, the plugin's autocomplete rows. */
const ROW: Record<Mode, string> = {
  talat: '[role="listbox"] [role="option"]:not([aria-disabled="true"])',
  own: '.thaps-autocomplete-suggestions .thaps-autocomplete-suggestion.thaps-suggestion-product',
};

/** Whether the first suggestion is what the shopper sees at its centre (no theme or other layer over it). */
async function firstRowSeen(page: Page, mode: Mode): Promise<string | null> {
  const row = page.locator(ROW[mode]).first();
  await row.waitFor({ state: 'visible', timeout: 10_000 });
  return row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && element.contains(hit) ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
  });
}

async function typeInSearch(page: Page): Promise<void> {
  const input = page.locator('input.thaps-search-autocomplete').first();
  await input.click();
  // One character at a time, as a shopper types: each keystroke is a search (§9 Search: no debounce).
  for (const character of TYPED) await input.pressSequentially(character, { delay: 120 });
}

const searches = (calls: PhpCall[]) => calls.filter((call) => callName(call) === 'admin-ajax:thaps_ajax_get_search_value').map((call) => normalise(call));

export const searchFlow: Flow = {
  name: 'search',
  async run(context) {
    const typed = await inBothModes(context, {}, async ({ page, recording, mode, origin }) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      recording.mark();
      await typeInSearch(page);
      const seen = await firstRowSeen(page, mode);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const calls = searches(recording.calls);
      // Enter on the first product suggestion, reached with the arrow keys. The plugin's list
      // stops on its 'Product' heading row too; Talat's skips it (headings are not options).
      await page.keyboard.press('ArrowDown');
      if (mode === 'own' && !(await page.locator('.thaps-autocomplete-selected.thaps-suggestion-product').count())) await page.keyboard.press('ArrowDown');
      const picked = mode === 'own' ? await page.locator('input.thaps-search-autocomplete').first().inputValue() : '';
      await page.keyboard.press('Enter');
      // The plugin's script only puts the title in the box on Enter (its onSelect); Talat follows the row's link (§2.3).
      if (mode === 'talat') await page.waitForURL(/\/product\//, { timeout: 10_000 });
      return { seen, calls, picked, afterEnter: decodeURI(new URL(page.url()).pathname) };
    });
    const clicked = await inBothModes(context, {}, async ({ page, mode, origin }) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await typeInSearch(page);
      await firstRowSeen(page, mode);
      await Promise.all([page.waitForURL(/\/product\//, { timeout: 10_000 }), page.locator(ROW[mode]).first().click()]);
      return decodeURI(new URL(page.url()).pathname);
    });

    check(`search, ${TYPED.length} keystrokes: one thaps_ajax_get_search_value each, the same requests the plugin's own script sends`, () => {
      assert(!typed.talat.error, `Talat: ${typed.talat.error}`);
      assert(!typed.own.error, `own script: ${typed.own.error}`);
      const talat = typed.talat.result!.calls;
      const own = typed.own.result!.calls;
      assertEqual(talat.length, TYPED.length, 'searches sent with Talat');
      assertEqual(talat.map((call) => new Map(call.query).get('match')), [...TYPED].map((_, index) => TYPED.slice(0, index + 1)), 'the match of each search');
      assertEqual(talat, own, "the searches, as the PHP reads them (the plugin's own script)");
    });
    check('search: the suggestions are seen (a hit test on the first row), as with the plugin', () => {
      assert(typed.talat.result?.seen, `no suggestion seen with Talat (${typed.talat.error ?? ''})`);
      assert(typed.own.result?.seen, `no suggestion seen with the plugin (${typed.own.error ?? ''})`);
    });
    check("search: Enter on the first product suggestion goes to its page (the plugin's script only fills the box with its title); a click on it goes to the same product page as with the plugin", () => {
      const product = `/product/${typed.own.result?.picked.replace(/ /g, '-')}/`;
      assertEqual(typed.talat.result?.afterEnter, product, "after Enter, the page of the product the plugin's script picked");
      assert(!clicked.talat.error && !clicked.own.error, `${clicked.talat.error ?? ''} ${clicked.own.error ?? ''}`);
      assertEqual(clicked.talat.result, clicked.own.result, 'after a click');
    });
    check('search: no console error with Talat', () => {
      assertEqual(
        [...typed.talat.console, ...clicked.talat.console].filter((line) => /^(error|uncaught)/.test(line)),
        [],
        'console',
      );
    });
  },
};

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyMarks, footerIdsIn, showCount, tableIdsIn } from './compare-marks';
import { markBusy, productIdOf, upgradeButtons } from './controls';

afterEach(() => {
  document.body.innerHTML = '';
});

// The plugin's controls as its templates print them (docs/research/th-product-compare.md §3).
const button = (id: string, added = false) =>
  `<div class="thunk-compare"><div class="compare-tooltip th-product-compare-btn-wrap"><a class="th-product-compare-btn compare${added ? ' th-added-compare' : ''}" data-th-product-id="${id}" aria-label="Compare"><span class="icon">⇆</span><span class="text">Compare</span></a></div></div>`;
const checkbox = (id: string) =>
  `<div class="th-product-compare-checkbox-wrap"><label class="th-compare-label"><input type="checkbox" class="th-product-compare-checkbox" data-th-product-id="${id}" aria-label="Compare">Compare</label></div>`;
const renamedCheckbox = (id: string) =>
  `<label class="th-product-compare-btn checkbox_type" data-th-product-id="${id}"><input type="checkbox" class="th-compare-checkbox" data-th-product-id="${id}"><span class="text">Compare</span></label>`;

describe('compare controls and marks (§2.4, §4 Compare)', () => {
  it('a button without href becomes a focusable toggle button with its pressed state', () => {
    document.body.innerHTML = button('5') + button('6', true);
    upgradeButtons(document);
    const [five, six] = document.querySelectorAll('a');
    expect(five).toMatchObject({ tabIndex: 0 });
    expect(five?.getAttribute('role')).toBe('button');
    expect(five?.getAttribute('aria-pressed')).toBe('false');
    expect(six?.getAttribute('aria-pressed')).toBe('true');
  });

  it('marks follow the listed ids: class, aria-pressed, checked, and the renamed release wrapper label', () => {
    document.body.innerHTML = button('5', true) + button('6') + checkbox('6') + checkbox('7') + renamedCheckbox('6');
    applyMarks(document, ['6']);
    const anchors = document.querySelectorAll('a');
    expect(anchors[0]?.classList.contains('th-added-compare')).toBe(false);
    expect(anchors[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(anchors[1]?.classList.contains('th-added-compare')).toBe(true);
    expect(anchors[1]?.getAttribute('aria-pressed')).toBe('true');
    const boxes = document.querySelectorAll('input');
    expect([...boxes].map((box) => box.checked)).toEqual([true, false, true]);
    expect(document.querySelector('label.checkbox_type')?.classList.contains('th-added-compare')).toBe(true);
    // A checkbox has its own checked state: no aria-pressed on it.
    expect(boxes[0]?.hasAttribute('aria-pressed')).toBe(false);
    applyMarks(document, []);
    expect(document.querySelectorAll('.th-added-compare')).toHaveLength(0);
    expect([...document.querySelectorAll('input')].some((box) => box.checked)).toBe(false);
  });

  it('only a positive whole number is a product id (the plugin parseInt check), never a selector', () => {
    const element = document.createElement('a');
    for (const [value, id] of [['42', '42'], [' 7 ', '7'], ['0', undefined], ['-3', undefined], ['4"], *', undefined], ['', undefined]] as const) {
      element.setAttribute('data-th-product-id', value);
      expect(productIdOf(element)).toBe(id);
    }
  });

  it('busy is the plugin class loading and aria-busy', () => {
    document.body.innerHTML = button('5');
    const anchor = document.querySelector('a')!;
    markBusy(anchor, true);
    expect(anchor.className).toContain('loading');
    expect(anchor.getAttribute('aria-busy')).toBe('true');
    markBusy(anchor, false);
    expect(anchor.className).not.toContain('loading');
    expect(anchor.hasAttribute('aria-busy')).toBe(false);
  });

  it('reads the ids a filled footer bar and table list; a footer bar without products lists none', () => {
    const footer = document.createElement('div');
    footer.innerHTML =
      '<div class="th-compare-footer-wrap"><div class="product_image"><div class="img_ product-comp" data-product-id="11"><i class="th-remove-product th-compare-product-remove" data-th-product-id="11"></i></div><div class="img_ product-comp" data-product-id="12"></div></div></div>';
    expect(footerIdsIn(footer)).toEqual(['11', '12']);
    footer.innerHTML = '<div class="th-compare-footer-wrap"><div class="product_image"></div></div>';
    expect(footerIdsIn(footer)).toEqual([]);
    footer.innerHTML = '';
    expect(footerIdsIn(footer)).toBeNull();
    const table = document.createElement('div');
    table.innerHTML =
      '<table><tr class="th-delete"><td class="left-title">Remove</td><td><button class="th-compare-product-remove" data-th-product-id="12">Remove</button></td><td><button class="th-compare-product-remove" data-th-product-id="x">Remove</button></td></tr></table>';
    expect(tableIdsIn(table)).toEqual(['12']);
  });

  it('the floating icon shows the count, also where the page printed it hidden, and hides it at 0', () => {
    document.body.innerHTML = '<span class="th-compare-icon-widget" role="button" tabindex="0"><span class="th-compare-icon-widget-count" style="display:none;">0</span></span>';
    const badge = document.querySelector<HTMLElement>('.th-compare-icon-widget-count')!;
    showCount(document, 3);
    expect(badge.textContent).toBe('3');
    expect(badge.hidden).toBe(false);
    expect(badge.style.display).toBe('');
    showCount(document, 0);
    expect(badge.hidden).toBe(true);
    expect(badge.style.display).toBe('none');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createTranslator } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompareController } from '../controller/compare-controller';
import { compareMessages } from '../messages';
import { ComparePopup } from './ComparePopup';
import { COMPARE_POPUP_CSS } from './popup-styles';
import { COMPARE_CSS } from './styles';

// The popup's look comes with the popups' lazy part (issue 30, decision 512): the footer bar's
// stylesheet, which every page with the compare list injects, carries none of it, and the popup
// injects its own once, before its table is in.

const t = createTranslator(compareMessages, 'th');
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

/** The classes only the popup renders (ComparePopup.tsx) or only exist inside it. */
const POPUP_ONLY = /talat-compare-(popup|heading|title|limit|status)\b/;

describe('the compare popup’s stylesheet', () => {
  it('is not in the footer bar’s: no rule of the popup there', () => {
    expect(COMPARE_CSS).not.toMatch(POPUP_ONLY);
  });

  it('holds only rules for the popup and what is inside it', () => {
    const selectors = COMPARE_POPUP_CSS.split('\n')
      .map((line) => line.trim())
      .filter((line) => line.includes('{') && !line.startsWith('@media'))
      .map((line) => line.slice(0, line.indexOf('{')));
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) for (const part of selector.split(',')) expect(part).toMatch(POPUP_ONLY);
  });

  it('is injected once by the popup, before its table is in', async () => {
    const controller = createCompareController({ list: vi.fn(), removeAll: vi.fn(), render: vi.fn() });
    // A table host that notes, the moment it is put in the page, whether the popup's rules are there.
    let styledWhenAdopted: boolean | undefined;
    class TableHost extends HTMLElement {
      connectedCallback() {
        styledWhenAdopted ??= document.getElementById('talat-style-compare-popup') !== null;
      }
    }
    if (!customElements.get('talat-test-table-host')) customElements.define('talat-test-table-host', TableHost);
    const tableHost = document.createElement('talat-test-table-host');
    const { rerender } = render(<ComparePopup controller={controller} tableHost={tableHost} t={t} />);
    await act(async () => controller.openPopup());
    rerender(<ComparePopup controller={controller} tableHost={tableHost} t={t} />);
    const styles = document.head.querySelectorAll('#talat-style-compare-popup');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(COMPARE_POPUP_CSS);
    expect(tableHost.isConnected).toBe(true);
    expect(styledWhenAdopted).toBe(true);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Locale } from '@talat/core';
import type { CompareSearchItem } from '@talat/client';
import { createCompareSearch, type CompareSearchOptions } from '../controller/search-controller';
import { searchMessages } from '../messages-search';
import { SearchPopup } from './SearchPopup';

// A label and an image address as a hostile catalogue could send them: text and nothing else.
const HOSTILE_LABEL = '<img src=x onerror="window.__talatPwned=1">ขวดทดสอบ';
const DEFAULT_LIST: CompareSearchItem[] = [
  { id: '11', image_url: '/mock-media/product-11.svg', label: 'ขวดลูกกลิ้งแก้ว 10 ml' },
  { id: '12', image_url: null, label: 'กระปุกครีม 30 g' },
  { id: '13', image_url: 'javascript:alert(1)', label: HOSTILE_LABEL },
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).__talatPwned;
});

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

/** Lets the debounce run out and the filter's promise settle, inside act. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function Page(props: { search: ReturnType<typeof createCompareSearch>; comparedIds: readonly string[]; onDismiss(): void; locale: Locale }) {
  const [open, setOpen] = useState(true);
  return (
    <SearchPopup
      open={open}
      onDismiss={() => {
        props.onDismiss();
        setOpen(false);
      }}
      search={props.search}
      comparedIds={props.comparedIds}
      t={createTranslator(searchMessages, props.locale)}
    />
  );
}

function setup(options: { comparedIds?: string[]; locale?: Locale; filter?: CompareSearchOptions['filter'] } = {}) {
  const filter = vi.fn<CompareSearchOptions['filter']>(options.filter ?? (async (inputs) => (inputs === '' ? DEFAULT_LIST : [])));
  const pick = vi.fn<(id: string) => void>();
  const onDismiss = vi.fn();
  const search = createCompareSearch({ filter, pick });
  render(<Page search={search} comparedIds={options.comparedIds ?? []} onDismiss={onDismiss} locale={options.locale ?? 'th'} />);
  const dialog = screen.getByRole('dialog', { name: options.locale === 'en' ? 'Add a product to compare' : 'เพิ่มสินค้าเพื่อเปรียบเทียบ' });
  const input = within(dialog).getByRole('combobox');
  const sent = () => filter.mock.calls.map(([inputs]) => inputs);
  return { search, filter, pick, onDismiss, dialog, input, sent };
}

/** The search's own status line (the popup has a feedback status region of its own). */
const searchStatus = () => document.querySelector<HTMLElement>('.talat-compare-search__status')!;
const key = (input: HTMLElement, name: string) => act(() => void fireEvent.keyDown(input, { key: name }));
const type = (input: HTMLElement, value: string) => act(() => void fireEvent.input(input, { target: { value } }));

describe('SearchPopup (§2.11 the add product search, issue 14)', () => {
  it('opens as a named dialog, focus in a labelled combobox with the Thai placeholder', async () => {
    const { input, sent } = setup();
    await wait();
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleName('ค้นหาสินค้าเพื่อเพิ่มในการเปรียบเทียบ');
    expect(input).toHaveAttribute('placeholder', 'ชื่อสินค้า...');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('type', 'text');
    const listbox = screen.getByRole('listbox', { name: 'สินค้าที่พบ' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // Opening asks at once for the server's default list ('').
    expect(sent()).toEqual(['']);
  });

  it("has the English words in English: placeholder 'Product Title...'", async () => {
    const { input } = setup({ locale: 'en' });
    await wait();
    expect(input).toHaveAttribute('placeholder', 'Product Title...');
    expect(searchStatus()).toHaveTextContent('3 products');
  });

  it('says it is searching, then how many it found; the list opens with the answer', async () => {
    const { input } = setup();
    const status = searchStatus();
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('กำลังค้นหาสินค้า…');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await wait();
    expect(status).toHaveTextContent('3 รายการ');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it("says 'ไม่พบสินค้า' when nothing matches", async () => {
    const { input, sent } = setup();
    await wait();
    type(input, 'ไม่มีแน่นอน');
    await wait(100);
    expect(sent()).toEqual(['', 'ไม่มีแน่นอน']);
    expect(searchStatus()).toHaveTextContent('ไม่พบสินค้า');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it("sends one character as '' and two as typed, 100 ms after the last keystroke (§5, §9)", async () => {
    const { input, sent } = setup();
    await wait();
    type(input, 'ข');
    await wait(100);
    // '' answers the list already shown: not asked again.
    expect(sent()).toEqual(['']);
    type(input, 'ขว');
    type(input, 'ขวด');
    await wait(99);
    expect(sent()).toEqual(['']);
    await wait(1);
    expect(sent()).toEqual(['', 'ขวด']);
    expect(input).toHaveValue('ขวด');
  });

  it('shows an image only when there is one, and the labels as text: a hostile label stays inert', async () => {
    setup();
    await wait();
    const [first, second, third] = screen.getAllByRole('option');
    expect(first!.querySelector('img')).toHaveAttribute('src', new URL('/mock-media/product-11.svg', document.baseURI).href);
    expect(first!.querySelector('img')).toHaveAttribute('alt', '');
    expect(first).toHaveAccessibleName('ขวดลูกกลิ้งแก้ว 10 ml');
    expect(second!.querySelector('img')).toBeNull();
    // A javascript: address is no image; the label's markup is its text.
    expect(third!.querySelector('img')).toBeNull();
    expect(third).toHaveTextContent(HOSTILE_LABEL);
    expect(document.querySelector('img[src=x]')).toBeNull();
    expect((window as unknown as Record<string, unknown>).__talatPwned).toBeUndefined();
  });

  it('marks a result already compared with a check, and says so to screen readers', async () => {
    setup({ comparedIds: ['12'] });
    await wait();
    const [first, second] = screen.getAllByRole('option');
    expect(second!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveTextContent('อยู่ในรายการเปรียบเทียบแล้ว');
    expect(first!.querySelector('svg')).toBeNull();
    expect(first).not.toHaveTextContent('อยู่ในรายการเปรียบเทียบแล้ว');
  });

  it('arrows move the highlight (aria-activedescendant, aria-selected) and wrap; Enter picks it', async () => {
    const { input, pick } = setup();
    await wait();
    const options = screen.getAllByRole('option');
    key(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key(input, 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    key(input, 'Enter');
    expect(pick).toHaveBeenCalledWith('12');
  });

  it('Enter with nothing highlighted picks nothing', async () => {
    const { input, pick } = setup();
    await wait();
    key(input, 'Enter');
    expect(pick).not.toHaveBeenCalled();
  });

  it('Escape first clears the highlight and keeps the popup, then closes it', async () => {
    const { input, onDismiss } = setup();
    await wait();
    key(input, 'ArrowDown');
    key(input, 'Escape');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    key(input, 'Escape');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing drops a keystroke still waiting: nothing is sent after the popup is gone', async () => {
    const { input, sent } = setup();
    await wait();
    type(input, 'ขวด');
    key(input, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(500);
    expect(sent()).toEqual(['']);
  });

  it('clicking a result picks it, and focus stays in the input', async () => {
    const { input, pick } = setup();
    await wait();
    const option = screen.getAllByRole('option')[0]!;
    act(() => {
      fireEvent.mouseDown(option);
      fireEvent.click(option);
    });
    expect(pick).toHaveBeenCalledWith('11');
    expect(input).toHaveFocus();
  });

  it('a failed search clears only the loading state: the text and the list stay (§8)', async () => {
    let fail = false;
    const { input } = setup({ filter: async () => (fail ? Promise.reject(new Error('offline')) : DEFAULT_LIST) });
    await wait();
    fail = true;
    type(input, 'ขวด');
    await wait(100);
    expect(input).toHaveValue('ขวด');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(searchStatus()).toHaveTextContent('3 รายการ');
    expect(document.querySelector('.talat-spinner')).toBeNull();
  });
});

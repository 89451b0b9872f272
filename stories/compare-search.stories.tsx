import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CompareSearchItem } from '@talat/client';
import { createTranslator } from '@talat/core';
import { createFakeShop, searchProducts } from '@talat/mocks';
import { createCompareSearch } from '../packages/compare/src/controller/search-controller';
import { searchMessages } from '../packages/compare/src/messages-search';
import { SearchPopup } from '../packages/compare/src/view/SearchPopup';
import { demoShop } from './fake-wordpress';

// The compare's 'add product' search popup (§2.11): the footer bar's '+' opens it, typing searches
// the catalogue (§5: one character is sent empty; §9: 100 ms after the last keystroke), and picking
// a result adds it to the comparison. The answers come from the demo catalogue, as the plugin's
// th_compare_filter_product gives them (research §4: 20 products for '', up to 100 for a text);
// the fake WordPress serves the product images. The popup is in the top layer: queries go to the
// whole document.

/** The plugin's own page sizes (research §4, filter_product). */
const DEFAULT_COUNT = 20;
const MATCH_COUNT = 100;
/** A short wait before the answer, so the searching state shows as it does on the shop. */
const LATENCY_MS = 150;

function fakeFilter(): (inputs: string, signal: AbortSignal) => Promise<CompareSearchItem[]> {
  const { catalogue } = createFakeShop();
  const listed = catalogue.products.filter((product) => !product.hidden);
  const toItem = (product: (typeof listed)[number]): CompareSearchItem => ({ id: String(product.id), image_url: product.image, label: product.name });
  return (inputs, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const found = inputs === '' ? listed.slice(0, DEFAULT_COUNT) : searchProducts(catalogue, inputs).slice(0, MATCH_COUNT);
        resolve(found.map(toItem));
      }, LATENCY_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

interface HostProps {
  /** Typed when the story opens. */
  initialText?: string;
  onPick(id: string): void;
}

/** The popup with a compare list of its own: a pick adds the product, which then shows a check. */
function CompareSearchHost({ initialText = '', onPick }: HostProps) {
  const [open, setOpen] = useState(true);
  const [compared, setCompared] = useState<readonly string[]>([]);
  const search = useMemo(
    () =>
      createCompareSearch({
        filter: fakeFilter(),
        pick: (id) => {
          onPick(id);
          setCompared((ids) => (ids.includes(id) ? ids : [id, ...ids]));
        },
      }),
    [onPick],
  );
  useEffect(() => {
    if (initialText) search.input(initialText);
    return () => search.dispose();
  }, [search, initialText]);
  const t = createTranslator(searchMessages, 'th');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('searchPopupLabel')}
      </button>
      <SearchPopup open={open} onDismiss={() => setOpen(false)} search={search} comparedIds={compared} t={t} />
    </>
  );
}

const meta = {
  title: 'Widgets/Compare/Search',
  component: CompareSearchHost,
  // A spy, so the play function can count picks; the Actions panel logs it too.
  args: { onPick: fn() },
  argTypes: { onPick: { table: { disable: true } }, initialText: { control: 'text' } },
  parameters: { msw: { handlers: demoShop() } },
} satisfies Meta<typeof CompareSearchHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The popup open, its combobox found. */
async function openSearch() {
  const dialog = await waitFor(() => page().getByRole('dialog', { name: 'เพิ่มสินค้าเพื่อเปรียบเทียบ' }));
  return { dialog, input: within(dialog).getByRole('combobox') };
}

/** Opened from the footer: the server's default list, then a search that finds, picked by keyboard. */
export const WithResults: Story = {
  name: 'ค้นหาแล้วพบสินค้า',
  parameters: {
    docs: {
      description: {
        story:
          'ป๊อปอัปค้นหาสินค้าเพื่อเพิ่มในการเปรียบเทียบ: เปิดแล้วแสดงสินค้าเริ่มต้นของร้าน พิมพ์ชื่อสินค้า (ตั้งแต่ 2 ตัวอักษร) แล้วรอ 100 ms จึงค้นหา ผลลัพธ์มีรูปและชื่อสินค้า เลือกด้วยลูกศรขึ้นลงแล้วกด Enter หรือคลิก สินค้าที่เลือกแล้วมีเครื่องหมายถูก',
      },
    },
  },
  play: async ({ args }) => {
    const { dialog, input } = await openSearch();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('placeholder', 'ชื่อสินค้า...');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(DEFAULT_COUNT));
    await userEvent.type(input, 'ขวด');
    // The debounce and the answer's wait, then the answer itself.
    await new Promise((resolve) => setTimeout(resolve, 100 + LATENCY_MS));
    await waitFor(() => expect(dialog.querySelector('.talat-spinner')).toBeNull());
    await expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('ขวด');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('อยู่ในรายการเปรียบเทียบแล้ว'));
  },
};

/** A text nothing matches: the list empties and the status says so. */
export const NoResults: Story = {
  name: 'ค้นหาแล้วไม่พบสินค้า',
  args: { initialText: 'ไม่มีสินค้านี้แน่นอน' },
  parameters: {
    docs: { description: { story: 'พิมพ์ชื่อที่ไม่มีในร้าน: ไม่มีรายการผลลัพธ์ และแจ้งว่า "ไม่พบสินค้า"' } },
  },
  play: async () => {
    const { dialog, input } = await openSearch();
    await expect(input).toHaveValue('ไม่มีสินค้านี้แน่นอน');
    await waitFor(() => expect(dialog.querySelector('.talat-compare-search__status')).toHaveTextContent('ไม่พบสินค้า'));
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoShop, fakeWordPress, SEARCH_ACTION, SEARCH_LATENCY } from './fake-wordpress';
import {
  EVERY_ROW_KIND_QUERY,
  LONG_THAI_TITLE,
  LONG_TITLE_QUERY,
  longTitleCatalogue,
  NO_RESULTS_QUERY,
} from './live-search.fixtures';
import { LiveSearchHost } from './LiveSearchHost';

/** Waits for the widget to enhance the input, then types like a shopper. */
async function typeQuery(canvasElement: HTMLElement, query: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('combobox');
  await userEvent.type(input, query);
  return { canvas, input };
}

async function showResults(canvasElement: HTMLElement, query: string) {
  const { canvas, input } = await typeQuery(canvasElement, query);
  const listbox = await canvas.findByRole('listbox');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return { canvas, input, listbox };
}

const meta = {
  title: 'Widgets/Live search',
  component: LiveSearchHost,
  args: {
    iconMode: false,
    onNavigate: action('navigate'),
    onSubmit: action('submit'),
  },
  argTypes: {
    // Logged in the Actions panel; nothing to edit.
    onNavigate: { table: { disable: true } },
    onSubmit: { table: { disable: true } },
  },
} satisfies Meta<typeof LiveSearchHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search box as the theme prints it, enhanced and waiting: nothing typed, no list. */
export const Closed: Story = {
  name: 'ปิดอยู่ (ยังไม่พิมพ์)',
  parameters: {
    msw: { handlers: demoShop() },
    docs: { description: { story: 'ช่องค้นหาในส่วนหัวของธีม ยังไม่ได้พิมพ์อะไร รายการคำแนะนำจึงยังไม่แสดง' } },
  },
};

/** Icon mode (§2.3): the form is hidden behind the search icon until the shopper opens it. */
export const IconModeCollapsed: Story = {
  name: 'โหมดไอคอน: ปิดอยู่',
  args: { iconMode: true },
  parameters: {
    msw: { handlers: demoShop() },
    docs: { description: { story: 'โหมดไอคอน: เห็นเพียงไอคอนแว่นขยาย ฟอร์มค้นหาซ่อนอยู่จนกว่าจะกดไอคอน' } },
  },
};

/** Icon mode after a click on the icon: the form opens and the input takes focus. */
export const IconModeOpen: Story = {
  name: 'โหมดไอคอน: เปิดแล้ว',
  args: { iconMode: true },
  parameters: {
    msw: { handlers: demoShop() },
    docs: { description: { story: 'โหมดไอคอนหลังกดไอคอน: ฟอร์มค้นหาเปิดออก เคอร์เซอร์อยู่ในช่องค้นหา ไอคอนเปลี่ยนเป็นปุ่มปิด' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เปิดช่องค้นหา' }));
    await expect(canvas.getByRole('button', { name: 'ปิดช่องค้นหา' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveFocus());
  },
};

/** A search in flight: the widget's spinner shows inside the input. */
export const Loading: Story = {
  name: 'กำลังค้นหา',
  parameters: {
    msw: { handlers: fakeWordPress((shop) => shop.faults.add({ endpoint: SEARCH_ACTION, hang: true })) },
    docs: { description: { story: 'ส่งคำค้นแล้วแต่เซิร์ฟเวอร์ยังไม่ตอบ: มีวงหมุนในช่องค้นหา (เรื่องราวนี้ไม่ได้รับคำตอบเลย)' } },
  },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, EVERY_ROW_KIND_QUERY);
    await waitFor(() => expect(canvasElement.querySelector('.talat-search__spinner')).not.toBeNull());
  },
};

/** Every row kind of §2.3, from the demo catalogue, with the first product highlighted by the keyboard. */
export const ResultsEveryRowKind: Story = {
  name: 'ผลลัพธ์ครบทุกแบบ',
  parameters: {
    msw: { handlers: demoShop() },
    docs: {
      description: {
        story:
          'ผลลัพธ์ที่มีครบทุกแบบ (ค้นหา "ขวด"): หัวข้อกลุ่ม หมวดหมู่สินค้าพร้อมรูป หมวดหมู่บทความ สินค้าพร้อมรูป ราคา SKU และคำอธิบาย สินค้าลดราคา (ราคาเดิมขีดฆ่า) และแถว "ดูสินค้าทั้งหมด" พร้อมจำนวน กดลูกศรลงจนเลือกสินค้าแรกอยู่',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { input, listbox } = await showResults(canvasElement, EVERY_ROW_KIND_QUERY);
    const list = within(listbox);

    const productCategories = list.getByRole('group', { name: 'หมวดหมู่สินค้า' });
    await expect(within(productCategories).getAllByRole('option').length).toBeGreaterThan(0);
    await expect(productCategories.querySelector('img.talat-search__image')).not.toBeNull();
    const postCategories = list.getByRole('group', { name: 'บทความ' });
    await expect(within(postCategories).getAllByRole('option').length).toBeGreaterThan(0);
    const products = within(list.getByRole('group', { name: 'สินค้า' })).getAllByRole('option');
    await expect(products.some((option) => option.querySelector('.talat-search__price del') !== null)).toBe(true);
    await expect(list.getByRole('option', { name: /ดูสินค้าทั้งหมด \(\d+\)/ })).toBeVisible();

    // Headings are group labels, not options: the arrows step over them to the first product.
    const firstProduct = products[0]!;
    const steps = list.getAllByRole('option').indexOf(firstProduct) + 1;
    await userEvent.keyboard('{ArrowDown}'.repeat(steps));
    await expect(firstProduct).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', firstProduct.id);
  },
};

/** A product name of about 150 Thai characters: it wraps (Thai has no spaces) and never overflows. */
export const LongThaiTitle: Story = {
  name: 'ชื่อสินค้ายาวมาก',
  parameters: {
    msw: { handlers: fakeWordPress((shop) => shop.faults.add(SEARCH_LATENCY), { catalogue: longTitleCatalogue() }) },
    docs: { description: { story: `ชื่อสินค้ายาวประมาณ 150 ตัวอักษร (ค้นหา "อะคริลิก") ต้องตัดบรรทัดได้โดยไม่ล้นกรอบ และคำอธิบายยาวถูกตัดให้สั้นลง` } },
  },
  play: async ({ canvasElement }) => {
    const { listbox } = await showResults(canvasElement, LONG_TITLE_QUERY);
    const product = within(within(listbox).getByRole('group', { name: 'สินค้า' })).getByRole('option');
    await expect(product).toHaveTextContent(LONG_THAI_TITLE);
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
  },
};

/** Nothing matches: one disabled row says so in Thai. */
export const NoResults: Story = {
  name: 'ไม่พบผลลัพธ์',
  parameters: {
    msw: { handlers: demoShop() },
    docs: { description: { story: 'ไม่มีสินค้าตรงกับคำค้น (ค้นหา "แชมพูม่วง"): แสดงแถวเดียว "ไม่พบผลลัพธ์" ซึ่งเลือกไม่ได้' } },
  },
  play: async ({ canvasElement }) => {
    const { listbox } = await showResults(canvasElement, NO_RESULTS_QUERY);
    await expect(within(listbox).getByRole('option')).toHaveTextContent('ไม่พบผลลัพธ์');
  },
};

/**
 * §8 Search: the server answers 500. By design nothing is visible: no list, no error message; the
 * typed text stays and the form still submits to the full results page.
 */
export const FailedRequest: Story = {
  name: 'คำขอล้มเหลว (500)',
  parameters: {
    // The usual short wait, then 500: the spinner shows while the request is out, then goes.
    msw: { handlers: fakeWordPress((shop) => shop.faults.add({ ...SEARCH_LATENCY, status: 500 })) },
    docs: {
      description: {
        story:
          'เซิร์ฟเวอร์ตอบกลับ 500 ตามที่ออกแบบไว้จะไม่มีอะไรปรากฏ: ไม่มีรายการคำแนะนำและไม่มีข้อความแจ้งข้อผิดพลาด ข้อความที่พิมพ์ยังอยู่ และกด "ค้นหา" ไปหน้าผลลัพธ์ได้ตามปกติ (§8)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeQuery(canvasElement, 'ครีม');
    // The request went out (spinner) and its failure came back (spinner gone).
    await waitFor(() => expect(canvasElement.querySelector('.talat-search__spinner')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.talat-search__spinner')).toBeNull());
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('ครีม');
  },
};

/** A phone: the theme puts the search box on its own row and the list spans the 360 px screen. */
export const NarrowMobile: Story = {
  name: 'มือถือจอแคบ (360 px)',
  parameters: {
    // Read by the theme decorator in .storybook/preview.tsx: the whole page in a 360 px frame.
    themeFrame: { width: 360 },
    msw: { handlers: demoShop() },
    docs: { description: { story: 'หน้าจอมือถือกว้าง 360 px: ช่องค้นหาอยู่แถวของตัวเอง รายการคำแนะนำกว้างเต็มช่องค้นหา' } },
  },
  play: async ({ canvasElement }) => {
    await showResults(canvasElement, EVERY_ROW_KIND_QUERY);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { Suggestion } from '@talat/live-search';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EVERY_ROW_KIND, LONG_THAI_TITLE, LONG_TITLE_RESULTS, NO_RESULTS, RESULTS_QUERY } from './live-search.fixtures';
import { LiveSearchHost } from './LiveSearchHost';

/** §7 Live search: GET admin-ajax.php?action=thaps_ajax_get_search_value&match=…&thaps_nonce=… */
function suggestionsEndpoint(answer: (match: string) => Response | Promise<Response>) {
  return http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('action') !== 'thaps_ajax_get_search_value') return undefined;
    return answer(url.searchParams.get('match') ?? '');
  });
}

/** A fixed answer after a short, realistic wait (the spinner flashes as it does on the shop). */
function answerWith(suggestions: Suggestion[]) {
  return suggestionsEndpoint(async () => {
    await delay(150);
    return HttpResponse.json({ suggestions });
  });
}

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
  parameters: {
    msw: { handlers: [answerWith(EVERY_ROW_KIND)] },
  },
} satisfies Meta<typeof LiveSearchHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search box as the theme prints it, enhanced and waiting: nothing typed, no list. */
export const Closed: Story = {
  name: 'ปิดอยู่ (ยังไม่พิมพ์)',
  parameters: {
    docs: { description: { story: 'ช่องค้นหาในส่วนหัวของธีม ยังไม่ได้พิมพ์อะไร รายการคำแนะนำจึงยังไม่แสดง' } },
  },
};

/** Icon mode (§2.3): the form is hidden behind the search icon until the shopper opens it. */
export const IconModeCollapsed: Story = {
  name: 'โหมดไอคอน: ปิดอยู่',
  args: { iconMode: true },
  parameters: {
    docs: { description: { story: 'โหมดไอคอน: เห็นเพียงไอคอนแว่นขยาย ฟอร์มค้นหาซ่อนอยู่จนกว่าจะกดไอคอน' } },
  },
};

/** Icon mode after a click on the icon: the form opens and the input takes focus. */
export const IconModeOpen: Story = {
  name: 'โหมดไอคอน: เปิดแล้ว',
  args: { iconMode: true },
  parameters: {
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
    msw: {
      handlers: [
        suggestionsEndpoint(async () => {
          await delay('infinite');
          return HttpResponse.json({ suggestions: [] });
        }),
      ],
    },
    docs: { description: { story: 'ส่งคำค้นแล้วแต่เซิร์ฟเวอร์ยังไม่ตอบ: มีวงหมุนในช่องค้นหา (เรื่องราวนี้ไม่ได้รับคำตอบเลย)' } },
  },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, RESULTS_QUERY);
    await waitFor(() => expect(canvasElement.querySelector('.talat-search__spinner')).not.toBeNull());
  },
};

/** Every row kind of §2.3 with the third option highlighted by the keyboard. */
export const ResultsEveryRowKind: Story = {
  name: 'ผลลัพธ์ครบทุกแบบ',
  parameters: {
    docs: {
      description: {
        story:
          'ผลลัพธ์ที่มีครบทุกแบบ: หัวข้อกลุ่ม หมวดหมู่สินค้าพร้อมรูป หมวดหมู่บทความ สินค้าลดราคา (ราคาเดิมขีดฆ่า) สินค้าไม่มีรูป SKU คำอธิบาย และแถว "ดูสินค้าทั้งหมด" พร้อมจำนวน กดลูกศรลงสามครั้งจึงเลือกสินค้าแรกอยู่',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { input, listbox } = await showResults(canvasElement, RESULTS_QUERY);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(6);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
  },
};

/** A product name of about 150 Thai characters: it wraps (Thai has no spaces) and never overflows. */
export const LongThaiTitle: Story = {
  name: 'ชื่อสินค้ายาวมาก',
  parameters: {
    msw: { handlers: [answerWith(LONG_TITLE_RESULTS)] },
    docs: { description: { story: `ชื่อสินค้ายาวประมาณ 150 ตัวอักษร ต้องตัดบรรทัดได้โดยไม่ล้นกรอบ และคำอธิบายยาวถูกตัดเหลือสองบรรทัด` } },
  },
  play: async ({ canvasElement }) => {
    const { listbox } = await showResults(canvasElement, RESULTS_QUERY);
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(LONG_THAI_TITLE);
  },
};

/** Nothing matches: one disabled row says so in Thai. */
export const NoResults: Story = {
  name: 'ไม่พบผลลัพธ์',
  parameters: {
    msw: { handlers: [answerWith(NO_RESULTS)] },
    docs: { description: { story: 'ไม่มีสินค้าตรงกับคำค้น: แสดงแถวเดียว "ไม่พบผลลัพธ์" ซึ่งเลือกไม่ได้' } },
  },
  play: async ({ canvasElement }) => {
    const { listbox } = await showResults(canvasElement, 'แชมพูม่วง');
    await expect(within(listbox).getByRole('option')).toHaveTextContent('ไม่พบผลลัพธ์');
  },
};

let failedAnswers = 0;

/**
 * §8 Search: the server answers 500. By design nothing is visible: no list, no error message; the
 * typed text stays and the form still submits to the full results page.
 */
export const FailedRequest: Story = {
  name: 'คำขอล้มเหลว (500)',
  parameters: {
    msw: {
      handlers: [
        suggestionsEndpoint(async () => {
          await delay(150);
          failedAnswers++;
          return new HttpResponse('Internal Server Error', { status: 500 });
        }),
      ],
    },
    docs: {
      description: {
        story:
          'เซิร์ฟเวอร์ตอบกลับ 500 ตามที่ออกแบบไว้จะไม่มีอะไรปรากฏ: ไม่มีรายการคำแนะนำและไม่มีข้อความแจ้งข้อผิดพลาด ข้อความที่พิมพ์ยังอยู่ และกด "ค้นหา" ไปหน้าผลลัพธ์ได้ตามปกติ (§8)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    failedAnswers = 0;
    const { canvas, input } = await typeQuery(canvasElement, 'ครีม');
    await waitFor(() => {
      expect(failedAnswers).toBeGreaterThan(0);
      expect(canvasElement.querySelector('.talat-search__spinner')).toBeNull();
    });
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
    docs: { description: { story: 'หน้าจอมือถือกว้าง 360 px: ช่องค้นหาอยู่แถวของตัวเอง รายการคำแนะนำกว้างเต็มช่องค้นหา' } },
  },
  play: async ({ canvasElement }) => {
    await showResults(canvasElement, RESULTS_QUERY);
  },
};

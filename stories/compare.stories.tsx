import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompareHost, type CompareHostProps } from './CompareHost';
import { fakeWordPress } from './fake-wordpress';

// §2.11 the compare popup ('COMPARE PRODUCTS', in Thai) and the footer bar, on TH Product
// Compare's markup from the fake WordPress. Both float in the top layer over the page, so queries
// go to the whole document, not the story's canvas. The fake WordPress serves the product images
// (`/mock-media/*.svg`); the list's answers are CompareHost's own.

const meta = {
  title: 'Compare/Popup and footer bar',
  component: CompareHost,
  parameters: { msw: { handlers: fakeWordPress() } },
} satisfies Meta<typeof CompareHost>;

export default meta;

type Story = StoryObj<CompareHostProps>;

const page = within(document.body);
const openDialog = () => waitFor(() => page.getByRole('dialog', { name: 'เปรียบเทียบสินค้า' }), { timeout: 5000 });
const footerToggle = () => waitFor(() => page.getByRole('button', { name: /^สินค้าที่เลือกเปรียบเทียบ/ }), { timeout: 5000 });
const tableRegion = 'ตารางเปรียบเทียบสินค้า เลื่อนด้านข้างได้';

export const PopupTwoProducts: Story = {
  name: 'ป๊อปอัปเปรียบเทียบ: สินค้า 2 รายการ',
  args: { count: 2, show: 'popup' },
  parameters: {
    docs: {
      description: {
        story:
          'ตารางเปรียบเทียบสินค้า 2 รายการ คอลัมน์หัวข้อด้านซ้ายติดอยู่กับที่ ปิดได้ด้วยปุ่มปิด ปุ่ม Esc หรือคลิกนอกกล่อง กด "Remove" เพื่อนำสินค้าออก',
      },
    },
  },
  play: async () => {
    const dialog = await openDialog();
    const region = within(dialog).getByRole('region', { name: tableRegion });
    await waitFor(() => expect(within(region).getAllByRole('button', { name: /Remove/ })).toHaveLength(2));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const PopupFourProducts: Story = {
  name: 'ป๊อปอัปเปรียบเทียบ: สินค้า 4 รายการ (เลื่อนด้านข้าง)',
  args: { count: 4, show: 'popup' },
  parameters: {
    docs: {
      description: {
        story:
          'สินค้าครบ 4 รายการ (จำนวนสูงสุดของปลั๊กอิน) ตารางกว้างกว่ากล่อง: ลากด้วยเมาส์เพื่อเลื่อน (เลื่อนเร็ว 3 เท่า) หรือกด Tab ไปที่ตารางแล้วใช้ปุ่มลูกศร Home และ End',
      },
    },
  },
  play: async () => {
    const dialog = await openDialog();
    const region = within(dialog).getByRole('region', { name: tableRegion });
    await waitFor(() => expect(within(region).getAllByRole('button', { name: /Remove/ })).toHaveLength(4));
    region.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThanOrEqual(0));
  },
};

export const LimitReached: Story = {
  name: 'ป๊อปอัปเปรียบเทียบ: เพิ่มเกินจำนวนสูงสุด',
  args: { count: 4, show: 'popup', limitReached: true },
  parameters: {
    docs: {
      description: {
        story: 'รายการเต็มแล้ว (4 รายการ) และกดเพิ่มอีกชิ้น: ข้อความจากเซิร์ฟเวอร์แสดงที่หัวป๊อปอัปเป็นตัวอักษร และโปรแกรมอ่านหน้าจออ่านให้ฟังทันที',
      },
    },
  },
  play: async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Product Limit Exceeded.'), { timeout: 5000 });
  },
};

export const FooterCollapsed: Story = {
  name: 'แถบด้านล่าง: ย่อ',
  args: { count: 3, show: 'footer-collapsed' },
  parameters: {
    docs: { description: { story: 'แถบสินค้าที่เลือกเปรียบเทียบแบบย่อ: เห็นเฉพาะปุ่มที่บอกจำนวนสินค้า กดเพื่อขยาย' } },
  },
  play: async () => {
    const toggle = await footerToggle();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('สินค้าที่เลือกเปรียบเทียบ 3 รายการ');
  },
};

export const FooterExpanded: Story = {
  name: 'แถบด้านล่าง: ขยาย',
  args: { count: 3, show: 'footer-expanded' },
  parameters: {
    docs: {
      description: {
        story: 'แถบขยาย: รูปสินค้าที่เลือก (ปุ่ม × นำออกทีละชิ้น) ปุ่มเพิ่มสินค้า ปุ่มลบทั้งหมด และปุ่ม Compare ที่เปิดป๊อปอัปเปรียบเทียบ',
      },
    },
  },
  play: async () => {
    const toggle = await footerToggle();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(page.getByRole('button', { name: 'เพิ่มสินค้า' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ลบทั้งหมด' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  name: 'จอมือถือ (กว้างน้อยกว่า 450 px)',
  args: { count: 3, show: 'popup' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    themeFrame: { width: 360 },
    docs: {
      description: {
        story: 'หน้าจอแคบกว่า 450 px: ป๊อปอัปเต็มความกว้างจอ ช่องตารางแคบลง คอลัมน์หัวข้อยังติดอยู่ด้านซ้าย แถบด้านล่างเรียงเป็นแนวตั้ง',
      },
    },
  },
  play: async () => {
    const dialog = await openDialog();
    if (window.innerWidth < 450) await expect(dialog).toHaveClass('th-mobile-view');
  },
};

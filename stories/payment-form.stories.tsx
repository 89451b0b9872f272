import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PaymentFormHost, type PaymentFormHostProps } from './PaymentFormHost';

// §2.9, §4, §5, §8 Payment confirmation: WooCommerce Confirm Payment's form, enhanced, in each
// state. The calls are PaymentFormHost's own; the fake WordPress is not needed.

const meta = {
  title: 'Payment form/Confirmation form',
  component: PaymentFormHost,
} satisfies Meta<typeof PaymentFormHost>;

export default meta;

type Story = StoryObj<PaymentFormHostProps>;

const page = within(document.body);

export const Idle: Story = {
  name: 'ว่าง: รายการคำสั่งซื้อของลูกค้า',
  args: { orderField: 'select', scenario: 'idle' },
  play: async () => {
    await waitFor(() => expect(page.getByLabelText('วันที่โอน')).toHaveValue('24/11/2026'));
  },
};

export const IdleText: Story = { name: 'ว่าง: กรอกหมายเลขคำสั่งซื้อ', args: { orderField: 'text', scenario: 'idle' } };

export const OrderFound: Story = {
  name: 'ตรวจคำสั่งซื้อ: พบ เติมยอดเงิน',
  args: { orderField: 'text', scenario: 'order-found' },
  play: async () => {
    await waitFor(() => expect(page.getByText('ยอดที่ต้องชำระ ฿12,840.00')).toBeVisible(), { timeout: 3000 });
  },
};

export const OrderError: Story = {
  name: 'ตรวจคำสั่งซื้อ: ไม่พบ',
  args: { orderField: 'text', scenario: 'order-error' },
  play: async () => {
    await waitFor(() => expect(page.getByText('ไม่พบคำสั่งซื้อนี้')).toBeVisible(), { timeout: 3000 });
  },
};

export const SlipRefused: Story = {
  name: 'สลิปเกิน 2 MB',
  args: { orderField: 'select', scenario: 'slip-refused' },
  play: async () => {
    await waitFor(() => expect(page.getByText('ขนาดไฟล์อัปโหลดสูงสุด 2 MB')).toBeVisible());
  },
};

export const SlipPreview: Story = { name: 'สลิปพร้อมภาพตัวอย่าง', args: { orderField: 'select', scenario: 'slip-preview' } };

export const Uploading: Story = {
  name: 'กำลังส่ง: แถบความคืบหน้าและปุ่มยกเลิก',
  args: { orderField: 'select', scenario: 'uploading' },
  play: async () => {
    await waitFor(() => expect(page.getByRole('progressbar', { name: 'กำลังส่งข้อมูลการชำระเงิน' })).toBeVisible());
    await expect(page.getByRole('button', { name: 'ยกเลิกการส่ง' })).toBeVisible();
  },
};

export const Success: Story = {
  name: 'ส่งสำเร็จ',
  args: { orderField: 'select', scenario: 'success' },
  play: async () => {
    await waitFor(() => expect(page.getByText('แจ้งชำระเงินเรียบร้อยแล้ว ขอบคุณค่ะ')).toBeVisible(), { timeout: 3000 });
  },
};

export const FieldErrors: Story = {
  name: 'ข้อผิดพลาดรายช่อง',
  args: { orderField: 'select', scenario: 'field-errors' },
  play: async () => {
    await waitFor(() => expect(page.getByLabelText(/เบอร์โทรศัพท์/)).toHaveFocus(), { timeout: 3000 });
  },
};

export const FailedNetwork: Story = { name: 'ล้มเหลว: ออฟไลน์', args: { orderField: 'select', scenario: 'failed-network' } };
export const Failed500: Story = { name: 'ล้มเหลว: เซิร์ฟเวอร์ 500', args: { orderField: 'select', scenario: 'failed-500' } };
export const FailedJunk: Story = { name: 'ล้มเหลว: คำตอบอ่านไม่ได้', args: { orderField: 'select', scenario: 'failed-junk' } };
export const FailedTimeout: Story = { name: 'ล้มเหลว: หมดเวลา', args: { orderField: 'select', scenario: 'failed-timeout' } };

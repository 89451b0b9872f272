import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentsHost, GeneratingWindow } from './DocumentsHost';

// Order documents (issue 15): every §8 message and every §4 prompt code as the shopper sees it.
// The dialogs are in the top layer: queries go to the whole document.

const meta = {
  title: 'Documents/Dialogs',
  component: DocumentsHost,
  args: { onConfirm: fn(), state: { kind: 'message', key: 'errorLoading' } },
} satisfies Meta<typeof DocumentsHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const ErrorLoading: Story = {
  args: { state: { kind: 'message', key: 'errorLoading' } },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล');
  },
};
export const RequestError: Story = { args: { state: { kind: 'message', key: 'requestError' } } };
export const NewTabFailed: Story = { args: { state: { kind: 'message', key: 'newTabFailed' } } };
export const TimedOut: Story = { args: { state: { kind: 'message', key: 'timeout' } } };
export const TextPlainReply: Story = { args: { state: { kind: 'text', text: 'ไม่สามารถพิมพ์ใบรายการสินค้าได้ กรุณาตรวจสอบสินค้าในคำสั่งซื้อ' } } };
export const English: Story = { args: { state: { kind: 'message', key: 'newTabFailed' }, locale: 'en' } };

export const PromptCode1: Story = {
  args: { state: { kind: 'prompt', code: '1' } },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('checkbox', { name: 'ไม่ต้องถามอีก' }));
    await userEvent.click(page().getByRole('button', { name: 'สร้างและเปิดเอกสาร' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.stringContaining('post=1040'), true);
  },
};
export const PromptCode2FreeOrder: Story = { args: { state: { kind: 'prompt', code: '2' } } };
export const PromptCode3NoFromAddress: Story = { args: { state: { kind: 'prompt', code: '3' } } };
export const PromptCode11CreditNote: Story = { args: { state: { kind: 'prompt', code: '11' } } };
export const PromptOtherTitle: Story = { args: { state: { kind: 'prompt', code: 'Proforma invoice' } } };

/** The print window while the document is fetched. */
export const Generating: StoryObj<typeof GeneratingWindow> = {
  render: () => <GeneratingWindow />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { POPUP_CLOSE_MS } from '@talat/ui';
import { FeedbackPopupHost, PopupFormHost, type FeedbackPopupHostProps } from './PopupHost';

// `@talat/ui`'s Popup, the one popup of the wishlist (§2.10) and compare (§2.11) widgets: a form
// inside it, and the feedback it turns into (success with a check, error with a triangle), which
// closes itself after the popup close time (§9, 3000 ms). The popup sits in the top layer over the
// page, so queries go to the whole document, not the story's canvas.

const meta = {
  title: 'Primitives/Popup',
} satisfies Meta;

export default meta;

/** The popup, found in the document once it is open. */
async function openPopup(name: string): Promise<HTMLElement> {
  return waitFor(() => within(document.body).getByRole('dialog', { name }));
}

/** A form in the popup, as the wishlist's create-wishlist popup will hold. */
export const WithForm: StoryObj = {
  name: 'ป๊อปอัปพร้อมฟอร์ม',
  render: () => <PopupFormHost />,
  parameters: {
    docs: {
      description: {
        story:
          'ป๊อปอัปสร้างรายการโปรด: พื้นหลังหน้าเว็บมืดลง (0.8) ป๊อปอัปกว้าง 500 px แต่ไม่เกินหน้าจอ โฟกัสอยู่ที่ช่องแรก ปิดได้ด้วยปุ่มปิด ปุ่ม Esc หรือคลิกนอกกล่อง กดสร้างแล้วจะเปลี่ยนเป็นข้อความตอบกลับและปิดเองใน 3 วินาที',
      },
    },
  },
  play: async () => {
    const dialog = await openPopup('สร้างรายการโปรดใหม่');
    const popup = within(dialog);
    await waitFor(() => expect(popup.getByRole('textbox', { name: 'ชื่อรายการโปรด' })).toHaveFocus());
    await expect(popup.getByRole('button', { name: 'ปิด' })).toBeVisible();
  },
};

type FeedbackStory = StoryObj<FeedbackPopupHostProps>;

const feedbackNote = (what: string) =>
  `${what} ไอคอนบอกสถานะ ข้อความจากเซิร์ฟเวอร์แสดงเป็นตัวอักษรและโปรแกรมอ่านหน้าจออ่านให้ฟัง ป๊อปอัปปิดเองหลัง ${POPUP_CLOSE_MS / 1000} วินาที กด "แสดงอีกครั้ง" เพื่อดูซ้ำ`;

/** What an add to wishlist answers when it worked. */
export const FeedbackSuccess: FeedbackStory = {
  name: 'ข้อความตอบกลับ: สำเร็จ',
  args: { status: 'success', message: 'เพิ่มสินค้าลงรายการโปรดแล้ว!', closeAfterMs: POPUP_CLOSE_MS },
  render: (args) => <FeedbackPopupHost {...args} />,
  parameters: { docs: { description: { story: feedbackNote('สำเร็จ: เครื่องหมายถูกสีเขียว') } } },
  play: async ({ args }) => {
    const dialog = await openPopup('สำเร็จ');
    await expect(dialog.querySelector('.talat-popup-icon-check')).not.toBeNull();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(args.message);
  },
};

/** What it answers when the server refused; markup in a message shows as typed. */
export const FeedbackError: FeedbackStory = {
  name: 'ข้อความตอบกลับ: ผิดพลาด',
  args: { status: 'error', message: 'ไม่สามารถเพิ่มสินค้าลงรายการโปรดได้ <b>กรุณาลองอีกครั้ง</b>', closeAfterMs: POPUP_CLOSE_MS },
  render: (args) => <FeedbackPopupHost {...args} />,
  parameters: { docs: { description: { story: feedbackNote('ผิดพลาด: สามเหลี่ยมเตือนสีแดง (แท็กในข้อความแสดงเป็นตัวอักษร ไม่ถูกตีความ)') } } },
  play: async ({ args }) => {
    const dialog = await openPopup('เกิดข้อผิดพลาด');
    await expect(dialog.querySelector('.talat-popup-icon-triangle')).not.toBeNull();
    await expect(within(dialog).getByText(args.message)).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
    // The close button works as well as the close time.
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

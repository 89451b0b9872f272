import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeWordPress } from './fake-wordpress';
import { WishlistHost } from './WishlistHost';

// YITH WooCommerce Wishlist's add button as @talat/wishlist enhances it (§2.4, §4, §7, §8). The
// floating notice sits in the top layer over the page, so it is looked for in the whole document.

const meta = {
  title: 'Widgets/Wishlist',
  component: WishlistHost,
  args: { position: 'add-to-cart' },
} satisfies Meta<typeof WishlistHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstAddLink = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('link', { name: 'เพิ่มในรายการโปรด' }))[0]!;
const notice = () => document.getElementById('yith-wcwl-message');

/** The button in a listing, after add to cart: a click adds, and the card shows the browse link. */
export const AddFromListing: Story = {
  name: 'เพิ่มจากหน้ารายการสินค้า',
  parameters: {
    msw: { handlers: fakeWordPress() },
    docs: {
      description: {
        story:
          'ปุ่มเพิ่มในรายการโปรดใต้ปุ่มเพิ่มลงตะกร้า กดแล้วปุ่มแสดงสถานะกำลังทำงานทันที เมื่อเพิ่มสำเร็จ การ์ดสินค้าเปลี่ยนเป็นลิงก์ "ดูรายการโปรด" และมีข้อความลอยแจ้งผล 3 วินาที',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await firstAddLink(canvasElement));
    await waitFor(() => expect(notice()).toHaveTextContent('เพิ่มสินค้าแล้ว!'));
    await waitFor(() => expect(within(canvasElement).getAllByRole('link', { name: 'ดูรายการโปรด' })).toHaveLength(1));
  },
};

/** The server fails: a Thai message, and the button stays for another try. */
export const AddFails: Story = {
  name: 'เพิ่มไม่สำเร็จ',
  parameters: {
    msw: { handlers: fakeWordPress((shop) => shop.faults.add({ endpoint: 'add_to_wishlist', status: 500 })) },
    docs: { description: { story: 'เซิร์ฟเวอร์ตอบกลับผิดพลาด: ข้อความลอยแจ้งเป็นภาษาไทย ปุ่มยังอยู่ให้ลองอีกครั้ง' } },
  },
  play: async ({ canvasElement }) => {
    const link = await firstAddLink(canvasElement);
    await userEvent.click(link);
    await waitFor(() => expect(notice()).toHaveTextContent('เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง'));
    await expect(link).not.toHaveAttribute('aria-busy');
  },
};

/** §2.4 'thumbnails': the button moved into the product gallery. */
export const InGallery: Story = {
  name: 'ตำแหน่ง: ในแกลเลอรีรูปสินค้า',
  args: { position: 'thumbnails' },
  parameters: {
    msw: { handlers: fakeWordPress() },
    docs: { description: { story: 'ตั้งค่าตำแหน่งปุ่มเป็น thumbnails: ปุ่มย้ายเข้าไปอยู่ในแกลเลอรีรูปสินค้า' } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-product-gallery .yith-wcwl-add-to-wishlist')).not.toBeNull());
  },
};

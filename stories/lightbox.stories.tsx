import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeShop, findProduct, wishlistGlobals } from '@talat/mocks';
import { LIGHTBOX_SLIDESHOW_MS } from '@talat/ui';
import { mountWishlist } from '@talat/wishlist';
import { BROKEN_IMAGE_PRODUCT, productGalleryMarkup } from '../examples/pages/product-gallery';
import { fakeWordPress } from './fake-wordpress';
import './wishlist.css';

// The lightbox that replaces prettyPhoto (§2.1, §8 Lightbox, §9 Other), on a product gallery as
// the demo shop prints it (WooCommerce's `data-rel="prettyPhoto[product-gallery]"` links), enhanced
// by the same `mountWishlist` as the script-tag entry. The images come from the story's fake
// WordPress. The lightbox sits in the top layer, so it is looked for in the whole document.

/** Prints a product's gallery and the plugin's globals, then lets the wishlist enhance the page. */
function GalleryHost({ productId }: { productId: number }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const shop = createFakeShop();
    const product = findProduct(shop.catalogue, productId)!;
    const globals = window as unknown as Record<string, unknown>;
    globals.yith_wcwl_l10n = wishlistGlobals(shop);
    element.innerHTML = `<div class="product story-lightbox-product" style="max-width:360px">${productGalleryMarkup(product)}</div>`;
    const unmount = mountWishlist(element);
    return () => {
      delete globals.yith_wcwl_l10n;
      // A hash left by an open lightbox would open it again in the next story (the iframe stays).
      if (window.location.hash.startsWith('#prettyPhoto')) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      queueMicrotask(() => unmount?.());
    };
  }, [productId]);
  return <div ref={slot} className="story-wishlist" />;
}

const meta = {
  title: 'Widgets/Wishlist/Lightbox',
  component: GalleryHost,
  args: { productId: 231 },
  parameters: { msw: { handlers: fakeWordPress() } },
} satisfies Meta<typeof GalleryHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const lightbox = () => waitFor(() => within(document.body).getByRole('dialog', { name: 'ภาพสินค้า' }));
const galleryLinks = (canvasElement: HTMLElement) => canvasElement.querySelectorAll<HTMLAnchorElement>('a[data-rel="prettyPhoto[product-gallery]"]');

/** A gallery of three: next and previous (and the arrow keys) go round it. */
export const Gallery: Story = {
  name: 'แกลเลอรีภาพสินค้า',
  parameters: {
    docs: {
      description: {
        story: 'กดภาพสินค้าเพื่อเปิดภาพขนาดใหญ่ (กรอบ 500×344 ย่อตามหน้าจอ) เลื่อนภาพด้วยปุ่มหรือปุ่มลูกศรซ้าย/ขวา วนกลับภาพแรกได้ ที่อยู่หน้าเว็บได้ #prettyPhoto[product-gallery]/ลำดับ/ ปุ่มย้อนกลับของเบราว์เซอร์หรือ Esc ปิดภาพ',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(galleryLinks(canvasElement)).toHaveLength(3));
    await userEvent.click(galleryLinks(canvasElement)[0]!);
    const dialog = within(await lightbox());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'ภาพถัดไป' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.getByText('2 / 3')).toBeVisible());
  },
};

/** The slideshow playing: a new image every 5000 ms, with a pause button (WCAG 2.2.2). */
export const Slideshow: Story = {
  name: 'สไลด์โชว์กำลังเล่น',
  parameters: {
    docs: { description: { story: `เปิดภาพแล้วกดเล่นสไลด์โชว์: เปลี่ยนภาพทุก ${LIGHTBOX_SLIDESHOW_MS / 1000} วินาที (นับจากภาพโหลดเสร็จ) กดปุ่มหยุดชั่วคราวได้ตลอด` } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(galleryLinks(canvasElement)).toHaveLength(3));
    await userEvent.click(galleryLinks(canvasElement)[0]!);
    const dialog = within(await lightbox());
    await userEvent.click(dialog.getByRole('button', { name: 'เล่นสไลด์โชว์' }));
    // After the popup's 200 ms fade-in, which toBeVisible would count as hidden.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'หยุดสไลด์โชว์ชั่วคราว' })).toBeVisible());
  },
};

/** A full-size file that is missing: the §8 message in the lightbox, and the shopper goes on. */
export const BrokenImage: Story = {
  name: 'ภาพโหลดไม่ได้',
  args: { productId: BROKEN_IMAGE_PRODUCT },
  parameters: {
    docs: { description: { story: 'ภาพที่สามของสินค้านี้ไม่มีไฟล์ขนาดเต็ม: ข้อความ §8 แสดงในกล่องภาพ (ไม่ใช่ alert) ปุ่มภาพถัดไป ก่อนหน้า และปิด ยังใช้ได้' } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(galleryLinks(canvasElement)).toHaveLength(3));
    await userEvent.click(galleryLinks(canvasElement)[2]!);
    const dialog = within(await lightbox());
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('ไม่สามารถโหลดภาพได้'));
    await expect(dialog.getByRole('button', { name: 'ภาพถัดไป' })).toBeEnabled();
  },
};

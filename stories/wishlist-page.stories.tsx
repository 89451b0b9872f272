import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeShop,
  createMswHandlers,
  GUEST_SESSION,
  seedDemoWishlists,
  wishlistGlobals,
  wishlistShortcodeMarkup,
  type FakeShop,
  type WishlistViewRequest,
} from '@talat/mocks';
import { mountWishlist } from '@talat/wishlist';
import './wishlist.css';

// The wishlist page (§2.10) as @talat/wishlist enhances YITH WooCommerce Wishlist's markup: the
// fake WordPress prints the shortcode for the story's guest visitor with the demo's lists, and the
// same shop answers the page's calls through msw. Reorder's move buttons, the mobile template,
// the images grid and the title's edit form are each one story.

interface PageScenario {
  shop: FakeShop;
  view: WishlistViewRequest;
  /** A visitor with no list: the empty page. */
  empty?: boolean;
}

function scenario(view: WishlistViewRequest = {}, { empty = false } = {}): PageScenario {
  const shop = createFakeShop();
  if (!empty) seedDemoWishlists(shop, GUEST_SESSION);
  return { shop, view, empty };
}

/** Does what the wishlist page does: the plugin's globals and shortcode markup, then the widget's mount. */
function WishlistPageHost({ scenario: { shop, view } }: { scenario: PageScenario }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const globals = window as unknown as Record<string, unknown>;
    globals.yith_wcwl_l10n = wishlistGlobals(shop);
    element.innerHTML = `<div class="woocommerce">${wishlistShortcodeMarkup(shop, GUEST_SESSION, view)}</div>`;
    const unmount = mountWishlist(element);
    return () => {
      delete globals.yith_wcwl_l10n;
      queueMicrotask(() => unmount?.());
    };
  }, [shop, view]);
  return <div ref={slot} className="story-wishlist-page" />;
}

const meta = {
  title: 'Widgets/Wishlist page',
  component: WishlistPageHost,
} satisfies Meta<typeof WishlistPageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(name: string, description: string, page: PageScenario, play?: Story['play']): Story {
  return {
    name,
    args: { scenario: page },
    parameters: { msw: { handlers: createMswHandlers(page.shop) }, docs: { description: { story: description } } },
    ...(play ? { play } : {}),
  };
}

const moveButtons = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('button', { name: /^เลื่อน .* (ขึ้น|ลง)$/ });

/** §2.10: the table with the demo's five items, the move buttons in the arrange column. */
export const WithItems: Story = story(
  'ตารางรายการโปรด',
  'รายการโปรดห้ารายการ (หนึ่งรายการสินค้าหมด) มีช่องเลือก จำนวน ปุ่มเพิ่มลงตะกร้า ย้าย ลบ และปุ่มเลื่อนขึ้น/ลงในคอลัมน์จัดลำดับ',
  scenario(),
  async ({ canvasElement }) => {
    await waitFor(async () => expect(await moveButtons(canvasElement)).toHaveLength(10));
  },
);

/** §2.10: a visitor with no list: the plugin's empty row, nothing to move. */
export const Empty: Story = story('รายการโปรดว่าง', 'ยังไม่มีสินค้าในรายการโปรด: แสดงข้อความของปลั๊กอิน ไม่มีปุ่มจัดลำดับ', scenario({}, { empty: true }), async ({ canvasElement }) => {
  await within(canvasElement).findByText(/ไม่มีสินค้า/);
  await expect(canvasElement.querySelector('.talat-wishlist-move')).toBeNull();
});

/** §2.10 reorder by keyboard: the row moves, focus stays on its button, the position is announced. */
export const Reorder: Story = story(
  'จัดลำดับด้วยแป้นพิมพ์',
  'กดปุ่ม "เลื่อน … ลง" แถวเลื่อนลงหนึ่งตำแหน่ง โฟกัสยังอยู่ที่ปุ่มเดิม และโปรแกรมอ่านหน้าจอได้ยินตำแหน่งใหม่ (เช่น "… อยู่ลำดับที่ 2 จาก 5") ลำดับถูกบันทึกด้วย sort_wishlist_items',
  scenario(),
  async ({ canvasElement }) => {
    const [, firstDown] = await moveButtons(canvasElement);
    firstDown!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.getElementById('talat-wishlist-reorder-status')).toHaveTextContent(/อยู่ลำดับที่ 2 จาก 5$/));
    await expect(document.activeElement).toBe(firstDown);
  },
);

/** §2.10 below 768 px: the mobile template the server prints (load_mobile brings it on a crossing). */
export const Mobile: Story = story('แม่แบบมือถือ', 'แม่แบบสำหรับหน้าจอเล็ก (ต่ำกว่า 768 px): รายการแบบการ์ด ไม่มีการลากจัดลำดับ', scenario({ isMobile: true }), async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('ul.wishlist_table.mobile [data-row-id]')).not.toBeNull());
});

/** Premium images grid: a thumbnail shows the item's details; Escape or × closes them. */
export const ImagesGrid: Story = story(
  'มุมมองตารางรูปภาพ',
  'กดรูปสินค้าเพื่อเปิดรายละเอียดของรายการนั้น (รายการอื่นปิด) กด × หรือ Escape เพื่อปิด คลิกนอกรายการก็ปิดทั้งหมด',
  scenario({ layout: 'images' }),
  async ({ canvasElement }) => {
    const [thumbnail] = await within(canvasElement).findAllByRole('link', { name: /^รายละเอียด / });
    await userEvent.click(thumbnail!);
    await waitFor(() => expect(thumbnail).toHaveAttribute('aria-expanded', 'true'));
  },
);

const editTitle = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /แก้ไขชื่อ|Edit title/ }));
  return canvasElement.querySelector<HTMLInputElement>('input[name=wishlist_name]')!;
};

/** §2.10 the title in edit: Enter saves, Escape cancels. */
export const TitleEditing: Story = story('แก้ไขชื่อรายการโปรด', 'ฟอร์มแก้ไขชื่อเปิดอยู่: Enter บันทึก Escape ยกเลิก', scenario(), async ({ canvasElement }) => {
  const input = await editTitle(canvasElement);
  await waitFor(() => expect(input).toBeVisible());
});

/** §5 an empty title is refused where it was typed, and nothing is sent. */
export const TitleInvalid: Story = story('ชื่อรายการโปรดไม่ถูกต้อง', 'ลบชื่อจนว่างแล้วกด Enter: ช่องถูกทำเครื่องหมายว่าไม่ถูกต้องพร้อมข้อความภาษาไทย และไม่มีการส่งข้อมูล', scenario(), async ({ canvasElement }) => {
  const input = await editTitle(canvasElement);
  await userEvent.clear(input);
  await userEvent.type(input, '{Enter}');
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeShop, createMswHandlers, GUEST_SESSION, seedDemoWishlists, wishlistGlobals, wishlistManageMarkup, type FakeShop } from '@talat/mocks';
import { mountWishlist } from '@talat/wishlist';
import './wishlist.css';

// The premium manage-wishlists table (§2.10; fact sheet §2.11) as @talat/wishlist enhances it: each
// list's title edit and its visibility selector, saved on change (§7 save_privacy). The page and the
// story's msw handlers share one fake shop, so the lists the table prints are the ones the calls
// change. The floating notice sits in the top layer, so it is looked for in the whole document.

type Scenario = 'saves' | 'fails';

function shopFor(scenario: Scenario): FakeShop {
  const shop = createFakeShop();
  // Without the demo server's cookie every request is the guest's: the table is the guest's lists.
  seedDemoWishlists(shop, GUEST_SESSION);
  if (scenario === 'fails') shop.faults.add({ endpoint: 'save_privacy', status: 500 });
  return shop;
}

const shops: Record<Scenario, FakeShop> = { saves: shopFor('saves'), fails: shopFor('fails') };

/** Prints the manage page's form for the guest and mounts the widget on it, as the script-tag entry does. */
function WishlistManageHost({ scenario }: { scenario: Scenario }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const shop = shops[scenario];
    const globals = window as unknown as Record<string, unknown>;
    globals.yith_wcwl_l10n = wishlistGlobals(shop);
    element.innerHTML = wishlistManageMarkup(shop, GUEST_SESSION);
    const unmount = mountWishlist(element);
    return () => {
      delete globals.yith_wcwl_l10n;
      queueMicrotask(() => unmount?.());
    };
  }, [scenario]);
  return <div ref={slot} className="story-wishlist" />;
}

const meta = {
  title: 'Widgets/Wishlist/Manage',
  component: WishlistManageHost,
  args: { scenario: 'saves' },
} satisfies Meta<typeof WishlistManageHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = () => document.getElementById('yith-wcwl-message');
const giftSelect = async (canvasElement: HTMLElement) => {
  const row = (await within(canvasElement).findByRole('link', { name: 'ของขวัญปีใหม่' })).closest('tr')!;
  return row.querySelector('select.wishlist-visibility') as HTMLSelectElement;
};

/** A change of visibility is saved at once and confirmed. */
export const VisibilitySaved: Story = {
  name: 'เปลี่ยนการแสดงผล: บันทึกแล้ว',
  parameters: {
    msw: { handlers: createMswHandlers(shops.saves) },
    docs: { description: { story: 'ตารางจัดการรายการโปรด: เปลี่ยนการแสดงผล (สาธารณะ/แชร์/ส่วนตัว) แล้วบันทึกทันที ข้อความลอยยืนยันผลและอ่านให้โปรแกรมอ่านหน้าจอฟัง' } },
  },
  play: async ({ canvasElement }) => {
    const select = await giftSelect(canvasElement);
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(notice()).toHaveTextContent('บันทึกการแสดงผลของ “ของขวัญปีใหม่” เป็น “ส่วนตัว” แล้ว'));
    await expect(select).toHaveValue('2');
  },
};

/** The server fails: the previous value is back, with a Thai message next to the select. */
export const VisibilityFails: Story = {
  name: 'เปลี่ยนการแสดงผล: บันทึกไม่สำเร็จ',
  args: { scenario: 'fails' },
  parameters: {
    msw: { handlers: createMswHandlers(shops.fails) },
    docs: { description: { story: 'เซิร์ฟเวอร์ตอบกลับผิดพลาด: ตัวเลือกกลับไปเป็นค่าเดิม และมีข้อความภาษาไทยอยู่ข้างตัวเลือก' } },
  },
  play: async ({ canvasElement }) => {
    const select = await giftSelect(canvasElement);
    await userEvent.selectOptions(select, '0');
    await waitFor(() => expect(select).toHaveAccessibleDescription('บันทึกการแสดงผลไม่สำเร็จ กลับไปใช้ค่าเดิมแล้ว กรุณาลองอีกครั้ง'));
    await expect(select).toHaveValue('1');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WishlistCalls } from '@talat/client';
import { createTranslator, loadMarkupDoor } from '@talat/core';
import { addToWishlistMarkup, createFakeShop, estimateSentTemplate, seedDemoWishlists, visitorWishlists, wishlistShortcodeMarkup } from '@talat/mocks';
import { createNoticeStore, wishlistConfigSpec, wishlistMessages, type AddOutcome, type WishlistConfig } from '@talat/wishlist';
import { startPopups, type PopupAdding } from '../packages/wishlist/src/popups';
import './wishlist.css';

// The wishlist's popups of §2.10 on @talat/ui's Popup: add to wishlist (tabs 'choose' and
// 'create'), ask an estimate, create a wishlist, move to another wishlist, and the feedback an add
// turns into (§8: success with a check, error with a triangle; it closes itself after the popup
// close time, §9). The page holds the markup the fake WordPress prints for the plugin; the
// answers are the story's own. The popup is in the top layer: queries go to the whole document.

const OPENERS = {
  add: '.yith-wcwl-add-to-wishlist a.open-pretty-photo',
  estimate: 'a[href="#ask_an_estimate_popup"]',
  create: 'a[href="#create_new_wishlist"]',
  move: 'a[href="#move_to_another_wishlist"]',
} as const;

interface PopupsHostProps {
  /** Which popup opens with the story. */
  open: keyof typeof OPENERS;
  /** What an add answers. */
  addOutcome?: AddOutcome;
  /** What ask_an_estimate answers; undefined: it fails (offline). */
  estimate?: Awaited<ReturnType<WishlistCalls['askAnEstimate']>>;
}

const hidePrinted = '#ask_an_estimate_popup,#move_to_another_wishlist,#create_new_wishlist,.yith-wcwl-popup{display:none}';

function PopupsHost({ open, addOutcome = { kind: 'added', result: 'true', message: 'เพิ่มสินค้าแล้ว!' }, estimate }: PopupsHostProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [popups, setPopups] = useState<ReturnType<typeof startPopups> | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const shop = createFakeShop();
    seedDemoWishlists(shop, 'story');
    const lists = visitorWishlists(shop, 'story');
    const product = shop.catalogue.products.find((p) => p.stockStatus === 'instock' && !lists.some((l) => l.items.some((i) => i.productId === p.id)))!;
    element.innerHTML =
      `<div class="product">${addToWishlistMarkup(shop, 'story', product, { isSingle: true, multiWishlist: true })}</div>` +
      wishlistShortcodeMarkup(shop, 'story', { moveType: 'popup' });
    const config = { ...wishlistConfigSpec.defaults, ajaxUrl: '/wp-admin/admin-ajax.php', multiWishlist: true, modalEnable: true } as WishlistConfig;
    const calls = {
      askAnEstimate: async () => {
        if (!estimate) throw new TypeError('Failed to fetch');
        return estimate.result && estimate.template === '' ? { ...estimate, template: estimateSentTemplate(shop) } : estimate;
      },
    } as unknown as WishlistCalls;
    const notices = createNoticeStore(3000);
    const adding: PopupAdding = { add: async () => addOutcome, showAdded: async () => undefined };
    const deps = { doc: document, config, calls, loadDoor: () => loadMarkupDoor(document), notices, t: createTranslator(wishlistMessages, 'th'), locale: 'th' as const };
    const started = startPopups(deps, adding, { navigate: () => undefined });
    setPopups(started);
    return () => {
      started.dispose();
      notices.dispose();
      element.innerHTML = '';
    };
  }, [open, addOutcome, estimate]);

  useEffect(() => {
    const link = popups && slot.current?.querySelector<HTMLAnchorElement>(OPENERS[open]);
    if (link) popups.open(link);
  }, [popups, open]);

  return (
    <>
      <style>{hidePrinted}</style>
      <div ref={slot} className="story-wishlist" />
      {popups?.view}
    </>
  );
}

const meta = {
  title: 'Widgets/Wishlist popups',
  component: PopupsHost,
} satisfies Meta<typeof PopupsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => waitFor(() => within(document.body).getByRole('dialog', { name }));
const note = (story: string) => ({ docs: { description: { story } } });

export const AddChoose: Story = {
  name: 'เพิ่มในรายการโปรด: เลือกรายการ',
  args: { open: 'add' },
  parameters: note('แท็บ "เลือกรายการที่มีอยู่" กับ "สร้างรายการใหม่" เป็น tablist ใช้ลูกศรซ้าย-ขวาสลับได้'),
  play: async () => {
    const dialog = within(await dialogNamed('เลือกรายการโปรด'));
    await expect(dialog.getByRole('tab', { name: 'เลือกรายการที่มีอยู่' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AddCreate: Story = {
  name: 'เพิ่มในรายการโปรด: สร้างรายการใหม่ (ยังไม่ตั้งชื่อ)',
  args: { open: 'add' },
  parameters: note('§5: เลือกรายการใหม่แต่ไม่ตั้งชื่อ ช่องชื่อถูกทำเครื่องหมายว่าไม่ถูกต้องพร้อมข้อความภาษาไทย และไม่ส่งอะไรไป'),
  play: async () => {
    const dialog = within(await dialogNamed('เลือกรายการโปรด'));
    await userEvent.click(dialog.getByRole('tab', { name: 'สร้างรายการใหม่' }));
    await userEvent.click(dialog.getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'ตั้งชื่อรายการของคุณ' })).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const AddSuccess: Story = {
  name: 'เพิ่มในรายการโปรด: สำเร็จ',
  args: { open: 'add', addOutcome: { kind: 'added', result: 'true', message: 'เพิ่มสินค้าแล้ว!' } },
  parameters: note('ข้อความตอบกลับแบบสำเร็จ (เครื่องหมายถูก) โปรแกรมอ่านหน้าจออ่านให้ฟัง แล้วปิดเองใน 3 วินาที'),
  play: async () => {
    const dialog = within(await dialogNamed('เลือกรายการโปรด'));
    await userEvent.click(dialog.getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent('เพิ่มสินค้าแล้ว!'));
  },
};

export const AddError: Story = {
  name: 'เพิ่มในรายการโปรด: ไม่สำเร็จ',
  args: { open: 'add', addOutcome: { kind: 'refused', message: 'เกิดข้อผิดพลาดระหว่างเพิ่มสินค้าลงในรายการโปรด' } },
  parameters: note('ข้อความตอบกลับแบบผิดพลาด (สามเหลี่ยม) สิ่งที่พิมพ์ไว้ยังอยู่เมื่อเปิดอีกครั้ง'),
  play: async () => {
    const dialog = within(await dialogNamed('เลือกรายการโปรด'));
    await userEvent.click(dialog.getByRole('link', { name: 'เพิ่มในรายการโปรด' }));
    await waitFor(() => expect(document.querySelector('.talat-popup-feedback-error')).not.toBeNull());
  },
};

export const AskEstimate: Story = {
  name: 'ขอใบเสนอราคา',
  args: { open: 'estimate', estimate: { result: true, template: '' } },
  parameters: note('ส่งแล้ว template จากเซิร์ฟเวอร์ (ผ่าน markup door) แทนที่ฟอร์ม และป๊อปอัปปิดเองหลังเวลาปิด'),
  play: async () => {
    const dialog = within(await dialogNamed('ขอใบเสนอราคา'));
    await expect(dialog.getByLabelText('อีเมลสำหรับติดต่อกลับ')).toBeVisible();
  },
};

export const AskEstimateError: Story = {
  name: 'ขอใบเสนอราคา: ข้อผิดพลาดใต้คำอธิบาย',
  args: { open: 'estimate', estimate: { result: false, message: 'กรุณากรอกอีเมลที่ถูกต้อง เพื่อให้เราติดต่อกลับได้' } },
  parameters: note('§8: ข้อความจากเซิร์ฟเวอร์แสดงเป็นข้อผิดพลาดใต้คำอธิบายของป๊อปอัป สิ่งที่พิมพ์ไว้ไม่หาย'),
  play: async () => {
    const dialog = within(await dialogNamed('ขอใบเสนอราคา'));
    await userEvent.click(dialog.getByRole('button', { name: 'ขอใบเสนอราคา' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('กรุณากรอกอีเมลที่ถูกต้อง'));
  },
};

export const AskEstimateOffline: Story = {
  name: 'ขอใบเสนอราคา: ออฟไลน์',
  args: { open: 'estimate' },
  parameters: note('ส่งไม่ได้ (ออฟไลน์ หมดเวลา หรือคำตอบเสีย): ข้อความภาษาไทย ป๊อปอัปยังเปิดอยู่'),
  play: async () => {
    const dialog = within(await dialogNamed('ขอใบเสนอราคา'));
    await userEvent.click(dialog.getByRole('button', { name: 'ขอใบเสนอราคา' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('ส่งคำขอใบเสนอราคาไม่สำเร็จ'));
  },
};

export const CreateWishlist: Story = {
  name: 'สร้างรายการโปรด',
  args: { open: 'create' },
  parameters: note('ฟอร์ม POST ของปลั๊กอิน ตรวจชื่อในหน้าก่อนส่ง ถ้าว่างจะขึ้นข้อความภาษาไทยที่ช่องชื่อ'),
  play: async () => {
    const dialog = within(await dialogNamed('สร้างรายการโปรดใหม่'));
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างรายการโปรด' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('กรุณาตั้งชื่อรายการโปรดใหม่'));
  },
};

export const MoveToAnotherWishlist: Story = {
  name: 'ย้ายไปรายการโปรดอื่น',
  args: { open: 'move' },
  parameters: note('ป๊อปอัปย้ายของตาราง: ฟอร์ม POST ของปลั๊กอิน พร้อม row_id ของแถวที่กด'),
  play: async () => {
    const dialog = await dialogNamed('ย้ายไปรายการโปรดอื่น');
    await expect(dialog.querySelector('input[name="row_id"]')).not.toBeNull();
  },
};

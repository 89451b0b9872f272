import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { startCategoryDropdown, startLanguageSwitcher, startSideMenu, startToasts, TOAST_EVENT, type PageExtra } from '@talat/page-extras';
import { PageExtrasThemeHost } from './PageExtrasThemeHost';
import './page-extras-menus.css';

// The page extras' menus (issue 16, §2.2, §1 Translation setting, §9 Other), one story per visual
// state: the side menu open, the language switcher open / translating / failed, toasts, the
// category dropdown. The drawer, the floating switcher and the toasts are in the top layer:
// queries go to the whole document.

const meta = {
  title: 'Page extras/Menus',
  component: PageExtrasThemeHost,
  args: { html: '' },
} satisfies Meta<typeof PageExtrasThemeHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** Several behaviours on one piece of markup, undone together. */
const together =
  (...extras: PageExtra[]): PageExtra =>
  (context) => {
    const undos = extras.map((extra) => extra(context));
    return () => undos.forEach((undo) => undo?.());
  };

const SIDE_MENU = `<a class="menu-toggle" data-talat-side-menu-toggle href="#story-side-menu" aria-controls="story-side-menu" aria-expanded="false"><span aria-hidden="true">☰</span> เมนู</a>
<div id="story-side-menu" class="side-menu" aria-labelledby="story-side-menu-title">
  <h2 id="story-side-menu-title">เมนู</h2>
  <nav aria-label="เมนูด้านข้าง"><ul><li><a href="#">หน้าแรก</a></li><li><a href="#">สินค้าทั้งหมด</a></li><li><a href="#">ตะกร้าสินค้า</a></li><li><a href="#">ติดต่อเรา</a></li></ul></nav>
</div>`;

export const SideMenuOpen: Story = {
  args: { html: SIDE_MENU, start: startSideMenu },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'เมนู' }));
    const drawer = await page().findByRole('dialog', { name: 'เมนู' });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await expect(page().getByRole('button', { name: 'เมนู', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  },
};

const flag = (lang: string, name: string) => `<a href="#" class="nturl" data-gt-lang="${lang}"><span aria-hidden="true">${lang === 'th' ? '🇹🇭' : '🇬🇧'}</span> ${name}</a>`;
const SWITCHER = `<div class="gtranslate_wrapper"><div id="gt_float_wrapper" style="position:fixed;bottom:20px;left:20px;z-index:999999;">
  <div class="gt_float_switcher notranslate">
    <div class="gt_options" style="display:none">${flag('th', 'ไทย')}${flag('en', 'English')}</div>
    <button type="button" class="gt-selected"><span class="gt-current-lang"><span class="gt-lang-code">th</span> ▾</span></button>
  </div></div><div id="google_translate_element2"></div></div>`;
/** No Google element ever comes in a story: the retries are what the translating state shows. */
const SWITCHER_CONFIG = { switcherLanguage: 'th', translateElementUrl: 'data:text/javascript,' };

export const LanguageSwitcherOpen: Story = {
  args: { html: SWITCHER, start: startLanguageSwitcher, config: SWITCHER_CONFIG },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'ภาษา: ไทย (TH)' }));
    await expect(page().getByRole('menu', { name: 'เลือกภาษา' })).toBeVisible();
    await expect(page().getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  },
};

export const LanguageSwitcherTranslating: Story = {
  args: { html: SWITCHER, start: together(startToasts, startLanguageSwitcher), config: SWITCHER_CONFIG },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'ภาษา: ไทย (TH)' }));
    await userEvent.click(page().getByRole('menuitemradio', { name: 'English' }));
    await expect(document.querySelector('.gt_float_switcher')).toHaveAttribute('aria-busy', 'true');
    await expect(page().getByRole('button', { name: 'ภาษา: English (EN)' })).toBeVisible();
  },
};

/** What the shopper sees once the bounded retries ran out: the page's own language and the error toast. */
export const LanguageSwitcherFailed: Story = {
  args: { html: SWITCHER, start: together(startToasts, startLanguageSwitcher), config: SWITCHER_CONFIG },
  play: async () => {
    document.body.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'แปลหน้าไม่ได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง', kind: 'error' } }));
    await waitFor(() => expect(page().getByRole('alert')).toHaveTextContent('แปลหน้าไม่ได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง'));
    await expect(page().getByRole('button', { name: 'ภาษา: ไทย (TH)' })).toBeVisible();
  },
};

const raise = (message: string, kind: 'info' | 'success' | 'error') => document.body.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, kind } }));

export const ToastInfo: Story = {
  args: { html: '', start: startToasts },
  play: async () => {
    raise('บันทึกการตั้งค่าแล้ว', 'info');
    await expect(await page().findByText('บันทึกการตั้งค่าแล้ว', { selector: '.talat-toast p' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'ปิดการแจ้งเตือน' })).toBeVisible();
  },
};

export const ToastError: Story = {
  args: { html: '', start: startToasts },
  play: async () => {
    raise('เกิดข้อผิดพลาด โปรดลองอีกครั้ง', 'error');
    await waitFor(() => expect(page().getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด โปรดลองอีกครั้ง'));
  },
};

export const ToastsStacked: Story = {
  args: { html: '', start: startToasts },
  play: async () => {
    raise('เพิ่มสินค้าลงตะกร้าแล้ว', 'success');
    raise('บันทึกการตั้งค่าแล้ว', 'info');
    raise('เกิดข้อผิดพลาด โปรดลองอีกครั้ง', 'error');
    await waitFor(() => expect(document.querySelectorAll('.talat-toast')).toHaveLength(3));
  },
};

export const CategoryDropdown: Story = {
  args: {
    html: `<div class="widget woocommerce widget_product_categories"><h2 class="widgettitle">หมวดหมู่สินค้า</h2><select name="product_cat" id="product_cat" class="dropdown_product_cat">
      <option value="" selected>เลือกหมวดหมู่</option><option class="level-0" value="cosmetic-packaging">บรรจุภัณฑ์เครื่องสำอาง</option>
      <option class="level-1" value="roll-on-bottles">&nbsp;&nbsp;&nbsp;ขวดลูกกลิ้ง</option><option class="level-0" value="cosmetics">เครื่องสำอาง</option></select></div>`,
    start: startCategoryDropdown,
  },
  play: async () => {
    const select = await page().findByRole('combobox', { name: 'หมวดหมู่สินค้า' });
    await expect(select).toHaveAccessibleDescription('เลือกหมวดหมู่ด้วยปุ่มลูกศร แล้วกด Enter เพื่อไปยังหมวดหมู่นั้น');
  },
};

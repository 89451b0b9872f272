import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { comingSoonBannerHtml, storeNoticeHtml } from '@talat/mocks';
import { startComingSoonBanner, startPasswordToggle, startStoreNotice, type PageExtra } from '@talat/page-extras';
import { fakeWordPress } from './fake-wordpress';
import { PageExtrasThemeHost } from './PageExtrasThemeHost';
import './page-extras-woocommerce.css';

// The page extras' WooCommerce behaviours (issue 16, §2.2, §4, §7): one story per visual state,
// on the markup WooCommerce prints (@talat/mocks user/markup.ts) and the fake WordPress's users
// endpoint through msw.

const meta = {
  title: 'Page extras/WooCommerce',
  component: PageExtrasThemeHost,
  args: { html: '' },
} satisfies Meta<typeof PageExtrasThemeHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/**
 * The first load's store notice, started as a lazy-chunk behaviour so the host can undo it; a
 * dismissal in an earlier visit of the story is forgotten first, so the story always shows it.
 */
const storeNotice: PageExtra = ({ doc, win }) => {
  const id = doc.querySelector<HTMLElement>('.woocommerce-store-notice')?.dataset.noticeId ?? '';
  doc.cookie = `store_notice${id}=; max-age=0; path=/`;
  return startStoreNotice(doc, win);
};
const BANNER = `<footer class="story-footer">${comingSoonBannerHtml({ restUrl: '/wp-json/wp/v2/users/7', restNonce: 'story-nonce' })}</footer>`;
const USERS = '/wp/v2/users/:id';
const DISMISS_NAME = 'ซ่อนแถบแจ้งโหมด "เร็วๆ นี้"';
const PASSWORD_FORM = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post" action="#">
<p class="form-row"><label for="story_password">รหัสผ่าน</label>
<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="story_password" value="ลับมาก123"></p>
</form></div>`;

/** Shown: the store notice with its dismiss button (its cookie not set). */
export const StoreNotice: Story = {
  args: { html: `<main>หน้าร้าน</main>${storeNoticeHtml()}`, start: storeNotice },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'ปิด' })).toBeVisible();
  },
};

/** Idle: the coming-soon banner's dismiss as a named button. */
export const ComingSoonBannerIdle: Story = {
  args: { html: BANNER, start: startComingSoonBanner, config: { ajaxUrl: '/wp-admin/admin-ajax.php' } },
  play: async () => {
    await expect(await page().findByRole('button', { name: DISMISS_NAME })).toBeVisible();
  },
};

/** Saving: the server has not answered yet; the button is busy and keeps focus. */
export const ComingSoonBannerSaving: Story = {
  args: { html: BANNER, start: startComingSoonBanner, config: { ajaxUrl: '/wp-admin/admin-ajax.php' } },
  parameters: { msw: { handlers: fakeWordPress((shop) => shop.faults.add({ endpoint: USERS, hang: true })) } },
  play: async () => {
    const button = await page().findByRole('button', { name: DISMISS_NAME });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Failed: a 500; the banner stays with the Thai reason, and the button can be pressed again. */
export const ComingSoonBannerFailed: Story = {
  args: { html: BANNER, start: startComingSoonBanner, config: { ajaxUrl: '/wp-admin/admin-ajax.php' } },
  parameters: { msw: { handlers: fakeWordPress((shop) => shop.faults.add({ endpoint: USERS, status: 500 })) } },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: DISMISS_NAME }));
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent('ซ่อนแถบนี้ไม่สำเร็จ กรุณาลองอีกครั้ง'));
  },
};

/** Hidden: the password field with its toggle, not pressed. */
export const PasswordHidden: Story = {
  args: { html: PASSWORD_FORM, start: startPasswordToggle },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'แสดงรหัสผ่าน', pressed: false })).toBeVisible();
  },
};

/** Shown: the toggle pressed, the password readable, focus back in the field. */
export const PasswordShown: Story = {
  args: { html: PASSWORD_FORM, start: startPasswordToggle },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'แสดงรหัสผ่าน' }));
    await waitFor(() => expect(document.getElementById('story_password')).toHaveAttribute('type', 'text'));
    await expect(page().getByRole('button', { name: 'แสดงรหัสผ่าน', pressed: true })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { startCustomCursor, startFieldDescriptions, startScrollToTop, startStickyHeader } from '@talat/page-extras';
import { PageExtrasThemeHost } from './PageExtrasThemeHost';

// The theme behaviours of the page extras (issue 16, §2.2, §9 Page), one story per visual state.
// Each starts on the theme's own markup; the play function scrolls, focuses or points to reach it.

const meta = {
  title: 'Page extras/Theme',
  component: PageExtrasThemeHost,
  args: { html: '' },
} satisfies Meta<typeof PageExtrasThemeHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const scrollWindow = (top: number) => window.scrollTo({ top, behavior: 'instant' });
const TALL = '<div class="story-tall">เนื้อหาของหน้า เลื่อนลงเพื่อดูพฤติกรรม</div>';
const HEADER = '<header class="story-header" data-talat-sticky-header>ตลาดบิวตี้แพ็ค</header>';

export const StickyHeaderUnfixed: Story = {
  args: { html: HEADER + TALL, start: startStickyHeader },
  play: async () => {
    scrollWindow(0);
    await waitFor(() => expect(document.querySelector('.story-header')).not.toHaveClass('is-sticky'));
  },
};

export const StickyHeaderFixed: Story = {
  args: { html: HEADER + TALL, start: startStickyHeader },
  play: async () => {
    scrollWindow(400);
    await waitFor(() => expect(document.querySelector('.story-header')).toHaveClass('is-sticky'));
  },
};

export const ScrollToTopVisible: Story = {
  args: { html: `${TALL}<a href="#top" class="scroll-to-top"><span aria-hidden="true">↑</span></a>`, start: startScrollToTop },
  play: async () => {
    scrollWindow(600);
    await expect(await page().findByRole('button', { name: 'กลับขึ้นด้านบนของหน้า' })).toBeVisible();
  },
};

/** The full-window preloader as the theme prints it, before the page extras take it away. */
export const Preloader: Story = {
  args: { html: '<div id="preloader-story" class="preloader preloader--cover"><span class="preloader__spinner" aria-hidden="true"></span></div>' },
};

export const CustomCursor: Story = {
  args: { html: `<div class="custom-cursor"></div><p>เลื่อนเมาส์บนพื้นที่นี้</p><p><input aria-label="ช่องข้อความ (เคอร์เซอร์ของระบบ)"></p>`, start: startCustomCursor },
  play: async () => {
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: 200, clientY: 160, pointerType: 'mouse', bubbles: true }));
    await waitFor(() => expect(document.querySelector('.custom-cursor')).toHaveClass('is-shown'));
  },
};

export const FieldDescriptionOpen: Story = {
  args: {
    html: `<p class="form-row"><label for="story_display_name">ชื่อที่แสดง</label><span class="woocommerce-input-wrapper"><input id="story_display_name" class="input-text" aria-describedby="story_display_name-description"><span class="description" id="story_display_name-description" aria-hidden="true">ชื่อนี้จะแสดงในหน้าบัญชีและในรีวิวสินค้าของคุณ</span></span></p>`,
    start: startFieldDescriptions,
  },
  play: async () => {
    document.getElementById('story_display_name')?.focus();
    await waitFor(() => expect(document.getElementById('story_display_name-description')).toBeVisible());
  },
};

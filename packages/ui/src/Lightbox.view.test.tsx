// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxImage, type LightboxMessages, type LightboxProps } from './Lightbox';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const HOSTILE = '<img src=x onerror="window.__talatPwned=1">ขวดแก้ว';
const images: LightboxImage[] = [
  { src: 'https://shop.test/a.jpg', alt: 'ขวด ด้านหน้า', caption: 'ด้านหน้า' },
  { src: 'https://shop.test/b.jpg', alt: 'ขวด ด้านข้าง', caption: HOSTILE },
  { src: 'https://shop.test/c.jpg', alt: 'ขวด ฝา', caption: '' },
];
const messages: LightboxMessages = {
  name: 'ภาพสินค้า',
  previous: 'ภาพก่อนหน้า',
  next: 'ภาพถัดไป',
  play: 'เล่นสไลด์โชว์',
  pause: 'หยุดสไลด์โชว์ชั่วคราว',
  loading: 'กำลังโหลดภาพ',
  failed: 'ไม่สามารถโหลดภาพได้',
  position: (position, count) => `ภาพที่ ${position} จาก ${count}`,
};

function show(props: Partial<LightboxProps> = {}) {
  const handlers = { onDismiss: vi.fn(), onPrevious: vi.fn(), onNext: vi.fn(), onTogglePlay: vi.fn(), onSettled: vi.fn() };
  const opener = document.body.appendChild(document.createElement('button'));
  opener.textContent = 'ภาพ';
  opener.focus();
  const all: LightboxProps = { open: true, images, index: 0, status: 'loading', playing: false, messages, ...handlers, ...props };
  const view = render(<Lightbox {...all} />);
  return { ...view, ...handlers, opener, all };
}

const image = () => document.querySelector<HTMLImageElement>('.talat-lightbox-stage img');
const liveText = () => document.querySelector('[aria-live]:not([role])')!.textContent;

describe('Lightbox (§2.1, §8 Lightbox, §9 Other)', () => {
  it('renders nothing reachable while closed', () => {
    show({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(image()).toBeNull();
  });

  it('opens as a named modal dialog with focus on "next", the page inert', () => {
    const { opener } = show();
    const dialog = screen.getByRole('dialog', { name: 'ภาพสินค้า' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('talat-lightbox');
    expect(screen.getByRole('button', { name: 'ภาพถัดไป' })).toHaveFocus();
    expect(opener).toHaveAttribute('inert');
  });

  it('while loading: the image hidden, a spinner and the words for it, the stage busy', () => {
    show();
    expect(image()).toHaveAttribute('src', 'https://shop.test/a.jpg');
    expect(image()).toHaveAttribute('hidden');
    expect(screen.getByText('กำลังโหลดภาพ')).toHaveClass('talat-visually-hidden');
    expect(document.querySelector('.talat-lightbox-stage')).toHaveAttribute('aria-busy', 'true');
  });

  it('reports load and error with the image URL, so a late event can be told apart', () => {
    const { onSettled } = show();
    fireEvent.load(image()!);
    expect(onSettled).toHaveBeenLastCalledWith('https://shop.test/a.jpg', true);
    fireEvent.error(image()!);
    expect(onSettled).toHaveBeenLastCalledWith('https://shop.test/a.jpg', false);
  });

  it('loaded: the image shown with its alt, and the caption as text', () => {
    show({ status: 'loaded', index: 1 });
    expect(screen.getByRole('img', { name: 'ขวด ด้านข้าง' })).not.toHaveAttribute('hidden');
    expect(screen.queryByText('กำลังโหลดภาพ')).toBeNull();
    expect(document.querySelector('figcaption')!.textContent).toBe(HOSTILE);
    expect(document.querySelectorAll('img[src=x]')).toHaveLength(0);
  });

  it('§8 failure: the message in the lightbox as an alert, no image, and next/previous/close still there', () => {
    show({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('ไม่สามารถโหลดภาพได้');
    expect(image()).toBeNull();
    for (const name of ['ภาพก่อนหน้า', 'ภาพถัดไป', 'ปิด']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('previous, next and play are real buttons with Thai names', () => {
    const { onPrevious, onNext, onTogglePlay } = show();
    fireEvent.click(screen.getByRole('button', { name: 'ภาพก่อนหน้า' }));
    fireEvent.click(screen.getByRole('button', { name: 'ภาพถัดไป' }));
    fireEvent.click(screen.getByRole('button', { name: 'เล่นสไลด์โชว์' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onTogglePlay).toHaveBeenCalledTimes(1);
  });

  it('Left and Right move, wherever focus is in the dialog (the close button too); modified arrows do not', () => {
    const { onPrevious, onNext } = show();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    screen.getByRole('button', { name: 'ปิด' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', altKey: true });
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
  });

  it('arrows do nothing once closed', () => {
    const { onNext, rerender, all } = show();
    rerender(<Lightbox {...all} open={false} />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(onNext).not.toHaveBeenCalled();
  });

  it('Escape asks to dismiss, and focus goes back to the opener when closed', () => {
    const { onDismiss, rerender, all, opener } = show();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledWith('escape');
    rerender(<Lightbox {...all} open={false} />);
    expect(opener).toHaveFocus();
  });

  it('shows the position "2 / 3" and announces it politely in words', () => {
    show({ index: 1 });
    expect(document.querySelector('.talat-lightbox-position')!.textContent).toBe('2 / 3');
    expect(document.querySelector('.talat-lightbox-position')).toHaveAttribute('aria-hidden', 'true');
    expect(liveText()).toBe('ภาพที่ 2 จาก 3');
    expect(document.querySelector('[aria-live]:not([role])')).toHaveAttribute('aria-live', 'polite');
  });

  it('while the slideshow plays: a pause button, and the position is not announced every few seconds', () => {
    show({ playing: true });
    expect(screen.getByRole('button', { name: 'หยุดสไลด์โชว์ชั่วคราว' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เล่นสไลด์โชว์' })).toBeNull();
    expect(document.querySelector('[aria-live]:not([role])')).toHaveAttribute('aria-live', 'off');
  });

  it('a lone image has no gallery controls and no position', () => {
    show({ images: images.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'ภาพถัดไป' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'เล่นสไลด์โชว์' })).toBeNull();
    expect(liveText()).toBe('');
    expect(screen.getByRole('button', { name: 'ปิด' })).toHaveFocus();
  });

  it('injects its CSS once, keeping §9 500×344 as the stage shape', () => {
    show();
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toContain('aspect-ratio:500/344');
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '500px' });
  });
});

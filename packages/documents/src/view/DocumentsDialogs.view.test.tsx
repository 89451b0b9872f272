// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@talat/core';
import { createDialogStore } from '../controller/dialogs';
import { documentsMessages } from '../messages';
import { DocumentsDialogs } from './DocumentsDialogs';

// §8's alerts and §4's confirm questions as accessible modal dialogs (React and the Preact build).
const t = createTranslator(documentsMessages, 'th');

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function setup() {
  const store = createDialogStore();
  const onConfirm = vi.fn();
  render(<DocumentsDialogs $dialog={store.$dialog} t={t} onClose={store.close} onConfirm={onConfirm} />);
  return { store, onConfirm };
}

describe('DocumentsDialogs', () => {
  it('is closed until there is something to say', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an alert is a modal dialog with role=alert text and an OK that closes it', () => {
    const { store } = setup();
    act(() => store.alert('เกิดข้อผิดพลาดในการโหลดข้อมูล'));
    const dialog = screen.getByRole('alertdialog', { name: 'เอกสารคำสั่งซื้อ' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(store.$dialog.get()).toBeNull();
  });

  it('a server text is shown as text, never as markup', () => {
    const { store } = setup();
    act(() => store.alert('<img src=x onerror="window.__pwned=1">ข้อความ'));
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('<img src=x');
  });

  it('confirm hands the URL back with dontShowAgain false, or true when the box is ticked', () => {
    const { store, onConfirm } = setup();
    act(() => store.confirm('ใบแจ้งหนี้ ยังไม่ได้สร้างเลขที่เอกสาร ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?', '/wp-admin/?post=1024'));
    expect(screen.getByRole('alertdialog', { name: 'สร้างเลขที่เอกสาร' }).textContent).toContain('ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?');
    fireEvent.click(screen.getByRole('button', { name: 'สร้างและเปิดเอกสาร' }));
    expect(onConfirm).toHaveBeenLastCalledWith('/wp-admin/?post=1024', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'ไม่ต้องถามอีก' }));
    fireEvent.click(screen.getByRole('button', { name: 'สร้างและเปิดเอกสาร' }));
    expect(onConfirm).toHaveBeenLastCalledWith('/wp-admin/?post=1024', true);
  });

  it('the message describes the dialog (said when focus moves in), for an alert and a question', () => {
    const { store } = setup();
    const described = () => {
      const dialog = screen.getByRole('alertdialog');
      const id = dialog.getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : null;
    };
    act(() => store.alert('เกิดข้อผิดพลาดในการส่งคำขอ'));
    expect(described()).toBe('เกิดข้อผิดพลาดในการส่งคำขอ');
    act(() => store.confirm('การคืนเงินในคำสั่งซื้อนี้ดูเหมือนยังไม่มีเลขที่ใบลดหนี้ ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?', '/x'));
    expect(described()).toBe('การคืนเงินในคำสั่งซื้อนี้ดูเหมือนยังไม่มีเลขที่ใบลดหนี้ ต้องการสร้างเลขที่ด้วยตนเองหรือไม่?');
  });

  it('keyboard: focus moves in, Escape closes without opening, focus goes back to the link pressed', () => {
    const opener = document.createElement('a');
    opener.setAttribute('role', 'button');
    opener.tabIndex = 0;
    document.body.append(opener);
    opener.focus();
    const { store, onConfirm } = setup();
    act(() => store.confirm('q', '/x'));
    const dialog = screen.getByRole('alertdialog', { name: 'สร้างเลขที่เอกสาร' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(store.$dialog.get()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('cancel closes without opening anything', () => {
    const { store, onConfirm } = setup();
    act(() => store.confirm('q', '/x'));
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(store.$dialog.get()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { loadMarkupDoor } from '@talat/core';
import { describe, expect, it } from 'vitest';
import { showResponse } from './response';

describe('the success message in the response area (§4, through the door)', () => {
  it('adds nothing to the form post: fields in the message are disabled, scripts dropped', async () => {
    document.body.innerHTML = '<form class="wcp-form"><input type="hidden" name="action" value="wcp_confirm_payment"><input name="amount" value="1250"><div class="wcp-form-response"></div></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const area = form.querySelector('.wcp-form-response') as HTMLElement;
    showResponse(await loadMarkupDoor(document), area, '<p>ขอบคุณ</p><input name="amount" value="1"><form><select name="order"><option>9</option></select></form><script>alert(1)</script><button>ส่ง</button>');
    expect(area.querySelector('p')?.textContent).toBe('ขอบคุณ');
    expect(area.querySelector('script')).toBeNull();
    expect(Array.from(new FormData(form))).toEqual([
      ['action', 'wcp_confirm_payment'],
      ['amount', '1250'],
    ]);
    expect(Array.from(area.querySelectorAll('input, select, button')).every((control) => (control as HTMLInputElement).disabled)).toBe(true);
  });
});

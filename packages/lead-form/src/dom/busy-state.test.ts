// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadFormFixture } from '../test-fixtures';
import { showBusy } from './busy-state';
import { showSuccess } from './success-block';
import { findLeadFormHost, type LeadFormHost } from './host';

let host: LeadFormHost;

beforeEach(() => {
  // Two forms: the plugin's duplicate ids must not lead us to the other form's parts.
  document.body.innerHTML = leadFormFixture({ id: 7 }) + leadFormFixture({ id: 8 });
  host = findLeadFormHost(document.querySelectorAll('form')[1]!)!;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const other = () => findLeadFormHost(document.querySelectorAll('form')[0]!)!;

describe('the form’s own parts', () => {
  it('finds them inside the form, whatever the ids', () => {
    expect(host.formId).toBe('8');
    expect(host.submitButton).toBe(host.form.querySelector('.lf-form-submit'));
    expect(host.loadingImage).toBe(host.form.querySelector('.spinner'));
    expect(host.messageArea).toHaveClass('leadform-show-message-form-8');
    expect(host.successBlock).toHaveClass('successmsg_8');
    expect(host.captchaEnabled).toBe(false);
    expect(host.termBoxes.map((box) => box.name)).toEqual(['term_accept_5']);
  });

  it('captcha status: anything but "disable" is on', () => {
    document.body.innerHTML = leadFormFixture({ captcha: true });
    expect(findLeadFormHost(document.querySelector('form')!)!.captchaEnabled).toBe(true);
  });

  it('no form id, no host', () => {
    document.body.innerHTML = '<form class="lead-form-front"><input type="submit"></form>';
    expect(findLeadFormHost(document.querySelector('form')!)).toBeNull();
  });
});

describe('§4 Lead form — busy and success', () => {
  it('busy disables the button and shows the loading image; idle undoes both', () => {
    showBusy(host, true);
    expect(host.submitButton).toBeDisabled();
    expect(host.loadingImage!.style.display).toBe('block');
    expect(host.form).not.toHaveAttribute('aria-busy');
    expect(other().submitButton).toBeEnabled();
    expect(other().loadingImage!.style.display).toBe('none');
    showBusy(host, false);
    expect(host.submitButton).toBeEnabled();
    expect(host.loadingImage!.style.display).toBe('none');
    expect(host.form).not.toHaveAttribute('aria-busy');
  });

  it('success shows the block, hides the form and moves focus to the block', () => {
    showSuccess(host);
    expect(host.form.style.display).toBe('none');
    expect(host.successBlock!.style.display).not.toBe('none');
    expect(host.successBlock).toHaveFocus();
    expect(other().successBlock!.style.display).toBe('none');
    expect(other().form.style.display).toBe('');
  });
});

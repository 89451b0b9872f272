// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { md5 } from '../../cart/md5';
import { createFakeShop } from '../../shop';
import { issueContactFormChallenges } from '../challenges';
import { DEMO_CONTACT_FORM } from '../demo-form';
import { contactFormMarkup, formStatusFor, type ContactFormMarkupOptions } from './form';

const UNIT_TAG = 'wpcf7-f120-p45-o1';
const HOSTILE = '"><img src=x onerror=alert(1)>';

function render(options: ContactFormMarkupOptions = {}): HTMLElement {
  document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, options);
  const root = document.body.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('no form printed');
  return root;
}

const q = <T extends Element = HTMLElement>(root: Element, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
};
const classes = (el: Element): string[] => [...el.classList];

describe('contactFormMarkup: the page CF7 6 prints', () => {
  it('prints the outer div, the screen-reader region and the form as CF7 does', () => {
    const root = render({ pagePath: '/contact-us/' });
    expect(document.body.children).toHaveLength(1);
    expect(root.tagName).toBe('DIV');
    expect(classes(root)).toEqual(['wpcf7', 'no-js']);
    expect([root.id, root.lang, root.dir, root.dataset.wpcf7Id]).toEqual([UNIT_TAG, 'th', 'ltr', '120']);
    const sr = q(root, ':scope > div.screen-reader-response');
    expect(q(sr, 'p').getAttribute('role')).toBe('status');
    expect(q(sr, 'p').getAttribute('aria-live')).toBe('polite');
    expect(q(sr, 'p').getAttribute('aria-atomic')).toBe('true');
    expect(sr.querySelectorAll('ul > li')).toHaveLength(0);
    const form = q<HTMLFormElement>(root, ':scope > form');
    expect(form.getAttribute('action')).toBe(`/contact-us/#${UNIT_TAG}`);
    expect(form.method).toBe('post');
    expect(classes(form)).toEqual(['wpcf7-form', 'init']);
    expect(form.dataset.status).toBe('init');
    expect(form.getAttribute('aria-label')).toBe('แบบฟอร์มติดต่อ');
    expect(form.getAttribute('novalidate')).toBe('novalidate');
    expect(form.enctype).toBe('multipart/form-data');
    const output = q(form, ':scope > div.wpcf7-response-output');
    expect(output.getAttribute('aria-hidden')).toBe('true');
    expect(output.textContent).toBe('');
    expect(form.lastElementChild).toBe(output);
  });

  it('puts the six hidden fields first, in a hidden-fields-container fieldset', () => {
    const form = q(render(), 'form');
    const container = q(form, ':scope > fieldset.hidden-fields-container');
    expect(form.firstElementChild).toBe(container);
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input')].map((i) => [i.type, i.name, i.value]);
    expect(hidden).toEqual([
      ['hidden', '_wpcf7', '120'],
      ['hidden', '_wpcf7_version', '6.0.6'],
      ['hidden', '_wpcf7_locale', 'th'],
      ['hidden', '_wpcf7_unit_tag', UNIT_TAG],
      ['hidden', '_wpcf7_container_post', '45'],
      ['hidden', '_wpcf7_posted_data_hash', ''],
    ]);
  });

  it('wraps every control in .wpcf7-form-control-wrap[data-name] with CF7 classes and ARIA', () => {
    const root = render();
    const control = (name: string, selector = `[name="${name}"]`) => q(q(root, `.wpcf7-form-control-wrap[data-name="${name}"]`), selector);
    const name = control('your-name') as HTMLInputElement;
    expect(classes(name)).toEqual(['wpcf7-form-control', 'wpcf7-text', 'wpcf7-validates-as-required']);
    expect([name.type, name.getAttribute('aria-required'), name.getAttribute('aria-invalid')]).toEqual(['text', 'true', 'false']);
    expect([name.minLength, name.maxLength, name.autocomplete]).toEqual([2, 100, 'name']);
    expect(classes(control('your-email'))).toEqual(expect.arrayContaining(['wpcf7-email', 'wpcf7-text', 'wpcf7-validates-as-email', 'wpcf7-validates-as-required']));
    expect((control('your-email') as HTMLInputElement).type).toBe('email');
    expect(classes(control('your-tel'))).toEqual(expect.arrayContaining(['wpcf7-tel', 'wpcf7-validates-as-tel']));
    const website = control('website') as HTMLInputElement;
    expect([website.type, website.hasAttribute('aria-required')]).toEqual(['url', false]);
    expect(classes(website)).not.toContain('wpcf7-validates-as-required');
    const quantity = control('quantity') as HTMLInputElement;
    expect([quantity.type, quantity.min, quantity.max, quantity.step]).toEqual(['number', '1', '10000', '50']);
    expect(classes(quantity)).toContain('wpcf7-validates-as-number');
    const date = control('delivery-date') as HTMLInputElement;
    expect([date.type, date.min, date.max]).toEqual(['date', '2025-01-01', '2030-12-31']);
    expect((control('delivery-time') as HTMLInputElement).type).toBe('time');
    const select = control('product-type') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'ขวดยาดม', 'ขวดลูกกลิ้ง', 'ตลับครีม', 'หลอดลิปสติก', 'เครื่องสำอางสำเร็จรูป']);
    const message = control('your-message') as HTMLTextAreaElement;
    expect([message.tagName, message.maxLength, message.minLength]).toEqual(['TEXTAREA', 500, 10]);
    const slip = control('slip') as HTMLInputElement;
    expect([slip.type, slip.accept]).toEqual(['file', '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf']);
    expect(classes(slip)).toEqual(['wpcf7-form-control', 'wpcf7-file', 'wpcf7-validates-as-required']);
    for (const input of root.querySelectorAll('input:not([type=hidden]):not([type=submit]), select, textarea')) {
      expect(input.closest('.wpcf7-form-control-wrap'), (input as HTMLInputElement).name).not.toBeNull();
    }
  });

  it('labels each single control with its <label>', () => {
    const root = render();
    expect(q<HTMLInputElement>(root, '[name="your-name"]').labels?.[0]?.textContent?.trim()).toBe('ชื่อ-นามสกุล');
    expect(q<HTMLSelectElement>(root, '[name="product-type"]').labels?.[0]?.textContent).toContain('ประเภทสินค้าที่สนใจ');
  });

  it('prints the exclusive checkbox group with a free-text last option', () => {
    const group = q(render(), '[data-name="heard-from"] > span.wpcf7-form-control');
    expect(classes(group)).toEqual(['wpcf7-form-control', 'wpcf7-checkbox', 'wpcf7-exclusive-checkbox']);
    const items = [...group.querySelectorAll(':scope > span.wpcf7-list-item')];
    expect(items.map((i) => i.className)).toEqual(['wpcf7-list-item first', 'wpcf7-list-item', 'wpcf7-list-item', 'wpcf7-list-item last has-free-text']);
    const boxes = [...group.querySelectorAll<HTMLInputElement>('label > input[type=checkbox]')];
    expect(boxes.map((b) => [b.name, b.value])).toEqual([
      ['heard-from[]', 'Facebook'],
      ['heard-from[]', 'Google'],
      ['heard-from[]', 'เพื่อนแนะนำ'],
      ['heard-from[]', 'อื่น ๆ'],
    ]);
    expect(q(items[0]!, 'label > span.wpcf7-list-item-label').textContent).toBe('Facebook');
    const free = q<HTMLInputElement>(items[3]!, ':scope > input');
    expect([free.type, free.name, free.className]).toEqual(['text', 'heard-from_free_text', 'wpcf7-free-text']);
  });

  it('prints the required min/max-items checkbox group and the radio group with its first option chosen', () => {
    const root = render();
    const samples = q(root, '[data-name="sample-items"] > span');
    expect(classes(samples)).toEqual(['wpcf7-form-control', 'wpcf7-checkbox', 'wpcf7-validates-as-required']);
    expect(samples.querySelectorAll('input[name="sample-items[]"]')).toHaveLength(5);
    const radios = [...root.querySelectorAll<HTMLInputElement>('[data-name="customer-type"] input[type=radio]')];
    expect(radios.map((r) => [r.name, r.checked])).toEqual([
      ['customer-type', true],
      ['customer-type', false],
      ['customer-type', false],
    ]);
    expect(q(root, '[data-name="customer-type"]').closest('fieldset')?.querySelector('legend')?.textContent).toBe('ประเภทลูกค้า');
  });

  it('prints the three acceptance kinds', () => {
    const root = render();
    const group = (name: string) => q(root, `[data-name="${name}"] > span.wpcf7-form-control`);
    expect(classes(group('accept-privacy'))).toEqual(['wpcf7-form-control', 'wpcf7-acceptance']);
    expect(classes(group('accept-callback'))).toEqual(['wpcf7-form-control', 'wpcf7-acceptance', 'optional']);
    expect(classes(group('refuse-storage'))).toEqual(['wpcf7-form-control', 'wpcf7-acceptance', 'invert']);
    const box = q<HTMLInputElement>(group('accept-privacy'), 'span.wpcf7-list-item > label > input');
    expect([box.type, box.name, box.value, box.checked, box.getAttribute('aria-invalid')]).toEqual(['checkbox', 'accept-privacy', '1', false, 'false']);
    expect(box.labels?.[0]?.textContent).toBe('ฉันยอมรับนโยบายความเป็นส่วนตัวของร้าน');
  });

  it('prints the [count your-message down] counter', () => {
    const counter = q(render(), 'span.wpcf7-character-count');
    expect(classes(counter)).toEqual(['wpcf7-character-count', 'down']);
    expect({ ...counter.dataset }).toEqual({
      targetName: 'your-message',
      startingValue: '500',
      currentValue: '500',
      maximumValue: '500',
      minimumValue: '10',
    });
    expect(counter.textContent).toBe('500');
  });

  it('prints the quiz and the captcha of the page view', () => {
    const shop = createFakeShop();
    const challenges = issueContactFormChallenges(shop, DEMO_CONTACT_FORM);
    const root = render({ challenges });
    const quizWrap = q(root, '[data-name="quiz-1"]');
    expect(q(quizWrap, 'label > span.wpcf7-quiz-label').textContent).toBe(challenges.quiz['quiz-1']!.question);
    const quiz = q<HTMLInputElement>(quizWrap, 'label > input');
    expect([quiz.name, quiz.className, quiz.autocomplete, quiz.getAttribute('aria-required')]).toEqual(['quiz-1', 'wpcf7-form-control wpcf7-quiz', 'off', 'true']);
    expect(q<HTMLInputElement>(quizWrap, ':scope > input[type=hidden]').name).toBe('_wpcf7_quiz_answer_quiz-1');
    expect(q<HTMLInputElement>(quizWrap, ':scope > input[type=hidden]').value).toBe(challenges.quiz['quiz-1']!.hash);

    const captcha = challenges.captcha['captcha-1']!;
    const challenge = q<HTMLInputElement>(root, 'input[name="_wpcf7_captcha_challenge_captcha-1"]');
    expect([challenge.type, challenge.value]).toEqual(['hidden', captcha.prefix]);
    const image = q<HTMLImageElement>(root, 'img.wpcf7-captchac');
    expect(classes(image)).toEqual(['wpcf7-form-control', 'wpcf7-captchac', 'wpcf7-captcha-captcha-1']);
    expect([image.width, image.height, image.alt, image.getAttribute('src')]).toEqual([72, 24, 'captcha', captcha.imageUrl]);
    expect(image.getAttribute('src')).toMatch(new RegExp(`/${captcha.prefix}\\.png$`));
    expect(image.closest('.wpcf7-form-control-wrap')).toBeNull();
    const answer = q<HTMLInputElement>(root, '[data-name="captcha-1"] > input');
    expect([answer.name, answer.value, answer.autocomplete]).toEqual(['captcha-1', '', 'off']);
    expect(classes(answer)).toEqual(['wpcf7-form-control', 'wpcf7-captchar']);
  });

  it('prints a stale captcha (unknown prefix) and the first quiz question when no challenges are given, as a cached page has', () => {
    const root = render();
    expect(q<HTMLInputElement>(root, 'input[name="_wpcf7_captcha_challenge_captcha-1"]').value).toBe('0');
    expect(q(root, 'img.wpcf7-captchac').getAttribute('src')).toBe('/mock-media/wpcf7-captcha/0.png');
    expect(q(root, '.wpcf7-quiz-label').textContent).toBe('หนึ่งบวกสองเท่ากับเท่าไร (ตอบเป็นตัวเลข)');
    expect(q<HTMLInputElement>(root, 'input[name="_wpcf7_quiz_answer_quiz-1"]').value).toBe(md5('3'));
  });

  it('ends with the submit button', () => {
    const submit = q<HTMLInputElement>(render(), 'input[type=submit]');
    expect([submit.className, submit.value]).toEqual(['wpcf7-form-control wpcf7-submit has-spinner', 'ส่งข้อความ']);
  });
});

describe('contactFormMarkup: the page a no-JS POST gets back', () => {
  const values = {
    'your-name': 'ส',
    'your-email': 'not-an-email',
    'your-message': 'line one\r\nline two',
    'product-type': 'ตลับครีม',
    'customer-type': 'โรงงาน / แบรนด์',
    'sample-items': ['ขวดแก้ว', 'ฝาสเปรย์'],
    'heard-from': ['อื่น ๆ'],
    'heard-from_free_text': 'งานแสดงสินค้า',
    'accept-callback': '1',
    'captcha-1': 'ABCD',
  };
  const errors = { 'your-name': 'ข้อมูลในช่องนี้สั้นเกินไป', 'your-email': 'รูปแบบอีเมลไม่ถูกต้อง' };

  it('keeps what was typed, except the captcha', () => {
    const root = render({ values });
    expect(q<HTMLInputElement>(root, '[name="your-name"]').value).toBe('ส');
    expect(q<HTMLTextAreaElement>(root, '[name="your-message"]').value).toBe('line one\nline two');
    expect(q<HTMLSelectElement>(root, '[name="product-type"]').value).toBe('ตลับครีม');
    expect(q<HTMLInputElement>(root, '[name="customer-type"]:checked').value).toBe('โรงงาน / แบรนด์');
    expect([...root.querySelectorAll<HTMLInputElement>('[name="sample-items[]"]:checked')].map((b) => b.value)).toEqual(['ขวดแก้ว', 'ฝาสเปรย์']);
    expect(q<HTMLInputElement>(root, '[name="heard-from_free_text"]').value).toBe('งานแสดงสินค้า');
    expect(q<HTMLInputElement>(root, '[name="accept-callback"]').checked).toBe(true);
    expect(q<HTMLInputElement>(root, '[name="accept-privacy"]').checked).toBe(false);
    expect(q<HTMLInputElement>(root, '[name="captcha-1"]').value).toBe('');
    // 500 minus 17 characters typed (the CRLF counts as one).
    expect(q(root, '.wpcf7-character-count').dataset.currentValue).toBe('483');
  });

  it('marks invalid fields with a tip, wpcf7-not-valid, aria-invalid and aria-describedby; lists them for screen readers', () => {
    const root = render({ values, errors, status: 'invalid', message: 'มีข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่อีกครั้ง' });
    const form = q<HTMLFormElement>(root, 'form');
    expect(classes(form)).toEqual(['wpcf7-form', 'invalid']);
    expect(form.dataset.status).toBe('invalid');
    const email = q<HTMLInputElement>(root, '[name="your-email"]');
    expect(classes(email)).toContain('wpcf7-not-valid');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(`${UNIT_TAG}-ve-your-email`);
    const tip = q(root, '[data-name="your-email"] > span.wpcf7-not-valid-tip');
    expect([tip.textContent, tip.getAttribute('aria-hidden')]).toEqual(['รูปแบบอีเมลไม่ถูกต้อง', 'true']);
    expect(q<HTMLInputElement>(root, '[name="your-tel"]').getAttribute('aria-invalid')).toBe('false');
    expect(root.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(2);
    const items = [...root.querySelectorAll('.screen-reader-response ul > li')].map((li) => [li.id, li.textContent]);
    expect(items).toEqual([
      [`${UNIT_TAG}-ve-your-name`, 'ข้อมูลในช่องนี้สั้นเกินไป'],
      [`${UNIT_TAG}-ve-your-email`, 'รูปแบบอีเมลไม่ถูกต้อง'],
    ]);
    expect(q(root, '.screen-reader-response p').textContent).toBe('มีข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่อีกครั้ง');
    expect(q(root, '.wpcf7-response-output').textContent).toBe('มีข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วส่งใหม่อีกครั้ง');
  });

  it('escapes hostile values, errors, messages, statuses and paths', () => {
    const root = render({
      pagePath: `/x${HOSTILE}`,
      values: { 'your-name': HOSTILE, 'your-message': `</textarea>${HOSTILE}`, 'heard-from_free_text': HOSTILE },
      errors: { 'your-name': HOSTILE },
      status: `invalid${HOSTILE}`,
      message: HOSTILE,
    });
    expect(document.querySelectorAll('img:not(.wpcf7-captchac), script')).toHaveLength(0);
    expect(q<HTMLInputElement>(root, '[name="your-name"]').value).toBe(HOSTILE);
    expect(q<HTMLTextAreaElement>(root, '[name="your-message"]').value).toBe(`</textarea>${HOSTILE}`);
    expect(q<HTMLInputElement>(root, '[name="heard-from_free_text"]').value).toBe(HOSTILE);
    expect(q(root, '.wpcf7-not-valid-tip').textContent).toBe(HOSTILE);
    expect(q(root, '.wpcf7-response-output').textContent).toBe(HOSTILE);
    expect(q(root, 'form').getAttribute('action')).toBe(`/x${HOSTILE}#${UNIT_TAG}`);
    expect(q(root, 'form').dataset.status).toBe(`invalid${HOSTILE}`);
  });
});

describe('formStatusFor (§4 Contact form status)', () => {
  it('maps server statuses to form statuses, others to custom-{slug}', () => {
    expect(
      ['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed', 'payment_required', 'wpcf7_Foo bar'].map(formStatusFor),
    ).toEqual(['invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required', 'custom-wpcf7-foo-bar']);
  });
});

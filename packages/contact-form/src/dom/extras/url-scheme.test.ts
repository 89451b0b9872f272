// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { byName, commit, mountCf7Form } from './test-fixtures';
import { setupUrlSchemes, withDefaultScheme } from './url-scheme';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('withDefaultScheme (§5 url: no scheme + a dot gets http://)', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['//example.com', 'http://example.com'],
    ['  shop.co.th ', 'http://shop.co.th'],
    ['www.ร้านสวย.com/ครีม', 'http://www.ร้านสวย.com/ครีม'],
    ['https://x.co', 'https://x.co'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['HTTP://Example.com', 'HTTP://Example.com'],
    ['localhost', 'localhost'],
    ['', ''],
    ['   ', '   '],
  ])('%j → %j', (value, expected) => {
    expect(withDefaultScheme(value)).toBe(expected);
  });
});

describe('setupUrlSchemes', () => {
  const fixture = () =>
    mountCf7Form(`<span class="wpcf7-form-control-wrap" data-name="your-site"><input type="url" name="your-site" class="wpcf7-form-control wpcf7-url"></span>
      <span class="wpcf7-form-control-wrap" data-name="your-name"><input type="text" name="your-name" class="wpcf7-form-control wpcf7-text"></span>`);

  it('adds the scheme on change, before a change listener the form already had reads the value', () => {
    const form = fixture();
    const seen: string[] = [];
    form.addEventListener('change', () => seen.push(byName(form, 'your-site').value));
    setupUrlSchemes(form);
    byName(form, 'your-site').value = 'shop.co.th';
    commit(byName(form, 'your-site'));
    expect(byName(form, 'your-site').value).toBe('http://shop.co.th');
    expect(seen).toEqual(['http://shop.co.th']);
  });

  it('leaves other fields alone', () => {
    const form = fixture();
    setupUrlSchemes(form);
    byName(form, 'your-name').value = 'ร้าน.ครีม';
    commit(byName(form, 'your-name'));
    expect(byName(form, 'your-name').value).toBe('ร้าน.ครีม');
  });

  it('does nothing after teardown', () => {
    const form = fixture();
    setupUrlSchemes(form)();
    byName(form, 'your-site').value = 'example.com';
    commit(byName(form, 'your-site'));
    expect(byName(form, 'your-site').value).toBe('example.com');
  });
});

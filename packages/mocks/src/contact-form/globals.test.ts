// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contactFormGlobals, contactFormGlobalsScript } from './globals';
import { scriptJson } from './script-json';

describe('the wpcf7 global', () => {
  it('names the REST root and namespace, and whether the page came from a cache', () => {
    expect(contactFormGlobals()).toEqual({ api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 0 });
    expect(contactFormGlobals({ homeUrl: 'https://shop.example', cached: true })).toEqual({
      api: { root: 'https://shop.example/wp-json/', namespace: 'contact-form-7/v1' },
      cached: 1,
    });
  });

  it('prints a script that defines it, as wp_json_encode writes JSON', () => {
    const script = contactFormGlobalsScript({ cached: true });
    expect(script).toBe(
      '<script id="contact-form-7-js-before">var wpcf7 = {"api":{"root":"\\/wp-json\\/","namespace":"contact-form-7\\/v1"},"cached":1};</script>',
    );
    document.head.innerHTML = script;
    const body = document.head.querySelector('script')?.textContent ?? '';
    const run = new Function(`${body}; return wpcf7;`) as () => unknown;
    expect(run()).toEqual(contactFormGlobals({ cached: true }));
  });

  it('cannot be closed early by a value', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

// @vitest-environment jsdom
// The door's printable-document policy (issue 15, §2.8): an order document keeps its styles and
// layout in the print window; scripts, handlers, frames and forms' targets go as everywhere else.
import { describe, expect, it } from 'vitest';
import { loadMarkupDoor } from './door';

async function printed(page: string): Promise<Document> {
  const door = await loadMarkupDoor(document);
  const target = document.implementation.createHTMLDocument('');
  door.fillDocument(target, page);
  return target;
}

describe('fillDocument', () => {
  it('keeps the title (as text), head and body styles and positioned layout', async () => {
    const target = await printed(
      '<html><head><title>Invoice #1024 &lt;b&gt;</title><style>.total{font-weight:bold}</style></head><body><style>@page{size:A4}</style><div class="total" style="position:absolute;top:0">฿1,250.00</div></body></html>',
    );
    expect(target.title).toBe('Invoice #1024 <b>');
    const styles = Array.from(target.body.querySelectorAll('style')).map((style) => style.textContent);
    expect(styles).toEqual(['.total{font-weight:bold}', '@page{size:A4}']);
    expect(target.querySelector<HTMLElement>('.total')?.getAttribute('style')).toBe('position:absolute;top:0');
  });

  it('removes scripts, handlers, frames, javascript: links, meta and base', async () => {
    const target = await printed(
      '<html><head><base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test"><script>window.__pwned=1</script></head><body onload="window.__pwned=1"><img src="x" onerror="window.__pwned=1"><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg></body></html>',
    );
    const html = target.documentElement.outerHTML;
    expect(html).not.toMatch(/<script|onerror|onload|<iframe|javascript:|evil\.test/i);
  });

  it('puts a CSP that forbids scripts first in the head', async () => {
    const target = await printed('<p>x</p>');
    const meta = target.head.firstElementChild as HTMLMetaElement;
    expect(meta.httpEquiv).toBe('Content-Security-Policy');
    expect(meta.content).toContain("default-src 'none'");
    expect(meta.content).not.toContain('script-src');
  });

  it('still removes <style> from ordinary markup (fill)', async () => {
    const door = await loadMarkupDoor(document);
    const host = document.createElement('div');
    door.fill(host, '<style>body{display:none}</style><p>x</p>');
    expect(host.querySelector('style')).toBeNull();
  });
});

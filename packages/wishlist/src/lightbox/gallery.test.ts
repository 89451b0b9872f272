// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { galleryOf, imageOf } from './gallery';

afterEach(() => {
  document.body.innerHTML = '';
});

const REL = 'prettyPhoto[product-gallery]';

describe('lightbox gallery: the links prettyPhoto grouped (fact sheet §4.14)', () => {
  it('is every image link with the same data-rel, in document order, popup links left out', () => {
    document.body.innerHTML = `
      <a id="a" href="/img/a.jpg" data-rel="${REL}" title="ด้านหน้า"><img src="/img/a-s.jpg" alt="ขวด ด้านหน้า"></a>
      <a href="#ask_an_estimate_popup" data-rel="${REL}">popup</a>
      <a id="other" href="/img/x.jpg" data-rel="prettyPhoto[other]"><img alt="x"></a>
      <div><a id="b" href="/img/b.jpg" data-rel="${REL}"><img src="/img/b-s.jpg" alt="ขวด ด้านข้าง"></a></div>
      <a id="c" href="/img/c.jpg" data-rel="${REL}"></a>`;
    const gallery = galleryOf(document, REL);
    expect(gallery.links.map((link) => link.id)).toEqual(['a', 'b', 'c']);
    expect(gallery.images).toEqual([
      { src: 'http://localhost:3000/img/a.jpg', alt: 'ขวด ด้านหน้า', caption: 'ด้านหน้า' },
      { src: 'http://localhost:3000/img/b.jpg', alt: 'ขวด ด้านข้าง', caption: 'ขวด ด้านข้าง' },
      { src: 'http://localhost:3000/img/c.jpg', alt: '', caption: '' },
    ]);
  });

  it('matches the rel as text: a rel that looks like a selector matches nothing else', () => {
    document.body.innerHTML = `<a href="/a.jpg" data-rel="prettyPhoto[x]">a</a><a href="/b.jpg" data-rel='prettyPhoto["],a'>b</a>`;
    expect(galleryOf(document, 'prettyPhoto["],a').links).toHaveLength(1);
    expect(galleryOf(document, 'prettyPhoto[').links).toHaveLength(0);
  });

  it('keeps markup in a title or alt as text', () => {
    document.body.innerHTML = `<a href="/a.jpg" data-rel="prettyPhoto" title="<img src=x onerror=alert(1)>"><img alt="&lt;b&gt;"></a>`;
    const link = document.querySelector('a')!;
    expect(imageOf(link)).toMatchObject({ caption: '<img src=x onerror=alert(1)>', alt: '<b>' });
  });

  it('gives no URL for a javascript: or data: href, so it shows the failure and never runs', () => {
    document.body.innerHTML = `<a href="javascript:alert(1)" data-rel="prettyPhoto">a</a><a href="data:text/html,x" data-rel="prettyPhoto">b</a>`;
    expect(galleryOf(document, 'prettyPhoto').images.map((image) => image.src)).toEqual(['', '']);
  });
});

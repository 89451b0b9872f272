// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { controlWrapsNamed, elementsWithClass, inputsNamed, textControlsNamed } from './named-elements';

afterEach(() => {
  document.body.innerHTML = '';
});

const hostile = `a"],[name='b'] *`;

describe('lookups by server-chosen names (never spliced into selectors)', () => {
  it('matches names exactly, quotes and brackets included', () => {
    const form = document.createElement('form');
    for (const [name, type] of [[hostile, 'text'], ['b', 'text'], [hostile, 'checkbox']] as const) {
      form.append(Object.assign(document.createElement('input'), { name, type }));
    }
    form.append(Object.assign(document.createElement('textarea'), { name: hostile }));
    const wrap = document.createElement('span');
    wrap.className = 'wpcf7-form-control-wrap';
    wrap.dataset['name'] = hostile;
    form.append(wrap);

    expect(inputsNamed(form, hostile).map((i) => i.type)).toEqual(['text', 'checkbox']);
    expect(textControlsNamed(form, hostile).map((c) => c.tagName)).toEqual(['INPUT', 'TEXTAREA']);
    expect(controlWrapsNamed(form, hostile)).toEqual([wrap]);
    expect(controlWrapsNamed(form, 'b')).toEqual([]);
  });

  it('finds by class token without parsing the class as a selector', () => {
    document.body.innerHTML = '<img><img>';
    const [first, second] = [...document.querySelectorAll('img')];
    first!.setAttribute('class', `wpcf7-captcha-${hostile.replaceAll(' ', '')}`);
    second!.setAttribute('class', 'wpcf7-captcha-b');
    expect(elementsWithClass(document, 'img', `wpcf7-captcha-${hostile.replaceAll(' ', '')}`)).toEqual([first]);
    expect(elementsWithClass(document, 'img', 'has space')).toEqual([]);
    expect(elementsWithClass(document, 'img', '')).toEqual([]);
  });
});

// @vitest-environment jsdom
import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_FDATA, FIXTURE_PAIRS, fillFixtureForm, leadFormFixture } from '../test-fixtures';
import { serializeForm, serializePairs } from './serialize';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

/** jQuery's own `.serialize()`, with jQuery 1.x–2.x's '+' for spaces (see serialize.ts). */
const jQuerySerialize = (element: HTMLFormElement) => jQuery(element).serialize().replace(/%20/g, '+');

describe('§3 Lead form submission — fdata as jQuery.serialize()', () => {
  it('the filled fixture form gives the exact fdata string', () => {
    const element = form(leadFormFixture());
    fillFixtureForm(element);
    expect(serializePairs(element)).toEqual(FIXTURE_PAIRS);
    expect(serializeForm(element)).toBe(FIXTURE_FDATA);
    expect(serializeForm(element)).toBe(jQuerySerialize(element));
  });

  it('leaves out the submit button, the file input, unnamed and unchecked controls', () => {
    const element = form(leadFormFixture());
    const names = serializePairs(element).map(([name]) => name);
    expect(names).not.toContain('submit');
    expect(names).not.toContain('upload_6');
    expect(names).not.toContain('radio_8');
    expect(names).not.toContain('checkbox_4[]');
    expect(names).not.toContain('term_accept_5');
    // The captcha status input has no name, so it never reaches the server.
    expect(names).toEqual(['name_1', 'email_2', 'number_3', 'textarea_7', 'date_9', 'dob_10', 'upload_6_name', 'hidden_field']);
  });

  it('matches jQuery on a tricky form', () => {
    const element = form(`
      <form id="f">
        <input name="a b" value="x y+z &amp; ü ~!*()'">
        <input name="disabled" value="1" disabled>
        <fieldset disabled><input name="in-disabled-fieldset" value="1"><legend>ok</legend></fieldset>
        <fieldset disabled><legend><input name="in-first-legend" value="kept"></legend></fieldset>
        <input type="checkbox" name="plain-checkbox" checked>
        <input type="radio" name="r" value="1"><input type="radio" name="r" value="2" checked>
        <input type="button" name="btn" value="b"><input type="reset" name="rst"><input type="image" name="img">
        <button name="button" value="b">b</button>
        <select name="one"><option>  first   option </option><option value="two" selected>2</option></select>
        <select name="one-disabled-choice"><option value="x" disabled selected>x</option><option value="y">y</option></select>
        <select name="many" multiple>
          <option value="1" selected>1</option><option value="2">2</option>
          <optgroup label="g" disabled><option value="3" selected>3</option></optgroup>
          <option value="4" selected disabled>4</option><option selected>5</option>
        </select>
        <select name="empty-multiple" multiple><option value="1">1</option></select>
        <textarea name="t"></textarea>
        <input name="">
        <input type="hidden" name="h" value="hidden value">
        <output name="o">o</output>
        <object name="obj"></object>
      </form>
      <input form="f" name="outside-but-owned" value="1">
      <form id="g"><input name="other-form" value="1"></form>`);
    // Browsers (and jsdom) hand a textarea's value back with LF line breaks, a lone CR included.
    element.querySelector('textarea')!.value = 'a\r\nb\nc\rd';
    expect(serializeForm(element)).toBe(jQuerySerialize(element));
    expect(serializePairs(element)).toEqual([
      ['a b', "x y+z & ü ~!*()'"],
      ['in-first-legend', 'kept'],
      ['plain-checkbox', 'on'],
      ['r', '2'],
      ['one', 'two'],
      ['many', '1'],
      ['many', '5'],
      ['t', 'a\r\nb\r\nc\r\nd'],
      ['h', 'hidden value'],
      ['outside-but-owned', '1'],
    ]);
    expect(serializeForm(element)).toContain("a+b=x+y%2Bz+%26+%C3%BC+~!*()'");
  });

  it('an option without a value sends its text with whitespace collapsed', () => {
    const element = form('<form><select name="s"><option>  ขวด   แก้ว\n 10 ml </option></select></form>');
    expect(serializePairs(element)).toEqual([['s', 'ขวด แก้ว 10 ml']]);
    expect(serializeForm(element)).toBe(jQuerySerialize(element));
  });

  it('keeps document order when a select shares its name with other controls', () => {
    const element = form(`<form>
      <input type="checkbox" name="c[]" value="a" checked>
      <select name="c[]" multiple><option value="b" selected>b</option><option value="x">x</option><option value="c" selected>c</option></select>
      <input type="hidden" name="c[]" value="d">
      <select name="lone"><option value="e" selected>e</option></select>
    </form>`);
    expect(serializePairs(element)).toEqual([['c[]', 'a'], ['c[]', 'b'], ['c[]', 'c'], ['c[]', 'd'], ['lone', 'e']]);
    expect(serializeForm(element)).toBe(jQuerySerialize(element));
  });

  it('drops carriage returns from a field value the way jQuery did', () => {
    const element = form('<form><input type="hidden" name="h" value="a&#13;b&#13;&#10;c&#10;d"></form>');
    expect(serializePairs(element)).toEqual([['h', 'ab\r\nc\r\nd']]);
    expect(serializeForm(element)).toBe(jQuerySerialize(element));
  });

  it('an empty form serialises to an empty string', () => {
    expect(serializeForm(form('<form><input type="submit" name="submit"></form>'))).toBe('');
  });
});

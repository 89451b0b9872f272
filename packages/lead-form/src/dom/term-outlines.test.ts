// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindTermOutlines, TERM_MISSING_CLASS, type TermOutlines } from './term-outlines';

let boxes: HTMLInputElement[];
let outlines: TermOutlines;

beforeEach(() => {
  document.body.innerHTML = `<form>
    <input type="checkbox" class="term_accept" name="term_accept_5" value="1">
    <input type="checkbox" class="term_accept" name="term_accept_6" value="1" checked>
    <input type="checkbox" class="term_accept" name="term_accept_7" value="1">
  </form>`;
  boxes = [...document.querySelectorAll<HTMLInputElement>('.term_accept')];
  outlines = bindTermOutlines(boxes);
});
afterEach(() => {
  outlines.stop();
  document.body.innerHTML = '';
});

const outlined = () => boxes.map((box) => box.classList.contains(TERM_MISSING_CLASS));
const click = (box: HTMLInputElement) => box.click();

describe('§5 Lead forms — term outlines', () => {
  it('outlines the unchecked boxes, marks them invalid and focuses the first', () => {
    expect(outlines.check()).toBe(false);
    expect(outlined()).toEqual([true, false, true]);
    expect(boxes.map((box) => box.getAttribute('aria-invalid'))).toEqual(['true', null, 'true']);
    expect(boxes[0]).toHaveFocus();
  });

  it('a box loses its outline once checked; the others keep theirs', () => {
    outlines.check();
    click(boxes[0]!);
    expect(outlined()).toEqual([false, false, true]);
    expect(boxes[0]).not.toHaveAttribute('aria-invalid');
  });

  it('unchecking again does not outline until the next submit', () => {
    outlines.check();
    click(boxes[0]!);
    click(boxes[0]!);
    expect(outlined()).toEqual([false, false, true]);
    expect(outlines.check()).toBe(false);
    expect(outlined()).toEqual([true, false, true]);
  });

  it('all checked: nothing outlined and the form may be sent', () => {
    click(boxes[0]!);
    click(boxes[2]!);
    expect(outlines.check()).toBe(true);
    expect(outlined()).toEqual([false, false, false]);
  });

  it('stop removes the outlines and stops listening', () => {
    outlines.check();
    outlines.stop();
    expect(outlined()).toEqual([false, false, false]);
    expect(boxes[0]).not.toHaveAttribute('aria-invalid');
  });

  it('a form without term boxes may always be sent', () => {
    expect(bindTermOutlines([]).check()).toBe(true);
  });
});

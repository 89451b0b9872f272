// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, commit, formReply, key, row, rowIds, settle, startPage, stopPages, table } from './test-fixtures';

// §2.10's table basics on the fake WordPress's markup: 'select all', 'apply bulk actions' disabled
// until a row is checked (also in a form a fragment brought back), Enter in a quantity input.

afterEach(stopPages);

const apply = () => $<HTMLInputElement>('input[name="apply_bulk_actions"]');
const selectAll = () => $<HTMLInputElement>('#bulk_add_to_cart');
const box = (id: string) => $<HTMLInputElement>('.product-checkbox input[type=checkbox]', row(id));

describe('wishlist page: the table basics (§2.10)', () => {
  it("'select all' checks every enabled row box, each with a change event, and unchecks them again", () => {
    startPage();
    expect(rowIds()).toEqual(['101', '231', '307', '322', '211']);
    box('307').disabled = true;
    const changed = vi.fn();
    for (const id of ['101', '231', '322', '211']) box(id).addEventListener('change', changed);

    selectAll().click();
    expect(rowIds().map((id) => box(id!).checked)).toEqual([true, true, false, true, true]);
    expect(changed).toHaveBeenCalledTimes(4);
    expect(box('101').parentElement).toHaveClass('checked');
    expect(apply()).toBeEnabled();

    selectAll().click();
    expect(rowIds().map((id) => box(id!).checked)).toEqual([false, false, false, false, false]);
    expect(box('101').parentElement).toHaveClass('unchecked');
    expect(apply()).toBeDisabled();
  });

  it("keeps 'apply' disabled until a row is checked, and shows in the header box whether some or all are", () => {
    startPage();
    expect(apply()).toBeDisabled();
    box('231').click();
    expect(apply()).toBeEnabled();
    expect(selectAll().indeterminate).toBe(true);
    expect(selectAll().checked).toBe(false);
    for (const id of ['101', '307', '322', '211']) box(id).click();
    expect(selectAll().indeterminate).toBe(false);
    expect(selectAll().checked).toBe(true);
    for (const id of ['101', '231', '307', '322', '211']) box(id).click();
    expect(apply()).toBeDisabled();
  });

  it("manages the 'apply' button a replaced form brings, which the plugin lost", async () => {
    startPage();
    box('101').click();
    expect(apply()).toBeEnabled();
    const [html] = Object.values(formReply());
    $('#yith-wcwl-form').outerHTML = html!;
    await settle();
    expect(apply()).toBeDisabled();
    box('322').click();
    expect(apply()).toBeEnabled();
  });

  it('Enter in a quantity input does not submit the wishlist form', () => {
    startPage();
    const submit = vi.fn((event: Event) => event.preventDefault());
    $('#yith-wcwl-form').addEventListener('submit', submit);
    const input = $<HTMLInputElement>('.product-quantity input', row('231'));
    commit(input, '12');
    expect(key(input, 'Enter').defaultPrevented).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    // Other keys type as usual.
    expect(key(input, '5').defaultPrevented).toBe(false);
    expect(table()).toBeInTheDocument();
  });
});

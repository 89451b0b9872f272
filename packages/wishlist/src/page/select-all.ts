import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { LIST, ROW_BOX } from './list';

// §2.10 "a 'select all' checkbox" (research §4.7): `#bulk_add_to_cart` in the table's header sets
// every enabled row box of its list. Each changed box gets a `change` event, as the plugin fired,
// so the apply button and anything the theme listens with hear it. The header box also follows
// the rows: checked when all are, mixed when some are (the plugin left it as last clicked).

const SELECT_ALL = '#bulk_add_to_cart';

function rowBoxes(list: ParentNode): HTMLInputElement[] {
  return [...list.querySelectorAll<HTMLInputElement>(ROW_BOX)].filter((box) => !box.disabled);
}

export function selectAll({ doc }: WishlistPageDeps): PagePart {
  /** The header box shows the rows' state. */
  const reflect = (list: Element) => {
    const all = list.querySelector<HTMLInputElement>(SELECT_ALL);
    if (!all) return;
    const boxes = rowBoxes(list);
    const checked = boxes.filter((box) => box.checked).length;
    all.checked = boxes.length > 0 && checked === boxes.length;
    all.indeterminate = checked > 0 && checked < boxes.length;
  };

  const onChange = (event: Event) => {
    const target = targetOf(event);
    if (!(target instanceof HTMLInputElement)) return;
    const list = target.closest(LIST);
    if (!list) return;
    if (target.matches(SELECT_ALL)) {
      const state = target.checked;
      for (const box of rowBoxes(list)) {
        if (box.checked === state) continue;
        box.checked = state;
        box.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return reflect(list);
    }
    if (target.matches(ROW_BOX)) {
      // The plugin's checkbox state classes (research §4.7), which themes style.
      target.parentElement?.classList.toggle('checked', target.checked);
      target.parentElement?.classList.toggle('unchecked', !target.checked);
      reflect(list);
    }
  };

  return { stop: listen(doc, 'change', onChange) };
}

import { listen, type PagePart, type WishlistPageDeps } from './deps';
import { ROW_BOX } from './list';

// §2.10: 'apply bulk actions' is disabled until at least one row is checked. The plugin held on to
// the button it found at load, so one that came back in a replaced fragment stayed enabled
// (research §4.7); here every apply button in the page is looked at again on each change and
// after every replacement (refresh). Only row boxes count: a checked 'select all' over no rows
// has nothing to apply to.

const APPLY = 'input[name="apply_bulk_actions"], button[name="apply_bulk_actions"]';

export function applyButtons({ doc }: WishlistPageDeps): PagePart {
  const sync = () => {
    for (const button of doc.querySelectorAll<HTMLInputElement | HTMLButtonElement>(APPLY)) {
      const scope: ParentNode = button.form ?? doc;
      const none = scope.querySelector(`${ROW_BOX}:checked`) === null;
      if (button.disabled !== none) button.disabled = none;
    }
  };
  sync();
  // Only box changes matter; any change event is cheap to check against the page.
  const stop = listen(doc, 'change', sync);
  return { refresh: sync, stop };
}

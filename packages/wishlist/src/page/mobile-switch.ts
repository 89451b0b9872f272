import { createLatestReply, emitHostEvent } from '@talat/core';
import { nonceFor } from '../config';
import { firstControlIn } from '../dom/focus';
import { fragmentKey, fragmentOptions, replaceFragments } from '../dom/fragments';
import type { PagePart, WishlistPageDeps } from './deps';
import { findRow, focusOn, LIST, ROW } from './list';

// §2.10 "below 768 px the mobile template is used; crossing the breakpoint sends load_mobile"
// (research §4.8, §3.2 load_mobile): with `responsive` on and a `.wishlist_table.responsive` on the
// page, each time the viewport crosses `(max-width: {mobileBreakpointPx}px)` (768 itself is
// mobile) away from the template shown, the form's fragment options go out with is_mobile
// 'yes'/'no' and the reply's form replaces the page's through the door. matchMedia's change event,
// not resize polling: it fires once per crossing. Nothing runs at load: the server chose the first
// template. Crossing back before the reply came aborts it, so a late reply never puts back the
// template the viewport left. A failure leaves the current template as it is, still usable, and
// says so in Thai.

const RESPONSIVE = `${LIST}.responsive`;

export function mobileSwitch(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t, loadDoor } = deps;
  const view = doc.defaultView;
  if (!config.responsive || typeof view?.matchMedia !== 'function') return { stop: () => undefined };
  const query = view.matchMedia(`(max-width: ${config.mobileBreakpointPx}px)`);
  const latest = createLatestReply();
  let busyList: HTMLElement | null = null;
  const setBusy = (list: HTMLElement | null) => {
    busyList?.removeAttribute('aria-busy');
    busyList = list;
    list?.setAttribute('aria-busy', 'true');
  };

  async function swap(mobile: boolean): Promise<void> {
    const list = doc.querySelector<HTMLElement>(RESPONSIVE);
    const form = list?.closest('.wishlist-fragment');
    if (!list || !form || list.classList.contains('mobile') === mobile) {
      // Back on the side of the template shown: whatever was asked for the other side must not land.
      latest.cancel();
      setBusy(null);
      return;
    }
    const signal = latest.begin();
    setBusy(list);
    try {
      const reply = await calls.loadMobile(
        { nonce: nonceFor(config, 'load_mobile'), fragments: { [fragmentKey(form, config.fragmentGlue)]: { ...fragmentOptions(form), is_mobile: mobile ? 'yes' : 'no' } } },
        { signal },
      );
      const fragments = reply.fragments ?? {};
      // An empty `fragments` is the plugin's answer to a refused nonce: nothing to show.
      if (Object.keys(fragments).length === 0) throw new Error('refused');
      const door = await loadDoor();
      if (signal.aborted) return;
      const active = doc.activeElement;
      const hadFocus = active !== null && form.contains(active);
      const rowId = active?.closest(ROW)?.getAttribute('data-row-id');
      const added = replaceFragments(door, doc, fragments, config.fragmentGlue);
      if (added.length === 0) throw new Error('no match');
      busyList = null;
      emitHostEvent('yith_wcwl_responsive_template', [!mobile, fragments]);
      // Focus went with the old template: to the same row's first control, else the new list.
      if (hadFocus && !form.isConnected) {
        const row = rowId ? findRow(doc, rowId) : null;
        focusOn(firstControlIn(row) ?? row ?? doc.querySelector<HTMLElement>(LIST));
      }
    } catch {
      if (signal.aborted) return;
      setBusy(null);
      notices.show('error', t('mobileFailed'));
    }
  }

  const onChange = () => void swap(query.matches);
  query.addEventListener('change', onChange);
  return {
    stop() {
      query.removeEventListener('change', onChange);
      latest.cancel();
      setBusy(null);
    },
  };
}

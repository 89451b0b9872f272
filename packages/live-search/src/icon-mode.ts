import { createTranslator, type Locale } from '@talat/core';
import { iconToggleMessages } from './icon-toggle-messages';
import type { SearchHost } from './view/host-elements';
import { bindToggle, showExpanded } from './view/icon-toggle-dom';

/**
 * Icon mode before the interactive chunk (§2.3): the form is collapsed behind the icon from the
 * start, as the theme asked, and the icon already opens it and focuses the input (which starts the
 * chunk's load), so nothing collapses under a shopper when the chunk comes. Framework-free: first
 * load. `stop()` hands the icon over to the chunk (the caller's snapshot restores the markup).
 */
export function collapseBehindIcon(host: SearchHost, toggle: HTMLElement, locale: Locale, interacted: () => void): { expanded(): boolean; stop(): void } {
  const t = createTranslator(iconToggleMessages, locale);
  // A shopper already in the form (a late script) keeps it open.
  let expanded = host.form.contains(host.box.ownerDocument.activeElement);
  const show = () => showExpanded(host, expanded, t(expanded ? 'close' : 'open'));
  show();
  const stop = bindToggle(host, toggle, () => {
    expanded = !expanded;
    show();
    if (expanded) host.input.focus();
    interacted();
  });
  return { expanded: () => expanded, stop };
}

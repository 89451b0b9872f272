import { createAnchoredPopup, type AnchoredPopup } from '@talat/ui';
import { ADD_LINK } from './add-link';

/** Fact sheet §2.4 "Dropdown": the add button with the user's other lists under it. */
const WITH_DROPDOWN = '.yith-wcwl-add-button.with-dropdown';
const DROPDOWN = '.yith-wcwl-dropdown';
/** Displayed (while placed and fading); `OPEN` is the faded-in state. */
const SHOWN = 'talat-dropdown-shown';
const OPEN = 'talat-dropdown-open';
/** §2.4: the dropdown fades in and out over 200 ms (fact sheet §4.4, jQuery fadeIn(200)). */
export const DROPDOWN_FADE_MS = 200;

/**
 * The hover dropdown of §2.4: pointing at the add button (or focusing it, so the keyboard reaches
 * the other lists too) shows the list of the user's other wishlists, when it has any, and leaving
 * the button and its list hides it; Escape hides it and puts focus back on the button. The list is
 * in the top layer and anchored below the button, so a theme's `overflow` on a product card cannot
 * clip it (issue 11). Delegated on the document: buttons a fragment brings in later work too; a
 * pointer or focus already on a button at the start is caught up.
 * Returns the stop.
 */
export function followDropdowns(doc: Document): () => void {
  const open = new Map<HTMLElement, { list: HTMLElement; placed: AnchoredPopup; hideTimer?: ReturnType<typeof setTimeout> }>();
  const win = doc.defaultView ?? window;

  const wrapperOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(WITH_DROPDOWN) : null;
  const mainLinkOf = (wrapper: HTMLElement) => wrapper.querySelector<HTMLElement>(`:scope > ${ADD_LINK}`);

  function show(wrapper: HTMLElement): void {
    const list = wrapper.querySelector<HTMLElement>(DROPDOWN);
    const main = mainLinkOf(wrapper);
    // As the plugin: nothing to show when the user has no other list.
    if (!list || !main || list.children.length === 0) return;
    const current = open.get(wrapper);
    if (current) {
      clearTimeout(current.hideTimer);
      current.list.classList.add(OPEN);
      return;
    }
    const placed = createAnchoredPopup(list, main, { maxHeightPx: 300, minWidthPx: 200 });
    open.set(wrapper, { list, placed });
    list.classList.add(SHOWN);
    placed.show();
    main.setAttribute('aria-expanded', 'true');
    // The next frame, so the fade starts from the closed state.
    win.requestAnimationFrame(() => open.has(wrapper) && list.classList.add(OPEN));
  }

  function hide(wrapper: HTMLElement): void {
    const current = open.get(wrapper);
    if (!current) return;
    current.list.classList.remove(OPEN);
    mainLinkOf(wrapper)?.setAttribute('aria-expanded', 'false');
    clearTimeout(current.hideTimer);
    current.hideTimer = setTimeout(() => {
      open.delete(wrapper);
      current.list.classList.remove(SHOWN);
      current.placed.dispose();
    }, DROPDOWN_FADE_MS);
  }

  const onPointerOver = (event: PointerEvent) => {
    const wrapper = wrapperOf(event.target);
    // The plugin opens on its direct child link only, and keeps it open over the list itself.
    if (!wrapper) return;
    const target = event.target as Element;
    if (target.closest(`${WITH_DROPDOWN} > ${ADD_LINK}`) || open.has(wrapper)) show(wrapper);
  };
  const onPointerOut = (event: PointerEvent) => {
    const wrapper = wrapperOf(event.target);
    if (wrapper && !wrapper.contains(event.relatedTarget as Node | null) && !wrapper.contains(doc.activeElement)) hide(wrapper);
  };
  const onFocusIn = (event: FocusEvent) => {
    const wrapper = wrapperOf(event.target);
    if (wrapper) show(wrapper);
  };
  const onFocusOut = (event: FocusEvent) => {
    const wrapper = wrapperOf(event.target);
    if (wrapper && !wrapper.contains(event.relatedTarget as Node | null)) hide(wrapper);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const wrapper = wrapperOf(event.target);
    if (event.key !== 'Escape' || !wrapper || !open.has(wrapper)) return;
    hide(wrapper);
    mainLinkOf(wrapper)?.focus();
  };

  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  // Caught up: the pointer already on a button's link, or focus already in a button, when this
  // starts (its pointerover or focusin came before the chunk) shows that list, as those would.
  for (const wrapper of doc.querySelectorAll<HTMLElement>(WITH_DROPDOWN)) {
    if (wrapper.contains(doc.activeElement) || mainLinkOf(wrapper)?.matches(':hover')) show(wrapper);
  }
  return () => {
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
    for (const [, current] of open) {
      clearTimeout(current.hideTimer);
      current.list.classList.remove(SHOWN, OPEN);
      current.placed.dispose();
    }
    open.clear();
  };
}

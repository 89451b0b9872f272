import { injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { openModalDrawer, setInTopLayer } from './modal-drawer';
import { sideMenuToggleSelector } from './selector';

export { SIDE_MENU_TOGGLE } from './selector';

/**
 * The drawer's place and slide. Open, the panel is a manual popover in the top layer (a theme's
 * overflow or z-index cannot clip or cover it); it slides in from the start edge, and out again
 * while it leaves the top layer (overlay/display transitions), unless reduced motion is asked for.
 */
const SIDE_MENU_CSS =
  '[data-talat-side-menu][popover]{position:fixed;inset:0 auto 0 0;margin:0;width:min(320px,85vw);height:100%;max-height:none;overflow:auto;border:0;' +
  'transform:translateX(-100%);transition:transform .25s ease,overlay .25s allow-discrete,display .25s allow-discrete}' +
  '[data-talat-side-menu]:popover-open{transform:none}' +
  '@starting-style{[data-talat-side-menu]:popover-open{transform:translateX(-100%)}}' +
  '[data-talat-side-menu]::backdrop{background:rgba(0,0,0,.45)}' +
  '@media (prefers-reduced-motion:reduce){[data-talat-side-menu][popover]{transition:none}}';

/**
 * Side navigation menu (§1 Page extras, issue 16): the theme's off-canvas panel as a modal drawer.
 * The toggle reports aria-expanded; opening moves focus into the panel, keeps Tab inside and makes
 * the page behind inert (modal-drawer.ts); Escape, the close control or a press
 * outside close it and focus goes back to the toggle. Without JavaScript the toggle is a link to
 * the panel's id, which the theme shows with `:target`.
 */
export const startSideMenu: PageExtra = ({ doc, t, config }) => {
  const selector = sideMenuToggleSelector(config);
  if (!selector) return undefined;
  const toggles = [...doc.querySelectorAll<HTMLElement>(selector)].filter((toggle) => doc.getElementById(toggle.getAttribute('aria-controls') ?? ''));
  if (toggles.length === 0) return undefined;
  injectStyles('page-extras-side-menu', SIDE_MENU_CSS, doc);
  const undos: Array<() => void> = [];
  const panels = new Map<HTMLElement, HTMLElement[]>();
  for (const toggle of toggles) {
    const panel = doc.getElementById(toggle.getAttribute('aria-controls')!)!;
    panels.set(panel, [...(panels.get(panel) ?? []), toggle]);
  }

  for (const [panel, ownToggles] of panels) {
    let close: (() => void) | undefined;
    panel.setAttribute('data-talat-side-menu', '');
    const found = panel.querySelector<HTMLElement>('.menu-close');
    const closer = found ?? doc.createElement('button');
    const addedCloser = !found;
    if (addedCloser) {
      closer.setAttribute('type', 'button');
      closer.className = 'menu-close';
      closer.textContent = t('sideMenuClose');
      panel.prepend(closer);
    }
    const setExpanded = (open: boolean) => {
      for (const toggle of ownToggles) toggle.setAttribute('aria-expanded', String(open));
    };
    const hide = () => {
      if (!close) return;
      const undoModal = close;
      close = undefined;
      panel.classList.remove('is-open');
      setExpanded(false);
      undoModal();
      setInTopLayer(panel, false);
    };
    const show = (toggle: HTMLElement) => {
      if (close) return;
      setInTopLayer(panel, true);
      panel.classList.add('is-open');
      setExpanded(true);
      close = openModalDrawer(panel, { onDismiss: hide, returnFocus: toggle });
    };
    const onToggle = (event: MouseEvent) => {
      event.preventDefault();
      const toggle = event.currentTarget as HTMLElement;
      if (close) hide();
      else show(toggle);
    };
    // A link toggle acts as a button once enhanced: Space presses it too.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ') {
        event.preventDefault();
        (event.currentTarget as HTMLElement).click();
      }
    };
    const onClose = (event: MouseEvent) => {
      event.preventDefault();
      hide();
    };
    // What the theme printed on its toggles, put back by the undo.
    const printed = ownToggles.map((toggle) => [toggle.getAttribute('role'), toggle.getAttribute('aria-expanded')] as const);
    setExpanded(false);
    for (const toggle of ownToggles) {
      toggle.addEventListener('click', onToggle);
      if (toggle.tagName !== 'BUTTON') {
        toggle.setAttribute('role', 'button');
        toggle.addEventListener('keydown', onKey);
      }
    }
    closer.addEventListener('click', onClose);
    if (closer.tagName !== 'BUTTON') closer.addEventListener('keydown', onKey);
    undos.push(() => {
      hide();
      closer.removeEventListener('click', onClose);
      closer.removeEventListener('keydown', onKey);
      if (addedCloser) closer.remove();
      panel.removeAttribute('data-talat-side-menu');
      panel.removeAttribute('popover');
      for (const [index, toggle] of ownToggles.entries()) {
        toggle.removeEventListener('click', onToggle);
        toggle.removeEventListener('keydown', onKey);
        for (const [name, value] of [['role', printed[index]![0]], ['aria-expanded', printed[index]![1]]] as const) {
          if (value === null) toggle.removeAttribute(name);
          else toggle.setAttribute(name, value);
        }
      }
    });
  }
  return () => {
    for (const undo of undos.splice(0)) undo();
  };
};

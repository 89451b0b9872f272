import type { PageExtra } from '../context';

// WooCommerce's show/hide password toggle (woocommerce.js, docs/research/woocommerce-frontend.md
// §4): each password field of a WooCommerce form sits in `span.password-input` with a
// `.show-password-input` after it; the class names are kept so the theme's WooCommerce styles
// (the eye icon, `.display-password`) apply unchanged.

import { PASSWORD_FORMS as FORMS } from './markup';

const FIELDS = `${FORMS} input[type="password"]`;
const WRAPPER = 'password-input';
const TOGGLE = 'show-password-input';
const SHOWN = 'display-password';

interface Enhanced {
  undo(): void;
}

/**
 * Password fields (§2.2): a real `<button type="button">` with a Thai name and `aria-pressed`
 * shows or hides the password, keeps the caret where it was and focus in the field, and never
 * submits the form. Fields inserted later (a checkout fragment, an account form shown by script)
 * get one too. Only pages with a WooCommerce form are watched.
 */
export const startPasswordToggle: PageExtra = ({ doc, t }) => {
  if (!doc.querySelector(FORMS)) return undefined;
  const enhanced = new Map<HTMLInputElement, Enhanced>();

  const enhance = (input: HTMLInputElement) => {
    if (enhanced.has(input) || input.closest(`.${WRAPPER}`)?.querySelector(`.${TOGGLE}`)) return;
    enhanced.set(input, addToggle(doc, input, t('passwordShow')));
  };
  const scan = (root: ParentNode) => {
    if (root instanceof HTMLInputElement && root.matches(FIELDS)) enhance(root);
    root.querySelectorAll<HTMLInputElement>(FIELDS).forEach(enhance);
  };
  scan(doc);

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element);
      });
      // A field that left the page takes its toggle with it; forget it.
      for (const input of enhanced.keys()) if (!input.isConnected) enhanced.delete(input);
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    for (const entry of enhanced.values()) entry.undo();
    enhanced.clear();
  };
};

/** Wraps the field as WooCommerce does and adds the toggle after it; returns the undo. */
function addToggle(doc: Document, input: HTMLInputElement, name: string): Enhanced {
  // WooCommerce wraps `.woocommerce-Input` fields and marks an existing <span> parent (the
  // checkout's `.woocommerce-input-wrapper`) as the wrapper instead.
  const parent = input.parentElement;
  const reuse = parent?.tagName === 'SPAN';
  const hadClass = reuse && parent.classList.contains(WRAPPER);
  let wrapper: HTMLElement;
  if (reuse) {
    wrapper = parent;
    wrapper.classList.add(WRAPPER);
  } else {
    wrapper = doc.createElement('span');
    wrapper.className = WRAPPER;
    const created = wrapper;
    keepingFocus(input, () => {
      input.replaceWith(created);
      created.append(input);
    });
  }

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = TOGGLE;
  button.setAttribute('aria-label', name);
  button.setAttribute('aria-pressed', 'false');
  if (input.id) button.setAttribute('aria-controls', input.id);
  input.after(button);

  const onClick = (event: Event) => {
    event.preventDefault();
    togglePassword(input, button);
  };
  button.addEventListener('click', onClick);
  // A field still of type text when its form is sent is one a browser may keep in its form
  // history, in clear: the password is hidden again first.
  const form = input.form;
  const onSubmit = () => {
    if (input.type === 'text') setShown(input, button, false);
  };
  form?.addEventListener('submit', onSubmit);

  return {
    undo() {
      form?.removeEventListener('submit', onSubmit);
      button.removeEventListener('click', onClick);
      button.remove();
      if (input.type === 'text') input.type = 'password';
      if (!reuse) keepingFocus(input, () => wrapper.replaceWith(input));
      else if (!hadClass) wrapper.classList.remove(WRAPPER);
    },
  };
}

/**
 * Shows or hides the password. Changing `type` drops the selection in some browsers, so the caret
 * (or the selected range) is put back, and focus returns to the field, where the shopper types.
 */
export function togglePassword(input: HTMLInputElement, button: HTMLButtonElement): void {
  const caret = caretOf(input);
  setShown(input, button, input.type === 'password');
  input.focus({ preventScroll: true });
  putCaretBack(input, caret);
}

function setShown(input: HTMLInputElement, button: HTMLButtonElement, show: boolean): void {
  input.type = show ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(show));
  button.classList.toggle(SHOWN, show);
}

type Caret = Pick<HTMLInputElement, 'selectionStart' | 'selectionEnd' | 'selectionDirection'>;

const caretOf = ({ selectionStart, selectionEnd, selectionDirection }: HTMLInputElement): Caret => ({ selectionStart, selectionEnd, selectionDirection });

function putCaretBack(input: HTMLInputElement, { selectionStart: start, selectionEnd: end, selectionDirection: direction }: Caret): void {
  if (start !== null && end !== null) input.setSelectionRange(start, end, direction ?? undefined);
}

/**
 * Runs a move of the field in the DOM. A node that leaves the document loses focus, and the
 * chunk may come when the shopper is already typing the password (a slow connection): focus and caret are
 * put back so the next key still lands in the field.
 */
function keepingFocus(input: HTMLInputElement, move: () => void): void {
  const focused = input.ownerDocument.activeElement === input;
  const caret = caretOf(input);
  move();
  if (!focused) return;
  input.focus({ preventScroll: true });
  putCaretBack(input, caret);
}

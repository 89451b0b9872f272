import { nonceFor } from '../config';
import { titleValid } from '../controller/rules';
import { collectFragments } from '../dom/fragments';
import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';
import { clearFieldMessage, showFieldMessage } from './field-message';
import { focusOn } from './list';
import { showReplyFragments } from './reply-fragments';
import { CANCEL_TITLE, OPEN_TITLE, SAVE_TITLE, TITLE, TITLE_FORM, upgradeTitleControls } from './title-controls';

// §2.10 / §5 / §7 save_title (research §4.6): the pencil, or a click on the title, opens the edit
// form in its place and focuses its field; Enter saves, Escape cancels and puts the title back.
// An empty title marks the field invalid (the plugin's `woocommerce-invalid` class, aria-invalid
// and a Thai message) and sends nothing; so does a falsy `result`. A saved title is written as
// text, the form closes, and the reply's fragments replace the page's.

const TEXT = '.wishlist-anchor, h1, h2';
const HEADING = '.wishlist-title-with-form h2';
const INVALID = 'woocommerce-invalid';

interface TitleParts {
  title: HTMLElement;
  form: HTMLElement;
  input: HTMLInputElement;
}

/** The title block, its form and field around `element`, wherever in them it is (view or manage table). */
function partsOf(element: Element): TitleParts | null {
  const inForm = element.closest<HTMLElement>(TITLE_FORM);
  const title = inForm ? inForm.previousElementSibling : element.closest(TITLE);
  const form = inForm ?? title?.nextElementSibling;
  const input = form?.querySelector<HTMLInputElement>('input[type="text"]');
  return title instanceof HTMLElement && form instanceof HTMLElement && form.matches(TITLE_FORM) && input ? { title, form, input } : null;
}

export function titleEdit(deps: WishlistPageDeps): PagePart {
  const { doc, config, calls, notices, t } = deps;
  let alive = true;

  const markInvalid = ({ form, input }: TitleParts, message: string) => {
    form.classList.add(INVALID);
    showFieldMessage(input, message);
    input.focus();
  };
  const clearInvalid = ({ form, input }: TitleParts) => {
    form.classList.remove(INVALID);
    clearFieldMessage(input);
  };

  const open = (parts: TitleParts) => {
    // Inline display, as the plugin did, so it wins over the stylesheet that hides the form.
    parts.form.style.display = 'inline-block';
    parts.title.style.display = 'none';
    parts.input.focus();
  };
  /** Hides the form; focus, if it was in the form, goes back to the pencil (or the title). */
  const close = ({ title, form }: TitleParts) => {
    const hadFocus = form.contains(doc.activeElement);
    form.style.display = 'none';
    title.style.display = '';
    if (hadFocus) focusOn(title.querySelector<HTMLElement>(OPEN_TITLE) ?? title.querySelector<HTMLElement>(TEXT));
  };
  const cancel = (parts: TitleParts) => {
    parts.input.value = parts.title.querySelector(TEXT)?.textContent ?? parts.input.value;
    clearInvalid(parts);
    close(parts);
  };

  async function save(parts: TitleParts): Promise<void> {
    const { title, form, input } = parts;
    const value = input.value;
    if (!titleValid(value)) return markInvalid(parts, t('titleRequired'));
    if (form.getAttribute('aria-busy') === 'true') return;
    form.setAttribute('aria-busy', 'true');
    // The manage table names its list on the row; the wishlist view's #wishlist_id holds the token.
    const manageRow = form.closest('[data-wishlist-id]');
    const wishlistId = manageRow?.getAttribute('data-wishlist-id') ?? doc.querySelector<HTMLInputElement>('#wishlist_id')?.value ?? '';
    let reply: Awaited<ReturnType<typeof calls.saveTitle>>;
    try {
      reply = await calls.saveTitle({
        nonce: nonceFor(config, 'save_title'),
        wishlist_id: wishlistId,
        title: value,
        fragments: collectFragments(doc, config.fragmentGlue),
      });
    } catch {
      if (!alive) return;
      form.removeAttribute('aria-busy');
      return markInvalid(parts, t('titleFailed'));
    }
    if (!alive) return;
    form.removeAttribute('aria-busy');
    if (!reply.result) return markInvalid(parts, t('titleRefused'));
    const hadFocus = form.contains(doc.activeElement);
    const text = title.querySelector(TEXT);
    if (text) text.textContent = value;
    clearInvalid(parts);
    close(parts);
    try {
      await showReplyFragments(deps, reply.fragments);
    } catch {
      // The door could not load: the title written above is what the server saved.
    }
    if (!alive) return;
    if (hadFocus && !title.isConnected) {
      // The block came back in a fragment: focus its pencil, as it was before the edit.
      const scope = manageRow
        ? doc.querySelector(`[data-wishlist-id="${CSS.escape(manageRow.getAttribute('data-wishlist-id') ?? '')}"]`)
        : doc.querySelector('.wishlist-title-container');
      focusOn(scope?.querySelector<HTMLElement>(OPEN_TITLE) ?? scope?.querySelector<HTMLElement>(TEXT));
    }
    notices.show('success', t('titleSaved'));
  }

  const onClick = (event: MouseEvent) => {
    const target = targetOf(event);
    const control = target?.closest(`${OPEN_TITLE}, ${HEADING}, ${CANCEL_TITLE}, ${SAVE_TITLE}`);
    const parts = control && partsOf(control);
    if (!control || !parts) return;
    event.preventDefault();
    if (control.matches(CANCEL_TITLE)) cancel(parts);
    else if (control.matches(SAVE_TITLE)) void save(parts);
    else open(parts);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = targetOf(event);
    if (!target) return;
    if (target instanceof HTMLInputElement && target.closest(TITLE_FORM)) {
      const parts = partsOf(target);
      if (!parts || (event.key !== 'Enter' && event.key !== 'Escape')) return;
      // Enter would submit the wishlist form around the field.
      event.preventDefault();
      if (event.key === 'Enter') void save(parts);
      else cancel(parts);
      return;
    }
    // The upgraded controls act on Space too, as a button does (Enter already clicks a link).
    const control = target.closest(`${OPEN_TITLE}, ${CANCEL_TITLE}, ${SAVE_TITLE}`);
    const isLink = control?.hasAttribute('href');
    if (control instanceof HTMLElement && (event.key === ' ' || (event.key === 'Enter' && !isLink))) {
      event.preventDefault();
      control.click();
    }
  };

  /** Typing a title that is no longer empty takes the 'empty' message away. */
  const onInput = (event: Event) => {
    const target = targetOf(event);
    const parts = target instanceof HTMLInputElement && target.closest(TITLE_FORM) ? partsOf(target) : null;
    if (parts && parts.form.classList.contains(INVALID) && titleValid(parts.input.value)) clearInvalid(parts);
  };

  const refresh = () => upgradeTitleControls(doc, t);
  refresh();
  const stops = [listen(doc, 'click', onClick), listen(doc, 'keydown', onKeyDown), listen(doc, 'input', onInput)];
  return {
    refresh,
    stop() {
      alive = false;
      stops.forEach((stop) => stop());
    },
  };
}

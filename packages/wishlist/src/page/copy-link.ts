import { listen, targetOf, type PagePart, type WishlistPageDeps } from './deps';

// §2.10 'copy link' (research §2.10, §4.12): the share block's `.copy-trigger` copies the
// `.copy-target` link. The plugin used execCommand('copy') and said nothing; here the async
// Clipboard API copies and the floating notice says so (polite). Without that API, or when the
// browser refuses, the link is selected in its field and the notice says how to copy it by hand.
// The trigger is a bare <span> in the plugin's markup; it becomes a keyboard-reachable button, and
// the unlabelled share field gets a name.

export const COPY_TRIGGER = '.copy-trigger';
const UPGRADED = 'data-talat-copy';

function targetFor(trigger: Element): HTMLInputElement | HTMLElement | null {
  const share = trigger.closest('.yith-wcwl-after-share-section, .yith-wcwl-share');
  return share?.querySelector<HTMLElement>('.copy-target') ?? trigger.ownerDocument.querySelector<HTMLElement>('.copy-target');
}

export function copyLink(deps: WishlistPageDeps): PagePart {
  const { doc, notices, t } = deps;

  async function copy(trigger: Element): Promise<void> {
    const target = targetFor(trigger);
    if (!target) return;
    const text = target instanceof HTMLInputElement ? target.value : (target.textContent ?? '');
    try {
      const clipboard = doc.defaultView?.navigator.clipboard;
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(text);
      notices.show('success', t('linkCopied'));
    } catch {
      if (target instanceof HTMLInputElement) {
        target.focus();
        target.select();
      }
      notices.show('error', t('copyByHand'));
    }
  }

  const onClick = (event: MouseEvent) => {
    const trigger = targetOf(event)?.closest(COPY_TRIGGER);
    if (!trigger) return;
    event.preventDefault();
    void copy(trigger);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const trigger = targetOf(event)?.closest(`${COPY_TRIGGER}[${UPGRADED}]`);
    if (!trigger || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    void copy(trigger);
  };

  /** Makes each trigger a button for the keyboard and for screen readers (idempotent). */
  const refresh = () => {
    for (const trigger of doc.querySelectorAll<HTMLElement>(`${COPY_TRIGGER}:not([${UPGRADED}])`)) {
      trigger.setAttribute(UPGRADED, '');
      if (!trigger.matches('a[href], button')) {
        trigger.setAttribute('role', 'button');
        trigger.tabIndex = 0;
      }
      if (!trigger.hasAttribute('aria-label') && trigger.textContent?.trim() !== t('copyLink')) trigger.setAttribute('aria-label', t('copyLink'));
    }
    // The plugin's share field has no label either.
    for (const field of doc.querySelectorAll('input.copy-target:not([aria-label]):not([aria-labelledby])')) {
      if (!(field.id && doc.querySelector(`label[for="${CSS.escape(field.id)}"]`))) field.setAttribute('aria-label', t('shareUrl'));
    }
  };
  refresh();
  const stops = [listen(doc, 'click', onClick), listen(doc, 'keydown', onKeyDown)];
  return {
    refresh,
    stop: () => stops.forEach((stop) => stop()),
  };
}

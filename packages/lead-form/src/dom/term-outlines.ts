import { uncheckedTerms } from '../controller/terms';

/** The red outline of §5, drawn by LEAD_FORM_CSS (a class, so the theme can restyle it). */
export const TERM_MISSING_CLASS = 'talat-lead-form__term--missing';

export interface TermOutlines {
  /** Marks every unchecked box and moves focus to the first; true when all are checked. */
  check(): boolean;
  stop(): void;
}

const isMarked = (box: HTMLInputElement) => box.classList.contains(TERM_MISSING_CLASS);

function mark(box: HTMLInputElement, on: boolean): void {
  box.classList.toggle(TERM_MISSING_CLASS, on);
  if (on) box.setAttribute('aria-invalid', 'true');
  else box.removeAttribute('aria-invalid');
}

/** §5 Lead forms: unchecked term boxes are outlined until checked; each loses its outline once checked. */
export function bindTermOutlines(boxes: readonly HTMLInputElement[]): TermOutlines {
  const onChange = (event: Event) => {
    const box = event.currentTarget as HTMLInputElement;
    if (box.checked && isMarked(box)) mark(box, false);
  };
  for (const box of boxes) box.addEventListener('change', onChange);
  return {
    check() {
      const missing = uncheckedTerms(boxes);
      for (const box of missing) mark(box, true);
      missing[0]?.focus();
      return missing.length === 0;
    },
    stop() {
      for (const box of boxes) {
        box.removeEventListener('change', onChange);
        mark(box, false);
      }
    },
  };
}

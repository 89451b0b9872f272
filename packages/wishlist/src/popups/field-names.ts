// The plugin prints some popup fields with no label: the create name with only a placeholder, the
// move popup's list select with nothing. A placeholder is gone once typed in and is no name (axe
// label-title-only), so such a field is named while it is in the popup: by its placeholder, or a
// select by the popup's heading.

const UNNAMED = 'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="submit"]), select, textarea';

export function nameUnlabelledFields(root: ParentNode, headingId: string | null): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(UNNAMED)) {
    if (field.labels?.length || field.hasAttribute('aria-label') || field.hasAttribute('aria-labelledby')) continue;
    const placeholder = field.getAttribute('placeholder')?.trim();
    if (placeholder) field.setAttribute('aria-label', placeholder);
    else if (headingId && field instanceof HTMLSelectElement) field.setAttribute('aria-labelledby', headingId);
  }
}

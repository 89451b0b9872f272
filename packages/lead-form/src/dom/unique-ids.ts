/**
 * The plugin prints the same ids in every lead form (`name_1`, `lfb-submit`, `loading_image`), so
 * with two forms on a page the second form's labels point into the first. Ids in this form that
 * an earlier element already holds get the form id appended, with the labels and ARIA references
 * inside the form following. Returns how to put the printed ids back.
 */
export function makeIdsUnique(form: HTMLFormElement, formId: string): () => void {
  const doc = form.ownerDocument;
  const renamed: Array<{ element: Element; from: string }> = [];
  const references: Array<{ element: Element; attribute: string; from: string }> = [];
  for (const element of form.querySelectorAll('[id]')) {
    const from = element.id;
    if (doc.getElementById(from) === element) continue;
    const to = `${from}-form${formId}`;
    element.id = to;
    renamed.push({ element, from });
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      form.querySelectorAll(`[${attribute}]`).forEach((referrer) => {
        const value = referrer.getAttribute(attribute) ?? '';
        const tokens = value.split(/\s+/);
        if (!tokens.includes(from)) return;
        references.push({ element: referrer, attribute, from: value });
        referrer.setAttribute(attribute, tokens.map((token) => (token === from ? to : token)).join(' '));
      });
    }
  }
  return () => {
    for (const { element, attribute, from } of references.reverse()) element.setAttribute(attribute, from);
    for (const { element, from } of renamed) element.id = from;
  };
}

/**
 * Puts a story's page content (a contact page, a footer band) into the theme's content area that
 * the decorator in .storybook/preview.tsx draws, right after the breadcrumb. The story's own root
 * sits in the header's search slot, which is no place for a form. Without the decorator the
 * content goes beside the root. Returns the inserted element; the caller removes it.
 */
export function insertStoryPage(anchor: HTMLElement, className: string, html: string): HTMLElement {
  const page = anchor.ownerDocument.createElement('section');
  page.className = className;
  page.innerHTML = html;
  const main = anchor.closest('.theme-page')?.querySelector('.theme-main');
  if (main) main.insertBefore(page, main.querySelector('.theme-breadcrumb')?.nextSibling ?? main.firstChild);
  else anchor.after(page);
  return page;
}

/**
 * Lead Form Builder prints `onchange="lfb_upload_button(this);"` on every file input; its script
 * (which this widget replaces) defined the function, so without it choosing a file throws a
 * ReferenceError and the file-name box stays empty. This is in the first load, so the handler
 * exists before anyone can pick a file, also while the interactive chunk is still on its way.
 *
 * It does what the plugin's did: writes the chosen file's name, without the browser's fake path,
 * into the box whose class the input names in `filetext`. The plugin looked that class up in the
 * whole page; here only in the input's own form, so two copies of a form keep their own names.
 * Nothing it is handed can make it throw: an inline handler's error would reach the shopper's
 * console on every choice.
 */

/** The file name without any leading path, whichever separator the browser used. */
export function fileNameOf(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('\\'), path.lastIndexOf('/')) + 1);
}

/** Writes the chosen name into the input's name box; does nothing for anything else. */
export function showChosenFileName(input: unknown): void {
  if (typeof input !== 'object' || input === null || !('getAttribute' in input)) return;
  const element = input as HTMLInputElement;
  const fieldClass = element.getAttribute('filetext')?.trim();
  if (!fieldClass || typeof element.value !== 'string') return;
  const scope: ParentNode | null = element.form ?? element.closest?.('form') ?? element.ownerDocument;
  if (!scope) return;
  const name = fileNameOf(element.value);
  // getElementsByClassName needs no escaping, whatever the plugin put in the attribute.
  const boxes = 'getElementsByClassName' in scope ? (scope as Element).getElementsByClassName(fieldClass) : [];
  for (const box of Array.from(boxes)) {
    if (box !== element && (box.tagName === 'INPUT' || box.tagName === 'TEXTAREA')) (box as HTMLInputElement).value = name;
  }
}

type PageGlobals = { lfb_upload_button?: unknown };

/** Defines `window.lfb_upload_button` unless the page already has one (the plugin's, or a theme's). */
export function installUploadButton(win: Window): void {
  const page = win as unknown as PageGlobals;
  if (page.lfb_upload_button === undefined) page.lfb_upload_button = showChosenFileName;
}

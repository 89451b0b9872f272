/**
 * The server markup the live search enhances (TH Advance Product Search's form, see README):
 * a box, an optional search-icon toggle (icon mode), the form and its `s` input.
 */
export interface SearchHost {
  box: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The box around the input and its button: the spinner sits in it, the list floats below it. */
  inputBox: HTMLElement;
  /** Present in icon mode only. */
  toggle: HTMLElement | null;
}

export function findSearchHost(box: HTMLElement): SearchHost | null {
  const form = box instanceof HTMLFormElement ? box : box.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]') ?? null;
  if (!form || !input) return null;
  const toggle = box.querySelector<HTMLElement>('.click-icon, [data-talat-search-toggle]');
  return { box, form, input, inputBox: input.parentElement ?? form, toggle };
}

/** §2.3 icon mode: as configured, else when the theme printed the `icon_style` box with its icon. */
export function isIconMode(host: SearchHost, configured: boolean | undefined): boolean {
  return configured ?? (host.toggle !== null && host.box.classList.contains('icon_style'));
}

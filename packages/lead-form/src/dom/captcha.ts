import { captchaStandIn, type CaptchaStandIn } from './captcha-callback';

/**
 * Google reCAPTCHA v2, explicit render (§2.13, §4 step 2). The plugin prints
 * `api.js?onload=CaptchaCallback&render=explicit`, so Google calls the global `CaptchaCallback`
 * once ready; the plugin's script (which this widget replaces) defined it. reCAPTCHA puts a
 * `textarea.g-recaptcha-response` into the container, and `render` returns the widget id that
 * `reset` needs.
 */
interface Grecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string }): number;
  reset(widgetId?: number): void;
}

const CONTAINERS = 'form.lead-form-front .g-recaptcha';

/** The widget ids we got from `render`, per container. */
const widgetIds = new WeakMap<Element, number>();

function grecaptchaOf(win: Window): Partial<Grecaptcha> | undefined {
  const candidate: unknown = (win as unknown as { grecaptcha?: unknown }).grecaptcha;
  return typeof candidate === 'object' && candidate !== null ? (candidate as Partial<Grecaptcha>) : undefined;
}

/**
 * The container's widget id: ours, or, for one another script rendered, the suffix of its
 * textarea's id (`g-recaptcha-response-2` is widget 2, no suffix is widget 0).
 */
export function captchaWidgetId(container: Element): number | undefined {
  const known = widgetIds.get(container);
  if (known !== undefined) return known;
  const id = container.querySelector('.g-recaptcha-response')?.id;
  const match = id === undefined ? null : /^g-recaptcha-response(?:-(\d+))?$/.exec(id);
  return match ? Number(match[1] ?? 0) : undefined;
}

/** Renders a container once; does nothing while reCAPTCHA is not ready or the container lacks its site key. */
export function renderCaptcha(container: HTMLElement, win: Window): void {
  const grecaptcha = grecaptchaOf(win);
  const sitekey = container.getAttribute('data-sitekey');
  if (typeof grecaptcha?.render !== 'function' || !sitekey || captchaWidgetId(container) !== undefined) return;
  widgetIds.set(container, grecaptcha.render(container, { sitekey }));
}

const renderAll = (win: Window) => win.document.querySelectorAll<HTMLElement>(CONTAINERS).forEach((el) => renderCaptcha(el, win));

const installed = new WeakMap<Window, { callback: () => void; users: number; standIn: CaptchaStandIn | undefined }>();

/**
 * Defines `window.CaptchaCallback` when the page has none, rendering every lead form's captcha not
 * yet rendered. One definition per page, shared by its forms; the last form to go removes it.
 * The first load's stand-in (captcha-callback.ts) is ours to replace: when Google already called
 * it, the captchas are rendered now, and it is put back when the last form goes.
 */
export function installCaptchaCallback(win: Window): () => void {
  const page = win as unknown as { CaptchaCallback?: unknown };
  let entry = installed.get(win);
  if (!entry) {
    const standIn = captchaStandIn(win, page.CaptchaCallback);
    if (page.CaptchaCallback !== undefined && !standIn) return () => undefined;
    entry = { callback: () => renderAll(win), users: 0, standIn };
    installed.set(win, entry);
    page.CaptchaCallback = entry.callback;
    if (standIn?.called) renderAll(win);
  }
  const own = entry;
  own.users++;
  return () => {
    if (--own.users > 0) return;
    installed.delete(win);
    if (page.CaptchaCallback !== own.callback) return;
    if (own.standIn) page.CaptchaCallback = own.standIn.callback;
    else delete page.CaptchaCallback;
  };
}

export interface FormCaptcha {
  /** The token reCAPTCHA left in the form ('' when none). */
  response(): string;
  /** Clears the form's captcha; a no-op without reCAPTCHA or before it rendered. */
  reset(): void;
}

/** The captcha of one form; renders it at once when reCAPTCHA is already loaded. */
export function createFormCaptcha(form: HTMLFormElement, win: Window): FormCaptcha {
  const container = form.querySelector<HTMLElement>('.g-recaptcha');
  if (container) renderCaptcha(container, win);
  return {
    response: () => form.querySelector<HTMLTextAreaElement>('.g-recaptcha-response')?.value ?? '',
    reset() {
      const grecaptcha = grecaptchaOf(win);
      const widgetId = container ? captchaWidgetId(container) : undefined;
      if (typeof grecaptcha?.reset === 'function' && widgetId !== undefined) grecaptcha.reset(widgetId);
    },
  };
}

/**
 * The first load's `window.CaptchaCallback` (issue 12). The plugin prints reCAPTCHA's api.js
 * `async` with `onload=CaptchaCallback`, so Google may be ready before the interactive chunk, and
 * Google throws "couldn't find user-provided function" when the name is not defined by then. This
 * stand-in only remembers that it was called; the chunk's callback (captcha.ts) takes its place
 * and, when Google already called, renders the captchas at once.
 */
export interface CaptchaStandIn {
  readonly callback: () => void;
  /** Google called it: reCAPTCHA is ready. */
  called: boolean;
}

const standIns = new WeakMap<Window, CaptchaStandIn>();

type PageGlobals = { CaptchaCallback?: unknown };

/** Defines the stand-in unless the page has a `CaptchaCallback` already (the plugin's, a theme's, or the chunk's). */
export function holdCaptchaCallback(win: Window): void {
  const page = win as unknown as PageGlobals;
  if (page.CaptchaCallback !== undefined) return;
  let standIn = standIns.get(win);
  if (!standIn) {
    const created: CaptchaStandIn = { callback: () => void (created.called = true), called: false };
    standIns.set(win, (standIn = created));
  }
  page.CaptchaCallback = standIn.callback;
}

/** The stand-in, when `callback` is it: the chunk may replace that one, and no other. */
export function captchaStandIn(win: Window, callback: unknown): CaptchaStandIn | undefined {
  const standIn = standIns.get(win);
  return standIn?.callback === callback ? standIn : undefined;
}

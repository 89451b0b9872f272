// A browser for the table of visits: it keeps the cookies the rules write (dropping expired ones as
// time passes, and session cookies when the browser is closed) and feeds them to the next page load.
import { CONSTANTS } from '@talat/core';
import { resolveVisit, type SourcebusterSettings, type VisitResult } from './resolve';

/** A fixed user agent (Chrome 120 on Windows). */
export const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** 2026-11-24 09:00:00 UTC (16:00 in Bangkok): every table row starts here. */
export const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
export const MINUTE = 60_000;

/** The shop's settings (§9 Other): 0.00001 months, 30 minutes, no base64. */
export const SHOP: SourcebusterSettings = {
  lifetimeMonths: CONSTANTS.other.attributionCookieLifetimeMonths,
  sessionMinutes: CONSTANTS.other.attributionSessionMinutes,
  base64: false,
};

export class BrowserDouble {
  readonly jar = new Map<string, { value: string; expires?: Date }>();

  constructor(private readonly settings: SourcebusterSettings = SHOP) {}

  /** One page load at `at` (ms), with the given referrer ('' = none). */
  load(url: string, referrer: string, at: number): VisitResult {
    for (const [name, cookie] of this.jar) if (cookie.expires && cookie.expires.getTime() <= at) this.jar.delete(name);
    const cookies = Object.fromEntries([...this.jar].map(([name, cookie]) => [name, cookie.value]));
    const result = resolveVisit({ url, referrer, now: at, userAgent: UA, cookies }, this.settings);
    for (const write of result.cookies) {
      if (write.expires && write.expires.getTime() <= at) this.jar.delete(write.name);
      else this.jar.set(write.name, { value: write.value, expires: write.expires });
    }
    return result;
  }

  /** Closing the browser ends every cookie without an expiry date. */
  close(): void {
    for (const [name, cookie] of this.jar) if (!cookie.expires) this.jar.delete(name);
  }
}

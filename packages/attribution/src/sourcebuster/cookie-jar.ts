// The cookies as sourcebuster sees them during one page load: it writes with `document.cookie` and
// reads its own writes back at once. This jar plays the browser for the pure rules: it starts from
// the page's raw cookies, records every write, and answers reads as the browser then would.
import { decodeCookieContent, encodeCookieContent } from './codec';

/** A cookie the rules want written, or deleted (an `expires` in the past). */
export interface CookieWrite {
  name: string;
  /** The content after `name=`, already encoded: write it as is. */
  value: string;
  /** undefined: a browser-session cookie (no `expires`). */
  expires?: Date;
  /** Without the leading dot; undefined: a host-only cookie. */
  domain?: string;
}

/**
 * Browsers drop a cookie whose name and value together pass 4,096 bytes (RFC 6265bis; Chromium
 * checked: 4,096 kept, 4,097 dropped) and keep the one they had. sourcebuster writes regardless and
 * reads back what the browser kept, so a very long landing URL (a long Thai slug, encoded twice in
 * `sbjs_current_add`) posts the older or empty value; the jar must see the same.
 */
export const MAX_COOKIE_NAME_AND_VALUE = 4096;

/** What the browser counts against that limit. The content is ASCII (URI-encoded, or base64 of that), so its length is its size in bytes. */
export const cookieBytes = (name: string, value: string): number => name.length + value.length;

export class CookieJar {
  private readonly contents: Map<string, string>;
  readonly writes: CookieWrite[] = [];

  constructor(
    raw: Readonly<Record<string, string>>,
    private readonly now: number,
    private readonly base64: boolean,
  ) {
    this.contents = new Map(Object.entries(raw));
  }

  /** sourcebuster's `cookies.get`: the decoded content, or null (absent or empty counts as falsy). */
  get(name: string): string | null {
    const raw = this.contents.get(name);
    return raw === undefined ? null : decodeCookieContent(raw);
  }

  /** Forgets a cookie the rules decided to treat as absent (a junk value, docs/decisions.md 426). */
  ignore(name: string): void {
    this.contents.delete(name);
  }

  /** The raw contents now held, by name (what `document.cookie` would show after the writes). */
  raw(): Record<string, string> {
    return Object.fromEntries(this.contents);
  }

  /** sourcebuster's `cookies.set`: `minutes` 0 makes a session cookie, negative ones delete. */
  set(name: string, packed: string, minutes: number, domain: string | undefined): void {
    const value = encodeCookieContent(packed, this.base64);
    if (cookieBytes(name, value) > MAX_COOKIE_NAME_AND_VALUE) return;
    const expires = minutes ? new Date(this.now + minutes * 60 * 1000) : undefined;
    this.writes.push({ name, value, expires, domain });
    if (expires && expires.getTime() <= this.now) this.contents.delete(name);
    else this.contents.set(name, value);
  }
}

/**
 * Storage and cookie helpers that survive disabled storage. Safari private mode, blocked
 * third-party contexts and "block all cookies" make sessionStorage/localStorage throw on access; a
 * widget must then keep working for the page's lifetime instead of crashing, so each store falls
 * back to memory.
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False when the browser refused the real storage and memory is used instead. */
  readonly persistent: boolean;
}

export function safeStorage(kind: 'session' | 'local', win: Window | undefined = globalThis.window): SafeStorage {
  const real = probe(kind, win);
  const memory = new Map<string, string>();
  return {
    persistent: real !== null,
    get(key) {
      if (real) {
        try {
          return real.getItem(key);
        } catch {
          /* fall through to memory */
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        real?.setItem(key, value);
      } catch {
        /* quota exceeded or revoked: memory keeps it for this page */
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        real?.removeItem(key);
      } catch {
        /* ignored for the same reason */
      }
    },
  };
}

function probe(kind: 'session' | 'local', win: Window | undefined): Storage | null {
  try {
    const storage = kind === 'session' ? win?.sessionStorage : win?.localStorage;
    if (!storage) return null;
    const key = '__talat_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch {
    return null;
  }
}

/**
 * `document.cookie` through the prototype's own accessor. An element named "cookie"
 * (`<img name="cookie">` in a theme's markup) shadows the property, since a document's named
 * elements override its built-in properties; the accessor still reaches the real cookies.
 */
function cookieAccessor(doc: Document): { get(): string; set(value: string): void } {
  const prototype = doc.defaultView?.Document.prototype;
  const real = prototype && Object.getOwnPropertyDescriptor(prototype, 'cookie');
  return {
    get: () => {
      const value: unknown = real?.get ? real.get.call(doc) : doc.cookie;
      return typeof value === 'string' ? value : '';
    },
    set: (value) => (real?.set ? real.set.call(doc, value) : (doc.cookie = value)),
  };
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of cookieAccessor(doc).get().split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`);
  if (doc.location?.protocol === 'https:') parts.push('Secure');
  cookieAccessor(doc).set(parts.join('; '));
}

export function deleteCookie(name: string, doc: Document = document): void {
  writeCookie(name, '', { maxAgeSeconds: 0 }, doc);
}

/** Whether the browser keeps cookies at all (the wishlist refuses to add without them, §5). */
export function cookiesEnabled(doc: Document = document): boolean {
  const key = '__talat_cookie_probe__';
  writeCookie(key, '1', {}, doc);
  const enabled = readCookie(key, doc) === '1';
  deleteCookie(key, doc);
  return enabled;
}

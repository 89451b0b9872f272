// The value formats of §5 "Contact form rules", written from the spec's wording: the server's own
// checks, independent of the widget's, so the two can disagree in a test and one of them be wrong.

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function isEmail(value: string): boolean {
  if (value.length < 6) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!EMAIL_LOCAL.test(local)) return false;
  if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

const URL_SCHEMES = new Set(
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' '),
);

export function isUrl(value: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return URL_SCHEMES.has(parsed.protocol.replace(/:$/, '').toLowerCase());
}

export function isTel(value: string): boolean {
  const dropped = value.replace(/[#*].*$/s, '');
  const compact = dropped.replace(/[()/.*#\s-]/g, '').replace(/^(?:\+|00)/, '+');
  return /^\+?\d+$/.test(compact) && compact.length > 5 && compact.length < 16;
}

export function isNumber(value: string): boolean {
  return /^[+-]?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?$/.test(value);
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** YYYY-MM-DD with a year of four or more digits, and a day that exists in that month. */
export function parseDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  return { year, month, day };
}

/** Negative, zero or positive, like a sort comparator. Years may exceed four digits, so no string compare. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** ISO 8601 day number: Monday 1 … Sunday 7. */
export function isoDayOfWeek(date: CalendarDate): number {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

export function isTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(value);
}

/** (value − base) is a whole number of intervals, compared to 6 decimals; no interval, no rule. */
export function isOnStep(value: number, base: number, interval: number): boolean {
  if (!(interval > 0)) return true;
  const remainder = Math.abs(value - base) % interval;
  return Number(remainder.toFixed(6)) === 0 || Number((interval - remainder).toFixed(6)) === 0;
}

/** The extensions a MIME type in an accept list stands for (§5 file: "a table maps MIME types to extensions"). */
const MIME_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
};

/**
 * Judged by the file name's extension, as CF7's server does: the browser-declared type is the
 * sender's claim and proves nothing. `image/*` accepts every image extension of the table.
 */
export function isAcceptedFile(fileName: string, accept: readonly string[]): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return accept.some((entry) => {
    const type = entry.trim().toLowerCase();
    if (type.startsWith('.')) return type.slice(1) === extension;
    if (type.endsWith('/*')) {
      const group = type.slice(0, -1);
      return Object.entries(MIME_EXTENSIONS).some(([mime, exts]) => mime.startsWith(group) && exts.includes(extension));
    }
    return MIME_EXTENSIONS[type]?.includes(extension) === true;
  });
}

import { parseCalendarDate } from './calendar-date';

// WordPress is_email() counts letters as ASCII only, so Thai or accented addresses are refused.
const EMAIL_LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

/** §5 Contact form rules, email: the checks of WordPress is_email(). */
export function isEmail(text: string): boolean {
  if (text.length < 6) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (!EMAIL_LOCAL_PART.test(local)) return false;
  if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => EMAIL_DOMAIN_LABEL.test(label));
}

const URL_SCHEMES: ReadonlySet<string> = new Set([
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
]);

/** §5 Contact form rules, url: parses, and its scheme is on the list (so no `javascript:`). */
export function isUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return URL_SCHEMES.has(url.protocol.slice(0, -1));
}

/** §5 Contact form rules, tel: the four steps, in order. */
export function isTel(text: string): boolean {
  const withoutExtension = text.replace(/[#*][\s\S]*$/, '');
  const digits = withoutExtension.replace(/[()/.*#\s-]/g, '').replace(/^(?:\+|00)/, '+');
  return /^\+?\d+$/.test(digits) && digits.length > 5 && digits.length < 16;
}

/**
 * §5 number: integer or decimal, optional sign and exponent. '1.' is refused: HTML's valid
 * floating-point number (what CF7 follows) needs digits after the point.
 */
export function isNumber(text: string): boolean {
  return /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(text);
}

/** §5 date: YYYY-MM-DD, a year of 4 or more digits, a real day. */
export function isDate(text: string): boolean {
  return parseCalendarDate(text) !== undefined;
}

/** §5 time: HH:MM with optional :SS, two digits each, hours 0–23. */
export function isTime(text: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(text);
}

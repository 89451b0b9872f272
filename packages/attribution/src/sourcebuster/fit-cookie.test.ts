import { describe, expect, it } from 'vitest';
import { decodeCookieContent, encodeCookieContent, pack, unpack } from './codec';
import { fitContainer, SHORTENED_COOKIE_BYTES, type Entry } from './fit-cookie';

// The shortening rule for a sourcebuster cookie past the browser's 4,096 bytes (§3 Order
// attribution: the source type, source and medium stay true; fit-cookie.ts).

const NONE = '(none)';

/** sbjs_current's ten entries in sourcebuster's order, with the given values. */
function current(values: Partial<Record<'src' | 'mdm' | 'cmp' | 'cnt' | 'trm', string>>): Entry[] {
  return [
    ['typ', 'utm'],
    ['src', values.src ?? 'newsletter'],
    ['mdm', values.mdm ?? 'email'],
    ['cmp', values.cmp ?? NONE],
    ['cnt', values.cnt ?? NONE],
    ['trm', values.trm ?? NONE],
    ['id', NONE],
    ['plt', NONE],
    ['fmt', NONE],
    ['tct', NONE],
  ];
}

const bytes = (name: string, entries: readonly Entry[], base64 = false) => name.length + encodeCookieContent(pack(entries), base64).length;
/** The container as sourcebuster reads it back once written. */
const readBack = (entries: readonly Entry[], base64 = false) => unpack(decodeCookieContent(encodeCookieContent(pack(entries), base64)));

describe('fitContainer', () => {
  it('leaves a cookie that fits the browser\'s 4,096 bytes exactly as sourcebuster writes it', () => {
    const entries = current({ cnt: 'a'.repeat(3866) });
    expect(bytes('sbjs_current', entries)).toBe(4096);
    expect(fitContainer('sbjs_current', entries, false)).toEqual(entries);
  });

  it('past it: the longest values first, cut to one length, the largest that fits in 1,024 bytes; short ones whole', () => {
    const fitted = fitContainer('sbjs_current', current({ cmp: 'x'.repeat(30), cnt: 'a'.repeat(3000), trm: 'b'.repeat(2000) }), false);
    // 240 bytes of names, delimiters and short values leave 784: 392 characters each.
    expect(readBack(fitted)).toEqual({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'x'.repeat(30), cnt: 'a'.repeat(392), trm: 'b'.repeat(392), id: NONE, plt: NONE, fmt: NONE, tct: NONE });
    expect(bytes('sbjs_current', fitted)).toBe(1024);
    expect(SHORTENED_COOKIE_BYTES).toBe(1024);
  });

  it('the source and medium are shortened only when the other values, emptied, could not make room; then with them', () => {
    const fitted = fitContainer('sbjs_current', current({ src: 'a'.repeat(5000), mdm: 'b'.repeat(100), cnt: 'c'.repeat(5000) }), false);
    // 315 bytes besides the source and the content leave 709: 354 each; the medium is whole.
    expect(readBack(fitted)).toMatchObject({ typ: 'utm', src: 'a'.repeat(354), mdm: 'b'.repeat(100), cmp: NONE, cnt: 'c'.repeat(354) });
    // With a short source nothing of it is touched, however long the rest.
    expect(readBack(fitContainer('sbjs_current', current({ src: 's'.repeat(400), cnt: 'c'.repeat(9000) }), false))).toMatchObject({ src: 's'.repeat(400), mdm: 'email' });
  });

  it('cuts what sourcebuster reads back, in whole characters: Thai and a surrogate pair never split, `%` and `|` kept', () => {
    const thai = '%E0%B8%81%E0%B8%A3%E0%B8%B0'.repeat(200); // กระ: 600 characters as the URL holds them
    const flower = '%F0%9F%8C%B8'.repeat(300); // 🌸: two UTF-16 units each
    const odd = `50%25off%7C%7C%7C${'z'.repeat(3000)}`; // 50%off||| and letters: the `|||` must not split the container
    const fitted = readBack(fitContainer('sbjs_current', current({ cmp: thai, cnt: flower, trm: odd }), false));
    expect(fitted.cmp).toBe('กระ'.repeat(200).slice(0, fitted.cmp?.length));
    expect(fitted.cmp?.length).toBeGreaterThan(30);
    expect(fitted.cnt).toMatch(/^(?:🌸)+$/u);
    expect(fitted.trm).toMatch(/^50%off\|\|\|z+$/);
    expect(Object.keys(fitted)).toEqual(['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct']);
  });

  it('measures a base64 cookie as written', () => {
    const fitted = fitContainer('sbjs_current', current({ cnt: 'a'.repeat(3100) }), true);
    // 218 bytes encoded besides the content: 759 encoded bytes are 1,012 in base64, 541 letters.
    expect(bytes('sbjs_current', fitted, true)).toBe(1024);
    expect(readBack(fitted, true).cnt).toBe('a'.repeat(541));
  });

  it('the landing addresses (current_add: ep and rf) and the page (session: cpg); never the start time or the page count', () => {
    const address = `https://shop.example/?utm_content=${'a'.repeat(5000)}`;
    const extra = readBack(fitContainer('sbjs_current_add', [['fd', '2026-11-24 09:00:00'], ['ep', address], ['rf', 'https://mail.example/']], false));
    expect(extra.fd).toBe('2026-11-24 09:00:00');
    expect(extra.rf).toBe('https://mail.example/');
    expect(address.startsWith(extra.ep ?? 'x')).toBe(true);
    const session = fitContainer('sbjs_session', [['pgs', '12'], ['cpg', address]], false);
    expect(readBack(session).pgs).toBe('12');
    expect(bytes('sbjs_session', session)).toBe(1024);
  });

  it('leaves a container without a rule (the visitor data), and one that cannot fit, to the browser\'s refusal', () => {
    const udata: Entry[] = [['vst', '1'], ['uip', NONE], ['uag', 'U'.repeat(5000)]];
    expect(fitContainer('sbjs_udata', udata, false)).toEqual(udata);
    const page: Entry[] = [['pgs', '9'.repeat(5000)], ['cpg', 'https://shop.example/']];
    expect(fitContainer('sbjs_session', page, false)).toEqual(page);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyAttributionValues } from '../fields';
import { valuesFromCookies } from './values';

// Moved from cookie-string.test.ts (that module is gone: checkout/sourcebuster-cookies.ts is the one
// cookie reader and writer the running code uses).
describe('valuesFromCookies', () => {
  it("no cookies: every field null (WooCommerce posts '')", () => {
    expect(valuesFromCookies({})).toEqual(emptyAttributionValues());
  });

  it('reads the fields map: current.typ, current_add.rf, session.pgs, udata.vst, udata.uag …', () => {
    const values = valuesFromCookies({
      sbjs_current: 'typ%3Dorganic%7C%7C%7Csrc%3Dgoogle',
      sbjs_current_add: 'rf%3Dhttps%3A%2F%2Fwww.google.com%2F',
      sbjs_session: 'pgs%3D3',
      sbjs_udata: 'vst%3D2%7C%7C%7Cuag%3DUA',
    });
    expect(values).toEqual({
      ...emptyAttributionValues(),
      source_type: 'organic',
      utm_source: 'google',
      referrer: 'https://www.google.com/',
      session_pages: '3',
      session_count: '2',
      user_agent: 'UA',
    });
  });
});

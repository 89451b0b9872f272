import { describe, expect, it } from 'vitest';
import { decodeFragmentOptions, fragmentOptionsAttribute, optionFlag, optionText } from './fragment-options';

describe('fragment options', () => {
  it('prints wp_json_encode() output escaped for an attribute', () => {
    expect(fragmentOptionsAttribute({ base_url: '/a/', name: `"<x>' & y`, n: 2, on: true })).toBe(
      '{&quot;base_url&quot;:&quot;\\/a\\/&quot;,&quot;name&quot;:&quot;\\&quot;&lt;x&gt;&apos; &amp; y&quot;,&quot;n&quot;:2,&quot;on&quot;:true}',
    );
  });

  it("decodes 'true'/'false', sanitises the rest, and keeps JSON numbers and booleans", () => {
    expect(decodeFragmentOptions({ a: 'true', b: 'false', c: '<b>x</b> ', d: 3, e: false, f: null, g: { x: 1 } })).toEqual({
      a: true,
      b: false,
      c: 'x',
      d: 3,
      e: false,
    });
  });

  it('reads options as text and as flags', () => {
    const options = { id: 12, token: 'ABC', on: true, yes: 'yes', off: false };
    expect(['id', 'token', 'on', 'missing'].map((n) => optionText(options, n))).toEqual(['12', 'ABC', '', '']);
    expect(['on', 'yes', 'off', 'missing'].map((n) => optionFlag(options, n))).toEqual([true, true, false, false]);
  });
});

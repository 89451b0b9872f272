import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

describe('highlightSegments (§5 Live search: typed part highlighted, never HTML)', () => {
  it('marks a Thai query inside a title without word spaces', () => {
    expect(highlightSegments('ขวดลูกกลิ้งแก้ว 10 ml', 'ลูกกลิ้ง')).toEqual([
      { text: 'ขวด', match: false },
      { text: 'ลูกกลิ้ง', match: true },
      { text: 'แก้ว 10 ml', match: false },
    ]);
  });

  it('is case-insensitive and marks every term and every occurrence', () => {
    expect(highlightSegments('Roll-on roll ON', 'ROLL on')).toEqual([
      { text: 'Roll', match: true },
      { text: '-', match: false },
      { text: 'on', match: true },
      { text: ' ', match: false },
      { text: 'roll', match: true },
      { text: ' ', match: false },
      { text: 'ON', match: true },
    ]);
  });

  it('keeps markup in a title as plain text segments', () => {
    const segments = highlightSegments('<img src=x onerror=alert(1)>ขวดทดสอบ', 'ขวด');
    expect(segments.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)>ขวดทดสอบ');
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['ขวด']);
  });

  it('keeps Thai vowel and tone marks with their consonant', () => {
    // 'ลูกกล' ends before 'ิ้' (sara i, mai tho), which belong to the last 'ล'.
    expect(highlightSegments('ลูกกลิ้ง', 'ลูกกล')).toEqual([
      { text: 'ลูกกลิ้', match: true },
      { text: 'ง', match: false },
    ]);
    // A query starting on a mark takes in the consonant it sits on.
    expect(highlightSegments('กิ้ง', 'ิ้ง')).toEqual([{ text: 'กิ้ง', match: true }]);
  });

  it('returns the title whole for an empty query', () => {
    expect(highlightSegments('Jar', '  ')).toEqual([{ text: 'Jar', match: false }]);
  });
});

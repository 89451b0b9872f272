import { describe, expect, it } from 'vitest';
import { firstLoadMessages } from './first-load-messages';
import { leadFormMessages } from './messages';

describe('the first load’s messages', () => {
  it.each(['th', 'en'] as const)('are the full catalogue’s own words (%s)', (locale) => {
    const entries = Object.entries(firstLoadMessages[locale]);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, text] of entries) expect(text).toBe(leadFormMessages[locale][key as keyof (typeof leadFormMessages)['th']]);
  });
});

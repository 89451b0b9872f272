import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './user-agent';

describe('wp_is_mobile()', () => {
  it('reads the marks WordPress looks for', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; SM-A546E)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});

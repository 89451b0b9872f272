// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSucceeded, cookiesEnabled, feedbackKind, moveReady, newWishlistNameMissing, removesAddButton, titleValid } from './rules';

afterEach(() => vi.restoreAllMocks());

describe('§4 Wishlist add button', () => {
  it("counts 'true' and 'exists' as in the wishlist, anything else as not", () => {
    expect(addSucceeded('true')).toBe(true);
    expect(addSucceeded('exists')).toBe(true);
    for (const result of ['error', 'false', '', undefined]) expect(addSucceeded(result)).toBe(false);
  });

  it('removes the add button unless multi-wishlist is on and the button is not hidden', () => {
    expect(removesAddButton({ multiWishlist: false, hideAddButton: true })).toBe(true);
    expect(removesAddButton({ multiWishlist: false, hideAddButton: false })).toBe(true);
    expect(removesAddButton({ multiWishlist: true, hideAddButton: true })).toBe(true);
    expect(removesAddButton({ multiWishlist: true, hideAddButton: false })).toBe(false);
  });

  it('shows the check for an add that landed and the triangle for every failure (§8)', () => {
    expect(feedbackKind('true')).toBe('success');
    expect(feedbackKind('exists')).toBe('success');
    expect(feedbackKind('error')).toBe('error');
    expect(feedbackKind('false')).toBe('error');
    expect(feedbackKind(undefined)).toBe('error');
  });
});

describe('§5 Wishlist', () => {
  it("needs a name for a 'new' wishlist only", () => {
    expect(newWishlistNameMissing('new', '')).toBe(true);
    expect(newWishlistNameMissing('new', '   ')).toBe(true);
    expect(newWishlistNameMissing('new', 'ของขวัญ')).toBe(false);
    expect(newWishlistNameMissing('12', '')).toBe(false);
  });

  it('refuses an empty title, spaces included', () => {
    expect(titleValid('')).toBe(false);
    expect(titleValid('  ')).toBe(false);
    expect(titleValid('รายการโปรด')).toBe(true);
  });

  it('moves only with a source token, a destination token and an item id, none empty', () => {
    expect(moveReady({ sourceToken: 'A1', destinationToken: 'B2', itemId: '7' })).toBe(true);
    expect(moveReady({ sourceToken: '', destinationToken: 'B2', itemId: '7' })).toBe(false);
    expect(moveReady({ sourceToken: 'A1', destinationToken: ' ', itemId: '7' })).toBe(false);
    // The plugin's guard let undefined through as an empty string (research §5).
    expect(moveReady({ sourceToken: 'A1', destinationToken: 'B2' })).toBe(false);
  });

  it('knows cookies are on from the browser flag, and otherwise by writing one and reading it back', () => {
    expect(cookiesEnabled(document)).toBe(navigator.cookieEnabled);
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    // jsdom keeps cookies, so the written one is read back.
    expect(cookiesEnabled(document)).toBe(true);
    expect(document.cookie).not.toContain('cookietest');
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    expect(cookiesEnabled(document)).toBe(false);
    expect(cookie).toHaveBeenCalled();
  });
});

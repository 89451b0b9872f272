import { describe, expect, it } from 'vitest';
import { safeStorage } from '@talat/core';
import { CART_CREATED_KEY, createFragmentCache } from './fragment-cache';

const DAY = 86_400_000;
const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 items</div>' };

function setup(start = 1_700_000_000_000) {
  const session = safeStorage('session', undefined);
  const local = safeStorage('local', undefined);
  const clock = { now: start, cookie: '' };
  const cache = createFragmentCache({
    session,
    local,
    cookieHash: () => clock.cookie,
    now: () => clock.now,
    hashKey: 'wc_cart_hash_abc',
    fragmentName: 'wc_fragments_abc',
    lifetimeMs: DAY,
  });
  return { cache, session, local, clock };
}

// §4 "Cached cart fragments".
describe('fragment cache', () => {
  it('is a hit for the same browser session while the hash matches the cookie and 24 h have not passed', () => {
    const { cache, session, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    expect(session.get(CART_CREATED_KEY)).toBe(String(clock.now));
    clock.now += DAY - 1;
    expect(cache.read()).toEqual({ hit: true, fragments: FRAGMENTS, expiresAt: 1_700_000_000_000 + DAY });
  });

  it('expires 24 hours after the cart was created, not after the last save', () => {
    const { cache, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    clock.now += DAY / 2;
    clock.cookie = 'h2';
    cache.save(FRAGMENTS, 'h2');
    clock.now += DAY / 2 + 1;
    expect(cache.read()).toEqual({ hit: false, miss: 'expired' });
  });

  it('is discarded when the stored hash differs from the woocommerce_cart_hash cookie', () => {
    const { cache, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    clock.cookie = 'changed-on-the-server';
    expect(cache.read()).toEqual({ hit: false, miss: 'hash-mismatch' });
  });

  it('keeps an empty cart without a creation time, and forgets the time when the cart empties', () => {
    const { cache, session, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    clock.cookie = '';
    cache.save(FRAGMENTS, '');
    expect(session.get(CART_CREATED_KEY)).toBeNull();
    expect(cache.read()).toEqual({ hit: true, fragments: FRAGMENTS });
  });

  it('misses with nothing stored, with junk stored, and with a hash but no creation time', () => {
    const { cache, session, clock } = setup();
    expect(cache.read()).toEqual({ hit: false, miss: 'empty' });
    session.set('wc_fragments_abc', '{not json');
    expect(cache.read()).toEqual({ hit: false, miss: 'corrupt' });
    session.set('wc_fragments_abc', JSON.stringify({ a: 1 }));
    expect(cache.read()).toEqual({ hit: false, miss: 'corrupt' });
    session.set('wc_fragments_abc', JSON.stringify(FRAGMENTS));
    session.set('wc_cart_hash_abc', 'h1');
    clock.cookie = 'h1';
    expect(cache.read()).toEqual({ hit: false, miss: 'no-created' });
  });

  it('writes the hash to localStorage too, so another tab can notice a change', () => {
    const { cache, local, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    expect(local.get('wc_cart_hash_abc')).toBe('h1');
    expect(cache.changedInOtherTab('wc_cart_hash_abc')).toBe(false);
    local.set('wc_cart_hash_abc', 'h9'); // what the other tab's save leaves behind
    expect(cache.changedInOtherTab('wc_cart_hash_abc')).toBe(true);
    expect(cache.changedInOtherTab('some_other_key')).toBe(false);
    expect(cache.changedInOtherTab(null)).toBe(false);
  });

  it('clear() drops the fragments (back/forward cache) so the next read misses', () => {
    const { cache, clock } = setup();
    clock.cookie = 'h1';
    cache.save(FRAGMENTS, 'h1');
    cache.clear();
    expect(cache.read()).toEqual({ hit: false, miss: 'empty' });
  });
});

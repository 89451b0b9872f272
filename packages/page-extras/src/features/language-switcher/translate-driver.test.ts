// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { clearGoogtrans, readGoogtrans, translatePage, writeGoogtrans } from './translate-driver';

const RETRY_MS = CONSTANTS.other.languageSwitcherRetryMs;
const options = { doc: document, pageLanguage: 'th', retryMs: RETRY_MS, maxTries: 4 };

/** What Google's element builds in GTranslate's hidden container. */
function buildElement(): HTMLSelectElement {
  const container = document.getElementById('google_translate_element2')!;
  const combo = document.createElement('select');
  combo.className = 'goog-te-combo';
  for (const value of ['', 'en', 'th']) combo.add(new Option(value, value));
  container.append(combo);
  return combo;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="google_translate_element2"></div>';
  document.documentElement.className = '';
});
afterEach(() => {
  clearGoogtrans(document);
  vi.useRealTimers();
});

describe('the googtrans cookie', () => {
  it("is written raw as '/<page>/<target>' and read back as the target", () => {
    writeGoogtrans(document, 'th', 'en');
    expect(document.cookie).toContain('googtrans=/th/en');
    expect(readGoogtrans(document)).toBe('en');
    clearGoogtrans(document);
    expect(document.cookie).not.toContain('googtrans');
    expect(readGoogtrans(document)).toBeNull();
  });
});

describe('translatePage (§9 Other: language switcher retry 500 ms)', () => {
  it('uses the spec constant of 500 ms', () => {
    expect(RETRY_MS).toBe(500);
  });

  it('sets the cookie, then drives the select at once when the element is there (value set, change dispatched)', async () => {
    const combo = buildElement();
    const changes: string[] = [];
    combo.addEventListener('change', () => changes.push(combo.value));
    const run = translatePage('en', options);
    expect(document.cookie).toContain('googtrans=/th/en');
    await expect(run.done).resolves.toBe(true);
    expect(changes).toEqual(['en', 'en']);
  });

  it('retries every 500 ms until the element exists', async () => {
    const run = translatePage('en', options);
    vi.advanceTimersByTime(RETRY_MS - 1);
    const combo = buildElement();
    const change = vi.fn();
    combo.addEventListener('change', change);
    expect(change).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(change).toHaveBeenCalledTimes(2);
    await expect(run.done).resolves.toBe(true);
    expect(combo.value).toBe('en');
  });

  it('gives up after the bounded number of tries (first try + 3 retries at 500 ms)', async () => {
    const settled = vi.fn();
    void translatePage('en', options).done.then(settled);
    await vi.advanceTimersByTimeAsync(3 * RETRY_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(false);
    // No further tries: an element built now is never driven.
    const change = vi.fn();
    buildElement().addEventListener('change', change);
    await vi.advanceTimersByTimeAsync(10 * RETRY_MS);
    expect(change).not.toHaveBeenCalled();
  });

  it('restores the original by clearing the cookie and selecting the page language', async () => {
    writeGoogtrans(document, 'th', 'en');
    const combo = buildElement();
    const run = translatePage('th', options);
    expect(document.cookie).not.toContain('googtrans');
    await expect(run.done).resolves.toBe(true);
    expect(combo.value).toBe('th');
  });

  it('has nothing to restore on a page that was never translated (no element needed)', async () => {
    await expect(translatePage('th', options).done).resolves.toBe(true);
  });

  it('stops retrying when cancelled', async () => {
    const run = translatePage('en', options);
    run.cancel();
    await expect(run.done).resolves.toBe(false);
    const change = vi.fn();
    buildElement().addEventListener('change', change);
    vi.advanceTimersByTime(5 * RETRY_MS);
    expect(change).not.toHaveBeenCalled();
  });
});

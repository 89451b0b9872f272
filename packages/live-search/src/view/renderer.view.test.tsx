// @vitest-environment jsdom
import * as React from 'react';
import { describe, expect, it } from 'vitest';

// Proves which renderer each component-test run uses: React under vitest.config.ts, the Preact
// shim of the script-tag build under vitest.preact.config.ts (selected by TALAT_RENDERER).
describe('component test renderer', () => {
  it('is the one this run promises', () => {
    const expectsPreact = process.env.TALAT_RENDERER === 'preact';
    expect('version' in React).toBe(!expectsPreact);
  });
});

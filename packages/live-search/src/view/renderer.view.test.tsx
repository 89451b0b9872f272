// @vitest-environment jsdom
import { Component as PreactComponent } from 'preact';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

// Proves which renderer each component-test run uses: React under vitest.config.ts, preact/compat
// (what the script-tag build ships) under vitest.preact.config.ts (selected by TALAT_RENDERER).
describe('component test renderer', () => {
  it('is the one this run promises', () => {
    const expectsPreact = process.env.TALAT_RENDERER === 'preact';
    expect(React.Component === (PreactComponent as unknown)).toBe(expectsPreact);
  });
});

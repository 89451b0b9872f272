import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// In Node, not jsdom: esbuild refuses to load under jsdom. The demo server runs TypeScript through
// tsx, which compiles with esbuild's keepNames; a named inner function would then call a module
// helper (`__name`) that the served `(${installFakeRecaptcha.toString()})(window)` does not have.
describe('installFakeRecaptcha as tsx compiles it', () => {
  it('calls no helper inside the function', () => {
    const source = readFileSync(new URL('./fake-recaptcha.ts', import.meta.url), 'utf8');
    const { code } = transformSync(source, { loader: 'ts', keepNames: true, format: 'esm' });
    const start = code.indexOf('function installFakeRecaptcha');
    const end = code.lastIndexOf('__name(installFakeRecaptcha');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end - start).toBeGreaterThan(500);
    expect(code.slice(start, end)).not.toContain('__name(');
  });
});

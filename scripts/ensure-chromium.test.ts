import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { ensureChromium } from './ensure-chromium.mjs';

/** A pretend machine: which paths exist, whether we are root with apt, what an install adds. */
function machine({ paths = [] as string[], root = true, apt = true, installs = [] as string[], env = {} as Record<string, string> } = {}) {
  const present = new Set(paths);
  const install = vi.fn((packages: string[]) => {
    installs.forEach((path) => present.add(path));
    return installs.length > 0 || packages.length === 0;
  });
  const log = vi.fn();
  return { env, exists: (path: string) => present.has(path), root, apt: () => apt, install, log };
}

describe('ensureChromium: what npm test does about the browser before any test', () => {
  it('uses CHROMIUM_PATH when it exists, and names it when it does not', () => {
    expect(ensureChromium(machine({ paths: ['/opt/chrome'], env: { CHROMIUM_PATH: '/opt/chrome' } }))).toBe('/opt/chrome');
    const lost = machine({ env: { CHROMIUM_PATH: '/nope' } });
    expect(ensureChromium(lost)).toBeNull();
    expect(lost.log).toHaveBeenCalledWith(expect.stringContaining('CHROMIUM_PATH is /nope'));
  });

  it('uses Debian’s chromium when it is there, installing nothing', () => {
    const ready = machine({ paths: ['/usr/bin/chromium', '/usr/share/fonts/truetype/tlwg'] });
    expect(ensureChromium(ready)).toBe('/usr/bin/chromium');
    expect(ready.install).not.toHaveBeenCalled();
  });

  it('installs chromium and the Thai font on a fresh machine as root with apt', () => {
    const fresh = machine({ installs: ['/usr/bin/chromium', '/usr/share/fonts/truetype/tlwg'] });
    expect(ensureChromium(fresh)).toBe('/usr/bin/chromium');
    expect(fresh.install).toHaveBeenCalledWith(['chromium', 'fonts-thai-tlwg']);
  });

  it('adds only the Thai font when Chromium is there without it', () => {
    const noFont = machine({ paths: ['/usr/bin/chromium'], installs: ['/usr/share/fonts/truetype/tlwg'] });
    expect(ensureChromium(noFont)).toBe('/usr/bin/chromium');
    expect(noFont.install).toHaveBeenCalledWith(['fonts-thai-tlwg']);
  });

  it('stops at once with the command to run when it cannot install (not root, or no apt)', () => {
    for (const setup of [{ root: false }, { apt: false }]) {
      const stuck = machine(setup);
      expect(ensureChromium(stuck)).toBeNull();
      expect(stuck.install).not.toHaveBeenCalled();
      expect(stuck.log).toHaveBeenCalledWith('✗ Chromium not found for the e2e tests. Run: sudo apt-get install chromium fonts-thai-tlwg (or set CHROMIUM_PATH).');
    }
  });

  it('says so when apt-get fails', () => {
    const failing = machine();
    expect(ensureChromium(failing)).toBeNull();
    expect(failing.log).toHaveBeenCalledWith('✗ apt-get could not install chromium fonts-thai-tlwg; run: apt-get install chromium fonts-thai-tlwg');
  });
});

// The guard of the real shop's "Payment confirmation alone on a page": a module that puts a base
// class (base-css.ts: the visually-hidden text, the spinner) on an element brings the base styles
// itself, so any widget alone on a page hides its screen-reader text. Before, only some widgets'
// chunks injected them and the payment form's status region was drawn (its message seen twice).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A base class put on an element: its name as a class token, not a selector (`.talat-spinner`) or a longer name. */
const WEARS_BASE_CLASS = /(?<![.\w-])talat-(?:visually-hidden|spinner)(?![\w-])/;
/** A JSX opening tag with a className (attributes here hold no '>'). */
const JSX_TAG = /<[A-Za-z][\w.]*\s[^<>]*className=[^<>]*>/g;
/** The shared ways a module brings them: core's withBaseStyles (also the views' ref) and hideVisually. */
const BRINGS_BASE_STYLES = /\b(?:withBaseStyles|hideVisually)\b/;

/**
 * Modules that wear a base class without bringing it, each with its reason. A first load
 * (`mount.ts` and what it imports) puts no stylesheet on the page by design (decisions: the
 * layers), and base-css.ts sits in the runtime.
 */
const EXEMPT: Record<string, string> = {
  'packages/core/src/base-css.ts': 'defines the classes',
  // The first load's spinner for a held submit: Contact Form 7's stylesheet styles `.wpcf7-spinner`;
  // the chunk, moments later, brings the base styles (contact-form interactive.tsx).
  'packages/contact-form/src/dom/submitting-marks.ts': 'first load: no CSS; CF7 styles the spinner',
};

function shippedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : shippedFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-fixtures\.ts$|test-server\.ts$|test-support\.ts$/.test(name) ? [path] : [];
  });
}

/** The code of a module without its comments, so a comment naming a class is not a use of it. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('every module that wears a base class brings the base styles (base-css.ts)', () => {
  const files = readdirSync(join(ROOT, 'packages'))
    .filter((name) => name !== 'mocks')
    .flatMap((name) => shippedFiles(join(ROOT, 'packages', name, 'src')))
    .map((path) => ({ path: relative(ROOT, path).replaceAll('\\', '/'), text: code(readFileSync(path, 'utf8')) }));
  const wearers = files.filter(({ text }) => WEARS_BASE_CLASS.test(text));

  it('finds the modules that wear one', () => {
    expect(wearers.map(({ path }) => path)).toEqual(expect.arrayContaining(['packages/ui/src/LiveRegion.tsx', 'packages/ui/src/Spinner.tsx', 'packages/ui/src/calendar/DatePicker.tsx']));
  });

  it('has none that leaves the style to another widget', () => {
    const offenders = wearers.filter(({ path, text }) => !(path in EXEMPT) && !BRINGS_BASE_STYLES.test(text)).map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  // A view brings them on the very element: its ref, so the element cannot be rendered without them.
  it('gives every element a view puts a base class on the base styles ref', () => {
    const offenders = wearers
      .filter(({ path }) => path.endsWith('.tsx'))
      .flatMap(({ path, text }) => [...text.matchAll(JSX_TAG)].filter(([tag]) => WEARS_BASE_CLASS.test(tag) && !tag.includes('ref={withBaseStyles}')).map(([tag]) => `${path}: ${tag}`));
    expect(offenders).toEqual([]);
  });

  it('keeps the rule in one place: no other stylesheet copies the visually-hidden rule for a Talat class', () => {
    const copies = files.filter(({ path, text }) => path !== 'packages/core/src/base-css.ts' && /\.talat-[\w-]+\{position:absolute!?(?:important)?;width:1px;height:1px/.test(text)).map(({ path }) => path);
    expect(copies).toEqual([]);
  });

  it('would catch one (the patterns tell a use from a selector)', () => {
    expect(`className="talat-visually-hidden"`).toMatch(WEARS_BASE_CLASS);
    expect(`span.className = 'wpcf7-spinner talat-spinner';`).toMatch(WEARS_BASE_CLASS);
    expect('.talat-lightbox .talat-spinner{width:32px}').not.toMatch(WEARS_BASE_CLASS);
    expect(`'talat-visually-hidden-extra'`).not.toMatch(WEARS_BASE_CLASS);
    expect(code('// the talat-spinner class\nconst a = 1;')).not.toMatch(WEARS_BASE_CLASS);
    expect('<span ref={x} className="talat-visually-hidden">'.match(JSX_TAG)).toHaveLength(1);
  });
});

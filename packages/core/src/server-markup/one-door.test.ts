// The guard of issue 10: server markup reaches the DOM only through this folder. Any new parser
// or HTML sink in shipped code fails here, so the next door cannot be opened by accident.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DOOR = 'packages/core/src/server-markup/';

/** What parses a string as HTML, or inserts markup, in browsers and in React. */
const HTML_SINK = /\b(innerHTML|outerHTML|insertAdjacentHTML|DOMParser|dangerouslySetInnerHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe|setHTML|srcdoc)\b|document\.write/;

/** Shipped code: every package's src except the fake WordPress, without tests and test fixtures. */
function shippedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : shippedFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-fixtures\.ts$|test-server\.ts$|test-support\.ts$/.test(name) ? [path] : [];
  });
}

describe('one door for server markup (DESIGN.md "Conventions")', () => {
  const files = readdirSync(join(ROOT, 'packages'))
    .filter((name) => name !== 'mocks')
    .flatMap((name) => shippedFiles(join(ROOT, 'packages', name, 'src')));

  it('finds the shipped sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no HTML parser or sink outside packages/core/src/server-markup/', () => {
    const offenders = files
      .map((path) => relative(ROOT, path).replaceAll('\\', '/'))
      .filter((path) => !path.startsWith(DOOR))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (HTML_SINK.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch one (the pattern matches each sink)', () => {
    for (const line of ['el.innerHTML = x', 'el.outerHTML', "el.insertAdjacentHTML('beforeend', x)", 'new DOMParser()', '<div dangerouslySetInnerHTML={x} />', 'range.createContextualFragment(x)', 'el.setHTMLUnsafe(x)', 'document.write(x)', 'iframe.srcdoc = x']) {
      expect(line).toMatch(HTML_SINK);
    }
  });
});
